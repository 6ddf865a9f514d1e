package io.github.incangold.examples;

import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepFiles;
import io.github.incangold.variants.sweep.SweepResult;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Runs a sweep file and prints each cell's margin of victory with its 95% interval, beside the
 * exact range of cards a round can reveal under the cell's rules: what {@code ./simulate sweep
 * --measure margin} does, as a program ({@code ./simulate sweep} shows the relative margin unless
 * told otherwise).
 */
public final class RunSweep {
    private RunSweep() {}

    /**
     * Runs a sweep.
     *
     * @param args the sweep file; {@code examples/sweeps/small.json} when absent
     */
    public static void main(String[] args) {
        Path file = Path.of(args.length > 0 ? args[0] : "examples/sweeps/small.json");
        Validation<Seq<VariantProblem>, Sweep> loaded = SweepFiles.load(file);
        if (loaded.isInvalid()) {
            loaded.getError().forEach(System.err::println); // every problem, with its line and column
            return;
        }
        SweepResult result = Sweeps.run(loaded.get(), SweepRun.defaults());
        for (CellResult cell : result.cells()) {
            Estimate margin = cell.result().margin();
            System.out.println(String.format(
                    Locale.ROOT,
                    "%s: margin %.2f (95%% CI %.2f to %.2f); a round reveals %d to %d cards",
                    cell.cell().label(),
                    margin.mean(),
                    margin.low(),
                    margin.high(),
                    cell.analysis().minCardsPerRound(),
                    cell.analysis().maxCardsPerRound()));
        }
    }
}
