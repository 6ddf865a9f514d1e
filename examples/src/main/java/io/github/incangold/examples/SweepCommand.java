package io.github.incangold.examples;

import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepAxis;
import io.github.incangold.variants.sweep.SweepEngine;
import io.github.incangold.variants.sweep.SweepFiles;
import io.github.incangold.variants.sweep.SweepResult;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import io.vavr.Tuple;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code ./simulate sweep FILE}: runs every cell of a sweep file, prints a table of the chosen
 * measure with its 95% interval and the best cells, and writes the report, CSV and JSON asked for.
 * Exit codes as {@link Simulate}'s.
 */
@Command(
        name = "sweep",
        mixinStandardHelpOptions = true,
        versionProvider = Simulate.VersionProvider.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Simulates every cell of a sweep file (a grid of rule changes and lineups over a base variant,"
                    + " every cell with the same seed) and compares the cells by a measure, each figure with"
                    + " its 95%% confidence interval. See docs/simulation.md, \"Sweeps\".",
            "Measures: win-share:N (the Nth bot of the lineup), winning-score, bust-rate, margin, relative-margin"
                    + " (the default), lead-changes, shared-wins, cards, artifacts-claimed, gems-lost."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:done",
            "1:the simulation failed (a bot threw an exception)",
            "2:usage error or bad input (unknown option, engine or measure, bad sweep file)",
            "3:an output file or the results folder could not be written"
        })
final class SweepCommand implements Callable<Integer> {

    @CommandLine.Parameters(index = "0", paramLabel = "FILE", description = "the sweep file (JSON)")
    Path file;

    @CommandLine.Option(names = "--report", paramLabel = "FILE", description = "write a self-contained HTML report")
    Path report;

    @CommandLine.Option(names = "--csv", paramLabel = "FILE", description = "write a CSV table, one row per cell")
    Path csv;

    @CommandLine.Option(names = "--json", paramLabel = "FILE", description = "write JSON, one object per cell")
    Path json;

    @CommandLine.Option(
            names = "--results",
            paramLabel = "DIR",
            description = "keep each finished cell in DIR; a later run with the same DIR plays only the cells"
                    + " not yet there (resumes an interrupted sweep)")
    Path results;

    @CommandLine.Option(
            names = "--threads",
            paramLabel = "N",
            description = "threads playing games, 1 to " + Simulator.MAX_THREADS + "; default: every core, up to "
                    + Simulator.MAX_THREADS + " (the results do not depend on it)")
    Integer threads;

    @CommandLine.Option(
            names = "--engine",
            paramLabel = "local|NAME",
            defaultValue = "local",
            description = "what runs the cells: local (this machine) or an engine on the class path, such as"
                    + " spark; default: ${DEFAULT-VALUE}")
    String engine;

    @CommandLine.Option(names = "--bot-path", paramLabel = "PATHS", description = BotPath.BOT_PATH_HELP)
    String botPath;

    @CommandLine.Option(names = "--max-samples", paramLabel = "N", description = BotPath.MAX_SAMPLES_HELP)
    Integer maxSamples;

    @CommandLine.Option(
            names = "--measure",
            paramLabel = "NAME",
            defaultValue = SweepMeasure.DEFAULT,
            description = "the measure of the table, heatmap and chart; default: ${DEFAULT-VALUE}")
    String measure;

    @CommandLine.Option(
            names = "--best",
            paramLabel = "NAME:min|max",
            description = "which cells are best; default: the measure's own objective (relative-margin:min,"
                    + " win-share:N:max, bust-rate:min, ...)")
    String best;

    private final PrintStream out;
    private final PrintStream err;
    private final boolean terminal;
    private final BiFunction<Path, Function<String, Either<String, Strategy>>, Validation<Seq<VariantProblem>, Sweep>>
            reader;

    /**
     * @param reader reads a sweep file with a reader of its bots; the tests give sweeps built in code
     */
    SweepCommand(
            PrintStream out,
            PrintStream err,
            boolean terminal,
            BiFunction<Path, Function<String, Either<String, Strategy>>, Validation<Seq<VariantProblem>, Sweep>>
                    reader) {
        this.out = out;
        this.err = err;
        this.terminal = terminal;
        this.reader = reader;
    }

