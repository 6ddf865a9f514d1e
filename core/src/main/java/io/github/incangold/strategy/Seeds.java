package io.github.incangold.strategy;

import io.github.incangold.internal.SplitMix64;

/**
 * Seeds for reproducible bots: a host derives one seed per decision from a master seed, so a bot
 * game replays exactly and two decisions never share their chance. The mixing function is
 * SplitMix64's finalizer, a bijection of 64-bit values whose output bits each depend on
 * every input bit; it is fixed forever, so seeds give the same games on any JVM.
 *
 * <pre>{@code
 * long gameSeed = Seeds.derive(masterSeed, gameIndex);
 * long decisionSeed = Seeds.derive(Seeds.derive(gameSeed, seat), decision);
 * }</pre>
 */
public final class Seeds {

    /**
     * {@code mix(part + GOLDEN_GAMMA)} of the parts below 256: seats and a game's first decisions,
     * derived for every decision of a simulation, then cost one mix instead of two.
     */
    private static final long[] SMALL_PART_MIXES = new long[256];

    static {
        for (int part = 0; part < SMALL_PART_MIXES.length; part++) {
            SMALL_PART_MIXES[part] = mix(part + SplitMix64.GOLDEN_GAMMA);
        }
    }

    private Seeds() {}

    /**
     * Scrambles a value: a bijection, so distinct inputs give distinct outputs.
     *
     * @param value any value
     * @return its mix
     */
    public static long mix(long value) {
        return SplitMix64.mix(value);
    }

    /**
     * The seed of a part of a whole: of game {@code part} of a simulation, of seat {@code part} of
     * a game, of decision {@code part} of a seat. For a fixed seed, distinct parts give distinct
     * seeds; for a fixed part, distinct seeds give distinct seeds.
     *
     * @param seed the seed of the whole
     * @param part the index of the part
     * @return the part's seed
     */
    public static long derive(long seed, long part) {
        return mix(seed ^ partMix(part)); // small enough for the JIT to inline into every caller
    }

    private static long partMix(long part) {
        return part >= 0 && part < SMALL_PART_MIXES.length
                ? SMALL_PART_MIXES[(int) part]
                : mix(part + SplitMix64.GOLDEN_GAMMA);
    }

    /**
     * A number in [0, 1) drawn from a seed, uniform over multiples of 2<sup>-53</sup>.
     *
     * @param seed the seed
     * @return the number
     */
    public static double unit(long seed) {
        return (mix(seed) >>> 11) * 0x1.0p-53;
    }
}
