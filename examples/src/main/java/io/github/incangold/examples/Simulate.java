package io.github.incangold.examples;

import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantAnalysis;
import io.github.incangold.variants.simulation.Comparison;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.Simulator;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line behind {@code ./simulate}: plays many games of a variant with a lineup of bots
 * and prints what happened, with 95% confidence intervals; optionally against a second variant,
 * and into an HTML report, a JSON document and a CSV table.
 *
 * <pre>
 * ./simulate --variant incan-gold --bots threshold:6,risk,threshold:12,random:0.3 --games 100000
 * ./simulate --compare diamant --report report.html --json result.json --csv result.csv
 * ./simulate --variant my-house-rule.json --bots risk,mcts:200,threshold:10 --games 2000 --seed 7
 * ./simulate sweep examples/sweeps/rounds-and-snakes.json --report sweep.html
 * ./simulate tournament --threads 2 --report tournament.html
 * </pre>
 *
 * <p>{@code ./simulate sweep FILE} runs a sweep file instead ({@link SweepCommand}); {@code
 * ./simulate tournament} rates bots in a round robin ({@link TournamentCommand}).
 *
 * <p>Exit codes: 0 done; 1 the simulation failed (a bot threw); 2 a usage error or bad input (an
 * unknown option, a lineup that does not parse or fit the rules, a variant that does not load),
 * with a message naming the problem; 3 an output file could not be written.
 */
@Command(
        name = "simulate",
        mixinStandardHelpOptions = true,
        versionProvider = Simulate.VersionProvider.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Plays many games of a variant with a lineup of bots, seats rotating from game to game, and"
                    + " reports scores, win shares, busts and more with 95%% confidence intervals.",
            "Bots: threshold:N (camps at N gems), risk (weighs the next card), random:P (camps with"
                    + " probability P), artifacts (camps for an artifact), catchup:N (a threshold that rises"
                    + " the further it trails), hazards:N (camps at N hazards on the path), habits:N (leaves just"
                    + " before the others' habits), mcts:N (searches N playouts a decision; slow), win or win:N"
                    + " (plays to win the game, imagining 3N/10 to 2N rounds a decision; slow).",
            "Bots with the same parameters hold the same gems and always leave together: mix them. The"
                    + " output warns when two bots score the same in every game, or when more than 10%% of"
                    + " the games end in a shared win.",
            "./simulate sweep FILE runs a grid of variants from a sweep file: see ./simulate sweep --help.",
            "./simulate tournament rates bots in a round robin over several table sizes: see ./simulate"
                    + " tournament --help."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:done",
            "1:the simulation failed (a bot threw an exception)",
            "2:usage error or bad input (unknown option, bad lineup, unknown variant, bad file)",
            "3:an output file could not be written"
        })
public final class Simulate implements Callable<Integer> {
    static final int DONE = 0;
    static final int FAILED = 1;
    static final int BAD_INPUT = 2;
    static final int CANNOT_WRITE = 3;

    @CommandLine.Option(
            names = "--variant",
            paramLabel = "PRESET|FILE",
            defaultValue = "incan-gold",
            description =
                    "a preset id (incan-gold, diamant, online-classic, ...) or a variant file; default: ${DEFAULT-VALUE}")
    String variant;

    @CommandLine.Option(
            names = "--bots",
            paramLabel = "LINEUP",
            defaultValue = "threshold:6,risk,threshold:12,random:0.3",
            description = "one bot per seat, separated by commas; default: ${DEFAULT-VALUE}")
    String bots;

    @CommandLine.Option(names = "--bot-path", paramLabel = "PATHS", description = BotPath.BOT_PATH_HELP)
    String botPath;

    @CommandLine.Option(names = "--max-samples", paramLabel = "N", description = BotPath.MAX_SAMPLES_HELP)
    Integer maxSamples;

    @CommandLine.Option(
            names = "--games",
            paramLabel = "N",
            defaultValue = "10000",
            description = "games per variant, 1 to 1,000,000,000; default: ${DEFAULT-VALUE}")
    long games;

