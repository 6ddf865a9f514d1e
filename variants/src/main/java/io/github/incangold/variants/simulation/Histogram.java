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
