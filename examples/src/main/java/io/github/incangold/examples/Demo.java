package io.github.incangold.examples;

import io.github.incangold.engine.Violation;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantAnalysis;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.BufferedReader;
import java.io.Console;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.Charset;
import java.util.Locale;
import java.util.Map;

/**
 * The demo behind {@code ./play}: on a terminal, you against bots; without one (CI, a pipe), bots
 * against bots, narrated round by round.
 *
 * <pre>
 * ./play                         # a game at the terminal, or a narrated bot game
 * ./play --bots --seed 42        # the narrated bot game, the same every time
 * ./play --rules diamant         # suggest another preset (or the path of a variant file)
 * ./play --bot-path my-bots.jar  # your own bots among the opponents to pick at the terminal
 * ./play --version               # the version, such as "incangold play 0.1.0"
 * </pre>
 */
public final class Demo {
    private Demo() {}

    /** The game was played, or the input ended it quietly; also {@code --help} and {@code --version}. */
    static final int DONE = 0;
    /** A bot of the bot path failed or chose nothing, which ended the game at the terminal. */
    static final int BOT_FAILED = 1;
    /** A wrong command line, or rules the game cannot be played under. */
    static final int BAD_INPUT = 2;

    static final String USAGE =
            "usage: ./play [--bots] [--seed N] [--rules PRESET-ID|VARIANT-FILE] [--bot-path PATHS] [--version]";

    /**
     * Runs the demo.
     *
     * @param args {@code --bots} for a bot game even on a terminal, {@code --seed N} for a fixed
     *     deal, {@code --rules ID|FILE} for the rules, {@code --bot-path PATHS} for bots of your
     *     own among the opponents at the terminal
     */
    public static void main(String[] args) {
        boolean terminal = onTerminal();
        Style style = Style.detect(terminal, System.getenv("TERM"), System.getenv("NO_COLOR"));
        int status = run(args, terminal, System.in, System.out, System.err, style, System.nanoTime());
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * The demo with its streams and defaults given: what the tests drive. The game and the answers
     * to {@code --help} and {@code --version} go to {@code out}; what stops the program goes to
     * {@code err}.
     *
     * @return {@link #DONE}, {@link #BOT_FAILED} or {@link #BAD_INPUT}
     */
    static int run(
            String[] args,
            boolean terminal,
            InputStream in,
            PrintStream out,
            PrintStream err,
            Style style,
            long randomSeed) {
        Either<String, Options> parsed = Options.parse(List.of(args), randomSeed);
        if (parsed.isLeft()) {
            err.println(parsed.getLeft());
            err.println(USAGE);
            return BAD_INPUT;
        }
        Options options = parsed.get();
        if (options.help) {
            out.println(USAGE);
            return DONE;
        }
        if (options.version) {
            out.println("incangold play " + Version.current());
            return DONE;
        }
        Either<String, StrategyCatalog> catalog = BotPath.catalog(options.botPath, null);
        if (catalog.isLeft()) {
            err.println(catalog.getLeft());
            err.println(USAGE);
            return BAD_INPUT;
        }
        if (terminal && !options.botsOnly) {
            Charset charset = terminalCharset();
            boolean botsHeld = new TerminalGame(
                            new BufferedReader(new InputStreamReader(in, charset)), out, err, style, catalog.get())
                    .run(options.rules, options.seed);
            return botsHeld ? DONE : BOT_FAILED;
        }
        Either<String, NamedRules> rules = NamedRules.resolve(options.rules);
        if (rules.isLeft()) {
            err.println(rules.getLeft());
            return BAD_INPUT;
        }
        Either<String, List<Strategy>> bots = BotGame.lineup(rules.get().rules());
        if (bots.isLeft()) {
            err.println("cannot play " + rules.get().name() + ": " + bots.getLeft());
            return BAD_INPUT;
        }
        // what ./simulate warns about too, once the rules are known to be playable here
        out.print(Summary.variantWarnings(VariantAnalysis.analyse(rules.get().rules())));
        Either<Violation, ?> played = BotGame.play(rules.get(), bots.get(), options.seed, out, style);
        if (played.isLeft()) {
            err.println("cannot play " + rules.get().name() + " with "
                    + bots.get().size() + " bots: " + played.getLeft().message());
            return BAD_INPUT;
        }
        return DONE;
    }

    /**
     * A console that is a real terminal. Up to Java 21 {@link System#console()} is null unless
     * both ends are a terminal; later versions may return a console anyway and tell with {@code
     * isTerminal()}.
     */
    @SuppressWarnings("SystemConsoleNull") // null up to JDK 21 without a terminal; isTerminal() tells after
    static boolean onTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException olderJava) {
            return true;
        }
    }

    @SuppressWarnings("SystemConsoleNull") // null up to JDK 21 without a terminal
    private static Charset terminalCharset() {
        Console console = System.console();
        return console != null ? console.charset() : Charset.defaultCharset();
    }

    /** The command line. */
    static final class Options {
        boolean botsOnly;
        boolean help;
        boolean version;
        long seed;
        String rules = "incan-gold";
        /** The {@code --bot-path} value, or null. */
        String botPath;

        static Either<String, Options> parse(List<String> args, long randomSeed) {
            Options options = new Options();
            options.seed = randomSeed;
            Map<String, String> withValue = Map.of(
                    "--seed",
                    "a whole number",
                    "--rules",
                    "a preset id or a file",
                    "--bot-path",
                    "jars or class folders with bots of your own");
            java.util.Set<String> given = new java.util.HashSet<>();
            for (int index = 0; index < args.size(); index++) {
                String arg = args.get(index);
                if (withValue.containsKey(arg) && index + 1 >= args.size()) {
                    return Either.left(arg + " needs " + withValue.get(arg));
                }
                if (withValue.containsKey(arg) && !given.add(arg)) {
                    // as ./simulate refuses it: which of two values was meant is not for the game to guess
                    return Either.left(arg + " is given twice; give it once");
                }
                switch (arg) {
                    case "--bots" -> options.botsOnly = true;
                    case "--help", "-h" -> options.help = true;
                    case "--version", "-V" -> options.version = true;
                    case "--seed" -> {
                        String seed = args.get(++index);
                        try {
                            options.seed = Long.parseLong(seed);
                        } catch (NumberFormatException notANumber) {
                            return Either.left("--seed needs a whole number, got '" + seed + "'");
                        }
                    }
                    case "--rules" -> options.rules = args.get(++index);
                    case "--bot-path" -> options.botPath = args.get(++index);
                    default -> {
                        return Either.left("unknown option '" + arg + "'");
                    }
                }
            }
            return Either.right(options);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "Options[bots=%s, seed=%d, rules=%s]", botsOnly, seed, rules);
        }
    }
}
