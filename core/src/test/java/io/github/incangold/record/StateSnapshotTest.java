package io.github.incangold.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** A saved state loads back equal and plays on alike; a broken one is refused with reasons. */
class StateSnapshotTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");

    @TestFactory
    Stream<DynamicTest> everyStateOfRandomGamesRestoresEqual() {
        return LongStream.range(0, Long.getLong("incangold.playouts", 10))
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    Rules rules =
                            seed % 3 == 0 ? Rules.diamant() : Rules.incanGold().withRounds(3 + (int) (seed % 4));
                    Playouts.Playout playout = Playouts.play(rules, 3 + (int) (seed % 5), seed);
                    for (GameState state : playout.states()) {
                        GameState restored = StateSnapshot.of(state).restore().get();
                        assertEquals(state, restored);
                        assertEquals(StateSnapshot.of(state), StateSnapshot.of(restored));
                        assertEquals(Game.advance(state), Game.advance(restored));
                    }
                }));
    }

    @Test
    void cardIdsFollowTheCanonicalOrder() {
        List<Card> cards = StateSnapshot.cards(Rules.incanGold());

        assertEquals(15 + 15 + 5, cards.size());
        assertEquals(Card.treasure(1), cards.get(0));
        assertEquals(Card.treasure(17), cards.get(14));
        assertEquals(Card.hazard(HazardType.FIRE), cards.get(15));
        assertEquals(Card.hazard(HazardType.SPIDERS), cards.get(29));
        assertEquals(Card.artifact(1), cards.get(30));
    }

    @Test
    void aBrokenSnapshotIsRefusedWithEveryReason() {
        GameState state = Game.advance(
                        Game.newGame(Rules.incanGold(), SEATS, 11L).get().state())
                .state();
        StateSnapshot good = StateSnapshot.of(state);

        StateSnapshot bad = new StateSnapshot(
                good.rules(),
                good.seats(),
                good.phase(),
                9,
                5,
                good.deck(),
                good.revealed(),
                -1,
                good.inTemple(),
                TreeMap.of(7, Choice.CAMP),
                good.gemsAtRisk(),
                good.tentGems(),
                good.claims(),
                good.removed(),
                good.gemsDealt(),
                good.gemsReturned(),
                good.pathGemsByCard(),
                good.randomState());
        Seq<String> problems = bad.restore().getError();

        assertTrue(problems.contains("round: 9 is outside 1..5"), problems::toString);
        assertTrue(problems.contains("startSeat: 5 is not a seat (0..2)"), problems::toString);
        assertTrue(problems.contains("pathGems: -1 is negative"), problems::toString);
        assertTrue(problems.contains("pendingChoices: seat 7 is not in the temple"), problems::toString);
    }

    @Test
    void aDeckThatLosesOrDuplicatesACardIsRefused() {
        GameState state = Game.newGame(Rules.incanGold(), SEATS, 11L).get().state();
        StateSnapshot good = StateSnapshot.of(state);

        Seq<String> duplicate = withDeck(good, good.deck().update(1, good.deck().get(0)))
                .restore()
                .getError();
        Seq<String> missing = withDeck(good, good.deck().tail()).restore().getError();

        assertEquals(List.of("deck[1]: card " + good.deck().get(0) + " is listed twice"), duplicate);
        int lost = good.deck().head();
        assertEquals(
                List.of("card " + lost + " ("
                        + StateSnapshot.cards(good.rules()).get(lost)
                        + ") is neither in the deck, nor removed, nor claimed"),
                missing);
    }

    @Test
    void aClaimWithTheWrongValueIsRefused() {
        // R13: the first artifact to reach a camp is worth 5 under the classic schedule.
        GameState state = Game.newGame(Rules.incanGold(), SEATS, 11L).get().state();
        StateSnapshot good = StateSnapshot.of(state);
        assertTrue(good.deck().contains(30), "artifact 1 has id 30 and is in round 1's deck");
        StateSnapshot claimedTwice = new StateSnapshot(
                good.rules(),
                good.seats(),
                good.phase(),
                good.round(),
                good.startSeat(),
                good.deck(),
                good.revealed(),
                good.pathGems(),
                good.inTemple(),
                good.pendingChoices(),
                good.gemsAtRisk(),
                good.tentGems(),
                List.of(new ClaimedArtifact(0, Card.artifact(1), 10, 1, 1)),
                good.removed(),
                good.gemsDealt(),
                good.gemsReturned(),
                good.pathGemsByCard(),
                good.randomState());

        Seq<String> problems = claimedTwice.restore().getError();

        assertTrue(problems.contains("claims[0]: value 10 should be 5 (R13)"), problems::toString);
        assertTrue(
                problems.contains("card 30 (artifact 1) is still to draw but is removed or claimed"),
                problems::toString);
    }

    private static StateSnapshot withDeck(StateSnapshot s, List<Integer> deck) {
        return new StateSnapshot(
                s.rules(),
                s.seats(),
                s.phase(),
                s.round(),
                s.startSeat(),
                deck,
                s.revealed(),
                s.pathGems(),
                s.inTemple(),
                s.pendingChoices(),
                s.gemsAtRisk(),
                s.tentGems(),
                s.claims(),
                s.removed(),
                s.gemsDealt(),
                s.gemsReturned(),
                s.pathGemsByCard(),
                s.randomState());
    }
}
