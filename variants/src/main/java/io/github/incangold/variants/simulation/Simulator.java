package io.github.incangold.variants.simulation;

import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;

/**
 * Plays a {@link Simulation}'s games on several threads and adds up their statistics as they go
 * (no game is kept). Game {@code g} depends only on the simulation and {@code g}, and every
 * statistic is kept as exact integer sums, so the result is the same on any number of threads.
 *
 * <pre>{@code
 * Simulation simulation = Simulation.of(Rules.incanGold(), lineup, 100_000, 42L)
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));   // a Left says what is wrong
 * SimulationResult result = Simulator.run(simulation);                  // every core, up to 256
 * SimulationResult same = Simulator.run(simulation, 1, done -> {});     // one thread, same result
 * }</pre>
 *
 * <p>The bots see their seat's public figures only (R21). Their decisions come from a
 * situation kept up to date from the game's events rather than from a {@code PlayerView} built
 * for every decision, which would cost more than the game itself; a strategy that asks for the
 * whole view gets it.
 */
public final class Simulator {
    /**
     * The most threads a simulation runs on, and a tournament ({@link
     * io.github.incangold.variants.tournament.Tournaments#run}) and a sweep ({@link
     * io.github.incangold.variants.sweep.SweepRun}) too: 256. A larger count is refused, not cut
     * down: every thread is a thread of the system with a stack of its own, more threads than cores
     * play no faster, and the figures are the same on any count. A machine of more cores runs on
     * 256 of them unless told fewer ({@link #defaultThreads()}).
     */
    public static final int MAX_THREADS = 256;

    /** Games per unit of work handed to a thread. */
    static final int CHUNK = 256;

    private static final long PROGRESS_MILLIS = 100;

    private Simulator() {}

    /**
     * The threads of a run told no number: every available core, up to {@link #MAX_THREADS}.
     *
     * @return a count from 1 to {@link #MAX_THREADS}
     */
    public static int defaultThreads() {
        return Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS);
    }

    /**
     * Runs a simulation on every available core, up to {@link #MAX_THREADS} ({@link
     * #defaultThreads()}).
     *
     * @param simulation what to simulate
     * @return the statistics
     */
    public static SimulationResult run(Simulation simulation) {
        return run(simulation, defaultThreads(), done -> {});
    }

    /**
     * Runs a simulation.
     *
     * <pre>{@code
     * SimulationResult result =
     *         Simulator.run(simulation, 2, done -> System.err.printf("\r%d of %d games", done, simulation.games()));
     * }</pre>
     *
     * @param simulation what to simulate
     * @param threads how many threads play games, from 1 to {@link #MAX_THREADS} (256)
     * @param progress told the number of games finished, on the calling thread, about ten times a
     *     second and once at the end
     * @return the statistics; the same for any number of threads
     * @throws IllegalArgumentException if {@code threads} is below 1 or above {@link #MAX_THREADS}
     * @throws CancellationException if the calling thread is interrupted (the workers stop)
     * @throws IllegalStateException if a strategy chose null, naming it and the game
     * @throws IllegalStateException if a strategy threw, naming it, its lineup entry, the game, the
     *     seat and the decision's seed, with what it threw as the cause; the run stops
     * @throws RuntimeException whatever {@code progress} threw, which stops the run
     */
    public static SimulationResult run(Simulation simulation, int threads, LongConsumer progress) {
        return totals(simulation, threads, progress).result(simulation);
    }

    /**
     * Runs a simulation and returns its exact totals rather than its statistics: to be stored, or
     * added to the totals of further games (see {@link SimulationTotals}).
     *
     * <pre>{@code
     * SimulationTotals totals = Simulator.totals(simulation, 2, done -> {});
     * SimulationResult result = totals.result(simulation);   // what run(simulation, 2, ...) returns
     * }</pre>
     *
     * @param simulation what to simulate
     * @param threads how many threads play games, from 1 to {@link #MAX_THREADS} (256)
     * @param progress told the number of games finished, on the calling thread, about ten times a
     *     second and once at the end
     * @return the totals of every game; the same for any number of threads
     * @throws IllegalArgumentException if {@code threads} is below 1 or above {@link #MAX_THREADS}
     * @throws CancellationException if the calling thread is interrupted (the workers stop)
     * @throws IllegalStateException if a strategy chose null, naming it and the game
     * @throws IllegalStateException if a strategy threw, naming it, its lineup entry, the game, the
     *     seat and the decision's seed, with what it threw as the cause; the run stops
     * @throws RuntimeException whatever {@code progress} threw, which stops the run
     */
    public static SimulationTotals totals(Simulation simulation, int threads, LongConsumer progress) {
        Objects.requireNonNull(simulation, "simulation");
        Objects.requireNonNull(progress, "progress");
        if (threads < 1) {
            throw new IllegalArgumentException("a simulation needs at least one thread, got " + threads);
        }
        if (threads > MAX_THREADS) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT, "a simulation runs on at most %,d threads, got %,d", MAX_THREADS, threads));
        }
        long games = simulation.games();
        // games is at most Simulation.MAX_GAMES, so neither this nor a chunk's end can wrap
        long chunks = (games + CHUNK - 1) / CHUNK;
        AtomicLong nextChunk = new AtomicLong();
        AtomicLong done = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        int workers = (int) Math.min(threads, chunks);
        Tally[] tallies = new Tally[workers];
        Thread[] pool = new Thread[workers];
        for (int worker = 0; worker < workers; worker++) {
            int index = worker;
            pool[worker] = new Thread(
                    () -> {
                        try {
                            // Made on the worker's own thread, so that its counters, written after
                            // every game, do not share cache lines with another worker's.
                            Tally tally = new Tally(
                                    simulation.seats(), simulation.rules().rounds());
                            tallies[index] = tally;
                            Player player = new Player(simulation);
                            long chunk;
                            while (failure.get() == null && (chunk = nextChunk.getAndIncrement()) < chunks) {
                                long end = Math.min(games, (chunk + 1) * CHUNK);
                                for (long game = chunk * CHUNK; game < end; game++) {
                                    player.play(game, tally);
                                }
                                done.addAndGet(end - chunk * CHUNK);
                            }
                        } catch (Throwable thrown) {
                            failure.compareAndSet(null, thrown);
                        }
                    },
                    "simulation-" + worker);
            pool[worker].setDaemon(true);
            pool[worker].start();
        }
        try {
            for (Thread thread : pool) {
                while (thread.isAlive()) {
                    thread.join(PROGRESS_MILLIS);
                    progress.accept(done.get());
                }
            }
        } catch (InterruptedException interrupted) {
            failure.compareAndSet(null, new CancellationException("the simulation was interrupted"));
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error listenerFailed) {
            // the progress listener threw: stop the workers before passing it on, with what a worker
            // threw before it
            if (!failure.compareAndSet(null, listenerFailed) && failure.get() != listenerFailed) {
                listenerFailed.addSuppressed(failure.get());
            }
            throw listenerFailed;
        }
        Throwable thrown = failure.get();
        if (thrown instanceof RuntimeException unchecked) {
            throw unchecked;
        } else if (thrown instanceof Error error) {
            throw error;
        } else if (thrown != null) {
            throw new IllegalStateException(thrown);
        }
        progress.accept(done.get());
        Tally total = new Tally(simulation.seats(), simulation.rules().rounds());
        for (Tally tally : tallies) {
            total.addAll(tally);
        }
        return SimulationTotals.of(total);
    }
}
