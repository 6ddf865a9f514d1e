package io.github.incangold.variants.tournament;

import io.github.incangold.strategies.Strategies;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.PairResult;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.simulation.StrategyResult;
import io.vavr.collection.List;
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
        List<Integer> tableOfLineup = List.empty();
        List<List<String>> lineups = List.empty();
        for (int seats : tournament.tables()) {
            for (List<String> lineup : tournament.lineups(seats)) {
                tableOfLineup = tableOfLineup.append(seats);
                lineups = lineups.append(lineup);
            }
        }
        List<Simulation> simulations = lineups.map(lineup -> new Simulation(
                tournament.rules(),
                lineup.map(bot -> Strategies.parse(bot).get()),
                tournament.gamesPerLineup(),
                tournament.seed()));
        SimulationTotals[][] batches = play(simulations, tournament.gamesPerLineup(), threads, progress);

        List<LineupResult> results = List.empty();
        List<SimulationTotals> totals = List.empty();
        for (int index = 0; index < simulations.size(); index++) {
            SimulationTotals total = SimulationTotals.empty(simulations.get(index));
            for (SimulationTotals batch : batches[index]) {
                total = total.plus(batch);
            }
            totals = totals.append(total);
            results = results.append(new LineupResult(
                    tableOfLineup.get(index), lineups.get(index), total.result(simulations.get(index))));
        }
        List<String> bots = tournament.bots();
        double[] ratings = ratings(bots, lineups, simulations, totals);
        double[][] batchRatings = new double[BATCHES][];
        for (int batch = 0; batch < BATCHES; batch++) {
            int which = batch;
            List<SimulationTotals> batchTotals =
                    List.range(0, simulations.size()).map(index -> batches[index][which]);
            batchRatings[batch] = ratings(bots, lineups, simulations, batchTotals);
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
                    gamesOf(bots.get(bot), lineups, tournament.gamesPerLineup())));
        }
        return new TournamentResult(tournament, results, rated.sortBy(rating -> -rating.rating()));
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

    private static long gamesOf(String bot, List<List<String>> lineups, long gamesPerLineup) {
        return lineups.map(lineup -> lineup.count(bot::equals) * gamesPerLineup)
                .sum()
                .longValue();
    }
}
