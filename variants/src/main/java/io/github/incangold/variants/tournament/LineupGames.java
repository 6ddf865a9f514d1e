package io.github.incangold.variants.tournament;

import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * One lineup's games in {@link Tournaments#BATCHES} disjoint batches, as {@link Tournaments#rate}
 * rates them: what a tournament plays for each lineup, or what a program that played its own
 * lineups hands over to have them rated.
 *
 * <pre>{@code
 * List<SimulationTotals> batches = List.range(0, Tournaments.BATCHES)
 *         .map(batch -> SimulationTotals.play(simulation, batch * 100L, (batch + 1) * 100L));
 * LineupGames games = new LineupGames(List.of("risk", "threshold:8", "mine"), simulation, batches);
 * }</pre>
 *
 * @param lineup the bots' names by lineup entry (entry {@code e} is the simulation's lineup entry
 *     {@code e}); a bot may hold several entries
 * @param simulation the simulation whose games the batches count
 * @param batches the totals of disjoint blocks of its games, {@link Tournaments#BATCHES} of them
 */
public record LineupGames(List<String> lineup, Simulation simulation, List<SimulationTotals> batches) {
    /**
     * Creates the value; {@link Tournaments#rate} checks it against the others.
     *
     * @param lineup the bots by entry
     * @param simulation the simulation
     * @param batches the batches' totals
     * @throws NullPointerException if an argument or an element is null
     */
    public LineupGames {
        Objects.requireNonNull(lineup, "lineup");
        Objects.requireNonNull(simulation, "simulation");
        Objects.requireNonNull(batches, "batches");
        lineup.forEach(bot -> Objects.requireNonNull(bot, "bot"));
        batches.forEach(batch -> Objects.requireNonNull(batch, "batch"));
    }
}
