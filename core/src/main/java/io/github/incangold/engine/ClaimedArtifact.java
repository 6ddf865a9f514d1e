package io.github.incangold.engine;

import io.github.incangold.model.Card;
import java.util.Objects;

/**
 * An artifact brought back to camp (R12, R13).
 *
 * @param seat the seat that took it
 * @param artifact the card
 * @param value what it scores (R13)
 * @param claimOrder its place in the game's order of artifacts reaching a camp, from 1
 * @param round the round in which it was taken
 */
public record ClaimedArtifact(int seat, Card.Artifact artifact, int value, int claimOrder, int round) {
    /**
     * Creates the value.
     *
     * @param seat the seat that took it
     * @param artifact the card
     * @param value what it scores (R13)
     * @param claimOrder its place in the game's order of artifacts reaching a camp, from 1
     * @param round the round in which it was taken
     * @throws NullPointerException if the artifact is null
     */
    public ClaimedArtifact {
        Objects.requireNonNull(artifact, "artifact");
    }
}
