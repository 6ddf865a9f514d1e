package io.github.incangold.rules;

/** How an artifact brought back to camp is valued (R13). */
public enum ArtifactValuation {
    /**
     * By the order in which artifacts reach a camp, over the whole game and all players: the
     * n-th claim is worth the n-th entry of {@link Rules#claimOrderValues()}; claims past the
     * end of that list are worth its last entry ("any further artifacts", as the rulebook
     * says). The rulebook's "Classic" scoring: 5, 5, 5, 10, 10.
     */
    CLAIM_ORDER,
    /**
     * By the value printed on each artifact card, whoever takes it and whenever: artifact k is
     * worth the k-th entry of {@link Rules#printedArtifactValues()} ("Modern" scoring of the
     * online implementation: 5, 7, 8, 10, 12).
     */
    PRINTED,
    /**
     * A house rule: by the round in which the artifact reaches a camp, whichever it is: a claim
     * in round r is worth the r-th entry of {@link Rules#roundArtifactValues()}; rounds past the
     * end of that list take its last entry.
     */
    BY_ROUND
}
