package io.github.incangold.variants.tournament;

import io.github.incangold.variants.simulation.SimulationResult;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * One lineup of a tournament and what its games came to: each entry's win share and score with
 * their intervals, and for every two entries how often each was placed ahead.
 *
 * @param seats the table's size
 * @param lineup the bots, by seat
 * @param result the lineup's simulation, its games rotated over the seats
 */
public record LineupResult(int seats, List<String> lineup, SimulationResult result) {
    /**
     * Creates the value.
     *
     * @param seats the table's size
     * @param lineup the bots
     * @param result the simulation's result
     */
    public LineupResult {
        Objects.requireNonNull(lineup, "lineup");
        Objects.requireNonNull(result, "result");
    }
}
