package io.github.incangold.engine;

import io.vavr.collection.List;

/**
 * A set of seats, immutable: the seats in the temple, those that have chosen, those that camp.
 * One bit per seat in an {@code int}, which is where {@link io.github.incangold.rules.Rules#MAX_SEATS}
 * comes from; no other class does bit arithmetic on seats. The sets of the first eight seats are
 * made once and shared, so that the rulebook's tables never allocate one.
 *
 * <p>A game state keeps its sets as the {@code int} of their bits, so that a transition copies
 * numbers, not references; the static functions taking {@code bits} work on that form, and the
 * methods of a set are the same functions on its own bits.
 *
 * <p>To visit the seats in ascending order: {@code for (int seat = set.first(); seat >= 0; seat =
 * set.after(seat))}, or {@code for (int seat = first(bits); seat >= 0; seat = after(bits, seat))}.
 */
final class SeatSet {
    private static final SeatSet[] SHARED = new SeatSet[1 << 8];

    static {
        for (int bits = 0; bits < SHARED.length; bits++) {
            SHARED[bits] = new SeatSet(bits);
        }
    }

    static final SeatSet EMPTY = SHARED[0];

    private final int bits;

    private SeatSet(int bits) {
        this.bits = bits;
    }

    /** The set of one bit per seat, as {@link #bits()} gives it. */
    static SeatSet of(int bits) {
        return (bits >>> 8) == 0 ? SHARED[bits] : new SeatSet(bits);
    }

    /** Seats 0 to {@code seats - 1}. */
    static SeatSet all(int seats) {
        return of(allBits(seats));
    }

    /** One bit per seat: for a step to remember a set in an {@code int}. */
    int bits() {
        return bits;
    }

    boolean contains(int seat) {
        return contains(bits, seat);
    }

    SeatSet with(int seat) {
        return of(with(bits, seat));
    }

    SeatSet without(int seat) {
        return of(bits & ~(1 << seat));
    }

    SeatSet union(SeatSet other) {
        return of(union(bits, other.bits));
    }

    SeatSet minus(SeatSet other) {
        return of(minus(bits, other.bits));
    }

    boolean containsAll(SeatSet other) {
        return (other.bits & ~bits) == 0;
    }

    int size() {
        return size(bits);
    }

    boolean isEmpty() {
        return bits == 0;
    }

    /** The lowest seat, or -1 for the empty set. */
    int first() {
        return first(bits);
    }

    /** The lowest seat above {@code seat}, or -1 if there is none. */
    int after(int seat) {
        return after(bits, seat);
    }

    /** The seats in turn order: from {@code start} upwards, then from seat 0 (R12). */
    int[] inTurnOrderFrom(int start, int seatCount) {
        return inTurnOrderFrom(bits, start, seatCount);
    }

    /** The bits of seats 0 to {@code seats - 1}. */
    static int allBits(int seats) {
        return seats >= Integer.SIZE ? -1 : (1 << seats) - 1;
    }

    /** Whether the set of {@code bits} holds {@code seat}. */
    static boolean contains(int bits, int seat) {
        return seat >= 0 && seat < Integer.SIZE && (bits & (1 << seat)) != 0;
    }

    /** The bits of the set of {@code bits} with {@code seat}. */
    static int with(int bits, int seat) {
        return bits | (1 << seat);
    }

    /** The bits of the seats of either set. */
    static int union(int bits, int others) {
        return bits | others;
    }

    /** The bits of the set of {@code bits} without the seats of {@code others}. */
    static int minus(int bits, int others) {
        return bits & ~others;
    }

    /** The number of seats in the set of {@code bits}. */
    static int size(int bits) {
        return Integer.bitCount(bits);
    }

    /** The lowest seat of the set of {@code bits}, or -1 for the empty set. */
    static int first(int bits) {
        return bits == 0 ? -1 : Integer.numberOfTrailingZeros(bits);
    }

    /** The lowest seat above {@code seat} in the set of {@code bits}, or -1 if there is none. */
    static int after(int bits, int seat) {
        if (seat >= Integer.SIZE - 1) {
            return -1;
        }
        int rest = bits & (-1 << (seat + 1));
        return rest == 0 ? -1 : Integer.numberOfTrailingZeros(rest);
    }

    /** The seats of the set of {@code bits} in turn order: from {@code start} upwards, then from seat 0 (R12). */
    static int[] inTurnOrderFrom(int bits, int start, int seatCount) {
        int[] seats = new int[size(bits)];
        int index = 0;
        for (int offset = 0; offset < seatCount; offset++) {
            int seat = (start + offset) % seatCount;
            if (contains(bits, seat)) {
                seats[index++] = seat;
            }
        }
        return seats;
    }

    /** The seats, ascending. */
    List<Integer> toList() {
        List<Integer> seats = List.empty();
        for (int seat = Integer.SIZE - 1; seat >= 0; seat--) {
            if (contains(seat)) {
                seats = seats.prepend(seat);
            }
        }
        return seats;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SeatSet that && that.bits == bits;
    }

    @Override
    public int hashCode() {
        return bits;
    }

    @Override
    public String toString() {
        return "seats " + toList().mkString("{", ", ", "}");
    }
}
