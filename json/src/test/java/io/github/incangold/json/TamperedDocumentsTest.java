package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.record.GameRecord;
import io.github.incangold.record.History;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** Documents changed by hand after they were written: refused with the field at fault, or caught on replay. */
class TamperedDocumentsTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");

    private static History played() {
        History history = History.start(Rules.incanGold(), SEATS, 0, 5L).get();
        while (!history.state().isOver()) {
            GameState state = history.state();
            Action action = new Action.Advance();
            if (state.phase() == Phase.CHOOSE) {
                int seat = state.seatsInTemple()
                        .find(s -> state.pendingChoice(s).isEmpty())
                        .get();
                action = new Action.Choose(seat, state.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH);
            }
            history = history.apply(action).get();
        }
        return history;
    }

    private static final History GAME = played();

    @Test
    void aStateWithGemsFromNowhereIsRefusedNamingTheTally() {
        GameState reached = GAME.stateAt(GAME.size() / 2);
        String json = IncanGoldJson.encode(reached);
        int tent = reached.tentGems(0);
        String changed =
                json.replaceFirst("\"tentGems\":\\[" + tent + ",", "\"tentGems\":[" + (tent + 1_000_000) + ",");
        JsonProblem problem = IncanGoldJson.decodeState(changed).getLeft();
        assertTrue(problem.location().endsWith(".gemsDealt"), problem::toString);
        assertTrue(problem.message().contains("every gem dealt is in one of them"), problem::toString);
        assertEquals(reached, IncanGoldJson.decodeState(json).get());
    }

    @Test
    void aRecordKeepsItsCheckpointsAndAChangedSeedIsCaughtOnReplay() {
        GameRecord record = GAME.record();
        String json = IncanGoldJson.encode(record);
        assertEquals(record, IncanGoldJson.decodeRecord(json).get());
        String changed = json.replace("\"seed\":\"5\"", "\"seed\":\"6\"");
        GameRecord tampered = IncanGoldJson.decodeRecord(changed).get();
        assertTrue(GameRecord.replay(tampered).getLeft().violation() instanceof Violation.RecordDiverged);
    }

    @Test
    void aMalformedCheckpointIsRefusedWhereItIs() {
        String json = IncanGoldJson.encode(GAME.record());
        String badDigest = json.replaceFirst("\"digest\":\"[0-9a-f]{16}\"", "\"digest\":\"not hex\"");
        JsonProblem problem = IncanGoldJson.decodeRecord(badDigest).getLeft();
        assertEquals("$.checkpoints[0].digest", problem.location());
        assertEquals("\"not hex\" is not a digest: 16 lowercase hexadecimal digits", problem.message());
        String beyond = json.replaceFirst("\"actions\":0,", "\"actions\":100000,");
        JsonProblem tooFar = IncanGoldJson.decodeRecord(beyond).getLeft();
        assertEquals("$.checkpoints", tooFar.location());
        assertTrue(
                tooFar.message().startsWith("checkpoint 0 follows 100000 actions, but the record has "),
                tooFar::toString);
    }
}
