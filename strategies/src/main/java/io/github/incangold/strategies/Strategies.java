package io.github.incangold.strategies;

import io.github.incangold.internal.Names;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;
import java.util.Objects;

/**
 * The built-in strategies, and a parser for their {@link Strategy#describe() descriptions}.
 *
 * <pre>{@code
 * Strategy careful = Strategies.riskAware();
 * Strategy greedy = Strategies.threshold(15);
 * Strategy parsed = Strategies.parse("random:0.3")      // Either: a Left holds what is wrong
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));
 * }</pre>
 *
 * <p>Every seat still in the temple holds the same gems at risk (R10), so two threshold bots with
 * the same threshold, or two risk-aware bots, always leave together and never take an artifact
 * alone (R12); interesting lineups mix strategies.
 */
public final class Strategies {
    /**
     * The strategies' names, the part of a description before any colon, in the order of {@link
     * #parse(String)}'s forms: a frontend that takes its own shorthands can tell a word meant as a
     * strategy (and pass on the parser's reason why its parameter is wrong) from one that is not.
     *
     * <pre>{@code
     * Strategies.NAMES.contains("mcts");   // true
     * }</pre>
     */
    public static final List<String> NAMES =
            List.of("random", "threshold", "catchup", "hazards", "habits", "risk", "artifacts", "mcts", "win");

    /** The most hazards {@link #hazardCounter(int)} waits for: one of each type of Incan Gold (R4). */
    static final int MAX_HAZARDS = 5;

    /** The forms {@link #parse(String)} reads, for messages. */
    static final String FORMS =
            "random:P (P from 0 to 1), threshold:N (N gems, 0 or more), catchup:N (N gems, 0 or more),"
                    + " hazards:N (N hazards, 1 to " + MAX_HAZARDS + "), habits:N (N gems, 0 or more), risk, artifacts,"
                    + " mcts:N (N playouts, 1 to "
                    + Search.MAX_ITERATIONS + "), win or win:N (N samples, 1 to " + WinningSearch.MAX_SAMPLES
                    + "; it imagines up to 2N rounds)";

    /** No budget: every sample count the bots themselves accept. */
    static final int MAX_SAMPLES = Integer.MAX_VALUE;

    /** The built-in bots as a provider: the first of every {@link StrategyCatalog}. */
    private static final StrategyProvider PROVIDER = new StrategyProvider() {
        @Override
        public List<String> names() {
            return NAMES;
        }

        @Override
        public Either<String, Strategy> parse(String description) {
            return Strategies.parse(description);
        }
    };

    private Strategies() {}

    /**
     * The built-in bots as a {@link StrategyProvider}, so that they are looked up the way a bot
     * author's are ({@link StrategyCatalog}).
     *
     * <pre>{@code
     * Strategies.provider().names();   // random, threshold, catchup, hazards, habits, risk, artifacts, mcts, win
     * }</pre>
     *
     * @return the provider of {@link #NAMES}, reading as {@link #parse(String)}
     */
    public static StrategyProvider provider() {
        return PROVIDER;
    }

    /**
     * A bot that camps with probability {@code leave} after every card, whatever happens: a
     * baseline, and with 0 or 1 a bot that always carries on or always leaves.
     *
     * <pre>{@code
     * Strategy coin = Strategies.random(0.5);
     * }</pre>
     *
     * @param leave the probability of camp, from 0 to 1
     * @return the strategy, described as {@code random:P}
     * @throws IllegalArgumentException if {@code leave} is not in [0, 1]
     */
    public static Strategy random(double leave) {
        if (!(leave >= 0.0 && leave <= 1.0)) {
            throw new IllegalArgumentException("a leave probability must be from 0 to 1, got " + leave);
        }
        return new RandomChoice(leave + 0.0); // -0.0 becomes 0.0
    }

    /**
     * A bot that camps once it would carry home at least {@code gems} if every seat in the temple
     * left now: its gems at risk plus an equal share of the path's gems ({@link
     * Situation#haul()}). With 0 it leaves at its first choice.
     *
     * <pre>{@code
     * Strategy steady = Strategies.threshold(8);
     * }</pre>
     *
     * @param gems the haul to reach, 0 or more
     * @return the strategy, described as {@code threshold:N}
     * @throws IllegalArgumentException if {@code gems} is negative
     */
    public static Strategy threshold(int gems) {
        if (gems < 0) {
            throw new IllegalArgumentException("a threshold must be 0 or more gems, got " + gems);
        }
        return new Threshold(gems);
    }

