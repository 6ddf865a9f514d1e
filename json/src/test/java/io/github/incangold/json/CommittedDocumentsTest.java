package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.GameState;
import io.github.incangold.record.GameRecord;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Records written by earlier builds of the format, kept in the repository: every later library
 * must read them, replay them to the same states (their checkpoints are the digests of the states
 * when they were written) and write them back as the same text. A change that breaks one of these
 * changes the format and needs a new version (docs/frontends.md, "Versions").
 */
class CommittedDocumentsTest {

    @ParameterizedTest
    @ValueSource(strings = {"v2-incan-gold.json", "v2-house-rules.json"})
    void aCommittedRecordReadsReplaysAndWritesBackTheSame(String name) throws IOException {
        String text = read(name);
        GameRecord record =
                IncanGoldJson.decodeRecord(text).getOrElseThrow(problem -> new AssertionError(name + ": " + problem));
        assertTrue(record.checkpoints().size() >= 5, "a checkpoint at every round's end");
        GameState end = GameRecord.replay(record)
                .getOrElseThrow(failure -> new AssertionError(name + ": " + failure))
                .state();
        assertTrue(end.isOver(), name + " is a whole game");
        assertEquals(text.strip(), IncanGoldJson.encode(record));
    }

    private static String read(String name) throws IOException {
        try (InputStream in = CommittedDocumentsTest.class.getResourceAsStream("committed/" + name)) {
            if (in == null) {
                throw new AssertionError("committed/" + name + " is missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
