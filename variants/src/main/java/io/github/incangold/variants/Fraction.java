package io.github.incangold.variants;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Objects;

/**
 * An exact probability or ratio, in lowest terms.
 *
 * <pre>{@code
 * Fraction oneIn31 = Fraction.of(15, 465); // 1/31
 * double p = oneIn31.doubleValue();
 * }</pre>
 *
 * @param numerator the numerator, not negative
 * @param denominator the denominator, positive
 */
public record Fraction(BigInteger numerator, BigInteger denominator) implements Comparable<Fraction> {
    /** Zero. */
    public static final Fraction ZERO = new Fraction(BigInteger.ZERO, BigInteger.ONE);
    /** One. */
    public static final Fraction ONE = new Fraction(BigInteger.ONE, BigInteger.ONE);

    /**
     * Creates a fraction and reduces it to lowest terms.
     *
     * @throws IllegalArgumentException if the numerator is negative or the denominator not
     *     positive
     */
    public Fraction {
        Objects.requireNonNull(numerator, "numerator");
        Objects.requireNonNull(denominator, "denominator");
        if (numerator.signum() < 0 || denominator.signum() <= 0) {
            throw new IllegalArgumentException("a fraction here is at least 0 with a positive denominator, got "
                    + numerator + "/" + denominator);
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
     * @param numerator not negative
     * @param denominator positive
     * @return the fraction
     */
    public static Fraction of(long numerator, long denominator) {
        return new Fraction(BigInteger.valueOf(numerator), BigInteger.valueOf(denominator));
    }

    /**
     * Returns one minus this fraction.
     *
     * @return the complement
     * @throws IllegalArgumentException if this fraction exceeds one
     */
    public Fraction complement() {
        return new Fraction(denominator.subtract(numerator), denominator);
    }

    /**
     * The nearest double.
     *
     * @return the value as a double
     */
    public double doubleValue() {
        return new BigDecimal(numerator).divide(new BigDecimal(denominator), MathContext.DECIMAL64).doubleValue();
    }

    @Override
    public int compareTo(Fraction other) {
        return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
