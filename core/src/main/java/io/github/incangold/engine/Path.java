package io.github.incangold.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The cards revealed in a round, by id, in order (R9), shared by the round's states. A state
 * reads the first {@code revealed} ids, which never change once written; a state adds a card by
 * claiming the next free slot, and when another state has already claimed it (two games going
 * on from one state), by copying the ids it reads into a new path. So a round of any length
 * costs one array, and no state ever sees another's cards.
 */
final class Path {
    private static final VarHandle CLAIMED;

    static {
        try {
            CLAIMED = MethodHandles.lookup().findVarHandle(Path.class, "claimed", int.class);
        } catch (ReflectiveOperationException impossible) {
            throw new ExceptionInInitializerError(impossible);
        }
    }

    private final int[] ids;
    /** How many slots states have claimed; only ever grows. */
    @SuppressWarnings("unused") // through CLAIMED
    private volatile int claimed;

    private Path(int[] ids, int claimed) {
        this.ids = ids;
        this.claimed = claimed;
    }

    /** Room for this many cards at first; a round's path doubles its room when it needs more. */
    private static final int FIRST_ROOM = 8;

    /** An empty path for a round of at most {@code cards} cards. */
    static Path forDeckOf(int cards) {
        return new Path(new int[Math.min(cards, FIRST_ROOM)], 0);
    }

    /** A path of the given ids, none claimed beyond them. */
    static Path of(int[] ids, int length, int capacity) {
        return new Path(Arrays.copyOf(ids, Math.max(capacity, length)), length);
    }

    int get(int position) {
        return ids[position];
    }

    /** The path of {@code length} cards followed by {@code id}: this one if the slot was free. */
    Path append(int length, int id) {
        if (length < ids.length && CLAIMED.compareAndSet(this, length, length + 1)) {
            ids[length] = id;
            return this;
        }
        Path copy = new Path(Arrays.copyOf(ids, Math.max(2 * ids.length, length + 1)), length + 1);
        copy.ids[length] = id;
        return copy;
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
