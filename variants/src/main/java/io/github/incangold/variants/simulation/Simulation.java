package io.github.incangold.variants.simulation;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;
import java.util.Objects;

/**
 * What to simulate: a rules configuration, a lineup of strategies (one per seat), how many games
 * and the master seed. Game {@code g} (from 0) is dealt with the seed {@code
 * Seeds.derive(seed, g)}, and its seats are rotated: seat {@code s} is played by lineup entry
 * {@code (s + g) mod seats}, so over any {@code seats} consecutive games every entry plays every
 * seat once, which cancels the advantage or handicap of a position (the start player, R7). The
 * simulator's threads share the lineup's strategy objects, so a strategy of your own must be safe
 * to call from several threads at once (see {@link Strategy}).
 *
 * <pre>{@code
 * Simulation simulation = Simulation.of(
 *         Rules.incanGold(),
 *         List.of(Strategies.threshold(8), Strategies.riskAware(), Strategies.random(0.3), Strategies.artifactHunter()),
 *         100_000,
 *         42L).getOrElseThrow(problem -> new IllegalArgumentException(problem));   // a Left says what is wrong
 * }</pre>
 *
 * @param rules the rules of every game
 * @param lineup the strategies, one per seat; an entry may repeat
 * @param games how many games, from 1 to {@link #MAX_GAMES}
 * @param seed the master seed
 */
public record Simulation(Rules rules, List<Strategy> lineup, long games, long seed) {
    /**
     * The most games a simulation may play, as many as a sweep's cell: counts of games (chunks,
     * progress, totals over a tournament's lineups) then stay far from wrapping.
     */
    public static final long MAX_GAMES = 1_000_000_000L;

    /**
     * Creates the value; {@link #of} checks it and says what is wrong.
     *
     * @param rules the rules of every game
     * @param lineup the strategies, one per seat
     * @param games how many games, from 1 to {@link #MAX_GAMES}
     * @param seed the master seed
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@link #of} would refuse the arguments
     */
    public Simulation {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(lineup, "lineup");
        lineup.forEach(strategy -> Objects.requireNonNull(strategy, "strategy"));
        String problem = problem(rules, lineup, games);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /**
     * Checks and creates a simulation.
     *
     * @param rules the rules of every game
     * @param lineup the strategies, one per seat; the rules' player count applies (R1), and each
     *     must describe itself ({@link Strategy#describe()} not null)
     * @param games how many games, from 1 to {@link #MAX_GAMES}
     * @param seed the master seed
     * @return the simulation, or what is wrong with the arguments
     */
    public static Either<String, Simulation> of(Rules rules, List<Strategy> lineup, long games, long seed) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(lineup, "lineup");
        lineup.forEach(strategy -> Objects.requireNonNull(strategy, "strategy"));
        String problem = problem(rules, lineup, games);
        return problem == null ? Either.right(new Simulation(rules, lineup, games, seed)) : Either.left(problem);
    }

    private static String problem(Rules rules, List<Strategy> lineup, long games) {
        if (lineup.size() < rules.minPlayers() || lineup.size() > rules.maxPlayers()) {
            return "a lineup of " + lineup.size() + (lineup.size() == 1 ? " strategy" : " strategies")
                    + " does not fit these rules, which seat "
                    + Rules.playerCount(rules.minPlayers(), rules.maxPlayers()) + " (R1)";
        }
        if (games < 1) {
            return "the number of games must be positive, got " + games;
        }
        if (games > MAX_GAMES) {
            return String.format(Locale.ROOT, "a simulation plays at most %,d games, got %,d", MAX_GAMES, games);
        }
        // the result names every entry by its description: found out now, not after the last game
        for (int entry = 0; entry < lineup.size(); entry++) {
            if (lineup.get(entry).describe() == null) {
                return "the strategy of lineup entry " + (entry + 1) + " ("
                        + lineup.get(entry).getClass().getName()
                        + ") describes itself as null; its describe() must name it";
            }
        }
        return null;
    }

    /**
     * The seat count.
     *
     * @return the lineup's size
     */
    public int seats() {
        return lineup.size();
    }

    /**
     * Names each lineup entry by its description, numbered when a description repeats.
     *
     * @return for instance {@code threshold:8 #1, threshold:8 #2, risk}
     */
    public List<String> labels() {
        List<String> described = lineup.map(Strategy::describe);
        return described.zipWithIndex().map(entry -> {
            String label = entry._1;
            if (described.count(label::equals) == 1) {
                return label;
            }
            return label + " #" + described.take(entry._2 + 1).count(label::equals);
        });
    }
}
