package io.github.incangold.view;

import io.github.incangold.model.Card;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;

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
            throw new IllegalArgumentException(
                    "deck contents of " + cards + " cards are more than the " + Rules.MAX_CARDS + " a deck can have");
        }
        for (int index = 1; index < entries.size(); index++) {
            if (CANONICAL_ORDER.compare(
                            entries.get(index - 1).card(), entries.get(index).card())
                    >= 0) {
                throw new IllegalArgumentException("deck contents must list each card once, in canonical order; entry "
                        + index + " (" + entries.get(index).card() + ") is out of order");
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
