package io.github.incangold.spark;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.sweep.SweepCell;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.io.Serializable;

/**
 * A sweep cell as it travels to an executor: plain text and numbers. Rules and strategies are not
 * serialized; the executor rebuilds the same simulation from the house-rule file and the lineup's
 * descriptions, which round-trip exactly.
 *
 * @param index the cell's index in the sweep
 * @param rulesFile the cell's rules as a house-rule file ({@link VariantFiles#save})
 * @param lineup the bots' descriptions, one per seat
 * @param games the cell's games
 * @param seed the cell's seed
 */
record CellSpec(int index, String rulesFile, java.util.List<String> lineup, long games, long seed)
        implements Serializable {
    private static final long serialVersionUID = 1L;

    CellSpec {
        lineup = java.util.List.copyOf(lineup);
    }

    static CellSpec of(SweepCell cell) {
        return new CellSpec(
                cell.index(), VariantFiles.save(cell.rules()), cell.lineup().toJavaList(), cell.games(), cell.seed());
    }

    /**
     * Rebuilds the cell's simulation.
     *
     * @throws IllegalStateException if the text no longer reads (another version of the library on
     *     the executor than on the driver)
     */
    Simulation simulation() {
        Validation<Seq<VariantProblem>, Rules> read = VariantFiles.load(rulesFile);
        if (read.isInvalid()) {
            throw new IllegalStateException("cell " + index + ": its rules do not read back: "
                    + read.getError().mkString("; "));
        }
        List<Strategy> strategies = List.ofAll(lineup).map(description -> Strategies.parse(description)
                .getOrElseThrow((String problem) -> new IllegalStateException("cell " + index + ": " + problem)));
        return new Simulation(read.get(), strategies, games, seed);
    }
}
