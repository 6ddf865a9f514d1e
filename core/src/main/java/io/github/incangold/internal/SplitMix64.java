package io.github.incangold.internal;

/**
 * The one pseudo-random generator of the library, fixed forever so that a seed replays the same
 * game on any JVM: SplitMix64 (Steele, Lea and Flood, 2014) for the 64-bit stream, its
 * finalizer as a mixing function, and Lemire's multiply-and-reject method for bounded integers.
 * The engine keeps a generator's whole state, one {@code long}, in the game state; bots derive
 * their seeds with the same {@link #mix(long)}.
 *
 * <pre>{@code
 * SplitMix64 generator = new SplitMix64(42L);
 * int die = 1 + generator.nextInt(6);
 * long saved = generator.state();   // new SplitMix64(saved) goes on with the same numbers
 * }</pre>
 */
public final class SplitMix64 {
    /** The increment of the state per number drawn: the odd integer closest to 2^64 / phi. */
    public static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    /**
     * A generator.
     *
     * @param state its state: a seed, or a state saved with {@link #state()}
     */
    public SplitMix64(long state) {
        this.state = state;
    }

    /**
     * The state, from which a new generator goes on with the same numbers.
     *
     * @return the state
     */
    public long state() {
        return state;
    }

    /**
     * The next 64 random bits.
     *
     * @return a number
     */
    public long nextLong() {
        state += GOLDEN_GAMMA;
        return mix(state);
    }

    /**
     * A uniform integer in {@code [0, bound)}.
     *
     * @param bound the exclusive upper bound, positive
     * @return a number
     * @throws IllegalArgumentException if the bound is not positive
     */
    public int nextInt(int bound) {
        long drawn = drawInt(state, bound);
        state += numbersUsed(drawn) * GOLDEN_GAMMA;
        return (int) drawn;
    }

    /**
     * {@link #nextInt(int)} of a generator in {@code state}, without making one (a transition
     * draws a card from the state's number): the integer in the low 32 bits, and in the high 32
     * bits how many numbers it took, by which the state moves on ({@link #numbersUsed(long)}).
     * Lemire's multiply-and-reject, so every value is as likely.
     */
    public static long drawInt(long state, int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("the bound must be positive, got " + bound);
        }
        long at = state + GOLDEN_GAMMA;
        long used = 1;
        long product = (mix(at) >>> 32) * bound;
        long low = product & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                at += GOLDEN_GAMMA;
                used++;
                product = (mix(at) >>> 32) * bound;
                low = product & 0xFFFFFFFFL;
            }
        }
        return used << 32 | (product >>> 32);
    }

    /** How many numbers a {@link #drawInt(long, int)} took. */
    public static long numbersUsed(long drawn) {
        return drawn >>> 32;
    }

    /**
     * SplitMix64's finalizer (Stafford's variant 13): a bijection of 64-bit values whose output
     * bits each depend on every input bit.
     *
     * @param value any value
     * @return its mix
     */
    public static long mix(long value) {
        long z = value;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
