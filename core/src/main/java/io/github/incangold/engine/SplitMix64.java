package io.github.incangold.engine;

/**
 * The engine's pseudo-random generator, fixed forever so that a seed replays the same game on
 * any JVM: SplitMix64 (Steele, Lea and Flood, 2014) for the 64-bit stream, Lemire's
 * multiply-and-reject method for bounded integers, and a Fisher-Yates shuffle from the last index
 * down. The generator is a value: its whole state is one {@code long} kept in the game state.
 */
final class SplitMix64 {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    SplitMix64(long state) {
        this.state = state;
    }

    long state() {
        return state;
    }

    long nextLong() {
        long z = (state += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform integer in [0, bound), bound positive. */
    int nextInt(int bound) {
        long product = (nextLong() >>> 32) * bound;
        long low = product & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                product = (nextLong() >>> 32) * bound;
                low = product & 0xFFFFFFFFL;
            }
        }
        return (int) (product >>> 32);
    }

    void shuffle(int[] cards) {
        for (int i = cards.length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int swap = cards[i];
            cards[i] = cards[j];
            cards[j] = swap;
        }
    }
}
