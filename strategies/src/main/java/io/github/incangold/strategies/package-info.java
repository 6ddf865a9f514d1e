/**
 * Ready-made computer players. {@link io.github.incangold.strategies.Strategies} makes them and
 * reads their descriptions: random, threshold, a threshold that moves with the standings
 * ({@code catchup:N}), a hazard counter ({@code hazards:N}), a habit timer ({@code habits:N}),
 * risk-aware, artifact hunter, a Monte Carlo tree search ({@code mcts:N}) and a search that
 * plays to win the game ({@code win:N}). Each is an {@link
 * io.github.incangold.strategy.Strategy} of the core, so it decides for one seat from that seat's
 * {@link io.github.incangold.strategy.Situation} only (R21), and is pure: the same situation and
 * seed give the same choice.
 *
 * <pre>{@code
 * Strategy bot = Strategies.parse("threshold:8")
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));   // a Left says what is wrong
 * long seed = Seeds.derive(Seeds.derive(gameSeed, seat), decision);
 * Choice choice = bot.choose(Views.view(state, seat), seed);
 * }</pre>
 *
 * <p>Every seat still in the temple holds the same gems at risk (R10), so bots that decide from
 * the same figures with the same parameters always leave together; interesting studies mix
 * strategies.
 */
package io.github.incangold.strategies;
