package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

class ComparisonTest {
    private static final List<Strategy> LINEUP = List.of(
            Strategies.threshold(8), Strategies.riskAware(), Strategies.random(0.3), Strategies.artifactHunter());

    @Test
    void aDifferenceIsTestedWithItsStandardError() {
        // a variant's mean 11 against its baseline's 10, standard errors 0.4 and 0.3: the variant
        // has 1 more, standard error 0.5, z 2
        Estimate baseline = new Estimate(100, 10, 3, 0.3, 9.4, 10.6);
        Estimate variant = new Estimate(100, 11, 4, 0.4, 10.2, 11.8);
        Comparison.Difference difference = Comparison.Difference.of("score", variant, baseline);
        assertEquals(variant, difference.variant());
        assertEquals(baseline, difference.baseline());
        assertEquals(1.0, difference.difference(), 1e-12);
        assertEquals(0.5, difference.standardError(), 1e-12);
        assertEquals(2.0, difference.z(), 1e-12);
        assertEquals(0.0455, difference.pValue(), 1e-4); // P(|Z| >= 2)
        assertTrue(difference.significant());
        Comparison.Difference small =
                Comparison.Difference.of("score", new Estimate(100, 10.5, 4, 0.4, 0, 0), baseline);
        assertEquals(1.0, small.z(), 1e-12);
        // the other way round, the baseline has more: a negative difference
        assertEquals(-1.0, Comparison.Difference.of("score", baseline, variant).difference(), 1e-12);
        assertFalse(small.significant());
    }

    @Test
    void exactFiguresAreEqualOrSurelyDifferent() {
        Estimate one = Estimate.proportion(20, 20);
        Estimate none = Estimate.proportion(20, 0);
        Comparison.Difference same = Comparison.Difference.of("bust rate", one, one);
        assertEquals(0.0, same.z());
        assertEquals(1.0, same.pValue(), 1e-7);
        assertFalse(same.significant());
        Comparison.Difference apart = Comparison.Difference.of("bust rate", none, one); // 0 against 1
        assertEquals(Double.NEGATIVE_INFINITY, apart.z());
        assertEquals(0.0, apart.pValue());
        assertTrue(apart.significant());
    }

    @Test
    void diamantHasNoArtifactsAndIncanGoldDoes() {
        SimulationResult incanGold =
                Simulator.run(Simulation.of(Rules.incanGold(), LINEUP, 2000, 5L).get());
        SimulationResult diamant =
                Simulator.run(Simulation.of(Rules.diamant(), LINEUP, 2000, 5L).get());
        Comparison comparison = Comparison.of(diamant, incanGold).get(); // Diamant against Incan Gold
        Comparison.Difference claimed = comparison
                .differences()
                .find(d -> d.statistic().equals("artifacts claimed"))
                .get();
        assertEquals(0.0, claimed.variant().mean());
        assertTrue(claimed.baseline().mean() > 0);
        assertTrue(claimed.difference() < 0, "the variant, Diamant, claims fewer artifacts (none)");
        assertTrue(claimed.significant());
        // 4 entries x 2, 5 rounds x 3, 9 game figures
        assertEquals(8 + 15 + 9, comparison.differences().size());
        assertEquals(
                List.of("score of threshold:8", "win share of threshold:8", "score of risk"),
                comparison.differences().take(3).map(Comparison.Difference::statistic));
    }

    @Test
    void onlyTheSameLineupCompares() {
        SimulationResult four =
                Simulator.run(Simulation.of(Rules.incanGold(), LINEUP, 10, 5L).get());
        SimulationResult other = Simulator.run(
                Simulation.of(Rules.incanGold(), LINEUP.reverse(), 10, 5L).get());
        assertEquals(
                "the lineups differ (threshold:8,risk,random:0.3,artifacts against artifacts,random:0.3,risk,threshold:8):"
                        + " compare variants with the same lineup",
                Comparison.of(four, other).getLeft());
    }

    @Test
    void roundsBeyondTheShorterGameAreLeftOut() {
        SimulationResult five =
                Simulator.run(Simulation.of(Rules.incanGold(), LINEUP, 20, 5L).get());
        SimulationResult seven = Simulator.run(
                Simulation.of(Rules.incanGold().withRounds(7), LINEUP, 20, 5L).get());
        assertEquals(7, seven.rounds().size());
        Comparison comparison = Comparison.of(five, seven).get();
        assertEquals(8 + 15 + 9, comparison.differences().size());
        assertFalse(comparison.differences().exists(d -> d.statistic().contains("round 6")));
    }
}
