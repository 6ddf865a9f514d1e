package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * R1: the public check of a seat's name answers as {@code Game.newGame} does, so that a frontend
 * that refuses a name as it is typed never lets through one the game then refuses.
 */
class SeatNamesTest {
    @Test
    void r1_aNameMaySitAtATableWhenItShowsAsItselfAndFits() {
        assertEquals(Option.none(), SeatNames.problem("Ann"));
        assertEquals(Option.none(), SeatNames.problem("Zoë 🫠")); // an emoji Java 17 does not know shows
        assertEquals(Option.none(), SeatNames.problem("x".repeat(64)));
        assertEquals(Option.some("is longer than 64 characters"), SeatNames.problem("x".repeat(65)));
        // 64 emoji are 128 chars but 64 characters (code points)
        assertEquals(Option.none(), SeatNames.problem("😀".repeat(64)));
        assertEquals(Option.some("is blank"), SeatNames.problem(""));
        assertEquals(Option.some("is blank"), SeatNames.problem("\u00A0 \t"));
        assertEquals(Option.some("starts or ends with a space"), SeatNames.problem("Ann "));
        assertEquals(Option.some("starts or ends with a space"), SeatNames.problem("\u00A0Ann"));
        assertEquals(
                Option.some("holds the invisible or unprintable character U+200B"), SeatNames.problem("Ann\u200B"));
        assertEquals(
                Option.some("holds the invisible or unprintable character U+202E"), SeatNames.problem("Bo\u202Eb"));
        assertThrows(NullPointerException.class, () -> SeatNames.problem(null));
    }

    @Test
    void r1_namesTheTableCannotTellApartAreOne() {
        assertTrue(SeatNames.sameName("Ann", "ANN"));
        assertTrue(SeatNames.sameName("Jos\u00e9", "Jose\u0301"));
        assertTrue(SeatNames.sameName("Ann", "Ann\uFE0F"));
        assertTrue(SeatNames.sameName("STRASSE", "Straße"));
        assertFalse(SeatNames.sameName("Ann", "Anne"));
        assertFalse(SeatNames.sameName("Jose", "Jos\u00e9"));
    }

    @Test
    void r1_stripTakesOffTheSpacesTheCheckRefuses() {
        assertEquals("Ann", SeatNames.strip("\u00A0Ann \t"));
        assertEquals("Ann Bo", SeatNames.strip("Ann Bo"));
        assertEquals("", SeatNames.strip(" \u202F "));
        assertEquals(Option.none(), SeatNames.problem(SeatNames.strip(" Ann ")));
    }

    /** Each problem of a name is the reason the game gives for the seat that has it. */
    @Test
    void r1_theGameRefusesANameForTheProblemTheCheckNames() {
        for (String name : List.of(" ", "Ann ", "Bo\u202Eb", "x".repeat(65))) {
            Violation refused = Game.newGame(Rules.incanGold(), List.of("Cy", name, "Di"), 1)
                    .getLeft();
            assertEquals("it " + SeatNames.problem(name).get(), ((Violation.InvalidSeatName) refused).reason(), name);
        }
        Violation twice =
                Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "ANN"), 1).getLeft();
        assertEquals(2, ((Violation.InvalidSeatName) twice).seat());
    }
}
