package io.github.incangold.variants.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.variants.simulation.SimulationTotals;
import io.github.incangold.variants.simulation.Simulator;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepsTest {
    private static final String SMALL = """
            {"base": "incan-gold", "lineup": ["threshold:8", "risk", "random:0.3"],
             "axes": [{"option": "rounds", "values": [2, 3]},
                      {"option": "seats", "values": [3, 4]}],
             "games": 300, "seed": 7}""";

    private static Sweep small() {
        return SweepFilesTest.load(SMALL);
    }

    @Test
    void eachCellIsItsSimulationPlayedWithTheSweepsSeed() {
        Sweep sweep = small();
        SweepResult result = Sweeps.run(sweep, SweepRun.defaults().withThreads(2));
        assertEquals(sweep.cells(), result.cells().map(CellResult::cell));
        for (CellResult cell : result.cells()) {
            SimulationTotals alone = SimulationTotals.play(cell.cell().simulation(), 0, 300);
            assertEquals(alone, cell.totals(), cell.cell().label());
            assertEquals(300, cell.result().games());
            assertEquals(cell.cell().rules().rounds(), cell.result().rounds().size());
        }
        // The cells differ: rounds and seats change the games.
        assertNotEquals(result.cells().get(0).totals(), result.cells().get(1).totals());
        assertNotEquals(result.cells().get(0).totals(), result.cells().get(2).totals());
    }

    @Test
    void oneThreadOrTwoGiveTheSameTotals() {
        Sweep sweep = small();
        assertEquals(
                Sweeps.run(sweep, SweepRun.defaults().withThreads(1)).cells().map(CellResult::totals),
                Sweeps.run(sweep, SweepRun.defaults().withThreads(2)).cells().map(CellResult::totals));
    }

    @Test
    void aSweepRunsOnOneToMaxThreadsThreads() {
        SweepRun defaults = SweepRun.defaults();
        assertEquals(Simulator.defaultThreads(), defaults.threads());
        // 100,000 reached the simulator of every cell, which started a thread per chunk up to it
        for (int threads : new int[] {0, -1, Simulator.MAX_THREADS + 1, 100_000, Integer.MAX_VALUE}) {
            String expected = threads < 1
                    ? "a sweep needs at least one thread, got " + threads
                    : String.format(Locale.ROOT, "a sweep runs on at most 256 threads, got %,d", threads);
            assertEquals(
                    expected,
                    assertThrows(IllegalArgumentException.class, () -> defaults.withThreads(threads))
                            .getMessage());
            assertEquals(
                    expected,
                    assertThrows(
                                    IllegalArgumentException.class,
                                    () -> new SweepRun(threads, Option.none(), (cells, games) -> {}))
                            .getMessage());
        }
        // 300 games a cell: two chunks, so two threads a cell
        Sweep sweep = small();
        assertEquals(
                Sweeps.run(sweep, defaults.withThreads(1)).cells().map(CellResult::totals),
                Sweeps.run(sweep, defaults.withThreads(Simulator.MAX_THREADS))
                        .cells()
                        .map(CellResult::totals));
    }

    @Test
    void aResumedRunReadsTheFinishedCellsAndPlaysOnlyTheOthers(@TempDir Path directory) throws IOException {
        Sweep sweep = small();
        SweepRun run = SweepRun.defaults().withThreads(2).withResults(directory);
        SweepResult first = Sweeps.run(sweep, run);
        List<Path> files = sweep.cells().map(cell -> Sweeps.cellFile(directory, cell));
        files.forEach(file -> assertTrue(Files.isRegularFile(file), file.toString()));
        FileTime old = FileTime.fromMillis(1_000_000L);
        for (Path file : files) {
            Files.setLastModifiedTime(file, old);
        }
        // An interrupted run: cell 2 never finished; cell 3's file was cut off by a crash.
        Files.delete(files.get(2));
        Files.writeString(files.get(3), Files.readString(files.get(3)).substring(0, 40));

        java.util.List<Long> progress = new ArrayList<>();
        SweepResult resumed = Sweeps.run(sweep, run.withProgress((cells, games) -> progress.add(games)));
        assertEquals(first, resumed);
        assertEquals(old, Files.getLastModifiedTime(files.get(0)), "cell 0 is read, not played");
        assertEquals(old, Files.getLastModifiedTime(files.get(1)), "cell 1 is read, not played");
        assertTrue(Files.isRegularFile(files.get(2)), "cell 2 is played and stored");
        assertNotEquals(old, Files.getLastModifiedTime(files.get(3)), "cell 3 is played again");
        assertEquals(1_200L, progress.get(progress.size() - 1));
        assertTrue(progress.contains(600L), "the progress counts the cells read: " + progress);
        try (var listing = Files.list(directory)) {
            assertEquals(4, listing.count(), "no partial file is left behind");
        }
    }

    @Test
    void aStoredCellOfAnotherSweepIsNotTaken(@TempDir Path directory) {
        Sweep sweep = small();
        Sweeps.run(sweep, SweepRun.defaults().withResults(directory));
        Sweep reseeded = SweepFilesTest.load(SMALL.replace("\"seed\": 7", "\"seed\": 8"));
        SweepResult result = Sweeps.run(reseeded, SweepRun.defaults().withResults(directory));
        assertEquals(Sweeps.run(reseeded, SweepRun.defaults()), result);
        SweepCell cell = reseeded.cells().head();
        assertEquals(
                result.cells().head().totals(),
                Sweeps.storedCell(directory, cell, cell.simulation()).get());
        assertTrue(Sweeps.storedCell(
                        directory, sweep.cells().head(), sweep.cells().head().simulation())
                .isEmpty());
    }

    /**
     * A cell file is read only up to {@link Sweeps.MAX_CELL_FILE_BYTES}: the same stored cell,
     * padded with spaces to that size, is still taken; one byte more and it is not read, so the
     * cell is played again. A folder in the file's place is no stored cell either.
     */
    @Test
    void aCellFileTooLargeOrNotAFileIsNotRead(@TempDir Path directory) throws IOException {
        Sweep sweep = small();
        Sweeps.run(sweep, SweepRun.defaults().withResults(directory));
        SweepCell cell = sweep.cells().head();
        Path file = Sweeps.cellFile(directory, cell);
        String stored = Files.readString(file);
        SimulationTotals totals =
                Sweeps.storedCell(directory, cell, cell.simulation()).get();

        Files.writeString(file, stored + " ".repeat(Sweeps.MAX_CELL_FILE_BYTES - stored.length()));
        assertEquals(
                totals, Sweeps.storedCell(directory, cell, cell.simulation()).get());
        Files.writeString(file, stored + " ".repeat(Sweeps.MAX_CELL_FILE_BYTES - stored.length() + 1));
        assertTrue(Sweeps.storedCell(directory, cell, cell.simulation()).isEmpty());

        Files.delete(file);
        Files.createDirectory(file);
        assertTrue(Sweeps.storedCell(directory, cell, cell.simulation()).isEmpty());
    }

    /** A cell file whose counts no games give (301 shared wins in 300 games) is played again. */
    @Test
    void aCellFileWithImpossibleCountsIsPlayedAgain(@TempDir Path directory) throws IOException {
        Sweep sweep = small();
        SweepResult played = Sweeps.run(sweep, SweepRun.defaults().withResults(directory));
        SweepCell cell = sweep.cells().head();
        Path file = Sweeps.cellFile(directory, cell);
        String stored = Files.readString(file);
        String damaged = stored.replaceFirst(",\\s*\\d+\\s*]", ", 301]");
        assertNotEquals(stored, damaged);
        Files.writeString(file, damaged);
        assertTrue(Sweeps.storedCell(directory, cell, cell.simulation()).isEmpty());
        SweepResult resumed = Sweeps.run(sweep, SweepRun.defaults().withResults(directory));
        assertEquals(played, resumed);
        assertEquals(played.cells().head().result(), resumed.cells().head().result());
    }

    @Test
    void theLocalEngineIsFoundByNameAndAnUnknownOneIsNot() {
        assertEquals(Sweeps.LOCAL, Sweeps.engine("local").get());
        assertTrue(Sweeps.engine("hadoop").isEmpty());
    }
}
