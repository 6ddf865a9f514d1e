package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Seq;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** What a variant file can cost is bounded: its size, its nesting, its numbers, the problems listed. */
class VariantFileLimitsTest {

    @Test
    @EnabledOnOs(OS.LINUX)
    void anEndlessFileIsOneProblemNotAnOutOfMemoryError() {
        Seq<VariantProblem> problems = VariantFiles.load(Path.of("/dev/zero")).getError();
        assertEquals(1, problems.size());
        assertEquals(
                "the file has more than 262144 bytes, more than the 262144 characters a variant file may have",
                problems.head().message());
    }

    @Test
    void aFileBeyondTheSizeLimitIsRefused(@TempDir Path directory) throws IOException {
        Path big = directory.resolve("big.json");
        Files.writeString(big, "{\"base\": \"incan-gold\", \"x\": \"" + "a".repeat(300_000) + "\"}");
        assertEquals(
                "the file has more than 262144 bytes, more than the 262144 characters a variant file may have",
                VariantFiles.load(big).getError().single().message());
        String text = Files.readString(big);
        assertEquals(
                "the file has " + text.length()
                        + " characters, more than the 262144 characters a variant file may have",
                VariantFiles.load(text).getError().single().message());
    }

    @Test
    void deepNestingAndLongNumbersAreRefusedWhereTheyAre() {
        assertEquals(
                "objects and arrays are nested deeper than 16 levels",
                VariantFiles.load("{\"base\": " + "[".repeat(40) + "]".repeat(40) + "}")
                        .getError()
                        .single()
                        .message());
        VariantProblem number = VariantFiles.load("{\"base\": \"incan-gold\", \"rounds\": " + "7".repeat(1_500) + "}")
                .getError()
                .single();
        assertEquals("a number has more than 100 characters", number.message());
        assertEquals(1, number.line());
    }

    /** Issue 19: a huge hazard count was blamed on /treasureValues. */
    @Test
    void aHugeHazardCountIsBlamedOnThatHazard() {
        VariantProblem problem = VariantFiles.load("{\"base\": \"incan-gold\", \"hazards\": {\"Snake\": 2147483647}}")
                .getError()
                .single();
        assertEquals("/hazards/Snake", problem.pointer());
        assertTrue(
                problem.message().startsWith("2147483647 cards exceed the limit of 10000 cards in a deck; allowed: "),
                problem.message());
    }

    /** 5,000 unknown keys: the first 50 problems and one that counts the other 4,950. */
    @Test
    void theProblemsListedAreCapped() {
        StringBuilder file = new StringBuilder("{\"base\": \"incan-gold\"");
        for (int key = 0; key < 5_000; key++) {
            file.append(", \"unknown").append(key).append("\": 1");
        }
        Seq<VariantProblem> problems =
                VariantFiles.load(file.append('}').toString()).getError();
        assertEquals(VariantFiles.MAX_PROBLEMS + 1, problems.size());
        assertEquals(
                "4950 more problems are not listed; fix these first",
                problems.last().message());
    }
}
