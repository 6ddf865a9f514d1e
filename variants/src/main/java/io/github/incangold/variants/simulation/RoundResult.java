package io.github.incangold.variants.simulation;

import java.util.Objects;

/**
 * What happened in one round, over all games.
 *
 * @param round the round, from 1
 * @param bustRate the share of the games in which the round ended in a bust (R14)
 * @param cardsRevealed the cards revealed in the round, per game
 * @param gemsLost the gems that seats still in the temple lost to the bust (R14), per game
 */
public record RoundResult(int round, Estimate bustRate, Estimate cardsRevealed, Estimate gemsLost) {
    /**
     * Creates the value.
     *
     * @param round the round
     * @param bustRate the share of the games that busted in this round
     * @param cardsRevealed the cards revealed per game
     * @param gemsLost the gems lost to the bust per game
     * @throws NullPointerException if an estimate is null
     */
    public RoundResult {
        Objects.requireNonNull(bustRate, "bustRate");
        Objects.requireNonNull(cardsRevealed, "cardsRevealed");
        Objects.requireNonNull(gemsLost, "gemsLost");
    }
}
