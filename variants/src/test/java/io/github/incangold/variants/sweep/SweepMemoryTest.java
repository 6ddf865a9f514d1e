package io.github.incangold.variants.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.variants.simulation.SimulationTotals;
import io.vavr.collection.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A sweep keeps every cell's totals until it ends, so a cell's memory bounds the sweep's: 2,000
 * cells of 8 seats complete in the 128 MB heap this class runs alone in ({@code variants/pom.xml},
 * execution {@code sweep-in-a-small-heap}), which a dense score histogram of 32 KB per seat
 * (512 MB in all) did not fit in.
 */
class SweepMemoryTest {
    private static final int THRESHOLDS = 200;
    private static final int ROUNDS = 10;

    @Test
    void twoThousandCellsOfEightSeatsFitIn128Megabytes() {
        String lineups = IntStream.range(0, THRESHOLDS)
                .mapToObj(gems -> "[" + String.join(",", List.fill(8, "\"threshold:" + gems + "\"")) + "]")
                .collect(Collectors.joining(","));
        String rounds =
                IntStream.rangeClosed(1, ROUNDS).mapToObj(Integer::toString).collect(Collectors.joining(","));
        Sweep sweep = SweepFilesTest.load("{\"base\": \"incan-gold\", \"axes\": [{\"option\": \"lineup\", \"values\": ["
                + lineups + "]}, {\"option\": \"rounds\", \"values\": [" + rounds + "]}], \"games\": 20, \"seed\": 3}");
        SweepResult result = Sweeps.run(sweep, SweepRun.defaults().withThreads(1));
        assertEquals(THRESHOLDS * ROUNDS, result.cells().size());
        assertEquals(
                THRESHOLDS * ROUNDS * 20L,
                result.cells()
                        .map(CellResult::totals)
                        .map(SimulationTotals::games)
                        .sum()
                        .longValue());
    }
}
