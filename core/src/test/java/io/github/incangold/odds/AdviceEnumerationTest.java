package io.github.incangold.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.Views;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The advice against the referee itself: from positions of real games, every card that can come
 * next within the horizon is revealed with {@code Game.reveal}, every other seat carries on, and
 * the advised seat goes back at the best moment; what it carries home is read from its score. The
 * advice must match that enumeration under the rulebook and under house rules that change how
 * gems, artifacts and busts are shared out.
 */
class AdviceEnumerationTest {
    private static final Rules SMALL = Rules.builder()
            .treasureValues(List.of(1, 2, 4, 5, 9))
            .hazards(LinkedHashMap.of(HazardType.FIRE, 2, HazardType.SNAKES, 1))
            .artifactCount(2)
            .artifactsPerRound(2)
            .build();

    private static final List<Rules> RULES = List.of(
            Rules.incanGold(),
            SMALL,
            Rules.builder()
                    .from(SMALL)
                    .leftoverGems(LeftoverGems.CARD_BY_CARD)
                    .bustPenalty(BustPenalty.KEEP_HALF)
                    .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                    .build(),
            Rules.builder()
                    .from(SMALL)
                    .leftoverGems(LeftoverGems.LEFT_ON_PATH)
                    .bustPenalty(BustPenalty.LOSE_NOTHING)
                    .artifactSharing(ArtifactSharing.FIRST_IN_TURN_ORDER)
                    .bustTrigger(3)
                    .build(),
            Rules.builder()
                    .from(Rules.incanGold())
                    .artifactValuation(ArtifactValuation.PRINTED)
                    .artifactsPerRound(5)
                    .build());

    @TestFactory
    Stream<DynamicTest> theAdviceIsTheBestStoppingRuleTheRefereeAllowsWithinTheHorizon() {
        return RULES.zipWithIndex().toJavaStream().flatMap(rules -> positions(rules._1, 1000L + rules._2)
                .zipWithIndex()
                .toJavaStream()
                .map(position -> DynamicTest.dynamicTest(
                        "rules " + rules._2 + ", position " + position._2, () -> check(position._1))));
    }

    private static void check(GameState state) {
        int seat = state.awaitedSeats().head();
        PlayerView view = Views.view(state, seat);
        int kinds = view.remainingDeck().entries().size();
        int deepest = kinds <= 10 ? 3 : 2;
        for (int horizon = 1; horizon <= deepest; horizon++) {
            Advice advice = Advice.of(view, horizon);
            assertEquals(horizon, advice.horizon());
            double camp = campGain(state, seat);
            double carryOn = carryOnGain(state, seat, horizon, state.score(seat));
            assertEquals(camp, advice.campNow(), 1e-9, "camp now");
            assertEquals(carryOn, advice.carryOn(), 1e-9, () -> "carry on, horizon " + advice.horizon());
            assertEquals(carryOn > camp ? Choice.TORCH : Choice.CAMP, advice.suggestion());
            assertEquals(Odds.bustChance(view).doubleValue(), advice.bustChance(), 1e-12);
            assertEquals(Odds.expectedLossIfStaying(view, seat).doubleValue(), advice.expectedLossIfStaying(), 1e-9);
        }
    }

    /** Decision points of seeded games where every seat is still in the temple and a card has been revealed. */
    private static List<GameState> positions(Rules rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GameState> found = List.empty();
        for (int game = 0; game < 12 && found.size() < 6; game++) {
            int seats = 3 + game % 3;
            GameState state = Game.newGame(rules, List.range(0, seats).map(seat -> "s" + seat), random.nextLong())
                    .get()
                    .state();
            while (!state.isOver() && found.size() < 6) {
                state = Game.advance(state).state();
                if (state.phase() == Phase.CHOOSE && random.nextInt(4) == 0) {
                    found = found.append(state);
                }
                if (state.phase() == Phase.CHOOSE) {
                    state = Game.chooseEach(state, seat -> random.nextInt(5) == 0 ? Choice.CAMP : Choice.TORCH)
                            .get()
                            .state();
                }
            }
        }
        return found;
    }

    /** What the seat carries home going back now while the others carry on: its score's rise. */
    private static double campGain(GameState state, int seat) {
        GameState left = Game.chooseEach(state, other -> other == seat ? Choice.CAMP : Choice.TORCH)
                .get()
                .state();
        return Game.leave(left).get().state().score(seat) - state.score(seat);
    }

    private static double bestGain(GameState state, int seat, int horizon, int before) {
        double camp = campGain(state, seat) + state.score(seat) - before;
        return horizon == 0 ? camp : Math.max(camp, carryOnGain(state, seat, horizon, before));
    }

