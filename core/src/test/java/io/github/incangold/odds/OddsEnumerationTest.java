package io.github.incangold.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The odds against brute force on a small deck: every ordering of the round's eight physical
 * cards is dealt, those that agree with the path seen so far are kept, and the engine itself
 * reveals the next card of each, so bust, share and loss come from the referee, not from the odds
 * code.
 */
class OddsEnumerationTest {
    private static final Rules SMALL = Rules.builder()
            .treasureValues(List.of(1, 2, 4, 5))
            .hazards(LinkedHashMap.of(HazardType.FIRE, 2, HazardType.SNAKES, 1))
            .artifactCount(1)
            .build();
    private static final Card FIRE = Card.hazard(HazardType.FIRE);
    private static final Card SNAKES = Card.hazard(HazardType.SNAKES);
    /** Round 1's physical cards: 4 treasures, 3 hazards, artifact 1. */
    private static final List<Card> DECK = List.of(
            Card.treasure(1),
            Card.treasure(2),
            Card.treasure(4),
            Card.treasure(5),
            FIRE,
            FIRE,
            SNAKES,
            Card.artifact(1));

    private static final List<List<Card>> ORDERINGS = permutations(DECK.size()).map(order -> order.map(DECK::get));

    /** A path and the seats that leave after each card (R11). */
    private record Scenario(List<Card> path, List<List<Integer>> leavers) {}

    @TestFactory
    Stream<DynamicTest> oddsMatchEveryOrderingOfASmallDeck() {
        List<Scenario> scenarios = List.of(
                new Scenario(List.empty(), List.empty()),
                new Scenario(List.of(FIRE), List.of(List.empty())),
                new Scenario(List.of(Card.treasure(2)), List.of(List.empty())),
                new Scenario(List.of(FIRE, Card.treasure(5)), List.of(List.empty(), List.empty())),
                new Scenario(
                        List.of(SNAKES, Card.artifact(1), Card.treasure(1)),
                        List.of(List.empty(), List.empty(), List.empty())),
                new Scenario(
                        List.of(Card.treasure(4), FIRE, Card.treasure(1)),
                        List.of(List.of(1), List.empty(), List.empty())),
                new Scenario(
                        List.of(Card.treasure(5), Card.treasure(4), SNAKES, FIRE),
                        List.of(List.empty(), List.empty(), List.of(0), List.empty())));
        return scenarios.toJavaStream().map(s -> DynamicTest.dynamicTest("path " + s.path(), () -> check(s)));
    }

    private static void check(Scenario scenario) {
        GameState state =
                Game.newGame(SMALL, List.of("Ann", "Bo", "Cy"), 0, 1L).get().state();
        for (int index = 0; index < scenario.path().size(); index++) {
            state = Game.reveal(state, scenario.path().get(index)).get().state();
            for (int seat : state.awaitedSeats()) {
                Choice choice = scenario.leavers().get(index).contains(seat) ? Choice.CAMP : Choice.TORCH;
                state = Game.choose(state, seat, choice).get().state();
            }
            state = Game.leave(state).get().state();
        }
        assertEquals(Phase.REVEAL, state.phase());
        int known = scenario.path().size();
        List<Card> path = scenario.path();
        List<List<Card>> consistent =
                ORDERINGS.filter(order -> order.take(known).equals(path));
        long total = consistent.size();

        Map<Card, Long> nextCounts = HashMap.empty();
        long busts = 0;
        long[] shares = new long[3];
        long[] losses = new long[3];
        java.util.Map<Card, Step> revealed = new java.util.HashMap<>();
        for (List<Card> order : consistent) {
            Card next = order.get(known);
            nextCounts = nextCounts.put(next, nextCounts.get(next).getOrElse(0L) + 1);
            GameState before = state;
            Step step = revealed.computeIfAbsent(
                    next, card -> Game.reveal(before, card).get());
            GameEvent.CardRevealed event =
                    (GameEvent.CardRevealed) step.events().head();
            for (int seat = 0; seat < 3; seat++) {
                if (state.inTemple(seat)) {
                    shares[seat] += event.share();
                }
            }
            if (event.bust()) {
                busts++;
                GameEvent.Bust bust =
                        (GameEvent.Bust) Game.bust(step.state()).get().events().head();
                for (int seat = 0; seat < 3; seat++) {
                    losses[seat] += bust.lost().get(seat).getOrElse(0);
                }
            }
        }

        PlayerView view = Views.view(state, 2);
        Map<Card, Fraction> expectedNext = nextCounts.mapValues(count -> Fraction.of(count, total));
        Map<Card, Fraction> actualNext =
                HashMap.ofEntries(Odds.nextCard(view).map(c -> io.vavr.Tuple.of(c.card(), c.probability())));
        assertEquals(expectedNext, actualNext);
        assertEquals(Fraction.of(busts, total), Odds.bustChance(view));
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(
                    Fraction.of(shares[seat], total),
                    Odds.expectedGems(view).get(seat).get(),
                    "share " + seat);
            assertEquals(Fraction.of(losses[seat], total), Odds.expectedLossIfStaying(view, seat), "loss " + seat);
        }
    }

    /** Every ordering of 0..n-1. */
    private static List<List<Integer>> permutations(int n) {
        if (n == 0) {
            return List.of(List.empty());
        }
        return permutations(n - 1).flatMap(smaller -> List.range(0, n).map(at -> smaller.insert(at, n - 1)));
    }
}
