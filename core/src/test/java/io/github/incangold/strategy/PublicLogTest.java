package io.github.incangold.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.view.Views;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

/** A host's log of what the table saw (R9, R18, R21), fed the game's steps. */
class PublicLogTest {
    private static final Rules RULES = Rules.incanGold();

    /** A game of three seats with the cards given, each step fed to the log. */
    private static final class Hosted {
        GameState state;
        PublicLog log;

        Hosted(long seed) {
            state = Game.newGame(RULES, List.of("A", "B", "C"), seed).get().state();
            log = PublicLog.of(state);
        }

        Hosted apply(Step step) {
            log = log.seen(state, step);
            state = step.state();
            return this;
        }

        Hosted reveal(Card card) {
            return apply(Game.reveal(state, card).get());
        }

        /** Each awaited seat chooses in turn, the listed ones camping; then the choices are revealed. */
        Hosted chooseInTurn(int... campers) {
            for (int seat : state.awaitedSeats()) {
                boolean camps = List.ofAll(campers).contains(seat);
                apply(Game.choose(state, seat, camps ? Choice.CAMP : Choice.TORCH)
                        .get());
            }
            return apply(Game.leave(state).get());
        }
    }

    /**
     * Round 1 of Incan Gold, 31 cards (15 treasures, 15 hazards, 1 artifact). A 7 gives the three
     * seats 2 each and leaves 1 on the path (R10); seat 0 camps alone and banks 2 + 1 (R11), the score the next
     * choice is seen with. A
     * spider next: seat 2 camps with 2, seat 1 carries on and loses its 2 to the second spider
     * (R14).
     */
    @Test
    void recordsEachChoiceWithItsFiguresAndEveryScore_R9_R18() {
        Hosted game = new Hosted(5L).reveal(Card.treasure(7)).chooseInTurn(0);
        // treasures left 1,2,3,4,5,5,7,9,11,11,13,14,15,17, each divided by 3 rounded down
        SeenChoice first =
                new SeenChoice(1, TreeSet.of(0, 1, 2), TreeSet.of(0), 2, 2, 30, 0, 33, 0, Vector.of(0, 0, 0));
        assertEquals(List.of(first), game.log.choices().toList());
        assertEquals(3, game.log.score(0));
        assertEquals(0, game.log.score(1));

        game.reveal(Card.hazard(HazardType.SPIDERS));
        // the same seats choose at once; advanceUntilReveal applies the leaving (the LEAVE phase)
        game.apply(Game.chooseAll(game.state, HashMap.of(1, Choice.TORCH, 2, Choice.CAMP))
                        .get())
                .apply(Game.advanceUntilReveal(game.state));
        // the same treasures divided by 2: 0,1,1,2,2,2,3,4,5,5,6,7,7,8; two spiders of three left
        SeenChoice second = new SeenChoice(1, TreeSet.of(1, 2), TreeSet.of(2), 2, 2, 29, 2, 53, 0, Vector.of(3, 0, 0));
        assertEquals(List.of(first, second), game.log.choices().toList());
        assertEquals(2, game.log.score(2));

        game.reveal(Card.hazard(HazardType.SPIDERS));
        assertEquals(Phase.BUST, game.state.phase());
        game.apply(Game.advance(game.state));
        assertEquals(List.of(3, 0, 2), List.range(0, 3).map(game.log::score));
        assertEquals(2, game.log.round());
        assertEquals(2, game.log.choices().size(), "a bust reveals no choice");
    }

    @Test
    void givesASituationTheRecordAndTheScoresAViewHides_R21() {
        Hosted game = new Hosted(5L).reveal(Card.treasure(7)).chooseInTurn(0).reveal(Card.treasure(4));
        Situation viewOnly = Situation.of(Views.view(game.state, 1));
        Situation logged = Situation.of(Views.view(game.state, 1), game.log);
        assertTrue(viewOnly.seenChoices().isEmpty());
        assertTrue(viewOnly.countedScore(0).isEmpty(), "closed tents: the view does not show seat 0's");
        assertEquals(game.log.choices(), logged.seenChoices());
        assertEquals(3, logged.countedScore(0).getAsInt());
        assertEquals(0, logged.countedScore(1).getAsInt());
        assertThrows(IndexOutOfBoundsException.class, () -> logged.countedScore(3));
        // the figures are the view's either way
        assertEquals(viewOnly.gemsAtRisk(), logged.gemsAtRisk());
        assertEquals(4, logged.gemsAtRisk(), "2 of the 7 and 2 of the 4");
    }

    @Test
    void aSituationRefusesALogThatMissedAStep() {
        Hosted game = new Hosted(5L).reveal(Card.treasure(7));
        PublicLog before = game.log;
        game.chooseInTurn(0);
        // seat 1 stayed: its view shows no tent but its own, and still tells the log is behind
        IllegalArgumentException behind =
                assertThrows(IllegalArgumentException.class, () -> Situation.of(Views.view(game.state, 1), before));
        assertTrue(behind.getMessage().contains("feed the log every step"), behind.getMessage());
        // one card further, the path is longer than the log saw
        PublicLog afterLeaving = game.log;
        game.reveal(Card.treasure(4));
        assertThrows(IllegalArgumentException.class, () -> Situation.of(Views.view(game.state, 2), afterLeaving));
        // a seat's own choice, not fed, changes who has chosen
        GameState chosen = Game.choose(game.state, 1, Choice.TORCH).get().state();
        assertThrows(IllegalArgumentException.class, () -> Situation.of(Views.view(chosen, 2), game.log));
        // in step, every seat's view accepts it
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(
                    game.log.choices(),
                    Situation.of(Views.view(game.state, seat), game.log).seenChoices());
        }

