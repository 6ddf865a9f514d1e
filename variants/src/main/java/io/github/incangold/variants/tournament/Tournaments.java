package io.github.incangold.variants.tournament;

import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.PairResult;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.simulation.StrategyResult;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * Plays {@link Tournament}s and rates their bots.
 *
 * <pre>{@code
 * TournamentResult result = Tournaments.run(Tournament.yardstick(), 2, done -> {});
 * for (Rating rating : result.ratings()) {
 *     System.out.printf("%-12s %6.0f (%.0f to %.0f)%n", rating.bot(), rating.rating(), rating.low(), rating.high());
 * }
 * }</pre>
 *
 * <p>Each lineup is a {@link Simulation} with the tournament's seed, so its games are those the
 * simulator would play, and the result is the same on any number of threads.
 */
public final class Tournaments {
    /** The disjoint batches of every lineup's games whose separate ratings give the intervals. */
    public static final int BATCHES = 10;

    /** The 0.975 quantile of Student's t with {@code BATCHES - 1} = 9 degrees of freedom. */
    static final double T95_9 = 2.2621571627409915;

    private static final double ELO = 400 / Math.log(10);

    private Tournaments() {}

    /**
     * Plays every lineup of a tournament and rates the bots.
     *
     * @param tournament the tournament
     * @param threads the threads that play, from 1 to {@link Simulator#MAX_THREADS} (256)
     * @param progress told the games finished over every lineup, on the calling thread, about ten
     *     times a second and once at the end
     * @return the lineups' results and the ratings; the same for any number of threads
     * @throws IllegalArgumentException if {@code threads} is below 1 or above {@link
     *     Simulator#MAX_THREADS}
     * @throws CancellationException if the calling thread is interrupted (the workers stop)
     * @throws IllegalStateException if a strategy threw, naming it, its lineup entry, the game, the
     *     seat and the decision's seed, with what it threw as the cause; the run stops
     * @throws RuntimeException whatever {@code progress} threw, which stops the run
     */
    public static TournamentResult run(Tournament tournament, int threads, LongConsumer progress) {
        Objects.requireNonNull(tournament, "tournament");
        Objects.requireNonNull(progress, "progress");
        if (threads < 1) {
            throw new IllegalArgumentException("a tournament needs at least one thread, got " + threads);
        }
        if (threads > Simulator.MAX_THREADS) {
            throw new IllegalArgumentException(String.format(
                    Locale.ROOT, "a tournament runs on at most %,d threads, got %,d", Simulator.MAX_THREADS, threads));
        }
        List<List<String>> lineups = List.empty();
        List<Simulation> simulations = List.empty();
        for (int seats : tournament.tables()) {
            for (List<Integer> entries : tournament.lineupEntries(seats)) {
                lineups = lineups.append(
                        entries.map(entry -> tournament.entrants().get(entry).name()));
                simulations = simulations.append(new Simulation(
                        tournament.rules(),
                        entries.map(entry -> tournament.entrants().get(entry).strategy()),
                        tournament.gamesPerLineup(),
                        tournament.seed()));
            }
        }
        SimulationTotals[][] batches = play(simulations, tournament.gamesPerLineup(), threads, progress);
        List<LineupGames> games = List.empty();
        for (int index = 0; index < simulations.size(); index++) {
            games = games.append(new LineupGames(lineups.get(index), simulations.get(index), List.of(batches[index])));
        }
        List<LineupResult> results = games.map(Tournaments::result);
        return new TournamentResult(tournament, results, rated(tournament.bots(), games, results));
    }

