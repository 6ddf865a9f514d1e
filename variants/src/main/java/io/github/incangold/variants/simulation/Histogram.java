package io.github.incangold.variants.simulation;

import io.vavr.collection.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts of integer values: an array for the usual small values, a sorted map for the rest. */
final class Histogram {
    private static final int DENSE = 1 << 12;

    private final long[] dense = new long[DENSE];
    private final TreeMap<Integer, Long> sparse = new TreeMap<>();

    void add(int value) {
        if (value >= 0 && value < DENSE) {
            dense[value]++;
        } else {
            sparse.merge(value, 1L, Long::sum);
        }
    }

    void addAll(Histogram other) {
        for (int value = 0; value < DENSE; value++) {
            dense[value] += other.dense[value];
        }
        other.sparse.forEach((value, count) -> sparse.merge(value, count, Long::sum));
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
            if (value >= 0 && value < DENSE) {
                dense[(int) value] += count;
            } else {
                sparse.merge((int) value, count, Long::sum);
            }
        }
    }

    Distribution distribution() {
        TreeMap<Integer, Long> all = new TreeMap<>(sparse);
        for (int value = 0; value < DENSE; value++) {
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
