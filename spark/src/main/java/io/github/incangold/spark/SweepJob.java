package io.github.incangold.spark;

import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepFiles;
import io.github.incangold.variants.sweep.SweepResult;
import io.github.incangold.variants.sweep.SweepRun;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * A sweep as a Spark job, for {@code spark-submit}: reads a sweep file, plays every cell that the
 * results directory does not hold yet on the cluster, and writes each finished cell there. Then
 * {@code ./simulate sweep FILE --results DIR --report sweep.html} on any machine reads every cell
 * from the directory, plays nothing, and writes the report.
 *
 * <pre>{@code
 * spark-submit --class io.github.incangold.spark.SweepJob \
 *   --conf spark.incangold.blockGames=20000 \
 *   spark/target/incangold-spark-job.jar sweep.json /shared/sweep-results
 * }</pre>
 *
 * <p>The results directory is written by the driver, so it must be a directory the driver can
 * write (in {@code --deploy-mode client}, the submitting machine's). Exit codes: 0 done, 1 the
 * sweep failed, 2 usage error or an invalid sweep file, 3 the results directory cannot be
 * written.
 */
public final class SweepJob {
    private SweepJob() {}

    /**
     * Runs the job.
     *
     * @param args the sweep file and the results directory
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs the job on a context of its own (the cluster's under {@code spark-submit}).
     *
     * @return the exit code
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length != 2) {
            err.println("usage: spark-submit --class " + SweepJob.class.getName()
                    + " incangold-spark-job.jar SWEEP_FILE RESULTS_DIRECTORY");
            return 2;
        }
        Path file = Path.of(args[0]);
        Path results = Path.of(args[1]);
        Validation<Seq<VariantProblem>, Sweep> sweep = SweepFiles.load(file);
        if (sweep.isInvalid()) {
            err.println(file + " is not a valid sweep file:");
            sweep.getError().forEach(problem -> err.println("  " + problem));
            return 2;
        }
        SparkConf conf = SparkContexts.configuration(Simulator.defaultThreads());
        long blockGames = conf.getLong(SparkSweeps.BLOCK_GAMES_PROPERTY, SparkSweeps.DEFAULT_BLOCK_GAMES);
        if (blockGames < 1) {
            err.println(SparkSweeps.BLOCK_GAMES_PROPERTY + " must be positive, got " + blockGames);
            return 2;
        }
        try (JavaSparkContext spark = new JavaSparkContext(conf)) {
            return play(spark, sweep.get(), results, blockGames, out);
        } catch (UncheckedIOException unwritable) {
            err.println(unwritable.getMessage());
            return 3;
        } catch (RuntimeException failed) {
            err.println("the sweep failed: " + failed);
            return 1;
        }
    }

    static int play(JavaSparkContext spark, Sweep sweep, Path results, long blockGames, PrintStream out) {
        long started = System.nanoTime();
        SweepRun run = SweepRun.defaults().withResults(results).withProgress(new Reporter(sweep, out));
        SweepResult result = new SparkSweeps().withBlockGames(blockGames).run(spark, sweep, run);
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf(
                Locale.ROOT,
                "%d cells, %d games in %.1f s; results in %s%n",
                result.cells().size(),
                sweep.totalGames(),
                seconds,
                results.toAbsolutePath());
        return 0;
    }

    /** Prints a line each time a cell is finished, as the driver's log of the job. */
    private static final class Reporter implements SweepRun.Progress {
        private final Sweep sweep;
        private final PrintStream out;
        private int cellsReported = -1;

        Reporter(Sweep sweep, PrintStream out) {
            this.sweep = sweep;
            this.out = out;
        }

        @Override
        public void update(int cellsDone, long gamesDone) {
            if (cellsDone != cellsReported) {
                cellsReported = cellsDone;
                out.printf(
                        Locale.ROOT,
                        "%d of %d cells, %d of %d games%n",
                        cellsDone,
                        sweep.cells().size(),
                        gamesDone,
                        sweep.totalGames());
            }
        }
    }
}
