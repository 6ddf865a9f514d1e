package io.github.incangold.odds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** Odds against values worked out by hand for the rulebook deck (R3, R4, R5, R10, R14). */
class OddsTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");
    private static final Card FIRE = Card.hazard(HazardType.FIRE);

    private static GameState start() {
        return Game.newGame(Rules.incanGold(), SEATS, 0, 77L).get().state();
    }

    /** Reveals a supplied card and lets every seat in the temple carry on. */
    private static GameState revealAndStay(GameState state, Card card) {
        GameState next = Game.reveal(state, card).get().state();
        for (int seat : next.awaitedSeats()) {
            next = Game.choose(next, seat, Choice.TORCH).get().state();
        }
        return Game.leave(next).get().state();
    }

    @Test
    void r4_roundOneFirstCardIsAHazardWithChance15In31() {
        PlayerView view = Views.spectator(start());

        assertEquals(Fraction.of(15, 31), Odds.hazardChance(view));
        assertEquals(Fraction.ZERO, Odds.bustChance(view));
        assertEquals(0.4838709677419355, Odds.hazardChance(view).doubleValue(), 1e-15);
    }

    @Test
    void r3_r5_nextCardDistributionOfTheFullDeck() {
        List<Odds.CardChance> next = Odds.nextCard(Views.spectator(start()));

        // 15 distinct treasure cards less duplicates (5, 7, 11): 12 values; 5 hazard types; 1 artifact
        assertEquals(12 + 5 + 1, next.size());
        assertEquals(new Odds.CardChance(Card.treasure(1), Fraction.of(1, 31)), next.head());
        assertEquals(new Odds.CardChance(Card.treasure(5), Fraction.of(2, 31)), next.get(4));
        assertEquals(new Odds.CardChance(FIRE, Fraction.of(3, 31)), next.get(12));
        assertEquals(new Odds.CardChance(Card.artifact(1), Fraction.of(1, 31)), next.last());
        assertEquals(Fraction.ONE, next.map(Odds.CardChance::probability).fold(Fraction.ZERO, Fraction::plus));
    }

    @Test
    void r14_afterOneFireAndNothingElseTheNextCardBustsWithChance2In30() {
        PlayerView view = Views.view(revealAndStay(start(), FIRE), 0);

        assertEquals(Fraction.of(2, 30), Odds.bustChance(view));
        assertEquals(2, Odds.bustCards(view.remainingDeck(), view.hazardsSeen()));
        assertEquals(Fraction.of(14, 30), Odds.hazardChance(view));
    }

    @Test
    void r10_expectedShareOfThreeSeatsOnTheFirstCard() {
        // floor(v / 3) over 1,2,3,4,5,5,7,7,9,11,11,13,14,15,17 is 0,0,1,1,1,1,2,2,3,3,3,4,4,5,5: 35
        PlayerView view = Views.spectator(start());

        assertEquals(Fraction.of(35, 31), Odds.expectedShare(view, 3));
        assertEquals(
                List.of(Fraction.of(35, 31), Fraction.of(35, 31), Fraction.of(35, 31)),
                Odds.expectedGems(view).values().toList());
        // alone: the whole 124 gems of treasure over 31 cards
        assertEquals(Fraction.of(124, 31), Odds.expectedShare(view, 1));
        assertThrows(IllegalArgumentException.class, () -> Odds.expectedShare(view, 0));
    }

    @Test
    void r14_expectedLossIsTheGemsAtRiskTimesTheBustChance() {
        // treasure 9 gives 3 each (R10); then a fire: 29 cards left, 2 of them fires
        GameState state = revealAndStay(revealAndStay(start(), Card.treasure(9)), FIRE);
        PlayerView view = Views.view(state, 2);

        assertEquals(Phase.REVEAL, view.phase());
        assertEquals(3, view.seats().get(2).gemsAtRisk());
        assertEquals(Fraction.of(6, 29), Odds.expectedLossIfStaying(view, 2));
        // 35 less the 9's share of 3, over 29 cards
        assertEquals(Fraction.of(32, 29), Odds.expectedGems(view).get(2).get());
    }

    @Test
    void aSeatOutOfTheTempleRisksAndGainsNothing() {
        GameState state = Game.reveal(start(), Card.treasure(9)).get().state();
        state = Game.choose(state, 0, Choice.CAMP).get().state();
        state = Game.choose(state, 1, Choice.TORCH).get().state();
        state = Game.choose(state, 2, Choice.TORCH).get().state();
        state = Game.leave(state).get().state();
        state = revealAndStay(state, FIRE);
        PlayerView view = Views.view(state, 0);

        assertEquals(Fraction.ZERO, Odds.expectedLossIfStaying(view, 0));
        assertEquals(Fraction.ZERO, Odds.expectedGems(view).get(0).get());
        // two seats left: floor(v / 2) over the 14 treasures left (no 9) sums to 52
        assertEquals(Fraction.of(52, 29), Odds.expectedGems(view).get(1).get());
    }

    @Test
    void fractionArithmetic() {
        assertEquals(new Fraction(1, 15), Fraction.of(-2, -30));
        assertEquals(new Fraction(-1, 2), Fraction.of(3, -6));
        assertEquals(Fraction.of(5, 6), Fraction.of(1, 2).plus(Fraction.of(1, 3)));
        assertEquals(Fraction.of(1, 6), Fraction.of(1, 2).times(Fraction.of(1, 3)));
        assertEquals("2/3", Fraction.of(4, 6).toString());
        assertEquals("4", Fraction.of(8, 2).toString());
        assertEquals(-1, Fraction.of(1, 3).compareTo(Fraction.of(1, 2)));
        assertThrows(ArithmeticException.class, () -> Fraction.of(1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Fraction(2, 4));
    }

    @Test
    void fractionsAtTheEndsOfTheLongRange() {
        long min = Long.MIN_VALUE;
        // In lowest terms, and representable: the value, not an exception.
        assertEquals(min, new Fraction(min, 5).numerator());
        assertEquals(new Fraction(min, 5), Fraction.of(min, 5));
        assertEquals(new Fraction(-3, 1L << 62), Fraction.of(6, min));
        assertEquals(Fraction.ONE, Fraction.of(min, min));
        assertEquals(new Fraction(-1, 1L << 62), Fraction.of(2, min));
        assertEquals(Fraction.of(min, 1), Fraction.of(min, 1).plus(Fraction.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new Fraction(min, 4));
        // 1 / -2^63 is -1 / 2^63, whose denominator no long holds; nor does 2^63 = -2^63 / -1.
        assertThrows(ArithmeticException.class, () -> Fraction.of(1, min));
        assertThrows(ArithmeticException.class, () -> Fraction.of(min, -1));
    }
}