    SweepCommand(PrintStream out, PrintStream err, boolean terminal) {
        this(out, err, terminal, SweepFiles::load);
    }

    @Override
    public Integer call() {
        // Everything the options can get wrong is checked before the file is read, and the file
        // before the first game, so a typo costs no waiting.
        Either<String, Options> options = options();
        if (options.isLeft()) {
            return refuse(options.getLeft());
        }
        Either<String, Sweep> sweep = sweep(options.get().bots);
        if (sweep.isLeft()) {
            return refuse(sweep.getLeft());
        }
        Option<String> cannotRun = options.get().engine.cannotRun(sweep.get());
        if (cannotRun.isDefined()) {
            return refuse(cannotRun.get());
        }
        Either<String, SweepMeasure> shown = SweepMeasure.named(measure, sweep.get());
        Either<String, SweepMeasure.Objective> objective = best == null
                ? shown.map(SweepMeasure.Objective::of)
                : SweepMeasure.Objective.parse(best)
                        .flatMap(parsed -> SweepMeasure.named(parsed.measure().name(), sweep.get())
                                .map(found -> parsed));
        if (shown.isLeft() || objective.isLeft()) {
            return refuse((shown.isLeft() ? "--measure: " + shown.getLeft() : "--best: " + objective.getLeft()));
        }
        Options ready = options.get();
        SweepBar bar = new SweepBar(err, terminal, sweep.get());
        SweepRun run = SweepRun.defaults().withThreads(ready.threads).withProgress(bar::show);
        if (results != null) {
            run = run.withResults(results);
        }
        long start = System.nanoTime();
        SweepResult result;
        try {
            result = ready.engine.run(sweep.get(), run);
        } catch (UncheckedIOException unwritable) {
            bar.finish();
            err.println(
                    "simulate sweep: " + unwritable.getMessage() + ": " + OutputFile.describe(unwritable.getCause()));
            return Simulate.CANNOT_WRITE;
        }
        bar.finish();
        double seconds = (System.nanoTime() - start) / 1e9;
        SweepOutcome outcome = new SweepOutcome(result, shown.get(), objective.get(), command(), file.toString());
        out.print(summary(outcome, ready, seconds));
        Option<String> unwritten = OutputFile.writeAll(ready.outputs, outcome, out);
        if (unwritten.isDefined()) {
            err.println("simulate sweep: " + unwritten.get());
            return Simulate.CANNOT_WRITE;
        }
        return Simulate.DONE;
    }

    private int refuse(String problem) {
        err.println("simulate sweep: " + problem);
        if (problem.startsWith(OutputFile.CANNOT)) {
            return Simulate.CANNOT_WRITE;
        }
        err.println("Try ./simulate sweep --help");
        return Simulate.BAD_INPUT;
    }

    private Either<String, Options> options() {
        int threadCount = threads == null ? Simulator.defaultThreads() : threads;
        if (threadCount < 1) {
            return Either.left("--threads must be at least 1, got " + threadCount);
        }
        if (threadCount > Simulator.MAX_THREADS) {
            return Either.left("--threads must be at most " + Simulator.MAX_THREADS + ", got " + threadCount);
        }
        Option<SweepEngine> found = Sweeps.engine(engine.strip().toLowerCase(Locale.ROOT));
        if (found.isEmpty()) {
            return Either.left("unknown engine '" + engine + "': this build has "
                    + engineNames().mkString(", ")
                    + "; the spark engine comes from the spark module (./simulate sweep FILE --engine spark"
                    + " adds it)");
        }
        Either<String, StrategyCatalog> bots = BotPath.catalog(botPath, maxSamples);
        if (bots.isLeft()) {
            return Either.left(bots.getLeft());
        }
        Either<String, SweepMeasure> measured = SweepMeasure.named(measure);
        if (measured.isLeft()) {
            return Either.left("--measure: " + measured.getLeft());
        }
        if (best != null) {
            Either<String, SweepMeasure.Objective> objective = SweepMeasure.Objective.parse(best);
            if (objective.isLeft()) {
                return Either.left("--best: " + objective.getLeft());
            }
        }
        List<OutputFile<SweepOutcome>> outputs = List.empty();
        if (report != null) {
            outputs = outputs.append(new OutputFile<>("--report", report, SweepReportPage::html));
        }
        if (csv != null) {
            outputs = outputs.append(new OutputFile<>("--csv", csv, SweepFilesOut::csv));
        }
        if (json != null) {
            outputs = outputs.append(new OutputFile<>("--json", json, SweepFilesOut::json));
        }
        Option<String> unwritable = OutputFile.refusal(
                outputs,
                List.of(Tuple.of("the sweep file", file)).appendAll(OutputFile.botPathInputs("--bot-path", botPath)));
        if (unwritable.isDefined()) {
            return Either.left(unwritable.get());
        }
        if (results != null && results.toString().isEmpty()) {
            return Either.left("--results: the folder name is empty");
        }
        if (results != null && Files.exists(results) && !Files.isDirectory(results)) {
            return Either.left(OutputFile.CANNOT + "the results to " + results + ": it is a file, not a folder");
        }
        if (results != null) {
            for (OutputFile<?> output : outputs) {
                Path name = output.file().getFileName();
                // a finished cell's file, which a later run would take for a damaged cell and play again
                if (name != null
                        && name.toString().matches("cell-\\d{5,}\\.json")
                        && OutputFile.sameFile(output.file(), results.resolve(name))) {
                    return Either.left(output.option() + " names " + output.file() + ", a cell's file in --results "
                            + results + "; write the output to a file of its own");
                }
            }
        }
        return Either.right(new Options(found.get(), threadCount, outputs, bots.get()));
    }

