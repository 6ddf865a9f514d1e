package io.github.incangold.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The generator is part of the format of a game: its outputs must never change. */
class SplitMix64Test {

    @Test
    void matchesTheReferenceImplementation() {
        // Reference outputs of splitmix64.c (Vigna) seeded with 1234567.
        SplitMix64 generator = new SplitMix64(1234567L);
        assertEquals(6457827717110365317L, generator.nextLong());
        assertEquals(3203168211198807973L, generator.nextLong());
        assertEquals(Long.parseUnsignedLong("9817491932198370423"), generator.nextLong());
        assertEquals(4593380528125082431L, generator.nextLong());
        assertEquals(Long.parseUnsignedLong("16408922859458223821"), generator.nextLong());
    }

    @Test
    void boundedIntegersAreInRangeAndRoughlyUniform() {
        SplitMix64 generator = new SplitMix64(99L);
        int[] counts = new int[7];
        for (int i = 0; i < 70_000; i++) {
            counts[generator.nextInt(7)]++;
        }
        for (int count : counts) {
            assertTrue(count > 9_500 && count < 10_500, "count " + count);
        }
    }

    @Test
    void theMixIsTheGeneratorsOutputFunction() {
        long state = 1234567L;
        SplitMix64 generator = new SplitMix64(state);
        assertEquals(SplitMix64.mix(state + SplitMix64.GOLDEN_GAMMA), generator.nextLong());
        assertEquals(state + SplitMix64.GOLDEN_GAMMA, generator.state());
        assertEquals(0L, SplitMix64.mix(0L));
    }

    @Test
    void aBoundMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new SplitMix64(1L).nextInt(0));
    }
}
