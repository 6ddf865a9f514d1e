/**
 * Monte Carlo validation of variants: play many games of a rules configuration with a lineup of
 * {@link io.github.incangold.strategy.Strategy bots} and measure what a designer asks, with 95%
 * confidence intervals: each strategy's score and win share, each round's bust rate and cards
 * revealed, the gems lost to busts, the artifacts claimed and lost, shared wins, lead changes,
 * the winning score. {@link io.github.incangold.variants.simulation.Comparison} sets two variants
 * side by side with the significance of each difference.
 *
 * <pre>{@code
 * List<Strategy> lineup = List.of(Strategies.threshold(6), Strategies.riskAware(),
 *         Strategies.threshold(12), Strategies.random(0.3));
 * SimulationResult incanGold = Simulator.run(Simulation.of(Rules.incanGold(), lineup, 100_000, 42L)
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem)));
 * SimulationResult diamant = Simulator.run(Simulation.of(Rules.diamant(), lineup, 100_000, 42L)
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem)));
 * Comparison comparison = Comparison.of(diamant, incanGold)   // Diamant against Incan Gold
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));
 * }</pre>
 *
 * <p>Seats rotate from game to game so that every strategy plays every seat equally; the same
 * simulation gives the same result on any number of threads; no game is kept in memory. Bots
 * with equal parameters hold the same gems at risk and leave together: mix strategies. {@link
 * io.github.incangold.variants.simulation.SimulationResult#warnings()} says when two entries
 * scored the same in every game or many wins were shared.
 */
package io.github.incangold.variants.simulation;
