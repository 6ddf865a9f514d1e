package io.github.incangold.variants.sweep;

import io.vavr.control.Option;

/**
 * Something that runs sweeps: {@link Sweeps#LOCAL} on this machine's threads, or a distributed
 * engine found on the class path ({@link Sweeps#engine(String)}). Every engine must give the same
 * totals for the same sweep: game {@code g} of a cell is dealt from the cell's seed and {@code g}
 * alone, and the totals are integer sums, so it only decides where each block of games is played.
 *
 * <p>An engine of your own is registered as a {@link java.util.ServiceLoader service} of this
 * interface (in {@code META-INF/services} or a module's {@code provides}).
 */
public interface SweepEngine {
    /**
     * The engine's name, as {@code ./simulate sweep --engine NAME} takes it.
     *
     * @return a lower-case name, such as {@code local} or {@code spark}
     */
    String name();

    /**
     * Why this engine cannot run a sweep, such as a bot of your own on an engine that plays the
     * built-in bots only: asked before a run, so a caller can refuse the sweep at once. {@link
     * #run} throws {@link IllegalArgumentException} with this reason for such a sweep.
     *
     * <pre>{@code
     * Option<String> refusal = Sweeps.engine("spark").flatMap(spark -> SweepFiles.load(java.nio.file.Path.of("sweep.json"))
     *         .toOption()
     *         .flatMap(spark::cannotRun));   // none: spark can run it
     * }</pre>
     *
     * @param sweep the sweep
     * @return the reason, or none if the engine can run it; none by default
     */
    default Option<String> cannotRun(Sweep sweep) {
        return Option.none();
    }

    /**
     * Runs a sweep. With a results directory, the engine reads the cells already there and writes
     * each cell it finishes ({@link Sweeps#storedCell}, {@link Sweeps#storeCell}).
     *
     * @param sweep the sweep
     * @param run the threads (or cores), the results directory and the progress listener
     * @return every cell's result
     * @throws IllegalArgumentException if the engine {@link #cannotRun} the sweep
     */
    SweepResult run(Sweep sweep, SweepRun run);
}
