package io.github.incangold.engine;

import io.github.incangold.internal.Names;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * R1: what a seat's name may be and when two names are one, the checks {@link Game#newGame} makes
 * of every seat, for a frontend that refuses a name when a person types it rather than when the
 * game starts. A name is at most {@link #MAX_LENGTH} characters (code points), not blank, without
 * a space around it, and every character shows as itself (no control or formatting character, no
 * unpaired surrogate, nothing for private use). Two names are the same name when the table could
 * not tell them apart: letter case, accents typed apart and variation selectors aside.
 *
 * <pre>{@code
 * SeatNames.problem("Ann");                   // none: the name may sit at a table
 * SeatNames.problem("Ann\u200B");             // some("holds the invisible or unprintable character U+200B")
 * SeatNames.strip("\u00A0Ann ");              // "Ann", as a form may take a name typed with spaces
 * SeatNames.sameName("Ann", "ANN");           // true: the second of them at a table is refused
 * }</pre>
 */
public final class SeatNames {
    /** The most characters (code points) of a seat's name: an emoji counts one. */
    public static final int MAX_LENGTH = Names.MAX_LENGTH;

    private SeatNames() {}

    /**
     * R1: why a name cannot be a seat's, whatever the other seats are called.
     *
     * @param name the name
     * @return "is blank", "is longer than 64 characters", "holds the invisible or unprintable
     *     character U+XXXX" or "starts or ends with a space", the first that applies; none if the
     *     name may sit at a table
     */
    public static Option<String> problem(String name) {
        Objects.requireNonNull(name, "name");
        if (Names.isBlank(name)) {
            return Option.some("is blank");
        }
        if (Names.isTooLong(name)) {
            return Option.some("is longer than " + MAX_LENGTH + " characters");
        }
        Option<String> hidden = Names.hiddenCharacter(name);
        if (hidden.isDefined()) {
            return Option.some("holds " + hidden.get());
        }
        if (Names.hasSurroundingSpace(name)) {
            return Option.some("starts or ends with a space");
        }
        return Option.none();
    }

    /**
     * R1: whether two names are one at the table, so that the second of them is refused: equal
     * once composed (NFC), without variation selectors and with letter case ignored. Names are
     * kept as they were typed; only their comparison is this one.
     *
     * @param one a name
     * @param other another name
     * @return whether they are the same name
     */
    public static boolean sameName(String one, String other) {
        return Names.sameName(Objects.requireNonNull(one, "one"), Objects.requireNonNull(other, "other"));
    }

    /**
     * The name without the spaces around it, of any kind (a no-break space too), which {@link
     * #problem} refuses.
     *
     * @param name the name
     * @return the name without its leading and trailing spaces
     */
    public static String strip(String name) {
        return Names.strip(Objects.requireNonNull(name, "name"));
    }
}
