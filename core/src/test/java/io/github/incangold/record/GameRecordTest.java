package io.github.incangold.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.record.GameRecord.ReplayFailure;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class GameRecordTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");

    @TestFactory
    Stream<DynamicTest> replayRebuildsTheFinalStateAndEveryEvent() {
        return LongStream.range(0, Long.getLong("incangold.playouts", 20))
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    Rules rules = seed % 2 == 0 ? Rules.incanGold() : Rules.diamant();
                    Playouts.Playout playout = Playouts.play(rules, 3 + (int) (seed % 6), seed * 7919);
                    List<GameEvent> played = playedEvents(playout.record());

                    Step replayed = GameRecord.replay(playout.record()).get();

                    assertEquals(playout.last(), replayed.state());
                    assertEquals(played, replayed.events());
                    assertTrue(replayed.state().isOver());
                }));
    }

    @Test
    void companionRecordOfSuppliedCardsReplays() {
        // A companion app names each card drawn from the physical deck (R9, R10, R14).
        GameRecord record = GameRecord.companion(Rules.incanGold(), SEATS, 1)
                .withAction(new Action.RevealCard(Card.treasure(7))) // 2 each, 1 on the path
                .withAction(new Action.Choose(0, Choice.CAMP))
                .withAction(new Action.Choose(1, Choice.TORCH))
                .withAction(new Action.Choose(2, Choice.TORCH))
                .withAction(new Action.Leave()) // seat 0 banks 2 + 1
                .withAction(new Action.RevealCard(Card.hazard(HazardType.FIRE)))
                .withAction(new Action.Choose(1, Choice.TORCH))
                .withAction(new Action.Choose(2, Choice.TORCH))
                .withAction(new Action.Leave())
                .withAction(new Action.RevealCard(Card.hazard(HazardType.FIRE)));

        Step replayed = GameRecord.replay(record).get();

        GameState state = replayed.state();
        assertEquals(Phase.BUST, state.phase());
        assertEquals(
                List.of(Card.treasure(7), Card.hazard(HazardType.FIRE), Card.hazard(HazardType.FIRE)), state.path());
        assertEquals(3, state.tentGems(0));
        assertEquals(2, state.gemsAtRisk(1));
        assertEquals(record.suppliedCards(), state.path());
        assertEquals(replayed, GameRecord.replay(record).get());
        assertEquals(replayed.state(), History.start(record).get().state());
    }

    @Test
    void replayNamesTheRefusedAction() {
        GameRecord record = GameRecord.of(Rules.incanGold(), SEATS, 0, 5L)
                .withAction(new Action.Advance())
                .withAction(new Action.Choose(0, Choice.TORCH))
                .withAction(new Action.Choose(0, Choice.CAMP));

        ReplayFailure failure = GameRecord.replay(record).getLeft();

        assertEquals(2, failure.index());
        assertEquals(new Violation.AlreadyChosen(0), failure.violation());
        assertEquals(
                "action 2 (Choose[seat=0, choice=CAMP]) is refused: seat 0 has already chosen for this card",
                failure.message());
    }

    @Test
    void replayRefusesABadSetup() {
        GameRecord record = GameRecord.of(Rules.incanGold(), List.of("Ann", "Bo"), 0, 5L);

        ReplayFailure failure = GameRecord.replay(record).getLeft();

        assertEquals(-1, failure.index());
        assertEquals(new Violation.SeatCount(2, 3, 8), failure.violation());
    }

    private static List<GameEvent> playedEvents(GameRecord record) {
        Step step = Game.newGame(record.rules(), record.seats(), record.startSeat(), record.seed())
                .get();
        for (Action action : record.actions()) {
            step = step.then(Game.apply(step.state(), action).get());
        }
        return step.events();
    }
}
