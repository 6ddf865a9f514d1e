package io.github.incangold.spark;

import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepResult;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import java.util.Locale;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Measures the games a second of both engines on the grid of docs/performance.md (rounds 4 to 6 by
 * 2 to 4 snake cards) and checks that they give the same totals. Not a test: run by hand, see
 * docs/performance.md.
 */
final class SweepThroughput {
    private SweepThroughput() {}

    public static void main(String[] args) {
        if (args.length == 3 && args[0].equals("small")) {
            smallCells(Integer.parseInt(args[1]), Long.parseLong(args[2]));
            return;
        }
        long games = args.length > 0 ? Long.parseLong(args[0]) : 100_000;
        Sweep sweep = TestSweeps.grid(games, 2026);
        System.out.printf(
                Locale.ROOT,
                "%d cells x %d games, Java %s, Spark %s%n",
                sweep.cells().size(),
                games,
                System.getProperty("java.version"),
                org.apache.spark.package$.MODULE$.SPARK_VERSION());
        // The JIT compiles the game first, so that the first engine measured is not the slowest.
        Sweeps.run(TestSweeps.grid(5_000, 1), SweepRun.defaults().withThreads(2));
        SweepResult reference = null;
        // Two rounds, each engine in turn, so that a passing load on a shared machine shows as a
        // difference between the rounds rather than as a difference between the engines.
        for (int round = 1; round <= 2; round++) {
            for (int threads = 1; threads <= 2; threads++) {
                long start = System.nanoTime();
                SweepResult result = Sweeps.run(sweep, SweepRun.defaults().withThreads(threads));
                report(round, "Sweeps.run, " + threads + " thread(s)", sweep, start, System.nanoTime());
                reference = check(reference, result);
            }
            for (int cores = 1; cores <= 2; cores++) {
                // The first context of the JVM loads Spark's classes: a cold start, as from the
                // command line; the later ones start warm.
                long start = System.nanoTime();
                try (JavaSparkContext spark = new JavaSparkContext(SparkContexts.configuration(cores))) {
                    long started = System.nanoTime();
                    SweepResult result = new SparkSweeps().run(spark, sweep, SweepRun.defaults());
                    long end = System.nanoTime();
                    System.out.printf(
                            Locale.ROOT,
                            "round %d: Spark local[%d] started in %.2f s%n",
                            round,
                            cores,
                            (started - start) / 1e9);
                    report(round, "Spark local[" + cores + "], context running", sweep, started, end);
                    report(round, "Spark local[" + cores + "], with its start-up", sweep, start, end);
                    reference = check(reference, result);
                }
            }
        }
        System.out.println("identical totals: yes");
    }

    /**
     * Many cells of one block each ({@code small CELLS GAMES}): the local engine on two threads
     * against Spark {@code local[2]} with its context running, Spark's start excluded.
     */
    private static void smallCells(int count, long games) {
        Sweep sweep = TestSweeps.smallCells(count, games, 2026);
        System.out.printf(
                Locale.ROOT,
                "%d cells x %d games, Java %s, Spark %s%n",
                count,
                games,
                System.getProperty("java.version"),
                org.apache.spark.package$.MODULE$.SPARK_VERSION());
        Sweeps.run(TestSweeps.grid(5_000, 1), SweepRun.defaults().withThreads(2));
        SweepResult reference = null;
        try (JavaSparkContext spark = new JavaSparkContext(SparkContexts.configuration(2))) {
            new SparkSweeps().run(spark, TestSweeps.smallCells(200, games, 1), SweepRun.defaults());
            for (int round = 1; round <= 2; round++) {
                long start = System.nanoTime();
                reference =
                        check(reference, Sweeps.run(sweep, SweepRun.defaults().withThreads(2)));
                report(round, "Sweeps.run, 2 threads", sweep, start, System.nanoTime());
                start = System.nanoTime();
                reference = check(reference, new SparkSweeps().run(spark, sweep, SweepRun.defaults()));
                report(round, "Spark local[2], context running", sweep, start, System.nanoTime());
            }
        }
        System.out.println("identical totals: yes");
    }

    private static SweepResult check(SweepResult reference, SweepResult result) {
        if (reference != null && !reference.cells().equals(result.cells())) {
            throw new IllegalStateException("the engines disagree");
        }
        return result;
    }

    private static void report(int round, String what, Sweep sweep, long start, long end) {
        double seconds = (end - start) / 1e9;
        System.out.printf(
                Locale.ROOT,
                "round %d: %-40s %7.2f s %,12.0f games/s%n",
                round,
                what,
                seconds,
                sweep.totalGames() / seconds);
    }
}
