package io.github.incangold.variants.sweep;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.github.incangold.variants.simulation.Simulator;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.concurrent.CancellationException;

/**
 * Runs a {@link Sweep} on this machine: each cell in turn on the {@link Simulator}'s threads.
 * With a results directory, each finished cell is written there at once, and a later run of the
 * same sweep reads the cells it finds instead of playing them again, so an interrupted sweep
 * resumes where it stopped.
 *
 * <pre>{@code
 * Sweep sweep = SweepFiles.load(Path.of("sweep.json"))
 *         .toEither().getOrElseThrow(problems -> new IllegalArgumentException(problems.mkString("; ")));
 * SweepResult result = Sweeps.run(sweep, SweepRun.defaults().withResults(Path.of("sweep-results")));
 * for (CellResult cell : result.cells()) {
 *     System.out.println(cell.cell().label() + ": busts " + cell.result().busts().mean());
 * }
 * }</pre>
 */
public final class Sweeps {
    /** The {@code format} field of a stored cell result. */
    static final String CELL_FORMAT = "incangold-sweep-cell";

    static final int CELL_VERSION = 1;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /**
     * The largest cell file {@link #storedCell} reads, in bytes. A cell's totals take a few
     * kilobytes (a score histogram of pairs per seat, far fewer pairs than games); a larger file is
     * not read, so a stray huge file cannot exhaust the memory, and its cell is played again.
     */
    public static final int MAX_CELL_FILE_BYTES = 16 * 1024 * 1024;

    /** This machine's engine: each cell in turn on the {@link Simulator}'s threads. */
    public static final SweepEngine LOCAL = new SweepEngine() {
        @Override
        public String name() {
            return "local";
        }

        @Override
        public SweepResult run(Sweep sweep, SweepRun run) {
            return Sweeps.run(sweep, run);
        }
    };

    private Sweeps() {}

    /**
     * Finds an engine by name: {@code local}, or one registered as a service of {@link
     * SweepEngine} on the class path (the {@code spark} module registers {@code spark}).
     *
     * @param name the engine's name
     * @return the engine, if there is one of that name
     */
    public static Option<SweepEngine> engine(String name) {
        Objects.requireNonNull(name, "name");
        if (LOCAL.name().equals(name)) {
            return Option.some(LOCAL);
        }
        for (SweepEngine engine : ServiceLoader.load(SweepEngine.class)) {
            if (engine.name().equals(name)) {
                return Option.some(engine);
            }
        }
        return Option.none();
    }

    /**
     * Runs every cell of a sweep that the results directory does not already hold.
     *
     * @param sweep the sweep
     * @param run the threads, the results directory and the progress listener
     * @return every cell's result; the same totals for any number of threads, resumed or not
     * @throws UncheckedIOException if the results directory cannot be created or written
     * @throws CancellationException if the calling thread is interrupted
     * @throws IllegalStateException if a strategy threw, naming it, its lineup entry, the game, the
     *     seat and the decision's seed, with what it threw as the cause; the run stops
     */
    public static SweepResult run(Sweep sweep, SweepRun run) {
        Objects.requireNonNull(sweep, "sweep");
        Objects.requireNonNull(run, "run");
        if (run.results().isDefined()) {
            createDirectory(run.results().get());
        }
        List<CellResult> results = List.empty();
        long gamesBefore = 0;
        int cellsDone = 0;
        for (SweepCell cell : sweep.cells()) {
            Simulation simulation = cell.simulation();
            Option<SimulationTotals> stored =
                    run.results().flatMap(directory -> storedCell(directory, cell, simulation));
            SimulationTotals totals;
            if (stored.isDefined()) {
                totals = stored.get();
            } else {
                long before = gamesBefore;
                int cells = cellsDone;
                totals = Simulator.totals(
                        simulation, run.threads(), done -> run.progress().update(cells, before + done));
                if (run.results().isDefined()) {
                    storeCell(run.results().get(), cell, totals);
                }
            }
            results = results.prepend(new CellResult(cell, totals));
            gamesBefore += cell.games();
            cellsDone++;
            run.progress().update(cellsDone, gamesBefore);
        }
        return new SweepResult(sweep, results.reverse());
    }

