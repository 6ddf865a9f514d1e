package io.github.incangold.json.internal;

import com.fasterxml.jackson.core.StreamReadConstraints;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A JSON syntax error in JSON's words. The parser's own messages name its switches ("enable
 * {@code JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS} to allow"), which mean nothing to whoever
 * wrote the text; the mistakes people make most (NaN, comments, single quotes, names without
 * quotes, a byte order mark) get a sentence of their own, anything else the parser's first line
 * without the switches.
 */
public final class JsonSyntax {
    /** What {@link #plainWords} says of a comment, to which a format may add where notes go. */
    public static final String NO_COMMENTS = "JSON has no comments";

    /** The parser's words for a raw control character in a string; its code is in decimal. */
    private static final Pattern CONTROL_CHARACTER =
            Pattern.compile("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d{1,3})\\)\\)");

    private JsonSyntax() {}

    /**
     * The parser's message of a syntax error, in JSON's words.
     *
     * @param parserMessage the parser's message (its {@code getOriginalMessage()}), or null
     * @return one line naming the mistake
     */
    public static String plainWords(String parserMessage) {
        String first = firstLine(parserMessage);
        Matcher control = CONTROL_CHARACTER.matcher(first);
        if (first.contains("code 65279")) {
            return "a byte order mark (U+FEFF) inside the text, where JSON allows none";
        } else if (first.startsWith("Non-standard token '") && first.indexOf('\'', 20) > 0) {
            String token = first.substring("Non-standard token '".length(), first.indexOf('\'', 20));
            return token + " is not a JSON number (JSON has no NaN or Infinity)";
        } else if (first.contains("ALLOW_COMMENTS") || first.contains("maybe a (non-standard) comment")) {
            return NO_COMMENTS;
        } else if (first.contains("ALLOW_SINGLE_QUOTES") || first.startsWith("Unexpected character (''' (code 39)")) {
            return "a string in single quotes; JSON strings are in double quotes";
        } else if (first.startsWith("Unexpected character ('}' (code 125)): was expecting double-quote")) {
            return "a comma before '}'; JSON has no comma after an object's last member";
        } else if (first.startsWith("Unexpected character (']' (code 93)): expected a valid value")) {
            return "a value is missing before ']'; JSON has no comma after an array's last element";
        } else if (first.startsWith("Trailing token")) {
            return "content after the end of the JSON value; the text holds one JSON value";
        } else if (first.startsWith("Unexpected end-of-input")) {
            return "the text ends too early: "
                    + (first.contains("closing quote")
                            ? "a string is not closed"
                            : first.contains("for Array") ? "an array is not closed" : "an object is not closed");
        } else if (control.lookingAt()) {
            int code = Integer.parseInt(control.group(1));
            return String.format(
                    Locale.ROOT,
                    "a control character (U+%04X) inside a string; JSON writes it as an escape (\\u%04X)",
                    code,
                    code);
        } else if (first.contains("ALLOW_UNQUOTED_FIELD_NAMES")
                || first.contains("was expecting double-quote to start field name")) {
            return "a name without double quotes; JSON names are strings in double quotes";
        }
        // Keep what the parser saw, without the switches it names.
        return first.replaceAll(":? *\\([^()]*`[^`]*`[^()]*\\)", "")
                .replaceAll(":? *enable `[^`]*` to allow", "")
                .replaceAll(":? *not allowed as per `[^`]*`", "");
    }

    /**
     * Which of a reader's limits a text passed, in words that name the limit.
     *
     * <pre>{@code
     * JsonSyntax.limitPassed(tooDeep.getOriginalMessage(), LIMITS, "document")
     * // "objects and arrays are nested deeper than 64 levels"
     * }</pre>
     *
     * @param parserMessage the message of the parser's {@code StreamConstraintsException}, or null
     * @param limits the limits the parser read with
     * @param text what was read ("document", "file"), for a limit this class does not know
     * @return one line naming the limit
     */
    public static String limitPassed(String parserMessage, StreamReadConstraints limits, String text) {
        String first = firstLine(parserMessage);
        if (first.contains("Number value length")) {
            return "a number has more than " + limits.getMaxNumberLength() + " characters";
        } else if (first.contains("nesting depth")) {
            return "objects and arrays are nested deeper than " + limits.getMaxNestingDepth() + " levels";
        } else if (first.contains("String value length")) {
            return "a text is longer than " + limits.getMaxStringLength() + " characters";
        } else if (first.contains("Name length")) {
            return "a name is longer than " + limits.getMaxNameLength() + " characters";
        }
        return "the " + text + " passes a limit of its reader: " + plainWords(first);
    }

    /**
     * The first line of a parser's message: the rest repeats the source and its position.
     *
     * @param message the message, or null
     * @return its first line, or "unreadable input" for null
     */
    public static String firstLine(String message) {
        if (message == null) {
            return "unreadable input";
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
