package io.github.incangold.variants.sweep;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * One axis of a {@link Sweep}: an option and the values it takes, in the file's order.
 *
 * <p>The option is a field of a house-rule file ({@code rounds}, {@code bustPenalty}, ...), a
 * hazard type's number of cards ({@code hazards/snakes}), {@code lineup} (the bots, one per seat)
 * or {@code seats} (the seat count, the lineup repeated in order to fill it).
 *
 * @param option the option's name, as in the file
 * @param values each value's label: its JSON text ({@code 4}, {@code "LOSE_ALL"}), or for a lineup
 *     the bots joined by commas ({@code threshold:8,risk})
 */
public record SweepAxis(String option, List<String> values) {
    /**
     * Creates the value.
     *
     * @param option the option's name
     * @param values the labels of its values, not empty
     * @throws IllegalArgumentException if there is no value
     */
    public SweepAxis {
        Objects.requireNonNull(option, "option");
        Objects.requireNonNull(values, "values");
        values.forEach(value -> Objects.requireNonNull(value, "value"));
        if (values.isEmpty()) {
            throw new IllegalArgumentException("the axis " + option + " has no value");
        }
    }
}
