package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** A score histogram counts exactly, and takes memory for the scores it saw, not the scores a game could reach. */
class HistogramTest {

    @Test
    void scoresOfAStandardGameTakeAKilobyteAtMost() {
        Histogram scores = new Histogram();
        for (int score = 0; score <= 100; score++) {
            scores.add(score);
        }
        // 0 to 100 in an array of 128 counts; a histogram sized for every score below 4,096 took 32 KB.
        assertEquals(128 * 8, scores.countBytes());
        assertEquals(101, scores.distribution().values().size());
    }

    @Test
    void countsAreExactWhereverTheyFall() {
        Histogram scores = new Histogram();
        scores.add(3);
        scores.add(3);
        scores.add(4_095);
        scores.add(4_096);
        scores.add(-2);
        scores.add(17);
        assertEquals(List.of(-2, 3, 17, 4_095, 4_096), scores.distribution().values());
        assertEquals(List.of(1L, 2L, 1L, 1L, 1L), scores.distribution().counts());
        assertArrayEquals(new long[] {-2, 1, 3, 2, 17, 1, 4_095, 1, 4_096, 1}, scores.toLongs());
    }

    @Test
    void addingHistogramsOrTheirLongsGivesTheSameCounts() {
        Histogram first = new Histogram();
        Histogram second = new Histogram();
        first.add(2);
        first.add(900);
        second.add(2);
        second.add(5_000);
        second.add(40);
        Histogram added = new Histogram();
        added.addAll(first);
        added.addAll(second);
        Histogram read = new Histogram();
        read.addLongs(first.toLongs());
        read.addLongs(second.toLongs());
        assertArrayEquals(new long[] {2, 2, 40, 1, 900, 1, 5_000, 1}, added.toLongs());
        assertArrayEquals(added.toLongs(), read.toLongs());
        assertTrue(added.countBytes() <= 1_024 * 8 + 80, "grown to 900 only: " + added.countBytes());
    }
}
