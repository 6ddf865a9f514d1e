package io.github.incangold.rules;

/**
 * Which hazard cards leave the game after a bust
 * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>).
 */
public enum BustRemoval {
    /** The rulebook: the card that ended the round; the first of the pair stays in the game. */
    BUSTING_CARD,
    /** A house rule: both cards of the pair on the path. */
    PAIR,
    /** A house rule: every card of the busting type, so that it can never bust again. */
    WHOLE_TYPE,
    /** A house rule: none; every hazard stays in the game for the later rounds. */
    NONE
}
