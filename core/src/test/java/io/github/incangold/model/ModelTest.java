package io.github.incangold.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.incangold.internal.Names;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class ModelTest {

    @Test
    void r6_aValueBreaksIntoTheFewestStones() {
        assertEquals(new Stones(2, 1, 2), Stones.of(27));
        assertEquals(new Stones(0, 0, 4), Stones.of(4));
        assertEquals(new Stones(12, 0, 4), Stones.of(124));
        assertEquals(new Stones(0, 0, 0), Stones.of(0));
        assertEquals(27, Stones.of(27).value());
        assertThrows(IllegalArgumentException.class, () -> Stones.of(-1));
    }

    @Test
    void cardsAreValues() {
        assertEquals(Card.treasure(5), Card.treasure(5));
        assertEquals(Card.hazard(HazardType.of("fire")), Card.hazard(HazardType.FIRE));
        assertEquals(new Card.Artifact(2, Option.none()), Card.artifact(2));
        assertEquals("treasure 5", Card.treasure(5).toString());
        assertEquals("artifact 2 (7)", new Card.Artifact(2, Option.some(7)).toString());
    }

    @Test
    void impossibleCardsAreProgrammingErrors() {
        assertThrows(IllegalArgumentException.class, () -> Card.treasure(0));
        assertThrows(IllegalArgumentException.class, () -> Card.artifact(0));
        assertThrows(IllegalArgumentException.class, () -> new Card.Artifact(1, Option.some(-1)));
        assertThrows(IllegalArgumentException.class, () -> HazardType.of(" fire"));
        assertThrows(IllegalArgumentException.class, () -> HazardType.of(""));
        assertThrows(NullPointerException.class, () -> Card.hazard(null));
    }

    /** R4: a hazard type's name is one people can read, like a seat's (R1). */
    @Test
    void aHazardTypeNameShowsAsItselfAndHasAtMost64Characters() {
        assertEquals(Option.none(), HazardType.nameProblem("lava"));
        assertEquals(Option.none(), HazardType.nameProblem("\uD83C\uDF0B".repeat(64))); // 64 volcanoes
        assertEquals(Option.some("is blank or has surrounding spaces"), HazardType.nameProblem(" fire"));
        assertEquals(Option.some("is blank or has surrounding spaces"), HazardType.nameProblem(""));
        assertEquals(Option.some("is longer than 64 characters"), HazardType.nameProblem("x".repeat(65)));
        // No-break and narrow spaces are spaces, as a JSON schema's \\s counts them.
        assertEquals(Option.some("is blank or has surrounding spaces"), HazardType.nameProblem("\u00A0"));
        assertEquals(Option.some("is blank or has surrounding spaces"), HazardType.nameProblem("lava\u202F"));
        assertEquals(Option.some("is blank or has surrounding spaces"), HazardType.nameProblem("\u2007lava"));
        assertEquals(Option.none(), HazardType.nameProblem("lava\u00A0flow"));
        assertEquals(
                Option.some("holds the invisible or unprintable character U+0000"),
                HazardType.nameProblem("a\u0000\n\u202Eb"));
        assertEquals(
                Option.some("holds the invisible or unprintable character U+202E"),
                HazardType.nameProblem("lava\u202Eflow"));
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> HazardType.of("a\u0000\n\u202Eb"));
        assertEquals(
                "the hazard type name 'aU+0000U+000AU+202Eb' holds the invisible or unprintable character U+0000",
                refused.getMessage());
    }

    @Test
    void aPrintableNameWritesHiddenCharactersAsCodePointsAndCutsAfter64Characters() {
        assertEquals("Ann", Names.printable("Ann"));
        assertEquals("BoU+202Eb", Names.printable("Bo\u202Eb"));
        String die = "\uD83C\uDFB2";
        assertEquals(die.repeat(64), Names.printable(die.repeat(64)));
        assertEquals(die.repeat(64) + "…", Names.printable(die.repeat(65)));
        assertEquals("x".repeat(63) + "U+0007…", Names.printable("x".repeat(63) + "\u0007" + "x".repeat(9)));
        assertEquals(Option.none(), Names.hiddenCharacter("山田 " + die));
        assertEquals(Option.some("the invisible or unprintable character U+D800"), Names.hiddenCharacter("Cy\uD800"));
    }

    /** R1: letters and marks that show nothing on their own would let one name pass for another. */
    @Test
    void aNameHoldsNoLetterOrMarkThatShowsNothing() {
        assertEquals(Option.some("the invisible or unprintable character U+3164"), Names.hiddenCharacter("\u3164"));
        assertEquals(Option.some("the invisible or unprintable character U+3164"), Names.hiddenCharacter("Ann\u3164"));
        for (int point : new int[] {0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0xFFA0}) {
            assertEquals(
                    Option.some(String.format("the invisible or unprintable character U+%04X", point)),
                    Names.hiddenCharacter("Ann" + Character.toString(point)));
        }
        assertEquals(Option.none(), Names.hiddenCharacter("\uD55C\uAE00 \u1100\u1161")); // Hangul and its jamo show
    }

    /**
     * A name is judged alike on every Java (R1, R4): a character this Java may not know (an emoji
     * newer than Java 17's Unicode 13, a code point not yet assigned) shows, but a noncharacter or
     * a code point Unicode reserves as invisible never does.
     */
    @Test
    void aNameIsJudgedAlikeOnEveryJava() {
        assertEquals(Option.none(), Names.hiddenCharacter("Ann \uD83E\uDEE0")); // U+1FAE0, Unicode 14
        assertEquals(Option.none(), Names.hiddenCharacter("Ann\u0378")); // not assigned in Unicode 16
        assertEquals(Option.none(), HazardType.nameProblem("lava\u0378"));
        for (int reserved : new int[] {
            0x2065,
            0xFFF0,
            0xFFF8,
            0xE0000,
            0xE0002,
            0xE0FFF,
            0xFDD0,
            0xFDEF,
            0xFFFE,
            0x1FFFF,
            // formatting characters newer than Java 17's Unicode 13: refused there as on a later Java
            0x0890,
            0x0891,
            0x13439,
            0x1343F
        }) {
            String name = "Ann" + new String(Character.toChars(reserved));
            assertEquals(
                    Option.some(String.format("the invisible or unprintable character U+%04X", reserved)),
                    Names.hiddenCharacter(name),
                    name);
        }
    }
}
