package io.github.incangold.heldout;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout-standings}: camps at a haul that moves with the round and the score gap. The
 * target is 7 gems plus the round (8 in round 1, 12 in round 5), plus a quarter of the gap to the
 * best other score as counted from the public record, between -3 (well ahead: bank sooner) and +6
 * (far behind: push on), and never below 3.
 */
enum StandingsThreshold implements Strategy {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        return situation.haul() >= target(situation) ? Choice.CAMP : Choice.TORCH;
    }

    /** The haul at which the bot camps. */
    static int target(Situation situation) {
        int mine = situation.countedScore(situation.seat()).orElse(0);
        int best = 0; // the best other score; an unknown one counts as 0
        for (int other = 0; other < situation.seats(); other++) {
            if (other != situation.seat()) {
                best = Math.max(best, situation.countedScore(other).orElse(0));
            }
        }
        int lean = Math.max(-3, Math.min(6, (best - mine) / 4));
        return Math.max(3, 7 + situation.round() + lean);
    }

    @Override
    public String describe() {
        return "heldout-standings";
    }

    @Override
    public String toString() {
        return describe();
    }
}
