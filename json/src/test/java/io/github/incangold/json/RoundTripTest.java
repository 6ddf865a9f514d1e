package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** decode(encode(x)) equals x, and encoding the result again gives the same text. */
class RoundTripTest {

    @TestFactory
    Stream<DynamicTest> everyStateViewEventAndRecordOfRandomGamesRoundTrips() {
        return LongStream.range(0, 8)
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    Rules rules = Games.RULES.get((int) (seed % Games.RULES.size()));
                    int seats = 3 + (int) (seed % 6);
                    Games.Played played = Games.play(rules, seats, seed);
                    for (GameState state : played.states()) {
                        String json = IncanGoldJson.encode(state);
                        GameState decoded = IncanGoldJson.decodeState(json)
                                .getOrElseThrow(problem -> new AssertionError(problem + " in " + json));
                        assertEquals(state, decoded);
                        assertEquals(json, IncanGoldJson.encode(decoded));
                        for (int seat = -1; seat < seats; seat += 2) {
                            PlayerView view = seat < 0 ? Views.spectator(state) : Views.view(state, seat);
                            String viewJson = IncanGoldJson.encode(view);
                            assertEquals(
                                    view, IncanGoldJson.decodeView(viewJson).get());
                        }
                    }
                    String events = IncanGoldJson.encode(played.events());
                    assertEquals(
                            played.events(), IncanGoldJson.decodeEvents(events).get());
                    String record = IncanGoldJson.encode(played.record());
                    // Written with the final state's digest (a checkpoint after the last action).
                    assertEquals(
                            withFinalCheckpoint(played.record()),
                            IncanGoldJson.decodeRecord(record).get());
                    assertEquals(
                            record,
                            IncanGoldJson.encode(
                                    IncanGoldJson.decodeRecord(record).get()));
                }));
    }

    @Test
    void rulesRoundTrip() {
        Rules custom = Rules.builder()
                .minPlayers(2)
                .maxPlayers(4)
                .treasureValues(List.of(3, 1, 2))
                .hazards(LinkedHashMap.of(HazardType.of("quicksand"), 4, HazardType.SNAKES, 1))
                .artifactCount(7)
                .claimOrderValues(List.of(3, 6, 9))
                .build();
        for (Rules rules : Games.RULES.append(custom)) {
            assertEquals(
                    rules,
                    IncanGoldJson.decodeRules(IncanGoldJson.encode(rules)).get());
        }
    }

    /** Equal values give byte-identical text: equal rules list their hazard types alike (R4). */
    @Test
    void equalRulesWriteTheSameText() {
        HazardType lava = HazardType.of("lava");
        Rules given = Rules.builder()
                .hazards(LinkedHashMap.of(HazardType.MUMMY, 2, lava, 4))
                .build();
        Rules reordered = Rules.builder()
                .hazards(LinkedHashMap.of(lava, 4, HazardType.MUMMY, 2))
                .build();

        assertEquals(IncanGoldJson.encode(given), IncanGoldJson.encode(reordered));
        assertTrue(IncanGoldJson.encode(given)
                .contains("\"hazards\":[{\"type\":\"lava\",\"count\":4},{\"type\":\"mummy\",\"count\":2}]"));
    }

    @Test
    void aRulebookDocumentHoldsNoHouseRuleField() {
        String json = IncanGoldJson.encode(Rules.incanGold());
        for (String field : List.of(
                "roundArtifactValues", "leftoverGems", "bustPenalty", "bustRemoval", "tieBreak", "startingGems")) {
            assertFalse(json.contains("\"" + field + "\""), field);
        }
        assertTrue(json.contains("\"removeBustingHazard\":true"));
        assertTrue(json.contains("\"artifactTieBreak\":true"));
    }

    @Test
    void theOlderFlagsAndTheOptionsThatReplacedThemMustAgree() {
        String head = "{\"format\":\"incangold\",\"version\":2,\"type\":\"rules\"";
        assertEquals(
                BustRemoval.PAIR,
                IncanGoldJson.decodeRules(head + ",\"removeBustingHazard\":true,\"bustRemoval\":\"PAIR\"}")
                        .get()
                        .bustRemoval());
        assertEquals(
                TieBreak.SHARED,
                IncanGoldJson.decodeRules(head + ",\"artifactTieBreak\":false}")
                        .get()
                        .tieBreak());
        assertEquals(
                "$.removeBustingHazard",
                IncanGoldJson.decodeRules(head + ",\"removeBustingHazard\":false,\"bustRemoval\":\"PAIR\"}")
                        .getLeft()
                        .location());
        assertEquals(
                "$.artifactTieBreak",
                IncanGoldJson.decodeRules(head + ",\"artifactTieBreak\":true,\"tieBreak\":\"MOST_GEMS\"}")
                        .getLeft()
                        .location());
    }

    @Test
    void actionsRoundTrip() {
        List<Action> actions = List.of(
                new Action.Reveal(),
                new Action.RevealCard(Card.treasure(11)),
                new Action.RevealCard(Card.hazard(HazardType.MUMMY)),
                new Action.RevealCard(new Card.Artifact(2, io.vavr.control.Option.some(7))),
                new Action.Choose(3, Choice.CAMP),
                new Action.Leave(),
                new Action.Bust(),
                new Action.EndRound(),
                new Action.Advance());
        for (Action action : actions) {
            assertEquals(
                    action,
                    IncanGoldJson.decodeAction(IncanGoldJson.encode(action)).get());
        }
    }

    @Test
    void aCompanionRecordRoundTripsAndReplays() {
        GameRecord record = GameRecord.companion(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 2)
                .withAction(new Action.RevealCard(Card.treasure(5)))
                .withAction(new Action.Choose(0, Choice.TORCH))
                .withAction(new Action.Choose(1, Choice.CAMP))
                .withAction(new Action.Choose(2, Choice.TORCH))
                .withAction(new Action.Leave())
                .withAction(new Action.RevealCard(Card.artifact(1)));

        GameRecord decoded =
                IncanGoldJson.decodeRecord(IncanGoldJson.encode(record)).get();

        assertEquals(withFinalCheckpoint(record), decoded);
        assertEquals(GameRecord.replay(record).get(), GameRecord.replay(decoded).get());
        List<GameEvent> events = GameRecord.replay(decoded).get().events();
        assertEquals(new GameEvent.CardRevealed(Card.artifact(1), 2, 0, 0, false), events.last());
    }

    @Test
    void theDocumentStartsWithItsFormatVersionAndType() {
        String json = IncanGoldJson.encode(new Action.Advance());

        assertEquals("{\"format\":\"incangold\",\"version\":2,\"type\":\"action\",\"action\":\"advance\"}", json);
    }

    /** The record with a checkpoint after its last action, as the writer adds it. */
    private static GameRecord withFinalCheckpoint(GameRecord record) {
        return record.withCheckpoint(GameRecord.replay(record).get().state());
    }
}
