package io.github.incangold.heldout.second;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout2-hazards}, a hazard counter: it carries on while no hazard lies on the path this
 * round, and camps once its haul reaches {@value #ONE_HAZARD} gems with one hazard on the path,
 * {@value #TWO_HAZARDS} with two, and {@value #MORE_HAZARDS} with three or more.
 *
 * <p>Each hazard on the path is one card of its type from a bust (R14): the bust chance grows with
 * every hazard, so the haul worth risking on the next card falls. With none, no card can end the
 * round.
 */
final class HazardLimits implements Strategy {
    static final HazardLimits INSTANCE = new HazardLimits();

    /** The haul it camps at with one hazard on the path. */
    static final int ONE_HAZARD = 15;

    /** The haul it camps at with two hazards on the path. */
    static final int TWO_HAZARDS = 6;

    /** The haul it camps at with three or more hazards on the path. */
    static final int MORE_HAZARDS = 3;

    private HazardLimits() {}

    @Override
    public Choice choose(Situation situation, long seed) {
        int hazards = situation.hazardsOnPath();
        if (hazards == 0) {
            return Choice.TORCH;
        }
        int limit = hazards == 1 ? ONE_HAZARD : hazards == 2 ? TWO_HAZARDS : MORE_HAZARDS;
        return situation.haul() >= limit ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout2-hazards";
    }
}
