package io.github.incangold.examples;

import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.Preset;
import io.github.incangold.variants.Presets;
import io.github.incangold.variants.simulation.Comparison;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.simulation.StrategyResult;
import io.vavr.collection.List;
import java.util.Locale;

/**
 * Simulates many games of Incan Gold and of Diamant with the same four bots and seeds, and
 * compares them: how much the winner scores, how often a round ends in a bust, and which strategy
 * wins. The master seed is fixed, so the figures are the same on every machine, whatever its
 * number of cores.
 */
public final class CompareVariants {
    private CompareVariants() {}

    static final List<Strategy> BOTS = List.of(
            Strategies.threshold(6), Strategies.riskAware(), Strategies.threshold(10), Strategies.threshold(15));
    static final long SEED = 1L;

    /**
     * Compares the presets.
     *
     * @param args the number of games per variant; 1000 when absent
     */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        System.out.println(games + " games per variant, seed " + SEED + ", lineup: "
                + BOTS.map(Strategy::describe).mkString(", "));
        List<SimulationResult> results = List.empty();
        for (Preset preset : List.of(Presets.INCAN_GOLD, Presets.DIAMANT)) {
            Simulation simulation = Simulation.of(preset.rules(), BOTS, games, SEED)
                    .getOrElseThrow(problem -> new IllegalArgumentException(problem));
            SimulationResult result = Simulator.run(simulation);
            System.out.println(report(preset.id(), result));
            results = results.append(result);
        }
        // Diamant (the variant) against Incan Gold (its baseline): Diamant's figures minus Incan Gold's
        Comparison comparison = Comparison.of(results.get(1), results.get(0))
                .getOrElseThrow(problem -> new IllegalStateException(problem)); // a Left says why they differ
        for (Comparison.Difference difference : comparison.differences().filter(Comparison.Difference::significant)) {
            System.out.println(String.format(
                    Locale.ROOT,
                    "diamant - incan-gold: %s %+.3f (z = %.1f)",
                    difference.statistic(),
                    difference.difference(),
                    difference.z()));
        }
    }

    static String report(String id, SimulationResult result) {
        StringBuilder wins = new StringBuilder();
        for (StrategyResult entry : result.strategies()) {
            wins.append(String.format(
                    Locale.ROOT,
                    " %s %.1f%%",
                    entry.label(),
                    100 * entry.winShare().mean()));
        }
        return String.format(
                Locale.ROOT,
                "%-11s winning score %.2f, busts %.1f%% of rounds, artifacts per game %.2f; wins:%s",
                id,
                result.winningScore().mean(),
                100 * result.busts().mean() / result.rounds().size(),
                result.artifactsClaimed().mean(),
                wins);
    }
}
