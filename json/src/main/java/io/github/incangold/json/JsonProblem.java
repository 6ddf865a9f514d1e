package io.github.incangold.json;

import java.util.Objects;

/**
 * Why a JSON document could not be read: where, and what is wrong there. The location is a path
 * into the document such as {@code $.seats[2].tentGems} for a value that is wrong, or a line and
 * column such as {@code line 3, column 14} for text that is not JSON at all.
 *
 * @param location where the problem is
 * @param message what is wrong and what is expected
 */
public record JsonProblem(String location, String message) {
    /**
     * Creates the problem.
     *
     * @param location where the problem is
     * @param message what is wrong and what is expected
     * @throws NullPointerException if an argument is null
     */
    public JsonProblem {
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return location + ": " + message;
    }
}