    /**
     * A threshold that moves with the standings: the bot camps once its {@link Situation#haul()
     * haul} reaches {@code gems} plus how far it trails the best score, as counted from the public
     * record ({@link Situation#countedScore(int)}), divided by the rounds from this one to the last
     * (R2), and at most twice {@code gems}. Level with the leader or ahead, it is {@link
     * #threshold(int) threshold(gems)}; far behind in the last round it pushes on to twice that.
     *
     * <pre>{@code
     * Strategy chaser = Strategies.catchUp(8);   // 8 gems when level; 12 when 12 behind with 3 rounds to play
     * }</pre>
     *
     * @param gems the haul to reach when level with the leader, 0 or more
     * @return the strategy, described as {@code catchup:N}
     * @throws IllegalArgumentException if {@code gems} is negative
     */
    public static Strategy catchUp(int gems) {
        if (gems < 0) {
            throw new IllegalArgumentException("a threshold must be 0 or more gems, got " + gems);
        }
        return new CatchUp(gems);
    }

    /**
     * A hazard counter: with gems at risk ({@link Situation#gemsAtRisk()}), the bot camps once the
     * path shows {@code hazards} or more hazard cards this round (R4, R14); with nothing at risk it
     * carries on. It reads the hazards from {@link Situation#hazardsOnPath()}, and only when it has
     * gems to lose.
     *
     * <pre>{@code
     * Strategy wary = Strategies.hazardCounter(2);   // camps with gems at risk once 2 hazards lie on the path
     * }</pre>
     *
     * @param hazards the hazard cards on the path at which it camps, from 1 to 5
     * @return the strategy, described as {@code hazards:N}
     * @throws IllegalArgumentException if {@code hazards} is out of range
     */
    public static Strategy hazardCounter(int hazards) {
        if (hazards < 1 || hazards > MAX_HAZARDS) {
            throw new IllegalArgumentException(
                    "a hazard counter waits for 1 to " + MAX_HAZARDS + " hazards, got " + hazards);
        }
        return new HazardCounter(hazards);
    }

    /**
     * A bot that times its leaving against the other seats' habits, read from the public record
     * ({@link Situation#seenChoices()}): it takes each other seat still in the temple to camp at
     * the mean {@link Situation#haul() haul} at which that seat was seen to camp this game, or at
     * {@code gems} if it was never seen to camp, and camps once its own haul reaches the lowest of
     * those, less 1 gem, so as to leave just before the first of them and alone (R11, R12); never
     * below 1 gem. Alone in the temple it camps at a haul of {@code gems}. Without a record (a
     * situation read from a view) every seat is taken to camp at {@code gems}.
     *
     * <pre>{@code
     * Strategy timer = Strategies.habitTimer(8);   // beside seat 1 only, seen to camp at 6 and 10: camps at 7
     * }</pre>
     *
     * @param gems the haul taken for a seat never seen to camp, and the one to reach alone, 0 or
     *     more
     * @return the strategy, described as {@code habits:N}
     * @throws IllegalArgumentException if {@code gems} is negative
     */
    public static Strategy habitTimer(int gems) {
        if (gems < 0) {
            throw new IllegalArgumentException("a habit timer needs 0 or more gems, got " + gems);
        }
        return new HabitTimer(gems);
    }

    /**
     * A bot that weighs the next card (with the figures of {@link io.github.incangold.odds.Odds}):
     * with nothing to lose it carries on; otherwise it camps when the gems it expects to lose on
     * the next card, its {@link Situation#haul() haul} times the chance of a bust (R14), exceed
     * the gems it expects to win, its share of the next card if every seat stays (R10). The
     * comparison is exact (integers), so equal expectations carry on.
     *
     * <pre>{@code
     * Strategy careful = Strategies.riskAware();
     * }</pre>
     *
     * @return the strategy, described as {@code risk}
     */
    public static Strategy riskAware() {
        return RiskAware.INSTANCE;
    }

    /**
     * A bot that goes after artifacts: as soon as an artifact lies on the path it camps, hoping
     * to leave alone and take it (R12); otherwise it decides as {@link #riskAware()}. Under rules
     * without artifacts (Diamant) it is the risk-aware bot.
     *
     * <pre>{@code
     * Strategy hunter = Strategies.artifactHunter();
     * }</pre>
     *
     * @return the strategy, described as {@code artifacts}
     */
    public static Strategy artifactHunter() {
        return ArtifactHunter.INSTANCE;
    }