    /** The engines this class path has: {@code local}, then those registered as services. */
    static List<String> engineNames() {
        List<String> names = List.of(Sweeps.LOCAL.name());
        for (SweepEngine registered : ServiceLoader.load(SweepEngine.class)) {
            names = names.append(registered.name());
        }
        return names.distinct();
    }

    private Either<String, Sweep> sweep(StrategyCatalog bots) {
        if (!Files.exists(file)) {
            return Either.left(
                    "no file " + file + ": give the path of a sweep file, such as" + " examples/sweeps/small.json");
        }
        if (Files.isDirectory(file)) {
            return Either.left(file + " is a folder, not a sweep file");
        }
        Validation<Seq<VariantProblem>, Sweep> loaded = reader.apply(file, bots::parse);
        if (loaded.isInvalid()) {
            int count = loaded.getError().size();
            // One problem per line: a file can have many, each with its place and what is allowed.
            return Either.left(file + " is not a valid sweep file (" + count + (count == 1 ? " problem" : " problems")
                    + "):" + loaded.getError().map(problem -> "\n  " + problem).mkString());
        }
        return Either.right(loaded.get());
    }

    /** The command line that gives the same figures (without the output files, threads and results). */
    private String command() {
        return "./simulate sweep " + file + (engine.equals("local") ? "" : " --engine " + engine)
                + (botPath == null ? "" : " --bot-path " + botPath)
                + (maxSamples == null ? "" : " --max-samples " + maxSamples) + " --measure " + measure
                + (best == null ? "" : " --best " + best);
    }

