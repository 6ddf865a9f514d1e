package io.github.incangold.model;

import io.github.incangold.internal.Names;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A kind of hazard (R4). Hazard types are data: a rules configuration names the set of types in
 * play, so a house rule may add or drop types. Hazard cards of one type revealed in one round end it
 * once they reach the rules' bust trigger, two by default (R14).
 *
 * <pre>{@code
 * HazardType fire = HazardType.of("fire");
 * assert fire.equals(HazardType.FIRE);
 * }</pre>
 *
 * @param name the type's name, not blank, without surrounding spaces, a name people can read:
 *     at most 64 characters (code points), each showing as itself
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
     * @param name the type's name, not blank, without surrounding spaces, a name people can read
     * @throws NullPointerException if {@code name} is null
     * @throws IllegalArgumentException if {@link #nameProblem} finds a problem with {@code name}
     */
    public HazardType {
        Objects.requireNonNull(name, "name");
        Option<String> problem = nameProblem(name);
        if (problem.isDefined()) {
            throw new IllegalArgumentException("the hazard type name '" + Names.printable(name) + "' " + problem.get());
        }
    }

    /**
     * What is wrong with a name for a hazard type, if anything: so a file or a form can say so
     * without catching the constructor's exception.
     *
     * <pre>{@code
     * HazardType.nameProblem("lava");      // none
     * HazardType.nameProblem(" lava");     // some("is blank or has surrounding spaces")
     * }</pre>
     *
     * @param name the name
     * @return the problem, worded to follow the name: "is blank or has surrounding spaces", "is
     *     longer than 64 characters" or "holds the invisible or unprintable character U+XXXX"
     */
    public static Option<String> nameProblem(String name) {
        Objects.requireNonNull(name, "name");
        if (Names.isBlank(name) || Names.hasSurroundingSpace(name)) {
            return Option.some("is blank or has surrounding spaces");
        }
        if (Names.isTooLong(name)) {
            return Option.some("is longer than " + Names.MAX_LENGTH + " characters");
        }
        return Names.hiddenCharacter(name).map(hidden -> "holds " + hidden);
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
