package io.github.incangold.variants.simulation;

import io.vavr.collection.List;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CancellationException;

/**
 * The exact integer sums of a block of a {@link Simulation}'s games: what a worker, a thread or a
 * distributed task hands back. Game {@code g} depends only on the simulation and {@code g}, and
 * every figure is a count, a sum or a sum of squares, so blocks added in any order and split in
 * any way give the same totals, digit for digit, as {@link Simulator#totals(Simulation, int,
 * java.util.function.LongConsumer)}.
 *
 * <pre>{@code
 * SimulationTotals first = SimulationTotals.play(simulation, 0, 5_000);
 * SimulationTotals second = SimulationTotals.play(simulation, 5_000, 10_000);
 * long[] wire = second.toLongs();                                   // e.g. sent from another machine
 * SimulationTotals all = first.plus(SimulationTotals.fromLongs(simulation, wire));
 * SimulationResult result = all.result(simulation);                 // equal to a run of 10,000 games
 * }</pre>
 */
public final class SimulationTotals {
    /**
     * The first number of {@link #toLongs()}: the encoding's version. Version 2 keeps a sum of
     * squares in two numbers, as large scores overflow one; version 1, one number, is refused.
     */
    static final long ENCODING = 2;

    private final Tally tally;

    private SimulationTotals(Tally tally) {
        this.tally = tally;
    }

    static SimulationTotals of(Tally tally) {
        return new SimulationTotals(tally);
    }

    /**
     * No games yet: the start of a sum.
     *
     * @param simulation the simulation the totals will belong to
     * @return totals of zero games
     */
    public static SimulationTotals empty(Simulation simulation) {
        Objects.requireNonNull(simulation, "simulation");
        return new SimulationTotals(
                new Tally(simulation.seats(), simulation.rules().rounds()));
    }

    /**
     * Plays games {@code firstGame} (included) to {@code endGame} (excluded) of a simulation on the
     * calling thread.
     *
     * @param simulation what to simulate
     * @param firstGame the first game's number, from 0
     * @param endGame one past the last game's number, at most the simulation's games
     * @return the block's totals
     * @throws IllegalArgumentException if the range is not within {@code [0, simulation.games()]}
     * @throws CancellationException if the calling thread is interrupted (looked at every 256
     *     games), so that a pool shut down with {@code shutdownNow} stops playing
     */
    public static SimulationTotals play(Simulation simulation, long firstGame, long endGame) {
        Objects.requireNonNull(simulation, "simulation");
        if (firstGame < 0 || firstGame > endGame || endGame > simulation.games()) {
            throw new IllegalArgumentException("games " + firstGame + " to " + endGame + " are not within the "
                    + simulation.games() + " games of the simulation");
        }
        Tally tally = new Tally(simulation.seats(), simulation.rules().rounds());
        Player player = new Player(simulation);
        for (long game = firstGame; game < endGame; game++) {
            if ((game - firstGame) % Simulator.CHUNK == 0
                    && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("the games were interrupted at game " + game);
            }
            player.play(game, tally);
        }
        return new SimulationTotals(tally);
    }

    /**
     * The games these totals count.
     *
     * @return a count of games
     */
    public long games() {
        return tally.games;
    }