    /** Everyone carries on; each card that can come next is revealed by the referee, weighted by its count. */
    private static double carryOnGain(GameState state, int seat, int horizon, int before) {
        GameState chosen = Game.chooseEach(state, other -> Choice.TORCH).get().state();
        GameState next = Game.leave(chosen).get().state();
        if (next.phase() != Phase.REVEAL) {
            return next.score(seat) - before; // the deck was empty: everyone left together (R17)
        }
        DeckContents deck = Views.view(next, seat).remainingDeck();
        double expected = 0;
        for (DeckContents.CardCount entry : deck.entries()) {
            GameState revealed = Game.reveal(next, entry.card()).get().state();
            double value;
            if (revealed.phase() == Phase.BUST) {
                value = Game.bust(revealed).get().state().score(seat) - before;
            } else {
                value = bestGain(revealed, seat, horizon - 1, before);
            }
            expected += (double) entry.count() / deck.size() * value;
        }
        return expected;
    }

    @Test
    void aSeatWithNothingAtRiskAndNoBustPossibleIsToldToCarryOn() {
        GameState state = Game.newGame(Rules.incanGold(), List.of("a", "b", "c"), 0, 3L)
                .get()
                .state();
        state = Game.reveal(state, Card.treasure(1)).get().state();
        Advice advice = Advice.of(Views.view(state, 0));
        assertEquals(0.0, advice.bustChance());
        assertEquals(1.0, advice.campNow(), 1e-12); // the one gem left on the path, alone
        assertTrue(advice.carryOn() > advice.campNow(), advice::toString);
        assertEquals(Choice.TORCH, advice.suggestion());
        assertEquals(Advice.DEFAULT_HORIZON, advice.horizon());
    }

    @Test
    void r17_r12_afterTheLastCardCarryingOnMeansLeavingWithEveryoneAndTheArtifactsAreDealtInTurnOrder() {
        Rules rules = Rules.builder()
                .treasureValues(List.of(3))
                .hazards(LinkedHashMap.of(HazardType.FIRE, 1, HazardType.SNAKES, 1))
                .artifactCount(3)
                .artifactsPerRound(3)
                .artifactValuation(ArtifactValuation.PRINTED)
                .printedArtifactValues(List.of(5, 7, 9))
                .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .build();
        GameState state =
                Game.newGame(rules, List.of("a", "b", "c"), 0, 3L).get().state();
        for (Card card : List.of(
                Card.artifact(1),
                Card.artifact(2),
                Card.artifact(3),
                Card.hazard(HazardType.FIRE),
                Card.hazard(HazardType.SNAKES),
                Card.treasure(3))) {
            state = Game.advanceUntilReveal(state).state();
            state = Game.reveal(state, card).get().state();
            if (state.phase() == Phase.CHOOSE && !card.equals(Card.treasure(3))) {
                state = Game.chooseEach(state, seat -> Choice.TORCH).get().state();
            }
        }
        Advice advice = Advice.of(Views.view(state, 1));
        // Alone, seat 1 takes its gem of the 3 (R10) and the three artifacts: 1 + 5 + 7 + 9.
        assertEquals(22.0, advice.campNow(), 1e-12);
        // With everyone (R17): the same gem, and of the three artifacts dealt one each in turn order
        // from seat 0, the second, worth 7 (R12, R13).
        assertEquals(8.0, advice.carryOn(), 1e-12);
        assertEquals(Choice.CAMP, advice.suggestion());
        assertEquals(22.0, campGain(state, 1), 1e-12);
        assertEquals(8.0, carryOnGain(state, 1, 1, state.score(1)), 1e-12);
    }

    @Test
    void aDeckOfManyDifferentCardsIsLookedAtLessFarSoTheWorkStaysBounded() {
        Rules manyValues = Rules.builder()
                .from(Rules.incanGold())
                .treasureValues(List.range(1, 2_001))
                .build();
        GameState state =
                Game.newGame(manyValues, List.of("a", "b", "c"), 0, 3L).get().state();
        state = Game.reveal(state, Card.treasure(7)).get().state();
        Advice advice = Advice.of(Views.view(state, 0));
        // About 2,000 kinds of card: two cards ahead would weigh 4 million positions.
        assertEquals(1, advice.horizon());
        assertEquals(Advice.of(Views.view(state, 0), 1), advice);
    }

    @Test
    void spectatorsSeatsOutOfTheTempleAndWrongHorizonsAreRefused() {
        GameState state = Game.newGame(Rules.incanGold(), List.of("a", "b", "c"), 0, 3L)
                .get()
                .state();
        GameState revealed = Game.reveal(state, Card.treasure(5)).get().state();
        assertThrows(IllegalArgumentException.class, () -> Advice.of(Views.spectator(revealed)));
        assertThrows(IllegalArgumentException.class, () -> Advice.of(Views.view(revealed, 0), 0));
        assertThrows(IllegalArgumentException.class, () -> Advice.of(Views.view(revealed, 0), 4));
        GameState camped = Game.leave(Game.chooseEach(revealed, seat -> seat == 1 ? Choice.CAMP : Choice.TORCH)
                        .get()
                        .state())
                .get()
                .state();
        assertThrows(IllegalArgumentException.class, () -> Advice.of(Views.view(camped, 1)));
    }
}