    /**
     * A bot that searches: information-set Monte Carlo tree search over determinized decks. For
     * each decision it plays the rest of the round {@code iterations} times with the real engine,
     * each time on a deck drawn at random from the cards that can still come (their order is
     * secret, R21) and with the other seats modelled as risk-aware or threshold bots; it keeps a
     * tree of its own decisions, indexed by what it has seen since (the cards and who left),
     * chooses among them with UCB1, plays risk-aware below the tree, and scores each playout by
     * the gems and artifacts it brought back to camp (R11 to R13). It answers the decision tried
     * most often at the root (with a single iteration, which compares nothing, the risk-aware
     * bot's). It is deterministic for a seed, and slow: each decision costs about
     * {@code iterations} playouts of a round.
     *
     * <pre>{@code
     * Strategy searcher = Strategies.search(200);
     * }</pre>
     *
     * @param iterations the playouts per decision, from 1 to 1,000,000
     * @return the strategy, described as {@code mcts:N}
     * @throws IllegalArgumentException if {@code iterations} is out of range
     */
    public static Strategy search(int iterations) {
        if (iterations < 1 || iterations > Search.MAX_ITERATIONS) {
            throw new IllegalArgumentException(
                    "a search needs 1 to " + Search.MAX_ITERATIONS + " iterations, got " + iterations);
        }
        return new Search(iterations);
    }

    /**
     * A bot that plays to win the game, not to bring home the most gems of the round. For each
     * decision it imagines rounds (a deck drawn from the cards that can still come, R21, and each
     * other seat modelled from the choices it was seen to make this game ({@link
     * Situation#seenChoices()}) by the rules of leaving that fit it best, from several families,
     * or, from a view that keeps no record, as a risk-aware or threshold bot) and plays each to its
     * end with the real engine once with the seat camping now and once for each of a few plans that
     * carry on (camp at the next card, the one after or the third; the risk-aware rule, bolder or
     * more careful; camp once ahead of everyone). Each playout is valued by the seat's chance
     * to win the game (to end ahead of all the others at once), plus a tenth of the share of the
     * other seats it is expected to end ahead of: every seat's score as counted from the public
     * log ({@link Situation#countedScore(int)}) plus what the round gave it, with a spread for
     * each round still to come. So it banks when ahead and takes risks when behind late in the
     * game. It camps when camping is worth more than the best plan that carries on. It imagines
     * {@code 3 × samples / 10} rounds first, then more until the two are told apart, at most
     * {@code 2 × samples}; with nothing to take home it carries on at once. It is deterministic
     * for a seed, and slow: each decision costs at most {@code 16 × samples} playouts of a round,
     * fewer where the plans agree.
     *
     * <pre>{@code
     * Strategy winner = Strategies.win(18);   // what parse("win") gives at 6 seats
     * }</pre>
     *
     * @param samples the imagined rounds of a decision in doubt (from 3 in 10 of them to twice as
     *     many, until the answer is clear), from 1 to 100,000
     * @return the strategy, described as {@code win:N}
     * @throws IllegalArgumentException if {@code samples} is out of range
     */
    public static Strategy win(int samples) {
        if (samples < 1 || samples > WinningSearch.MAX_SAMPLES) {
            throw new IllegalArgumentException(
                    "a winning search needs 1 to " + WinningSearch.MAX_SAMPLES + " samples, got " + samples);
        }
        return new WinningSearch(samples);
    }

    /**
     * {@link #win(int)} with the samples for the table it plays at: 108 divided by the seats, from
     * 18 to 36 (36 at 3 seats, 27 at 4, 21 at 5, 18 from 6 up). A sample costs about as much for
     * each seat at the table, so a decision costs about the same at every table: about what one of
     * {@code mcts:200} costs.
     *
     * <pre>{@code
     * Strategy winner = Strategies.win();   // what parse("win") gives; described as "win"
     * }</pre>
     *
     * @return the strategy, described as {@code win}
     */
    public static Strategy win() {
        return new WinningSearch.ByTable();
    }

