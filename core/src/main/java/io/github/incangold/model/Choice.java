package io.github.incangold.model;

/**
 * A player's secret decision after a card is revealed (R9): go on with the torch, or go back to
 * camp.
 */
public enum Choice {
    /** Continue into the temple. */
    TORCH,
    /** Leave the temple and bank this round's gems in the tent (R11). */
    CAMP
}
