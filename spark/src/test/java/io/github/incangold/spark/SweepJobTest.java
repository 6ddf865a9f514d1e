package io.github.incangold.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The job's answers before it starts Spark: usage and invalid sweep files. */
class SweepJobTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return SweepJob.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void withoutAFileAndADirectoryItPrintsItsUsage() {
        assertEquals(2, run("sweep.json"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("SWEEP_FILE RESULTS_DIRECTORY"));
    }

    @Test
    void anInvalidSweepFileIsReportedWithItsProblems(@TempDir Path directory) throws Exception {
        Path file = Files.writeString(directory.resolve("sweep.json"), "{\"cells\": oops}");

        assertEquals(2, run(file.toString(), directory.resolve("results").toString()));
        String printed = err.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith(file + " is not a valid sweep file:"), printed);
        assertTrue(printed.lines().count() > 1, printed);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
}
