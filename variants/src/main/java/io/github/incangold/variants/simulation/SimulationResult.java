package io.github.incangold.variants.simulation;

import io.vavr.collection.List;
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

    static SimulationResult of(Simulation simulation, Tally tally) {
        long games = tally.games;
        List<String> labels = simulation.labels();
        List<StrategyResult> strategies = List.empty();
        for (int entry = 0; entry < tally.seats; entry++) {
            long[] wins = tally.entryWins[entry];
            long shared = 0;
            for (int winners = 2; winners < wins.length; winners++) {
                shared += wins[winners];
            }
            strategies = strategies.append(new StrategyResult(
                    labels.get(entry),
                    simulation.lineup().get(entry).describe(),
                    tally.entryScore[entry].estimate(games),
                    tally.entryScores[entry].distribution(),
                    Tally.winShare(games, wins),
                    wins[1],
                    shared));
        }
        List<SeatResult> seats = List.empty();
        for (int seat = 0; seat < tally.seats; seat++) {
            seats = seats.append(new SeatResult(
                    seat, tally.seatScore[seat].estimate(games), Tally.winShare(games, tally.seatWins[seat])));
        }
        List<RoundResult> rounds = List.empty();
        for (int round = 0; round < tally.rounds; round++) {
            rounds = rounds.append(new RoundResult(
                    round + 1,
                    Estimate.proportion(games, tally.roundBusts[round]),
                    tally.roundCards[round].estimate(games),
                    tally.roundGemsLost[round].estimate(games)));
        }
        return new SimulationResult(
                simulation,
                strategies,
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
