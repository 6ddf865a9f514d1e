/**
 * Ready-made bots for the Incan Gold referee: they implement the core's {@link
 * io.github.incangold.strategy.Strategy} and decide from what a seat may know (R21).
 *
 * <pre>{@code
 * Strategy bot = Strategies.parse("threshold:8")
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));   // a Left says what is wrong
 * Choice choice = bot.choose(Views.view(state, seat), 0L);
 * }</pre>
 */
module io.github.incangold.strategies {
    requires transitive io.github.incangold.core;

    exports io.github.incangold.strategies;

    // bot authors' providers, found by StrategyCatalog.load
    uses io.github.incangold.strategies.StrategyProvider;
}
