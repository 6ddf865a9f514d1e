package io.github.incangold.rules;

/**
 * How players with the same score are ranked
 * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r19">R19</a>).
 */
public enum TieBreak {
    /** The rulebook: more artifacts rank higher; still tied, they share the place. */
    ARTIFACTS,
    /** Tied players share the place. */
    SHARED,
    /** More gems in the tent (so fewer points from artifacts) rank higher; still tied, they share the place. */
    MOST_GEMS
}
