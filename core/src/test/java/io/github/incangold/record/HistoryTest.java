package io.github.incangold.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class HistoryTest {

    @TestFactory
    Stream<DynamicTest> undoThenRedoReturnsAnEqualStateEverywhere() {
        return LongStream.range(0, Long.getLong("incangold.playouts", 6))
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    Playouts.Playout playout = Playouts.play(Rules.incanGold(), 4, seed);
                    History history = History.start(playout.record()).get();
                    assertEquals(playout.states().size() - 1, history.size());

                    for (int position = history.size(); position > 0; position--) {
                        History here = history.goTo(position);
                        History undone = here.undo().get();
                        assertEquals(playout.states().get(position - 1), undone.state());
                        History redone = undone.redo().get();
                        assertEquals(here.state(), redone.state());
                        assertEquals(here, redone);
                        assertEquals(playout.states().get(position), redone.state());
                    }
                }));
    }

    @Test
    void anyPointMatchesAReplayOfItsInputs() {
        Playouts.Playout playout = Playouts.play(Rules.incanGold(), 5, 99L);
        History history = History.start(playout.record()).get();

        for (int position = 0; position <= history.size(); position += 7) {
            History there = history.goTo(position);
            GameRecord prefix = there.record();
            assertEquals(position, prefix.actions().size());
            assertEquals(there.state(), GameRecord.replay(prefix).get().state());
            assertEquals(there.events(), GameRecord.replay(prefix).get().events());
        }
    }

    @Test
    void applyingAfterAnUndoDropsTheUndoneSteps() {
        History history = History.start(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 0, 3L)
                .get()
                .apply(new Action.Advance())
                .get()
                .apply(new Action.Choose(0, Choice.TORCH))
                .get();
        History back = history.undo().get();

        History other = back.apply(new Action.Choose(0, Choice.CAMP)).get();

        assertEquals(2, other.size());
        assertTrue(other.redo().isEmpty());
        assertNotEquals(history.state(), other.state());
        assertEquals(Choice.CAMP, other.state().pendingChoice(0).get());
        assertEquals(Choice.TORCH, history.state().pendingChoice(0).get());
    }

    @Test
    void edgesOfTheHistory() {
        History history = History.start(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 0, 3L)
                .get();

        assertTrue(history.undo().isEmpty());
        assertTrue(history.redo().isEmpty());
        assertThrows(IndexOutOfBoundsException.class, () -> history.goTo(1));
        Violation refused = history.apply(new Action.Leave()).getLeft();
        assertTrue(refused instanceof Violation.WrongPhase);
        assertEquals(0, history.size());
        GameState first = history.state();
        assertEquals(
                first, history.apply(new Action.Reveal()).get().undo().get().state());
    }
}
