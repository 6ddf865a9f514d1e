package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;

/** Camps at a fixed haul. */
record Threshold(int gems) implements Strategy {
    @Override
    public Choice choose(Situation situation, long seed) {
        return camps(situation.haul()) ? Choice.CAMP : Choice.TORCH;
    }

    /** Whether the bot would have camped at a choice seen earlier in the game. */
    boolean wouldHaveCamped(SeenChoice seen) {
        return camps(seen.haul());
    }

    private boolean camps(int haul) {
        return haul >= gems;
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
