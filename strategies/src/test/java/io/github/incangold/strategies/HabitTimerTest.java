package io.github.incangold.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@code habits:N}: leaves one gem before the other seats' habits say the first of them leaves. */
class HabitTimerTest {
    /** Views built by the situations of a test. */
    private final AtomicInteger viewsBuilt = new AtomicInteger();

    /** A choice of the record: who chose and who camped, at a haul (all of it at risk). */
    private static SeenChoice seen(int round, List<Integer> choosers, List<Integer> campers, int haul) {
        return new SeenChoice(
                round,
                TreeSet.ofAll(choosers),
                TreeSet.ofAll(campers),
                haul,
                haul,
                20,
                2,
                30,
                0,
                List.fill(choosers.max().get() + 1, 0));
    }

    /**
     * Seat 0 of an Incan Gold game of {@code inTemple.length()} seats, in the given round, with the
     * given haul and record; the seats in the temple are counted from {@code inTemple}, which its
     * view shows, and the view counts how often it is asked for.
     */
    private Situation situation(int round, List<Boolean> inTemple, int haul, Seq<SeenChoice> record) {
        PlayerView view = FixedSituation.view(round, inTemple, haul, List.empty());
        return FixedSituation.of(round, inTemple.length(), inTemple.count(in -> in), haul)
                .withRecord(record)
                .withView(view, viewsBuilt);
    }

    private static final List<Boolean> ALL_FOUR = List.of(true, true, true, true);

    /**
     * Four seats, two rounds played: seat 0 (the bot) camped at 2 in round 1, seats 1, 2 and 3 at
     * 5; in round 2 seat 1 camped at 4, seat 2 at 9, seats 0 and 3 at 12. Seat 1 camped at 4.5 on
     * average, seat 2 at 7 and seat 3 at 8.5.
     */
    private static final List<SeenChoice> TWO_ROUNDS = List.of(
            seen(1, List.of(0, 1, 2, 3), List.of(0), 2),
            seen(1, List.of(1, 2, 3), List.of(1, 2, 3), 5),
            seen(2, List.of(0, 1, 2, 3), List.of(1), 4),
            seen(2, List.of(0, 2, 3), List.of(2), 9),
            seen(2, List.of(0, 3), List.of(0, 3), 12));

    private Choice choice(int gems, int round, List<Boolean> inTemple, int haul, Seq<SeenChoice> record) {
        return Strategies.habitTimer(gems).choose(situation(round, inTemple, haul, record), 0L);
    }

    @Test
    void withoutARecordEverySeatIsTakenToCampAtN() {
        // habits:8, no record: every other seat at 8, so 8 - 1 = 7
        assertEquals(Choice.TORCH, choice(8, 1, ALL_FOUR, 6, List.empty()));
        assertEquals(Choice.CAMP, choice(8, 1, ALL_FOUR, 7, List.empty()));
        // habits:1: 1 - 1 = 0, but never below 1 gem
        assertEquals(Choice.TORCH, choice(1, 1, ALL_FOUR, 0, List.empty()));
        assertEquals(Choice.CAMP, choice(1, 1, ALL_FOUR, 1, List.empty()));
        // habits:0: -1, so 1
        assertEquals(Choice.TORCH, choice(0, 1, ALL_FOUR, 0, List.empty()));
        assertEquals(Choice.CAMP, choice(0, 1, ALL_FOUR, 1, List.empty()));
        // seats 1 and 3 gone: the same, since every estimate is 8
        assertEquals(Choice.TORCH, choice(8, 2, List.of(true, false, true, false), 6, List.empty()));
        assertEquals(Choice.CAMP, choice(8, 2, List.of(true, false, true, false), 7, List.empty()));
        assertEquals(0, viewsBuilt.get());
    }

    @Test
    void aloneItCampsAtN() {
        List<Boolean> alone = List.of(true, false, false, false);
        // alone: habits:8 camps at 8, whatever seat 1's habit of camping at 4.5
        assertEquals(Choice.TORCH, choice(8, 3, alone, 7, TWO_ROUNDS));
        assertEquals(Choice.CAMP, choice(8, 3, alone, 8, TWO_ROUNDS));
        // habits:0 alone: a haul of 0 reaches 0
        assertEquals(Choice.CAMP, choice(0, 3, alone, 0, List.empty()));
        assertEquals(0, viewsBuilt.get());
    }

    @Test
    void atARoundsFirstChoiceItLeavesJustBeforeTheEarliestLeaver() {
        // round 3, all four in: seat 1's 4.5 is the lowest (its own 2 does not count), 4.5 - 1 = 3.5,
        // so a haul of 3 carries on and 4 camps
        assertEquals(Choice.TORCH, choice(8, 3, ALL_FOUR, 3, TWO_ROUNDS));
        assertEquals(Choice.CAMP, choice(8, 3, ALL_FOUR, 4, TWO_ROUNDS));
        assertEquals(0, viewsBuilt.get());
    }

