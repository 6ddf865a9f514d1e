package io.github.incangold.variants.sweep;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.simulation.Simulation;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * One cell of a {@link Sweep}: a variant, a lineup and how many games to play of it.
 *
 * <p>Every cell of a sweep plays with the sweep's seed, so game {@code g} of two cells starts from
 * the same seed: the cells differ by their rules and lineups, not by luck, which narrows the
 * differences between them (common random numbers).
 *
 * @param index the cell's place in the sweep, from 0
 * @param coordinates the value of each axis (option to label) for a cell of the grid, or the
 *     options an explicit cell sets, in the file's order
 * @param rules the cell's rules
 * @param lineup the bots' descriptions, one per seat, in the form {@link Strategies#parse} reads
 * @param games the games to play, positive
 * @param seed the simulation's seed
 */
public record SweepCell(
        int index, LinkedHashMap<String, String> coordinates, Rules rules, List<String> lineup, long games, long seed) {
    /**
     * Creates the value.
     *
     * @param index the cell's place in the sweep
     * @param coordinates the value of each axis
     * @param rules the cell's rules
     * @param lineup the bots' descriptions, one per seat
     * @param games the games to play
     * @param seed the simulation's seed
     * @throws IllegalArgumentException if the lineup does not make a {@link Simulation} of these
     *     rules, or the index is negative
     */
    public SweepCell {
        Objects.requireNonNull(coordinates, "coordinates");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(lineup, "lineup");
        if (index < 0) {
            throw new IllegalArgumentException("a cell's index cannot be negative, got " + index);
        }
        Simulation.of(rules, strategies(lineup), games, seed)
                .getOrElseThrow((String problem) -> new IllegalArgumentException(problem));
    }

    private static List<Strategy> strategies(List<String> lineup) {
        return lineup.map(description -> Strategies.parse(description)
                .getOrElseThrow((String problem) -> new IllegalArgumentException(problem)));
    }

    /**
     * The simulation of this cell, with new strategy objects.
     *
     * @return the simulation
     */
    public Simulation simulation() {
        return new Simulation(rules, strategies(lineup), games, seed);
    }

    /**
     * Names the cell by its coordinates.
     *
     * @return for instance {@code rounds=4, hazards/snakes=2}; {@code base} for a cell that
     *     changes nothing
     */
    public String label() {
        return coordinates.isEmpty()
                ? "base"
                : coordinates.map(entry -> entry._1 + "=" + entry._2).mkString(", ");
    }

    /**
     * Everything that decides the cell's results, as text: equal fingerprints mean equal results.
     * A resumed sweep reuses a stored result only if its fingerprint is this one.
     *
     * @return the rules as a house-rule file, the lineup, the games and the seed
     */
    public String fingerprint() {
        return "rules " + VariantFiles.save(rules).strip() + "\nlineup " + lineup.mkString(",") + "\ngames " + games
                + "\nseed " + seed + "\n";
    }
}
