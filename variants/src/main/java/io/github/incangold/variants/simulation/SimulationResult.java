package io.github.incangold.variants.simulation;

import io.vavr.collection.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The statistics of a simulation, each with its 95% confidence interval. Every figure is a mean
 * per game unless it says otherwise; the same simulation gives the same result on any number of
 * threads.
 *
 * <pre>{@code
 * SimulationResult result = Simulator.run(simulation);
 * for (StrategyResult entry : result.strategies()) {
 *     System.out.println(entry.label() + " wins " + entry.winShare().mean());
 * }
 * }</pre>
 *
 * @param simulation what was simulated
 * @param strategies by lineup entry, in lineup order
 * @param pairs every two lineup entries, in the order (0, 1), (0, 2), ..., (1, 2), ...
 * @param seats by seat
 * @param rounds by round
 * @param cardsRevealed the cards revealed in the whole game: the game's length
 * @param busts the rounds that ended in a bust (R14)
 * @param gemsLostToBusts the gems that seats lost to busts, all rounds together
 * @param artifactsClaimed the artifacts brought back to camp (R12)
 * @param artifactsLost the artifacts left on the path at a round's end and removed (R16)
 * @param sharedWins the share of the games won by more than one seat (R19)
 * @param leadChanges how often the leader (the seat or seats with the highest score) changed
 *     from one round's end to the next
 * @param winningScore the winner's score
 * @param margin the winner's lead over the second place; 0 for a shared win
 */
