package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.vavr.collection.List;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SimulationTotalsTest {
    private static final Simulation SIMULATION = Simulation.of(
                    Rules.incanGold(),
                    List.of(
                            Strategies.threshold(8),
                            Strategies.riskAware(),
                            Strategies.random(0.3),
                            Strategies.artifactHunter()),
                    2_000,
                    11L)
            .get();

    @Test
    void blocksOfAnySizeAddUpToTheWholeRunDigitForDigit() {
        SimulationTotals whole = Simulator.totals(SIMULATION, 2, done -> {});
        assertEquals(2_000, whole.games());
        SimulationTotals byBlocks = SimulationTotals.empty(SIMULATION);
        for (long first = 0; first < 2_000; first += 333) {
            byBlocks = byBlocks.plus(SimulationTotals.play(SIMULATION, first, Math.min(2_000, first + 333)));
        }
        assertEquals(whole, byBlocks);
        // Added the other way round, too.
        SimulationTotals reversed =
                SimulationTotals.play(SIMULATION, 1_000, 2_000).plus(SimulationTotals.play(SIMULATION, 0, 1_000));
        assertEquals(whole, reversed);
        assertEquals(Simulator.run(SIMULATION, 1, done -> {}), byBlocks.result(SIMULATION));
    }

    @Test
    void aBlocksResultReportsTheBlocksGames() {
        SimulationResult block = SimulationTotals.play(SIMULATION, 500, 800).result(SIMULATION);
        assertEquals(300, block.games());
        assertEquals(300, block.cardsRevealed().n());
        assertMessage("no game", () -> SimulationTotals.empty(SIMULATION).result(SIMULATION));
    }

    @Test
    void theNumbersReadBackToEqualTotals() {
        SimulationTotals totals = SimulationTotals.play(SIMULATION, 0, 500);
        long[] longs = totals.toLongs();
        assertEquals(totals, SimulationTotals.fromLongs(SIMULATION, longs));
        assertEquals(
                totals.result(SIMULATION),
                SimulationTotals.fromLongs(SIMULATION, longs).result(SIMULATION));
        assertNotEquals(totals, SimulationTotals.play(SIMULATION, 0, 499));
    }

    @Test
    void damagedNumbersAreRefusedWithAReason() {
        long[] longs = SimulationTotals.play(SIMULATION, 0, 50).toLongs();
        assertMessage(
                "end too soon", () -> SimulationTotals.fromLongs(SIMULATION, Arrays.copyOf(longs, longs.length - 1)));
        assertMessage("too many", () -> SimulationTotals.fromLongs(SIMULATION, Arrays.copyOf(longs, longs.length + 1)));
        long[] negative = longs.clone();
        negative[3] = -1; // the games
        assertMessage("negative count", () -> SimulationTotals.fromLongs(SIMULATION, negative));
        long[] version = longs.clone();
        version[0] = 3;
        assertMessage("encoding", () -> SimulationTotals.fromLongs(SIMULATION, version));
        Simulation threeSeats = Simulation.of(
                        Rules.incanGold(),
                        List.of(Strategies.riskAware(), Strategies.riskAware(), Strategies.riskAware()),
                        10,
                        1L)
                .get();
        assertMessage("4 seats", () -> SimulationTotals.fromLongs(threeSeats, longs));
        assertMessage("cannot be added", () -> SimulationTotals.play(threeSeats, 0, 1)
                .plus(SimulationTotals.play(SIMULATION, 0, 1)));
        // totals past a simulation's games are refused, even counts read back near the largest long
        long[] most = longs.clone();
        most[3] = Simulation.MAX_GAMES;
        SimulationTotals full = SimulationTotals.fromLongs(SIMULATION, most);
        assertMessage("more than the 1,000,000,000 games", () -> full.plus(SimulationTotals.play(SIMULATION, 0, 1)));
        long[] huge = longs.clone();
        huge[3] = Long.MAX_VALUE;
        SimulationTotals wrapping = SimulationTotals.fromLongs(SIMULATION, huge);
        assertMessage(
                "more than the", () -> SimulationTotals.play(SIMULATION, 0, 1).plus(wrapping));
        assertMessage("not within", () -> SimulationTotals.play(SIMULATION, 10, 2_001));
        assertMessage("not within", () -> SimulationTotals.play(SIMULATION, 10, 9));
    }

    @Test
    void countsThatNoGamesGiveAreRefusedOnReading() {
        // four seats and five rounds: the numbers end with the pairs' counts (3 x 16), the busts by
        // round (5), the cards and gems lost by round (10 sums), 8 sums of a game, then the shared wins
        long[] longs = SimulationTotals.play(SIMULATION, 0, 50).toLongs();
        int sharedWins = longs.length - 1;
        int roundBusts = sharedWins - 8 * 3 - 10 * 3 - 5;
        int pairAhead = roundBusts - 16;
        int pairSharedWins = pairAhead - 16;
        long[] negative = longs.clone();
        negative[pairAhead + 1] = -1;
        assertMessage("negative count", () -> SimulationTotals.fromLongs(SIMULATION, negative));
        long[] busts = longs.clone();
        busts[roundBusts + 2] = 51;
        assertMessage("51 busts in round 3 of 50 games", () -> SimulationTotals.fromLongs(SIMULATION, busts));
        long[] shared = longs.clone();
        shared[sharedWins] = 51;
        assertMessage("51 shared wins in 50 games", () -> SimulationTotals.fromLongs(SIMULATION, shared));
        long[] sharedPair = longs.clone();
        sharedPair[pairSharedWins + 1] = 51;
        assertMessage("entries 1 and 2", () -> SimulationTotals.fromLongs(SIMULATION, sharedPair));
        long[] emptyScore = longs.clone();
        emptyScore[22] = 0; // the count of entry 1's lowest score
        assertMessage("0 games of score", () -> SimulationTotals.fromLongs(SIMULATION, emptyScore));
        long[] shape = longs.clone();
        shape[1] = 4 + (1L << 32); // four seats, once cut to an int
        assertMessage("4294967300 seats", () -> SimulationTotals.fromLongs(SIMULATION, shape));
        // what is read gives a result
        SimulationTotals.fromLongs(SIMULATION, longs).result(SIMULATION);
    }

    @Test
    void scoresOfHundredsOfMillionsKeepTheirSpread() {
        // 400 treasure cards of 1,000,000 gems: scores near 10^8, whose squares overflow a long in
        // under a thousand games
        Rules rich = Rules.builder()
                .from(Rules.incanGold())
                .treasureValues(List.fill(400, 1_000_000))
                .build();
        Simulation simulation = Simulation.of(
                        rich,
                        List.of(
                                Strategies.threshold(100_000_000),
                                Strategies.threshold(50_000_000),
                                Strategies.threshold(20_000_000)),
                        6_000,
                        1L)
                .get();
        SimulationTotals totals = Simulator.totals(simulation, 2, done -> {});
        StrategyResult first = totals.result(simulation).strategies().get(0);
        // The games reach past 64 bits: the sum of the first entry's squared scores, from its scores.
        assertTrue(
                sumOfSquaresOf(first.scores()).bitLength() > 64,
                sumOfSquaresOf(first.scores()).toString());
        for (StrategyResult entry : totals.result(simulation).strategies()) {
            Estimate score = entry.score();
            assertEquals(sdOf(entry.scores()), score.sd(), 1e-9 * score.sd(), entry.label());
            assertTrue(score.low() < score.mean() && score.mean() < score.high(), entry.label());
        }
        assertEquals(totals, SimulationTotals.fromLongs(simulation, totals.toLongs()));
    }

    @Test
    void sumsOfSquaresCarryPastALong() {
        Sums sums = new Sums();
        Sums half = new Sums();
        for (int game = 0; game < 6; game++) {
            sums.add(game % 2 == 0 ? 0 : Integer.MAX_VALUE);
            if (game < 3) {
                half.add(game % 2 == 0 ? 0 : Integer.MAX_VALUE);
            }
        }
        Estimate estimate = sums.estimate(6);
        assertEquals(Integer.MAX_VALUE / 2.0, estimate.mean(), 1e-6);
        assertEquals(Integer.MAX_VALUE * Math.sqrt(0.25 * 6 / 5), estimate.sd(), 1e-3);
        Sums added = new Sums();
        added.addAll(sums);
        added.addAll(sums);
        assertEquals(sums.sumOfSquares().shiftLeft(1), added.sumOfSquares());
    }

    /** Five squares of 2^31 - 1 pass 2^64 (each is about 4.6e18): the add that wraps the low word carries. */
    @Test
    void addingGameByGameCarriesPastALong() {
        Sums sums = new Sums();
        java.math.BigInteger expected = java.math.BigInteger.ZERO;
        java.math.BigInteger square =
                java.math.BigInteger.valueOf(Integer.MAX_VALUE).pow(2);
        for (int game = 1; game <= 9; game++) {
            sums.add(Integer.MAX_VALUE);
            expected = expected.add(square);
            assertEquals(expected, sums.sumOfSquares(), "after game " + game);
        }
        assertEquals(9L * Integer.MAX_VALUE, sums.sum);
    }

    /** Encoding 1 kept a sum of squares in one long, which large scores overflowed: it is played again. */
    @Test
    void totalsOfTheFirstEncodingAreRefused() {
        long[] longs = SimulationTotals.play(SIMULATION, 0, 50).toLongs();
        longs[0] = 1;
        assertMessage(
                "not simulation totals of encoding 2 (found 1", () -> SimulationTotals.fromLongs(SIMULATION, longs));
    }

    /** No games give a sum of squares below sum² / games: two games of scores 3 and 5 give 34, not less than 64 / 2. */
    @Test
    void aSumOfSquaresTooSmallForItsSumIsRefused() {
        long[] longs = SimulationTotals.play(SIMULATION, 0, 50).toLongs();
        // numbers 5 to 7: entry 1's score, its sum and its sum of squares (low and high 64 bits)
        long sum = longs[4];
        assertTrue(sum > 0);
        long[] tooSmall = longs.clone();
        tooSmall[5] = 0;
        tooSmall[6] = 0;
        assertMessage(
                "a sum of squares at number 5 too small for its sum over 50 games",
                () -> SimulationTotals.fromLongs(SIMULATION, tooSmall));
        long[] least = longs.clone();
        // the least that is read: 50 × squares ≥ sum², squares = ⌈sum² / 50⌉
        java.math.BigInteger atLeast = java.math.BigInteger.valueOf(sum)
                .pow(2)
                .add(java.math.BigInteger.valueOf(49))
                .divide(java.math.BigInteger.valueOf(50));
        least[5] = atLeast.longValue();
        least[6] = 0;
        SimulationTotals.fromLongs(SIMULATION, least);
    }

    private static java.math.BigInteger sumOfSquaresOf(Distribution scores) {
        java.math.BigInteger squares = java.math.BigInteger.ZERO;
        for (int index = 0; index < scores.values().size(); index++) {
            java.math.BigInteger value =
                    java.math.BigInteger.valueOf(scores.values().get(index));
            squares = squares.add(value.multiply(value)
                    .multiply(java.math.BigInteger.valueOf(scores.counts().get(index))));
        }
        return squares;
    }

    private static double sdOf(Distribution scores) {
        java.math.BigInteger n = java.math.BigInteger.ZERO;
        java.math.BigInteger sum = java.math.BigInteger.ZERO;
        java.math.BigInteger squares = java.math.BigInteger.ZERO;
        for (int index = 0; index < scores.values().size(); index++) {
            java.math.BigInteger value =
                    java.math.BigInteger.valueOf(scores.values().get(index));
            java.math.BigInteger count =
                    java.math.BigInteger.valueOf(scores.counts().get(index));
            n = n.add(count);
            sum = sum.add(value.multiply(count));
            squares = squares.add(value.multiply(value).multiply(count));
        }
        return Math.sqrt(n.multiply(squares).subtract(sum.multiply(sum)).doubleValue()
                / (n.doubleValue() * (n.doubleValue() - 1)));
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, call);
        assertTrue(
                thrown.getMessage().contains(part),
                () -> "'" + thrown.getMessage() + "' should mention '" + part + "'");
    }
}
