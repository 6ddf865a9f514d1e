package io.github.incangold.spark;

import java.io.Serializable;

/**
 * What a task sends back: a cell's index and the exact totals of one of its blocks, as {@link
 * io.github.incangold.variants.simulation.SimulationTotals#toLongs()} numbers.
 *
 * @param cellIndex the cell's index in the sweep
 * @param totals the block's totals
 */
record BlockTotals(int cellIndex, long[] totals) implements Serializable {
    private static final long serialVersionUID = 1L;
}
