package io.github.incangold.variants;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Objects;

/**
 * An exact probability, in lowest terms, with numbers of any size (a deck of thousands of cards
 * has hand counts far beyond a {@code long}).
 *
 * <pre>{@code
 * Probability oneIn31 = Probability.of(15, 465); // 1/31
 * double p = oneIn31.doubleValue();
 * }</pre>
 *
 * @param numerator the numerator, not negative
 * @param denominator the denominator, positive
 */
public record Probability(BigInteger numerator, BigInteger denominator) implements Comparable<Probability> {
    /** Zero. */
    public static final Probability ZERO = new Probability(BigInteger.ZERO, BigInteger.ONE);
    /** One. */
    public static final Probability ONE = new Probability(BigInteger.ONE, BigInteger.ONE);

    /**
     * Creates a probability and reduces it to lowest terms.
     *
     * @param numerator not negative, at most the denominator
     * @param denominator positive
     * @throws IllegalArgumentException if the value is negative or above 1, or the denominator
     *     not positive
     */
    public Probability {
        Objects.requireNonNull(numerator, "numerator");
        Objects.requireNonNull(denominator, "denominator");
        if (numerator.signum() < 0 || denominator.signum() <= 0) {
            throw new IllegalArgumentException(
                    "a probability is at least 0 with a positive denominator, got " + numerator + "/" + denominator);
        }
        if (numerator.compareTo(denominator) > 0) {
            throw new IllegalArgumentException("a probability is at most 1, got " + numerator + "/" + denominator);
        }
        BigInteger gcd = numerator.gcd(denominator);
        if (!gcd.equals(BigInteger.ONE) && gcd.signum() > 0) {
            numerator = numerator.divide(gcd);
            denominator = denominator.divide(gcd);
        }
    }

    /**
     * Returns {@code numerator / denominator} in lowest terms.
     *
     * @param numerator not negative, at most the denominator
     * @param denominator positive
     * @return the probability
     */
    public static Probability of(long numerator, long denominator) {
        return new Probability(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
    }

    /**
     * Returns one minus this probability: the probability of the opposite event.
     *
     * @return the complement
     */
    public Probability complement() {
        return new Probability(denominator.subtract(numerator), denominator);
    }

    /**
     * The nearest double.
     *
     * @return the value as a double
     */
    public double doubleValue() {
        return new BigDecimal(numerator)
                .divide(new BigDecimal(denominator), MathContext.DECIMAL64)
                .doubleValue();
    }

    @Override
    public int compareTo(Probability other) {
        return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