    @Test
    void aSeatThatHasLeftTheRoundIsNotWaitedFor() {
        // round 3: seat 1 camped at 3 (now (5 + 4 + 3) / 3 = 4, but it is gone); seats 2 (7) and 3
        // (8.5) are in: 7 - 1 = 6
        List<SeenChoice> record = TWO_ROUNDS.append(seen(3, List.of(0, 1, 2, 3), List.of(1), 3));
        List<Boolean> withoutSeatOne = List.of(true, false, true, true);
        assertEquals(Choice.TORCH, choice(8, 3, withoutSeatOne, 5, record));
        assertEquals(Choice.CAMP, choice(8, 3, withoutSeatOne, 6, record));
        // then seat 2 camped at 8 (now (5 + 9 + 8) / 3 = 22 / 3, gone too): seat 3 alone, 8.5 - 1 = 7.5
        List<SeenChoice> later = record.append(seen(3, List.of(0, 2, 3), List.of(2), 8));
        List<Boolean> seatsZeroAndThree = List.of(true, false, false, true);
        assertEquals(Choice.TORCH, choice(8, 3, seatsZeroAndThree, 7, later));
        assertEquals(Choice.CAMP, choice(8, 3, seatsZeroAndThree, 8, later));
        assertEquals(0, viewsBuilt.get());
    }

    @Test
    void aSeatNeverSeenToCampIsTakenToCampAtN() {
        // five seats; round 1: seats 1, 2 and 3 camped at 6, seat 4 never camped
        List<SeenChoice> record = List.of(
                seen(1, List.of(0, 1, 2, 3, 4), List.empty(), 3), seen(1, List.of(0, 1, 2, 3, 4), List.of(1, 2, 3), 6));
        List<Boolean> allFive = List.of(true, true, true, true, true);
        // habits:8: seats 1 to 3 at 6, seat 4 at 8; the lowest is 6, 6 - 1 = 5
        assertEquals(Choice.TORCH, choice(8, 2, allFive, 4, record));
        assertEquals(Choice.CAMP, choice(8, 2, allFive, 5, record));
        // habits:3: seat 4 at 3, the lowest; 3 - 1 = 2
        assertEquals(Choice.TORCH, choice(3, 2, allFive, 1, record));
        assertEquals(Choice.CAMP, choice(3, 2, allFive, 2, record));
    }

    @Test
    void neverBelowOneGem() {
        // seat 1 camped at 1 in round 1: 1 - 1 = 0, but never below 1 gem
        List<SeenChoice> record = List.of(seen(1, List.of(0, 1), List.of(1), 1));
        List<Boolean> both = List.of(true, true);
        assertEquals(Choice.TORCH, choice(8, 2, both, 0, record));
        assertEquals(Choice.CAMP, choice(8, 2, both, 1, record));
    }

    @Test
    void aRecordOutOfStepWithTheCountIsCheckedOnceAgainstTheView() {
        // the record's last choice of round 3 left all four in, but only seats 0 and 3 are: the
        // view says which; seat 3 at 8.5, 8.5 - 1 = 7.5
        List<SeenChoice> record = TWO_ROUNDS.append(seen(3, List.of(0, 1, 2, 3), List.empty(), 2));
        List<Boolean> seatsZeroAndThree = List.of(true, false, false, true);
        assertEquals(Choice.TORCH, choice(8, 3, seatsZeroAndThree, 7, record));
        assertEquals(Choice.CAMP, choice(8, 3, seatsZeroAndThree, 8, record));
        assertEquals(2, viewsBuilt.get()); // one view a decision
    }

    @Test
    void itReadsBackAndRefusesANegativeNumberOfGems() {
        Strategy parsed = Strategies.parse(" Habits:10 ").get();
        assertEquals("habits:10", parsed.describe());
        assertEquals(Strategies.habitTimer(10), parsed);
        assertEquals("habits:0", Strategies.parse("habits:0").get().describe());
        assertEquals(
                "'habits' needs a number of gems when alone (0 or more) after a colon, e.g. habits:8",
                Strategies.parse("habits").getLeft());
        assertEquals(
                "'habits:-1': '-1' is not a number of gems (a whole number, 0 or more)",
                Strategies.parse("habits:-1").getLeft());
        assertEquals(
                "a habit timer needs 0 or more gems, got -1",
                assertThrows(IllegalArgumentException.class, () -> Strategies.habitTimer(-1))
                        .getMessage());
    }
}
