package io.github.incangold.examples;

import io.github.incangold.strategies.StrategyCatalog;
import io.vavr.control.Either;

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
                : StrategyCatalog.loadPath(botPath).mapLeft(problem -> "--bot-path: " + problem);
        return maxSamples == null ? catalog : catalog.map(bots -> bots.withMaxSamples(maxSamples));
    }
}
