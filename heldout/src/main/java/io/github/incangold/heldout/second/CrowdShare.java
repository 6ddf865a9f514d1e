package io.github.incangold.heldout.second;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout2-crowd}, which watches how many seats are still inside: it camps once its haul
 * times the seats in the temple, about what all of them would carry home together, reaches
 * {@value #TABLE_HAUL} gems.
 *
 * <p>Each card is shared among the seats inside (R10), so a crowded temple pays each of them little
 * for the same risk and it leaves early; alone or nearly alone, every card pays well and it stays
 * for more: {@value #TABLE_HAUL} gems alone, 12 each with three inside, 9 with four, 5 with eight.
 */
final class CrowdShare implements Strategy {
    static final CrowdShare INSTANCE = new CrowdShare();

    /** The haul of the seats inside, together, at which it camps. */
    static final int TABLE_HAUL = 36;

    private CrowdShare() {}

    @Override
    public Choice choose(Situation situation, long seed) {
        return situation.haul() * situation.seatsInTemple() >= TABLE_HAUL ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout2-crowd";
    }
}
