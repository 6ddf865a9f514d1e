package io.github.incangold.odds;

import java.math.BigInteger;
import java.util.Objects;

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
