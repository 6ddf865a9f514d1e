package io.github.incangold.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SeedsTest {
    @Test
    void mixIsSplitMix64sFinalizer() {
        // SplitMix64 seeded with 0 first outputs mix(0x9E3779B97F4A7C15): the published first
        // values of the reference implementation
        long gamma = 0x9E3779B97F4A7C15L; // a variable: 2 * gamma wraps, as the generator's state does
        assertEquals(0xE220A8397B1DCDAFL, Seeds.mix(gamma));
        assertEquals(0x6E789E6AA1B965F4L, Seeds.mix(2 * gamma));
        assertEquals(0L, Seeds.mix(0L));
    }

    @Test
    void derivedSeedsDifferByPartAndBySeed() {
        Set<Long> seen = new HashSet<>();
        for (long seed = 0; seed < 30; seed++) {
            for (long part = 0; part < 30; part++) {
                assertTrue(seen.add(Seeds.derive(seed, part)), "repeated at " + seed + ", " + part);
            }
        }
        assertNotEquals(Seeds.derive(1, 2), Seeds.derive(2, 1));
        assertEquals(Seeds.mix(5L ^ Seeds.mix(3 + 0x9E3779B97F4A7C15L)), Seeds.derive(5, 3));
    }

    @Test
    void deriveIsTheSameFormulaForEveryPart() {
        // small parts read a table of mixes; every part, inside it, at its edges and beyond, must
        // give mix(seed ^ mix(part + gamma))
        long[] parts = {0, 1, 254, 255, 256, 257, 1_000_000, Long.MAX_VALUE, -1, Long.MIN_VALUE};
        for (long part : parts) {
            for (long seed : new long[] {0, 42, -7, Long.MAX_VALUE}) {
                long z = part + 0x9E3779B97F4A7C15L;
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                long partMix = z ^ (z >>> 31);
                assertEquals(Seeds.mix(seed ^ partMix), Seeds.derive(seed, part), "part " + part + ", seed " + seed);
            }
        }
    }

    @Test
    void unitIsInTheUnitInterval() {
        double sum = 0;
        for (long seed = 0; seed < 10_000; seed++) {
            double unit = Seeds.unit(seed);
            assertTrue(unit >= 0.0 && unit < 1.0);
            sum += unit;
        }
        // mean of 10000 uniforms: 0.5 with standard deviation sqrt(1/12/10000) = 0.0029
        assertEquals(0.5, sum / 10_000, 0.013);
        assertEquals((0xE220A8397B1DCDAFL >>> 11) * 0x1.0p-53, Seeds.unit(0x9E3779B97F4A7C15L));
    }
}
