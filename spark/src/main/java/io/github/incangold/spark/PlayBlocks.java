package io.github.incangold.spark;

import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationTotals;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.util.LongAccumulator;

/**
 * Plays the blocks of a partition on an executor. Each cell's simulation is rebuilt once per
 * partition from its text, and the games played are added to an accumulator that the driver reads
 * for its progress.
 */
final class PlayBlocks implements FlatMapFunction<Iterator<Block>, BlockTotals> {
    private static final long serialVersionUID = 1L;

    private final LongAccumulator gamesPlayed;

    PlayBlocks(LongAccumulator gamesPlayed) {
        this.gamesPlayed = gamesPlayed;
    }

    @Override
    public Iterator<BlockTotals> call(Iterator<Block> blocks) {
        Map<CellSpec, Simulation> simulations = new HashMap<>();
        java.util.List<BlockTotals> played = new ArrayList<>();
        while (blocks.hasNext()) {
            Block block = blocks.next();
            Simulation simulation = simulations.computeIfAbsent(block.cell(), CellSpec::simulation);
            SimulationTotals totals = SimulationTotals.play(simulation, block.firstGame(), block.endGame());
            played.add(new BlockTotals(block.cell().index(), totals.toLongs()));
            gamesPlayed.add(block.games());
        }
        return played.iterator();
    }
}
