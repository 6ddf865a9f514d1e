package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/** Camps at a fixed haul. */
record Threshold(int gems) implements Strategy {
    @Override
    public Choice choose(Situation situation, long seed) {
        return situation.haul() >= gems ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "threshold:" + gems;
    }

    @Override
    public String toString() {
        return describe();
    }
}
