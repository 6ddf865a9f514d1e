package io.github.incangold.engine;

import static io.github.incangold.engine.Play.h;
import static io.github.incangold.engine.Play.t;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.internal.SplitMix64;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link Game#play}, {@link Game#advanceUntilReveal} and {@link GameState#legalActions()}: each is
 * checked against the single transitions it stands for, over seeded random games.
 */
class CodeDrivenPlayTest {
    private static final List<Rules> RULES = List.of(
            Rules.incanGold(),
            Rules.diamant(),
            Rules.builder()
                    .openingHazardAutoReveal(true)
                    .removeBustingHazard(false)
                    .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                    .build(),
            Rules.builder().treasureValues(List.of(3, 4)).maxPlayers(12).build());

    private static GameState start(Rules rules, int seats, long seed) {
        return Game.newGame(rules, List.range(0, seats).map(seat -> "S" + seat), seed)
                .get()
                .state();
    }

    /** A seat's choice, at random but fixed by the game's state and the seat. */
    private static Choice someChoice(GameState state, int seat, long salt) {
        long mixed = SplitMix64.mix(state.hashCode() * 31L + seat + salt);
        return (mixed & 3) == 0 ? Choice.CAMP : Choice.TORCH;
    }

    /** What play stands for: the choices seat by seat, then each due transition on its own. */
    private static Step singleTransitions(GameState state, long salt) {
        Step step = new Step(state, List.empty());
        boolean first = true;
        while (true) {
            GameState current = step.state();
            Phase phase = current.phase();
            if (phase == Phase.GAME_OVER || (!first && (phase == Phase.CHOOSE || phase == Phase.ROUND_OVER))) {
                return step;
            }
            if (phase == Phase.CHOOSE) {
                for (int seat : current.awaitedSeats()) {
                    step = step.then(Game.choose(step.state(), seat, someChoice(current, seat, salt))
                            .get());
                }
            } else {
                step = step.then(
                        Game.apply(current, current.legalActions().single()).get());
            }
            first = false;
        }
    }

    @TestFactory
    Stream<DynamicTest> playEqualsTheSingleTransitionsItStandsFor() {
        return RULES.toJavaStream().flatMap(rules -> IntStream.of(3, 5, 12)
                .filter(seats -> seats <= rules.maxPlayers())
                .mapToObj(seats -> DynamicTest.dynamicTest(seats + " seats, " + rules.artifactSharing(), () -> {
                    for (long seed = 1; seed <= 25; seed++) {
                        GameState state = start(rules, seats, seed);
                        int calls = 0;
                        while (!state.isOver()) {
                            GameState now = state;
                            long salt = seed;
                            Step played = Game.play(now, seat -> someChoice(now, seat, salt));
                            Step expected = singleTransitions(now, salt);
                            assertEquals(expected.state(), played.state());
                            assertEquals(expected.events(), played.events());
                            assertTrue(
                                    played.state().phase() == Phase.CHOOSE
                                            || played.state().phase() == Phase.ROUND_OVER
                                            || played.state().isOver(),
                                    "play stops where a choice is due, a round is over or the game is over");
                            state = played.state();
                            calls++;
                        }
                        assertSame(state, Game.play(state, seat -> Choice.TORCH).state());
                        assertTrue(calls > rules.rounds(), "a round's end is a state of its own");
                    }
                })));
    }

    @Test
    void playAsksOnlyTheAwaitedSeatsInSeatOrder() {
        GameState choosing = Game.advance(start(Rules.incanGold(), 5, 3)).state();
        GameState oneChosen = Game.choose(choosing, 2, Choice.CAMP).get().state();
        java.util.List<Integer> asked = new java.util.ArrayList<>();
        Game.play(oneChosen, seat -> {
            asked.add(seat);
            return Choice.TORCH;
        });
        assertEquals(java.util.List.of(0, 1, 3, 4), asked);
        java.util.List<Integer> none = new java.util.ArrayList<>();
        Game.play(start(Rules.incanGold(), 3, 1), seat -> {
            none.add(seat);
            return Choice.TORCH;
        });
        assertEquals(java.util.List.of(), none, "no choice is asked where none is due");
    }

