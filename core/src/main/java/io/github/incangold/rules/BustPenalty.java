package io.github.incangold.rules;

/**
 * What the seats still in the temple lose when a round busts
 * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>).
 */
public enum BustPenalty {
    /** The rulebook: every gem received this round goes back to the bank. */
    LOSE_ALL,
    /**
     * A house rule for gentler games: each seat carries half of its gems at risk, rounded down,
     * back to its tent; the rest goes back to the bank.
     */
    KEEP_HALF,
    /** A house rule: each seat carries all of its gems at risk back to its tent. */
    LOSE_NOTHING
}
