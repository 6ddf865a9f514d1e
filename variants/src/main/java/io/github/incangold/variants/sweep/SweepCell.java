package io.github.incangold.variants.sweep;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.simulation.Simulation;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One cell of a {@link Sweep}: a variant, a lineup and how many games to play of it.
 *
 * <p>Every cell of a sweep plays with the sweep's seed, so game {@code g} of two cells starts from
 * the same seed: the cells differ by their rules and lineups, not by luck, which narrows the
 * differences between them (common random numbers).
 *
 * <p>A lineup may seat bots of your own: {@link SweepFiles#load(String, Function)} reads a sweep
 * file's bots with the reader you give it, such as a {@code StrategyCatalog}'s. The cell keeps
 * each bot's description as the file wrote it, for labels and fingerprints, beside the strategy
 * that plays.
 *
 * <pre>{@code
 * SweepCell cell = SweepCell.of(
 *         0, LinkedHashMap.empty(), Rules.incanGold(), List.of("risk", "threshold:8", "artifacts"), 1_000, 7L);
 * }</pre>
 *
 * @param index the cell's place in the sweep, from 0
 * @param coordinates the value of each axis (option to label) for a cell of the grid, or the
 *     options an explicit cell sets, in the file's order
 * @param rules the cell's rules
 * @param lineup the bots' descriptions, one per seat, as the sweep file writes them
 * @param strategies the bots that play, one per seat, in the lineup's order; the simulator's
 *     threads share them, so each must be safe to call from several threads at once
 * @param games the games to play, positive
 * @param seed the simulation's seed
 */
public record SweepCell(
        int index,
        LinkedHashMap<String, String> coordinates,
        Rules rules,
        List<String> lineup,
        List<Strategy> strategies,
        long games,
        long seed) {
    /**
     * Creates the value.
     *
     * @param index the cell's place in the sweep
     * @param coordinates the value of each axis
     * @param rules the cell's rules
     * @param lineup the bots' descriptions, one per seat
     * @param strategies the bots that play, one per seat
     * @param games the games to play
     * @param seed the simulation's seed
     * @throws IllegalArgumentException if the lineup and the strategies differ in length, the
     *     strategies do not make a {@link Simulation} of these rules, or the index is negative
     */
    public SweepCell {
        Objects.requireNonNull(coordinates, "coordinates");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(lineup, "lineup");
        Objects.requireNonNull(strategies, "strategies");
        lineup.forEach(description -> Objects.requireNonNull(description, "description"));
        if (index < 0) {
            throw new IllegalArgumentException("a cell's index cannot be negative, got " + index);
        }
        if (lineup.size() != strategies.size()) {
            throw new IllegalArgumentException("a lineup of " + lineup.size()
                    + " descriptions needs as many strategies, got " + strategies.size());
        }
        Simulation.of(rules, strategies, games, seed)
                .getOrElseThrow((String problem) -> new IllegalArgumentException(problem));
    }

    /**
     * A cell of built-in bots, read by {@link Strategies#parse}.
     *
     * @param index the cell's place in the sweep
     * @param coordinates the value of each axis
     * @param rules the cell's rules
     * @param lineup the bots' descriptions, one per seat
     * @param games the games to play
     * @param seed the simulation's seed
     * @return the cell
     * @throws IllegalArgumentException if a description is not a built-in bot's, the lineup does
     *     not make a {@link Simulation} of these rules, or the index is negative
     */
    public static SweepCell of(
            int index,
            LinkedHashMap<String, String> coordinates,
            Rules rules,
            List<String> lineup,
            long games,
            long seed) {
        Objects.requireNonNull(lineup, "lineup");
        List<Strategy> strategies = lineup.map(description -> Strategies.parse(description)
                .getOrElseThrow((String problem) -> new IllegalArgumentException(problem)));
        return new SweepCell(index, coordinates, rules, lineup, strategies, games, seed);
    }

    /**
     * The simulation of this cell.
     *
     * @return the simulation, playing the cell's strategies
     */
    public Simulation simulation() {
        return new Simulation(rules, strategies, games, seed);
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
     * A resumed sweep reuses a stored result only if its fingerprint is this one. A bot is known
     * by its description: after changing a bot of your own, resume into a new results folder.
     *
     * @return the rules as a house-rule file, the lineup, the games and the seed
     */
    public String fingerprint() {
        return "rules " + VariantFiles.save(rules).strip() + "\nlineup " + lineup.mkString(",") + "\ngames " + games
                + "\nseed " + seed + "\n";
    }
}
