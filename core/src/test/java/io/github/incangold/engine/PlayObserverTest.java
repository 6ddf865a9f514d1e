package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Outcome.Standing;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An observer of play is told, call by call, what the events of the same step tell: both are fed
 * by the same rule functions, so a simulator that counts and a frontend that shows agree. Every
 * kind of fact the events carry is compared wherever the games reach it: rounds starting (R5,
 * R7), cards revealed and divided (R10), choices made and revealed (R9), leavers' shares and
 * artifacts (R11, R12, R13), the deck running out (R17), busts and the cards they remove under
 * each bust removal (R14), rounds and the game ending (R16, R18).
 */
class PlayObserverTest {
    private static final int GAMES = Integer.getInteger("incangold.playouts", 60);

    static Stream<Rules> rules() {
        return Stream.of(
                Rules.incanGold(),
                Rules.diamant(),
                Rules.builder().bustRemoval(BustRemoval.PAIR).build(),
                Rules.builder().bustRemoval(BustRemoval.WHOLE_TYPE).build());
    }

    /** Writes each call as a line, seat sets as bits. */
    private static final class Transcript implements PlayObserver {
        final java.util.List<String> lines = new ArrayList<>();
        final java.util.List<String> removed = new ArrayList<>();

        @Override
        public void roundStarted(int round, int startSeat, int cardsInDeck) {
            lines.add("round " + round + " from " + startSeat + " of " + cardsInDeck);
        }

        @Override
        public void cardRevealed(Card card, int seatsInTemple, int share, int remainder, boolean bust) {
            lines.add("card " + card + " " + seatsInTemple + " " + share + " " + remainder + " " + bust);
        }

        @Override
        public void choicesMade(int seats) {
            for (int rest = seats; rest != 0; rest &= rest - 1) {
                lines.add("made " + Integer.numberOfTrailingZeros(rest)); // one event a seat
            }
        }

        @Override
        public void choicesRevealed(int seats, int camping) {
            lines.add("revealed " + seats + " " + camping);
        }

        @Override
        public void playersLeft(int leavers, int share, int gemsLeftOnPath, int bankedEach) {
            lines.add("left " + leavers + " " + share + " " + gemsLeftOnPath + " " + bankedEach);
        }

        @Override
        public void artifactClaimed(int seat, Card.Artifact artifact, int value) {
            lines.add("claimed " + seat + " " + artifact + " " + value);
        }

        @Override
        public void deckExhausted(int seats) {
            lines.add("exhausted " + seats);
        }

        @Override
        public void bust(HazardType type, int seats, int lostEach, int keptEach) {
            lines.add("bust " + type + " " + seats + " " + lostEach + " " + keptEach);
        }

        @Override
        public void cardRemoved(Card card) {
            removed.add(card.toString());
        }

        @Override
        public void roundEnded(int round, int gemsReturned, int artifactsLost) {
            lines.add("removed " + sorted(removed));
            removed.clear();
            lines.add("ended " + round + " " + gemsReturned + " " + artifactsLost);
        }

        @Override
        public void seatPlaced(int seat, int place, int score) {
            lines.add("placed " + seat + " " + place + " " + score);
        }

        @Override
        public void gameEnded() {
            lines.add("over");
        }
    }

    private static int bits(Iterable<Integer> seats) {
        int bits = 0;
        for (int seat : seats) {
            bits |= 1 << seat;
        }
        return bits;
    }

    private static java.util.List<String> sorted(java.util.List<String> cards) {
        java.util.List<String> copy = new ArrayList<>(cards);
        java.util.Collections.sort(copy);
        return copy;
    }

