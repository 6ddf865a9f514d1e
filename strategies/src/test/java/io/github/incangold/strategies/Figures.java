package io.github.incangold.strategies;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.view.PlayerView;

/**
 * A situation given by its figures, for the edge cases of a decision. The core's tests have the
 * same helper; test classes are not published, so this module keeps its own.
 */
record Figures(
        int seatsInTemple,
        int gemsAtRisk,
        int pathGems,
        int artifactsOnPath,
        int cardsLeft,
        int bustCardsLeft,
        long shares)
        implements Situation {

    @Override
    public Rules rules() {
        return Rules.incanGold();
    }

    @Override
    public int seat() {
        return 0;
    }

    @Override
    public int round() {
        return 1;
    }

    @Override
    public long treasureShares(int stayers) {
        return shares;
    }

    @Override
    public PlayerView view() {
        throw new UnsupportedOperationException("figures only");
    }
}
