package io.github.incangold.examples;

import io.github.incangold.strategies.StrategyCatalog;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The bots a command reads: the built-in ones, those of the {@code StrategyProvider}s in the jars
 * or class folders of {@code --bot-path}, and the budget of {@code --max-samples}.
 */
final class BotPath {
    static final String BOT_PATH_HELP = "jars or class folders with bots of your own, separated by ':' (';' on"
            + " Windows): each names its StrategyProvider in"
            + " META-INF/services/io.github.incangold.strategies.StrategyProvider (see docs/simulation.md)";
    static final String MAX_SAMPLES_HELP =
            "the most samples a decision of mcts:N or win:N may take; bots asking more are refused";

    private BotPath() {}

    /**
     * The catalog of the options.
     *
     * @param botPath the {@code --bot-path} value, or null
     * @param maxSamples the {@code --max-samples} value, or null
     * @return the catalog, or what is wrong
     */
    static Either<String, StrategyCatalog> catalog(String botPath, Integer maxSamples) {
        if (maxSamples != null && maxSamples < 1) {
            return Either.left("--max-samples must be at least 1, got " + maxSamples);
        }
        Either<String, StrategyCatalog> catalog = botPath == null
                ? Either.right(StrategyCatalog.builtIn())
                : load(botPath).mapLeft(problem -> "--bot-path: " + problem);
        return maxSamples == null ? catalog : catalog.map(bots -> bots.withMaxSamples(maxSamples));
    }

    private static Either<String, StrategyCatalog> load(String botPath) {
        if (botPath.isBlank()) {
            return Either.left("names no jar or folder");
        }
        List<URL> urls = List.empty();
        for (String entry : botPath.split(File.pathSeparator, -1)) {
            Path path;
            try {
                path = Path.of(entry.strip());
            } catch (InvalidPathException bad) {
                return Either.left("'" + entry + "' is not a path: " + bad.getReason());
            }
            if (entry.isBlank() || !Files.exists(path)) {
                return Either.left("'" + entry + "' does not exist");
            }
            if (!Files.isDirectory(path) && !path.getFileName().toString().endsWith(".jar")) {
                return Either.left("'" + entry + "' is neither a jar nor a folder of classes");
            }
            try {
                urls = urls.append(path.toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException bad) {
                return Either.left("'" + entry + "' is not a path: " + bad.getMessage());
            }
        }
        // kept open for the life of the command: its bots are loaded from it as they play
        @SuppressWarnings("resource")
        ClassLoader loader = new URLClassLoader(urls.toJavaArray(URL[]::new), BotPath.class.getClassLoader());
        Either<String, StrategyCatalog> catalog = StrategyCatalog.load(loader);
        if (catalog.isRight()
                && catalog.get().names().size()
                        == StrategyCatalog.builtIn().names().size()) {
            return Either.left("found no bot provider in " + botPath
                    + " (no META-INF/services/io.github.incangold.strategies.StrategyProvider)");
        }
        return catalog;
    }
}
