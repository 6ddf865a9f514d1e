package io.github.incangold.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** R1, R4: when two names are one name to the people at a table. */
class NamesTest {
    @Test
    void anAccentTypedApartIsTheSameLetter() {
        assertTrue(Names.sameName("Jos\u00e9", "Jose\u0301"));
        assertTrue(Names.sameName("caf\u00e9", "cafe\u0301"));
        assertEquals("jos\u00e9", Names.identity("Jose\u0301"));
    }

    @Test
    void letterCaseAndVariationSelectorsAreNotPartOfAName() {
        assertTrue(Names.sameName("Ann", "aNN"));
        assertTrue(Names.sameName("Ann", "Ann\uFE0F"));
        assertTrue(Names.sameName("\u2764\uFE0F", "\u2764"));
        assertTrue(Names.sameName("Stra\u00dfe", "STRASSE"));
        assertEquals("ann", Names.identity("ANN"));
    }

    @Test
    void differentLettersAreDifferentNames() {
        assertFalse(Names.sameName("Ann", "Anne"));
        assertFalse(Names.sameName("Jos\u00e9", "Jose"));
        assertFalse(Names.sameName("Ann", "Ann "));
    }
}
