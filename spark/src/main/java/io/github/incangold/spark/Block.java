package io.github.incangold.spark;

import java.io.Serializable;

/**
 * Games {@code firstGame} (included) to {@code endGame} (excluded) of a cell: one Spark task.
 *
 * @param cell the cell
 * @param firstGame the first game's number
 * @param endGame one past the last game's number
 */
record Block(CellSpec cell, long firstGame, long endGame) implements Serializable {
    private static final long serialVersionUID = 1L;

    long games() {
        return endGame - firstGame;
    }
}
