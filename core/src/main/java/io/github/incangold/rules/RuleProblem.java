package io.github.incangold.rules;

import java.util.Objects;

/**
 * One thing wrong with a rules configuration: the field and what is wrong with its value.
 *
 * @param field the configuration field, as named by {@link Rules}'s accessors (e.g. {@code
 *     "rounds"}, {@code "treasureValues[3]"})
 * @param message what is wrong and what is allowed
 */
public record RuleProblem(String field, String message) {
    /**
     * Creates the value.
     *
     * @param field the configuration field, as named by {@link Rules}'s accessors (e.g. {@code "rounds"}, {@code "treasureValues[3]"})
     * @param message what is wrong and what is allowed
     * @throws NullPointerException if an argument is null
     */
    public RuleProblem {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return field + ": " + message;
    }
}
