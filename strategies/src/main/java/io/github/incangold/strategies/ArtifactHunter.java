package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;

/** Camps whenever an artifact lies on the path; otherwise weighs the next card. */
enum ArtifactHunter implements Leavers.Rule {
    INSTANCE;

    @Override
    public Choice choose(Situation situation, long seed) {
        return situation.artifactsOnPath() > 0 || RiskAware.leaves(situation) ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat) {
        return seen.artifactsOnPath() > 0 || RiskAware.wouldHaveCamped(rules, seen, 1, 1);
    }

    @Override
    public String describe() {
        return "artifacts";
    }

    @Override
    public String toString() {
        return describe();
    }
}
