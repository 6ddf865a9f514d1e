package io.github.incangold.rules;

/** Who takes the artifacts on the path when players leave together (R12). */
public enum ArtifactSharing {
    /**
     * The rulebook: a player leaving alone takes every artifact on the path; when two or more
     * leave at the same moment nobody takes any, and they stay on the path.
     */
    SOLE_LEAVER,
    /**
     * A reading of the Spanish edition ("uno o más jugadores"): the players leaving together
     * divide the artifacts on the path like gems (R11). Each takes the same number, rounded
     * down; artifacts are dealt in path order to the leavers in seat order counted from the
     * start player; the remainder, the artifacts latest on the path, stay there. A lone leaver
     * still takes them all.
     */
    DIVIDED_AMONG_LEAVERS,
    /**
     * A house rule: the first of the leavers in turn order, counted from the round's start
     * player (R7), takes every artifact on the path.
     */
    FIRST_IN_TURN_ORDER
}
