package io.github.incangold.variants.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.github.incangold.variants.simulation.Simulator;
import io.vavr.collection.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class TournamentsTest {

    @Test
    void aTableNoLargerThanTheFieldPlaysEveryChoiceOfDistinctBots() {
        Tournament tournament = Tournament.yardstick();
        List<List<String>> three = tournament.lineups(3);
        assertEquals(56, three.size()); // 8 choose 3
        assertEquals(List.of("win", "mcts:200", "risk"), three.head());
        assertEquals(List.of("hazards:2", "habits:8", "artifacts"), three.last());
        assertEquals(56, three.distinct().size());
        assertEquals(70, tournament.lineups(4).size()); // 8 choose 4
        assertEquals(56, tournament.lineups(5).size());
        assertEquals(28, tournament.lineups(6).size());
        // 8 seats for 8 bots: one lineup, every bot once
        assertEquals(List.of(tournament.bots()), tournament.lineups(8));
    }

    @Test
    void aLargerTablePlaysTheRotationsOfTheBotsRepeatedInOrder() {
        List<String> six = List.of("win", "mcts:200", "risk", "threshold:8", "random:0.3", "artifacts");
        Tournament tournament =
                Tournament.of(Rules.incanGold(), six, List.of(8), 10, 1L).get(); // never: valid
        List<List<String>> eight = tournament.lineups(8);
        assertEquals(6, eight.size());
        assertEquals(
                List.of("mcts:200", "risk", "threshold:8", "random:0.3", "artifacts", "win", "mcts:200", "risk"),
                eight.get(1));
        // Each bot holds 8 of the 48 seats.
        for (String bot : six) {
            assertEquals(8, eight.map(lineup -> lineup.count(bot::equals)).sum().intValue(), bot);
        }
    }

    @Test
    void theFitRecoversStrengthsFromCountsTheyPredictExactly() {
        // Strengths 1, 2 and 4 and 1,000 comparisons per pair: i is ahead of j 1000 p_i / (p_i + p_j) times.
        double[] strength = {1, 2, 4};
        double[][] ahead = new double[3][3];
        for (int first = 0; first < 3; first++) {
            for (int second = 0; second < 3; second++) {
                if (first != second) {
                    ahead[first][second] = 1000 * strength[first] / (strength[first] + strength[second]);
                }
            }
        }
        double[] elo = Tournaments.fit(ahead);
        double doubling = 400 * Math.log10(2); // twice as strong: 120.4 points
        assertEquals(-doubling, elo[0], 1e-6);
        assertEquals(0, elo[1], 1e-6);
        assertEquals(doubling, elo[2], 1e-6);
    }

    @Test
    void twoBotsAreRatedByTheOddsOfOneAheadOfTheOtherTheVirtualTieIncluded() {
        // A ahead of B 3 times, B ahead once, and the virtual tie: 3.5 to 1.5.
        double[] elo = Tournaments.fit(new double[][] {{0, 3.5}, {1.5, 0}});
        double gap = 400 * Math.log10(3.5 / 1.5);
        assertEquals(gap / 2, elo[0], 1e-6);
        assertEquals(-gap / 2, elo[1], 1e-6);
    }

    @Test
    void eachLineupIsTheSimulatorsGameAndTheRatingsDoNotDependOnTheThreads() {
        Tournament tournament = Tournament.of(
                        Rules.incanGold(),
                        List.of("risk", "threshold:8", "random:1", "random:0.3"),
                        List.of(3, 5),
                        200,
                        3L)
                .get();
        TournamentResult one = Tournaments.run(tournament, 1, done -> {});
        TournamentResult two = Tournaments.run(tournament, 2, done -> {});
        assertEquals(one, two);
        assertEquals(8, one.lineups().size()); // 4 choose 3 at three seats, 4 rotations at five
    }

    @Test
    void aBotThatAlwaysLeavesAtOnceIsRatedLastWithAnIntervalBelowTheOthers() {
        Tournament tournament = Tournament.of(
                        Rules.incanGold(), List.of("risk", "threshold:8", "random:1"), List.of(3), 400, 5L)
                .get();
        TournamentResult result = Tournaments.run(tournament, 2, done -> {});
        LineupResult lineup = result.lineups().single();
        Simulation simulation = new Simulation(
                Rules.incanGold(),
                List.of(Strategies.riskAware(), Strategies.threshold(8), Strategies.random(1)),
                400,
                5L);
        assertEquals(Simulator.run(simulation, 1, done -> {}), lineup.result());
        Rating last = result.ratings().last();
        assertEquals("random:1", last.bot());
        assertTrue(last.high() < result.ratings().get(1).low(), result.ratings()::mkString);
        assertEquals(0, result.ratings().map(Rating::rating).sum().doubleValue(), 1e-6);
        assertEquals(400, last.games());
        assertTrue(last.winShare().mean() < 0.05, last::toString);
        assertTrue(last.low() < last.rating() && last.rating() < last.high());
    }

    @Test
    void aBatchIsRatedAsATournamentOfItsGamesAlone() {
        // Game g of a lineup is dealt from the seed and g alone, so the first tenth of a 200-game
        // tournament is the whole of a 20-game one with the same seed.
        List<String> bots = List.of("risk", "threshold:8", "random:1");
        Tournament whole =
                Tournament.of(Rules.incanGold(), bots, List.of(3), 200, 5L).get();
        Tournament firstTenth =
                Tournament.of(Rules.incanGold(), bots, List.of(3), 20, 5L).get();
        Simulation simulation = new Simulation(
                Rules.incanGold(),
                List.of(Strategies.riskAware(), Strategies.threshold(8), Strategies.random(1)),
                200,
                5L);
        double[] batch = Tournaments.ratings(
                bots, List.of(bots), List.of(simulation), List.of(SimulationTotals.play(simulation, 0, 20)));
        TournamentResult expected = Tournaments.run(firstTenth, 1, done -> {});
        for (Rating rating : expected.ratings()) {
            assertEquals(rating.rating(), batch[bots.indexOf(rating.bot())], 1e-9, rating.bot());
        }
        // and the interval spreads as the batches do: 20 games leave tens of points of doubt
        Rating last = Tournaments.run(whole, 2, done -> {}).ratings().last();
        assertTrue(last.high() - last.low() > 20, last::toString);
    }

    @Test
    void aProgressListenerThatFailsOrAnInterruptStopsTheWorkers() throws InterruptedException {
        // batches of 100,000,000 games: hours of play if the workers went on
        Tournament endless = Tournament.of(
                        Rules.incanGold(),
                        List.of("risk", "threshold:8", "random:0.3"),
                        List.of(3),
                        Simulation.MAX_GAMES,
                        7L)
                .get();
        IllegalStateException thrown = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalStateException.class,
                () -> Tournaments.run(endless, 2, done -> {
                    throw new IllegalStateException("the window was closed");
                }));
        assertEquals("the window was closed", thrown.getMessage());
        assertWorkersStop();

        Thread caller = Thread.currentThread();
        Thread interrupter = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException stop) {
                return;
            }
            caller.interrupt();
        });
        interrupter.start();
        org.junit.jupiter.api.Assertions.assertThrows(
                java.util.concurrent.CancellationException.class, () -> Tournaments.run(endless, 2, done -> {}));
        assertTrue(Thread.interrupted());
        interrupter.join();
        assertWorkersStop();
    }

    private static void assertWorkersStop() throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (workersAlive() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(0, workersAlive(), "the workers play on after the tournament stopped");
    }

    private static long workersAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals("tournament") && thread.isAlive())
                .count();
    }

    @Test
    void aTournamentRunsOnOneToMaxThreadsThreads() {
        Tournament tournament = Tournament.of(
                        Rules.incanGold(), List.of("risk", "threshold:8", "random:0.3"), List.of(3), 10, 7L)
                .get();
        // 100,000 threads were asked of the pool, which starts one per batch up to the count
        for (int threads : new int[] {0, -1, Simulator.MAX_THREADS + 1, 100_000, Integer.MAX_VALUE}) {
            String expected = threads < 1
                    ? "a tournament needs at least one thread, got " + threads
                    : String.format(Locale.ROOT, "a tournament runs on at most 256 threads, got %,d", threads);
            assertEquals(
                    expected,
                    org.junit.jupiter.api.Assertions.assertThrows(
                                    IllegalArgumentException.class,
                                    () -> Tournaments.run(tournament, threads, done -> {}))
                            .getMessage());
        }
        // one lineup of ten batches of a game: ten threads at most
        assertEquals(
                Tournaments.run(tournament, 1, done -> {}),
                Tournaments.run(tournament, Simulator.MAX_THREADS, done -> {}));
    }

    @Test
    void aTableOfNoSeatIsRefused() {
        Tournament tournament = Tournament.of(
                        Rules.incanGold(), List.of("risk", "threshold:8", "random:0.3"), List.of(3), 10, 7L)
                .get();
        for (int seats : new int[] {0, -1}) {
            assertEquals(
                    "a table has at least one seat, got " + seats,
                    org.junit.jupiter.api.Assertions.assertThrows(
                                    IllegalArgumentException.class, () -> tournament.lineups(seats))
                            .getMessage());
        }
    }

    @Test
    void wrongTournamentsAreRefusedWithAReason() {
        Rules rules = Rules.incanGold();
        assertEquals(
                "each bot enters once; repeated: risk",
                Tournament.of(rules, List.of("risk", "risk"), List.of(3), 10, 1L)
                        .getLeft());
        // two spellings of one strategy are one bot: the tournament would rate it twice
        assertEquals(
                "each bot enters once; repeated: risk and RISK (each read as risk)",
                Tournament.of(rules, List.of("risk", "RISK", "threshold:3"), List.of(3), 10, 1L)
                        .getLeft());
        assertEquals(
                "each bot enters once; repeated: random:0.1 and random:0.10 (each read as random:0.1)",
                Tournament.of(rules, List.of("random:0.1", "random:0.10", "threshold:4"), List.of(3), 10, 1L)
                        .getLeft());
        assertEquals(
                "each bot enters once; repeated: win:20, WIN:20 and Win:20 (each read as win:20), risk",
                Tournament.of(rules, List.of("win:20", "risk", "WIN:20", "win", "Win:20", "risk"), List.of(3), 10, 1L)
                        .getLeft());
        assertTrue(Tournament.of(rules, List.of("risk", "treshold:8"), List.of(3), 10, 1L)
                .getLeft()
                .contains("treshold"));
        assertTrue(Tournament.of(rules, List.of("risk", "artifacts"), List.of(9), 10, 1L)
                .getLeft()
                .contains("3 to 8 players (R1)"));
        // the rules' own range is the reason a table of 2 does not fit, not a tournament's own limit
        assertEquals(
                "a table of 2 seats does not fit these rules, which seat 3 to 8 players (R1)",
                Tournament.of(rules, List.of("risk", "artifacts"), List.of(2), 10, 1L)
                        .getLeft());
        Rules alone = Rules.builder().minPlayers(1).build();
        assertEquals(
                "a table of 1 seat rates no bot: a tournament's tables have 2 seats or more",
                Tournament.of(alone, List.of("risk", "artifacts"), List.of(1), 10, 1L)
                        .getLeft());
        assertEquals(
                "a table of 0 seats does not fit these rules, which seat 1 to 8 players (R1)",
                Tournament.of(alone, List.of("risk", "artifacts"), List.of(0), 10, 1L)
                        .getLeft());
        assertTrue(Tournament.of(rules, List.of("risk", "artifacts"), List.of(3), 15, 1L)
                .getLeft()
                .contains("multiple of 10"));
        assertTrue(Tournament.of(rules, List.of("risk"), List.of(3), 10, 1L)
                .getLeft()
                .contains("2 to 12 bots"));
        assertEquals(
                1_000_000_000L,
                Tournament.of(rules, List.of("risk", "artifacts"), List.of(3), 1_000_000_000L, 1L)
                        .get()
                        .gamesPerLineup());
        assertEquals(
                "a lineup plays at most 1,000,000,000 games, got 1,000,000,010",
                Tournament.of(rules, List.of("risk", "artifacts"), List.of(3), 1_000_000_010L, 1L)
                        .getLeft());
        // a multiple of 10 near the largest long, whose total over the lineups once wrapped
        assertEquals(
                "a lineup plays at most 1,000,000,000 games, got 9,223,372,036,854,775,800",
                Tournament.of(rules, List.of("risk", "artifacts"), List.of(3), 9_223_372_036_854_775_800L, 1L)
                        .getLeft());
        List<String> twelve = List.range(0, 12).map(gems -> "threshold:" + gems);
        assertTrue(Tournament.of(rules, twelve, List.of(3, 4, 5, 6, 7, 8), 10, 1L)
                .getLeft()
                .contains("at most 2,000"));
        // 220 + 495 + 792 + 495 choices of 3, 4, 5 and 8 of the 12 bots: two too many
        assertEquals(
                "these tables make 2,002 lineups; a tournament may play at most 2,000: leave out a table size or a bot",
                Tournament.of(rules, twelve, List.of(3, 4, 5, 8), 10, 1L).getLeft());
        // without the table of 8: 220 + 495 + 792 = 1,507 lineups, within the cap
        Tournament within =
                Tournament.of(rules, twelve, List.of(3, 4, 5), 10, 1L).get();
        assertEquals(
                1_507,
                within.tables().map(seats -> within.lineups(seats).size()).sum().intValue());
    }
}
