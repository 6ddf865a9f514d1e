package io.github.incangold.rules;

/**
 * What becomes of the artifacts left on the path when a round ends
 * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r16">R16</a>).
 */
public enum LeftoverArtifacts {
    /** The rulebook: they leave the game for good. */
    LOST,
    /**
     * A house rule: they go back into the game, shuffled into the deck of the next round with
     * everything else still in it, so an artifact nobody took can turn up again.
     */
    RETURNED
}
