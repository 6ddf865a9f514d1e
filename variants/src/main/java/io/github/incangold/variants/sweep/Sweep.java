package io.github.incangold.variants.sweep;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * A grid of variants to simulate: the cross product of its axes over a base variant and lineup,
 * then any explicit cells, each played for the same number of games with the same seed. Read one
 * from a sweep file with {@link SweepFiles#load(String)}; run it with {@link Sweeps#run}.
 *
 * <pre>{@code
 * Sweep sweep = SweepFiles.load(java.nio.file.Path.of("sweep.json"))
 *         .toEither().getOrElseThrow(problems -> new IllegalArgumentException(problems.mkString("; ")));
 * SweepResult result = Sweeps.run(sweep, SweepRun.defaults());
 * }</pre>
 *
 * @param description what the sweep is for, from the file; empty if it says nothing
 * @param axes the axes, in the file's order; the first varies slowest
 * @param cells every cell: the grid's in order (the last axis varying fastest), then the
 *     explicit ones
 * @param gamesPerCell the games played in each cell
 * @param seed the seed of every cell's simulation
 */
public record Sweep(String description, List<SweepAxis> axes, List<SweepCell> cells, long gamesPerCell, long seed) {
    /**
     * Creates the value.
     *
     * @param description what the sweep is for
     * @param axes the axes
     * @param cells every cell, numbered from 0 in order
     * @param gamesPerCell the games played in each cell
     * @param seed the seed of every cell's simulation
     * @throws IllegalArgumentException if there is no cell or the cells are not numbered in order
     */
    public Sweep {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(axes, "axes");
        Objects.requireNonNull(cells, "cells");
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a sweep needs at least one cell");
        }
        for (int index = 0; index < cells.size(); index++) {
            if (cells.get(index).index() != index) {
                throw new IllegalArgumentException(
                        "cell " + index + " is numbered " + cells.get(index).index());
            }
        }
    }

    /**
     * The games of every cell together.
     *
     * @return the cells times the games per cell
     */
    public long totalGames() {
        return cells.map(SweepCell::games).sum().longValue();
    }
}
