package io.github.incangold.heldout;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * {@code heldout-cards}: counts the cards revealed this round. With gems to carry home it camps
 * once the path holds 6 cards while 3 or more seats are in the temple, 8 when fewer remain (fewer
 * share each treasure, so each card is worth more); with nothing to carry it carries on.
 */
enum CardCounter implements Strategy {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        if (situation.haul() == 0) {
            return Choice.TORCH;
        }
        int cards = situation.seatsInTemple() >= 3 ? 6 : 8;
        return situation.view().path().size() >= cards ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout-cards";
    }

    @Override
    public String toString() {
        return describe();
    }
}