public record SimulationResult(
        Simulation simulation,
        List<StrategyResult> strategies,
        List<PairResult> pairs,
        List<SeatResult> seats,
        List<RoundResult> rounds,
        Estimate cardsRevealed,
        Estimate busts,
        Estimate gemsLostToBusts,
        Estimate artifactsClaimed,
        Estimate artifactsLost,
        Estimate sharedWins,
        Estimate leadChanges,
        Estimate winningScore,
        Estimate margin) {

    /**
     * Creates the value.
     *
     * @param simulation what was simulated
     * @param strategies by lineup entry
     * @param pairs every two lineup entries
     * @param seats by seat
     * @param rounds by round
     * @param cardsRevealed the cards revealed per game
     * @param busts the rounds that ended in a bust per game
     * @param gemsLostToBusts the gems lost to busts per game
     * @param artifactsClaimed the artifacts claimed per game
     * @param artifactsLost the artifacts lost per game
     * @param sharedWins the share of games with a shared win
     * @param leadChanges the lead changes per game
     * @param winningScore the winner's score
     * @param margin the winner's lead over the second place
     * @throws NullPointerException if an argument is null
     */
    public SimulationResult {
        Objects.requireNonNull(simulation, "simulation");
        Objects.requireNonNull(strategies, "strategies");
        Objects.requireNonNull(pairs, "pairs");
        Objects.requireNonNull(seats, "seats");
        Objects.requireNonNull(rounds, "rounds");
        Objects.requireNonNull(cardsRevealed, "cardsRevealed");
        Objects.requireNonNull(busts, "busts");
        Objects.requireNonNull(gemsLostToBusts, "gemsLostToBusts");
        Objects.requireNonNull(artifactsClaimed, "artifactsClaimed");
        Objects.requireNonNull(artifactsLost, "artifactsLost");
        Objects.requireNonNull(sharedWins, "sharedWins");
        Objects.requireNonNull(leadChanges, "leadChanges");
        Objects.requireNonNull(winningScore, "winningScore");
        Objects.requireNonNull(margin, "margin");
    }

    /**
     * The number of games played.
     *
     * @return the simulation's games
     */
    public long games() {
        return simulation.games();
    }

    /**
     * The share of shared wins above which {@link #warnings()} warns: more than one game in ten.
     * A lineup of different strategies shares few wins (2.7% and 5.5% of 100,000 games for {@code
     * threshold:6,risk,threshold:12,random:0.3} in Incan Gold and Diamant); one in which some
     * entries play alike shares many (35% for {@code threshold:8,risk,random:0.3,artifacts} in
     * Diamant, where the artifact hunter is the risk-aware bot).
     */
    public static final double MANY_SHARED_WINS = 0.10;

    /**
     * The pairs of lineup entries that ended every game with the same score: under these rules
     * they play alike, so the figures cannot tell them apart.
     *
     * @return those pairs, in the order of {@link #pairs()}
     */
    public List<PairResult> alike() {
        return pairs.filter(pair -> pair.sameScore() == games());
    }

    /**
     * What makes this result hard to read as a comparison of strategies or rules: entries that
     * play alike ({@link #alike()}), and shared wins in more than {@link #MANY_SHARED_WINS} of
     * the games.
     *
     * <pre>{@code
     * result.warnings().forEach(w -> System.out.println(w.message() + " Consider " + w.consider()));
     * }</pre>
     *
     * @return the warnings, entries playing alike first; empty when there is nothing to say
     */
    public List<Warning> warnings() {
        List<String> labels = simulation.labels();
        List<Warning> warnings = List.empty();
        for (PairResult pair : alike()) {
            warnings = warnings.append(new Warning(
                    Warning.Kind.PLAY_ALIKE,
                    String.format(
                            Locale.ROOT,
                            "%s and %s scored the same in every one of the %,d games%s: under these rules"
                                    + " they play alike, so their figures cannot tell them apart.",
                            labels.get(pair.first()),
                            labels.get(pair.second()),
                            games(),
                            pair.sharedWins() == 0
                                    ? ""
                                    : String.format(Locale.ROOT, " and shared %,d wins", pair.sharedWins())),
                    "a lineup whose entries differ under these rules: other parameters or other bots."));
        }
        if (sharedWins.mean() > MANY_SHARED_WINS) {
            PairResult most = pairs.maxBy(PairResult::sharedWins).get();
            warnings = warnings.append(new Warning(
                    Warning.Kind.MANY_SHARED_WINS,
                    String.format(
                            Locale.ROOT,
                            "%.1f%% of the games ended in a shared win, more than %.0f%%: seats that leave"
                                    + " together bank the same gems and tie (R10, R19). Most of them between %s"
                                    + " and %s (%,d games).",
                            100 * sharedWins.mean(),
                            100 * MANY_SHARED_WINS,
                            labels.get(most.first()),
                            labels.get(most.second()),
                            most.sharedWins()),
                    "mixing strategies that leave the temple at different moments."));
        }
        return warnings;
    }

    /**
     * Something about a result that a reader should know before drawing conclusions from it.
     *
     * @param kind what kind of warning
     * @param message what the figures show
     * @param consider what to change
     */
    public record Warning(Kind kind, String message, String consider) {
        /**
         * Creates a warning.
         *
         * @param kind what kind of warning
         * @param message what the figures show
         * @param consider what to change
         * @throws NullPointerException if an argument is null
         */
        public Warning {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(consider, "consider");
        }

        /** The kinds of warning. */
        public enum Kind {
            /** Two lineup entries ended every game with the same score. */
            PLAY_ALIKE,
            /** More than {@link SimulationResult#MANY_SHARED_WINS} of the games ended in a shared win. */
            MANY_SHARED_WINS
        }
    }

    static SimulationResult of(Simulation simulation, Tally tally) {
        long games = tally.games;
        List<String> labels = simulation.labels();
        // each list built front to back in one pass (List.append copies the list: quadratic)
        List<StrategyResult> strategies = List.range(0, tally.seats).map(entry -> {
            long[] wins = tally.entryWins[entry];
            long shared = 0;
            for (int winners = 2; winners < wins.length; winners++) {
                shared += wins[winners];
            }
            return new StrategyResult(
                    labels.get(entry),
                    simulation.lineup().get(entry).describe(),
                    tally.entryScore[entry].estimate(games),
                    tally.entryScores[entry].distribution(),
                    Tally.winShare(games, wins),
                    wins[1],
                    shared);
        });
        List<PairResult> pairs = List.range(0, tally.seats)
                .flatMap(first -> List.range(first + 1, tally.seats).map(second -> {
                    int index = first * tally.seats + second;
                    return new PairResult(
                            first,
                            second,
                            tally.pairAhead[index],
                            tally.pairAhead[second * tally.seats + first],
                            tally.pairSameScore[index],
                            tally.pairSharedWins[index]);
                }));
        List<SeatResult> seats = List.range(0, tally.seats)
                .map(seat -> new SeatResult(
                        seat, tally.seatScore[seat].estimate(games), Tally.winShare(games, tally.seatWins[seat])));
        List<RoundResult> rounds = List.range(0, tally.rounds)
                .map(round -> new RoundResult(
                        round + 1,
                        Estimate.proportion(games, tally.roundBusts[round]),
                        tally.roundCards[round].estimate(games),
                        tally.roundGemsLost[round].estimate(games)));
        return new SimulationResult(
                simulation,
                strategies,
                pairs,
                seats,
                rounds,
                tally.cards.estimate(games),
                tally.busts.estimate(games),
                tally.gemsLost.estimate(games),
                tally.artifactsClaimed.estimate(games),
                tally.artifactsLost.estimate(games),
                Estimate.proportion(games, tally.sharedWins),
                tally.leadChanges.estimate(games),
                tally.winningScore.estimate(games),
                tally.margin.estimate(games));
    }
}
