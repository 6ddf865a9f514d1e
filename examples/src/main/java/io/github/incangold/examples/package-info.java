/**
 * Runnable examples. {@link io.github.incangold.examples.Demo} is the demo behind {@code ./play}:
 * a terminal game against bots, or bots against bots when there is no terminal. The other
 * classes are small complete programs to copy from:
 *
 * <ul>
 *   <li>{@link io.github.incangold.examples.FirstGame}: start a game and feed choices;
 *   <li>{@link io.github.incangold.examples.ServerLoop}: a server holding one state per table,
 *       sending each player its view and the events;
 *   <li>{@link io.github.incangold.examples.CompanionApp}: enter the cards of a physical deck;
 *   <li>{@link io.github.incangold.examples.HouseRules}: load a house-rule file;
 *   <li>{@link io.github.incangold.examples.CompareVariants}: simulate many games of Incan Gold
 *       and Diamant with bots;
 *   <li>{@link io.github.incangold.examples.BotTournament}: rate a bot of your own against the
 *       built-in bots in a tournament.
 * </ul>
 *
 * <p>Bots ({@link io.github.incangold.strategy.Strategy}) decide from a {@link
 * io.github.incangold.view.PlayerView} only, so they never see what a player may not know.
 */
package io.github.incangold.examples;
