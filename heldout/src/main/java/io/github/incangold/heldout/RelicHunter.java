package io.github.incangold.heldout;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout-relics}: an artifact hunter that goes for an artifact on the path when it has a
 * fair chance of leaving alone with it: with at most 2 seats in the temple, or at most 3 from round
 * 4 on, when the artifacts are worth more. Otherwise it camps at a haul of 11, or with gems at risk
 * when the next card busts at least one time in 5.
 */
enum RelicHunter implements Strategy {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        int crowd = situation.round() >= 4 ? 3 : 2;
        boolean relic = situation.artifactsOnPath() > 0 && situation.seatsInTemple() <= crowd;
        boolean enough = situation.haul() >= 11 || (situation.gemsAtRisk() > 0 && situation.bustChance() >= 0.2);
        return relic || enough ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout-relics";
    }

    @Override
    public String toString() {
        return describe();
    }
}
