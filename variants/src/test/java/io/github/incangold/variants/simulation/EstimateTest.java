package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** The statistics, against values worked out by hand. */
class EstimateTest {
    private static final double EPS = 1e-6;

    @Test
    void meanAndIntervalOfThreeValues() {
        // 2, 4, 9: mean 5; deviations -3, -1, 4; sample variance (9 + 1 + 16) / 2 = 13
        Estimate estimate = Estimate.ofSums(3, 15, 4 + 16 + 81);
        assertEquals(5.0, estimate.mean(), EPS);
        assertEquals(3.605551, estimate.sd(), EPS); // sqrt(13)
        assertEquals(2.081666, estimate.standardError(), EPS); // sqrt(13 / 3)
        assertEquals(5 - 1.959964 * 2.081666, estimate.low(), 1e-5);
        assertEquals(5 + 1.959964 * 2.081666, estimate.high(), 1e-5);
        assertTrue(estimate.covers(5));
        assertFalse(estimate.covers(9.1));
        assertEquals(3, estimate.n());
    }

    @Test
    void aConstantHasNoSpreadAndOneGameNoDeviation() {
        Estimate constant = Estimate.ofSums(4, 28, 4 * 49);
        assertEquals(7.0, constant.mean());
        assertEquals(0.0, constant.sd());
        assertEquals(7.0, constant.low());
        assertEquals(7.0, constant.high());
        Estimate one = Estimate.ofSums(1, 12, 144);
        assertEquals(12.0, one.mean());
        assertEquals(0.0, one.sd());
        assertEquals(new Estimate(0, 0, 0, 0, 0, 0), Estimate.ofSums(0, 0, 0));
    }

    @Test
    void largeValuesKeepTheirVariance() {
        // 10^9 and 10^9 + 2: mean 10^9 + 1, sample variance (1 + 1) / 1 = 2
        long a = 1_000_000_000L;
        long b = a + 2;
        Estimate estimate = Estimate.ofSums(2, a + b, a * a + b * b);
        assertEquals(1.414214, estimate.sd(), EPS);
    }

    @Test
    void proportionWithWilsonsInterval() {
        // p = 0.3, n = 100, z^2 = 3.841459: centre (0.3 + 0.019207) / 1.038415 = 0.307398;
        // half-width 1.959964 / 1.038415 * sqrt(0.0021 + 0.000096) = 0.088450
        Estimate estimate = Estimate.proportion(100, 30);
        assertEquals(0.3, estimate.mean(), EPS);
        assertEquals(0.045826, estimate.standardError(), EPS); // sqrt(0.21 / 100)
        assertEquals(0.218948, estimate.low(), 1e-5);
        assertEquals(0.395848, estimate.high(), 1e-5);
        assertEquals(0.460566, estimate.sd(), EPS); // sqrt(0.21 * 100 / 99)
    }

    @Test
    void proportionsOfNoneAndAllStayInsideTheUnitInterval() {
        // all of 50: Wilson's lower end is 50 / (50 + z^2) = 0.928652
        Estimate all = Estimate.proportion(50, 50);
        assertEquals(1.0, all.mean());
        assertEquals(1.0, all.high(), EPS);
        assertEquals(0.928652, all.low(), 1e-5);
        Estimate none = Estimate.proportion(50, 0);
        assertEquals(0.0, none.low(), EPS);
        assertEquals(1 - 0.928652, none.high(), 1e-5);
        assertEquals(0.0, Estimate.proportion(1, 1).sd());
        assertEquals(new Estimate(0, 0, 0, 0, 0, 0), Estimate.proportion(0, 0));
        assertEquals(
                "a count of 3 is not a part of 2 games",
                assertThrows(IllegalArgumentException.class, () -> Estimate.proportion(2, 3))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Estimate.proportion(2, -1));
    }

    @Test
    void winSharesCountASharedWinAsAFraction() {
        // 4 games: one won alone, one shared by two, two lost: 1, 1/2, 0, 0
        // mean 0.375; deviations 0.625, 0.125, -0.375, -0.375; variance 0.6875 / 3
        long[] wins = {0, 1, 1, 0, 0};
        Estimate share = Tally.winShare(4, wins);
        assertEquals(0.375, share.mean(), EPS);
        assertEquals(0.478714, share.sd(), EPS);
        assertEquals(new Estimate(0, 0, 0, 0, 0, 0), Tally.winShare(0, wins));
    }

    @Test
    void distributionQuantilesAreValuesThatOccurred() {
        // 1 x3, 4 x1, 10 x4 (8 games)
        Distribution scores = new Distribution(List.of(1, 4, 10), List.of(3L, 1L, 4L));
        assertEquals(8, scores.total());
        assertEquals(1, scores.quantile(0));
        assertEquals(1, scores.quantile(0.375)); // 3 of 8 at most 1
        assertEquals(4, scores.quantile(0.4));
        assertEquals(4, scores.quantile(0.5)); // 4 of 8 at most 4
        assertEquals(10, scores.quantile(0.51));
        assertEquals(10, scores.quantile(1));
        assertEquals(4, scores.count(10));
        assertEquals(0, scores.count(5));
        assertThrows(IllegalArgumentException.class, () -> scores.quantile(1.5));
        assertThrows(NoSuchElementException.class, () -> new Distribution(List.empty(), List.empty()).quantile(0.5));
        assertThrows(IllegalArgumentException.class, () -> new Distribution(List.of(2, 1), List.of(1L, 1L)));
        assertThrows(IllegalArgumentException.class, () -> new Distribution(List.of(1), List.of(0L)));
        assertThrows(IllegalArgumentException.class, () -> new Distribution(List.of(1), List.of()));
    }

    @Test
    void histogramsKeepSmallAndLargeValues() {
        Histogram one = new Histogram();
        Histogram other = new Histogram();
        one.add(3);
        one.add(5000);
        other.add(3);
        other.add(-2);
        other.add(5000);
        one.addAll(other);
        assertEquals(new Distribution(List.of(-2, 3, 5000), List.of(1L, 2L, 2L)), one.distribution());
    }

    @Test
    void normalTails() {
        assertEquals(1.0, Normal.erfc(0), 1e-7);
        assertEquals(0.157299207, Normal.erfc(1), 1e-7);
        assertEquals(1.842700793, Normal.erfc(-1), 1e-7);
        assertEquals(0.05, Normal.twoSidedP(1.959964), 1e-6);
        assertEquals(0.317310508, Normal.twoSidedP(-1), 1e-7);
        assertEquals(0.0, Normal.twoSidedP(Double.POSITIVE_INFINITY));
    }
}