    /** The same lines, read from events. */
    private static void transcribe(GameEvent event, Transcript into) {
        if (event instanceof GameEvent.RoundStarted started) {
            into.roundStarted(started.round(), started.startSeat(), started.deckSize());
        } else if (event instanceof GameEvent.CardRevealed card) {
            into.cardRevealed(card.card(), card.seatsInTemple(), card.share(), card.remainder(), card.bust());
        } else if (event instanceof GameEvent.ChoiceMade made) {
            into.choicesMade(1 << made.seat());
        } else if (event instanceof GameEvent.ChoicesRevealed revealed) {
            int camping = 0;
            for (Tuple2<Integer, Choice> choice : revealed.choices()) {
                camping |= choice._2 == Choice.CAMP ? 1 << choice._1 : 0;
            }
            into.choicesRevealed(bits(revealed.choices().keySet()), camping);
        } else if (event instanceof GameEvent.PlayersLeft left) {
            into.playersLeft(
                    bits(left.seats()),
                    left.share(),
                    left.remainder(),
                    left.banked().values().head());
            for (ClaimedArtifact claimed : left.artifacts()) {
                into.artifactClaimed(claimed.seat(), claimed.artifact(), claimed.value());
            }
        } else if (event instanceof GameEvent.DeckExhausted exhausted) {
            into.deckExhausted(bits(exhausted.seats()));
        } else if (event instanceof GameEvent.Bust bust) {
            into.bust(
                    bust.type(),
                    bits(bust.lost().keySet()),
                    bust.lost().values().head(),
                    bust.kept().values().headOption().getOrElse(0));
            bust.removed().forEach(into::cardRemoved);
            bust.alsoRemoved().forEach(into::cardRemoved);
        } else if (event instanceof GameEvent.RoundEnded ended) {
            into.roundEnded(
                    ended.round(), ended.gemsReturned(), ended.artifactsLost().size());
        } else if (event instanceof GameEvent.GameEnded ended) {
            for (Standing standing : ended.outcome().standings()) {
                into.seatPlaced(standing.seat(), standing.place(), standing.score());
            }
            into.gameEnded();
        } else {
            throw new AssertionError("an event the transcript does not know: " + event);
        }
    }

    @ParameterizedTest
    @MethodSource("rules")
    void theObserverIsToldWhatTheEventsTell(Rules rules) {
        for (long seed = 1; seed <= GAMES; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int seats = rules.minPlayers() + random.nextInt(rules.maxPlayers() - rules.minPlayers() + 1);
            Transcript observed = new Transcript();
            Transcript fromEvents = new Transcript();
            Step started = Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), seed)
                    .get();
            started.events().forEach(event -> transcribe(event, fromEvents));
            GameState state = Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), seed, observed)
                    .get();
            assertEquals(started.state(), state);
            while (!state.isOver()) {
                int half = random.nextInt(1 << seats); // two draws, so that a quarter camp
                int campers = half & random.nextInt(1 << seats);
                GameState reached =
                        Game.play(state, seat -> (campers >> seat & 1) == 1 ? Choice.CAMP : Choice.TORCH, observed);
                Step step = Game.play(state, seat -> (campers >> seat & 1) == 1 ? Choice.CAMP : Choice.TORCH);
                step.events().forEach(event -> transcribe(event, fromEvents));
                assertEquals(step.state(), reached, "the observed play reaches the same state");
                state = reached;
            }
            assertEquals(fromEvents.lines, observed.lines, "seed " + seed);
            assertTrue(observed.lines.contains("over"));
        }
    }

    @Test
    void aGameOverIsLeftAsItIsAndTellsNothing() {
        PlayObserver silent = new PlayObserver() {};
        GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 7L, silent)
                .get();
        while (!state.isOver()) {
            state = Game.play(state, seat -> Choice.TORCH, silent);
        }
        Transcript after = new Transcript();
        assertSame(state, Game.play(state, seat -> Choice.TORCH, after));
        assertTrue(after.lines.isEmpty());
        GameState over = state;
        assertThrows(NullPointerException.class, () -> Game.play(over, seat -> Choice.TORCH, null));
    }

    @Test
    void aRefusedGameTellsTheObserverNothing() {
        Transcript told = new Transcript();
        assertTrue(Game.newGame(Rules.incanGold(), List.of("Ann"), 7L, told).isLeft());
        assertTrue(told.lines.isEmpty());
    }

    /** R1, R5, R7, R8: a rematch is the game newGame starts from the same table and seed. */
    @ParameterizedTest
    @MethodSource("rules")
    void aRematchIsTheNewGameOfTheSameTableAndSeed(Rules rules) {
        List<String> names = List.range(0, rules.minPlayers() + 1).map(seat -> "P" + seat);
        Transcript told = new Transcript();
        GameState state = Game.newGame(rules, names, 2, 7L).get().state();
        for (int card = 0; card < 5 && !state.isOver(); card++) {
            state = Game.play(state, seat -> Choice.TORCH, told); // any state of the table will do
        }
        for (long seed : new long[] {8L, 7L, -1L}) {
            told.lines.clear();
            GameState rematch = Game.rematch(state, seed, told);
            Step fresh = Game.newGame(rules, names, 2, seed).get();
            assertEquals(fresh.state(), rematch, "seed " + seed);
            assertEquals(fresh.state().digest(), rematch.digest());
            assertEquals(2, rematch.startSeat(), "R7: the table's first start player");
            assertEquals(java.util.List.of("round 1 from 2 of " + rematch.remainingDeckSize()), told.lines);
        }
    }
}
