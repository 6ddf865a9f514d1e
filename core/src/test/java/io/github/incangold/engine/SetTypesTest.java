package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The small set types of the state, against plain sets of numbers; and decks beyond 64 cards. */
class SetTypesTest {

    private static java.util.List<Integer> members(CardSet set) {
        java.util.List<Integer> ids = new java.util.ArrayList<>();
        for (int id = set.first(); id >= 0; id = set.after(id)) {
            ids.add(id);
        }
        return ids;
    }

    /** The lowest id in {@code among} of a card equal to {@code card}, found by comparing every card. */
    private static int plainIdOf(Catalog catalog, Card card, CardSet among) {
        for (int id = among.first(); id >= 0; id = among.after(id)) {
            Card inGame = catalog.cards[id];
            boolean sameNumber = inGame instanceof Card.Artifact artifact
                    && card instanceof Card.Artifact given
                    && artifact.number() == given.number()
                    && given.printedValue().isEmpty();
            if (inGame.equals(card) || sameNumber) {
                return id;
            }
        }
        return -1;
    }

    /**
     * A supplied card's id is the lowest of its equals still in the set, in random sets of the
     * cards of five catalogs (the standard game, Diamant, printed artifact values, custom hazards,
     * and 100 treasures in threes whose rows cross from the first word of a set to the second):
     * for every card of the catalog, and for treasure values, hazard types, artifact numbers and
     * printed values the rules lack.
     */
    @Test
    void aSuppliedCardIsFoundAsTheLowestOfItsEqualsInTheSet() {
        java.util.List<Rules> rules = java.util.List.of(
                Rules.incanGold(),
                Rules.diamant(),
                Rules.builder().artifactValuation(ArtifactValuation.PRINTED).build(),
                Rules.builder()
                        .hazards(io.vavr.collection.LinkedHashMap.of(
                                HazardType.SPIDERS, 1, HazardType.of("quicksand"), 4, HazardType.FIRE, 2))
                        .build(),
                Rules.builder()
                        .treasureValues(List.range(0, 100).map(index -> 1 + index / 3))
                        .tryBuild()
                        .get());
        java.util.List<Card> named = new java.util.ArrayList<>();
        for (int value = 1; value <= 90; value++) {
            named.add(Card.treasure(value));
        }
        for (HazardType type : java.util.List.of(
                HazardType.FIRE, HazardType.MUMMY, HazardType.ROCKFALL, HazardType.SNAKES, HazardType.SPIDERS)) {
            named.add(Card.hazard(type));
        }
        named.add(Card.hazard(HazardType.of("quicksand")));
        named.add(Card.hazard(HazardType.of("floods")));
        for (int number = 1; number <= 7; number++) {
            named.add(Card.artifact(number));
            named.add(new Card.Artifact(number, Option.some(5)));
            named.add(new Card.Artifact(number, Option.some(12)));
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(11);
        int found = 0;
        for (Rules rule : rules) {
            Catalog catalog = Catalog.of(rule);
            java.util.List<Card> cards = new java.util.ArrayList<>(named);
            cards.addAll(java.util.List.of(catalog.cards));
            for (int trial = 0; trial < 200; trial++) {
                CardSet among = CardSet.EMPTY;
                double density = random.nextDouble();
                for (int id = 0; id < catalog.cards.length; id++) {
                    if (random.nextDouble() < density) {
                        among = among.with(id);
                    }
                }
                CardSet set = among;
                for (Card card : cards) {
                    int expected = plainIdOf(catalog, card, set);
                    assertEquals(expected, catalog.idOf(card, set), () -> card + " in " + members(set));
                    found += expected >= 0 ? 1 : 0;
                }
            }
        }
        assertTrue(found > 10_000, "the sets held the cards named " + found + " times");
    }

    @Test
    void aCardSetBehavesAsASetOfIdsAcrossItsWords() {
        int[] ids = {0, 5, 63, 64, 65, 127, 128, 200, 9_999};
        CardSet set = CardSet.EMPTY;
        TreeSet<Integer> expected = new TreeSet<>();
        for (int id : ids) {
            set = set.with(id);
            expected.add(id);
        }
        assertEquals(new java.util.ArrayList<>(expected), members(set));
        assertEquals(ids.length, set.size());
        for (int rank = 0; rank < ids.length; rank++) {
            assertEquals(ids[rank], set.idOfRank(rank));
        }
        assertThrows(IllegalArgumentException.class, () -> CardSet.EMPTY.with(3).idOfRank(1));
        assertTrue(set.contains(128));
        assertFalse(set.contains(129));
        assertFalse(set.contains(-1));
        assertFalse(CardSet.EMPTY.contains(70));
        assertFalse(CardSet.EMPTY.with(64).contains(20_000));

        CardSet fewer = set.without(128).without(5).without(129);
        expected.remove(128);
        expected.remove(5);
        assertEquals(new java.util.ArrayList<>(expected), members(fewer));
        assertEquals(set.size() - 2, fewer.size());
        assertTrue(set.contains(128), "the set it came from is unchanged");

        CardSet minus = set.minus(CardSet.EMPTY.with(0).with(64).with(9_999));
        assertEquals(java.util.List.of(5, 63, 65, 127, 128, 200), members(minus));
        assertEquals(3, set.countIn(CardSet.EMPTY.with(0).with(64).with(9_999).with(7)));
        assertEquals(1, CardSet.EMPTY.with(70).countIn(CardSet.range(60, 80)));
        assertEquals(-1, CardSet.EMPTY.first());
        assertTrue(CardSet.EMPTY.isEmpty());
        assertFalse(set.isEmpty());
    }

    @Test
    void theNthSetBitOfAWordIsFoundForEveryRank() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        long[] words = new long[2_000];
        words[0] = -1L;
        words[1] = 1L;
        words[2] = Long.MIN_VALUE;
        words[3] = 0xFF00_0000_0000_00FFL;
        words[4] = 0x8000_0001_8000_0001L;
        for (int index = 5; index < words.length; index++) {
            long word = random.nextLong();
            // sparse and dense words too, not only those with about 32 bits set
            words[index] = index % 3 == 0 ? word & random.nextLong() : index % 3 == 1 ? word | random.nextLong() : word;
        }
        for (long word : words) {
            int rank = 0;
            for (int position = 0; position < Long.SIZE; position++) {
                if ((word >>> position & 1) != 0) {
                    assertEquals(position, CardSet.nthBit(word, rank), "bit " + rank + " of " + Long.toHexString(word));
                    rank++;
                }
            }
        }
    }

