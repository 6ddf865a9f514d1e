package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/** Camps with a fixed probability, drawn from the decision's seed. */
record RandomChoice(double leave) implements Strategy {
    @Override
    public Choice choose(Situation situation, long seed) {
        return Seeds.unit(seed) < leave ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "random:" + leave;
    }

    @Override
    public String toString() {
        return describe();
    }
}
