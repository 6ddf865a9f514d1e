package io.github.incangold.view;

import io.github.incangold.model.Card;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
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

    /** The canonical order of cards: treasures by value, hazards by type, artifacts by number. */
    public static final Comparator<Card> CANONICAL_ORDER =
            Comparator.comparingInt(DeckContents::kindRank).thenComparing(DeckContents::sortKey);

    /**
     * Creates the value.
     *
     * @param entries one entry per distinct card, each with a positive count, in canonical order
     * @throws NullPointerException if the entries are null
     * @throws IllegalArgumentException if a card is listed twice, a count is not positive or the
     * entries are not in canonical order
     */
    public DeckContents {
        Objects.requireNonNull(entries, "entries");
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
        List<CardCount> entries = List.empty();
        for (Card card : List.<Card>ofAll(cards).sorted(CANONICAL_ORDER)) {
            if (!entries.isEmpty() && entries.last().card().equals(card)) {
                CardCount last = entries.last();
                entries = entries.init().append(new CardCount(card, last.count() + 1));
            } else {
                entries = entries.append(new CardCount(card, 1));
            }
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

    private static int kindRank(Card card) {
        return card instanceof Card.Treasure ? 0 : card instanceof Card.Hazard ? 1 : 2;
    }

    private static String sortKey(Card card) {
        if (card instanceof Card.Treasure) {
            return String.format("%010d", ((Card.Treasure) card).value());
        } else if (card instanceof Card.Hazard) {
            return ((Card.Hazard) card).type().name();
        }
        Card.Artifact artifact = (Card.Artifact) card;
        return String.format(
                "%010d %s",
                artifact.number(), artifact.printedValue().map(String::valueOf).getOrElse(""));
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
