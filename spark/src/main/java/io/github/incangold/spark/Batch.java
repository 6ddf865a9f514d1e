package io.github.incangold.spark;

import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.sweep.SweepCell;
import java.util.ArrayList;
import java.util.List;

/**
 * Consecutive cells played as one Spark job, split into blocks of games and the blocks packed into
 * tasks. A batch is finished (and its cells stored) when its job is. Small cells are grouped until
 * the batch holds a full block of games for every core, so that a sweep of many small cells is a
 * few jobs of a few tasks each rather than a job for every few cells; a big cell makes a batch of
 * its own, a block per task.
 */
final class Batch {
    /**
     * The most cells of a batch per core: small cells beyond it start a new batch, so that results
     * are stored, and progress shown, as the sweep goes.
     */
    static final int CELLS_PER_CORE = 256;

    /** A cell to play, with the simulation the driver merges its blocks' totals with. */
    record Pending(SweepCell cell, Simulation simulation) {}

    private final List<Pending> cells = new ArrayList<>();
    private final List<Block> blocks = new ArrayList<>();
    private long games;

    void add(Pending pending, long blockGames) {
        cells.add(pending);
        CellSpec spec = CellSpec.of(pending.cell());
        long cellGames = pending.cell().games();
        for (long first = 0; first < cellGames; first += blockGames) {
            blocks.add(new Block(spec, first, Math.min(cellGames, first + blockGames)));
        }
        games += cellGames;
    }

    List<Pending> cells() {
        return cells;
    }

    List<Block> blocks() {
        return blocks;
    }

    /**
     * The tasks to split the blocks into: a block each when the blocks are full, else as many as
     * the full blocks their games would make, and never fewer than the cores (or the blocks).
     *
     * @param blockGames the games of a full block
     * @param parallelism the cores
     */
    int tasks(long blockGames, int parallelism) {
        long fullBlocks = games / blockGames + (games % blockGames == 0 ? 0 : 1); // no sum to wrap
        return (int) Math.min(blocks.size(), Math.max(parallelism, fullBlocks));
    }

    /**
     * Groups the cells to play into batches, in order.
     *
     * @param pending the cells not yet played, in the sweep's order
     * @param blockGames the games of a block (the last block of a cell may have fewer)
     * @param parallelism the cores: a batch is closed once it has the games of a full block for
     *     each, or {@link #CELLS_PER_CORE} cells for each
     */
    static List<Batch> of(List<Pending> pending, long blockGames, int parallelism) {
        List<Batch> batches = new ArrayList<>();
        Batch current = new Batch();
        // Any positive long may be a block's games: a product past Long.MAX_VALUE is that much.
        long enoughGames = blockGames > Long.MAX_VALUE / parallelism ? Long.MAX_VALUE : blockGames * parallelism;
        for (Pending cell : pending) {
            current.add(cell, blockGames);
            if (current.games >= enoughGames || current.cells.size() >= CELLS_PER_CORE * parallelism) {
                batches.add(current);
                current = new Batch();
            }
        }
        if (!current.cells.isEmpty()) {
            batches.add(current);
        }
        return batches;
    }
}
