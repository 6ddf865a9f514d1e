package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.engine.Step;
import io.github.incangold.record.GameRecord;
import io.github.incangold.record.History;
import io.github.incangold.rules.Rules;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** A stored record replays to the same game: the encoded final states are equal byte for byte. */
class ReplayIdentityTest {

    @TestFactory
    Stream<DynamicTest> storedRecordsReplayByteForByte() {
        return LongStream.range(0, 60)
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    Rules rules = Games.RULES.get((int) (seed % Games.RULES.size()));
                    Games.Played played = Games.play(rules, 3 + (int) (seed % 6), 5000 + seed);
                    String stored = IncanGoldJson.encode(played.record());

                    GameRecord loaded = IncanGoldJson.decodeRecord(stored).get();
                    Step replayed = GameRecord.replay(loaded).get();

                    assertEquals(IncanGoldJson.encode(played.last()), IncanGoldJson.encode(replayed.state()));
                    assertEquals(IncanGoldJson.encode(played.events()), IncanGoldJson.encode(replayed.events()));
                    History history = History.start(loaded).get();
                    History back = history.goTo(history.size() / 2);
                    assertEquals(
                            IncanGoldJson.encode(history.state()),
                            IncanGoldJson.encode(back.goTo(history.size()).state()));
                    assertEquals(
                            IncanGoldJson.encode(back.state()),
                            IncanGoldJson.encode(back.redo().get().undo().get().state()));
                }));
    }
}
