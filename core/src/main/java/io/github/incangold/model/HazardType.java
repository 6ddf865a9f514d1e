package io.github.incangold.model;

import java.util.Objects;

/**
 * A kind of hazard (R4). Hazard types are data: a rules configuration names the set of types in
 * play, so a house rule may add or drop types. Two hazard cards of the same type revealed in the
 * same round end it (R14).
 *
 * <pre>{@code
 * HazardType fire = HazardType.of("fire");
 * assert fire.equals(HazardType.FIRE);
 * }</pre>
 *
 * @param name the type's name, not blank, without surrounding spaces
 */
public record HazardType(String name) implements Comparable<HazardType> {

    /** Fire, one of the five hazard types of the rulebook. */
    public static final HazardType FIRE = new HazardType("fire");
    /** Mummy, one of the five hazard types of the rulebook. */
    public static final HazardType MUMMY = new HazardType("mummy");
    /** Rockfall, one of the five hazard types of the rulebook. */
    public static final HazardType ROCKFALL = new HazardType("rockfall");
    /** Snakes, one of the five hazard types of the rulebook. */
    public static final HazardType SNAKES = new HazardType("snakes");
    /** Spiders, one of the five hazard types of the rulebook. */
    public static final HazardType SPIDERS = new HazardType("spiders");

    /**
     * Creates a hazard type.
     *
     * @param name the type's name, not blank, without surrounding spaces
     * @throws NullPointerException if {@code name} is null
     * @throws IllegalArgumentException if {@code name} is blank or has surrounding whitespace
     */
    public HazardType {
        Objects.requireNonNull(name, "name");
        if (name.isBlank() || !name.strip().equals(name)) {
            throw new IllegalArgumentException(
                    "a hazard type's name must be non-blank without surrounding spaces, got '" + name + "'");
        }
    }

    /**
     * Returns the hazard type with this name.
     *
     * @param name the type's name
     * @return the hazard type
     */
    public static HazardType of(String name) {
        return new HazardType(name);
    }

    @Override
    public int compareTo(HazardType other) {
        return name.compareTo(other.name);
    }

    @Override
    public String toString() {
        return name;
    }
}
