package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * Every record the library writes ends with its final state's digest, so a copy whose start
 * player, seed or inputs were changed is refused on replay instead of replaying to another game.
 */
class FinalCheckpointTest {
    /** Three seats carry on through the first card, then every due transition runs. */
    private static final GameRecord BY_HAND = GameRecord.of(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 0, 42L)
            .withAction(new Action.Advance())
            .withAction(new Action.Choose(0, Choice.TORCH))
            .withAction(new Action.Choose(1, Choice.TORCH))
            .withAction(new Action.Choose(2, Choice.TORCH))
            .withAction(new Action.Advance());

    @Test
    void aRecordWrittenWithoutCheckpointsGetsOneAfterItsLastAction() {
        assertTrue(BY_HAND.checkpoints().isEmpty());
        GameRecord written =
                IncanGoldJson.decodeRecord(IncanGoldJson.encode(BY_HAND)).get();
        assertEquals(1, written.checkpoints().size());
        assertEquals(5, written.checkpoints().head().actions());
        assertEquals(
                GameRecord.replay(BY_HAND).get().state().digest(),
                written.checkpoints().head().digest());
        // Written again, it stays the same text.
        assertEquals(IncanGoldJson.encode(written), IncanGoldJson.encode(BY_HAND));
    }

    @Test
    void aChangedStartPlayerIsRefusedWhereItWouldHaveReplayedQuietly() {
        String json = IncanGoldJson.encode(BY_HAND);
        assertTrue(json.contains("\"startSeat\":0"), json);
        GameRecord moved = IncanGoldJson.decodeRecord(json.replace("\"startSeat\":0", "\"startSeat\":1"))
                .get();
        // Without the checkpoint the changed record is another legal game.
        assertTrue(GameRecord.replay(
                        new GameRecord(moved.rules(), moved.seats(), moved.startSeat(), moved.seed(), moved.actions()))
                .isRight());
        Violation refused = GameRecord.replay(moved).getLeft().violation();
        assertTrue(refused instanceof Violation.RecordDiverged, refused::toString);
    }

    @Test
    void aRecordTheEngineRefusesIsWrittenAsItIs() {
        GameRecord refused = BY_HAND.withAction(new Action.Choose(7, Choice.CAMP));
        GameRecord written =
                IncanGoldJson.decodeRecord(IncanGoldJson.encode(refused)).get();
        assertEquals(refused, written);
    }
}
