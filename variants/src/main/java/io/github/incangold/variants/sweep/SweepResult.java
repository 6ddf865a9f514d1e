package io.github.incangold.variants.sweep;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * The results of a sweep, a {@link CellResult} per cell in the sweep's order. The same sweep gives
 * the same totals whatever ran it: any number of threads, a resumed run, or a distributed one.
 *
 * @param sweep the sweep
 * @param cells a result per cell, in order
 */
public record SweepResult(Sweep sweep, List<CellResult> cells) {
    /**
     * Creates the value.
     *
     * @param sweep the sweep
     * @param cells a result per cell, in the sweep's order
     * @throws IllegalArgumentException if the results are not the sweep's cells in order
     */
    public SweepResult {
        Objects.requireNonNull(sweep, "sweep");
        Objects.requireNonNull(cells, "cells");
        if (!cells.map(CellResult::cell).equals(sweep.cells())) {
            throw new IllegalArgumentException("the results are not those of the sweep's cells, in order");
        }
    }
}
