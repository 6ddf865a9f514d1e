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
    void smallCellsShareAJobUntilItHasAFullBlockForEveryCore() {
        // Nine cells of 100 games; blocks of 200 games on 2 cores: a job of 400 games at least.
        List<Batch> batches = Batch.of(pending(TestSweeps.grid(100, 1)), 200, 2);

        assertEquals(
                List.of(4, 4, 1),
                batches.stream().map(batch -> batch.cells().size()).toList());
        assertEquals(8, batches.get(2).cells().get(0).cell().index());
        // Four one-block cells make two tasks of two blocks, one per core.
        assertEquals(4, batches.get(0).blocks().size());
        assertEquals(2, batches.get(0).tasks(200, 2));
    }

    @Test
    void manyOneGameCellsAreAFewJobsOfATaskPerCore() {
        List<Batch.Pending> cells = new ArrayList<>();
        for (int copy = 0; copy < 1_000; copy++) {
            for (SweepCell cell : TestSweeps.grid(1, 1).cells()) {
                cells.add(new Batch.Pending(cell, cell.simulation()));
            }
        }
        List<Batch> batches = Batch.of(cells, 10_000, 2);

        // 9,000 cells, at most 512 a job: 18 jobs, where a job per two cells made 4,500.
        assertEquals(18, batches.size());
        for (Batch batch : batches) {
            assertEquals(2, batch.tasks(10_000, 2));
        }
    }

    @Test
    void theLargestBlockSizeMakesOneBlockPerCellWithoutWrapping() {
        List<Batch> batches = Batch.of(pending(TestSweeps.grid(100, 1)), Long.MAX_VALUE, 2);

        assertEquals(1, batches.size());
        assertEquals(9, batches.get(0).blocks().size());
        assertEquals(2, batches.get(0).tasks(Long.MAX_VALUE, 2));
    }

    @Test
    void aBigCellIsAJobOfABlockPerTask() {
        List<Batch> batches = Batch.of(pending(TestSweeps.threeCells(1_000, 1)), 300, 2);

        assertEquals(4, batches.get(0).tasks(300, 2));
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
