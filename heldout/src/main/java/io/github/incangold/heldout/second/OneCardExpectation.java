package io.github.incangold.heldout.second;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout2-ev}, an expected-value leaver: it carries on while the expected share of the
 * next card, every seat in the temple staying, is at least the bust chance times what leaving alone
 * now would bring home (its gems at risk plus the path's gems), and camps otherwise.
 *
 * <p>One card ahead is enough: the bust chance only grows and the stake only grows as a round goes
 * on, so once the next card is not worth it no later one is. Leaving alone is what it would take
 * from the path by leaving, and what a bust takes from it. It counts gems only, not artifacts. The
 * comparison multiplies both sides by the cards left, so it is exact in whole numbers: camp when
 * {@code bustCardsLeft * (gemsAtRisk + pathGems) > treasureShares(seatsInTemple)}.
 */
final class OneCardExpectation implements Strategy {
    static final OneCardExpectation INSTANCE = new OneCardExpectation();

    private OneCardExpectation() {}

    @Override
    public Choice choose(Situation situation, long seed) {
        long expectedLoss = (long) situation.bustCardsLeft() * leavingAlone(situation);
        long expectedGain = situation.treasureShares(situation.seatsInTemple());
        return expectedLoss > expectedGain ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout2-ev";
    }

    /** Its gems at risk plus what a lone leaver takes of the path's gems under the rules (R11). */
    private static int leavingAlone(Situation situation) {
        LeftoverGems leftover = situation.rules().leftoverGems();
        int[] piles = Rulebook.keepsGemsOnEachCard(leftover)
                ? situation
                        .pathGemsByCard()
                        .toJavaStream()
                        .mapToInt(Integer::intValue)
                        .toArray()
                : null;
        return situation.gemsAtRisk() + Rulebook.leaversTake(leftover, situation.pathGems(), piles, 1);
    }
}
