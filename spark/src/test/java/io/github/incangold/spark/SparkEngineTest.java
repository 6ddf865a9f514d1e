package io.github.incangold.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepEngine;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import org.apache.spark.SparkConf;
import org.junit.jupiter.api.Test;

/** The engine as {@code ./simulate sweep --engine spark} finds it: by name, with a Spark of its own. */
class SparkEngineTest {
    @Test
    void theEngineIsFoundByItsName() {
        SweepEngine engine = Sweeps.engine("spark").get();

        assertInstanceOf(SparkSweeps.class, engine);
        assertEquals("spark", engine.name());
    }

    @Test
    void anEmbeddedSparkOfOneCoreGivesTheLocalTotals() {
        Sweep sweep = TestSweeps.threeCells(400, 99);

        var result = Sweeps.engine("spark").get().run(sweep, SweepRun.defaults().withThreads(1));

        assertEquals(Sweeps.run(sweep, SweepRun.defaults()).cells(), result.cells());
    }

    @Test
    void withoutAConfiguredMasterSparkIsEmbeddedOnTheRunsThreadsWithoutItsWebPage() {
        SparkConf conf = SparkContexts.configuration(3);

        assertEquals("local[3]", conf.get("spark.master"));
        assertFalse(conf.getBoolean("spark.ui.enabled", true));
    }

    @Test
    void anEmbeddedSparkHasOneToMaxThreadsCores() {
        Sweep sweep = TestSweeps.threeCells(400, 99);
        SweepEngine spark = Sweeps.engine("spark").get();
        // 100,000 became local[100000]; the run refuses it before any Spark starts
        for (int threads : new int[] {0, 100_000}) {
            assertThrows(
                    IllegalArgumentException.class,
                    () -> spark.run(sweep, SweepRun.defaults().withThreads(threads)));
        }
        SweepRun most = SweepRun.defaults().withThreads(Simulator.MAX_THREADS);
        assertEquals("local[256]", SparkContexts.configuration(most.threads()).get("spark.master"));
    }

    @Test
    void underSparkSubmitTheConfiguredMasterIsKept() {
        System.setProperty("spark.master", "spark://cluster:7077");
        try {
            SparkConf conf = SparkContexts.configuration(3);

            assertEquals("spark://cluster:7077", conf.get("spark.master"));
            assertFalse(conf.contains("spark.ui.enabled"));
        } finally {
            System.clearProperty("spark.master");
        }
    }

    @Test
    void aBlockNeedsAGame() {
        assertThrows(IllegalArgumentException.class, () -> new SparkSweeps().withBlockGames(0));
    }
}