    @Test
    void advanceUntilRevealStopsBeforeEveryCardForACompanionApp() {
        Play play = Play.start(Rules.incanGold(), 3).reveal(t(5));
        GameState carryOn =
                Game.chooseEach(play.state, seat -> Choice.TORCH).get().state();
        Step settled = Game.advanceUntilReveal(carryOn);
        assertEquals(Phase.REVEAL, settled.state().phase());
        assertEquals(List.of(t(5)), settled.state().path());
        assertEquals(List.of(GameEvent.ChoicesRevealed.class), settled.events().map(Object::getClass));
        GameState next = Game.reveal(settled.state(), h(HazardType.FIRE)).get().state();
        assertEquals(List.of(t(5), h(HazardType.FIRE)), next.path());
        assertSame(next, Game.advanceUntilReveal(next).state(), "a choice is due: nothing to do");
        assertEquals(Phase.CHOOSE, Game.advance(carryOn).state().phase(), "advance draws the card itself");
        GameState waiting = settled.state();
        assertSame(waiting, Game.advanceUntilReveal(waiting).state());
    }

    @Test
    void advanceUntilRevealEndsRoundsAndStartsTheNext() {
        Play play = Play.start(Rules.incanGold(), 3).reveal(t(7));
        GameState allCamp =
                Game.chooseEach(play.state, seat -> Choice.CAMP).get().state();
        Step settled = Game.advanceUntilReveal(allCamp);
        assertEquals(Phase.REVEAL, settled.state().phase());
        assertEquals(2, settled.state().round());
        assertEquals(
                List.of(
                        GameEvent.ChoicesRevealed.class,
                        GameEvent.PlayersLeft.class,
                        GameEvent.RoundEnded.class,
                        GameEvent.RoundStarted.class),
                settled.events().map(Object::getClass));
    }

    /** Every action the state lists is accepted; every other action is refused. */
    @TestFactory
    Stream<DynamicTest> theLegalActionsAreExactlyTheAcceptedOnes() {
        return RULES.toJavaStream()
                .map(rules -> DynamicTest.dynamicTest(rules.artifactSharing() + "", () -> {
                    for (long seed = 1; seed <= 10; seed++) {
                        Random random = new Random(seed);
                        GameState state = start(rules, 4, seed);
                        while (!state.isOver()) {
                            List<Action> legal = state.legalActions();
                            GameState now = state;
                            for (Action action : candidates(now)) {
                                assertEquals(
                                        legal.contains(action),
                                        Game.apply(now, action).isRight(),
                                        () -> action + " in " + now.phase());
                            }
                            state = Game.apply(state, legal.get(random.nextInt(legal.size())))
                                    .get()
                                    .state();
                        }
                        assertEquals(List.empty(), state.legalActions());
                    }
                }));
    }

    private static List<Action> candidates(GameState state) {
        List<Action> actions =
                List.of(new Action.Reveal(), new Action.Leave(), new Action.Bust(), new Action.EndRound());
        for (int seat = -1; seat <= state.seatCount(); seat++) {
            actions =
                    actions.append(new Action.Choose(seat, Choice.TORCH)).append(new Action.Choose(seat, Choice.CAMP));
        }
        return actions;
    }

    @Test
    void legalChoicesComeTorchThenCampBySeat() {
        GameState choosing = Game.advance(start(Rules.incanGold(), 3, 2)).state();
        assertEquals(
                List.of(
                        new Action.Choose(0, Choice.TORCH),
                        new Action.Choose(0, Choice.CAMP),
                        new Action.Choose(1, Choice.TORCH),
                        new Action.Choose(1, Choice.CAMP),
                        new Action.Choose(2, Choice.TORCH),
                        new Action.Choose(2, Choice.CAMP)),
                choosing.legalActions());
        assertEquals(
                List.of(new Action.Reveal()), start(Rules.incanGold(), 3, 2).legalActions());
    }

    @Test
    void theSameSeedAndChoicesPlayTheSameGame() {
        for (long seed = 1; seed <= 20; seed++) {
            assertEquals(playToTheEnd(seed), playToTheEnd(seed));
        }
        assertTrue(!playToTheEnd(1).equals(playToTheEnd(2)), "another seed, another game");
    }

    private static GameState playToTheEnd(long seed) {
        GameState state = start(Rules.incanGold(), 4, seed);
        while (!state.isOver()) {
            GameState now = state;
            state = Game.play(now, seat -> now.gemsAtRisk(seat) >= 7 ? Choice.CAMP : Choice.TORCH)
                    .state();
        }
        return state;
    }

    @Test
    void aCardSuppliedTwiceFromOneStateGivesEqualStates() {
        GameState state = start(Rules.incanGold(), 3, 5);
        Card card = state.remainingDeck().last();
        assertEquals(Game.reveal(state, card).get(), Game.reveal(state, card).get());
        assertEquals(Game.reveal(state).get(), Game.reveal(state).get());
    }
}
