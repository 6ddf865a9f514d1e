package io.github.incangold.variants.simulation;

import java.util.Objects;

/**
 * How one seat did over all games, whoever played it: with seats rotated, a difference between
 * seats is the position's advantage (the first start player, R7).
 *
 * @param seat the seat, from 0; seat 0 starts the first round
 * @param score the final score per game (R18)
 * @param winShare the share of the games won, a win shared by w seats counting 1/w (R19)
 */
public record SeatResult(int seat, Estimate score, Estimate winShare) {
    /**
     * Creates the value.
     *
     * @param seat the seat
     * @param score the final score per game
     * @param winShare the share of the games won
     * @throws NullPointerException if an estimate is null
     */
    public SeatResult {
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(winShare, "winShare");
    }
}
