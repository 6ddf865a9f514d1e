package io.github.incangold.heldout;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout-hazards}: counts the hazard types revealed this round. With gems to carry home it
 * camps at the third type, at the second with a haul of 6 or more, at the first with 14 or more,
 * or whenever the next card busts more than 22% of the time; with nothing to carry it carries on.
 */
enum HazardCounter implements Strategy {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        int haul = situation.haul();
        if (haul == 0) {
            return Choice.TORCH;
        }
        int types = situation.view().hazardsSeen().size();
        boolean camps =
                types >= 3 || (types == 2 && haul >= 6) || (types == 1 && haul >= 14) || situation.bustChance() > 0.22;
        return camps ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout-hazards";
    }

    @Override
    public String toString() {
        return describe();
    }
}
