package io.github.incangold.model;

import io.vavr.control.Option;
import java.util.Comparator;
import java.util.Objects;

/**
 * A quest card: treasure (R3), hazard (R4) or artifact (R5). Cards are values: two treasure cards
 * of the same value are equal, which is how a companion app names a card it saw on the table.
 *
 * <pre>{@code
 * Card eleven = Card.treasure(11);
 * Card fire = Card.hazard(HazardType.FIRE);
 * Card firstArtifact = Card.artifact(1);
 * }</pre>
 */
public sealed interface Card permits Card.Treasure, Card.Hazard, Card.Artifact {

    /**
     * The canonical order of cards: treasures by value, then hazards by type name, then artifacts
     * by number (and by printed value, none first, for equal numbers). It says nothing about the
     * order of a draw; the engine numbers a game's cards in this order, and deck contents are
     * listed in it.
     */
    Comparator<Card> CANONICAL_ORDER = Comparator.comparingInt(Card::kindRank).thenComparing(Card::compareWithinKind);

    /**
     * Returns a treasure card.
     *
     * @param value the gems printed on it, positive
     * @return the card
     */
    static Treasure treasure(int value) {
        return new Treasure(value);
    }

    /**
     * Returns a hazard card.
     *
     * @param type its hazard type
     * @return the card
     */
    static Hazard hazard(HazardType type) {
        return new Hazard(type);
    }

    /**
     * Returns an artifact card with no printed value (the rulebook's artifacts, valued by claim
     * order, R13).
     *
     * @param number its number, from 1: artifacts enter the deck in number order (R5)
     * @return the card
     */
    static Artifact artifact(int number) {
        return new Artifact(number, Option.none());
    }

    /**
     * A treasure card (R3, R10).
     *
     * @param value the gems it brings, positive
     */
    record Treasure(int value) implements Card {
        /**
         * Creates the value.
         *
         * @param value the gems it brings, positive
         * @throws IllegalArgumentException if the value is not positive
         */
        public Treasure {
            if (value <= 0) {
                throw new IllegalArgumentException("a treasure card's value must be positive, got " + value);
            }
        }

        @Override
        public String toString() {
            return "treasure " + value;
        }
    }

    /**
     * A hazard card (R4, R14).
     *
     * @param type its hazard type
     */
    record Hazard(HazardType type) implements Card {
        /**
         * Creates the value.
         *
         * @param type its hazard type
         * @throws NullPointerException if the type is null
         */
        public Hazard {
            Objects.requireNonNull(type, "type");
        }

        @Override
        public String toString() {
            return "hazard " + type;
        }
    }

    /**
     * An artifact card (R5, R12, R13).
     *
     * @param number its number, from 1: artifacts enter the deck in number order (R5)
     * @param printedValue its printed value when the rules value artifacts by card (R13
     *     "Modern"), otherwise none
     */
    record Artifact(int number, Option<Integer> printedValue) implements Card {
        /**
         * Creates the value.
         *
         * @param number its number, from 1: artifacts enter the deck in number order (R5)
         * @param printedValue its printed value when the rules value artifacts by card (R13 "Modern"), otherwise none
         * @throws IllegalArgumentException if the number is not positive or the printed value is negative
         */
        public Artifact {
            if (number <= 0) {
                throw new IllegalArgumentException("an artifact's number must be positive, got " + number);
            }
            Objects.requireNonNull(printedValue, "printedValue");
            if (printedValue.exists(v -> v < 0)) {
                throw new IllegalArgumentException(
                        "an artifact's printed value must not be negative, got " + printedValue.get());
            }
        }

        @Override
        public String toString() {
            return "artifact " + number + printedValue.map(v -> " (" + v + ")").getOrElse("");
        }
    }

    private static int kindRank(Card card) {
        return card instanceof Treasure ? 0 : card instanceof Hazard ? 1 : 2;
    }

    /** Orders two cards of the same kind: treasures by value, hazards by type, artifacts by number. */
    private static int compareWithinKind(Card first, Card second) {
        if (first instanceof Treasure treasure) {
            return Integer.compare(treasure.value(), ((Treasure) second).value());
        } else if (first instanceof Hazard hazard) {
            return hazard.type().name().compareTo(((Hazard) second).type().name());
        }
        Artifact artifact = (Artifact) first;
        Artifact other = (Artifact) second;
        int byNumber = Integer.compare(artifact.number(), other.number());
        return byNumber != 0
                ? byNumber
                : Integer.compare(
                        artifact.printedValue().getOrElse(Integer.MIN_VALUE),
                        other.printedValue().getOrElse(Integer.MIN_VALUE));
    }
}
