package io.github.incangold.view;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What one seat, or a spectator, may know of a game (R21): the public information plus the
 * seat's own secrets. A view is a plain immutable value copied out of a state by {@link Views}; it
 * holds no reference to the state, so nothing reachable from it (or from its serialized form)
 * leads to the deck's order, the random state, another seat's pending choice or another seat's
 * tent.
 *
 * <pre>{@code
 * PlayerView mine = Views.view(state, 1);
 * mine.remainingDeck().size();   // how many cards are left, never their order
 * mine.legalActions();           // Choose(1, TORCH) and Choose(1, CAMP) while seat 1 is awaited
 * }</pre>
 *
 * @param rules the rules of the game (public)
 * @param viewer the seat this view is for; none for a spectator
 * @param phase the phase, which tells the transition due
 * @param round the current round, from 1
 * @param startSeat the round's start player (R7)
 * @param path the cards revealed this round, in order
 * @param pathGems the gems lying on the path
 * @param pathGemsByCard with card-by-card leftovers (R11), the gems lying on each revealed card,
 *     in path order (trailing cards without gems may be left out); empty under the other rules
 * @param artifactsOnPath the artifacts on the path that nobody has taken
 * @param hazardsSeen the hazard types revealed this round, by name
 * @param remainingDeck the contents of the cards still to draw this round, never their order
 * @param removedCards the cards removed from the game (R14, R16), in removal order
 * @param seats every seat as the viewer sees it, by seat number
 * @param awaitedSeats the seats whose choice is awaited (public: who has not chosen yet)
 * @param legalActions what the viewer may do now: its two choices while it is awaited,
 *     otherwise nothing
 * @param outcome the final result, once the game is over
 */
public record PlayerView(
        Rules rules,
        Option<Integer> viewer,
        Phase phase,
        int round,
        int startSeat,
        List<Card> path,
        int pathGems,
        List<Integer> pathGemsByCard,
        List<Card.Artifact> artifactsOnPath,
        List<HazardType> hazardsSeen,
        DeckContents remainingDeck,
        List<Card> removedCards,
        List<SeatView> seats,
        List<Integer> awaitedSeats,
        List<Action> legalActions,
        Option<Outcome> outcome) {

    /**
     * Creates the value.
     *
     * @param rules the rules of the game (public)
     * @param viewer the seat this view is for; none for a spectator
     * @param phase the phase, which tells the transition due
     * @param round the current round, from 1
     * @param startSeat the round's start player (R7)
     * @param path the cards revealed this round, in order
     * @param pathGems the gems lying on the path
     * @param pathGemsByCard with card-by-card leftovers, the gems on each revealed card
     * @param artifactsOnPath the artifacts on the path that nobody has taken
     * @param hazardsSeen the hazard types revealed this round, by name
     * @param remainingDeck the contents of the cards still to draw this round, never their order
     * @param removedCards the cards removed from the game (R14, R16), in removal order
     * @param seats every seat as the viewer sees it, by seat number
     * @param awaitedSeats the seats whose choice is awaited (public: who has not chosen yet)
     * @param legalActions what the viewer may do now: its two choices while it is awaited, otherwise nothing
     * @param outcome the final result, once the game is over
     * @throws NullPointerException if a component is null
     * @throws IllegalArgumentException if the viewer is not one of the seats
     */
    public PlayerView {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(viewer, "viewer");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(pathGemsByCard, "pathGemsByCard");
        Objects.requireNonNull(artifactsOnPath, "artifactsOnPath");
        Objects.requireNonNull(hazardsSeen, "hazardsSeen");
        Objects.requireNonNull(remainingDeck, "remainingDeck");
        Objects.requireNonNull(removedCards, "removedCards");
        Objects.requireNonNull(seats, "seats");
        Objects.requireNonNull(awaitedSeats, "awaitedSeats");
        Objects.requireNonNull(legalActions, "legalActions");
        Objects.requireNonNull(outcome, "outcome");
        if (viewer.exists(seat -> seat == null || seat < 0 || seat >= seats.size())) {
            throw new IllegalArgumentException(
                    "the viewer, seat " + viewer.get() + ", is not one of the " + seats.size() + " seats");
        }
    }

    /**
     * Tells whether the game waits for the host rather than for a player: no choice is awaited
     * and the game is not over, so the host calls {@code Game.advance}.
     *
     * @return true when the host's move is due
     */
    public boolean awaitsHost() {
        return awaitedSeats.isEmpty() && phase != Phase.GAME_OVER;
    }

    /**
     * Tells whether this view is a spectator's.
     *
     * @return true when the view belongs to no seat
     */
    public boolean isSpectator() {
        return viewer.isEmpty();
    }

    /**
     * The viewer's own seat.
     *
     * @return the viewer's seat view, or none for a spectator
     */
    public Option<SeatView> mySeat() {
        return viewer.map(seats::get);
    }
}
