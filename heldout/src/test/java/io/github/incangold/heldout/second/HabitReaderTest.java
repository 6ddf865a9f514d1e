package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

/**
 * heldout2-habits: camps 2 gems below the lowest lower-median camping haul among the other seats
 * inside seen to camp at least twice, kept between 4 and 20; 10 without such a seat.
 */
class HabitReaderTest {
    private static final List<Integer> EVERY_SEAT = List.of(0, 1, 2, 3);

    /** A moment of an earlier round when every seat chose and {@code campers} went back at {@code haul}. */
    private static SeenChoice camped(int round, int haul, Integer... campers) {
        return moment(round, haul, EVERY_SEAT, List.of(campers));
    }

    private static SeenChoice moment(int round, int haul, List<Integer> choosers, List<Integer> campers) {
        return new SeenChoice(
                round, TreeSet.ofAll(choosers), TreeSet.ofAll(campers), 0, haul, 20, 2, 10, 0, List.of(0, 0, 0, 0));
    }

    private static Choice choose(int round, List<SeenChoice> seen, int haul) {
        FakeSituation situation = new FakeSituation();
        situation.round = round;
        situation.seen = Vector.ofAll(seen);
        situation.gemsAtRisk = haul;
        return HabitReader.INSTANCE.choose(situation, 0L);
    }

    @Test
    void withoutARecordItCampsAtTen() {
        assertEquals(Choice.TORCH, choose(1, List.empty(), 9));
        assertEquals(Choice.CAMP, choose(1, List.empty(), 10));
    }

    @Test
    void itCampsTwoGemsBelowTheEarliestHabit() {
        // seat 1 camped at 12, 20, 14: median 14; seat 3 at 18, 16: lower median 16;
        // seat 2 camped once, at 5: no habit yet. The earliest habit is 14: it camps at 12.
        List<SeenChoice> seen = List.of(
                camped(1, 12, 1),
                camped(1, 18, 3),
                camped(2, 5, 2),
                camped(2, 20, 1),
                camped(3, 16, 3),
                camped(4, 14, 1));
        assertEquals(Choice.TORCH, choose(5, seen, 11));
        assertEquals(Choice.CAMP, choose(5, seen, 12));
    }

    @Test
    void twoCampsMakeAHabitAndTheLowerMedianIsTaken() {
        // seat 3 camped at 30 and 10: its habit is 10, so it camps at 8
        List<SeenChoice> seen = List.of(camped(1, 30, 3), camped(2, 10, 3));
        assertEquals(Choice.TORCH, choose(3, seen, 7));
        assertEquals(Choice.CAMP, choose(3, seen, 8));
    }

    @Test
    void onlyTheSeatsStillInTheTempleCount() {
        // seat 1 (camps at 11, 14, 6: habit 11) went back to camp earlier this round, round 3:
        // seat 3's 16 decides
        List<SeenChoice> seen = List.of(
                camped(1, 11, 1),
                camped(1, 16, 3),
                camped(2, 14, 1),
                camped(2, 18, 3),
                moment(3, 6, EVERY_SEAT, List.of(1)),
                moment(3, 9, List.of(0, 2, 3), List.empty()));
        assertEquals(Choice.TORCH, choose(3, seen, 13));
        assertEquals(Choice.CAMP, choose(3, seen, 14));
        // in the next round seat 1 is back inside, and its habit 11 decides again
        assertEquals(Choice.TORCH, choose(4, seen, 8));
        assertEquals(Choice.CAMP, choose(4, seen, 9));
    }

    @Test
    void itsOwnCampsAreNoHabitOfTheOthers() {
        List<SeenChoice> seen = List.of(camped(1, 4, 0), camped(2, 4, 0), camped(3, 4, 0));
        assertEquals(Choice.TORCH, choose(4, seen, 9));
        assertEquals(Choice.CAMP, choose(4, seen, 10));
    }

    @Test
    void theThresholdStaysBetweenFourAndTwenty() {
        // habit 3: 3 - 2 = 1, raised to 4
        List<SeenChoice> timid = List.of(camped(1, 3, 1), camped(2, 5, 1));
        assertEquals(Choice.TORCH, choose(3, timid, 3));
        assertEquals(Choice.CAMP, choose(3, timid, 4));
        // habit 25: 25 - 2 = 23, lowered to 20
        List<SeenChoice> greedy = List.of(camped(1, 25, 2), camped(2, 30, 2));
        assertEquals(Choice.TORCH, choose(3, greedy, 19));
        assertEquals(Choice.CAMP, choose(3, greedy, 20));
        assertEquals("heldout2-habits", HabitReader.INSTANCE.describe());
    }
}
