package io.github.incangold.variants.tournament;

import io.github.incangold.internal.Names;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.simulation.Simulation;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/**
 * A round robin of bots: at each table size, every lineup of distinct bots plays the same number
 * of games with seat rotation, and every bot is rated from how often it was placed ahead of each
 * other bot ({@link Tournaments#run}). A fixed tournament, {@link #yardstick()}, is the yardstick
 * for changes to the bots. The bots may be built-in ones named by their descriptions ({@link
 * #of(Rules, List, List, long, long)}), a bot author's read by a {@code StrategyCatalog}, or any
 * {@link Strategy} values ({@link #ofEntrants}).
 *
 * <p>At a table of {@code n} seats with {@code b} bots, the lineups are every choice of {@code n}
 * distinct bots when {@code n <= b}; when the table has more seats than there are bots, they are
 * the {@code b} rotations of the bots repeated in order (seat {@code s} of rotation {@code r}
 * plays bot {@code (r + s) mod b}), so every bot sits at every table equally often.
 *
 * <pre>{@code
 * Either<String, Tournament> small = Tournament.of(Rules.incanGold(), List.of("risk", "threshold:8", "random:0.3"),
 *         List.of(3), 1_000, 7L);
 * small.fold(problem -> { System.err.println(problem); return null; },
 *         tournament -> Tournaments.run(tournament, 2, done -> {}));
 * }</pre>
 *
 * @param rules the rules of every game
 * @param entrants the bots, 2 to {@link #MAX_BOTS}, their names distinct
 * @param tables the table sizes, distinct, each within the rules' player count (R1), making at
 *     most {@link #MAX_LINEUPS} lineups together
 * @param gamesPerLineup the games each lineup plays, a multiple of {@link Tournaments#BATCHES} up to {@link
 *     Simulation#MAX_GAMES}
 * @param seed the seed of every lineup's games
 */
public record Tournament(Rules rules, List<Entrant> entrants, List<Integer> tables, long gamesPerLineup, long seed) {
    /** The most bots a tournament may rate. */
    public static final int MAX_BOTS = 12;
    /**
     * The most lineups a tournament may play, over all its tables: a table of {@code n} seats
     * with {@code b} bots makes one lineup per choice of {@code n} of them (or {@code b} rotations
     * when {@code n > b}), so 12 bots at tables of 3, 4, 5 and 8 seats, 2,002 lineups, are too
     * many.
     */
    public static final int MAX_LINEUPS = 2_000;

    /** The longest name of an entrant. */
    static final int MAX_NAME = 64;

    /**
     * Creates the value; {@link #ofEntrants} checks it and says what is wrong.
     *
     * @param rules the rules
     * @param entrants the bots
     * @param tables the table sizes
     * @param gamesPerLineup the games of each lineup
     * @param seed the seed
     * @throws IllegalArgumentException if {@link #ofEntrants} would refuse the arguments
     */
    public Tournament {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(entrants, "entrants");
        Objects.requireNonNull(tables, "tables");
        entrants.forEach(entrant -> Objects.requireNonNull(entrant, "entrant"));
        tables.forEach(table -> Objects.requireNonNull(table, "table"));
        String problem = problem(rules, entrants, tables, gamesPerLineup);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /**
     * Checks and creates a tournament of built-in bots, named as given.
     *
     * @param rules the rules of every game
     * @param bots the bots' descriptions, 2 to {@link #MAX_BOTS}, distinct as {@link Strategies#parse}
     *     reads them ({@code risk} and {@code RISK} are one bot)
     * @param tables the table sizes, distinct, making at most {@link #MAX_LINEUPS} lineups together
     * @param gamesPerLineup the games each lineup plays, a positive multiple of {@link
     *     Tournaments#BATCHES}, at most {@link Simulation#MAX_GAMES}
     * @param seed the seed
     * @return the tournament, or what is wrong
     */
    public static Either<String, Tournament> of(
            Rules rules, List<String> bots, List<Integer> tables, long gamesPerLineup, long seed) {
        return of(rules, Strategies::parse, bots, tables, gamesPerLineup, seed);
    }

    /**
     * Checks and creates a tournament of bots a reader reads, named as given: a {@code
     * StrategyCatalog}'s {@code parse} reads the built-in bots and those of its providers.
     *
     * <pre>{@code
     * Either<String, Tournament> tournament = StrategyCatalog.load(Thread.currentThread().getContextClassLoader())
     *         .flatMap(catalog -> Tournament.of(
     *                 Rules.incanGold(), catalog::parse, List.of("risk", "my-bot"), List.of(3), 100, 1L));
     * tournament.fold(problem -> { System.err.println(problem); return null; },   // e.g. 'my-bot' is not a strategy
     *         checked -> Tournaments.run(checked, 2, done -> {}));
     * }</pre>
     *
     * @param rules the rules of every game
     * @param reader reads a bot's description: the strategy, or what is wrong with the description
     * @param bots the bots' descriptions, 2 to {@link #MAX_BOTS}, distinct as the reader reads them
     * @param tables the table sizes, distinct, making at most {@link #MAX_LINEUPS} lineups together
     * @param gamesPerLineup the games each lineup plays, a positive multiple of {@link
     *     Tournaments#BATCHES}, at most {@link Simulation#MAX_GAMES}
     * @param seed the seed
     * @return the tournament, or what is wrong
     */
    public static Either<String, Tournament> of(
            Rules rules,
            Function<String, Either<String, Strategy>> reader,
            List<String> bots,
            List<Integer> tables,
            long gamesPerLineup,
            long seed) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(reader, "reader");
        Objects.requireNonNull(bots, "bots");
        Objects.requireNonNull(tables, "tables");
        bots.forEach(bot -> Objects.requireNonNull(bot, "bot"));
        if (bots.size() < 2 || bots.size() > MAX_BOTS) {
            return Either.left(count(bots.size()));
        }
        List<Entrant> entrants = List.empty();
        for (String bot : bots) {
            Either<String, Strategy> parsed = reader.apply(bot);
            if (parsed == null
                    || (parsed.isRight()
                            && (parsed.get() == null || parsed.get().describe() == null))) {
                return Either.left("the reader of the bots gave no bot for '" + Names.printable(bot)
                        + "' (null, or a bot that describes itself as null)");
            }
            if (parsed.isLeft()) {
                return Either.left(parsed.getLeft());
            }
            entrants = entrants.append(new Entrant(bot, parsed.get()));
        }
        // compared as parsed, so that risk and RISK, or random:0.1 and random:0.10, are one bot
        List<String> described = entrants.map(entrant -> entrant.strategy().describe());
        List<String> repeated = described.distinct().filter(bot -> described.count(bot::equals) > 1);
        if (!repeated.isEmpty()) {
            return Either.left("each bot enters once; repeated: "
                    + repeated.map(bot -> spellings(bots, described, bot)).mkString(", "));
        }
        return ofEntrants(rules, entrants, tables, gamesPerLineup, seed);
    }

