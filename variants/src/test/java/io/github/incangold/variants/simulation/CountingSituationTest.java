package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.PublicLog;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The simulator's situation keeps the record of the game's choices as the table saw them (R9, R21),
 * and agrees with a host's {@link PublicLog} of the same game.
 */
class CountingSituationTest {
    static Stream<Rules> rules() {
        return SimulatorTest.rules();
    }

    @ParameterizedTest
    @MethodSource("rules")
    void keepsEveryChoiceOfTheGameWithTheFiguresOfTheSeatsViews_R9(Rules rules) {
        for (long seed = 1; seed <= 20; seed++) {
            int seats = 3 + (int) (seed % 4);
            CountingSituation counting = new CountingSituation(rules, seats);
            playAskingFrom(counting, rules, seats, seed, 0);
            // a new game starts a new record
            counting.startGame();
            assertTrue(counting.seenChoices().isEmpty());
        }
    }

    @ParameterizedTest
    @MethodSource("rules")
    void aRecordFirstAskedForMidGameIsTheSameAndSoIsTheNextGames_R9(Rules rules) {
        // the figures of the choices before the first ask come from their states, those after it
        // are kept as the choices come; one situation plays on into the next games
        CountingSituation counting = new CountingSituation(rules, 5);
        playAskingFrom(counting, rules, 5, 31L, 7);
        playAskingFrom(counting, rules, 5, 32L, 0);
        playAskingFrom(counting, rules, 5, 33L, 4);
        // beyond 10 seats the sets of seats are built at each choice rather than kept
        Rules twelve = Rules.builder().from(rules).maxPlayers(12).build();
        CountingSituation large = new CountingSituation(twelve, 12);
        playAskingFrom(large, twelve, 12, 34L, 3);
        playAskingFrom(large, twelve, 12, 35L, 0);
    }

    /**
     * Plays a game of random choices with {@code counting} told as the simulator tells it, and from
     * decision {@code firstAsked} on checks at every decision that its record is the one a host's
     * log keeps; at the end, the whole record and the scores.
     */
    private static void playAskingFrom(CountingSituation counting, Rules rules, int seats, long seed, int firstAsked) {
        counting.startGame();
        Step step = Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), seed)
                .get();
        assertEquals(
                step.state(),
                Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), seed, counting)
                        .get());
        Vector<SeenChoice> expected = Vector.empty();
        PublicLog log = PublicLog.of(step.state());
        int decision = 0;
        while (true) {
            GameState state = step.state();
            if (state.isOver()) {
                break;
            }
            Choice[] choices = new Choice[seats];
            if (state.phase() == Phase.CHOOSE) {
                counting.decideIn(state);
                int chooser = state.seatsInTemple().head();
                if (decision >= firstAsked) {
                    assertEquals(expected, counting.of(chooser).seenChoices());
                    // a host's log, kept from the states and steps, tells the same record
                    assertEquals(
                            expected,
                            Situation.of(Views.view(state, chooser), log).seenChoices());
                }
                Situation viewed = Situation.of(Views.view(state, chooser));
                TreeSet<Integer> campers = TreeSet.empty();
                for (int seat : state.seatsInTemple()) {
                    boolean camp = Seeds.unit(Seeds.derive(seed, decision++)) < 0.25;
                    choices[seat] = camp ? Choice.CAMP : Choice.TORCH;
                    campers = camp ? campers.add(seat) : campers;
                }
                // R18: the scores as the table counts them, which the end of the game checks
                // against the state's own
                PublicLog logSoFar = log;
                Vector<Integer> counted = Vector.range(0, seats).map(logSoFar::score);
                expected =
                        expected.append(SeenChoice.of(viewed, TreeSet.ofAll(state.seatsInTemple()), campers, counted));
            }
            // The situation is told by the observed play; the log reads the same step's events.
            GameState observed = Game.play(state, seat -> choices[seat], counting);
            step = Game.play(state, seat -> choices[seat]);
            assertEquals(step.state(), observed);
            log = log.seen(state, step);
        }
        assertEquals(expected, counting.seenChoices());
        assertEquals(expected, log.choices());
        for (int seat = 0; seat < seats; seat++) {
            assertEquals(counting.countedScore(seat).getAsInt(), log.score(seat), "seat " + seat);
            assertEquals(step.state().score(seat), log.score(seat), "seat " + seat);
        }
        assertTrue(!expected.isEmpty(), "the seats chose at least once");
    }

    @Test
    void aBotWalksTheStandingsWithoutAView_R18() {
        // a bot that camps when it leads as counted, asking the seat count and scores but never the view
        java.util.concurrent.atomic.AtomicInteger seatsSeen = new java.util.concurrent.atomic.AtomicInteger();
        Strategy leaderBanks = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                seatsSeen.accumulateAndGet(situation.seats(), Math::max);
                int mine = situation.countedScore(situation.seat()).getAsInt() + situation.haul();
                for (int other = 0; other < situation.seats(); other++) {
                    if (other != situation.seat()
                            && situation.countedScore(other).getAsInt() >= mine) {
                        return Choice.TORCH;
                    }
                }
                return Choice.CAMP;
            }

            @Override
            public String describe() {
                return "leader-banks";
            }
        };
        CountingSituation counting = new CountingSituation(Rules.incanGold(), 5);
        assertEquals(5, counting.seats());
        Simulator.run(
                new Simulation(
                        Rules.incanGold(),
                        List.of(leaderBanks, leaderBanks, leaderBanks, leaderBanks, leaderBanks),
                        50,
                        3L),
                1,
                done -> {});
        assertEquals(5, seatsSeen.get());
    }
}
