package io.github.incangold.examples;

import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.SweepResult;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * A finished sweep as its outputs show it: the results, the measure and objective asked for, and
 * the command that reproduces them. What the terminal summary, the files and the report share.
 *
 * @param result every cell's result
 * @param measure the measure shown in the table, the heatmap and the chart
 * @param objective which cells are best
 * @param command the command line that gives the same figures
 * @param file the sweep file's name, as given
 */
record SweepOutcome(
        SweepResult result, SweepMeasure measure, SweepMeasure.Objective objective, String command, String file) {
    SweepOutcome {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(measure, "measure");
        Objects.requireNonNull(objective, "objective");
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(file, "file");
    }

    /** A cell with its figure of a measure. */
    record Ranked(CellResult cell, Estimate figure) {}

    /** Every measure of this sweep, in the files' order. */
    List<SweepMeasure> measures() {
        return SweepMeasure.all(result.sweep());
    }

    /**
     * The cells that have the objective's measure, best first; equal means keep the sweep's order,
     * so the ranking is the same on every run.
     */
    List<Ranked> ranked() {
        return result.cells()
                .flatMap(cell -> objective.measure().of(cell.result()).map(figure -> new Ranked(cell, figure)))
                .sortBy(ranked -> objective.key(ranked.figure()));
    }

    /**
     * The cells after the best whose 95% interval overlaps the best's: the sample cannot tell them
     * from the best, so they are as good a choice until more games say otherwise.
     */
    List<Ranked> tiedWithBest() {
        List<Ranked> ranked = ranked();
        if (ranked.isEmpty()) {
            return List.empty();
        }
        Estimate best = ranked.head().figure();
        return ranked.tail().filter(other -> overlap(best, other.figure()));
    }

    static boolean overlap(Estimate first, Estimate second) {
        return first.low() <= second.high() && second.low() <= first.high();
    }

    /** The sweep's description, or its file's name when it has none. */
    String title() {
        String description = result.sweep().description().strip();
        return description.isEmpty() ? "Sweep " + file : description;
    }
}