    /**
     * Reads a strategy from its {@link Strategy#describe() description}: {@code random:P},
     * {@code threshold:N}, {@code catchup:N}, {@code hazards:N}, {@code habits:N}, {@code risk}, {@code artifacts}, {@code mcts:N}, {@code win:N} or {@code win} (samples by
     * table, {@link #win()}), in any letter case.
     *
     * <pre>{@code
     * Either<String, Strategy> bot = Strategies.parse("threshold:8");
     * Strategies.parse("treshold:8").getLeft();  // names the forms it knows
     * }</pre>
     *
     * @param description the description
     * @return the strategy, or a message naming what is wrong and the forms accepted
     */
    public static Either<String, Strategy> parse(String description) {
        return parse(description, MAX_SAMPLES);
    }

    /**
     * Reads a strategy as {@link #parse(String)} does, within a budget of samples per decision: a
     * caller that must answer in time refuses {@code mcts:N} above {@code maxSamples}, and {@code
     * win:N} when the {@code 2 × N} rounds it may imagine are above it ({@code win}, when the 72
     * it may imagine at the smallest tables are). The budget counts samples
     * rather than time, so that a seeded game replays the same on any machine.
     *
     * <pre>{@code
     * Strategies.parse("win:100000", 2_000).getLeft();
     * // 'win:100000' imagines up to 200,000 rounds a decision; the budget is 2,000 a decision
     * }</pre>
     *
     * @param description the description
     * @param maxSamples the most iterations ({@code mcts:N}) or samples ({@code win:N}) a
     *     decision may take, positive
     * @return the strategy, or a message naming what is wrong or what is over the budget
     * @throws IllegalArgumentException if {@code maxSamples} is not positive
     */
    public static Either<String, Strategy> parse(String description, int maxSamples) {
        if (maxSamples < 1) {
            throw new IllegalArgumentException("a budget must allow at least 1 sample a decision, got " + maxSamples);
        }
        return parseUnbudgeted(description).flatMap(strategy -> {
            int samples = strategy instanceof Search search
                    ? search.iterations()
                    : strategy instanceof WinningSearch winning
                            ? WinningSearch.mostSamples(winning.samples())
                            : strategy instanceof WinningSearch.ByTable
                                    ? WinningSearch.mostSamples(WinningSearch.MOST_DEFAULT_SAMPLES)
                                    : 0;
            if (samples <= maxSamples) {
                return Either.right(strategy);
            }
            return Either.left(String.format(
                    Locale.ROOT,
                    "'%s' %s %,d %s a decision; the budget is %,d a decision",
                    Names.printable(description),
                    strategy instanceof Search ? "plays" : "imagines up to",
                    samples,
                    strategy instanceof Search ? "playouts" : "rounds",
                    maxSamples));
        });
    }

