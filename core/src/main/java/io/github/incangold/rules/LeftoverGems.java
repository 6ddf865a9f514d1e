package io.github.incangold.rules;

/**
 * What the players returning to camp together take of the gems left on the path
 * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r11">R11</a>).
 */
public enum LeftoverGems {
    /**
     * The rulebook: the gems on the path are one pool, divided equally among the leavers,
     * rounded down; the remainder stays on the path.
     */
    POOLED,
    /**
     * The reading of some digital versions: each treasure card keeps its own remainder, and the
     * leavers divide each card's gems separately, rounded down; each card's remainder stays on
     * it. Leavers can take less than from one pool (two cards of 1 gem each give two leavers
     * nothing, one pool of 2 gives them 1 each).
     */
    CARD_BY_CARD,
    /** A house rule: leavers take nothing from the path; its gems go back to the bank at the round's end. */
    LEFT_ON_PATH
}
