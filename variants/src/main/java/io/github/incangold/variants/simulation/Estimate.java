package io.github.incangold.variants.simulation;

import java.math.BigInteger;

/**
 * A statistic measured over a sample of games, with its 95% confidence interval: the mean of a
 * per-game quantity (a score, the cards revealed) or a proportion (the games in which round 3
 * ended in a bust).
 *
 * <p>For a mean the interval is the normal one, {@code mean ± 1.96 × standardError}, with the
 * standard error {@code sd / sqrt(n)} and the sample standard deviation {@code sd} (divided by
 * {@code n - 1}). For a proportion it is Wilson's score interval, which stays inside [0, 1] and
 * is not empty when every game or no game counts; its standard error is {@code sqrt(p (1 - p) /
 * n)}.
 *
 * <pre>{@code
 * Estimate bust = result.rounds().get(0).bustRate();
 * System.out.printf("%.3f (95%% CI %.3f to %.3f)%n", bust.mean(), bust.low(), bust.high());
 * }</pre>
 *
 * @param n the number of games measured
 * @param mean the sample mean (for a proportion, the share of games that count)
 * @param sd the sample standard deviation of the per-game values; 0 with fewer than 2 games
 * @param standardError the standard error of the mean
 * @param low the lower end of the 95% confidence interval
 * @param high the upper end of the 95% confidence interval
 */
public record Estimate(long n, double mean, double sd, double standardError, double low, double high) {
    /** The 0.975 quantile of the standard normal distribution: 95% of it lies within ±Z95. */
    public static final double Z95 = 1.959963984540054;

    /**
     * The mean of a per-game value, from exact sums.
     *
     * <pre>{@code
     * Estimate.ofSums(3, 2 + 4 + 9, 4 + 16 + 81);   // mean 5, sd sqrt(13)
     * }</pre>
     *
     * @param n the number of games, 0 or more
     * @param sum the sum of the values
     * @param sumOfSquares the sum of their squares
     * @return the estimate; with no game, every figure is 0
     */
    public static Estimate ofSums(long n, long sum, long sumOfSquares) {
        return ofSums(n, sum, BigInteger.valueOf(sumOfSquares));
    }

    /** The same from a sum of squares that may exceed a long: the simulator's squared scores do. */
    static Estimate ofSums(long n, long sum, BigInteger sumOfSquares) {
        if (n <= 0) {
            return new Estimate(0, 0, 0, 0, 0, 0);
        }
        double mean = (double) sum / n;
        double sd = 0;
        if (n > 1) {
            // n * sumOfSquares - sum^2, exactly: the variance without cancellation
            BigInteger spread = BigInteger.valueOf(n)
                    .multiply(sumOfSquares)
                    .subtract(BigInteger.valueOf(sum).multiply(BigInteger.valueOf(sum)));
            sd = Math.sqrt(spread.doubleValue() / ((double) n * (n - 1)));
        }
        return ofMoments(n, mean, sd);
    }

    /**
     * The mean of a per-game value, from its mean and sample standard deviation.
     *
     * @param n the number of games, positive
     * @param mean the sample mean
     * @param sd the sample standard deviation
     * @return the estimate with the normal 95% interval
     */
    public static Estimate ofMoments(long n, double mean, double sd) {
        double standardError = sd / Math.sqrt((double) n);
        return new Estimate(n, mean, sd, standardError, mean - Z95 * standardError, mean + Z95 * standardError);
    }

    /**
     * A proportion: how many of {@code n} games count.
     *
     * <pre>{@code
     * Estimate.proportion(100, 30);   // 0.3, Wilson interval 0.219 to 0.396
     * }</pre>
     *
     * @param n the number of games, 0 or more
     * @param count how many of them count, from 0 to n
     * @return the estimate with Wilson's 95% interval; with no game, every figure is 0
     * @throws IllegalArgumentException if {@code count} is outside 0..n
     */
    public static Estimate proportion(long n, long count) {
        if (count < 0 || count > n) {
            throw new IllegalArgumentException("a count of " + count + " is not a part of " + n + " games");
        }
        if (n == 0) {
            return new Estimate(0, 0, 0, 0, 0, 0);
        }
        double p = (double) count / n;
        double z2 = Z95 * Z95;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
        double sd = n > 1 ? Math.sqrt(p * (1 - p) * n / (n - 1)) : 0;
        return new Estimate(
                n, p, sd, Math.sqrt(p * (1 - p) / n), Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /**
     * Tells whether a value lies in the confidence interval.
     *
     * @param value the value
     * @return true when {@code low <= value <= high}
     */
    public boolean covers(double value) {
        return low <= value && value <= high;
    }
}
