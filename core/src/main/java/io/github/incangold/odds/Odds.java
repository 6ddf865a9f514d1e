package io.github.incangold.odds;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.view.DeckContents;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.SeatView;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Set;
import io.vavr.collection.Traversable;
import io.vavr.collection.TreeSet;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * The odds of the next card, computed from public information only (R21), so from any seat's or a
 * spectator's view: what a player could work out at the table from the cards on the path and the
 * cards removed. Every card still in the deck is equally likely to be the next one.
 *
 * <p>All figures are about the top card of the current round's remaining deck, should it be
 * revealed; with an empty deck the distribution is empty and every figure is zero. Results are
 * exact {@link Fraction fractions}; {@link Fraction#doubleValue()} gives doubles.
 *
 * <pre>{@code
 * PlayerView view = Views.view(state, 0);
 * Fraction bust = Odds.bustChance(view);                       // R14
 * Fraction share = Odds.expectedGems(view).get(0).get();     // R10, if everyone stays
 * Fraction risk = Odds.expectedLossIfStaying(view, 0);       // gems at risk times bust chance
 * }</pre>
 */
public final class Odds {
    private Odds() {}

    /**
     * The distribution of the next card.
     *
     * @param view any view of the game
     * @return each distinct card still in the deck with its probability, in canonical card order
     */
    public static List<CardChance> nextCard(PlayerView view) {
        DeckContents deck = deck(view);
        int size = deck.size();
        return deck.entries().map(entry -> new CardChance(entry.card(), Fraction.of(entry.count(), size)));
    }

    /**
     * The probability that the next card is a hazard (R4).
     *
     * @param view any view of the game
     * @return P(hazard); 15/31 for the first card of a standard game
     */
    public static Fraction hazardChance(PlayerView view) {
        return chance(view, card -> card instanceof Card.Hazard);
    }

    /**
     * The probability that the next card ends the round: a hazard of a type already revealed this
     * round (R14).
     *
     * @param view any view of the game
     * @return P(bust)
     */
    public static Fraction bustChance(PlayerView view) {
        DeckContents deck = deck(view);
        return deck.size() == 0 ? Fraction.ZERO : Fraction.of(bustCards(view), deck.size());
    }

    /**
     * How many of the cards still to draw would end the round if revealed next, under the view's
     * rules and bust trigger (R14, {@link Rulebook#endsRound(Card, Iterable, int)}).
     *
     * <pre>{@code
     * int busting = Odds.bustCards(view);
     * }</pre>
     *
     * @param view any view of the game
     * @return the count
     */
    public static int bustCards(PlayerView view) {
        DeckContents deck = deck(view);
        List<Card> hazardsOnPath = view.path().filter(card -> card instanceof Card.Hazard);
        int trigger = view.rules().bustTrigger();
        int busting = 0;
        for (DeckContents.CardCount entry : deck.entries()) {
            if (Rulebook.endsRound(entry.card(), hazardsOnPath, trigger)) {
                busting += entry.count();
            }
        }
        return busting;
    }

    /**
     * How many cards of a deck would end the round if revealed under the rulebook's bust
     * trigger: hazards of a type already revealed this round (R14, {@link Rulebook#endsRound}).
     * {@link #bustCards(PlayerView)} counts them under any rules.
     *
     * <pre>{@code
     * int busting = Odds.bustCards(view.remainingDeck(), view.hazardsSeen());
     * }</pre>
     *
     * @param deck the cards still to draw
     * @param seen the hazard types revealed this round
     * @return the count
     */
    public static int bustCards(DeckContents deck, Traversable<HazardType> seen) {
        Objects.requireNonNull(deck, "deck");
        Set<HazardType> types = TreeSet.ofAll(Objects.requireNonNull(seen, "seen"));
        int busting = 0;
        for (DeckContents.CardCount entry : deck.entries()) {
            if (Rulebook.endsRound(entry.card(), types)) {
                busting += entry.count();
            }
        }
        return busting;
    }

    /**
     * The sum, over the treasure cards of a deck, of the share each of {@code stayers} seats would
     * receive if that card came next (R10, {@link Rulebook#share}). Divided by the deck's size it
     * is the expected share.
     *
     * @param deck the cards still to draw
     * @param stayers how many seats would share, positive
     * @return the sum of the shares
     * @throws IllegalArgumentException if {@code stayers} is not positive
     */
    public static long treasureShares(DeckContents deck, int stayers) {
        Objects.requireNonNull(deck, "deck");
        if (stayers <= 0) {
            throw new IllegalArgumentException("a share needs at least one seat in the temple, got " + stayers);
        }
        long sum = 0;
        for (DeckContents.CardCount entry : deck.entries()) {
            if (entry.card() instanceof Card.Treasure treasure) {
                sum += (long) Rulebook.share(treasure.value(), stayers) * entry.count();
            }
        }
        return sum;
    }

    /**
     * The expected gems each of {@code stayers} seats receives from the next card: a treasure's
     * value divided among them, rounded down (R10); other cards bring none.
     *
     * @param view any view of the game
     * @param stayers how many seats would be in the temple when the card is revealed, positive
     * @return the expected share of one of them
     * @throws IllegalArgumentException if {@code stayers} is not positive
     */
    public static Fraction expectedShare(PlayerView view, int stayers) {
        DeckContents deck = deck(view);
        long shares = treasureShares(deck, stayers);
        return deck.size() == 0 ? Fraction.ZERO : Fraction.of(shares, deck.size());
    }

    /**
     * The expected gems each seat receives from the next card if every seat now in the temple
     * stays (R10); seats out of the temple receive none.
     *
     * @param view any view of the game
     * @return a fraction per seat, by seat number
     */
    public static Map<Integer, Fraction> expectedGems(PlayerView view) {
        int inTemple = view.seats().count(SeatView::inTemple);
        Fraction share = inTemple == 0 ? Fraction.ZERO : expectedShare(view, inTemple);
        Map<Integer, Fraction> gems = LinkedHashMap.empty();
        for (SeatView seat : view.seats()) {
            gems = gems.put(seat.seat(), seat.inTemple() ? share : Fraction.ZERO);
        }
        return gems;
    }

    /**
     * What a seat expects to lose if it stays for the next card: the gems at risk that a bust
     * would take under the rules' bust penalty ({@link Rulebook#keptOnBust}), times the chance
     * of a bust (R14). A seat out of the temple risks nothing.
     *
     * @param view any view of the game
     * @param seat the seat
     * @return the expected loss in gems
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public static Fraction expectedLossIfStaying(PlayerView view, int seat) {
        SeatView seen = view.seats().get(seat);
        if (!seen.inTemple()) {
            return Fraction.ZERO;
        }
        int atRisk = seen.gemsAtRisk();
        return bustChance(view).times(atRisk - Rulebook.keptOnBust(view.rules().bustPenalty(), atRisk));
    }

    private static DeckContents deck(PlayerView view) {
        return Objects.requireNonNull(view, "view").remainingDeck();
    }

    private static Fraction chance(PlayerView view, Predicate<Card> event) {
        DeckContents deck = deck(view);
        if (deck.size() == 0) {
            return Fraction.ZERO;
        }
        long favourable = 0;
        for (DeckContents.CardCount entry : deck.entries()) {
            if (event.test(entry.card())) {
                favourable += entry.count();
            }
        }
        return Fraction.of(favourable, deck.size());
    }

    /**
     * A possible next card and its probability.
     *
     * @param card the card
     * @param probability the chance that it is the next card
     */
    public record CardChance(Card card, Fraction probability) {
        /**
         * Creates the value.
         *
         * @param card the card
         * @param probability the chance that it is the next card
         * @throws NullPointerException if an argument is null
         */
        public CardChance {
            Objects.requireNonNull(card, "card");
            Objects.requireNonNull(probability, "probability");
        }
    }
}
