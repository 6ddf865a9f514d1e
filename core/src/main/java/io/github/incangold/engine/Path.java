package io.github.incangold.engine;

import java.util.Arrays;

/**
 * The cards revealed in a round, by id, in order (R9), shared by the round's states. A state
 * reads the first {@code revealed} ids, which never change once written. A state adds a card in
 * place when its path has no card after its own yet and it runs on the thread that made the
 * path; otherwise (a game going on a second time from one state, or on another thread) it
 * copies the ids it reads into a new path. So a round costs one array, no state ever sees
 * another's cards, and no other thread ever writes to a path it did not make.
 *
 * <p>A path also keeps the cards the round was dealt from. Until a bust, those dealt and no
 * longer to draw are the ones revealed, so the hazards of a type (R14) and the artifacts (R12) on
 * the path are counted without reading it; a bust may draw out hazards never revealed (R14's
 * removal of a pair or a whole type), but no artifact, and no hazard is counted after it.
 */
final class Path {
    /** Room for this many cards at first; a path doubles its room when it needs more. */
    private static final int FIRST_ROOM = 8;

    private final int[] ids;
    /**
     * The round's deck when it started (R5), as the two parts of a {@link CardSet}: the cards
     * still to draw then.
     */
    final long dealtLow;

    final long[] dealtHigh;
    /** The only thread that writes to this path. */
    private final Thread owner;
    /** How many ids are written; only the owner reads or changes it. */
    private int written;

    private Path(int[] ids, int written, long dealtLow, long[] dealtHigh) {
        this.ids = ids;
        this.dealtLow = dealtLow;
        this.dealtHigh = dealtHigh;
        this.written = written;
        this.owner = Thread.currentThread();
    }

    /** An empty path for a round dealt from the cards of the two parts {@code low} and {@code high}. */
    static Path forDeck(long low, long[] high) {
        return new Path(new int[Math.min(CardSet.size(low, high), FIRST_ROOM)], 0, low, high);
    }

    /**
     * A path of the given ids, none written beyond them, for a round dealt from the cards of the
     * two parts {@code low} and {@code high}.
     */
    static Path of(int[] ids, int length, int capacity, long low, long[] high) {
        return new Path(Arrays.copyOf(ids, Math.max(capacity, length)), length, low, high);
    }

    int get(int position) {
        return ids[position];
    }

    /** The path of {@code length} cards followed by {@code id}: this one if it is free to grow. */
    Path append(int length, int id) {
        if (owner == Thread.currentThread() && written == length && length < ids.length) {
            ids[length] = id;
            written = length + 1;
            return this;
        }
        Path copy = new Path(Arrays.copyOf(ids, roomFor(length + 1)), length + 1, dealtLow, dealtHigh);
        copy.ids[length] = id;
        return copy;
    }

    /**
     * The room of a path that holds {@code cards}: twice that, so a round copies its path a few
     * times at most, but never more than the round was dealt. Sized by the cards, not by the
     * array copied, so a state played again and again (an undo, a look-ahead) does not grow it.
     */
    int roomFor(int cards) {
        int dealt = CardSet.size(dealtLow, dealtHigh);
        return Math.max(cards, Math.min(Math.max(2 * cards, FIRST_ROOM), dealt));
    }

    /** How many ids this path can hold before it must be copied. */
    int room() {
        return ids.length;
    }

    /** Whether the first {@code length} ids of both paths are the same. */
    boolean samePrefix(Path other, int length) {
        return Arrays.equals(ids, 0, length, other.ids, 0, length);
    }

    int hashOfPrefix(int length) {
        int hash = 1;
        for (int position = 0; position < length; position++) {
            hash = 31 * hash + ids[position];
        }
        return hash;
    }
}
