/**
 * The contract of a computer player. A {@link io.github.incangold.strategy.Strategy} decides
 * torch or camp for one seat from what that seat may know (R21): a {@link
 * io.github.incangold.strategy.Situation}, which is a {@link io.github.incangold.view.PlayerView}
 * or the handful of public figures most strategies need. It never sees the deck's order, the
 * random state, other seats' pending choices or other seats' tents, so a bot cannot cheat by
 * construction.
 *
 * <p>Strategies are pure functions: the same situation and seed give the same choice. A strategy
 * that needs chance draws it from the seed it is given; a host derives one seed per decision with
 * {@link io.github.incangold.strategy.Seeds}, so bot games replay exactly.
 *
 * <pre>{@code
 * Strategy cautious = new Strategy() {
 *     public Choice choose(Situation situation, long seed) {
 *         return situation.bustChance() > 0.2 ? Choice.CAMP : Choice.TORCH;
 *     }
 *
 *     public String describe() {
 *         return "cautious";
 *     }
 * };
 * long seed = Seeds.derive(Seeds.derive(gameSeed, seat), decision);
 * Choice choice = cautious.choose(Views.view(state, seat), seed);
 * }</pre>
 *
 * <p>What the table saw of the game is public too (R9, R21): a host keeps a {@link
 * io.github.incangold.strategy.PublicLog}, fed every step, and gives its bots {@code
 * Situation.of(view, log)}, whose {@code seenChoices()} and {@code countedScore(seat)} answer from
 * it, for bots that model the other players.
 *
 * <p>Ready-made bots (random, threshold, a threshold that moves with the standings, a hazard
 * counter, a habit timer, risk-aware, artifact hunter, a Monte Carlo tree search and a search
 * that plays to win) are in the artifact {@code
 * io.github.incangold:incangold-strategies}, module {@code io.github.incangold.strategies}: for
 * instance {@code Strategies.parse("threshold:8")}.
 */
package io.github.incangold.strategy;
