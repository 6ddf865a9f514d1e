package io.github.incangold.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.view.PlayerView.DeckContents;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** R21: the remaining deck is known by its contents only, listed in a canonical order. */
class DeckContentsTest {

    @Test
    void countsCardsInCanonicalOrderWhateverTheirOrder() {
        DeckContents contents = DeckContents.of(List.of(
                Card.artifact(2),
                Card.hazard(HazardType.SPIDERS),
                Card.treasure(11),
                Card.hazard(HazardType.FIRE),
                Card.treasure(3),
                Card.treasure(11),
                new Card.Artifact(1, Option.some(5))));

        assertEquals(
                List.of(
                        new DeckContents.CardCount(Card.treasure(3), 1),
                        new DeckContents.CardCount(Card.treasure(11), 2),
                        new DeckContents.CardCount(Card.hazard(HazardType.FIRE), 1),
                        new DeckContents.CardCount(Card.hazard(HazardType.SPIDERS), 1),
                        new DeckContents.CardCount(new Card.Artifact(1, Option.some(5)), 1),
                        new DeckContents.CardCount(Card.artifact(2), 1)),
                contents.entries());
        assertEquals(7, contents.size());
        assertEquals(2, contents.count(Card.treasure(11)));
        assertEquals(0, contents.count(Card.treasure(12)));
        assertEquals(0, DeckContents.of(List.empty()).size());
    }

    /** No deck holds more than Rules.MAX_CARDS cards, so a size never wraps. */
    @Test
    void contentsHoldAtMostTheCardsOfADeck() {
        DeckContents.CardCount fires = new DeckContents.CardCount(Card.hazard(HazardType.FIRE), 10_000);
        assertEquals(10_000, new DeckContents(List.of(fires)).size());
        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class,
                () -> new DeckContents(List.of(
                        new DeckContents.CardCount(Card.treasure(1), Integer.MAX_VALUE),
                        new DeckContents.CardCount(Card.treasure(2), 1))));
        assertEquals("deck contents of 2147483648 cards are more than the 10000 a deck can have", refused.getMessage());
    }

    @Test
    void theCanonicalOrderComparesWithinEachKind() {
        List<Card> ordered = List.of(
                Card.treasure(1),
                Card.treasure(2),
                Card.treasure(10),
                Card.hazard(HazardType.FIRE),
                Card.hazard(HazardType.MUMMY),
                Card.hazard(HazardType.SPIDERS),
                Card.artifact(1),
                new Card.Artifact(1, Option.some(5)),
                new Card.Artifact(1, Option.some(10)),
                Card.artifact(2),
                Card.artifact(10));
        for (int i = 0; i < ordered.size(); i++) {
            for (int j = 0; j < ordered.size(); j++) {
                assertEquals(
                        Integer.signum(Integer.compare(i, j)),
                        Integer.signum(DeckContents.CANONICAL_ORDER.compare(ordered.get(i), ordered.get(j))),
                        ordered.get(i) + " against " + ordered.get(j));
            }
        }
        assertEquals(ordered, DeckContents.of(ordered.reverse()).entries().map(DeckContents.CardCount::card));
    }

    @Test
    void refusesEntriesOutOfOrderOrUncounted() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new DeckContents(List.of(
                        new DeckContents.CardCount(Card.hazard(HazardType.FIRE), 1),
                        new DeckContents.CardCount(Card.treasure(1), 1))));
        IllegalArgumentException twice = assertThrows(
                IllegalArgumentException.class,
                () -> new DeckContents(List.of(
                        new DeckContents.CardCount(Card.treasure(1), 1),
                        new DeckContents.CardCount(Card.treasure(1), 2))));
        assertTrue(twice.getMessage().contains("entry 1 (treasure 1) is out of order"));
        assertThrows(IllegalArgumentException.class, () -> new DeckContents.CardCount(Card.treasure(1), 0));
    }
}