    /**
     * Rates bots from lineups' games however they were played: a tournament's, or lineups a
     * program chose and played itself. Each bot's rating is fitted to every game, its 95% interval
     * to the spread of the ratings fitted to each batch alone (Student's t with {@link #BATCHES}
     * - 1 degrees of freedom), as {@link #run} rates a tournament.
     *
     * <pre>{@code
     * Simulation games = Simulation.of(Rules.incanGold(),
     *         List.of(Strategies.riskAware(), Strategies.threshold(8), Strategies.random(0.3)), 1_000, 7L)
     *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));   // a Left holds what is wrong
     * List<SimulationTotals> batches = List.range(0, Tournaments.BATCHES)
     *         .map(batch -> SimulationTotals.play(games, batch * 100L, (batch + 1) * 100L));
     * List<String> bots = List.of("risk", "threshold:8", "random:0.3");
     * Tournaments.rate(bots, List.of(new LineupGames(bots, games, batches)))
     *         .fold(problem -> { System.err.println(problem); return null; },
     *               ratings -> { ratings.forEach(System.out::println); return null; });
     * }</pre>
     *
     * @param bots the bots to rate, 2 or more, distinct
     * @param lineups the lineups' games: each names only these bots, one per lineup entry of its
     *     simulation, in {@link #BATCHES} batches with games in each; every bot plays in one at
     *     least
     * @return every bot's rating, the highest first, or what is wrong with the arguments
     */
    public static Either<String, List<Rating>> rate(List<String> bots, List<LineupGames> lineups) {
        Objects.requireNonNull(bots, "bots");
        Objects.requireNonNull(lineups, "lineups");
        bots.forEach(bot -> Objects.requireNonNull(bot, "bot"));
        lineups.forEach(lineup -> Objects.requireNonNull(lineup, "lineup"));
        if (bots.size() < 2) {
            return Either.left("a rating compares 2 bots or more, got " + bots.size());
        }
        if (bots.distinct().size() < bots.size()) {
            return Either.left("each bot is named once; repeated: "
                    + bots.distinct().filter(bot -> bots.count(bot::equals) > 1).mkString(", "));
        }
        for (int index = 0; index < lineups.size(); index++) {
            LineupGames lineup = lineups.get(index);
            String which = "lineup " + (index + 1);
            if (lineup.lineup().size() != lineup.simulation().seats()) {
                return Either.left(which + " names " + lineup.lineup().size() + " bots for a simulation of "
                        + lineup.simulation().seats() + " seats");
            }
            Option<String> stranger = lineup.lineup().find(bot -> !bots.contains(bot));
            if (stranger.isDefined()) {
                return Either.left(which + " names " + stranger.get() + ", which is not among the bots rated");
            }
            if (lineup.batches().size() != BATCHES) {
                return Either.left(
                        which + " has " + lineup.batches().size() + " batches of games; a rating takes " + BATCHES);
            }
            for (SimulationTotals batch : lineup.batches()) {
                if (batch.games() == 0) {
                    return Either.left(which + " has a batch of no games");
                }
                try {
                    SimulationTotals.empty(lineup.simulation()).plus(batch);
                } catch (IllegalArgumentException otherShape) {
                    return Either.left(which + ": " + otherShape.getMessage());
                }
            }
        }
        Option<String> absent =
                bots.find(bot -> lineups.forAll(lineup -> !lineup.lineup().contains(bot)));
        if (absent.isDefined()) {
            return Either.left(absent.get() + " plays in no lineup: it cannot be rated");
        }
        return Either.right(rated(bots, lineups, lineups.map(Tournaments::result)));
    }

    /** A lineup's result: its batches added up. */
    private static LineupResult result(LineupGames games) {
        SimulationTotals total = SimulationTotals.empty(games.simulation());
        for (SimulationTotals batch : games.batches()) {
            total = total.plus(batch);
        }
        return new LineupResult(games.simulation().seats(), games.lineup(), total.result(games.simulation()));
    }

    /** The ratings of checked lineups, the highest first. */
    private static List<Rating> rated(List<String> bots, List<LineupGames> games, List<LineupResult> results) {
        List<List<String>> lineups = games.map(LineupGames::lineup);
        List<Simulation> simulations = games.map(LineupGames::simulation);
        List<SimulationTotals> totals = games.map(lineup -> lineup.batches().reduce(SimulationTotals::plus));
        double[] ratings = ratings(bots, lineups, simulations, totals);
        double[][] batchRatings = new double[BATCHES][];
        for (int batch = 0; batch < BATCHES; batch++) {
            int which = batch;
            batchRatings[batch] = ratings(bots, lineups, simulations, games.map(lineup -> lineup.batches()
                    .get(which)));
        }
        List<Rating> rated = List.empty();
        for (int bot = 0; bot < bots.size(); bot++) {
            double mean = 0;
            for (double[] batch : batchRatings) {
                mean += batch[bot] / BATCHES;
            }
            double squares = 0;
            for (double[] batch : batchRatings) {
                squares += (batch[bot] - mean) * (batch[bot] - mean);
            }
            double standardError = Math.sqrt(squares / (BATCHES - 1) / BATCHES);
            rated = rated.append(new Rating(
                    bots.get(bot),
                    ratings[bot],
                    ratings[bot] - T95_9 * standardError,
                    ratings[bot] + T95_9 * standardError,
                    winShare(bots.get(bot), lineups, results),
                    gamesOf(bots.get(bot), games)));
        }
        return rated.sortBy(rating -> -rating.rating());
    }

