package io.github.incangold.variants.simulation;

import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * A variant against its baseline, played by the same lineup with the same seeds, statistic by
 * statistic: the difference (the variant's mean minus the baseline's), its standard error and
 * whether it is significant. A positive difference means the variant has more of it: a house rule
 * that raises the winning score shows a positive difference of winning score.
 *
 * <p>Each difference is tested with a two-sided z-test at the 5% level: {@code z = (v - b) /
 * sqrt(seV² + seB²)}, significant when {@code |z| > 1.96}. The games of the two variants are
 * treated as independent samples, which is conservative when the same seeds make them alike.
 * With dozens of statistics, expect about one in twenty to come out significant by chance alone
 * when the variants do not differ; look at the size of a difference, not only at its star.
 *
 * <pre>{@code
 * Comparison comparison = Comparison.of(diamant, incanGold)   // Diamant against Incan Gold
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));
 * comparison.differences().filter(Comparison.Difference::significant).forEach(System.out::println);
 * }</pre>
 *
 * @param variant the variant's result
 * @param baseline the baseline's result
 * @param differences every statistic both results have, in a fixed order
 */
public record Comparison(SimulationResult variant, SimulationResult baseline, List<Difference> differences) {
    /**
     * Creates the value; {@link #of} works out the differences.
     *
     * @param variant the variant's result
     * @param baseline the baseline's result
     * @param differences the differences
     * @throws NullPointerException if an argument is null
     */
    public Comparison {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(baseline, "baseline");
        Objects.requireNonNull(differences, "differences");
    }

    /**
     * Compares a variant with its baseline, played by the same lineup.
     *
     * @param variant the variant's result
     * @param baseline the baseline's result
     * @return the comparison, each difference the variant's minus the baseline's, or why the
     *     results cannot be compared
     */
    public static Either<String, Comparison> of(SimulationResult variant, SimulationResult baseline) {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(baseline, "baseline");
        List<String> lineup = variant.simulation().lineup().map(Strategy::describe);
        List<String> other = baseline.simulation().lineup().map(Strategy::describe);
        if (!lineup.equals(other)) {
            return Either.left("the lineups differ (" + lineup.mkString(",") + " against " + other.mkString(",")
                    + "): compare variants with the same lineup");
        }
        // gathered in an array list: List.append copies the list, which is quadratic in the rounds
        java.util.List<Difference> differences = new java.util.ArrayList<>();
        for (int entry = 0; entry < lineup.size(); entry++) {
            StrategyResult v = variant.strategies().get(entry);
            StrategyResult b = baseline.strategies().get(entry);
            differences.add(Difference.of("score of " + v.label(), v.score(), b.score()));
            differences.add(Difference.of("win share of " + v.label(), v.winShare(), b.winShare()));
        }
        int rounds = Math.min(variant.rounds().size(), baseline.rounds().size());
        for (int round = 0; round < rounds; round++) {
            RoundResult v = variant.rounds().get(round);
            RoundResult b = baseline.rounds().get(round);
            differences.add(Difference.of("bust rate in round " + v.round(), v.bustRate(), b.bustRate()));
            differences.add(
                    Difference.of("cards revealed in round " + v.round(), v.cardsRevealed(), b.cardsRevealed()));
            differences.add(Difference.of("gems lost in round " + v.round(), v.gemsLost(), b.gemsLost()));
        }
        differences.add(Difference.of("cards revealed per game", variant.cardsRevealed(), baseline.cardsRevealed()));
        differences.add(Difference.of("busts per game", variant.busts(), baseline.busts()));
        differences.add(Difference.of("gems lost to busts", variant.gemsLostToBusts(), baseline.gemsLostToBusts()));
        differences.add(Difference.of("artifacts claimed", variant.artifactsClaimed(), baseline.artifactsClaimed()));
        differences.add(Difference.of("artifacts lost", variant.artifactsLost(), baseline.artifactsLost()));
        differences.add(Difference.of("shared wins", variant.sharedWins(), baseline.sharedWins()));
        differences.add(Difference.of("lead changes", variant.leadChanges(), baseline.leadChanges()));
        differences.add(Difference.of("winning score", variant.winningScore(), baseline.winningScore()));
        differences.add(Difference.of("margin of victory", variant.margin(), baseline.margin()));
        return Either.right(new Comparison(variant, baseline, List.ofAll(differences)));
    }

    /**
     * One statistic of a variant against its baseline.
     *
     * @param statistic what is measured, such as {@code "busts per game"}
     * @param variant its estimate in the variant
     * @param baseline its estimate in the baseline
     * @param difference the variant's mean minus the baseline's
     * @param standardError the standard error of the difference
     * @param z the difference in standard errors; 0 when both are exact and equal, infinite when
     *     both are exact and differ
     * @param pValue the two-sided p-value of the z-test
     * @param significant whether {@code pValue < 0.05}
     */
    public record Difference(
            String statistic,
            Estimate variant,
            Estimate baseline,
            double difference,
            double standardError,
            double z,
            double pValue,
            boolean significant) {
        /**
         * Creates the value; {@link #of} works it out.
         *
         * @param statistic what is measured
         * @param variant its estimate in the variant
         * @param baseline its estimate in the baseline
         * @param difference the variant's mean minus the baseline's
         * @param standardError the standard error of the difference
         * @param z the difference in standard errors
         * @param pValue the two-sided p-value
         * @param significant whether the p-value is below 0.05
         * @throws NullPointerException if a text or an estimate is null
         */
        public Difference {
            Objects.requireNonNull(statistic, "statistic");
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(baseline, "baseline");
        }

        /**
         * Tests the difference of a variant's estimate from its baseline's.
         *
         * <pre>{@code
         * Comparison.Difference d = Comparison.Difference.of("busts per game", variant.busts(), baseline.busts());
         * }</pre>
         *
         * @param statistic what is measured
         * @param variant its estimate in the variant
         * @param baseline its estimate in the baseline
         * @return the difference (the variant's mean minus the baseline's) with its z-test
         */
        public static Difference of(String statistic, Estimate variant, Estimate baseline) {
            double difference = variant.mean() - baseline.mean();
            double standardError = Math.hypot(variant.standardError(), baseline.standardError());
            double z;
            if (standardError > 0) {
                z = difference / standardError;
            } else {
                z = difference == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, difference);
            }
            double p = Normal.twoSidedP(z);
            return new Difference(statistic, variant, baseline, difference, standardError, z, p, p < 0.05);
        }
    }
}
