package io.github.incangold.heldout;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout-ev}: an expected-value leaver. It camps when the expected loss of the next card
 * exceeds its expected gain: the loss is the chance of a bust (from the cards left) times what a
 * bust costs (the haul less what the rules let a busted seat keep, plus 5 gems for each artifact
 * on the path when the seat is alone in the temple, as only a lone leaver claims them); the gain
 * is the expected share of the next card if every seat in the temple stays, counted at 5/4 for the
 * cards that may follow it.
 */
enum ExpectedValueLeaver implements Strategy {
    INSTANCE;

    /** The weight of the gain, as a fraction: 5/4. */
    private static final double GAIN_WEIGHT = 1.25;

    /** What the bot counts an artifact worth, in gems. */
    private static final int ARTIFACT_GEMS = 5;

    @Override
    public Choice choose(Situation situation, long seed) {
        return leaves(situation) ? Choice.CAMP : Choice.TORCH;
    }

    static boolean leaves(Situation situation) {
        int kept = Rulebook.keptOnBust(situation.rules().bustPenalty(), situation.gemsAtRisk());
        int artifacts = situation.seatsInTemple() == 1 ? ARTIFACT_GEMS * situation.artifactsOnPath() : 0;
        double loss = situation.bustChance() * (situation.haul() - kept + artifacts);
        double gain = GAIN_WEIGHT * situation.expectedShare(Math.max(1, situation.seatsInTemple()));
        return loss > gain;
    }

    @Override
    public String describe() {
        return "heldout-ev";
    }

    @Override
    public String toString() {
        return describe();
    }
}
