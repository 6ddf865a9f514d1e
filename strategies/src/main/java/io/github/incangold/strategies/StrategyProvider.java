package io.github.incangold.strategies;

import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * A source of bots by name, found with {@link java.util.ServiceLoader}: a bot author's jar names
 * its provider in {@code META-INF/services/io.github.incangold.strategies.StrategyProvider} (or
 * {@code provides io.github.incangold.strategies.StrategyProvider with ...} in its module-info),
 * and {@link StrategyCatalog#load(ClassLoader)} offers its bots beside the built-in ones, which
 * come through a provider too ({@link Strategies#provider()}). {@code ./simulate tournament
 * --bot-path JAR} loads the providers of a jar.
 *
 * <pre>{@code
 * import io.github.incangold.strategies.Strategies;
 * import io.github.incangold.strategies.StrategyProvider;
 * import io.github.incangold.strategy.Strategy;
 * import io.vavr.collection.List;
 * import io.vavr.control.Either;
 *
 * public final class MyBots implements StrategyProvider {
 *     public List<String> names() {
 *         return List.of("cautious");
 *     }
 *
 *     public Either<String, Strategy> parse(String description) {
 *         return description.strip().equalsIgnoreCase("cautious")
 *                 ? Either.right(Strategies.threshold(4))
 *                 : Either.left("'" + description + "': cautious takes no parameter");
 *     }
 * }
 * }</pre>
 *
 * <p>A provider found by {@link java.util.ServiceLoader} needs a public class with a public
 * constructor of no arguments. The strategies it returns are shared by the simulator's threads,
 * so they must be safe to call from several threads at once (see {@link Strategy}).
 */
public interface StrategyProvider {

    /**
     * The names this provider reads: the part of a description before any colon, in lower case,
     * each without commas, colons or spaces.
     *
     * @return the names, at least one
     */
    List<String> names();

    /**
     * Reads a description whose name (before any colon, in any letter case) is one of {@link
     * #names()}.
     *
     * @param description the description, for instance {@code cautious} or {@code cautious:3}
     * @return the strategy, or what is wrong with the description
     */
    Either<String, Strategy> parse(String description);
}
