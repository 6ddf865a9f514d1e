package io.github.incangold.variants.sweep;

import io.github.incangold.variants.VariantAnalysis;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.SimulationTotals;
import java.util.Objects;

/**
 * What a cell of a sweep came to: the exact totals of its games, from which its statistics (with
 * their intervals) and the exact analysis of its rules are derived.
 *
 * @param cell the cell
 * @param totals the totals of the cell's games
 */
public record CellResult(SweepCell cell, SimulationTotals totals) {
    /**
     * Creates the value.
     *
     * @param cell the cell
     * @param totals the totals of all its games
     * @throws IllegalArgumentException if the totals do not count the cell's games
     */
    public CellResult {
        Objects.requireNonNull(cell, "cell");
        Objects.requireNonNull(totals, "totals");
        if (totals.games() != cell.games()) {
            throw new IllegalArgumentException(
                    "cell " + cell.index() + " plays " + cell.games() + " games, its totals count " + totals.games());
        }
    }

    /**
     * The cell's statistics, each with its 95% interval.
     *
     * @return the simulation's result
     */
    public SimulationResult result() {
        return totals.result(cell.simulation());
    }

    /**
     * The exact analysis of the cell's rules, to read beside the simulation.
     *
     * @return the analysis
     */
    public VariantAnalysis analysis() {
        return VariantAnalysis.analyse(cell.rules());
    }
}