    /**
     * Checks and creates a tournament of any strategies: a bot of your own beside the built-in
     * ones, each under its name.
     *
     * <pre>{@code
     * Strategy mine = Strategies.threshold(6);   // or any Strategy of your own
     * Either<String, Tournament> tournament = Tournament.ofEntrants(
     *         Rules.incanGold(),
     *         List.of(new Entrant("mine", mine), Entrant.of(Strategies.riskAware())),
     *         List.of(3, 4), 1_000, 7L);
     * }</pre>
     *
     * @param rules the rules of every game
     * @param entrants the bots, 2 to {@link #MAX_BOTS}, their names distinct, not blank, at most 64
     *     characters, with no line break, and each strategy describing itself (not as null)
     * @param tables the table sizes, distinct, making at most {@link #MAX_LINEUPS} lineups together
     * @param gamesPerLineup the games each lineup plays, a positive multiple of {@link
     *     Tournaments#BATCHES}, at most {@link Simulation#MAX_GAMES}
     * @param seed the seed
     * @return the tournament, or what is wrong
     */
    public static Either<String, Tournament> ofEntrants(
            Rules rules, List<Entrant> entrants, List<Integer> tables, long gamesPerLineup, long seed) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(entrants, "entrants");
        Objects.requireNonNull(tables, "tables");
        entrants.forEach(entrant -> Objects.requireNonNull(entrant, "entrant"));
        tables.forEach(table -> Objects.requireNonNull(table, "table"));
        String problem = problem(rules, entrants, tables, gamesPerLineup);
        return problem == null
                ? Either.right(new Tournament(rules, entrants, tables, gamesPerLineup, seed))
                : Either.left(problem);
    }

    /**
     * The fixed tournament of the repository, the yardstick for changes to the bots: Incan Gold,
     * the bots {@code win}, {@code mcts:200}, {@code risk}, {@code threshold:8}, {@code catchup:8},
     * {@code hazards:2}, {@code habits:8} and {@code artifacts} (a search, a determinized tree
     * search, and a bot of each family of simple heuristics: an expected-value leaver, a fixed
     * threshold, a threshold that moves with the standings, a hazard counter, a bot that times its
     * leaving against the others' habits, an artifact hunter), at tables of 3, 4, 5, 6 and 8 seats
     * (56 + 70 + 56 + 28 + 1 = 211 lineups, none with a bot in two seats), 2,000 games a lineup,
     * seed 2026.
     *
     * @return the yardstick
     */
    public static Tournament yardstick() {
        return of(
                        Rules.incanGold(),
                        List.of(
                                "win",
                                "mcts:200",
                                "risk",
                                "threshold:8",
                                "catchup:8",
                                "hazards:2",
                                "habits:8",
                                "artifacts"),
                        List.of(3, 4, 5, 6, 8),
                        2_000,
                        2026L)
                .getOrElseThrow(problem -> new IllegalStateException(problem));
    }

    /**
     * The bots' names, in the order they entered.
     *
     * @return the entrants' names
     */
    public List<String> bots() {
        return entrants.map(Entrant::name);
    }

    private static String count(int bots) {
        return "a tournament rates 2 to " + MAX_BOTS + " bots, got " + bots;
    }

    private static String problem(Rules rules, List<Entrant> entrants, List<Integer> tables, long gamesPerLineup) {
        if (entrants.size() < 2 || entrants.size() > MAX_BOTS) {
            return count(entrants.size());
        }
        for (Entrant entrant : entrants) {
            String name = entrant.name();
            if (name.isBlank() || name.length() > MAX_NAME || name.contains("\n") || name.contains("\r")) {
                return "a bot's name is 1 to " + MAX_NAME + " characters on one line, not blank; got '"
                        + Names.printable(name) + "'";
            }
            if (entrant.strategy().describe() == null) {
                return "the bot " + name + " (" + entrant.strategy().getClass().getName()
                        + ") describes itself as null; its describe() must name it";
            }
        }
        List<String> names = entrants.map(Entrant::name);
        List<String> repeated = names.distinct().filter(name -> names.count(name::equals) > 1);
        if (!repeated.isEmpty()) {
            return "each bot enters once, under a name of its own; repeated: " + repeated.mkString(", ");
        }
        if (tables.isEmpty()) {
            return "a tournament needs at least one table size";
        }
        if (tables.distinct().size() < tables.size()) {
            return "each table size is given once";
        }
        for (int table : tables) {
            if (table < rules.minPlayers() || table > rules.maxPlayers()) {
                return "a table of " + table + (table == 1 ? " seat" : " seats")
                        + " does not fit these rules, which seat "
                        + Rules.playerCount(rules.minPlayers(), rules.maxPlayers()) + " (R1)";
            }
            // rules of one seat allow a game alone, but no bot can be placed ahead of another there
            if (table < 2) {
                return "a table of 1 seat rates no bot: a tournament's tables have 2 seats or more";
            }
        }
        if (gamesPerLineup < Tournaments.BATCHES || gamesPerLineup % Tournaments.BATCHES != 0) {
            return "the games per lineup must be a positive multiple of " + Tournaments.BATCHES + ", got "
                    + gamesPerLineup;
        }
        if (gamesPerLineup > Simulation.MAX_GAMES) {
            return String.format(
                    Locale.ROOT, "a lineup plays at most %,d games, got %,d", Simulation.MAX_GAMES, gamesPerLineup);
        }
        long lineups = 0;
        for (int table : tables) {
            lineups += lineupCount(entrants.size(), table);
        }
        if (lineups > MAX_LINEUPS) {
            return String.format(
                    Locale.ROOT,
                    "these tables make %,d lineups; a tournament may play at most %,d: leave out a table size or a"
                            + " bot",
                    lineups,
                    MAX_LINEUPS);
        }
        return null;
    }

    /** A repeated bot as given: its one spelling, or its spellings and what they all read as. */
    private static String spellings(List<String> bots, List<String> described, String bot) {
        List<String> given = bots.zip(described)
                .filter(pair -> pair._2.equals(bot))
                .map(pair -> pair._1)
                .distinct();
        return given.size() == 1
                ? given.head()
                : given.init().mkString(", ") + " and " + given.last() + " (each read as " + bot + ")";
    }

    private static long lineupCount(int bots, int seats) {
        if (seats > bots) {
            return bots;
        }
        long count = 1;
        for (int chosen = 0; chosen < seats; chosen++) {
            count = count * (bots - chosen) / (chosen + 1);
        }
        return count;
    }

    /**
     * The lineups played at a table, in a fixed order.
     *
     * @param seats the table's size, positive
     * @return each lineup's bots, by seat
     * @throws IllegalArgumentException if {@code seats} is not positive
     */
    public List<List<String>> lineups(int seats) {
        if (seats < 1) {
            throw new IllegalArgumentException("a table has at least one seat, got " + seats);
        }
        List<String> bots = bots();
        return lineupEntries(seats).map(lineup -> lineup.map(bots::get));
    }

    /** The lineups played at a table as the entrants' indices, in the order of {@link #lineups}. */
    List<List<Integer>> lineupEntries(int seats) {
        int count = entrants.size();
        if (seats > count) {
            return List.range(0, count).map(rotation -> List.range(0, seats).map(seat -> (rotation + seat) % count));
        }
        return combinations(List.range(0, count), seats);
    }

    private static List<List<Integer>> combinations(List<Integer> from, int size) {
        if (size == 0) {
            return List.of(List.empty());
        }
        if (from.size() < size) {
            return List.empty();
        }
        return combinations(from.tail(), size - 1)
                .map(rest -> rest.prepend(from.head()))
                .appendAll(combinations(from.tail(), size));
    }
}