    /** The terminal summary: what was run, the measure of every cell, and the best. */
    static String summary(SweepOutcome outcome, Options options, double seconds) {
        Sweep sweep = outcome.result().sweep();
        StringBuilder text = new StringBuilder();
        line(
                text,
                "%s: %,d %s × %,d games, seed %d, engine %s, %d %s, %.1f s",
                outcome.title(),
                sweep.cells().size(),
                sweep.cells().size() == 1 ? "cell" : "cells",
                sweep.gamesPerCell(),
                sweep.seed(),
                options.engine.name(),
                options.threads,
                options.threads == 1 ? "thread" : "threads",
                seconds);
        text.append(describeShape(sweep)).append('\n');
        SweepMeasure measure = outcome.measure();
        line(text, "  measure: %s, %s", measure.name(), measure.description());
        line(
                text,
                "  best: %s (--best %s)",
                outcome.objective().words(),
                outcome.objective().text());
        text.append('\n');
        List<String> labels = outcome.result().cells().map(cell -> cell.cell().label());
        int width = Math.max(5, labels.map(String::length).max().getOrElse(5));
        line(text, "  %4s  %-" + width + "s  %s (95%% CI)", "cell", "label", measure.name());
        for (CellResult cell : outcome.result().cells()) {
            line(
                    text,
                    "  %4d  %-" + width + "s  %s",
                    cell.cell().index(),
                    cell.cell().label(),
                    measure.of(cell.result()).map(measure::withInterval).getOrElse("-"));
        }
        text.append('\n');
        List<SweepOutcome.Ranked> ranked = outcome.ranked();
        SweepMeasure ranking = outcome.objective().measure();
        if (ranked.isEmpty()) {
            line(text, "No cell has %s.", ranking.name());
        } else {
            line(text, "Best cells by %s:", outcome.objective().words());
            for (int place = 0; place < Math.min(3, ranked.size()); place++) {
                SweepOutcome.Ranked one = ranked.get(place);
                line(
                        text,
                        "  %d. cell %d (%s): %s",
                        place + 1,
                        one.cell().cell().index(),
                        one.cell().cell().label(),
                        ranking.withInterval(one.figure()));
            }
            List<SweepOutcome.Ranked> tied = outcome.tiedWithBest();
            if (!tied.isEmpty()) {
                line(
                        text,
                        "  The 95%% %s of %s %s overlap%s the best's: these games cannot tell %s from the best.",
                        tied.size() == 1 ? "interval" : "intervals",
                        tied.size() == 1 ? "cell" : "cells",
                        tied.map(one -> Integer.toString(one.cell().cell().index()))
                                .mkString(", "),
                        tied.size() == 1 ? "s" : "",
                        tied.size() == 1 ? "it" : "them");
            }
        }
        warnings(text, outcome.result());
        return text.toString();
    }

    /** The axes and lineup in one or two lines. */
    static String describeShape(Sweep sweep) {
        // without axes the grid is the base's one cell
        int grid = sweep.axes().map(axis -> axis.values().size()).product().intValue();
        int explicit = sweep.cells().size() - grid;
        String axes = sweep.axes().isEmpty()
                ? "no axis"
                : sweep.axes().map(SweepCommand::axis).mkString(" × ");
        List<String> lineups =
                sweep.cells().map(cell -> cell.lineup().mkString(",")).distinct();
        return "  axes: " + axes
                + (explicit > 0 ? "; " + explicit + (explicit == 1 ? " explicit cell" : " explicit cells") : "")
                + "\n  lineup: " + (lineups.size() == 1 ? lineups.head() : lineups.size() + " lineups (see the cells)");
    }

    private static String axis(SweepAxis axis) {
        return axis.option() + " (" + axis.values().mkString(", ") + ")";
    }

    /** The simulation's warnings, each kind once with the cells it concerns. */
    private static void warnings(StringBuilder text, SweepResult result) {
        LinkedHashMap<SimulationResult.Warning.Kind, List<Integer>> cells = LinkedHashMap.empty();
        for (CellResult cell : result.cells()) {
            for (SimulationResult.Warning warning : cell.result().warnings()) {
                cells = cells.put(
                        warning.kind(),
                        cells.get(warning.kind())
                                .getOrElse(List.empty())
                                .append(cell.cell().index()));
            }
        }
        cells.forEach((kind, indices) -> Summary.warning(
                text,
                (indices.size() == 1 ? "cell " : "cells ") + indices.mkString(", ") + ": "
                        + (kind == SimulationResult.Warning.Kind.PLAY_ALIKE
                                ? "two bots scored the same in every game: they play alike there."
                                : "more than 10% of the games ended in a shared win.")
                        + " See the report or the JSON."));
    }

    private static void line(StringBuilder text, String format, Object... values) {
        text.append(String.format(Locale.ROOT, format, values)).append('\n');
    }

    /** The checked options. */
    record Options(SweepEngine engine, int threads, List<OutputFile<SweepOutcome>> outputs, StrategyCatalog bots) {}

    /** The progress bar of a sweep: the cell being played and the games of every cell. */
    static final class SweepBar {
        private final Simulate.ProgressBar bar;
        private final int cells;

        SweepBar(PrintStream err, boolean terminal, Sweep sweep) {
            this.bar = new Simulate.ProgressBar(err, terminal, sweep.totalGames(), "sweep");
            this.cells = sweep.cells().size();
        }

        void show(int cellsDone, long gamesDone) {
            bar.show(String.format(Locale.ROOT, "cell %d of %d", Math.min(cells, cellsDone + 1), cells), gamesDone);
        }

        void finish() {
            bar.finish();
        }
    }
}
