package io.github.incangold.variants.simulation;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * How often each value occurred: the whole distribution of a per-game value (a strategy's
 * score), kept as a histogram, so quantiles are exact.
 *
 * <pre>{@code
 * Distribution scores = result.strategies().get(0).scores();
 * int median = scores.quantile(0.5);
 * double share = (double) scores.count(30) / scores.total();   // how often it scored exactly 30
 * }</pre>
 *
 * @param values the distinct values that occurred, ascending
 * @param counts how often each occurred, positive, in the same order
 */
public record Distribution(List<Integer> values, List<Long> counts) {
    /**
     * Creates the value.
     *
     * @param values the distinct values that occurred, ascending
     * @param counts how often each occurred, positive, in the same order
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the lists differ in size, the values are not ascending
     *     or a count is not positive
     */
    public Distribution {
        Objects.requireNonNull(values, "values");
        Objects.requireNonNull(counts, "counts");
        if (values.size() != counts.size()) {
            throw new IllegalArgumentException(values.size() + " values but " + counts.size() + " counts");
        }
        for (int index = 0; index < values.size(); index++) {
            if (index > 0 && values.get(index) <= values.get(index - 1)) {
                throw new IllegalArgumentException(
                        "values must ascend; " + values.get(index) + " follows " + values.get(index - 1));
            }
            if (counts.get(index) <= 0) {
                throw new IllegalArgumentException("the count of " + values.get(index) + " must be positive");
            }
        }
    }

    /**
     * The number of games.
     *
     * @return the sum of the counts
     */
    public long total() {
        long total = 0;
        for (long count : counts) {
            total += count;
        }
        return total;
    }

    /**
     * How often a value occurred.
     *
     * @param value the value
     * @return its count, 0 if it never occurred
     */
    public long count(int value) {
        int index = values.indexOf(value);
        return index < 0 ? 0 : counts.get(index);
    }

    /**
     * The p-quantile: the smallest value that at least {@code p} of the games did not exceed
     * ({@code quantile(0)} is the minimum, {@code quantile(0.5)} the median, {@code quantile(1)}
     * the maximum).
     *
     * @param p from 0 to 1
     * @return the value
     * @throws IllegalArgumentException if p is outside [0, 1]
     * @throws java.util.NoSuchElementException if the distribution is empty
     */
    public int quantile(double p) {
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("a quantile's p must be from 0 to 1, got " + p);
        }
        if (values.isEmpty()) {
            throw new java.util.NoSuchElementException("an empty distribution has no quantile");
        }
        double wanted = p * total();
        long seen = 0;
        for (int index = 0; index < values.size(); index++) {
            seen += counts.get(index);
            if (seen >= wanted && seen > 0) {
                return values.get(index);
            }
        }
        return values.last();
    }
}
