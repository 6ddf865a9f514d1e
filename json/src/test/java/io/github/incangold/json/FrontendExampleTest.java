package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.GameState;
import io.github.incangold.record.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** The example of docs/frontends.md is this module's FrontendExample, and it runs. */
class FrontendExampleTest {
    private static final Path SOURCE = Path.of("src/test/java/io/github/incangold/json/FrontendExample.java");
    private static final Path DOC = Path.of("../docs/frontends.md");

    @Test
    void theDocumentShowsTheExampleVerbatim() throws IOException {
        String source = Files.readString(SOURCE, StandardCharsets.UTF_8);
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);

        assertTrue(doc.contains("```java\n" + source + "```\n"), "docs/frontends.md must include " + SOURCE);
    }

    @Test
    void theExamplePlaysAWholeGameAndItsRecordReplays() {
        ArrayList<String> broadcast = new ArrayList<>();
        ArrayList<String> toSeats = new ArrayList<>();

        GameRecord record = FrontendExample.playOneGame((seat, json) -> (seat < 0 ? broadcast : toSeats).add(json));

        GameState last = GameRecord.replay(
                        IncanGoldJson.decodeRecord(IncanGoldJson.encode(record)).get())
                .get()
                .state();
        assertTrue(last.isOver());
        assertFalse(toSeats.isEmpty());
        assertTrue(toSeats.stream().allMatch(json -> json.contains("\"type\":\"view\"")));
        assertTrue(broadcast.get(0).contains("\"event\":\"roundStarted\""));
        assertTrue(broadcast.get(broadcast.size() - 1).contains("\"outcome\""));
        assertEquals(
                5,
                broadcast.stream()
                        .filter(json -> json.contains("\"event\":\"roundEnded\""))
                        .count());
    }
}
