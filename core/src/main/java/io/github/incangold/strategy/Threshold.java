package io.github.incangold.strategy;

import io.github.incangold.model.Choice;

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
