package io.github.incangold.strategies;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/** Compares the expected loss of the next card with its expected gain. */
enum RiskAware implements Strategy {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        return leaves(situation) ? Choice.CAMP : Choice.TORCH;
    }

    /**
     * Loss and gain share the denominator (the cards left), so the numerators are compared: bust
     * cards times what a bust costs (the haul, less the gems the rules' bust penalty lets the seat
     * keep, R14) against the sum of the shares. With nothing to lose the loss is 0, which never
     * exceeds a gain: the bot carries on.
     */
    static boolean leaves(Situation situation) {
        int kept = Rulebook.keptOnBust(situation.rules().bustPenalty(), situation.gemsAtRisk());
        long expectedLoss = (long) situation.bustCardsLeft() * (situation.haul() - kept);
        return expectedLoss > situation.treasureShares(situation.seatsInTemple());
    }

    @Override
    public String describe() {
        return "risk";
    }

    @Override
    public String toString() {
        return describe();
    }
}
