package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.TreeMap;
import java.util.ArrayList;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The transitions that do several steps at once give the same states and events as the single
 * transitions in turn: {@link Game#chooseEach} as {@link Game#choose} seat by seat (R9), {@link
 * Game#advance} as {@code reveal}, {@code leave}, {@code bust} and {@code endRound}.
 */
class BatchedTransitionsTest {
    private static final int GAMES_PER_CASE = Integer.getInteger("incangold.playouts", 60);

    private static GameState start(Rules rules, int seats, long seed) {
        return Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), seed)
                .get()
                .state();
    }

    /** Camps with probability one third, from a random source seeded by the state's hash and the seat. */
    private static Choice someChoice(GameState state, int seat) {
        return new SplittableRandom(state.hashCode() * 31L + seat).nextInt(3) == 0 ? Choice.CAMP : Choice.TORCH;
    }

    @TestFactory
    Stream<DynamicTest> sameStatesAndEventsAsChoosingSeatBySeat() {
        return Stream.of(Rules.incanGold(), Rules.diamant()).flatMap(rules -> IntStream.rangeClosed(3, 8)
                .mapToObj(seats ->
                        DynamicTest.dynamicTest(seats + " seats, artifacts " + rules.artifactsEnabled(), () -> {
                            for (long seed = 1; seed <= GAMES_PER_CASE; seed++) {
                                playBothWays(start(rules, seats, seed));
                            }
                        })));
    }

    @TestFactory
    Stream<DynamicTest> advanceEqualsTheSingleTransitionsInTurn() {
        return Stream.of(Rules.incanGold(), Rules.diamant()).flatMap(rules -> IntStream.rangeClosed(3, 8)
                .mapToObj(seats ->
                        DynamicTest.dynamicTest(seats + " seats, artifacts " + rules.artifactsEnabled(), () -> {
                            for (long seed = 1; seed <= GAMES_PER_CASE; seed++) {
                                GameState state = start(rules, seats, seed);
                                while (!state.isOver()) {
                                    Step advanced = Game.advance(state);
                                    assertEquals(oneAtATime(state), advanced);
                                    GameState choosing = advanced.state();
                                    state = choosing.isOver()
                                            ? choosing
                                            : Game.chooseEach(choosing, seat -> someChoice(choosing, seat))
                                                    .get()
                                                    .state();
                                }
                            }
                        })));
    }

    /** The due transitions applied one by one until choices are awaited or the game is over. */
    private static Step oneAtATime(GameState state) {
        Step step = new Step(state, List.empty());
        while (true) {
            GameState current = step.state();
            if (current.phase() == Phase.CHOOSE || current.isOver()) {
                return step;
            }
            Action action = current.legalActions().single();
            step = step.then(Game.apply(current, action).get());
        }
    }

    /** Plays a game with chooseEach, checking every choice point against choose seat by seat. */
    private static void playBothWays(GameState state) {
        while (true) {
            state = Game.advance(state).state();
            if (state.isOver()) {
                return;
            }
            GameState before = state;
            GameState oneByOne = before;
            List<GameEvent> oneByOneEvents = List.empty();
            for (int seat : before.awaitedSeats()) {
                Step step =
                        Game.choose(oneByOne, seat, someChoice(before, seat)).get();
                oneByOne = step.state();
                oneByOneEvents = oneByOneEvents.appendAll(step.events());
            }
            Step batched =
                    Game.chooseEach(before, seat -> someChoice(before, seat)).get();
            assertEquals(oneByOne, batched.state());
            assertEquals(oneByOneEvents, batched.events());
            assertEquals(Phase.LEAVE, batched.state().phase());
            state = batched.state();
        }
    }

    @Test
    void asksOnlyTheSeatsStillToChooseInSeatOrder() {
        GameState state = Game.advance(start(Rules.incanGold(), 5, 3)).state();
        GameState oneChosen = Game.choose(state, 2, Choice.CAMP).get().state();
        java.util.List<Integer> asked = new ArrayList<>();
        Step step = Game.chooseEach(oneChosen, seat -> {
                    asked.add(seat);
                    return Choice.TORCH;
                })
                .get();
        assertEquals(java.util.List.of(0, 1, 3, 4), asked);
        assertEquals(List.of(0, 1, 3, 4).map(GameEvent.ChoiceMade::new).map(GameEvent.class::cast), step.events());
        assertTrue(step.state().hasChosen(2));
        assertEquals(
                new GameEvent.ChoicesRevealed(
                        TreeMap.of(0, Choice.TORCH, 1, Choice.TORCH, 2, Choice.CAMP, 3, Choice.TORCH, 4, Choice.TORCH)),
                Game.leave(step.state()).get().events().head());
    }

    @Test
    void tablesBeyondEightSeatsGetTheirEventsToo() {
        Rules twelve = Rules.builder().maxPlayers(12).tryBuild().get();
        GameState state = Game.advance(start(twelve, 12, 5)).state();
        Step step = Game.chooseEach(state, seat -> seat == 11 ? Choice.CAMP : Choice.TORCH)
                .get();
        assertEquals(List.range(0, 12).map(GameEvent.ChoiceMade::new).map(GameEvent.class::cast), step.events());
        assertEquals(Phase.LEAVE, step.state().phase());
    }

    /**
     * R9: the revealed choices are exactly the choices made, seat by seat, whoever has left
     * already, on tables of 3 to 8 seats and beyond (up to the engine's 32).
     */
    @TestFactory
    Stream<DynamicTest> theRevealedChoicesAreTheChoicesMade() {
        return IntStream.of(3, 5, 8, 9, 12, 31, 32)
                .mapToObj(seats -> DynamicTest.dynamicTest(seats + " seats", () -> {
                    Rules rules = Rules.builder()
                            .maxPlayers(Math.max(8, seats))
                            .tryBuild()
                            .get();
                    int revealedChoices = 0;
                    for (long seed = 1; seed <= 20; seed++) {
                        GameState state =
                                Game.advance(start(rules, seats, seed)).state();
                        while (!state.isOver()) {
                            java.util.Map<Integer, Choice> made = new java.util.TreeMap<>();
                            GameState choosing = state;
                            Step chosen = Game.chooseEach(choosing, seat -> {
                                        Choice choice = seat % 3 == 0 && choosing.gemsAtRisk(seat) > 0
                                                ? Choice.CAMP
                                                : Choice.TORCH;
                                        made.put(seat, choice);
                                        return choice;
                                    })
                                    .get();
                            Step advanced = Game.advance(chosen.state());
                            assertEquals(
                                    new GameEvent.ChoicesRevealed(TreeMap.ofAll(made)),
                                    advanced.events().head());
                            revealedChoices++;
                            state = advanced.state();
                        }
                    }
                    assertTrue(revealedChoices > 20, "choices were revealed " + revealedChoices + " times");
                }));
    }

    @Test
    void outsideTheChoosePhaseItIsRefusedAndNothingChanges() {
        GameState fresh = start(Rules.incanGold(), 3, 1);
        StateSnapshot before = StateSnapshot.of(fresh);
        Violation refused = Game.chooseEach(fresh, seat -> Choice.TORCH).getLeft();
        assertInstanceOf(Violation.WrongPhase.class, refused);
        assertEquals(before, StateSnapshot.of(fresh));
        assertSame(Phase.REVEAL, fresh.phase());
    }

    @Test
    void aMissingChoiceIsAProgrammingError() {
        GameState state = Game.advance(start(Rules.incanGold(), 3, 1)).state();
        assertThrows(NullPointerException.class, () -> Game.chooseEach(state, seat -> null));
        assertThrows(NullPointerException.class, () -> Game.chooseEach(state, null));
    }
}
