package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * Camps, with gems at risk, once the path shows {@code hazards} or more hazard cards this round;
 * with nothing at risk it carries on ({@link Situation#hazardsOnPath()}).
 */
record HazardCounter(int hazards) implements Strategy {
    @Override
    public Choice choose(Situation situation, long seed) {
        if (situation.gemsAtRisk() == 0) {
            return Choice.TORCH;
        }
        return situation.hazardsOnPath() >= hazards ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "hazards:" + hazards;
    }

    @Override
    public String toString() {
        return describe();
    }
}
