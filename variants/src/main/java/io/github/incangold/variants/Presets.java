package io.github.incangold.variants;

import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * The registry of named rule configurations, by stable id. The ids are part of the file format
 * (a variant file's {@code base}) and never change.
 *
 * <pre>{@code
 * Rules rules = Presets.byId("diamant").map(Preset::rules).getOrElse(Rules.incanGold());
 * Presets.all().forEach(preset -> System.out.println(preset.id() + ": " + preset.title()));
 * }</pre>
 *
 * <p>House rules change one option of Incan Gold each, so they combine freely in a variant
 * file.
 */
public final class Presets {
    private Presets() {}

    /** The 14 treasure cards of the online implementation: the rulebook's 15 without the 17 (R3). */
    public static final List<Integer> ONLINE_TREASURES = List.of(1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15);

    /** The 2006 Incan Gold rulebook, every option at its default (R1..R21). */
    public static final Preset INCAN_GOLD = new Preset(
            "incan-gold",
            "Incan Gold",
            "Incan Gold rulebook, 2006 English edition",
            "Nothing: the reference rules.",
            Rules.incanGold());

    /** The original Diamant: Incan Gold without artifacts (R20). */
    public static final Preset DIAMANT = new Preset(
            "diamant",
            "Diamant",
            "Incan Gold rulebook, 2006: \"to play the original Diamant rules, simply remove the Artifacts\"",
            "No artifacts (R5, R20); everything else as Incan Gold.",
            Rules.diamant());

    /** The online implementation's deck with the rulebook's artifact scoring. */
    public static final Preset ONLINE_CLASSIC = new Preset(
            "online-classic",
            "Online, Classic scoring",
            "Online implementation's Spanish help page: 14 treasure cards, artifacts 5, 5, 5, 10, 10",
            "14 treasure cards with no 17 (R3); artifacts valued by claim order as in the rulebook (R13).",
            Rules.builder().treasureValues(ONLINE_TREASURES).build());

    /** The online implementation's deck with its printed artifact values. */
    public static final Preset ONLINE_MODERN = new Preset(
            "online-modern",
            "Online, Modern scoring",
            "R13's \"Modern\" valuation, read as an option of the online implementation (artifacts of rounds 1"
                    + " to 5 worth 5, 7, 8, 10, 12); the online guides among the rule sources give claim order"
                    + " 5, 5, 5, 10, 10 instead",
            "14 treasure cards with no 17 (R3); each artifact worth its printed value whoever takes it"
                    + " and whenever (R13), so later artifacts are worth chasing.",
            Rules.builder()
                    .treasureValues(ONLINE_TREASURES)
                    .artifactValuation(ArtifactValuation.PRINTED)
                    .printedArtifactValues(Rules.MODERN_ARTIFACT_VALUES)
                    .build());

    /**
     * The 15 treasure cards of the TabletopGames research framework's Diamant: 1 to 5, 7, 9 and
     * 10 to 17, one card each (R3).
     */
    public static final List<Integer> TABLETOP_GAMES_TREASURES =
            List.of(1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17);

    /** The Diamant of the TabletopGames research framework, with its relics, for comparing results. */
    public static final Preset TABLETOP_GAMES_DIAMANT = new Preset(
            "tabletop-games-diamant",
            "TabletopGames Diamant",
            "The TabletopGames research framework's Diamant (games.diamant: DiamantParameters,"
                    + " DiamantForwardModel) with its relic variant, which its tunable parameters turn on",
            "2 to 6 players (R1); 15 treasure cards, 1 to 5, 7, 9, 10 to 17 (R3, 139 gems); leftover gems"
                    + " divided card by card (R11); one relic a round worth 5, 7, 8, 10, 12 in that order,"
                    + " printed values (R13); ties shared, as its scores alone rank the players (R19).",
            Rules.builder()
                    .minPlayers(2)
                    .maxPlayers(6)
                    .treasureValues(TABLETOP_GAMES_TREASURES)
                    .leftoverGems(LeftoverGems.CARD_BY_CARD)
                    .artifactValuation(ArtifactValuation.PRINTED)
                    .printedArtifactValues(Rules.MODERN_ARTIFACT_VALUES)
                    .tieBreak(TieBreak.SHARED)
                    .build());

    /** House rule: the hazard that ends a round stays in the game (R14 option). */
    public static final Preset HAZARDS_STAY = new Preset(
            "hazards-stay",
            "Busting hazards stay",
            "House rule (R14 option), a common simplification at the table",
            "The second hazard that ends a round is not removed (R14): the deck keeps three cards of"
                    + " every type, so late rounds stay as dangerous as the first, and nobody has to keep"
                    + " removed cards apart.",
            Rules.builder().removeBustingHazard(false).build());

    /** House rule: tied scores share the win without counting artifacts (R19 option). */
    public static final Preset NO_TIE_BREAK = new Preset(
            "no-tie-break",
            "No artifact tie-break",
            "House rule (R19 option), as later editions of Diamant rule",
            "Tied players share the win at once (R19); artifacts only count for their value, which"
                    + " avoids the rulebook's \"play again\".",
            Rules.builder().artifactTieBreak(false).build());

    /** House rule: everybody may count every tent (R21 option). */
    public static final Preset OPEN_TENTS = new Preset(
            "open-tents",
            "Open tents",
            "House rule (R21 option), for teaching games and for players who would rather not memorise",
            "Tent contents are public (R21): no memory game, so the choice to stay or leave is about"
                    + " the known scores alone.",
            Rules.builder().openTents(true).build());

    /** House rule: two players may play (R1 option). */
    public static final Preset TWO_PLAYERS = new Preset(
            "two-players",
            "Two players",
            "House rule (R1 option), often asked for by couples; the box says 3 to 8",
            "Games of 2 players are allowed (R1). Leaving alone is common, so artifacts go to a lone"
                    + " leaver more often; treasure divides among fewer players.",
            Rules.builder().minPlayers(2).build());

    /** House rule: seven rounds instead of five (R2 option). */
    public static final Preset LONG_GAME = new Preset(
            "long-game",
            "Long game",
            "House rule (R2 option), for groups who want more expeditions per set-up",
            "7 rounds instead of 5 (R2). Still 5 artifacts: rounds 6 and 7 add none, but artifacts"
                    + " not yet found can still turn up, and busting hazards keep thinning the deck.",
            Rules.builder().rounds(7).build());

    /** House rule: leavers share the artifacts (R12 option, the Spanish edition's reading). */
    public static final Preset SHARED_ARTIFACTS = new Preset(
            "shared-artifacts",
            "Shared artifacts",
            "Spanish edition's wording, \"uno o más jugadores\" (R12 option)",
            "Players leaving together divide the artifacts on the path like gems (R12,"
                    + " DIVIDED_AMONG_LEAVERS) instead of nobody taking them; leaving together is"
                    + " less punished.",
            Rules.builder()
                    .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                    .build());

    /** House rule: a hazard as the round's first card is followed at once by the next card (R15). */
    public static final Preset QUICK_OPENING = new Preset(
            "quick-opening",
            "Quick opening",
            "Incan Gold rulebook, 2006: the optional flip after an opening hazard (R15 option)",
            "When a round's first card is a hazard, the next card is turned over at once with no"
                    + " choice (R15): nobody would leave with nothing anyway, so the game moves faster.",
            Rules.builder().openingHazardAutoReveal(true).build());

    private static final List<Preset> ALL = List.of(
            INCAN_GOLD,
            DIAMANT,
            ONLINE_CLASSIC,
            ONLINE_MODERN,
            TABLETOP_GAMES_DIAMANT,
            HAZARDS_STAY,
            NO_TIE_BREAK,
            OPEN_TENTS,
            TWO_PLAYERS,
            LONG_GAME,
            SHARED_ARTIFACTS,
            QUICK_OPENING);

    /**
     * Every preset, Incan Gold first, then Diamant, the online decks, the TabletopGames
     * framework's Diamant and the house rules.
     *
     * @return the presets, in a fixed order
     */
    public static List<Preset> all() {
        return ALL;
    }

    /**
     * Every preset id, in the order of {@link #all()}.
     *
     * @return the ids
     */
    public static List<String> ids() {
        return ALL.map(Preset::id);
    }

    /**
     * Finds a preset by its id.
     *
     * @param id a preset id, e.g. {@code "incan-gold"}; exact, case-sensitive
     * @return the preset, or none if no preset has that id
     */
    public static Option<Preset> byId(String id) {
        Objects.requireNonNull(id, "id");
        return ALL.find(preset -> preset.id().equals(id));
    }
}
