/**
 * Player views (R21): {@link io.github.incangold.view.Views} copies out of a state exactly what a
 * seat, or a spectator, may know, as an immutable {@link io.github.incangold.view.PlayerView} that
 * holds no reference to the state. The remaining deck appears only as its
 * {@link io.github.incangold.view.PlayerView.DeckContents contents}; the random state never appears; other
 * seats' pending choices appear only as "has chosen"; other tents are hidden unless the rules
 * have open tents or the game is over.
 *
 * <pre>{@code
 * PlayerView view = Views.view(state, seat);
 * if (view.legalActions().nonEmpty()) {
 *     // offer view.legalActions() to the player
 * }
 * }</pre>
 */
package io.github.incangold.view;
