package io.github.incangold.strategies;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;

/**
 * Camps, with gems at risk, once the path shows {@code hazards} or more hazard cards this round;
 * with nothing at risk it carries on. The situation's figures do not count the hazards on the
 * path ({@link Situation#bustCardsLeft()} counts the cards left that would end the round, which
 * is not the same), so it reads the path of the {@link Situation#view() view}, and only when it
 * has gems to lose.
 */
record HazardCounter(int hazards) implements Strategy {
    @Override
    public Choice choose(Situation situation, long seed) {
        if (situation.gemsAtRisk() == 0) {
            return Choice.TORCH;
        }
        int seen = situation.view().path().count(card -> card instanceof Card.Hazard);
        return seen >= hazards ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "hazards:" + hazards;
    }

    @Override
    public String toString() {
        return describe();
    }
}