    /**
     * These totals and another block's, added; neither is changed.
     *
     * @param other totals of the same simulation (same seats and rounds)
     * @return the sum
     * @throws IllegalArgumentException if the other totals have another shape, or the two count
     *     more than {@link Simulation#MAX_GAMES} games together
     */
    public SimulationTotals plus(SimulationTotals other) {
        Objects.requireNonNull(other, "other");
        if (other.tally.seats != tally.seats || other.tally.rounds != tally.rounds) {
            throw new IllegalArgumentException("totals of " + other.tally.seats + " seats and " + other.tally.rounds
                    + " rounds cannot be added to totals of " + tally.seats + " seats and " + tally.rounds + " rounds");
        }
        // compared without adding, so that counts read by fromLongs cannot wrap either
        if (tally.games > Simulation.MAX_GAMES - other.tally.games) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT,
                    "totals of %,d and %,d games make more than the %,d games of a simulation",
                    tally.games,
                    other.tally.games,
                    Simulation.MAX_GAMES));
        }
        Tally sum = new Tally(tally.seats, tally.rounds);
        sum.addAll(tally);
        sum.addAll(other.tally);
        return new SimulationTotals(sum);
    }

    /**
     * The statistics of the games counted, with their intervals. A block's result is that of a
     * simulation of the block's number of games: its {@link SimulationResult#games()} are the
     * games these totals count.
     *
     * @param simulation the simulation these totals belong to
     * @return the result
     * @throws IllegalArgumentException if the totals count no game, or the simulation has another
     *     number of seats or rounds
     */
    public SimulationResult result(Simulation simulation) {
        Objects.requireNonNull(simulation, "simulation");
        checkShape(simulation, tally.seats, tally.rounds);
        if (tally.games == 0) {
            throw new IllegalArgumentException("totals of no game have no statistics");
        }
        Simulation counted = tally.games == simulation.games()
                ? simulation
                : new Simulation(simulation.rules(), simulation.lineup(), tally.games, simulation.seed());
        return SimulationResult.of(counted, tally);
    }

    /**
     * The totals as numbers, to store or send; {@link #fromLongs} reads them back.
     *
     * @return a new array: the encoding's version, the shape, then every count and sum in a fixed
     *     order
     */
    public long[] toLongs() {
        LongWriter out = new LongWriter();
        out.add(ENCODING);
        out.add(tally.seats);
        out.add(tally.rounds);
        out.add(tally.games);
        for (int entry = 0; entry < tally.seats; entry++) {
            out.add(tally.entryScore[entry]);
            out.addAll(tally.entryWins[entry]);
            out.add(tally.seatScore[entry]);
            out.addAll(tally.seatWins[entry]);
            long[] histogram = tally.entryScores[entry].toLongs();
            out.add(histogram.length);
            out.addAll(histogram);
        }
        out.addAll(tally.pairSameScore);
        out.addAll(tally.pairSharedWins);
        out.addAll(tally.pairAhead);
        out.addAll(tally.roundBusts);
        for (int round = 0; round < tally.rounds; round++) {
            out.add(tally.roundCards[round]);
            out.add(tally.roundGemsLost[round]);
        }
        for (Sums sums : List.of(
                tally.cards,
                tally.busts,
                tally.gemsLost,
                tally.artifactsClaimed,
                tally.artifactsLost,
                tally.leadChanges,
                tally.winningScore,
                tally.margin)) {
            out.add(sums);
        }
        out.add(tally.sharedWins);
        return out.toArray();
    }

    /**
     * Reads totals written by {@link #toLongs()}.
     *
     * @param simulation the simulation they belong to
     * @param longs the numbers
     * @return the totals
     * @throws IllegalArgumentException if the numbers are not totals of this encoding (2) and this
     *     simulation's shape, or hold counts or sums that no games give (a negative count, more
     *     busts in a round or shared wins than games, more shared wins of two entries than games
     *     they ended level, a sum of squares too small for its sum), so that {@link #result} cannot
     *     fail on them
     */
    public static SimulationTotals fromLongs(Simulation simulation, long[] longs) {
        Objects.requireNonNull(simulation, "simulation");
        Objects.requireNonNull(longs, "longs");
        LongReader in = new LongReader(longs);
        long encoding = in.next();
        if (encoding != ENCODING) {
            // Encoding 1 kept a sum of squares in one long, which large scores overflowed.
            throw new IllegalArgumentException("not simulation totals of encoding " + ENCODING + " (found " + encoding
                    + "; totals of encoding 1 may hold overflowed sums and are played again)");
        }
        long seatsRead = in.next();
        long roundsRead = in.next();
        if (seatsRead != simulation.seats() || roundsRead != simulation.rules().rounds()) {
            checkShape(simulation, seatsRead, roundsRead);
        }
        int seats = simulation.seats();
        int rounds = simulation.rules().rounds();
        Tally tally = new Tally(seats, rounds);
        tally.games = in.count();
        in.games = tally.games;
        for (int entry = 0; entry < seats; entry++) {
            in.into(tally.entryScore[entry]);
            in.into(tally.entryWins[entry]);
            in.into(tally.seatScore[entry]);
            in.into(tally.seatWins[entry]);
            tally.entryScores[entry].addLongs(in.take(in.count()));
        }
        in.into(tally.pairSameScore);
        in.into(tally.pairSharedWins);
        in.into(tally.pairAhead);
        in.into(tally.roundBusts);
        for (int round = 0; round < rounds; round++) {
            in.into(tally.roundCards[round]);
            in.into(tally.roundGemsLost[round]);
        }
        for (Sums sums : List.of(
                tally.cards,
                tally.busts,
                tally.gemsLost,
                tally.artifactsClaimed,
                tally.artifactsLost,
                tally.leadChanges,
                tally.winningScore,
                tally.margin)) {
            in.into(sums);
        }
        tally.sharedWins = in.count();
        in.end();
        for (int round = 0; round < rounds; round++) {
            if (tally.roundBusts[round] > tally.games) {
                throw new IllegalArgumentException("simulation totals count " + tally.roundBusts[round]
                        + " busts in round " + (round + 1) + " of " + tally.games + " games");
            }
        }
        if (tally.sharedWins > tally.games) {
            throw new IllegalArgumentException(
                    "simulation totals count " + tally.sharedWins + " shared wins in " + tally.games + " games");
        }
        for (int pair = 0; pair < tally.pairSameScore.length; pair++) {
            if (tally.pairSharedWins[pair] > tally.pairSameScore[pair]) {
                throw new IllegalArgumentException("simulation totals count " + tally.pairSharedWins[pair]
                        + " shared wins of entries " + (pair / seats + 1) + " and " + (pair % seats + 1)
                        + " but only " + tally.pairSameScore[pair] + " games they ended level");
            }
        }
        return new SimulationTotals(tally);
    }

    private static void checkShape(Simulation simulation, long seats, long rounds) {
        if (seats != simulation.seats() || rounds != simulation.rules().rounds()) {
            throw new IllegalArgumentException("totals of " + seats + " seats and " + rounds
                    + " rounds do not belong to a simulation of " + simulation.seats() + " seats and "
                    + simulation.rules().rounds() + " rounds");
        }
    }

    /** Equal when every count and sum is equal. */
    @Override
    public boolean equals(Object other) {
        return other instanceof SimulationTotals totals && Arrays.equals(toLongs(), totals.toLongs());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(toLongs());
    }

    @Override
    public String toString() {
        return "SimulationTotals[" + tally.games + " games of " + tally.seats + " seats]";
    }

    private static final class LongWriter {
        private long[] longs = new long[256];
        private int size;

        void add(long value) {
            if (size == longs.length) {
                longs = Arrays.copyOf(longs, size * 2);
            }
            longs[size++] = value;
        }

        void addAll(long[] values) {
            for (long value : values) {
                add(value);
            }
        }

        void add(Sums sums) {
            add(sums.sum);
            add(sums.squares);
            add(sums.squaresHigh);
        }

        long[] toArray() {
            return Arrays.copyOf(longs, size);
        }
    }

    private static final class LongReader {
        private final long[] longs;
        private int position;
        /** The games of the totals, once read: every sum is of one value a game. */
        long games;

        LongReader(long[] longs) {
            this.longs = longs;
        }

        long next() {
            if (position >= longs.length) {
                throw new IllegalArgumentException(
                        "simulation totals end too soon, after " + longs.length + " numbers");
            }
            return longs[position++];
        }

        long count() {
            long value = next();
            if (value < 0) {
                throw new IllegalArgumentException("simulation totals hold a negative count at number " + position);
            }
            return value;
        }

        long[] take(long length) {
            if (length > longs.length - position) {
                throw new IllegalArgumentException(
                        "simulation totals end too soon, after " + longs.length + " numbers");
            }
            long[] part = Arrays.copyOfRange(longs, position, position + (int) length);
            position += (int) length;
            return part;
        }

        /** Counts of games, none negative. */
        void into(long[] target) {
            for (int index = 0; index < target.length; index++) {
                target[index] = count();
            }
        }

        /**
         * A sum and sum of squares of one value a game, which no games give unless {@code games ×
         * squares ≥ sum²} (the variance is not negative).
         */
        void into(Sums sums) {
            int at = position;
            sums.sum = next();
            sums.squares = next();
            sums.squaresHigh = next();
            BigInteger spread = BigInteger.valueOf(games)
                    .multiply(sums.sumOfSquares())
                    .subtract(BigInteger.valueOf(sums.sum).pow(2));
            if (spread.signum() < 0) {
                throw new IllegalArgumentException("simulation totals hold a sum of squares at number " + (at + 1)
                        + " too small for its sum over " + games + " games");
            }
        }

        void end() {
            if (position != longs.length) {
                throw new IllegalArgumentException(
                        "simulation totals hold " + (longs.length - position) + " numbers too many");
            }
        }
    }
}
