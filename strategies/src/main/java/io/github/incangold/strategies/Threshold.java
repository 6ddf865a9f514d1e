package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;

/** Camps at a fixed haul. */
record Threshold(int gems) implements Leavers.Rule {
    @Override
    public Choice choose(Situation situation, long seed) {
        return camps(situation.haul()) ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat) {
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
