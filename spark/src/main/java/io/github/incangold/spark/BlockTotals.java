package io.github.incangold.spark;

import java.io.Serializable;

/**
 * What a task sends back: a cell's index and the exact totals of one of its blocks, as {@link
 * io.github.incangold.variants.simulation.SimulationTotals#toLongs()} numbers. A class rather than a
 * record: a record promises equality by value, which an array component does not give.
 */
final class BlockTotals implements Serializable {
    private static final long serialVersionUID = 1L;

    private final int cellIndex;
    private final long[] totals;

    BlockTotals(int cellIndex, long[] totals) {
        this.cellIndex = cellIndex;
        this.totals = totals;
    }

    int cellIndex() {
        return cellIndex;
    }

    long[] totals() {
        return totals;
    }
}
