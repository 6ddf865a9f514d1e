package io.github.incangold.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

/** A choice as the table saw it (R9, R21), and the record a view cannot keep. */
class SeenChoiceTest {
    private static final TreeSet<Integer> THREE = TreeSet.of(0, 1, 2);

    /** Three seats' scores, level at the start. */
    private static final Vector<Integer> LEVEL = Vector.of(0, 0, 0);

    @Test
    void tellsWhoChoseAndWhoCamped_R9() {
        SeenChoice seen = new SeenChoice(2, THREE, TreeSet.of(1), 4, 5, 20, 3, 31, 0, LEVEL);
        assertTrue(seen.chose(0));
        assertTrue(seen.chose(1));
        assertFalse(seen.chose(3));
        assertTrue(seen.camped(1));
        assertFalse(seen.camped(0));
        assertFalse(seen.camped(3));
    }

    @Test
    void refusesFiguresNoTableCouldSee() {
        assertThrows(
                NullPointerException.class, () -> new SeenChoice(1, null, TreeSet.empty(), 0, 0, 1, 0, 0, 0, LEVEL));
        assertThrows(NullPointerException.class, () -> new SeenChoice(1, THREE, null, 0, 0, 1, 0, 0, 0, LEVEL));
        IllegalArgumentException round = assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(0, THREE, TreeSet.empty(), 0, 0, 1, 0, 0, 0, LEVEL));
        assertTrue(round.getMessage().contains("round"), round.getMessage());
        IllegalArgumentException nobody = assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, TreeSet.empty(), TreeSet.empty(), 0, 0, 1, 0, 0, 0, LEVEL));
        assertTrue(nobody.getMessage().contains("at least one seat"), nobody.getMessage());
        IllegalArgumentException stranger = assertThrows(
                IllegalArgumentException.class, () -> new SeenChoice(1, THREE, TreeSet.of(4), 0, 0, 1, 0, 0, 0, LEVEL));
        assertTrue(stranger.getMessage().contains("among the choosers"), stranger.getMessage());
        // the haul holds the gems at risk; no more bust cards than cards; nothing negative
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, TreeSet.empty(), 5, 4, 1, 0, 0, 0, LEVEL));
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, TreeSet.empty(), 0, 0, 1, 2, 0, 0, LEVEL));
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, TreeSet.empty(), -1, 0, 1, 0, 0, 0, LEVEL));
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, TreeSet.empty(), 0, 0, -1, 0, 0, 0, LEVEL));
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, TreeSet.empty(), 0, 0, 1, 0, -1, 0, LEVEL));
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, TreeSet.empty(), 0, 0, 1, 0, 0, -1, LEVEL));
        new SeenChoice(1, THREE, THREE, 0, 0, 0, 0, 0, 0, LEVEL); // everyone camps at an empty deck's edge
        IllegalArgumentException negative = assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, TreeSet.of(-1, 0), TreeSet.empty(), 0, 0, 1, 0, 0, 0, LEVEL));
        assertTrue(negative.getMessage().contains("from 0 to 31"), negative.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, TreeSet.of(0, 32), TreeSet.empty(), 0, 0, 1, 0, 0, 0, LEVEL));
        new SeenChoice(1, TreeSet.of(0, 31), TreeSet.of(31), 0, 0, 1, 0, 0, 0, Vector.fill(32, () -> 0));
    }

    @Test
    void needsAScoreForEverySeatUpToTheHighestChooser_R18() {
        SeenChoice seen = new SeenChoice(3, THREE, TreeSet.empty(), 0, 0, 1, 0, 0, 0, Vector.of(12, 0, 7, 30));
        assertEquals(List.of(12, 0, 7, 30), seen.scores().toList(), "a fourth seat may have camped already");
        assertThrows(NullPointerException.class, () -> new SeenChoice(1, THREE, THREE, 0, 0, 1, 0, 0, 0, null));
        IllegalArgumentException tooFew = assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, THREE, 0, 0, 1, 0, 0, 0, Vector.of(0, 0)));
        assertTrue(tooFew.getMessage().contains("up to 2"), tooFew.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> new SeenChoice(1, THREE, THREE, 0, 0, 1, 0, 0, 0, Vector.fill(33, () -> 0)));
        assertThrows(
                NullPointerException.class,
                () -> new SeenChoice(1, THREE, THREE, 0, 0, 1, 0, 0, 0, Vector.of(0, null, 0)));
    }

    @Test
    void keepsTheSeatsAscendingWhateverOrderItWasGiven() {
        TreeSet<Integer> descending = TreeSet.of(java.util.Comparator.reverseOrder(), 0, 1, 2);
        SeenChoice seen = new SeenChoice(
                1, descending, TreeSet.of(java.util.Comparator.reverseOrder(), 2, 0), 0, 0, 1, 0, 0, 0, LEVEL);
        assertEquals(List.of(0, 1, 2), seen.choosers().toList());
        assertEquals(new SeenChoice(1, THREE, TreeSet.of(0, 2), 0, 0, 1, 0, 0, 0, LEVEL), seen);
    }

    @Test
    void aSituationsFiguresMakeTheChoiceItDescribes_R10() {
        // 3 seats, a 7 revealed: 2 each at risk, 1 on the path; a lone leaver would take it (R11)
        GameState state = Game.newGame(Rules.incanGold(), List.of("A", "B", "C"), 5L)
                .get()
                .state();
        state = Game.reveal(state, io.github.incangold.model.Card.treasure(7))
                .get()
                .state();
        Situation situation = Situation.of(Views.view(state, 2));
        SeenChoice seen = SeenChoice.of(situation, THREE, TreeSet.of(2), LEVEL);
        // round 1's deck: 15 treasures, 15 hazards and 1 artifact, one card revealed; the haul is
        // the 2 at risk, as each of three leavers would take 0 of the 1 on the path
        assertEquals(new SeenChoice(1, THREE, TreeSet.of(2), 2, 2, 30, 0, situation.treasureShares(3), 0, LEVEL), seen);
    }

    @Test
    void aSituationReadFromAViewKeepsNoRecord_R21() {
        GameState state = Game.newGame(Rules.incanGold(), List.of("A", "B", "C"), 5L)
                .get()
                .state();
        state = Game.advance(state).state();
        assertTrue(Situation.of(Views.view(state, 1)).seenChoices().isEmpty());
    }
}
