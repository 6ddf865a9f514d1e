package io.github.incangold.engine;

import static io.github.incangold.engine.Play.a;
import static io.github.incangold.engine.Play.h;
import static io.github.incangold.engine.Play.t;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class GameStateTest {

    private static final Rules RULES = Rules.incanGold();

    @Test
    void statesAreValuesComparedFieldByField() {
        GameState one = Play.start(RULES, 3).reveal(t(5)).state;
        GameState same = Play.start(RULES, 3).reveal(t(5)).state;
        assertEquals(one, same);
        assertEquals(one.hashCode(), same.hashCode());
        assertNotEquals(one, Play.start(RULES, 3).reveal(t(7)).state);
        assertNotEquals(one, Play.start(RULES, 4).reveal(t(5)).state);
        assertNotEquals(one, Play.start(RULES.withRounds(4), 3).reveal(t(5)).state);
        assertNotEquals(one, Game.choose(one, 0, Choice.TORCH).get().state());
        assertNotEquals(
                Game.choose(one, 0, Choice.TORCH).get().state(),
                Game.choose(one, 0, Choice.CAMP).get().state());
        assertNotEquals(one, "a state");
        GameState otherSeed =
                Game.newGame(RULES, List.of("P0", "P1", "P2"), 8L).get().state();
        assertNotEquals(Play.start(RULES, 3).state, otherSeed);
        assertNotEquals(Play.start(RULES, 3).state.randomState(), otherSeed.randomState());
    }

    /** Two games going on from one state do not see each other's cards (the round's path is shared). */
    @Test
    void gamesBranchingFromOneStateStayApart() {
        GameState fork = Play.start(RULES, 3).reveal(t(5), t(7)).everyoneCarriesOn().state;
        assertEquals(Phase.REVEAL, fork.phase());
        GameState left = Game.reveal(fork, t(9)).get().state();
        GameState right = Game.reveal(fork, h(HazardType.FIRE)).get().state();
        GameState drawn = Game.reveal(fork).get().state();
        assertEquals(List.of(t(5), t(7)), fork.path());
        assertEquals(List.of(t(5), t(7), t(9)), left.path());
        assertEquals(List.of(t(5), t(7), h(HazardType.FIRE)), right.path());
        assertEquals(fork.path(), drawn.path().init());
        assertEquals(
                List.of(t(5), t(7), t(9)), Game.reveal(fork, t(9)).get().state().path());
        assertEquals(left, Game.reveal(fork, t(9)).get().state());
        assertEquals(drawn, Game.reveal(fork).get().state());
        assertEquals(fork.remainingDeckSize() - 1, drawn.remainingDeckSize());
        assertEquals(drawn.path().last(), fork.remainingDeck().head());
    }

    /** A reseeded state is the same game with another generator: the cards left come in another order. */
    @Test
    void aReseededStateDiffersInItsRandomStateAlone() {
        GameState fork = Play.start(RULES, 3).reveal(t(5), t(7)).everyoneCarriesOn().state;
        StateSnapshot before = StateSnapshot.of(fork);
        GameState reseeded = Game.reseed(fork, 77L);
        assertEquals(77L, reseeded.randomState());
        assertNotEquals(fork, reseeded);
        // given back its random state, it is the state it came from: nothing else differs
        assertEquals(fork, Game.reseed(reseeded, fork.randomState()));
        assertEquals(before, StateSnapshot.of(fork)); // the state it was called on is unchanged
    }

    /** Two plays from one reseeded state meet the same card; other seeds meet other cards (R8). */
    @Test
    void aReseededStateDrawsItsOwnCards() {
        GameState fork = Play.start(RULES, 3).reveal(t(5), t(7)).everyoneCarriesOn().state;
        GameState once = Game.reveal(Game.reseed(fork, 77L)).get().state();
        assertEquals(once, Game.reveal(Game.reseed(fork, 77L)).get().state());
        java.util.Set<Card> drawn = new java.util.HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            Card card =
                    Game.reveal(Game.reseed(fork, seed)).get().state().path().last();
            assertTrue(fork.remainingDeck().contains(card), card::toString);
            drawn.add(card);
        }
        // 40 draws from 29 cards of 18 kinds (12 treasure values, 5 hazards, 1 artifact)
        assertTrue(drawn.size() > 5, drawn::toString);
    }

    @Test
    void accessorsDescribeTheTable() {
        Play play = Play.start(RULES, 3, 1).reveal(t(11), h(HazardType.MUMMY), a(1));
        GameState state = play.state;
        assertEquals(List.of("P0", "P1", "P2"), state.seats());
        assertEquals(3, state.seatCount());
        assertEquals(RULES, state.rules());
        assertEquals(1, state.round());
        assertEquals(1, state.startSeat());
        assertEquals(List.of(t(11), h(HazardType.MUMMY), a(1)), state.path());
        assertEquals(28, state.remainingDeckSize());
        assertEquals(28, state.remainingDeck().size());
        assertEquals(2, state.pathGems());
        assertEquals(List.of(a(1)), state.artifactsOnPath());
        assertEquals(TreeSet.of(HazardType.MUMMY), state.hazardsSeen());
        assertEquals(List.of(0, 1, 2), state.seatsInTemple());
        assertFalse(state.isOver());
        assertEquals(Option.none(), state.outcome());
        assertTrue(state.phase().awaitsPlayers());
        assertEquals("choose", state.phase().dueTransition());

        GameState chosen = Game.choose(state, 2, Choice.CAMP).get().state();
        assertTrue(chosen.hasChosen(2));
        assertFalse(chosen.hasChosen(0));
        assertEquals(Option.some(Choice.CAMP), chosen.pendingChoice(2));
        assertEquals(Option.none(), chosen.pendingChoice(0));
        assertEquals(List.of(0, 1), chosen.awaitedSeats());
        GameState torch = Game.choose(chosen, 0, Choice.TORCH).get().state();
        assertEquals(Option.some(Choice.TORCH), torch.pendingChoice(0));
        assertThrows(IndexOutOfBoundsException.class, () -> state.inTemple(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> state.artifacts(3));
        assertThrows(IndexOutOfBoundsException.class, () -> state.tentGems(3));
        assertThrows(IndexOutOfBoundsException.class, () -> state.score(-1));
    }

    @Test
    void theActionReducerMatchesTheTransitions() {
        GameState start = Play.start(RULES, 3).state;
        assertEquals(Game.reveal(start), Game.apply(start, new Action.Reveal()));
        assertEquals(Game.reveal(start, t(9)), Game.apply(start, new Action.RevealCard(t(9))));
        GameState choose = Game.reveal(start, t(9)).get().state();
        assertEquals(Game.choose(choose, 1, Choice.CAMP), Game.apply(choose, new Action.Choose(1, Choice.CAMP)));
        assertEquals(Game.leave(choose), Game.apply(choose, new Action.Leave()));
        assertEquals(Game.bust(choose), Game.apply(choose, new Action.Bust()));
        assertEquals(Game.endRound(choose), Game.apply(choose, new Action.EndRound()));
        assertEquals(
                Game.advance(start), Game.apply(start, new Action.Advance()).get());
    }

    @Test
    void advanceRunsEveryDueTransitionUntilChoicesAreAwaited() {
        GameState start = Play.start(RULES, 3).state;
        Step step = Game.advance(start);
        assertEquals(Phase.CHOOSE, step.state().phase());
        assertTrue(step.events().head() instanceof GameEvent.CardRevealed);
        GameState choosing = step.state();
        assertSame(choosing, Game.advance(choosing).state());
        GameState allCamp = choosing;
        for (int seat = 0; seat < 3; seat++) {
            allCamp = Game.choose(allCamp, seat, Choice.CAMP).get().state();
        }
        Step next = Game.advance(allCamp);
        assertEquals(2, next.state().round());
        assertEquals(
                List.of(
                        GameEvent.ChoicesRevealed.class,
                        GameEvent.PlayersLeft.class,
                        GameEvent.RoundEnded.class,
                        GameEvent.RoundStarted.class,
                        GameEvent.CardRevealed.class),
                next.events().map(Object::getClass));
    }
}
