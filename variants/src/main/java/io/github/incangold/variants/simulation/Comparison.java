package io.github.incangold.variants.simulation;

import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * Two variants played by the same lineup with the same seeds, statistic by statistic: the
 * difference (second minus first), its standard error and whether it is significant.
 *
 * <p>Each difference is tested with a two-sided z-test at the 5% level: {@code z = (b - a) /
 * sqrt(seA² + seB²)}, significant when {@code |z| > 1.96}. The games of the two variants are
 * treated as independent samples, which is conservative when the same seeds make them alike.
 * With dozens of statistics, expect about one in twenty to come out significant by chance alone
 * when the variants do not differ; look at the size of a difference, not only at its star.
 *
 * <pre>{@code
 * Comparison comparison = Comparison.of(incanGold, diamant).get();
 * comparison.differences().filter(Comparison.Difference::significant).forEach(System.out::println);
 * }</pre>
 *
 * @param first the first variant's result
 * @param second the second variant's result
 * @param differences every statistic both results have, in a fixed order
 */
public record Comparison(SimulationResult first, SimulationResult second, List<Difference> differences) {
    /**
     * Creates the value; {@link #of} works out the differences.
     *
     * @param first the first variant's result
     * @param second the second variant's result
     * @param differences the differences
     * @throws NullPointerException if an argument is null
     */
    public Comparison {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        Objects.requireNonNull(differences, "differences");
    }

    /**
     * Compares two results of the same lineup.
     *
     * @param first the first variant's result
     * @param second the second variant's result
     * @return the comparison, or why the results cannot be compared
     */
    public static Either<String, Comparison> of(SimulationResult first, SimulationResult second) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        List<String> lineup = first.simulation().lineup().map(Strategy::describe);
        List<String> other = second.simulation().lineup().map(Strategy::describe);
        if (!lineup.equals(other)) {
            return Either.left("the lineups differ (" + lineup.mkString(",") + " against " + other.mkString(",")
                    + "): compare variants with the same lineup");
        }
        List<Difference> differences = List.empty();
        for (int entry = 0; entry < lineup.size(); entry++) {
            StrategyResult a = first.strategies().get(entry);
            StrategyResult b = second.strategies().get(entry);
            differences = differences
                    .append(Difference.of("score of " + a.label(), a.score(), b.score()))
                    .append(Difference.of("win share of " + a.label(), a.winShare(), b.winShare()));
        }
        int rounds = Math.min(first.rounds().size(), second.rounds().size());
        for (int round = 0; round < rounds; round++) {
            RoundResult a = first.rounds().get(round);
            RoundResult b = second.rounds().get(round);
            differences = differences
                    .append(Difference.of("bust rate in round " + a.round(), a.bustRate(), b.bustRate()))
                    .append(Difference.of("cards revealed in round " + a.round(), a.cardsRevealed(), b.cardsRevealed()))
                    .append(Difference.of("gems lost in round " + a.round(), a.gemsLost(), b.gemsLost()));
        }
        differences = differences
                .append(Difference.of("cards revealed per game", first.cardsRevealed(), second.cardsRevealed()))
                .append(Difference.of("busts per game", first.busts(), second.busts()))
                .append(Difference.of("gems lost to busts", first.gemsLostToBusts(), second.gemsLostToBusts()))
                .append(Difference.of("artifacts claimed", first.artifactsClaimed(), second.artifactsClaimed()))
                .append(Difference.of("artifacts lost", first.artifactsLost(), second.artifactsLost()))
                .append(Difference.of("shared wins", first.sharedWins(), second.sharedWins()))
                .append(Difference.of("lead changes", first.leadChanges(), second.leadChanges()))
                .append(Difference.of("winning score", first.winningScore(), second.winningScore()))
                .append(Difference.of("margin of victory", first.margin(), second.margin()));
        return Either.right(new Comparison(first, second, differences));
    }

    /**
     * One statistic in both variants.
     *
     * @param statistic what is measured, e.g. {@code bust rate in round 3}
     * @param first its estimate in the first variant
     * @param second its estimate in the second variant
     * @param difference second mean minus first mean
     * @param standardError the standard error of the difference
     * @param z the difference in standard errors; 0 when both are exact and equal, infinite when
     *     both are exact and differ
     * @param pValue the two-sided p-value of the z-test
     * @param significant whether {@code pValue < 0.05}
     */
    public record Difference(
            String statistic,
            Estimate first,
            Estimate second,
            double difference,
            double standardError,
            double z,
            double pValue,
            boolean significant) {
        /**
         * Creates the value; {@link #of} works it out.
         *
         * @param statistic what is measured
         * @param first its estimate in the first variant
         * @param second its estimate in the second variant
         * @param difference second mean minus first mean
         * @param standardError the standard error of the difference
         * @param z the difference in standard errors
         * @param pValue the two-sided p-value
         * @param significant whether the p-value is below 0.05
         * @throws NullPointerException if a text or an estimate is null
         */
        public Difference {
            Objects.requireNonNull(statistic, "statistic");
            Objects.requireNonNull(first, "first");
            Objects.requireNonNull(second, "second");
        }

        /**
         * Tests the difference of two estimates.
         *
         * <pre>{@code
         * Comparison.Difference d = Comparison.Difference.of("busts per game", a.busts(), b.busts());
         * }</pre>
         *
         * @param statistic what is measured
         * @param first its estimate in the first variant
         * @param second its estimate in the second variant
         * @return the difference with its z-test
         */
        public static Difference of(String statistic, Estimate first, Estimate second) {
            double difference = second.mean() - first.mean();
            double standardError = Math.hypot(first.standardError(), second.standardError());
            double z;
            if (standardError > 0) {
                z = difference / standardError;
            } else {
                z = difference == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, difference);
            }
            double p = Normal.twoSidedP(z);
            return new Difference(statistic, first, second, difference, standardError, z, p, p < 0.05);
        }
    }
}
