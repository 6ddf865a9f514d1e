package io.github.incangold.engine;

import java.util.Arrays;

/**
 * The cards revealed in a round, by id, in order (R9), shared by the round's states. A state
 * reads the first {@code revealed} ids, which never change once written. A state adds a card in
 * place when its path has no card after its own yet and it runs on the thread that made the
 * path; otherwise (a game going on a second time from one state, or on another thread) it
 * copies the ids it reads into a new path. So a round costs one array, no state ever sees
 * another's cards, and no other thread ever writes to a path it did not make.
 */
final class Path {
    /** Room for this many cards at first; a path doubles its room when it needs more. */
    private static final int FIRST_ROOM = 8;

    private final int[] ids;
    /** The only thread that writes to this path. */
    private final Thread owner;
    /** How many ids are written; only the owner reads or changes it. */
    private int written;

    private Path(int[] ids, int written) {
        this.ids = ids;
        this.written = written;
        this.owner = Thread.currentThread();
    }

    /** An empty path for a round of at most {@code cards} cards. */
    static Path forDeckOf(int cards) {
        return new Path(new int[Math.min(cards, FIRST_ROOM)], 0);
    }

    /** A path of the given ids, none written beyond them. */
    static Path of(int[] ids, int length, int capacity) {
        return new Path(Arrays.copyOf(ids, Math.max(capacity, length)), length);
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
