package io.github.incangold.spark;

import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepCell;
import io.github.incangold.variants.sweep.SweepEngine;
import io.github.incangold.variants.sweep.SweepResult;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * Runs a sweep on Apache Spark, the engine {@code spark}: every cell is split into blocks of games,
 * each block is a Spark task that rebuilds the cell's simulation from text and returns its exact
 * totals, and the driver adds up each cell's blocks. The totals are those of {@link Sweeps#run},
 * number for number, for any block size and any number of executors, since game {@code g} of a
 * cell depends only on the cell and {@code g}.
 *
 * <p>Found by name when this module is on the class path ({@code ./simulate sweep FILE --engine
 * spark}); under {@code spark-submit} it uses the cluster's master, otherwise an embedded Spark of
 * {@link SweepRun#threads()} cores ({@code local[N]}, N at most {@link Simulator#MAX_THREADS}). With
 * a results directory, cells already stored there are not played again and each finished cell is
 * stored at once.
 *
 * <pre>{@code
 * SweepEngine spark = Sweeps.engine("spark")
 *         .getOrElseThrow(() -> new IllegalStateException("incangold-spark is not on the class path"));      // or new SparkSweeps()
 * SweepResult result = spark.run(sweep, SweepRun.defaults().withThreads(2).withResults(Path.of("results")));
 *
 * try (JavaSparkContext context = new JavaSparkContext("local[4]", "sweep")) {
 *     SweepResult same = new SparkSweeps().withBlockGames(5_000).run(context, sweep, SweepRun.defaults());
 * }
 * }</pre>
 */
public final class SparkSweeps implements SweepEngine {
    /** The default games of a block: a task of a fraction of a second to a few seconds. */
    public static final long DEFAULT_BLOCK_GAMES = 10_000;

    /** The Spark property that sets the games of a block, for {@code spark-submit --conf}. */
    public static final String BLOCK_GAMES_PROPERTY = "spark.incangold.blockGames";

    private static final long PROGRESS_MILLIS = 100;

    private final long blockGames;

    /** The engine with blocks of {@link #DEFAULT_BLOCK_GAMES} games. */
    public SparkSweeps() {
        this(DEFAULT_BLOCK_GAMES);
    }

    private SparkSweeps(long blockGames) {
        if (blockGames < 1) {
            throw new IllegalArgumentException("a block needs at least one game, got " + blockGames);
        }
        this.blockGames = blockGames;
    }

    /**
     * This engine with another block size. Smaller blocks balance uneven cells better; each task
     * costs a few milliseconds of scheduling.
     *
     * @param games the games of a block, positive
     * @return the new engine
     * @throws IllegalArgumentException if {@code games} is not positive
     */
    public SparkSweeps withBlockGames(long games) {
        return new SparkSweeps(games);
    }

    /**
     * The games of a block.
     *
     * @return a positive number of games
     */
    public long blockGames() {
        return blockGames;
    }

    /**
     * The engine's name.
     *
     * @return {@code spark}
     */
    @Override
    public String name() {
        return "spark";
    }

    /**
     * Refuses a sweep with a bot that is not built in: an executor rebuilds each cell's bots from
     * their descriptions with {@link Strategies#parse}, and has no bot of your own to load.
     *
     * @param sweep the sweep
     * @return the first such bot, named with its cell, or none
     */
    @Override
    public Option<String> cannotRun(Sweep sweep) {
        Objects.requireNonNull(sweep, "sweep");
        for (SweepCell cell : sweep.cells()) {
            for (int seat = 0; seat < cell.lineup().size(); seat++) {
                Strategy plays = cell.strategies().get(seat);
                String description = cell.lineup().get(seat);
                if (!Strategies.parse(description).exists(plays::equals)) {
                    return Option.some("the spark engine plays the built-in bots only, and '"
                            + description + "' in " + cell.label()
                            + " is not one: run bots of your own with the local engine");
                }
            }
        }
        return Option.none();
    }

    private void refuseForeignBots(Sweep sweep) {
        Option<String> refusal = cannotRun(sweep);
        if (refusal.isDefined()) {
            throw new IllegalArgumentException(refusal.get());
        }
    }

    /**
     * Runs a sweep on a Spark context of its own: the configured master under {@code
     * spark-submit}, else an embedded {@code local[threads]}, stopped at the end.
     *
     * @param sweep the sweep
     * @param run the cores of an embedded Spark, the results directory and the progress listener
     * @return every cell's result, the same totals as {@link Sweeps#run}
     */
    @Override
    public SweepResult run(Sweep sweep, SweepRun run) {
        Objects.requireNonNull(sweep, "sweep");
        Objects.requireNonNull(run, "run");
        refuseForeignBots(sweep);
        try (JavaSparkContext spark = new JavaSparkContext(SparkContexts.configuration(run.threads()))) {
            return run(spark, sweep, run);
        }
    }

    /**
     * Runs a sweep on a Spark context, which is left running. {@link SweepRun#threads()} is not
     * used: the context's cores play the games.
     *
     * @param spark the context
     * @param sweep the sweep
     * @param run the results directory and the progress listener
     * @return every cell's result, the same totals as {@link Sweeps#run}
     * @throws UncheckedIOException if the results directory cannot be created or written
     * @throws CancellationException if the calling thread is interrupted (the jobs are cancelled)
     * @throws IllegalArgumentException if the sweep seats a bot that is not built in ({@link
     *     #cannotRun})
     * @throws RuntimeException a failed Spark job, such as a strategy that threw
     */
    public SweepResult run(JavaSparkContext spark, Sweep sweep, SweepRun run) {
        Objects.requireNonNull(spark, "spark");
        Objects.requireNonNull(sweep, "sweep");
        Objects.requireNonNull(run, "run");
        refuseForeignBots(sweep);
        Option<Path> results = run.results();
        results.forEach(SparkSweeps::createDirectory);

        SimulationTotals[] totals = new SimulationTotals[sweep.cells().size()];
        List<Batch.Pending> pending = new ArrayList<>();
        int cellsDone = 0;
        long storedGames = 0;
        for (SweepCell cell : sweep.cells()) {
            var simulation = cell.simulation();
            Option<SimulationTotals> stored =
                    results.flatMap(directory -> Sweeps.storedCell(directory, cell, simulation));
            if (stored.isDefined()) {
                totals[cell.index()] = stored.get();
                cellsDone++;
                storedGames += cell.games();
            } else {
                pending.add(new Batch.Pending(cell, simulation));
            }
        }
        run.progress().update(cellsDone, storedGames);

        LongAccumulator gamesPlayed = spark.sc().longAccumulator("incangold games played");
        PlayBlocks play = new PlayBlocks(gamesPlayed);
        int parallelism = Math.max(1, spark.defaultParallelism());
        Iterator<Batch> batches = Batch.of(pending, blockGames, parallelism).iterator();
        Deque<Running> running = new ArrayDeque<>();
        try {
            while (batches.hasNext() || !running.isEmpty()) {
                // Two jobs or more in flight: the next one's tasks take the cores the last blocks
                // of the current one leave idle.
                while (batches.hasNext() && (running.size() < 2 || tasks(running) < 2L * parallelism)) {
                    Batch batch = batches.next();
                    int tasks = batch.tasks(blockGames, parallelism);
                    JavaFutureAction<List<BlockTotals>> job = spark.parallelize(batch.blocks(), tasks)
                            .mapPartitions(play)
                            .collectAsync();
                    running.add(new Running(batch, tasks, job));
                }
                waitBriefly(running.peek().job());
                // Every finished job, not only the oldest: its cells are stored as soon as they are in.
                for (Iterator<Running> jobs = running.iterator(); jobs.hasNext(); ) {
                    Running job = jobs.next();
                    if (job.job().isDone()) {
                        jobs.remove();
                        Map<Integer, List<long[]>> byCell = new HashMap<>();
                        for (BlockTotals block : blocksOf(job.job())) {
                            byCell.computeIfAbsent(block.cellIndex(), index -> new ArrayList<>())
                                    .add(block.totals());
                        }
                        for (Batch.Pending cell : job.batch().cells()) {
                            SimulationTotals sum =
                                    sum(cell, byCell.getOrDefault(cell.cell().index(), List.of()));
                            totals[cell.cell().index()] = sum;
                            results.forEach(directory -> Sweeps.storeCell(directory, cell.cell(), sum));
                            cellsDone++;
                        }
                    }
                }
                run.progress().update(cellsDone, storedGames + gamesPlayed.value());
            }
        } finally {
            running.forEach(job -> job.job().cancel(true));
        }
        run.progress().update(cellsDone, sweep.totalGames());
        return new SweepResult(sweep, sweep.cells().map(cell -> new CellResult(cell, totals[cell.index()])));
    }

    private record Running(Batch batch, int tasks, JavaFutureAction<List<BlockTotals>> job) {}

    private static long tasks(Deque<Running> running) {
        return running.stream().mapToLong(Running::tasks).sum();
    }

    /** A cell's totals: the sum of its blocks, in any order. */
    private static SimulationTotals sum(Batch.Pending cell, List<long[]> blockTotals) {
        SimulationTotals sum = SimulationTotals.empty(cell.simulation());
        for (long[] block : blockTotals) {
            sum = sum.plus(SimulationTotals.fromLongs(cell.simulation(), block));
        }
        return sum;
    }

    /** Waits a tenth of a second at most for a job, so that the progress is told on time. */
    private static void waitBriefly(JavaFutureAction<List<BlockTotals>> job) {
        try {
            job.get(PROGRESS_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException stillRunning) {
            // told below, and waited for again
        } catch (ExecutionException failed) {
            // blocksOf throws it
        } catch (InterruptedException interrupted) {
            throw cancelled(interrupted);
        }
    }

    /** The blocks of a finished job. */
    private static List<BlockTotals> blocksOf(JavaFutureAction<List<BlockTotals>> job) {
        try {
            return job.get();
        } catch (InterruptedException interrupted) {
            throw cancelled(interrupted);
        } catch (ExecutionException failed) {
            Throwable cause = failed.getCause();
            throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
        }
    }

    private static CancellationException cancelled(InterruptedException interrupted) {
        Thread.currentThread().interrupt();
        CancellationException cancelled = new CancellationException("the sweep was interrupted");
        cancelled.initCause(interrupted);
        return cancelled;
    }

    private static void createDirectory(Path directory) {
        try {
            Files.createDirectories(directory);
        } catch (IOException failed) {
            throw new UncheckedIOException("cannot create the results directory " + directory, failed);
        }
    }
}
