package io.github.incangold.heldout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

class HabitTimerTest {
    private static SeenChoice seen(int round, TreeSet<Integer> choosers, TreeSet<Integer> campers, int haul) {
        return new SeenChoice(round, choosers, campers, haul, haul, 20, 2, 10, 0, Vector.fill(4, () -> 0));
    }

    /** Seat 1 camped at 6, seat 2 at 8 and seat 3 at 10; seat 0 (the bot itself) at 2 and 8. */
    private static final Vector<SeenChoice> RECORD = Vector.of(
            seen(1, TreeSet.of(0, 1, 2, 3), TreeSet.of(1), 6),
            seen(1, TreeSet.of(0, 2, 3), TreeSet.of(0, 2), 8),
            seen(2, TreeSet.of(0, 1, 2, 3), TreeSet.of(0), 2),
            seen(2, TreeSet.of(1, 2, 3), TreeSet.of(3), 10));

    private static Choice choice(Vector<SeenChoice> record, int seatsInTemple, int haul, int bustCards) {
        FakeSituation situation = new FakeSituation();
        situation.round = 3;
        situation.seen = record;
        situation.seatsInTemple = seatsInTemple;
        situation.haul = haul;
        situation.gemsAtRisk = haul;
        situation.cardsLeft = 20;
        situation.bustCardsLeft = bustCards;
        return HabitTimer.INSTANCE.choose(situation, 0L);
    }

    @Test
    void withoutARecordItCampsAtNine() {
        // the habit defaults to 10, one gem before it is 9
        assertEquals(Choice.TORCH, choice(Vector.empty(), 3, 8, 2));
        assertEquals(Choice.CAMP, choice(Vector.empty(), 3, 9, 2));
        // two sightings of the others are not yet a habit
        assertEquals(Choice.TORCH, choice(RECORD.take(2), 3, 8, 2));
    }

    @Test
    void itCampsOneGemBeforeTheOthersHabit() {
        // the others camped at 6, 8 and 10: habit 8, target 7; its own camps are not counted
        // (with them, (6 + 8 + 8 + 2 + 10) / 5 = 6.8, the target would be 6)
        assertEquals(Choice.TORCH, choice(RECORD, 3, 6, 2));
        assertEquals(Choice.CAMP, choice(RECORD, 3, 7, 2));
    }

    @Test
    void aloneItPushesOnUntilThreeBeyondOrABustOneTimeInSeven() {
        // target 7: alone it camps at 10, or when 1/7 or more of the cards left bust
        assertEquals(Choice.TORCH, choice(RECORD, 1, 9, 2)); // 2/20 = 0.10
        assertEquals(Choice.CAMP, choice(RECORD, 1, 10, 2));
        assertEquals(Choice.CAMP, choice(RECORD, 1, 9, 3)); // 3/20 = 0.15
    }
}
