package io.github.incangold.variants.simulation;

import java.util.Objects;

/**
 * How one lineup entry did over all its games, whatever its seat.
 *
 * @param label the entry's label ({@link Simulation#labels()})
 * @param strategy the strategy's description, as {@code Strategies.parse} reads it
 * @param score its final score (R18) per game
 * @param scores the distribution of its final scores
 * @param winShare the share of the games it won, a win shared by w seats counting 1/w (R19)
 * @param outrightWins the games it won alone
 * @param sharedWins the games it won together with others
 */
public record StrategyResult(
        String label,
        String strategy,
        Estimate score,
        Distribution scores,
        Estimate winShare,
        long outrightWins,
        long sharedWins) {
    /**
     * Creates the value.
     *
     * @param label the entry's label
     * @param strategy the strategy's description
     * @param score its final score per game
     * @param scores the distribution of its final scores
     * @param winShare the share of the games it won
     * @param outrightWins the games it won alone
     * @param sharedWins the games it won together with others
     * @throws NullPointerException if an argument is null
     */
    public StrategyResult {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(scores, "scores");
        Objects.requireNonNull(winShare, "winShare");
    }
}
