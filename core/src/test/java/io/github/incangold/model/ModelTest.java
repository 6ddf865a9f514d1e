package io.github.incangold.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
}
