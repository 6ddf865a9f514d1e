package io.github.incangold.heldout.second;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout2-artifacts}, an artifact hunter: when at most {@value #FEW_SEATS} seats are in the
 * temple (itself included) it camps at once if an artifact lies on the path, and waits for a haul
 * of {@value #WAITING} gems if an artifact is still in this round's deck; otherwise it camps once
 * its haul reaches {@value #BASE} gems.
 *
 * <p>Only a lone leaver takes the artifacts on the path (R12), and with few seats inside it is most
 * likely to leave alone; an artifact is worth at least 5 gems under the rulebook's scoring (R13),
 * more than most cards bring. With few inside and an artifact still to come, it stays in to be the
 * one who takes it.
 */
final class ArtifactSeeker implements Strategy {
    static final ArtifactSeeker INSTANCE = new ArtifactSeeker();

    /** The most seats in the temple, itself included, for which it goes for artifacts. */
    static final int FEW_SEATS = 3;

    /** The haul it camps at otherwise. */
    static final int BASE = 9;

    /** The haul it waits for with few seats inside and an artifact still in the deck. */
    static final int WAITING = 14;

    private ArtifactSeeker() {}

    @Override
    public Choice choose(Situation situation, long seed) {
        boolean few = situation.seatsInTemple() <= FEW_SEATS;
        if (few && situation.artifactsOnPath() > 0) {
            return Choice.CAMP;
        }
        int haul = situation.haul();
        if (haul < BASE) {
            return Choice.TORCH;
        }
        // the view is built only here, where the deck's contents decide
        return few && haul < WAITING && artifactInDeck(situation) ? Choice.TORCH : Choice.CAMP;
    }

    @Override
    public String describe() {
        return "heldout2-artifacts";
    }

    private static boolean artifactInDeck(Situation situation) {
        return situation.view().remainingDeck().entries().exists(entry -> entry.card() instanceof Card.Artifact);
    }
}
