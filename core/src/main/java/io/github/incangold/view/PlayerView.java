package io.github.incangold.view;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Comparator;
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

    /**
     * One seat as a viewer sees it (R21). Public: its name, whether it is in the temple, whether it
     * has chosen, its gems at risk and its artifacts. Its pending choice is shown only to the seat
     * itself, and its tent (and so its score) only to itself, or to everyone when the rules have open
     * tents or the game is over (the rulebook opens the tents after the last round).
     *
     * @param seat the seat number
     * @param name the seat's name
     * @param inTemple whether the seat is still in the temple this round
     * @param hasChosen whether its choice for the current card is in (not what it is)
     * @param pendingChoice its choice not yet revealed: only in the seat's own view
     * @param gemsAtRisk the gems beside its tent, lost on a bust (R10, R14)
     * @param tentGems its tent gems, when the viewer may see them
     * @param artifacts the artifacts it brought back to camp, in claim order (R12, R13)
     * @param score its score (R18), when the viewer may see its tent
     */
    public record SeatView(
            int seat,
            String name,
            boolean inTemple,
            boolean hasChosen,
            Option<Choice> pendingChoice,
            int gemsAtRisk,
            Option<Integer> tentGems,
            List<ClaimedArtifact> artifacts,
            Option<Integer> score) {

        /**
         * Creates the value.
         *
         * @param seat the seat number
         * @param name the seat's name
         * @param inTemple whether the seat is still in the temple this round
         * @param hasChosen whether its choice for the current card is in (not what it is)
         * @param pendingChoice its choice not yet revealed: only in the seat's own view
         * @param gemsAtRisk the gems beside its tent, lost on a bust (R10, R14)
         * @param tentGems its tent gems, when the viewer may see them
         * @param artifacts the artifacts it brought back to camp, in claim order (R12, R13)
         * @param score its score (R18), when the viewer may see its tent
         * @throws NullPointerException if a component is null
         */
        public SeatView {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(pendingChoice, "pendingChoice");
            Objects.requireNonNull(tentGems, "tentGems");
            Objects.requireNonNull(artifacts, "artifacts");
            Objects.requireNonNull(score, "score");
        }
    }

    /**
     * What a deck holds, without its order (R21): how many cards of each kind, in a canonical order
     * (treasures by value, then hazards by type name, then artifacts by number) that says nothing
     * about the order of the draw.
     *
     * <pre>{@code
     * DeckContents deck = Views.view(state, 0).remainingDeck();
     * int fires = deck.count(Card.hazard(HazardType.FIRE));
     * int cards = deck.size();
     * }</pre>
     *
     * @param entries one entry per distinct card, each with a positive count, in canonical order
     */
    public record DeckContents(List<CardCount> entries) {

        /** The canonical order of cards: {@link Card#CANONICAL_ORDER}. */
        public static final Comparator<Card> CANONICAL_ORDER = Card.CANONICAL_ORDER;

        /**
         * Creates the value.
         *
         * @param entries one entry per distinct card, each with a positive count, in canonical order
         * @throws NullPointerException if the entries are null
         * @throws IllegalArgumentException if a card is listed twice, a count is not positive, the
         * entries are not in canonical order or they hold more than {@value Rules#MAX_CARDS} cards,
         * the most a deck can have (so that {@link #size()} is their number)
         */
        public DeckContents {
            Objects.requireNonNull(entries, "entries");
            long cards = 0;
            for (CardCount entry : entries) {
                cards += entry.count();
            }
            if (cards > Rules.MAX_CARDS) {
                throw new IllegalArgumentException("deck contents of " + cards + " cards are more than the "
                        + Rules.MAX_CARDS + " a deck can have");
            }
            for (int index = 1; index < entries.size(); index++) {
                if (CANONICAL_ORDER.compare(
                                entries.get(index - 1).card(),
                                entries.get(index).card())
                        >= 0) {
                    throw new IllegalArgumentException(
                            "deck contents must list each card once, in canonical order; entry " + index + " ("
                                    + entries.get(index).card() + ") is out of order");
                }
            }
        }

        /**
         * Counts cards, forgetting their order.
         *
         * @param cards the cards, in any order
         * @return their contents
         */
        public static DeckContents of(Seq<? extends Card> cards) {
            Objects.requireNonNull(cards, "cards");
            Card[] sorted = List.<Card>ofAll(cards).toJavaArray(Card[]::new);
            Arrays.sort(sorted, CANONICAL_ORDER);
            List<CardCount> entries = List.empty();
            int end = sorted.length;
            // Runs of equal cards, counted from the end so that each entry is prepended once.
            while (end > 0) {
                int start = end - 1;
                while (start > 0 && sorted[start - 1].equals(sorted[end - 1])) {
                    start--;
                }
                entries = entries.prepend(new CardCount(sorted[end - 1], end - start));
                end = start;
            }
            return new DeckContents(entries);
        }

        /**
         * The number of cards.
         *
         * @return the sum of the counts
         */
        public int size() {
            return entries.map(CardCount::count).sum().intValue();
        }

        /**
         * How many copies of a card the deck holds.
         *
         * @param card the card
         * @return its count, 0 if absent
         */
        public int count(Card card) {
            return entries.find(entry -> entry.card().equals(card))
                    .map(CardCount::count)
                    .getOrElse(0);
        }

        /**
         * A card and how many copies of it.
         *
         * @param card the card
         * @param count how many, positive
         */
        public record CardCount(Card card, int count) {
            /**
             * Creates the value.
             *
             * @param card the card
             * @param count how many, positive
             * @throws NullPointerException if the card is null
             * @throws IllegalArgumentException if the count is not positive
             */
            public CardCount {
                Objects.requireNonNull(card, "card");
                if (count <= 0) {
                    throw new IllegalArgumentException("a card's count must be positive, got " + count);
                }
            }
        }
    }
}
