/**
 * The Incan Gold referee: rules, immutable game state, pure transitions, player views, odds,
 * game records, and the contract a bot implements ({@code io.github.incangold.strategy}; the
 * ready-made bots are in the module {@code io.github.incangold.strategies}).
 *
 * <pre>{@code
 * GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L)
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()))   // a Left says why
 *         .state();
 * }</pre>
 */
@SuppressWarnings("requires-automatic") // Immutables publishes no module descriptor.
module io.github.incangold.core {
    requires transitive io.vavr;
    // Compile time only, and not transitive: consumers compile and run without the annotations
    // (the generated classes carry none; the markers left on Rules need not be resolved).
    requires static org.immutables.value.annotations;

    exports io.github.incangold.model;
    exports io.github.incangold.rules;
    exports io.github.incangold.engine;
    exports io.github.incangold.view;
    exports io.github.incangold.odds;
    exports io.github.incangold.record;
    exports io.github.incangold.strategy;
    // The generator, for the searches of the ready-made bots, and the check of a name people read,
    // for house-rule files; not an API of their own.
    exports io.github.incangold.internal to
            io.github.incangold.strategies,
            io.github.incangold.variants;
}