    @CommandLine.Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "master seed; the same seed gives the same results on any machine; default: ${DEFAULT-VALUE}")
    long seed;

    @CommandLine.Option(
            names = "--threads",
            paramLabel = "T",
            description = "threads playing games, 1 to " + Simulator.MAX_THREADS + "; default: every core, up to "
                    + Simulator.MAX_THREADS + " (the results do not depend on it)")
    Integer threads;

    @CommandLine.Option(
            names = "--compare",
            paramLabel = "PRESET|FILE",
            description = "a second variant, played by the same lineup with the same seeds")
    String compare;

    @CommandLine.Option(names = "--report", paramLabel = "FILE", description = "write a self-contained HTML report")
    Path report;

    @CommandLine.Option(names = "--json", paramLabel = "FILE", description = "write every statistic as JSON")
    Path json;

    @CommandLine.Option(names = "--csv", paramLabel = "FILE", description = "write every statistic as a CSV table")
    Path csv;

    private final PrintStream out;
    private final PrintStream err;
    private final boolean terminal;

    Simulate(PrintStream out, PrintStream err, boolean terminal) {
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    /**
     * Runs the command line and exits with its code.
     *
     * @param args the options; {@code --help} lists them
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err, errorStreamIsTerminal()));
    }

    /**
     * Whether the error stream, where the progress bar goes, is a terminal, whatever the standard
     * input and output are. The {@code simulate} launcher tells with {@code [ -t 2 ]} in the
     * system property {@code incangold.stderrTerminal}; without it, on Linux, the target of
     * {@code /proc/self/fd/2} tells (a {@code /dev/pts/N} or {@code /dev/ttyN} device); elsewhere,
     * whether there is a console (standard input and output on a terminal).
     */
    static boolean errorStreamIsTerminal() {
        String told = System.getProperty("incangold.stderrTerminal");
        if (told != null) {
            return Boolean.parseBoolean(told);
        }
        Path stderr = Path.of("/proc/self/fd/2");
        if (Files.exists(stderr, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            try {
                return isTerminalDevice(Files.readSymbolicLink(stderr).toString());
            } catch (IOException | UnsupportedOperationException unreadable) {
                return false;
            }
        }
        return Demo.onTerminal();
    }

    /**
     * A writer that hands its text to the stream, which encodes it in its own charset on every JDK
     * (a PrintWriter over an OutputStream takes the default charset on JDK 17 and the stream's from
     * JDK 18 on).
     */
    private static PrintWriter writerOn(PrintStream stream) {
        return new PrintWriter(
                new Writer() {
                    @Override
                    public void write(char[] text, int offset, int length) {
                        stream.print(String.valueOf(text, offset, length));
                    }

                    @Override
                    public void flush() {
                        stream.flush();
                    }

                    @Override
                    public void close() {
                        stream.close();
                    }
                },
                true);
    }

    /** A terminal device's path: {@code /dev/pts/N}, {@code /dev/ttyN} or {@code /dev/tty}. */
    static boolean isTerminalDevice(String path) {
        return path.startsWith("/dev/pts/") || path.matches("/dev/tty[0-9]*");
    }

    /** The command with its streams given: what the tests drive. */
    static int run(String[] args, PrintStream out, PrintStream err, boolean terminal) {
        return run(args, out, err, terminal, new SweepCommand(out, err, terminal));
    }

    /** The command with its streams and its sweep subcommand given: the sweep tests give sweeps built in code. */
    static int run(String[] args, PrintStream out, PrintStream err, boolean terminal, SweepCommand sweep) {
        CommandLine cli = new CommandLine(new Simulate(out, err, terminal));
        // added before the handlers and streams are set, so that they apply to it too
        cli.addSubcommand("sweep", sweep);
        cli.addSubcommand("tournament", new TournamentCommand(out, err, terminal));
        cli.setOut(writerOn(out));
        cli.setErr(writerOn(err));
        cli.setParameterExceptionHandler((problem, arguments) -> {
            String name = "simulate" + subcommand(problem.getCommandLine().getCommand());
            err.println(name + ": " + problem.getMessage());
            err.println("Try ./" + name + " --help");
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((thrown, line, parsed) -> {
            String subcommand = subcommand(line.getCommand());
            String work = subcommand.isEmpty() ? "simulation" : subcommand.strip();
            err.println("simulate" + subcommand + ": the " + work + " failed: " + thrown);
            return FAILED;
        });
        return cli.execute(args);
    }

    /** The subcommand a command object is, as its messages name it: " sweep", " tournament", or "". */
    private static String subcommand(Object command) {
        return command instanceof SweepCommand ? " sweep" : command instanceof TournamentCommand ? " tournament" : "";
    }

    @Override
    public Integer call() {
        Either<String, Setup> setup = setup();
        if (setup.isLeft()) {
            err.println("simulate: " + setup.getLeft());
            if (setup.getLeft().startsWith(OutputFile.CANNOT)) {
                return CANNOT_WRITE;
            }
            err.println("Try ./simulate --help");
            return BAD_INPUT;
        }
        Setup ready = setup.get();
        List<Played> played = List.empty();
        for (Variant one : ready.variants) {
            Simulation simulation = Simulation.of(one.rules.rules(), ready.lineup, games, seed)
                    .get(); // never refused: setup() checked these
            ProgressBar bar = new ProgressBar(err, terminal, games, one.rules.name());
            long start = System.nanoTime();
            SimulationResult result = Simulator.run(simulation, ready.threads, bar::show);
            bar.finish();
            played = played.append(new Played(one, result, (System.nanoTime() - start) / 1e9));
        }
        Option<Comparison> comparison = played.size() == 2
                ? Option.some(Comparison.of(played.get(0).result, played.get(1).result)
                        .get()) // never refused: both ran the same lineup and games
                : Option.none();
        out.print(Summary.text(played, comparison, ready.threads));
        Report done = new Report(played, comparison, command(ready));
        Option<String> unwritten = OutputFile.writeAll(ready.outputs, done, out);
        if (unwritten.isDefined()) {
            err.println("simulate: " + unwritten.get());
            return CANNOT_WRITE;
        }
        return DONE;
    }

    /** Everything checked before the first game, so a typo costs no waiting. */
    private Either<String, Setup> setup() {
        if (games < 1) {
            return Either.left("--games must be at least 1, got " + games);
        }
        if (games > Simulation.MAX_GAMES) {
            return Either.left(
                    String.format(Locale.ROOT, "--games must be at most %,d, got %d", Simulation.MAX_GAMES, games));
        }
        int threadCount = threads == null ? Simulator.defaultThreads() : threads;
        if (threadCount < 1) {
            return Either.left("--threads must be at least 1, got " + threadCount);
        }
        if (threadCount > Simulator.MAX_THREADS) {
            return Either.left("--threads must be at most " + Simulator.MAX_THREADS + ", got " + threadCount);
        }
        Either<String, StrategyCatalog> catalog = BotPath.catalog(botPath, maxSamples);
        if (catalog.isLeft()) {
            return Either.left(catalog.getLeft());
        }
        Either<String, List<Strategy>> lineup = lineup(bots, catalog.get());
        if (lineup.isLeft()) {
            return Either.left(lineup.getLeft());
        }
        List<Variant> variants = List.empty();
        List<String> wantedVariants = compare == null ? List.of(variant) : List.of(variant, compare);
        for (int index = 0; index < wantedVariants.size(); index++) {
            String wanted = wantedVariants.get(index);
            String option = index == 0 ? "--variant" : "--compare";
            Either<String, NamedRules> rules = NamedRules.resolve(wanted);
            if (rules.isLeft()) {
                return Either.left(option + ": " + rules.getLeft());
            }
            Either<String, Simulation> fits = Simulation.of(rules.get().rules(), lineup.get(), games, seed);
            if (fits.isLeft()) {
                return Either.left(
                        "--bots: " + fits.getLeft() + " (" + rules.get().name() + ")");
            }
            variants = variants.append(
                    new Variant(rules.get(), VariantAnalysis.analyse(rules.get().rules())));
        }
        List<OutputFile<Report>> outputs = List.empty();
        if (report != null) {
            outputs = outputs.append(new OutputFile<>("--report", report, ReportPage::html));
        }
        if (json != null) {
            outputs = outputs.append(
                    new OutputFile<>("--json", json, done -> ResultFiles.json(done.played(), done.comparison())));
        }
        if (csv != null) {
            outputs = outputs.append(
                    new OutputFile<>("--csv", csv, done -> ResultFiles.csv(done.played(), done.comparison())));
        }
        Option<String> unwritable = OutputFile.refusal(
                outputs,
                OutputFile.variantInput("--variant", variant)
                        .appendAll(OutputFile.variantInput("--compare", compare))
                        .appendAll(OutputFile.botPathInputs("--bot-path", botPath)));
        if (unwritable.isDefined()) {
            return Either.left(unwritable.get());
        }
        return Either.right(new Setup(lineup.get(), variants, threadCount, outputs));
    }

    /** A lineup such as {@code threshold:8,risk,random:0.3}: one strategy per seat. */
    static Either<String, List<Strategy>> lineup(String text) {
        return lineup(text, StrategyCatalog.builtIn());
    }

    /** A lineup of the bots a catalog reads: one strategy per seat. */
    static Either<String, List<Strategy>> lineup(String text, StrategyCatalog catalog) {
        Option<String> empty = emptyBot(text, "threshold:8,risk,random:0.3");
        if (empty.isDefined()) {
            return Either.left(empty.get());
        }
        List<Strategy> lineup = List.empty();
        String[] items = text.split(",", -1);
        for (int index = 0; index < items.length; index++) {
            String item = items[index].strip();
            Either<String, Strategy> parsed = catalog.parse(item);
            if (parsed.isLeft()) {
                return Either.left("--bots: bot " + (index + 1) + ": " + parsed.getLeft());
            }
            lineup = lineup.append(parsed.get());
        }
        return Either.right(lineup);
    }

    /**
     * What is wrong with a {@code --bots} list that has an empty place: none given at all, or an
     * empty one between commas; the example shows the form.
     */
    static Option<String> emptyBot(String text, String example) {
        if (text.isBlank()) {
            return Option.some("--bots names no bot; give the bots separated by commas, e.g. " + example);
        }
        String[] items = text.split(",", -1);
        for (int index = 0; index < items.length; index++) {
            if (items[index].isBlank()) {
                return Option.some(
                        "--bots: bot " + (index + 1) + " is empty; separate bots with single commas, e.g. " + example);
            }
        }
        return Option.none();
    }

    /** A variant to simulate, with its exact analysis. */
    record Variant(NamedRules rules, VariantAnalysis analysis) {}

    /** A variant and its result. */
    record Played(Variant variant, SimulationResult result, double seconds) {
        String name() {
            return variant.rules().name();
        }
    }

    private record Setup(
            List<Strategy> lineup, List<Variant> variants, int threads, List<OutputFile<Report>> outputs) {}

    /** What the files are made of: the results, and the command that reproduces them. */
    record Report(List<Played> played, Option<Comparison> comparison, String command) {}

    /** The command line that gives the same figures (without the output files and threads). */
    private String command(Setup ready) {
        return "./simulate --variant " + variant + (botPath == null ? "" : " --bot-path " + botPath) + " --bots "
                + ready.lineup.map(Strategy::describe).mkString(",") + " --games " + games + " --seed " + seed
                + (compare == null ? "" : " --compare " + compare);
    }

    /** A bar on a terminal's error stream; nothing otherwise, so pipes and logs stay clean. */
    static final class ProgressBar {
        private static final int WIDTH = 30;
        private final PrintStream err;
        private final boolean shown;
        private final long total;
        private String label;
        private int widest;
        private int drawn = -1;

        ProgressBar(PrintStream err, boolean terminal, long total, String label) {
            this.err = err;
            this.shown = terminal;
            this.total = total;
            this.label = label;
            this.widest = label.length();
        }

        /** Shows the progress under another label, such as the cell a sweep is playing. */
        void show(String newLabel, long done) {
            if (!newLabel.equals(label)) {
                label = newLabel;
                widest = Math.max(widest, newLabel.length());
                drawn = -1;
            }
            show(done);
        }

        void show(long done) {
            if (!shown) {
                return;
            }
            int permille = (int) (1000 * done / total);
            if (permille == drawn) {
                return;
            }
            drawn = permille;
            int filled = WIDTH * permille / 1000;
            err.print(String.format(
                    Locale.ROOT,
                    "\r%-" + widest + "s [%s%s] %5.1f%%  %,d / %,d games",
                    label,
                    "#".repeat(filled),
                    " ".repeat(WIDTH - filled),
                    permille / 10.0,
                    done,
                    total));
            err.flush();
        }

        void finish() {
            if (shown) {
                err.print("\r" + " ".repeat(widest + WIDTH + 40) + "\r");
                err.flush();
            }
        }
    }

    /** What {@code --version} prints: the version the build wrote, such as "incangold simulate 0.1.0". */
    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"incangold simulate " + Version.current()};
        }
    }
}
