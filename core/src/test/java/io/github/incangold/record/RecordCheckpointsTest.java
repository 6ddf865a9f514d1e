package io.github.incangold.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.record.GameRecord.ReplayFailure;
import io.github.incangold.rules.Rules;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * A record carries the digests of the states it leads to, so that a changed seed, start seat or
 * choice is reported where the replay first goes elsewhere, instead of replaying to another game.
 */
class RecordCheckpointsTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");

    /** A whole game of 3 seats, every seat camping once it has 6 gems at risk. */
    private static History played(long seed, int startSeat) {
        History history =
                History.start(Rules.incanGold(), SEATS, startSeat, seed).get();
        while (!history.state().isOver()) {
            GameState state = history.state();
            Action action = new Action.Advance();
            if (state.phase() == Phase.CHOOSE) {
                int seat = state.seatsInTemple()
                        .find(s -> state.pendingChoice(s).isEmpty())
                        .get();
                action = new Action.Choose(seat, state.gemsAtRisk(seat) >= 6 ? Choice.CAMP : Choice.TORCH);
            }
            history = history.apply(action).get();
        }
        return history;
    }

    private static final History GAME = played(11L, 1);
    private static final GameRecord RECORD = GAME.record();

    @Test
    void aHistoryRecordsTheStartEveryRoundsEndAndTheEnd() {
        List<Integer> roundEnds = List.range(1, GAME.size() + 1)
                .filter(position -> GAME.stateAt(position).phase() == Phase.ROUND_OVER
                        || GAME.stateAt(position).round()
                                != GAME.stateAt(position - 1).round()
                        || (GAME.stateAt(position).isOver()
                                && !GAME.stateAt(position - 1).isOver()));
        List<Integer> expected = roundEnds.prepend(0).append(GAME.size()).distinct();
        assertEquals(expected, RECORD.checkpoints().map(GameRecord.Checkpoint::actions));
        for (GameRecord.Checkpoint checkpoint : RECORD.checkpoints()) {
            assertEquals(GAME.stateAt(checkpoint.actions()).digest(), checkpoint.digest());
        }
        assertEquals(GAME.state(), GameRecord.replay(RECORD).get().state());
    }

    @Test
    void aChangedSeedIsFoundAtTheStart() {
        GameRecord changed = new GameRecord(
                RECORD.rules(), RECORD.seats(), RECORD.startSeat(), 12L, RECORD.actions(), RECORD.checkpoints());
        ReplayFailure failure = GameRecord.replay(changed).getLeft();
        assertEquals(-1, failure.index());
        assertEquals(0, ((Violation.RecordDiverged) failure.violation()).actions());
        assertTrue(
                failure.message().startsWith("the game created is not the one recorded: after 0 actions"),
                failure::message);
    }

    @Test
    void aChangedStartSeatIsFoundAtTheStart() {
        GameRecord changed = new GameRecord(
                RECORD.rules(), RECORD.seats(), 2, RECORD.seed(), RECORD.actions(), RECORD.checkpoints());
        ReplayFailure failure = GameRecord.replay(changed).getLeft();
        assertEquals(-1, failure.index());
        assertTrue(failure.violation() instanceof Violation.RecordDiverged, failure::message);
    }

    @Test
    void aChangedLastChoiceIsFoundAtTheEnd() {
        // Only advances follow the game's last choice, and they are never refused: without a
        // checkpoint the changed record replays to another game without a word.
        int last = RECORD.actions().lastIndexWhere(action -> action instanceof Action.Choose);
        Action.Choose original = (Action.Choose) RECORD.actions().get(last);
        Action flipped =
                new Action.Choose(original.seat(), original.choice() == Choice.CAMP ? Choice.TORCH : Choice.CAMP);
        List<Action> actions = RECORD.actions().update(last, flipped);
        GameRecord unchecked =
                new GameRecord(RECORD.rules(), RECORD.seats(), RECORD.startSeat(), RECORD.seed(), actions);
        assertNotEquals(GAME.state(), GameRecord.replay(unchecked).get().state());

        GameRecord checked = new GameRecord(
                RECORD.rules(), RECORD.seats(), RECORD.startSeat(), RECORD.seed(), actions, RECORD.checkpoints());
        ReplayFailure failure = GameRecord.replay(checked).getLeft();
        int firstCheckpointAfter = RECORD.checkpoints()
                .map(GameRecord.Checkpoint::actions)
                .find(count -> count > last)
                .get();
        assertEquals(firstCheckpointAfter - 1, failure.index());
        assertEquals(firstCheckpointAfter, ((Violation.RecordDiverged) failure.violation()).actions());
        assertTrue(failure.message().contains("led elsewhere"), failure::message);
    }

    @Test
    void historyStartChecksTheCheckpointsToo() {
        GameRecord changed = new GameRecord(
                RECORD.rules(), RECORD.seats(), RECORD.startSeat(), 12L, RECORD.actions(), RECORD.checkpoints());
        assertTrue(History.start(changed).getLeft().violation() instanceof Violation.RecordDiverged);
        assertEquals(GAME.state(), History.start(RECORD).get().state());
    }

    @Test
    void withCheckpointAddsTheDigestAfterEveryActionSoFar() {
        GameRecord halfway = new GameRecord(
                RECORD.rules(),
                RECORD.seats(),
                RECORD.startSeat(),
                RECORD.seed(),
                RECORD.actions().take(10));
        GameState reached = GAME.stateAt(10);
        GameRecord checked = halfway.withCheckpoint(reached).withCheckpoint(reached);
        assertEquals(List.of(new GameRecord.Checkpoint(10, reached.digest())), checked.checkpoints());
        assertEquals(reached, GameRecord.replay(checked).get().state());
    }

    @Test
    void checkpointsAscendAndStayWithinTheActions() {
        List<Action> two = List.of(new Action.Advance(), new Action.Advance());
        assertEquals(
                Option.some("checkpoint 1 follows 3 actions, but the record has 2"),
                GameRecord.checkpointProblem(
                        List.of(new GameRecord.Checkpoint(0, 1L), new GameRecord.Checkpoint(3, 1L)), 2));
        assertEquals(
                Option.some("checkpoint 1 follows 1 actions; checkpoints must follow ever more actions, and the one"
                        + " before follows 1"),
                GameRecord.checkpointProblem(
                        List.of(new GameRecord.Checkpoint(1, 1L), new GameRecord.Checkpoint(1, 2L)), 2));
        assertThrows(
                IllegalArgumentException.class,
                () -> new GameRecord(Rules.incanGold(), SEATS, 0, 1L, two, List.of(new GameRecord.Checkpoint(3, 1L))));
        assertThrows(IllegalArgumentException.class, () -> new GameRecord.Checkpoint(-1, 0L));
    }

    @Test
    void equalStatesHaveEqualDigestsAndAGamesStatesDifferentOnes() {
        Set<Long> digests = HashSet.empty();
        for (int position = 0; position <= GAME.size(); position++) {
            GameState state = GAME.stateAt(position);
            assertEquals(state.digest(), StateSnapshot.of(state).restore().get().digest());
            digests = digests.add(state.digest());
        }
        Set<GameState> distinct = HashSet.ofAll(List.range(0, GAME.size() + 1).map(GAME::stateAt));
        assertEquals(distinct.size(), digests.size());
        assertNotEquals(
                Game.newGame(Rules.incanGold(), SEATS, 1, 11L).get().state().digest(),
                Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cyd"), 1, 11L)
                        .get()
                        .state()
                        .digest());
    }
}