    @Test
    void equalCardSetsAreEqualWhateverTheirWords() {
        CardSet grownAndShrunk = CardSet.EMPTY.with(3).with(300).without(300);
        CardSet small = CardSet.EMPTY.with(3);
        assertEquals(small, grownAndShrunk);
        assertEquals(small.hashCode(), grownAndShrunk.hashCode());
        assertNotEquals(small, CardSet.EMPTY.with(4));
        assertNotEquals(small, CardSet.EMPTY.with(3).with(100));
        assertNotEquals(small, "a set");
        assertEquals(
                CardSet.range(10, 80),
                CardSet.of(CardSet.range(10, 80).low(), CardSet.range(10, 80).high()));
    }

    @Test
    void theTwoPartsOfACardSetGiveTheSameAnswersAsTheSet() {
        CardSet set = CardSet.range(60, 140);
        long low = set.low();
        long[] high = set.high();
        assertEquals(80, CardSet.size(low, high));
        assertEquals(61, CardSet.idOfRank(low, high, 1));
        assertEquals(139, CardSet.idOfRank(low, high, 79));
        long lowWithout = CardSet.lowWithout(low, 61);
        long[] highWithout = CardSet.highWithout(high, 100);
        assertEquals(78, CardSet.size(lowWithout, highWithout));
        assertEquals(high.clone()[0], set.high()[0], "the original words are not written");
        assertSame(high, CardSet.highWithout(high, 61), "an id below 64 leaves the words alone");
        assertSame(high, CardSet.highWithout(high, 5_000), "an absent id leaves the words alone");
        assertEquals(null, CardSet.highWithout(null, 100));
        assertEquals(low, CardSet.lowWithout(low, 100));
    }

    @Test
    void aSeatSetCoversAllThirtyTwoSeats() {
        SeatSet all = SeatSet.all(32);
        assertEquals(32, all.size());
        assertEquals(0, all.first());
        assertEquals(31, all.after(30));
        assertEquals(-1, all.after(31));
        assertFalse(all.contains(32));
        assertFalse(all.contains(-1));
        assertArrayEquals(
                new int[] {30, 31, 0, 1}, SeatSet.of(0b11).with(30).with(31).inTurnOrderFrom(30, 32));
        assertEquals(List.of(1, 31), SeatSet.EMPTY.with(31).with(1).toList());
        assertTrue(all.containsAll(SeatSet.EMPTY.with(31)));
        assertFalse(SeatSet.EMPTY.with(2).containsAll(SeatSet.EMPTY.with(31)));
        assertSame(SeatSet.of(5), SeatSet.EMPTY.with(0).with(2), "sets of the first eight seats are shared");
        assertEquals(SeatSet.EMPTY.with(20), SeatSet.EMPTY.with(20).union(SeatSet.EMPTY));
        assertEquals("seats {1, 31}", SeatSet.EMPTY.with(31).with(1).toString());
        assertNotEquals(SeatSet.EMPTY.with(1), "seat 1");
    }

    /**
     * A deck of 100 cards (85 treasures beyond the 64 of one word): games play to their end, every
     * state restores equal from its snapshot, and a supplied card beyond id 64 is drawn.
     */
    @Test
    void gamesOfMoreThanSixtyFourCardsPlayAndRestore() {
        Rules big = Rules.builder().treasureValues(List.range(1, 86)).tryBuild().get();
        for (long seed = 1; seed <= 20; seed++) {
            GameState state =
                    Game.newGame(big, List.of("A", "B", "C"), seed).get().state();
            assertEquals(85 + 15 + 1, state.remainingDeckSize());
            while (!state.isOver()) {
                assertEquals(state, StateSnapshot.of(state).restore().get());
                GameState now = state;
                state = Game.play(now, seat -> now.gemsAtRisk(seat) >= 60 ? Choice.CAMP : Choice.TORCH)
                        .state();
            }
            assertEquals(state, StateSnapshot.of(state).restore().get());
        }
        GameState fresh = Game.newGame(big, List.of("A", "B", "C"), 1L).get().state();
        GameState revealed = Game.reveal(fresh, Card.treasure(85)).get().state();
        assertEquals(List.of(Card.treasure(85)), revealed.path());
        assertEquals(fresh.remainingDeckSize() - 1, revealed.remainingDeckSize());
        assertFalse(revealed.remainingDeck().contains(Card.treasure(85)));
        assertTrue(Game.reveal(
                        Game.advanceUntilReveal(Game.chooseEach(revealed, seat -> Choice.TORCH)
                                        .get()
                                        .state())
                                .state(),
                        Card.treasure(85))
                .isLeft());
    }
}
