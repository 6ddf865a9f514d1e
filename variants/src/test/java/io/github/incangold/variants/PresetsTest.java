package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

class PresetsTest {

    @Test
    void idsAreStableUniqueAndKebabCase() {
        // These ids are part of the file format: changing one breaks users' files.
        assertEquals(
                List.of(
                        "incan-gold",
                        "diamant",
                        "online-classic",
                        "online-modern",
                        "tabletop-games-diamant",
                        "hazards-stay",
                        "no-tie-break",
                        "open-tents",
                        "two-players",
                        "long-game",
                        "shared-artifacts",
                        "quick-opening"),
                Presets.ids());
        assertEquals(Presets.ids().size(), Presets.ids().distinct().size());
        Presets.ids().forEach(id -> assertTrue(id.matches("[a-z0-9]+(-[a-z0-9]+)*"), id));
    }

    @Test
    void everyPresetIsDocumentedAndFoundById() {
        for (Preset preset : Presets.all()) {
            assertFalse(preset.title().isBlank());
            assertFalse(preset.source().isBlank());
            assertFalse(preset.changes().isBlank());
            assertFalse(preset.source().contains("\n"), "a one-line source");
            assertEquals(preset, Presets.byId(preset.id()).get());
        }
        assertTrue(Presets.byId("Incan-Gold").isEmpty());
        assertTrue(Presets.byId("").isEmpty());
    }

    @Test
    void theRulebookGames() {
        assertEquals(Rules.incanGold(), Presets.INCAN_GOLD.rules());
        // R20: Diamant is Incan Gold without the artifacts.
        assertEquals(Rules.builder().artifactsEnabled(false).build(), Presets.DIAMANT.rules());
    }

    @Test
    void theOnlineDeckHasFourteenTreasureCardsWithoutTheSeventeen() {
        // R3: 124 - 17 = 107 gems on 14 cards.
        for (Preset online : List.of(Presets.ONLINE_CLASSIC, Presets.ONLINE_MODERN)) {
            List<Integer> treasures = online.rules().treasureValues();
            assertEquals(14, treasures.size());
            assertEquals(107, treasures.sum().intValue());
            assertFalse(treasures.contains(17));
            assertEquals(Rules.RULEBOOK_HAZARDS, online.rules().hazards());
        }
        // R13: Classic 5, 5, 5, 10, 10 by claim order; Modern 5, 7, 8, 10, 12 printed.
        assertEquals(
                ArtifactValuation.CLAIM_ORDER, Presets.ONLINE_CLASSIC.rules().artifactValuation());
        assertEquals(List.of(5, 5, 5, 10, 10), Presets.ONLINE_CLASSIC.rules().claimOrderValues());
        assertEquals(ArtifactValuation.PRINTED, Presets.ONLINE_MODERN.rules().artifactValuation());
        assertEquals(List.of(5, 7, 8, 10, 12), Presets.ONLINE_MODERN.rules().printedArtifactValues());
    }

    @Test
    void eachHouseRuleChangesOneOptionOfIncanGold() {
        Rules standard = Rules.incanGold();
        assertEquals(Rules.builder().from(standard).removeBustingHazard(false).build(), Presets.HAZARDS_STAY.rules());
        assertEquals(Rules.builder().from(standard).artifactTieBreak(false).build(), Presets.NO_TIE_BREAK.rules());
        assertEquals(Rules.builder().from(standard).openTents(true).build(), Presets.OPEN_TENTS.rules());
        assertEquals(Rules.builder().from(standard).minPlayers(2).build(), Presets.TWO_PLAYERS.rules());
        assertEquals(standard.withRounds(7), Presets.LONG_GAME.rules());
        assertEquals(
                Rules.builder()
                        .from(standard)
                        .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                        .build(),
                Presets.SHARED_ARTIFACTS.rules());
        assertEquals(
                Rules.builder().from(standard).openingHazardAutoReveal(true).build(), Presets.QUICK_OPENING.rules());
        // TabletopGames's Diamant, from its DiamantParameters: 2 to 6 players, 15 values summing to 139 (15 + 7 + 9 +
        // 108),
        // leftovers card by card, relics 5, 7, 8, 10, 12 one a round, no tie-break.
        Rules tabletopGames = Presets.TABLETOP_GAMES_DIAMANT.rules();
        assertEquals(2, tabletopGames.minPlayers());
        assertEquals(6, tabletopGames.maxPlayers());
        assertEquals(139, tabletopGames.treasureValues().sum().intValue());
        assertEquals(15, tabletopGames.treasureValues().distinct().size());
        assertEquals(LeftoverGems.CARD_BY_CARD, tabletopGames.leftoverGems());
        assertEquals(ArtifactValuation.PRINTED, tabletopGames.artifactValuation());
        assertEquals(List.of(5, 7, 8, 10, 12), tabletopGames.printedArtifactValues());
        assertEquals(TieBreak.SHARED, tabletopGames.tieBreak());
        assertEquals(standard.hazards(), tabletopGames.hazards());
        assertEquals(5, tabletopGames.rounds());
        // Each house rule is one field away from Incan Gold, so its saved form over incan-gold has one override.
        List<Preset> houseRules = Presets.all().drop(5);
        assertEquals(7, houseRules.size());
        for (Preset preset : houseRules) {
            assertFalse(preset.rules().equals(standard), preset.id());
        }
    }
}
