package io.github.incangold.spark;

import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.sweep.SweepCell;
import java.util.ArrayList;
import java.util.List;

/**
 * Consecutive cells played as one Spark job, split into blocks of games. A batch is finished (and
 * its cells stored) when its job is; small cells are grouped so that a batch has a block for every
 * core, big cells make a batch each.
 */
final class Batch {
    /** A cell to play, with the simulation the driver merges its blocks' totals with. */
    record Pending(SweepCell cell, Simulation simulation) {}

    private final List<Pending> cells = new ArrayList<>();
    private final List<Block> blocks = new ArrayList<>();

    void add(Pending pending, long blockGames) {
        cells.add(pending);
        CellSpec spec = CellSpec.of(pending.cell());
        long games = pending.cell().games();
        for (long first = 0; first < games; first += blockGames) {
            blocks.add(new Block(spec, first, Math.min(games, first + blockGames)));
        }
    }

    List<Pending> cells() {
        return cells;
    }

    List<Block> blocks() {
        return blocks;
    }

    /**
     * Groups the cells to play into batches, in order.
     *
     * @param pending the cells not yet played, in the sweep's order
     * @param blockGames the games of a block (the last block of a cell may have fewer)
     * @param parallelism the cores: a batch is closed once it has this many blocks
     */
    static List<Batch> of(List<Pending> pending, long blockGames, int parallelism) {
        List<Batch> batches = new ArrayList<>();
        Batch current = new Batch();
        for (Pending cell : pending) {
            current.add(cell, blockGames);
            if (current.blocks.size() >= parallelism) {
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
