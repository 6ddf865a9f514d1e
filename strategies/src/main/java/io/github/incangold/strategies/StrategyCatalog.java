package io.github.incangold.strategies;

import io.github.incangold.internal.Names;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * Every bot a program can name: the built-in ones ({@link Strategies#provider()}) and those of
 * the {@link StrategyProvider}s it was given or found, read by one lookup, with an optional budget
 * of samples per decision for the built-in searching bots.
 *
 * <pre>{@code
 * Either<String, StrategyCatalog> catalog = StrategyCatalog.load(Thread.currentThread().getContextClassLoader());
 * Either<String, Strategy> bot = catalog.flatMap(bots -> bots.withMaxSamples(2_000).parse("win:5000"));
 * String why = bot.fold(problem -> problem, Strategy::describe);  // the samples are over the budget
 * }</pre>
 */
public final class StrategyCatalog {
    private static final StrategyCatalog BUILT_IN =
            new StrategyCatalog(List.of(Strategies.provider()), Strategies.MAX_SAMPLES);

    private final List<StrategyProvider> providers;
    private final int maxSamples;

    private StrategyCatalog(List<StrategyProvider> providers, int maxSamples) {
        this.providers = providers;
        this.maxSamples = maxSamples;
    }

    /**
     * The built-in bots only: what {@link Strategies#parse(String)} reads.
     *
     * @return the catalog
     */
    public static StrategyCatalog builtIn() {
        return BUILT_IN;
    }

    /**
     * The built-in bots and those of the given providers.
     *
     * @param providers the providers, in the order their names are listed
     * @return the catalog, or which name two providers both claim or is not a name
     */
    public static Either<String, StrategyCatalog> of(List<StrategyProvider> providers) {
        Objects.requireNonNull(providers, "providers");
        List<StrategyProvider> all = List.of(Strategies.provider());
        for (StrategyProvider provider : providers) {
            Objects.requireNonNull(provider, "provider");
            List<String> names;
            try {
                names = provider.names();
            } catch (RuntimeException failed) {
                return Either.left(
                        "the bot provider " + provider.getClass().getName() + " failed to name its bots: " + failed);
            }
            if (names == null || names.isEmpty()) {
                return Either.left("the bot provider " + provider.getClass().getName() + " names no bot");
            }
            for (String name : names) {
                if (name == null || !name.matches("[a-z0-9][a-z0-9._-]{0,31}")) {
                    return Either.left("the bot provider " + provider.getClass().getName() + " names a bot '"
                            + (name == null ? "null" : Names.printable(name))
                            + "': a bot's name is 1 to 32 lower-case letters, digits, '.', '_' or '-'");
                }
                Either<String, StrategyProvider> taken = owner(all, name);
                if (taken.isRight()) {
                    return Either.left("the bot name '" + name + "' of "
                            + provider.getClass().getName() + " is taken by " + describe(taken.get()));
                }
            }
            all = all.append(provider);
        }
        return Either.right(new StrategyCatalog(all, Strategies.MAX_SAMPLES));
    }

    /**
     * The built-in bots and those of every {@link StrategyProvider} a class loader finds with
     * {@link ServiceLoader}: to load a bot author's jar, a {@code URLClassLoader} over it.
     *
     * <pre>{@code
     * import java.net.URL;
     * import java.net.URLClassLoader;
     *
     * ClassLoader jar = new URLClassLoader(new URL[] {Path.of("my-bots.jar").toUri().toURL()});
     * StrategyCatalog bots = StrategyCatalog.load(jar).getOrElseThrow(problem -> new IllegalArgumentException(problem));
     * }</pre>
     *
     * @param loader where to look for providers
     * @return the catalog, or why a provider could not be loaded or named its bots
     */
    public static Either<String, StrategyCatalog> load(ClassLoader loader) {
        Objects.requireNonNull(loader, "loader");
        List<StrategyProvider> found = List.empty();
        try {
            for (StrategyProvider provider : ServiceLoader.load(StrategyProvider.class, loader)) {
                found = found.append(provider);
            }
        } catch (ServiceConfigurationError broken) {
            return Either.left("a bot provider could not be loaded: " + broken.getMessage());
        }
        return of(found);
    }

    /**
     * The built-in bots and those of the providers in the jars and class folders of a bot path, as
     * a command line takes it: entries separated by {@link File#pathSeparator} (':', or ';' on
     * Windows), each naming its providers in {@code
     * META-INF/services/io.github.incangold.strategies.StrategyProvider}. The class loader stays
     * open for the life of the program: the bots are loaded from it as they play.
     *
     * <pre>{@code
     * String why = StrategyCatalog.loadPath("no-such.jar").getLeft();   // 'no-such.jar' does not exist
     * }</pre>
     *
     * @param botPath the bot path
     * @return the catalog, or what is wrong: an entry that does not exist or is neither a jar nor a
     *     folder, a path that holds no provider, a provider that fails or names a taken name
     */
    public static Either<String, StrategyCatalog> loadPath(String botPath) {
        Objects.requireNonNull(botPath, "botPath");
        if (botPath.isBlank()) {
            return Either.left("names no jar or folder");
        }
        List<URL> urls = List.empty();
        for (String entry : botPath.split(File.pathSeparator, -1)) {
            String shown = "'" + Names.printable(entry) + "'"; // a path as typed may hold a control character
            Path path;
            try {
                path = Path.of(entry.strip());
            } catch (InvalidPathException bad) {
                return Either.left(shown + " is not a path: " + bad.getReason());
            }
            if (entry.isBlank() || !Files.exists(path)) {
                return Either.left(shown + " does not exist");
            }
            if (!Files.isDirectory(path) && !path.getFileName().toString().endsWith(".jar")) {
                return Either.left(shown + " is neither a jar nor a folder of classes");
            }
            if (!Files.isDirectory(path)) {
                // a jar the class loader cannot open would only show as a jar with no provider
                try (java.util.zip.ZipFile jar = new java.util.zip.ZipFile(path.toFile())) {
                    jar.size();
                } catch (java.util.zip.ZipException notAZip) {
                    return Either.left(shown + " is not a jar: it does not read as a zip archive");
                } catch (java.io.IOException unreadable) {
                    return Either.left(shown + " cannot be read: " + unreadable.getMessage());
                }
            }
            try {
                urls = urls.append(path.toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException bad) {
                return Either.left(shown + " is not a path: " + bad.getMessage());
            }
        }
        @SuppressWarnings("resource") // kept open: the bots are loaded from it as they play
        ClassLoader loader = new URLClassLoader(urls.toJavaArray(URL[]::new), StrategyCatalog.class.getClassLoader());
        Either<String, StrategyCatalog> catalog = load(loader);
        if (catalog.isRight() && catalog.get().providers.size() == 1) {
            return Either.left("found no bot provider in " + Names.printable(botPath)
                    + " (no META-INF/services/io.github.incangold.strategies.StrategyProvider)");
        }
        return catalog;
    }

    /**
     * This catalog with a budget for the built-in searching bots: {@code mcts:N} and {@code win:N}
     * are refused above {@code samples} samples a decision. Seeded games must replay, so the budget
     * counts samples, not time. A provider's bots answer for their own cost.
     *
     * @param samples the most iterations or samples a decision, from 1 (the default is no budget
     *     below the bots' own maximum)
     * @return the catalog with that budget
     * @throws IllegalArgumentException if {@code samples} is not positive
     */
    public StrategyCatalog withMaxSamples(int samples) {
        if (samples < 1) {
            throw new IllegalArgumentException("a budget must allow at least 1 sample a decision, got " + samples);
        }
        return new StrategyCatalog(providers, samples);
    }

    /**
     * The names the catalog reads, the built-in ones first.
     *
     * @return the names, for instance {@code random, threshold, catchup, hazards, habits, risk, artifacts, mcts, win, cautious}
     */
    public List<String> names() {
        return providers.flatMap(StrategyProvider::names);
    }

    /**
     * Reads a bot's description with the provider that owns its name (the part before any colon,
     * in any letter case).
     *
     * <pre>{@code
     * StrategyCatalog.builtIn().parse("my-bot").getLeft();   // 'my-bot' is not a strategy; ...
     * }</pre>
     *
     * @param description the description
     * @return the strategy, or what is wrong: an unknown name lists every name the catalog knows
     */
    public Either<String, Strategy> parse(String description) {
        Objects.requireNonNull(description, "description");
        String text = description.strip();
        int colon = text.indexOf(':');
        String name = (colon < 0 ? text : text.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
        Either<String, StrategyProvider> owner = owner(providers, name);
        if (owner.isLeft() || owner.get() == providers.head()) {
            Either<String, Strategy> builtIn = Strategies.parse(description, maxSamples);
            // a name nobody owns: the built-in forms, then the names the providers add
            return builtIn.isRight() || owner.isRight() || providers.size() == 1
                    ? builtIn
                    : Either.left(builtIn.getLeft() + "; providers add: "
                            + providers.tail().flatMap(StrategyProvider::names).mkString(", "));
        }
        StrategyProvider provider = owner.get();
        Either<String, Strategy> parsed;
        try {
            parsed = provider.parse(description);
        } catch (RuntimeException failed) {
            return Either.left("the bot provider " + describe(provider) + " failed to read '"
                    + Names.printable(description) + "': " + failed);
        }
        if (parsed == null
                || (parsed.isRight() && (parsed.get() == null || parsed.get().describe() == null))) {
            return Either.left("the bot provider " + describe(provider) + " gave no bot for '"
                    + Names.printable(description) + "' (null, or a bot that describes itself as null)");
        }
        return parsed;
    }

    private static Either<String, StrategyProvider> owner(List<StrategyProvider> providers, String name) {
        return providers.find(provider -> provider.names().contains(name)).toEither("no provider");
    }

    private static String describe(StrategyProvider provider) {
        return provider == Strategies.provider()
                ? "a built-in bot"
                : provider.getClass().getName();
    }
}
