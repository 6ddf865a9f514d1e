package io.github.incangold.variants;

import java.util.Objects;

/**
 * One thing wrong with a variant file: where it is and what is wrong, with what is allowed.
 *
 * <pre>{@code
 * VariantFiles.load("{\"base\": \"incan-gold\", \"rounds\": 0}").getError().forEach(System.out::println);
 * // line 1, column 24, /rounds: 0 is below 1; allowed: a whole number of rounds from 1 to 1000 (R2)
 * }</pre>
 *
 * @param pointer the JSON pointer (RFC 6901) of the value at fault, {@code ""} for the whole file
 * @param line the line of that value in the file, from 1; 0 when the value is not in the file
 *     (it comes from the base preset) or the file could not be read
 * @param column the column of that value, from 1; 0 when {@code line} is 0
 * @param message what is wrong and what is allowed
 */
public record VariantProblem(String pointer, int line, int column, String message) {
    /**
     * Creates a problem.
     *
     * @param pointer the JSON pointer of the value at fault
     * @param line its line, from 1, or 0 when unknown
     * @param column its column, from 1, or 0 when unknown
     * @param message what is wrong and what is allowed
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the line or column is negative
     */
    public VariantProblem {
        Objects.requireNonNull(pointer, "pointer");
        Objects.requireNonNull(message, "message");
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("line and column must not be negative");
        }
    }

    /**
     * Tells whether the problem has a place in the file.
     *
     * @return true when {@link #line()} is known
     */
    public boolean hasPosition() {
        return line > 0;
    }

    @Override
    public String toString() {
        String where = pointer.isEmpty() ? "the file" : pointer;
        return hasPosition()
                ? "line " + line + ", column " + column + ", " + where + ": " + message
                : where + ": " + message;
    }
}
