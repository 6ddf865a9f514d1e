package io.github.incangold.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepCell;
import io.github.incangold.variants.sweep.SweepResult;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import io.vavr.collection.List;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The engine on an embedded Spark of two cores gives the local engine's totals, number for number. */
class SparkSweepsTest {
    private static final Sweep SWEEP = TestSweeps.threeCells(2_000, 20_260_101L);

    private static JavaSparkContext spark;
    private static SweepResult local;

    @BeforeAll
    static void start() {
        spark = new JavaSparkContext(SparkContexts.configuration(2));
        local = Sweeps.run(SWEEP, SweepRun.defaults().withThreads(2));
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    /** Every progress update, in order. */
    private static final class Recorder implements SweepRun.Progress {
        final java.util.List<long[]> updates = new ArrayList<>();

        @Override
        public void update(int cellsDone, long gamesDone) {
            updates.add(new long[] {cellsDone, gamesDone});
        }

        long[] first() {
            return updates.get(0);
        }

        long[] last() {
            return updates.get(updates.size() - 1);
        }
    }

    @Test
    void theCellsDifferSoThatEqualTotalsMeanSomething() {
        List<SimulationTotals> totals = local.cells().map(CellResult::totals);
        assertEquals(3, totals.distinct().size());
    }

    @ParameterizedTest(name = "blocks of {0} games")
    @ValueSource(longs = {500, 700, 2_000, 1_000_000})
    void sparkGivesTheLocalTotalsForBlocksThatDoAndDoNotDivideTheGames(long blockGames) {
        SweepResult result = new SparkSweeps().withBlockGames(blockGames).run(spark, SWEEP, SweepRun.defaults());

        assertEquals(local.cells(), result.cells());
    }

    @Test
    void blocksOfOneGameGiveTheTotalsOfOneBlockOfAll() {
        Sweep small = new Sweep(
                "small", List.empty(), List.of(TestSweeps.cell(0, 5, 2, TestSweeps.FOUR_BOTS, 150, 7)), 150, 7);

        SweepResult oneGameEach = new SparkSweeps().withBlockGames(1).run(spark, small, SweepRun.defaults());
        SweepResult oneBlock = new SparkSweeps().withBlockGames(150).run(spark, small, SweepRun.defaults());

        assertEquals(oneBlock.cells(), oneGameEach.cells());
        assertEquals(Sweeps.run(small, SweepRun.defaults()).cells(), oneBlock.cells());
    }

    @Test
    void progressGrowsAndEndsWithEveryCellAndGame() {
        Recorder progress = new Recorder();

        new SparkSweeps()
                .withBlockGames(250)
                .run(spark, SWEEP, SweepRun.defaults().withProgress(progress));

        assertEquals(0, progress.first()[0]);
        assertEquals(3, progress.last()[0]);
        assertEquals(SWEEP.totalGames(), progress.last()[1]);
        for (int index = 1; index < progress.updates.size(); index++) {
            long[] before = progress.updates.get(index - 1);
            long[] after = progress.updates.get(index);
            assertTrue(after[0] >= before[0] && after[1] >= before[1], "progress went back");
        }
        assertTrue(progress.updates.stream().anyMatch(update -> update[0] == 1), "no update after the first cell");
    }

    @Test
    void aSecondRunWithTheResultsDirectoryPlaysNothing(@TempDir Path results) throws IOException {
        SparkSweeps engine = new SparkSweeps().withBlockGames(600);
        SweepResult first = engine.run(spark, SWEEP, SweepRun.defaults().withResults(results));
        java.util.List<FileTime> written = modificationTimes(results);
        Recorder progress = new Recorder();

        SweepResult second = engine.run(
                spark, SWEEP, SweepRun.defaults().withResults(results).withProgress(progress));

        assertEquals(local.cells(), first.cells());
        assertEquals(first.cells(), second.cells());
        assertEquals(written, modificationTimes(results));
        assertEquals(3, progress.first()[0]);
        assertEquals(SWEEP.totalGames(), progress.first()[1]);
    }

    @Test
    void aCellStoredByTheLocalEngineIsReusedBySpark(@TempDir Path results) throws IOException {
        Sweep firstCellOnly =
                new Sweep("first cell", List.empty(), SWEEP.cells().take(1), 2_000, SWEEP.seed());
        Sweeps.run(firstCellOnly, SweepRun.defaults().withThreads(1).withResults(results));
        FileTime storedLocally =
                Files.getLastModifiedTime(Sweeps.cellFile(results, SWEEP.cells().get(0)));
        Recorder progress = new Recorder();

        SweepResult result = new SparkSweeps()
                .withBlockGames(900)
                .run(spark, SWEEP, SweepRun.defaults().withResults(results).withProgress(progress));

        assertEquals(local.cells(), result.cells());
        assertEquals(1, progress.first()[0]);
        assertEquals(2_000, progress.first()[1]);
        assertEquals(
                storedLocally,
                Files.getLastModifiedTime(Sweeps.cellFile(results, SWEEP.cells().get(0))));
        for (SweepCell cell : SWEEP.cells()) {
            assertTrue(Files.exists(Sweeps.cellFile(results, cell)), "cell " + cell.index() + " not stored");
        }
    }

    @Test
    void aStoredCellIsReadNotPlayedAgain(@TempDir Path results) {
        // Totals of the first cell's shape from another seed: a cell played again would not give them.
        SweepCell first = SWEEP.cells().get(0);
        Simulation otherSeed =
                new Simulation(first.rules(), first.simulation().lineup(), first.games(), first.seed() + 1);
        SimulationTotals planted = SimulationTotals.play(otherSeed, 0, first.games());
        Sweeps.storeCell(results, first, planted);

        SweepResult result =
                new SparkSweeps().run(spark, SWEEP, SweepRun.defaults().withResults(results));

        assertNotEquals(local.cells().get(0).totals(), planted);
        assertEquals(planted, result.cells().get(0).totals());
        assertEquals(local.cells().tail(), result.cells().tail());
    }

    @Test
    void theJobStoresEveryCellAndTheLocalEngineThenPlaysNothing(@TempDir Path results) throws IOException {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        int exit = SweepJob.play(spark, SWEEP, results, 800, new PrintStream(printed, true, StandardCharsets.UTF_8));
        java.util.List<FileTime> stored = modificationTimes(results);
        // A cell played again would be stored again.
        SweepResult report = Sweeps.run(SWEEP, SweepRun.defaults().withResults(results));

        assertEquals(0, exit);
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("3 of 3 cells, 6000 of 6000 games"));
        assertEquals(stored, modificationTimes(results));
        assertEquals(local.cells(), report.cells());
    }

    private static java.util.List<FileTime> modificationTimes(Path directory) throws IOException {
        java.util.List<FileTime> times = new ArrayList<>();
        for (SweepCell cell : SWEEP.cells()) {
            times.add(Files.getLastModifiedTime(Sweeps.cellFile(directory, cell)));
        }
        return times;
    }
}
