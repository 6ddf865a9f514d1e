/**
 * Computer players. A {@link io.github.incangold.strategy.Strategy} decides torch or camp for one
 * seat from what that seat may know (R21): a {@link io.github.incangold.strategy.Situation}, which
 * is a {@link io.github.incangold.view.PlayerView} or the handful of public figures the built-in
 * strategies need. It never sees the deck's order, the random state, other seats' pending choices
 * or other seats' tents, so a bot cannot cheat by construction.
 *
 * <p>Strategies are pure functions: the same situation and seed give the same choice. A strategy
 * that needs chance draws it from the seed it is given; a host derives one seed per decision with
 * {@link io.github.incangold.strategy.Seeds}, so bot games replay exactly.
 *
 * <pre>{@code
 * Strategy bot = Strategies.parse("threshold:8").get();
 * long seed = Seeds.derive(Seeds.derive(gameSeed, seat), decision);
 * Choice choice = bot.choose(Views.view(state, seat), seed);
 * }</pre>
 *
 * <p>Built in ({@link io.github.incangold.strategy.Strategies}): random, threshold, risk-aware,
 * artifact hunter and a Monte Carlo tree search. Every seat still in the temple holds the same
 * gems at risk (R10), so bots that decide from the same figures with the same parameters always
 * leave together; interesting studies mix strategies.
 */
package io.github.incangold.strategy;
