package io.github.incangold.variants.sweep;

import io.github.incangold.variants.simulation.Simulator;
import io.vavr.control.Option;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/**
 * How {@link Sweeps#run} runs a sweep: on how many threads, where it keeps each finished cell's
 * result so that an interrupted run can be resumed, and whom it tells of its progress.
 *
 * <pre>{@code
 * SweepRun run = SweepRun.defaults()
 *         .withResults(Path.of("sweep-results"))
 *         .withProgress((cells, games) -> System.err.printf("\r%d cells, %d games", cells, games));
 * }</pre>
 *
 * @param threads the threads (or an engine's cores on this machine) that play each cell's games,
 *     from 1 to {@link Simulator#MAX_THREADS} (256)
 * @param results the directory that holds a file per finished cell; a run finds there the cells
 *     already played with the same fingerprint and does not play them again
 * @param progress told of the cells and games finished (including those found in {@code results})
 *     about ten times a second and once at the end of each cell, on the calling thread
 */
public record SweepRun(int threads, Option<Path> results, Progress progress) {
    /** Told of a sweep's progress. */
    @FunctionalInterface
    public interface Progress {
        /**
         * The sweep has gone this far.
         *
         * @param cellsDone the cells finished
         * @param gamesDone the games finished, over every cell
         */
        void update(int cellsDone, long gamesDone);
    }

    /**
     * Creates the value.
     *
     * @param threads the threads, from 1 to {@link Simulator#MAX_THREADS} (256)
     * @param results the directory of cell results, if any
     * @param progress told of the progress
     * @throws IllegalArgumentException if {@code threads} is below 1 or above {@link
     *     Simulator#MAX_THREADS}
     */
    public SweepRun {
        Objects.requireNonNull(results, "results");
        Objects.requireNonNull(progress, "progress");
        if (threads < 1) {
            throw new IllegalArgumentException("a sweep needs at least one thread, got " + threads);
        }
        if (threads > Simulator.MAX_THREADS) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT, "a sweep runs on at most %,d threads, got %,d", Simulator.MAX_THREADS, threads));
        }
    }

    /**
     * Every available core up to {@link Simulator#MAX_THREADS} ({@link Simulator#defaultThreads()}),
     * no stored results, no progress.
     *
     * @return the default run
     */
    public static SweepRun defaults() {
        return new SweepRun(Simulator.defaultThreads(), Option.none(), (cells, games) -> {});
    }

    /**
     * This run on another number of threads.
     *
     * @param threads the threads, from 1 to {@link Simulator#MAX_THREADS} (256)
     * @return the new run
     * @throws IllegalArgumentException if {@code threads} is below 1 or above {@link
     *     Simulator#MAX_THREADS}
     */
    public SweepRun withThreads(int threads) {
        return new SweepRun(threads, results, progress);
    }

    /**
     * This run, keeping each cell's result in a directory and resuming from it.
     *
     * @param directory the directory, created if missing
     * @return the new run
     */
    public SweepRun withResults(Path directory) {
        return new SweepRun(threads, Option.of(Objects.requireNonNull(directory, "directory")), progress);
    }

    /**
     * This run, telling another listener of its progress.
     *
     * @param listener the listener
     * @return the new run
     */
    public SweepRun withProgress(Progress listener) {
        return new SweepRun(threads, results, Objects.requireNonNull(listener, "listener"));
    }
}
