package io.github.incangold.strategies;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;

/** Compares the expected loss of the next card with its expected gain. */
enum RiskAware implements Leavers.Rule {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        return leaves(situation) ? Choice.CAMP : Choice.TORCH;
    }

    /**
     * Loss and gain share the denominator (the cards left), so the numerators are compared: bust
     * cards times what a bust costs (the haul, less the gems the rules' bust penalty lets the seat
     * keep, R14) against the sum of the shares. With nothing to lose the loss is 0, which never
     * exceeds a gain: the bot carries on.
     */
    static boolean leaves(Situation situation) {
        return leaves(situation, 1, 1);
    }

    /**
     * The same comparison with the expected loss weighted by {@code times / per}: a bolder rule
     * below 1, a more careful one above (the plans of {@code win}).
     */
    static boolean leaves(Situation situation, int times, int per) {
        return leaves(
                situation.rules(),
                situation.gemsAtRisk(),
                situation.haul(),
                situation.bustCardsLeft(),
                situation.treasureShares(situation.seatsInTemple()),
                times,
                per);
    }

    @Override
    public boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat) {
        return wouldHaveCamped(rules, seen, 1, 1);
    }

    /** {@link #leaves(Situation, int, int)} at a choice seen earlier in the game. */
    static boolean wouldHaveCamped(Rules rules, SeenChoice seen, int times, int per) {
        return leaves(rules, seen.gemsAtRisk(), seen.haul(), seen.bustCardsLeft(), seen.treasureShares(), times, per);
    }

    private static boolean leaves(
            Rules rules, int gemsAtRisk, int haul, int bustCardsLeft, long treasureShares, int times, int per) {
        int kept = Rulebook.keptOnBust(rules.bustPenalty(), gemsAtRisk);
        return (long) bustCardsLeft * (haul - kept) * times > treasureShares * per;
    }

    @Override
    public String describe() {
        return "risk";
    }

    @Override
    public String toString() {
        return describe();
    }
}
