package io.github.incangold.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Choice;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepCell;
import io.github.incangold.variants.sweep.SweepEngine;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import io.vavr.control.Option;
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
    void aBotThatIsNotBuiltInIsRefusedBeforeAnySparkStarts() {
        Strategy mine = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                return Choice.CAMP;
            }

            @Override
            public String describe() {
                return "mine";
            }
        };
        Sweep builtIn = TestSweeps.threeCells(400, 99);
        SweepCell first = builtIn.cells().head();
        SweepCell seatingMine = new SweepCell(
                first.index(),
                first.coordinates(),
                first.rules(),
                first.lineup().update(1, "mine"),
                first.strategies().update(1, mine),
                first.games(),
                first.seed());
        Sweep withMine =
                new Sweep(builtIn.description(), builtIn.axes(), builtIn.cells().update(0, seatingMine), 400, 99);
        SweepEngine spark = Sweeps.engine("spark").get();

        assertEquals(Option.none(), spark.cannotRun(builtIn));
        String refusal = spark.cannotRun(withMine).get();
        assertTrue(refusal.contains("'mine' in " + first.label() + " is not one"), refusal);
        IllegalArgumentException thrown =
                assertThrows(IllegalArgumentException.class, () -> spark.run(withMine, SweepRun.defaults()));
        assertEquals(refusal, thrown.getMessage());
        // a built-in bot's description that reads as another bot than the one that plays
        SweepCell misnamed = new SweepCell(
                first.index(),
                first.coordinates(),
                first.rules(),
                first.lineup().update(1, "risk"),
                first.strategies().update(1, Strategies.threshold(8)),
                first.games(),
                first.seed());
        assertTrue(spark.cannotRun(new Sweep("", builtIn.axes(), builtIn.cells().update(0, misnamed), 400, 99))
                .isDefined());
    }

    @Test
    void aBlockNeedsAGame() {
        assertThrows(IllegalArgumentException.class, () -> new SparkSweeps().withBlockGames(0));
    }
}