    /**
     * The file that holds a finished cell's result in a results directory.
     *
     * @param directory the results directory
     * @param cell the cell
     * @return {@code cell-00007.json} for cell 7, in that directory
     */
    public static Path cellFile(Path directory, SweepCell cell) {
        return directory.resolve(String.format(Locale.ROOT, "cell-%05d.json", cell.index()));
    }

    /**
     * Reads a cell's stored result, if the directory holds one for this very cell: a file of
     * another sweep, of the cell before its file changed, or one cut off by a crash is ignored
     * (and later overwritten), and so is anything that is not a regular file or holds more than
     * {@link #MAX_CELL_FILE_BYTES} bytes, which is not read at all.
     *
     * @param directory the results directory
     * @param cell the cell
     * @param simulation the cell's simulation
     * @return the stored totals, if they are the cell's
     */
    public static Option<SimulationTotals> storedCell(Path directory, SweepCell cell, Simulation simulation) {
        Path file = cellFile(directory, cell);
        if (!Files.isRegularFile(file)) {
            return Option.none(); // absent, or a folder, a device or a pipe: nothing this sweep wrote
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_CELL_FILE_BYTES + 1);
        } catch (NoSuchFileException absent) {
            return Option.none();
        } catch (IOException unreadable) {
            throw new UncheckedIOException("cannot read " + file, unreadable);
        }
        if (bytes.length > MAX_CELL_FILE_BYTES) {
            return Option.none();
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        try {
            JsonNode stored = MAPPER.readTree(text);
            if (stored == null
                    || !CELL_FORMAT.equals(stored.path("format").asText())
                    || stored.path("version").asInt() != CELL_VERSION
                    || !cell.fingerprint().equals(stored.path("fingerprint").asText())
                    || !stored.path("totals").isArray()) {
                return Option.none();
            }
            JsonNode numbers = stored.get("totals");
            long[] longs = new long[numbers.size()];
            for (int index = 0; index < longs.length; index++) {
                if (!numbers.get(index).canConvertToLong()) {
                    return Option.none();
                }
                longs[index] = numbers.get(index).asLong();
            }
            SimulationTotals totals = SimulationTotals.fromLongs(simulation, longs);
            return totals.games() == cell.games() ? Option.some(totals) : Option.none();
        } catch (JacksonException | IllegalArgumentException damaged) {
            return Option.none();
        }
    }

    /**
     * Stores a finished cell's result in a results directory. It is written to a temporary file
     * first, so a crash never leaves half a file under the cell's name.
     *
     * @param directory the results directory, which must exist
     * @param cell the cell
     * @param totals the totals of all the cell's games
     * @throws UncheckedIOException if the file cannot be written
     */
    public static void storeCell(Path directory, SweepCell cell, SimulationTotals totals) {
        ObjectNode stored = MAPPER.createObjectNode();
        stored.put("format", CELL_FORMAT);
        stored.put("version", CELL_VERSION);
        stored.put("cell", cell.index());
        stored.put("label", cell.label());
        stored.put("fingerprint", cell.fingerprint());
        ArrayNode numbers = stored.putArray("totals");
        for (long number : totals.toLongs()) {
            numbers.add(number);
        }
        Path target = cellFile(directory, cell);
        Path partial = directory.resolve(target.getFileName() + ".partial");
        try {
            Files.writeString(partial, MAPPER.writeValueAsString(stored) + "\n", StandardCharsets.UTF_8);
            try {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException notAtomic) {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException failed) {
            throw new UncheckedIOException("cannot write " + target, failed);
        }
    }

    private static void createDirectory(Path directory) {
        try {
            Files.createDirectories(directory);
        } catch (IOException failed) {
            throw new UncheckedIOException("cannot create the results directory " + directory, failed);
        }
    }
}
