package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.variants.sweep.SweepFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the text of a variant or sweep file is read: UTF-8, a leading byte order mark ignored,
 * anything else that is not UTF-8 a problem in place, and syntax errors named in JSON's words
 * rather than the parser's switches.
 */
class VariantFileTextTest {
    private static final String SHORT = "{\"base\": \"incan-gold\", \"rounds\": 3}";

    private static String problem(String text) {
        return VariantFiles.load(text).getError().single().message();
    }

    @Test
    void aByteOrderMarkAtTheStartIsIgnored(@TempDir Path folder) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        bytes.write(SHORT.getBytes(StandardCharsets.UTF_8));
        Path file = Files.write(folder.resolve("bom.json"), bytes.toByteArray());
        assertEquals(Rules.incanGold().withRounds(3), VariantFiles.load(file).get());
        assertEquals(
                Rules.incanGold().withRounds(3),
                VariantFiles.load("\uFEFF" + SHORT).get());
    }

    /** Byte 41 is the 0xFF after "description": "a, on line 2, column 19: 18 characters precede it there. */
    @Test
    void aByteThatIsNotUtf8IsAProblemWhereItIs(@TempDir Path folder) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("{\"base\": \"incan-gold\",\n \"description\": \"a".getBytes(StandardCharsets.UTF_8));
        bytes.write(0xFF);
        bytes.write("\"}".getBytes(StandardCharsets.UTF_8));
        Path file = Files.write(folder.resolve("latin1.json"), bytes.toByteArray());
        assertEquals(
                "line 2, column 19, the file: the file is not UTF-8 text: byte 41 (0xFF) starts no character;"
                        + " save it as UTF-8",
                VariantFiles.load(file).getError().single().toString());
        assertEquals(
                "line 2, column 19, the file: the file is not UTF-8 text: byte 41 (0xFF) starts no character;"
                        + " save it as UTF-8",
                SweepFiles.load(file).getError().single().toString());
    }

    @Test
    void syntaxErrorsAreNamedInJsonsWordsNotTheParsers() {
        assertEquals(
                "not valid JSON: NaN is not a JSON number (JSON has no NaN or Infinity)",
                problem("{\"base\": \"incan-gold\", \"rounds\": NaN}"));
        assertEquals(
                "not valid JSON: -Infinity is not a JSON number (JSON has no NaN or Infinity)",
                problem("{\"base\": \"incan-gold\", \"rounds\": -Infinity}"));
        assertEquals(
                "not valid JSON: JSON has no comments; use the \"description\" field for notes",
                problem("{\"base\": \"incan-gold\", // five rounds\n \"rounds\": 5}"));
        String bareWord = problem("{\"base\": comment}");
        assertTrue(bareWord.startsWith("not valid JSON: Unrecognized token 'comment'"), bareWord);
        assertEquals(
                "not valid JSON: a string in single quotes; JSON strings are in double quotes",
                problem("{\"base\": 'incan-gold'}"));
        assertEquals(
                "not valid JSON: a name without double quotes; JSON names are strings in double quotes",
                problem("{ base: \"incan-gold\"}"));
    }

    @Test
    void aFileThatCannotBeReadIsSaidInWords(@TempDir Path folder) {
        Path missing = folder.resolve("missing.json");
        assertEquals(
                "cannot read " + missing + ": there is no such file",
                VariantFiles.load(missing).getError().single().message());
        assertEquals(
                "cannot read " + missing + ": there is no such file",
                SweepFiles.load(missing).getError().single().message());
    }

    /** A name is bounded by the file's size only: a long hazard name reaches the check of names (R4). */
    @Test
    void aLongNameIsReadAndJudgedAsAName() {
        String found = problem("{\"base\": \"incan-gold\", \"hazards\": {\"" + "x".repeat(200_000) + "\": 2}}");
        assertTrue(
                found.startsWith("the hazard type name \"" + "x".repeat(64) + "…\" is longer than 64 characters"),
                found.substring(0, 100));
    }
}
