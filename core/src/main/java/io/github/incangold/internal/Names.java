package io.github.incangold.internal;

import io.vavr.control.Option;
import java.text.Normalizer;
import java.util.Locale;

/**
 * The one check of a name that people read at the table: a seat's (R1) and a hazard type's (R4).
 * A name must show as itself: no control or formatting characters (a right-to-left override or a
 * zero-width space would let one name pass for another), no line or paragraph separators, no
 * unpaired surrogates, nothing for private use, no noncharacters, and none of the letters and marks
 * that show nothing on their own (a Hangul filler, U+3164, would make a name look blank).
 * A name is judged alike on every Java runtime, so that a state or a record saved on one loads on
 * any other: a character the running Java's Unicode tables do not know (Java 17's are Unicode 13,
 * so an emoji added since) is taken to show, unless Unicode keeps it from ever showing (a
 * noncharacter, or a code point it reserves as invisible), and the nine formatting characters
 * added since Unicode 13 are refused on every Java. Lengths count characters (code points), as a
 * JSON schema's {@code maxLength} does.
 *
 * <pre>{@code
 * String overridden = "Bo" + (char) 0x202E + "b";  // a right-to-left override inside
 * Names.hiddenCharacter("Ann");                    // none
 * Names.hiddenCharacter(overridden);               // some("the invisible or unprintable character U+202E")
 * Names.printable(overridden);                     // "BoU+202Eb"
 * }</pre>
 */
public final class Names {
    /** The most characters (code points) of a seat's or a hazard type's name. */
    public static final int MAX_LENGTH = 64;

    private Names() {}

    /**
     * The first character of a name that would not show as itself, described, if any. A plain
     * loop rather than a stream: it runs for every seat of every new game.
     *
     * @param name the name
     * @return "the invisible or unprintable character U+XXXX", or none if every character shows
     */
    public static Option<String> hiddenCharacter(String name) {
        for (int index = 0; index < name.length(); ) {
            char unit = name.charAt(index);
            if (unit >= ' ' && unit <= '~') { // printable ASCII hides nothing
                index++;
                continue;
            }
            int point = name.codePointAt(index);
            if (isHidden(point)) {
                return Option.some(String.format("the invisible or unprintable character U+%04X", point));
            }
            index += Character.charCount(point);
        }
        return Option.none();
    }

    /**
     * Whether a name holds nothing but spaces, of any kind: a no-break space (U+00A0) or a narrow
     * one (U+202F) is as blank as a plain one, as a JSON schema's {@code \\s} counts them.
     *
     * @param name the name
     * @return whether it is empty or all spaces
     */
    public static boolean isBlank(String name) {
        // A plain loop, like hiddenCharacter's: it runs for every seat of every new game.
        for (int index = 0; index < name.length(); ) {
            int point = name.codePointAt(index);
            if (!isSpace(point)) {
                return false;
            }
            index += Character.charCount(point);
        }
        return true;
    }

    /**
     * Whether a name starts or ends with a space of any kind ({@link #isBlank}'s spaces).
     *
     * @param name the name
     * @return whether its first or last character is a space
     */
    public static boolean hasSurroundingSpace(String name) {
        return !name.isEmpty() && (isSpace(name.codePointAt(0)) || isSpace(name.codePointBefore(name.length())));
    }

    /**
     * The name without the spaces around it, of any kind ({@link #isBlank}'s: a no-break space
     * too), as a form may take a name typed with a space too many.
     *
     * <pre>{@code
     * Names.strip("\u00A0Ann ");   // "Ann"
     * }</pre>
     *
     * @param name the name
     * @return the name without its leading and trailing spaces
     */
    public static String strip(String name) {
        int start = 0;
        int end = name.length();
        while (start < end && isSpace(name.codePointAt(start))) {
            start += Character.charCount(name.codePointAt(start));
        }
        while (end > start && isSpace(name.codePointBefore(end))) {
            end -= Character.charCount(name.codePointBefore(end));
        }
        return name.substring(start, end);
    }

    private static boolean isSpace(int point) {
        return Character.isWhitespace(point) || Character.isSpaceChar(point);
    }

    /**
     * Whether a name has more than {@link #MAX_LENGTH} characters (code points): an emoji counts
     * one.
     *
     * @param name the name
     * @return whether it is too long
     */
    public static boolean isTooLong(String name) {
        return name.codePointCount(0, name.length()) > MAX_LENGTH;
    }

