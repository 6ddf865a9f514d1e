package io.github.incangold.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepCell;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How cells are cut into blocks and grouped into jobs. */
class BatchTest {
    private static List<Batch.Pending> pending(Sweep sweep) {
        List<Batch.Pending> cells = new ArrayList<>();
        for (SweepCell cell : sweep.cells()) {
            cells.add(new Batch.Pending(cell, cell.simulation()));
        }
        return cells;
    }

    @Test
    void blocksCoverEachCellsGamesOnceInOrder() {
        List<Batch> batches = Batch.of(pending(TestSweeps.threeCells(1_000, 1)), 300, 2);

        assertEquals(3, batches.size());
        for (Batch batch : batches) {
            long next = 0;
            for (Block block : batch.blocks()) {
                assertEquals(next, block.firstGame());
                next = block.endGame();
            }
            assertEquals(1_000, next);
            assertEquals(
                    List.of(300L, 300L, 300L, 100L),
                    batch.blocks().stream().map(Block::games).toList());
        }
    }

    @Test
    void smallCellsShareAJobUntilItHasABlockForEveryCore() {
        List<Batch> batches = Batch.of(pending(TestSweeps.grid(100, 1)), 1_000, 4);

        assertEquals(
                List.of(4, 4, 1),
                batches.stream().map(batch -> batch.cells().size()).toList());
        assertEquals(8, batches.get(2).cells().get(0).cell().index());
    }

    @Test
    void aCellTravelsAsTextAndComesBackAsTheSameSimulation() {
        SweepCell cell = TestSweeps.grid(100, 5).cells().get(7);

        Simulation rebuilt = CellSpec.of(cell).simulation();

        assertEquals(cell.rules(), rebuilt.rules());
        assertEquals(cell.lineup(), rebuilt.lineup().map(Strategy::describe));
        assertEquals(cell.games(), rebuilt.games());
        assertEquals(cell.seed(), rebuilt.seed());
    }
}