    private static Either<String, Strategy> parseUnbudgeted(String description) {
        Objects.requireNonNull(description, "description");
        String text = description.strip();
        // messages show at most 64 characters of what was given, hidden characters spelt out
        String shown = Names.printable(description);
        int colon = text.indexOf(':');
        String name = (colon < 0 ? text : text.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
        String parameter = colon < 0 ? null : text.substring(colon + 1).strip();
        return switch (name) {
            case "random" ->
                parameter(description, parameter, "a leave probability (0 to 1)")
                        .flatMap(p -> probability(description, p))
                        .map(Strategies::random);
            case "threshold" ->
                parameter(description, parameter, "a number of gems (0 or more)")
                        .flatMap(n -> gems(description, n))
                        .map(Strategies::threshold);
            case "catchup" ->
                parameter(description, parameter, "a number of gems when level (0 or more)")
                        .flatMap(n -> gems(description, n))
                        .map(Strategies::catchUp);
            case "hazards" ->
                parameter(description, parameter, "a number of hazards (1 to " + MAX_HAZARDS + ")")
                        .flatMap(n -> hazards(description, n))
                        .map(Strategies::hazardCounter);
            case "habits" ->
                parameter(description, parameter, "a number of gems when alone (0 or more)")
                        .flatMap(n -> gems(description, n))
                        .map(Strategies::habitTimer);
            case "risk" -> noParameter(description, parameter, riskAware());
            case "artifacts" -> noParameter(description, parameter, artifactHunter());
            case "mcts" ->
                parameter(description, parameter, "a number of iterations (1 to " + Search.MAX_ITERATIONS + ")")
                        .flatMap(n -> iterations(description, n))
                        .map(Strategies::search);
            case "win" -> {
                if (parameter == null) {
                    yield Either.right(win());
                }
                yield parameter(description, parameter, "a number of samples (1 to " + WinningSearch.MAX_SAMPLES + ")")
                        .flatMap(n -> samples(description, n))
                        .map(Strategies::win);
            }
            default -> {
                String meant = NAMES.find(known -> nearlyNamed(name, known)).getOrNull();
                yield Either.left("'" + shown + "' is not a strategy; "
                        + (meant == null || name.isEmpty()
                                ? ""
                                : "did you mean '" + meant + (parameter == null ? "" : ":" + parameter) + "'? ")
                        + "the strategies are " + FORMS);
            }
        };
    }

    /**
     * A misspelling of a strategy's name: one letter wrong, missing or added, or two where the
     * name has five letters or more ("treshold", "radom", "artifact").
     */
    private static boolean nearlyNamed(String name, String known) {
        return Names.editDistance(name, known) <= (known.length() >= 5 ? 2 : 1);
    }

    private static Either<String, String> parameter(String description, String parameter, String wanted) {
        if (parameter == null || parameter.isEmpty()) {
            return Either.left("'" + Names.printable(description) + "' needs " + wanted + " after a colon, e.g. "
                    + (wanted.startsWith("a leave")
                            ? "random:0.3"
                            : wanted.contains("level")
                                    ? "catchup:8"
                                    : wanted.contains("alone")
                                            ? "habits:8"
                                            : wanted.contains("gems")
                                                    ? "threshold:8"
                                                    : wanted.contains("hazards")
                                                            ? "hazards:2"
                                                            : wanted.contains("samples") ? "win:20" : "mcts:200"));
        }
        return Either.right(parameter);
    }

    private static Either<String, Strategy> noParameter(String description, String parameter, Strategy strategy) {
        if (parameter != null) {
            return Either.left(
                    "'" + Names.printable(description) + "' takes no parameter; write " + strategy.describe());
        }
        return Either.right(strategy);
    }

    private static Either<String, Double> probability(String description, String text) {
        double leave;
        try {
            leave = Double.parseDouble(text);
        } catch (NumberFormatException notANumber) {
            return Either.left("'" + Names.printable(description) + "': '" + Names.printable(text)
                    + "' is not a probability (a number from 0 to 1)");
        }
        if (!(leave >= 0.0 && leave <= 1.0)) {
            return Either.left("'" + Names.printable(description) + "': a leave probability must be from 0 to 1, got "
                    + Names.printable(text));
        }
        return Either.right(leave);
    }

    private static Either<String, Integer> iterations(String description, String text) {
        if (!text.matches("\\d{1,7}") || Integer.parseInt(text) < 1 || Integer.parseInt(text) > Search.MAX_ITERATIONS) {
            return Either.left("'" + Names.printable(description) + "': '" + Names.printable(text)
                    + "' is not a number of iterations (a whole number from 1 to " + Search.MAX_ITERATIONS + ")");
        }
        return Either.right(Integer.parseInt(text));
    }

    private static Either<String, Integer> hazards(String description, String text) {
        if (!text.matches("\\d{1,7}") || Integer.parseInt(text) < 1 || Integer.parseInt(text) > MAX_HAZARDS) {
            return Either.left("'" + Names.printable(description) + "': '" + Names.printable(text)
                    + "' is not a number of hazards (a whole number from 1 to " + MAX_HAZARDS + ")");
        }
        return Either.right(Integer.parseInt(text));
    }

    private static Either<String, Integer> samples(String description, String text) {
        if (!text.matches("\\d{1,6}")
                || Integer.parseInt(text) < 1
                || Integer.parseInt(text) > WinningSearch.MAX_SAMPLES) {
            return Either.left("'" + Names.printable(description) + "': '" + Names.printable(text)
                    + "' is not a number of samples (a whole number from 1 to " + WinningSearch.MAX_SAMPLES + ")");
        }
        return Either.right(Integer.parseInt(text));
    }

    private static Either<String, Integer> gems(String description, String text) {
        if (!text.matches("\\d+")) {
            return Either.left("'" + Names.printable(description) + "': '" + Names.printable(text)
                    + "' is not a number of gems (a whole number, 0 or more)");
        }
        // every threshold(int) reads back, up to the largest score a game can hold
        String digits = text.replaceFirst("^0+(?=.)", "");
        if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
            return Either.left("'" + Names.printable(description) + "': a threshold must be 0 to " + Integer.MAX_VALUE
                    + " gems, got " + Names.printable(text));
        }
        return Either.right(Integer.parseInt(digits));
    }
}
