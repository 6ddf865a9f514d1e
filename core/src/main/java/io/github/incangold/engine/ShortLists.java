package io.github.incangold.engine;

import io.vavr.collection.List;

/**
 * Joining of the engine's short lists (a step's events, the artifacts on the path, the cards
 * removed) by walking their cells. Vavr's {@code append} and {@code appendAll} go through a
 * general iterator and a fold, which costs more than the handful of cells involved and was the
 * largest single item of a simulated game's profile.
 */
final class ShortLists {
    private ShortLists() {}

    /** The elements of {@code prefix}, then those of {@code suffix}; shares {@code suffix}. */
    static <T> List<T> concat(List<T> prefix, List<T> suffix) {
        if (prefix.isEmpty()) {
            return suffix;
        }
        List<T> joined = suffix;
        for (List<T> rest = reverse(prefix); !rest.isEmpty(); rest = rest.tail()) {
            joined = joined.prepend(rest.head());
        }
        return joined;
    }

    /** The list with {@code element} at its end. */
    static <T> List<T> append(List<T> list, T element) {
        return concat(list, List.of(element));
    }

    /** The list in reverse order. */
    static <T> List<T> reverse(List<T> list) {
        List<T> reversed = List.empty();
        for (List<T> rest = list; !rest.isEmpty(); rest = rest.tail()) {
            reversed = reversed.prepend(rest.head());
        }
        return reversed;
    }
}