        Hosted other = new Hosted(5L);
        PublicLog fourSeats = PublicLog.of(
                Game.newGame(RULES, List.of("A", "B", "C", "D"), 5L).get().state());
        IllegalArgumentException seats = assertThrows(
                IllegalArgumentException.class, () -> fourSeats.seen(other.state, Game.advance(other.state)));
        assertTrue(seats.getMessage().contains("4 seats"), seats.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Situation.of(Views.view(other.state, 0), fourSeats));
    }

    @Test
    void refusesAStepMissedFedTwiceOrGivenAnotherState() {
        Hosted game = new Hosted(5L).reveal(Card.treasure(7));
        GameState choosing = game.state;
        Step nobodyCamps = Game.play(choosing, seat -> Choice.TORCH);
        PublicLog log = game.log;
        PublicLog fed = log.seen(choosing, nobodyCamps);
        // fed twice
        IllegalArgumentException twice =
                assertThrows(IllegalArgumentException.class, () -> fed.seen(choosing, nobodyCamps));
        assertTrue(twice.getMessage().contains("feed the log every step once"), twice.getMessage());
        // given the state after the step instead of the one before
        IllegalArgumentException after =
                assertThrows(IllegalArgumentException.class, () -> log.seen(nobodyCamps.state(), nobodyCamps));
        assertTrue(
                after.getMessage().contains("the log saw the game last at round 1, CHOOSE, 1 cards"),
                after.getMessage());
        // a step missed: the next one is refused
        Step next = Game.play(nobodyCamps.state(), seat -> Choice.TORCH);
        assertThrows(IllegalArgumentException.class, () -> log.seen(nobodyCamps.state(), next));
        assertEquals(2, fed.seen(nobodyCamps.state(), next).choices().size());
    }

    @Test
    void refusesStepsItCannotPlaceInTheGame() {
        Hosted game = new Hosted(5L).reveal(Card.treasure(7));
        for (int seat : game.state.awaitedSeats()) {
            game.apply(Game.choose(game.state, seat, Choice.TORCH).get());
        }
        GameState chosen = game.state;
        Step leaving = Game.leave(chosen).get();
        Step nextCard = Game.reveal(leaving.state(), Card.treasure(4)).get();
        Step leavingAgain = Game.leave(everyoneCarriesOn(nextCard.state())).get();
        PublicLog log = game.log;
        // two choices in one chained step: the second one's figures are not in the state given
        IllegalArgumentException chained = assertThrows(
                IllegalArgumentException.class,
                () -> log.seen(chosen, leaving.then(nextCard).then(leavingAgain)));
        assertTrue(chained.getMessage().contains("each transition's step"), chained.getMessage());
        // a step of another game, where seat 0 went back to camp first, from a state like this one
        Hosted other = new Hosted(5L).reveal(Card.treasure(7)).chooseInTurn(0).reveal(Card.treasure(4));
        Step othersLeaving = Game.leave(everyoneCarriesOn(other.state)).get();
        IllegalArgumentException elsewhere =
                assertThrows(IllegalArgumentException.class, () -> log.seen(chosen, othersLeaving));
        assertTrue(elsewhere.getMessage().contains("were not made in the given state"), elsewhere.getMessage());
        assertThrows(NullPointerException.class, () -> log.seen(null, leaving));
        assertThrows(NullPointerException.class, () -> log.seen(chosen, null));
        assertThrows(NullPointerException.class, () -> PublicLog.of(null));
        assertThrows(NullPointerException.class, () -> Situation.of(Views.view(chosen, 0), null));
    }

    private static GameState everyoneCarriesOn(GameState choosing) {
        GameState chosen = choosing;
        for (int seat : choosing.awaitedSeats()) {
            chosen = Game.choose(chosen, seat, Choice.TORCH).get().state();
        }
        return chosen;
    }

    /**
     * Two games whose secrets differ (their seeds shuffle other decks) but whose tables saw the
     * same cards and choices keep equal logs: nothing hidden reaches it.
     */
    @Test
    void holdsNothingTheTableDidNotSee_R21() {
        Hosted one = new Hosted(1L);
        Hosted other = new Hosted(99L);
        for (Hosted game : List.of(one, other)) {
            game.reveal(Card.treasure(9))
                    .chooseInTurn()
                    .reveal(Card.treasure(5))
                    .chooseInTurn(2);
            game.reveal(Card.hazard(HazardType.MUMMY));
        }
        assertNotEquals(one.state, other.state, "the decks left differ");
        assertEquals(one.log, other.log);
        assertEquals(one.log.hashCode(), other.log.hashCode());
        assertEquals(one.log.toString(), other.log.toString());
        assertEquals(2, one.log.choices().size());
    }
}
