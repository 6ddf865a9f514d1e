package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** JSON text read as the library reads its documents: strict UTF-8, mistakes in JSON's words. */
class JsonSyntaxTest {
    @Test
    void utf8TextIsReadAndALeadingByteOrderMarkDropped() {
        assertEquals(
                "{\"name\": \"Inés\"}",
                JsonSyntax.utf8("{\"name\": \"Inés\"}".getBytes(StandardCharsets.UTF_8))
                        .get());
        assertEquals(
                "é",
                JsonSyntax.utf8(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, (byte) 0xC3, (byte) 0xA9})
                        .get());
        assertEquals("", JsonSyntax.utf8(new byte[0]).get());
    }

    /** "Inés" in Latin-1: the é is the single byte 0xE9 (233), the fourth byte, after three characters. */
    @Test
    void theFirstByteThatIsNotUtf8IsNamedWithItsLineAndColumn() {
        JsonSyntax.NotUtf8 latin1 = JsonSyntax.utf8(new byte[] {'"', 'I', 'n', (byte) 0xE9, 's', '"'})
                .getLeft();
        assertEquals(new JsonSyntax.NotUtf8(3, 233, 1, 4), latin1);
        assertEquals("byte 3 (0xE9)", latin1.byteWords());
        // After a line break, a two-byte é (one character) and two letters: byte 6, line 2, column 4.
        byte[] secondLine = {'a', '\n', (byte) 0xC3, (byte) 0xA9, 'b', 'c', (byte) 0xFF};
        assertEquals(
                new JsonSyntax.NotUtf8(6, 255, 2, 4),
                JsonSyntax.utf8(secondLine).getLeft());
        // Offsets count the byte order mark; lines and columns do not see it.
        byte[] marked = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'x', (byte) 0x80};
        assertEquals(
                new JsonSyntax.NotUtf8(4, 128, 1, 2), JsonSyntax.utf8(marked).getLeft());
    }

    @Test
    void aParsersMessageIsSaidInJsonsWords() {
        assertEquals(
                "NaN is not a JSON number (JSON has no NaN or Infinity)",
                JsonSyntax.plainWords(
                        "Non-standard token 'NaN': enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow"));
        assertEquals(
                "a name without double quotes; JSON names are strings in double quotes",
                JsonSyntax.plainWords(
                        "Unexpected character ('a' (code 97)): was expecting double-quote to start field name"));
        assertEquals(
                "Unexpected character ('+' (code 43)) in numeric value: JSON spec does not allow numbers to have plus"
                        + " signs",
                JsonSyntax.plainWords("Unexpected character ('+' (code 43)) in numeric value: JSON spec does not allow"
                        + " numbers to have plus signs: enable `JsonReadFeature.ALLOW_LEADING_PLUS_SIGN_FOR_NUMBERS` to"
                        + " allow"));
        assertEquals(
                "the text ends too early: a string is not closed",
                JsonSyntax.plainWords("Unexpected end-of-input in character escape sequence"));
        assertEquals("unreadable input", JsonSyntax.plainWords(null));
    }

    @Test
    void aPassedLimitIsNamedWithTheReadersLimit() {
        assertEquals(
                "objects and arrays are nested deeper than 64 levels",
                JsonSyntax.limitPassed("Document nesting depth (65) exceeds the maximum allowed (64)", 64, 100));
        assertEquals(
                "a number has more than 100 characters",
                JsonSyntax.limitPassed("Number value length (101) exceeds the maximum allowed (100)", 64, 100));
    }
}
