package io.github.incangold.variants.simulation;

import java.math.BigInteger;

/**
 * The exact sum and sum of squares of a per-game value: integers, so any merge order agrees. A
 * value is at most a score, below 2^31, so the sum of a billion games fits a long; its square,
 * below 2^62, fits one game, but their sum does not, so it is kept in two longs, 128 bits.
 */
final class Sums {
    long sum;
    /** The low 64 bits of the sum of squares, unsigned. */
    long squares;
    /** The high 64 bits of the sum of squares. */
    long squaresHigh;

    void add(long value) {
        sum += value;
        long square = value * value; // below 2^62: no sign to mind
        squares += square;
        if (Long.compareUnsigned(squares, square) < 0) {
            squaresHigh++; // the low word wrapped, which it seldom does
        }
    }

    void addAll(Sums other) {
        sum += other.sum;
        addSquares(other.squares, other.squaresHigh);
    }

    private void addSquares(long low, long high) {
        long before = squares;
        squares += low;
        squaresHigh += high + (Long.compareUnsigned(squares, before) < 0 ? 1 : 0);
    }

    BigInteger sumOfSquares() {
        return BigInteger.valueOf(squaresHigh)
                .shiftLeft(Long.SIZE)
                .add(BigInteger.valueOf(squares >>> 1).shiftLeft(1))
                .add(BigInteger.valueOf(squares & 1));
    }

    Estimate estimate(long games) {
        return Estimate.ofSums(games, sum, sumOfSquares());
    }
}
