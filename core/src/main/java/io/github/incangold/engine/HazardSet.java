package io.github.incangold.engine;

/**
 * A set of hazard types, by their index in the game's catalog (types sorted by name),
 * immutable: the types revealed this round (R14). One bit per type in a {@code long}, which is
 * where {@link io.github.incangold.rules.Rules#MAX_HAZARD_TYPES} comes from; no other class does
 * bit arithmetic on types. The sets of the first eight types are made once and shared. A game
 * state keeps the set as the {@code long} of its bits; the static functions taking {@code bits}
 * work on that form.
 */
final class HazardSet {
    private static final HazardSet[] SHARED = new HazardSet[1 << 8];

    static {
        for (int bits = 0; bits < SHARED.length; bits++) {
            SHARED[bits] = new HazardSet(bits);
        }
    }

    static final HazardSet EMPTY = SHARED[0];

    private final long bits;

    private HazardSet(long bits) {
        this.bits = bits;
    }

    private static HazardSet of(long bits) {
        return (bits >>> 8) == 0 ? SHARED[(int) bits] : new HazardSet(bits);
    }

    boolean contains(int type) {
        return contains(bits, type);
    }

    HazardSet with(int type) {
        return of(with(bits, type));
    }

    /** The lowest type above {@code type} (-1 for the first), or -1 if there is none. */
    int after(int type) {
        return after(bits, type);
    }

    /** The set's bits, as a game state keeps them. */
    long bits() {
        return bits;
    }

    /** Whether the set of {@code bits} holds {@code type}. */
    static boolean contains(long bits, int type) {
        return (bits & (1L << type)) != 0;
    }

    /** The bits of the set of {@code bits} with {@code type}. */
    static long with(long bits, int type) {
        return bits | (1L << type);
    }

    /** The lowest type above {@code type} (-1 for the first) in the set of {@code bits}, or -1 if there is none. */
    static int after(long bits, int type) {
        if (type >= Long.SIZE - 1) {
            return -1;
        }
        long rest = type < 0 ? bits : bits & (-1L << (type + 1));
        return rest == 0 ? -1 : Long.numberOfTrailingZeros(rest);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HazardSet && ((HazardSet) other).bits == bits;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(bits);
    }
}
