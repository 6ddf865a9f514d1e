package io.github.incangold.engine;

import io.vavr.collection.List;

/**
 * A set of seats, immutable: the seats in the temple, those that have chosen, those that camp.
 * One bit per seat in an {@code int}, which is where {@link io.github.incangold.rules.Rules#MAX_SEATS}
 * comes from; no other class does bit arithmetic on seats. The sets of the first eight seats are
 * made once and shared, so that the rulebook's tables never allocate one.
 *
 * <p>To visit the seats in ascending order: {@code for (int seat = set.first(); seat >= 0; seat =
 * set.after(seat))}.
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
        return of(seats >= Integer.SIZE ? -1 : (1 << seats) - 1);
    }

    /** One bit per seat: for a step to remember a set in an {@code int}. */
    int bits() {
        return bits;
    }

    boolean contains(int seat) {
        return seat >= 0 && seat < Integer.SIZE && (bits & (1 << seat)) != 0;
    }

    SeatSet with(int seat) {
        return of(bits | (1 << seat));
    }

    SeatSet without(int seat) {
        return of(bits & ~(1 << seat));
    }

    SeatSet union(SeatSet other) {
        return of(bits | other.bits);
    }

    SeatSet minus(SeatSet other) {
        return of(bits & ~other.bits);
    }

    boolean containsAll(SeatSet other) {
        return (other.bits & ~bits) == 0;
    }

    int size() {
        return Integer.bitCount(bits);
    }

    boolean isEmpty() {
        return bits == 0;
    }

    /** The lowest seat, or -1 for the empty set. */
    int first() {
        return bits == 0 ? -1 : Integer.numberOfTrailingZeros(bits);
    }

    /** The lowest seat above {@code seat}, or -1 if there is none. */
    int after(int seat) {
        if (seat >= Integer.SIZE - 1) {
            return -1;
        }
        int rest = bits & (-1 << (seat + 1));
        return rest == 0 ? -1 : Integer.numberOfTrailingZeros(rest);
    }

    /** The seats in turn order: from {@code start} upwards, then from seat 0 (R12). */
    int[] inTurnOrderFrom(int start, int seatCount) {
        int[] seats = new int[size()];
        int index = 0;
        for (int offset = 0; offset < seatCount; offset++) {
            int seat = (start + offset) % seatCount;
            if (contains(seat)) {
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
        return other instanceof SeatSet && ((SeatSet) other).bits == bits;
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
