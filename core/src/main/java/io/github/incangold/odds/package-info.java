/**
 * Odds of the next card from public information only (R21), exact as {@link
 * io.github.incangold.odds.Odds.Fraction fractions}: {@link io.github.incangold.odds.Odds} takes any
 * {@link io.github.incangold.view.PlayerView view}, so a frontend can show a player the odds
 * without touching the hidden deck.
 *
 * <pre>{@code
 * Fraction bust = Odds.bustChance(Views.view(state, seat));
 * }</pre>
 */
package io.github.incangold.odds;