    /** Plays every batch of every lineup, spread over the threads. */
    private static SimulationTotals[][] play(
            List<Simulation> simulations, long games, int threads, LongConsumer progress) {
        SimulationTotals[][] batches = new SimulationTotals[simulations.size()][BATCHES];
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "tournament");
            thread.setDaemon(true);
            return thread;
        });
        AtomicLong done = new AtomicLong();
        long batchGames = games / BATCHES;
        try {
            java.util.List<Future<?>> futures = new java.util.ArrayList<>();
            for (int index = 0; index < simulations.size(); index++) {
                for (int batch = 0; batch < BATCHES; batch++) {
                    int lineup = index;
                    int which = batch;
                    futures.add(pool.submit(() -> {
                        batches[lineup][which] = SimulationTotals.play(
                                simulations.get(lineup), which * batchGames, (which + 1) * batchGames);
                        done.addAndGet(batchGames);
                    }));
                }
            }
            for (Future<?> future : futures) {
                while (true) {
                    try {
                        future.get(100, TimeUnit.MILLISECONDS);
                        break;
                    } catch (TimeoutException notYet) {
                        progress.accept(done.get());
                    }
                }
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the tournament was interrupted");
        } catch (ExecutionException failed) {
            Throwable cause = failed.getCause();
            if (cause instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
        progress.accept(done.get());
        return batches;
    }

    /**
     * The Bradley–Terry ratings of the bots, on the Elo scale, averaging 0: fitted by Hunter's
     * MM iteration to how often each bot was placed ahead of each other bot in the same game
     * (ties half to each). One virtual tie between every two bots keeps a bot that never lost
     * (or never won) finite. The totals say how many games they count, so a batch's pairs are
     * weighed against the batch's games, not the whole simulation's.
     */
    static double[] ratings(
            List<String> bots,
            List<List<String>> lineups,
            List<Simulation> simulations,
            List<SimulationTotals> totals) {
        int count = bots.size();
        double[][] ahead = new double[count][count];
        for (int first = 0; first < count; first++) {
            for (int second = 0; second < count; second++) {
                ahead[first][second] = first == second ? 0 : 0.5;
            }
        }
        for (int index = 0; index < totals.size(); index++) {
            List<String> lineup = lineups.get(index);
            SimulationResult result = totals.get(index).result(simulations.get(index));
            // the games these totals count: a result reports its simulation's games, every batch's alike
            long games = totals.get(index).games();
            for (PairResult pair : result.pairs()) {
                int first = bots.indexOf(lineup.get(pair.first()));
                int second = bots.indexOf(lineup.get(pair.second()));
                if (first == second) {
                    continue; // a bot against itself says nothing of its strength
                }
                double ties = games - pair.firstAhead() - pair.secondAhead();
                ahead[first][second] += pair.firstAhead() + ties / 2;
                ahead[second][first] += pair.secondAhead() + ties / 2;
            }
        }
        return fit(ahead);
    }

    /** Hunter's MM iteration for Bradley–Terry strengths, returned as Elo points averaging 0. */
    static double[] fit(double[][] ahead) {
        int count = ahead.length;
        double[] strength = new double[count];
        java.util.Arrays.fill(strength, 1.0);
        for (int iteration = 0; iteration < 100_000; iteration++) {
            double[] next = new double[count];
            double largestChange = 0;
            for (int bot = 0; bot < count; bot++) {
                double wins = 0;
                double weight = 0;
                for (int other = 0; other < count; other++) {
                    if (other != bot) {
                        wins += ahead[bot][other];
                        weight += (ahead[bot][other] + ahead[other][bot]) / (strength[bot] + strength[other]);
                    }
                }
                next[bot] = wins / weight;
            }
            double logMean = 0;
            for (double value : next) {
                logMean += Math.log(value) / count;
            }
            for (int bot = 0; bot < count; bot++) {
                next[bot] /= Math.exp(logMean);
                largestChange = Math.max(largestChange, Math.abs(Math.log(next[bot] / strength[bot])));
            }
            strength = next;
            if (largestChange < 1e-12) {
                break;
            }
        }
        double[] elo = new double[count];
        for (int bot = 0; bot < count; bot++) {
            elo[bot] = ELO * Math.log(strength[bot]);
        }
        return elo;
    }

    /**
     * A bot's win share over every seat it held, its intervals combined as independent samples.
     * Two seats of one bot at a table are not independent, but their wins exclude each other (a
     * shared win aside), so the covariance left out is negative and the interval is, if
     * anything, too wide.
     */
    private static Estimate winShare(String bot, List<List<String>> lineups, List<LineupResult> results) {
        double won = 0;
        double variance = 0;
        long games = 0;
        for (int index = 0; index < results.size(); index++) {
            List<StrategyResult> entries = results.get(index).result().strategies();
            for (int entry = 0; entry < entries.size(); entry++) {
                if (lineups.get(index).get(entry).equals(bot)) {
                    Estimate share = entries.get(entry).winShare();
                    won += share.mean() * share.n();
                    variance += share.standardError() * share.standardError() * share.n() * share.n();
                    games += share.n();
                }
            }
        }
        double mean = won / games;
        double standardError = Math.sqrt(variance) / games;
        return new Estimate(
                games,
                mean,
                standardError * Math.sqrt((double) games),
                standardError,
                mean - Estimate.Z95 * standardError,
                mean + Estimate.Z95 * standardError);
    }

    private static long gamesOf(String bot, List<LineupGames> lineups) {
        long games = 0;
        for (LineupGames lineup : lineups) {
            long played = lineup.batches().map(SimulationTotals::games).sum().longValue();
            games += lineup.lineup().count(bot::equals) * played;
        }
        return games;
    }
}