    /**
     * The name as a message may show it: every character that would not show as itself written as
     * {@code U+XXXX}, and a name longer than {@link #MAX_LENGTH} characters cut after them, between
     * two characters, with "…".
     *
     * @param name the name
     * @return the name, safe to print
     */
    public static String printable(String name) {
        String shown = isTooLong(name) ? name.substring(0, name.offsetByCodePoints(0, MAX_LENGTH)) : name;
        StringBuilder printable = new StringBuilder();
        shown.codePoints().forEach(point -> {
            if (isHidden(point)) {
                printable.append(String.format("U+%04X", point));
            } else {
                printable.appendCodePoint(point);
            }
        });
        return shown.length() < name.length() ? printable.append('…').toString() : printable.toString();
    }

    /**
     * Whether a character would not show as itself: control, formatting, separator, lone surrogate,
     * private use (formatting characters newer than Java 17 included), a code point Unicode never
     * shows ({@link #isNeverShown}); or one of the letters and marks that Unicode makes default-ignorable
     * because they show nothing on their own (the Hangul fillers, the combining grapheme joiner,
     * the Khmer inherent vowels), which would let "Ann" and "Ann" with one of them pass for each
     * other, or a name of one of them pass for a blank one.
     */
    private static boolean isHidden(int point) {
        if (point == 0x034F
                || point == 0x115F
                || point == 0x1160
                || point == 0x17B4
                || point == 0x17B5
                || point == 0x3164
                || point == 0xFFA0
                // formatting characters Unicode added after version 13, which Java 17 does not know
                || point == 0x0890
                || point == 0x0891
                || (point >= 0x13439 && point <= 0x1343F)) {
            return true;
        }
        int type = Character.getType(point);
        if (type == Character.UNASSIGNED) {
            return isNeverShown(point);
        }
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE
                || type == Character.PRIVATE_USE;
    }

    /**
     * Whether a code point the running Java does not know is one Unicode keeps from ever showing:
     * a noncharacter (U+FDD0 to U+FDEF, and the last two of every plane), or one it reserves as
     * default-ignorable (U+2060 to U+206F, U+FFF0 to U+FFF8, U+E0000 to U+E0FFF). Any other may be
     * a letter or an emoji to a newer Java, and a name is judged alike on every Java, so it shows.
     */
    private static boolean isNeverShown(int point) {
        return (point >= 0xFDD0 && point <= 0xFDEF)
                || (point & 0xFFFE) == 0xFFFE
                || (point >= 0x2060 && point <= 0x206F)
                || (point >= 0xFFF0 && point <= 0xFFF8)
                || (point >= 0xE0000 && point <= 0xE0FFF);
    }

    /**
     * Whether two names are one name to the people at a table, who cannot tell them apart by
     * sight or when spoken: equal once both are in Unicode's composed form (NFC), without
     * variation selectors, and with letter case ignored. "José" typed as one composed letter or as
     * an e and a combining accent is one name; so are "Ann", "ANN" and "Ann" with an emoji
     * presentation selector. Names are kept as they were given; only their comparison changes.
     *
     * <pre>{@code
     * Names.sameName("Jos\u00e9", "Jose\u0301");   // true
     * Names.sameName("Ann", "Anne");                  // false
     * }</pre>
     *
     * @param one a name
     * @param other another name
     * @return whether they are the same name
     */
    public static boolean sameName(String one, String other) {
        return identity(one).equals(identity(other));
    }

    /**
     * The form in which {@link #sameName} compares a name: composed (NFC), without variation
     * selectors, in lower case after upper case (so that "STRASSE" and "Straße" meet).
     *
     * @param name a name
     * @return its identity
     */
    public static String identity(String name) {
        boolean ascii = true;
        for (int index = 0; index < name.length() && ascii; index++) {
            ascii = name.charAt(index) < 0x80;
        }
        if (ascii) { // most names: nothing to compose and no selector, so case alone
            return name.toLowerCase(Locale.ROOT);
        }
        String composed = Normalizer.normalize(name, Normalizer.Form.NFC);
        StringBuilder kept = new StringBuilder(composed.length());
        for (int index = 0; index < composed.length(); ) {
            int point = composed.codePointAt(index);
            if (!isVariationSelector(point)) {
                kept.appendCodePoint(point);
            }
            index += Character.charCount(point);
        }
        return kept.toString().toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
    }

    /** The variation selectors, which pick how a character is drawn, not which it is. */
    private static boolean isVariationSelector(int point) {
        return (point >= 0xFE00 && point <= 0xFE0F)
                || (point >= 0xE0100 && point <= 0xE01EF)
                || (point >= 0x180B && point <= 0x180D)
                || point == 0x180F;
    }

    /**
     * The edit distance of two names (letters changed, missing or added), for a "did you mean"; or
     * {@link Integer#MAX_VALUE} when they are too far apart in length to be a misspelling of each
     * other (more than 2) or longer than 100 characters, so a huge input costs nothing.
     */
    public static int editDistance(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 2 || a.length() > 100 || b.length() > 100) {
            return Integer.MAX_VALUE;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
