package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Play that branches from one state again and again, as an undo button, a look-ahead or a search
 * bot does: every branch sees only its own cards on the path, in the order revealed (R9, R10), the
 * cards before the branching point unchanged, and a round's path never holds more room than
 * its cards need, however often a state is played again. This class also runs alone in a JVM of
 * 256 MB ({@code core/pom.xml}, execution {@code branching-in-a-small-heap}), where a path that
 * grew with every branch ran out of memory within one round.
 */
class BranchingTest {
    private static final int GAMES = Integer.getInteger("incangold.playouts", 60);

    private static GameState start(Rules rules, int seats, long seed) {
        return Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), seed)
                .get()
                .state();
    }

    /** The room of the path of a state: never beyond twice its cards or the first room, nor the deck dealt. */
    private static void assertRoomFitsTheCards(GameState state) {
        Path path = state.path;
        int dealt = CardSet.size(path.dealtLow, path.dealtHigh);
        assertTrue(
                path.room() <= Math.max(8, 2 * state.revealed),
                () -> "room " + path.room() + " for " + state.revealed + " cards");
        assertTrue(
                path.room() <= Math.max(dealt, state.revealed),
                () -> "room " + path.room() + " for a deck of " + dealt);
    }

    @Test
    void aStatePlayedAgainAfterADiscardedStepKeepsItsPathSmall() {
        // Every seat carries on, so rounds run as long as the deck allows: the longest paths.
        IntFunction<Choice> carryOn = seat -> Choice.TORCH;
        int longestPath = 0;
        for (long seed = 1; seed <= 5L * GAMES; seed++) {
            GameState now = start(Rules.incanGold(), 3, seed);
            while (!now.isOver()) {
                Game.play(now, carryOn); // a preview, discarded
                Step kept = Game.play(now, carryOn);
                assertEquals(Game.play(now, carryOn), kept, "the same state played again gives the same step");
                now = kept.state();
                assertRoomFitsTheCards(now);
                longestPath = Math.max(longestPath, now.revealed);
            }
        }
        assertTrue(longestPath >= 20, "some round ran long: " + longestPath + " cards");
    }

    @Test
    void aSearchThatBranchesManyTimesFromEveryStateSeesOnlyItsOwnCards() {
        for (long seed = 1; seed <= GAMES; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            GameState now = start(Rules.incanGold(), 4, seed);
            while (!now.isOver()) {
                GameState from = now;
                java.util.List<Step> branches = new java.util.ArrayList<>();
                for (int branch = 0; branch < 8; branch++) {
                    int campMask = random.nextInt(16);
                    branches.add(Game.play(from, seat -> (campMask >> seat & 1) == 1 ? Choice.CAMP : Choice.TORCH));
                }
                for (int branch = 0; branch < branches.size(); branch++) {
                    GameState reached = branches.get(branch).state();
                    assertRoomFitsTheCards(reached);
                    // The cards up to the branching point are the ones the state had.
                    if (reached.round() == from.round()) {
                        assertEquals(
                                from.path(), reached.path().take(from.path().size()));
                    }
                }
                now = branches.get(random.nextInt(branches.size())).state();
            }
        }
    }

    @Test
    void aBranchOnAnotherThreadLeavesTheOwnersPathAlone() throws Exception {
        for (long seed = 1; seed <= GAMES; seed++) {
            GameState now = start(Rules.incanGold(), 3, seed);
            while (!now.isOver()) {
                GameState from = now;
                Step elsewhere = CompletableFuture.supplyAsync(() -> Game.play(from, seat -> Choice.TORCH))
                        .get();
                List<Card> pathBefore = from.path();
                Step here = Game.play(from, seat -> Choice.TORCH);
                assertEquals(here, elsewhere, "a state plays alike on any thread");
                assertEquals(pathBefore, from.path(), "no branch writes into the path of the state it left");
                assertRoomFitsTheCards(elsewhere.state());
                now = here.state();
            }
        }
    }
}
