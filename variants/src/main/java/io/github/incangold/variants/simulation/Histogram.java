package io.github.incangold.variants.simulation;

import io.vavr.collection.List;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of integer values, exact: an array up to the largest small value seen, a sorted map for
 * the rest. Its memory follows the scores the games reached, not the scores a game could reach:
 * 8 bytes per value from 0 to the highest score seen below {@value #DENSE} (a standard game's
 * scores stay under a few hundred), and a map entry per other value.
 */
final class Histogram {
    private static final int DENSE = 1 << 12;

    /** Counts of 0 to {@code dense.length - 1}; grows by doubling, up to {@link #DENSE}. */
    private long[] dense = new long[16];

    private final TreeMap<Integer, Long> sparse = new TreeMap<>();

    void add(int value) {
        add(value, 1);
    }

    private void add(int value, long count) {
        if (value >= 0 && value < DENSE) {
            if (value >= dense.length) {
                dense = Arrays.copyOf(dense, Math.min(DENSE, Integer.highestOneBit(value) << 1));
            }
            dense[value] += count;
        } else {
            sparse.merge(value, count, Long::sum);
        }
    }

    void addAll(Histogram other) {
        for (int value = other.dense.length - 1; value >= 0; value--) {
            if (other.dense[value] > 0) {
                add(value, other.dense[value]);
            }
        }
        other.sparse.forEach((value, count) -> sparse.merge(value, count, Long::sum));
    }

    /** The bytes this histogram's counts take, for the tests that pin a cell's memory. */
    long countBytes() {
        // A TreeMap entry of boxed keys and values: about 40 + 16 + 24 bytes.
        return 8L * dense.length + 80L * sparse.size();
    }

    /** The counts as pairs (value, count), values ascending, nonzero counts only. */
    long[] toLongs() {
        Distribution distribution = distribution();
        long[] pairs = new long[distribution.values().size() * 2];
        int index = 0;
        List<Long> counts = distribution.counts();
        for (int value : distribution.values()) {
            pairs[index++] = value;
            pairs[index++] = counts.head();
            counts = counts.tail();
        }
        return pairs;
    }

    /** Adds counts written by {@link #toLongs()}. */
    void addLongs(long[] pairs) {
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("a histogram is written as pairs of numbers, got " + pairs.length);
        }
        for (int index = 0; index < pairs.length; index += 2) {
            long value = pairs[index];
            long count = pairs[index + 1];
            if (value != (int) value || count <= 0) {
                throw new IllegalArgumentException("a histogram cannot count " + count + " games of score " + value);
            }
            add((int) value, count);
        }
    }

    Distribution distribution() {
        TreeMap<Integer, Long> all = new TreeMap<>(sparse);
        for (int value = 0; value < dense.length; value++) {
            if (dense[value] > 0) {
                all.put(value, dense[value]);
            }
        }
        List<Integer> values = List.empty();
        List<Long> counts = List.empty();
        for (Map.Entry<Integer, Long> entry : all.descendingMap().entrySet()) {
            values = values.prepend(entry.getKey());
            counts = counts.prepend(entry.getValue());
        }
        return new Distribution(values, counts);
    }
}
