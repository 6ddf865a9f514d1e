package io.github.incangold.heldout.second;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import java.util.OptionalInt;

/**
 * {@code heldout2-standings}, a threshold that moves with the round and the standings: it camps
 * once its haul reaches {@value #BASE} gems plus its gap to the best score of another seat divided
 * by the rounds left, this one included (rounded down), the threshold kept between {@value
 * #LOWEST} and {@value #HIGHEST}.
 *
 * <p>Behind, it asks each round for its part of the gap, the more so the fewer rounds remain;
 * ahead, the gap is negative and it banks sooner. The scores are those the public record counts
 * ({@link Situation#countedScore(int)}); when its own or every other score is unknown it plays the
 * plain threshold of {@value #BASE}.
 */
final class ScoreGapThreshold implements Strategy {
    static final ScoreGapThreshold INSTANCE = new ScoreGapThreshold();

    /** The haul it camps at when level with the best other score. */
    static final int BASE = 10;

    /** The least haul it ever camps at: below it a round's worth is too small to bank. */
    static final int LOWEST = 5;

    /** The most haul it ever waits for, however far behind. */
    static final int HIGHEST = 30;

    private ScoreGapThreshold() {}

    @Override
    public Choice choose(Situation situation, long seed) {
        return situation.haul() >= threshold(situation) ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout2-standings";
    }

    private static int threshold(Situation situation) {
        int roundsLeft = Math.max(1, situation.rules().rounds() - situation.round() + 1);
        int wanted = BASE + Math.floorDiv(gapToBest(situation), roundsLeft);
        return Math.max(LOWEST, Math.min(HIGHEST, wanted));
    }

    /** The best other counted score less its own: positive behind, negative ahead, 0 if unknown. */
    private static int gapToBest(Situation situation) {
        OptionalInt own = situation.countedScore(situation.seat());
        if (own.isEmpty()) {
            return 0;
        }
        OptionalInt best = OptionalInt.empty();
        for (int other = 0; other < situation.seats(); other++) {
            OptionalInt score = other == situation.seat() ? OptionalInt.empty() : situation.countedScore(other);
            if (score.isPresent() && (best.isEmpty() || score.getAsInt() > best.getAsInt())) {
                best = score;
            }
        }
        return best.isPresent() ? best.getAsInt() - own.getAsInt() : 0;
    }
}
