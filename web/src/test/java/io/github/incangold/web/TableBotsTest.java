package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.PublicLog;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** The server's bots decide with what the table saw of the game (R9, R21), as the simulator's do. */
class TableBotsTest {
    /** Camps every third decision; notes how many choices it was told of, and seat 1's counted score. */
    private static final class Watching implements Strategy {
        final ArrayList<Integer> choicesSeen = new ArrayList<>();
        final ArrayList<Integer> seatOneScores = new ArrayList<>();

        @Override
        public Choice choose(Situation situation, long seed) {
            choicesSeen.add(situation.seenChoices().size());
            seatOneScores.add(situation.countedScore(1).orElse(-1));
            return choicesSeen.size() % 3 == 0 ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "watching";
        }
    }

    @Test
    void botsDecideWithTheTablesLogOfChoicesAndScores() {
        Watching first = new Watching();
        Watching second = new Watching();
        List<Table.Seat> seats = List.of(
                new Table.Seat(0, "A", Option.some(first), Option.none()),
                new Table.Seat(1, "B", Option.some(second), Option.none()),
                new Table.Seat(2, "C", Option.some(Strategyless.TORCH), Option.none()));
        Step started =
                Game.newGame(Rules.incanGold(), List.of("A", "B", "C"), 11L).get();
        Table.Played played = Table.proceed(started, Option.some(PublicLog.of(started.state())), seats, 5L);
        GameState over = played.step().state();
        assertTrue(over.isOver());
        assertTrue(played.seen().isEmpty(), "nobody decides after the game: the log is dropped");
        // each decision knows at least every earlier choice of its own seat, the first one none
        assertEquals(0, (int) first.choicesSeen.get(0));
        for (int decision = 0; decision < first.choicesSeen.size(); decision++) {
            assertTrue(first.choicesSeen.get(decision) >= decision, first.choicesSeen.toString());
        }
        assertTrue(first.choicesSeen.get(first.choicesSeen.size() - 1) > 10, first.choicesSeen.toString());
        // seat 0 counts seat 1's tent, which its view does not show (-1 if it did not know it)
        assertTrue(first.seatOneScores.stream().allMatch(score -> score >= 0), first.seatOneScores.toString());
        assertTrue(first.seatOneScores.stream().anyMatch(score -> score > 0), first.seatOneScores.toString());
    }

    @Test
    void aTableOfPeopleOnlyKeepsNoLog() {
        List<Table.Seat> seats =
                List.range(0, 3).map(seat -> new Table.Seat(seat, "P" + seat, Option.none(), Option.some("t" + seat)));
        Step started =
                Game.newGame(Rules.incanGold(), List.of("A", "B", "C"), 11L).get();
        assertTrue(Table.logFor(seats, started.state()).isEmpty());
        List<Table.Seat> withABot =
                seats.update(2, new Table.Seat(2, "Bot", Option.some(Strategyless.TORCH), Option.none()));
        assertEquals(Option.some(PublicLog.of(started.state())), Table.logFor(withABot, started.state()));
        Table.Played played = Table.proceed(started, Option.none(), seats, 5L);
        assertTrue(played.seen().isEmpty());
        assertEquals(3, played.step().state().awaitedSeats().size(), "the people are awaited");
    }

    @Test
    void aJoinWhoseGameFailsToStartChangesNothing() {
        Strategy failing = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                throw new IllegalStateException("a bot's bug");
            }

            @Override
            public String describe() {
                return "failing";
            }
        };
        Table table = Table.open(
                        "t",
                        "127.0.0.1",
                        java.time.Clock.systemUTC(),
                        Rules.incanGold(),
                        Option.none(),
                        "Test",
                        3,
                        List.of(failing),
                        1L,
                        2L)
                .get();
        assertTrue(table.join("Ann", Option.none(), () -> "ann").isRight());
        Table.Snapshot before = table.snapshot();
        assertThrows(IllegalStateException.class, () -> table.join("Bo", Option.none(), () -> "bo"));
        assertSame(before, table.snapshot());
        assertEquals(1, table.snapshot().openSeats());
        assertEquals(List.of(1), table.entriesAfter(0).map(Table.Entry::sequence), "no entry of the failed join");
    }

    private enum Strategyless implements Strategy {
        TORCH;

        @Override
        public Choice choose(Situation situation, long seed) {
            return Choice.TORCH;
        }

        @Override
        public String describe() {
            return "torch";
        }
    }
}
