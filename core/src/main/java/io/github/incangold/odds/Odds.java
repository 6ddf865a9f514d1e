package io.github.incangold.odds;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Set;
import io.vavr.collection.Traversable;
import io.vavr.collection.TreeSet;
import java.math.BigInteger;
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
     * The probability that the next card ends the round: a hazard whose type would then reach the
     * rules' bust trigger this round, a second of its type by default (R14).
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

    /**
     * An exact rational number in lowest terms, with a positive denominator: the odds are exact, so
     * that 2/30 and 1/15 are the same value. Arithmetic that would overflow a {@code long} throws.
     *
     * <pre>{@code
     * Fraction bust = Fraction.of(2, 30);   // 1/15
     * double p = bust.doubleValue();        // 0.0666...
     * }</pre>
     *
     * @param numerator the numerator
     * @param denominator the denominator, positive
     */
    public record Fraction(long numerator, long denominator) implements Comparable<Fraction> {

        /** Zero. */
        public static final Fraction ZERO = new Fraction(0, 1);
        /** One. */
        public static final Fraction ONE = new Fraction(1, 1);

        /**
         * Creates the value.
         *
         * @param numerator the numerator
         * @param denominator the denominator, positive
         * @throws IllegalArgumentException if the denominator is not positive or the fraction is not
         * in lowest terms (use {@link #of(long, long)} to reduce)
         */
        public Fraction {
            if (denominator <= 0) {
                throw new IllegalArgumentException("a fraction's denominator must be positive, got " + denominator);
            }
            if (gcd(numerator, denominator) != 1 && !(numerator == 0 && denominator == 1)) {
                throw new IllegalArgumentException(numerator + "/" + denominator + " is not in lowest terms");
            }
        }

        /**
         * The fraction {@code numerator / denominator}, reduced.
         *
         * @param numerator the numerator
         * @param denominator the denominator, not zero
         * @return the reduced fraction
         * @throws ArithmeticException if the denominator is zero, or if the reduced fraction does not
         *     fit a {@code long} ({@code of(1, Long.MIN_VALUE)}, whose denominator would be 2^63)
         */
        public static Fraction of(long numerator, long denominator) {
            if (denominator == 0) {
                throw new ArithmeticException("division by zero: " + numerator + "/0");
            }
            if (numerator == 0) {
                return ZERO;
            }
            if (numerator == Long.MIN_VALUE || denominator == Long.MIN_VALUE) {
                // -2^63 has no positive counterpart in a long: reduce exactly, then check the range.
                return of(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
            }
            long sign = denominator < 0 ? -1 : 1;
            long divisor = gcd(numerator, denominator);
            return new Fraction(
                    Math.multiplyExact(sign, numerator / divisor), Math.multiplyExact(sign, denominator / divisor));
        }

        /**
         * A whole number as a fraction.
         *
         * @param value the number
         * @return {@code value / 1}
         */
        public static Fraction of(long value) {
            return new Fraction(value, 1);
        }

        /**
         * The sum.
         *
         * @param other the addend
         * @return {@code this + other}
         */
        public Fraction plus(Fraction other) {
            Objects.requireNonNull(other, "other");
            long common = gcd(denominator, other.denominator);
            long denominator = Math.multiplyExact(this.denominator / common, other.denominator);
            long numerator = Math.addExact(
                    Math.multiplyExact(this.numerator, other.denominator / common),
                    Math.multiplyExact(other.numerator, this.denominator / common));
            return of(numerator, denominator);
        }

        /**
         * The product.
         *
         * @param other the factor
         * @return {@code this * other}
         */
        public Fraction times(Fraction other) {
            Objects.requireNonNull(other, "other");
            return of(
                    BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(other.numerator)),
                    BigInteger.valueOf(denominator).multiply(BigInteger.valueOf(other.denominator)));
        }

        /**
         * The product with a whole number.
         *
         * @param factor the factor
         * @return {@code this * factor}
         */
        public Fraction times(long factor) {
            return times(of(factor));
        }

        /**
         * The value as a double, for display and floating-point work.
         *
         * @return the nearest double
         */
        public double doubleValue() {
            return (double) numerator / denominator;
        }

        @Override
        public int compareTo(Fraction other) {
            return BigInteger.valueOf(numerator)
                    .multiply(BigInteger.valueOf(other.denominator))
                    .compareTo(BigInteger.valueOf(other.numerator).multiply(BigInteger.valueOf(denominator)));
        }

        /** Shows the fraction as {@code n/d}, or {@code n} when whole. */
        @Override
        public String toString() {
            return denominator == 1 ? Long.toString(numerator) : numerator + "/" + denominator;
        }

        /** Reduced, with a positive denominator; throws if a part of the result does not fit a long. */
        private static Fraction of(BigInteger numerator, BigInteger denominator) {
            if (numerator.signum() == 0) {
                return ZERO;
            }
            BigInteger divisor = numerator.gcd(denominator);
            if (denominator.signum() < 0) {
                divisor = divisor.negate();
            }
            return new Fraction(
                    numerator.divide(divisor).longValueExact(),
                    denominator.divide(divisor).longValueExact());
        }

        /**
         * The greatest common divisor of the magnitudes, for any signs: Euclid's remainders keep the
         * sign of the dividend, so the result is taken positive at the end. Only when both are
         * -2<sup>63</sup> (or one is 0 and the other -2<sup>63</sup>) is it not a long, and then it
         * comes out negative.
         */
        private static long gcd(long a, long b) {
            while (b != 0) {
                long t = a % b;
                a = b;
                b = t;
            }
            return Math.abs(a);
        }
    }
}
