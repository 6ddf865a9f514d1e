package io.github.incangold.heldout;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout-habits}: times its leaving against the others' habits, learnt from the public
 * record of the game ({@link Situation#seenChoices()}). The others' habit is the mean haul at
 * which another seat was seen to camp, once there are at least 3 such sightings, 10 gems before.
 * While others are in the temple the bot camps one gem before that habit (between 4 and 14), to
 * leave ahead of them and alone; once alone it pushes on to 3 gems beyond its target, or, with
 * gems at risk, until the next card busts at least one time in 7.
 */
enum HabitTimer implements Strategy {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        int target = target(situation);
        boolean camps = situation.seatsInTemple() > 1
                ? situation.haul() >= target
                : situation.haul() >= target + 3 || (situation.gemsAtRisk() > 0 && situation.bustChance() >= 1.0 / 7);
        return camps ? Choice.CAMP : Choice.TORCH;
    }

    /** One gem before the others' habit, between 4 and 14. */
    static int target(Situation situation) {
        long sightings = 0;
        long hauls = 0;
        for (SeenChoice seen : situation.seenChoices()) {
            for (int seat : seen.campers()) {
                if (seat != situation.seat()) {
                    sightings++;
                    hauls += seen.haul();
                }
            }
        }
        long habit = sightings < 3 ? 10 : Math.round((double) hauls / sightings);
        return (int) Math.max(4, Math.min(14, habit - 1));
    }

    @Override
    public String describe() {
        return "heldout-habits";
    }

    @Override
    public String toString() {
        return describe();
    }
}
