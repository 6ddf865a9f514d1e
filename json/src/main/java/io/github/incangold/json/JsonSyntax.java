package io.github.incangold.json;

import io.vavr.control.Either;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JSON text read the way this library reads its documents, for a program that reads JSON of its
 * own beside them (a server's request bodies, a tool's settings file) and wants to tell its users
 * their mistakes as {@link IncanGoldJson} tells them: strictly as UTF-8, where a lenient decoder
 * would put a replacement character and change a name without a word; and a syntax error in
 * JSON's words, where a parser's own message names its switches ("enable {@code
 * JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS} to allow"), which mean nothing to whoever wrote the
 * text. The mistakes people make most (NaN, comments, single quotes, names without quotes, a
 * trailing comma, a text cut short) get a sentence of their own, anything else the parser's first
 * line without the switches. The words follow Jackson's messages, the parser of this module.
 *
 * <pre>{@code
 * Either<JsonSyntax.NotUtf8, String> body = JsonSyntax.utf8(new byte[] {'"', (byte) 0xE9, '"'});
 * body.getLeft().byteWords();                                       // "byte 1 (0xE9)"
 * JsonSyntax.plainWords("Non-standard token 'NaN': enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow");
 * // "NaN is not a JSON number (JSON has no NaN or Infinity)"
 * }</pre>
 */
public final class JsonSyntax {
    /** What {@link #plainWords} says of a comment, to which a format may add where its notes go. */
    public static final String NO_COMMENTS = "JSON has no comments";

    /** The parser's words for a raw control character in a string; its code is in decimal. */
    private static final Pattern CONTROL_CHARACTER =
            Pattern.compile("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d{1,3})\\)\\)");

    private JsonSyntax() {}

    /**
     * A parser's message of a syntax error, in JSON's words.
     *
     * <pre>{@code
     * JsonSyntax.plainWords("Unexpected character ('a' (code 97)): was expecting double-quote to start field name");
     * // "a name without double quotes; JSON names are strings in double quotes"
     * }</pre>
     *
     * @param parserMessage the message of the parser's exception (Jackson's {@code
     *     getOriginalMessage()}), or null
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
            return "a value is missing before ']' (JSON has no comma after an array's last element)";
        } else if (first.startsWith("Trailing token")) {
            return "content after the end of the JSON value; the text holds one JSON value";
        } else if (first.startsWith("Unexpected end-of-input")) {
            return "the text ends too early: "
                    + (first.contains("closing quote") || first.contains("escape") || first.contains("String value")
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
     * JsonSyntax.limitPassed("Document nesting depth (65) exceeds the maximum allowed (64)", 64, 100);
     * // "objects and arrays are nested deeper than 64 levels"
     * }</pre>
     *
     * @param parserMessage the message of the parser's exception for a passed limit (Jackson's
     *     {@code StreamConstraintsException}), or null
     * @param maxNestingDepth the deepest nesting the reader allows
     * @param maxNumberChars the most characters of a number the reader allows
     * @return one line naming the limit
     */
    public static String limitPassed(String parserMessage, int maxNestingDepth, int maxNumberChars) {
        String first = firstLine(parserMessage);
        if (first.contains("Number value length")) {
            return "a number has more than " + maxNumberChars + " characters";
        } else if (first.contains("nesting depth")) {
            return "objects and arrays are nested deeper than " + maxNestingDepth + " levels";
        }
        return "the text passes a limit of its reader: " + plainWords(first);
    }

    /**
     * The first byte of a text that is not UTF-8.
     *
     * @param offset where it is, counted in bytes from the start (a byte order mark included)
     * @param value the byte, from 0 to 255
     * @param line its line, from 1
     * @param column its column on that line, in characters, from 1
     */
    public record NotUtf8(int offset, int value, int line, int column) {
        /**
         * The byte in words.
         *
         * @return as {@code byte 41 (0xFF)}
         */
        public String byteWords() {
            return String.format(Locale.ROOT, "byte %d (0x%02X)", offset, value);
        }
    }

    /**
     * Bytes as UTF-8 text, JSON's encoding (RFC 8259), with a leading byte order mark dropped; or
     * the first byte that starts no character, where a lenient decoder would put a replacement
     * character and change a name without a word.
     *
     * <pre>{@code
     * JsonSyntax.utf8("{\"name\": \"Inés\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8)).get();
     * JsonSyntax.utf8(new byte[] {'"', 'I', 'n', (byte) 0xE9, 's', '"'}).getLeft();
     * // NotUtf8[offset=3, value=233, line=1, column=4]
     * }</pre>
     *
     * @param bytes the bytes
     * @return the text, or where it stops being UTF-8
     */
    public static Either<NotUtf8, String> utf8(byte[] bytes) {
        int start = bytes.length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB && bytes[2] == (byte) 0xBF
                ? 3
                : 0;
        // A new decoder reports what is not UTF-8 rather than replacing it; where it stops is the byte.
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer text = CharBuffer.allocate(bytes.length); // UTF-8 never gives more characters than bytes
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        CoderResult result = decoder.decode(in, text, true);
        if (!result.isError()) {
            result = decoder.flush(text);
        }
        if (!result.isError()) {
            return Either.right(text.flip().toString());
        }
        int offset = in.position();
        String before = new String(bytes, start, offset - start, StandardCharsets.UTF_8);
        int line = 1;
        int lineStart = 0;
        for (int index = 0; index < before.length(); index++) {
            if (before.charAt(index) == '\n') {
                line++;
                lineStart = index + 1;
            }
        }
        return Either.left(
                new NotUtf8(offset, bytes[offset] & 0xFF, line, before.codePointCount(lineStart, before.length()) + 1));
    }

    /** The first line of a parser's message: the rest repeats the source and its position. */
    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable input";
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
