package io.github.incangold.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import org.junit.jupiter.api.Test;

/** {@code catchup:N}: a threshold that rises with the gap to the leader, spread over the rounds left. */
class CatchUpTest {
    /** Seat 0 of an Incan Gold game (5 rounds) with the given round, scores and haul. */
    private static Situation situation(int round, int[] scores, int haul) {
        return FixedSituation.of(round, scores.length, scores.length, haul).withScores(scores);
    }

    private static Choice choice(int round, int[] scores, int haul) {
        return Strategies.catchUp(8).choose(situation(round, scores, haul), 0L);
    }

    @Test
    void levelOrAheadItIsTheThreshold() {
        assertEquals(Choice.TORCH, choice(1, new int[] {0, 0, 0}, 7));
        assertEquals(Choice.CAMP, choice(1, new int[] {0, 0, 0}, 8));
        // 20 ahead in the last round: still 8
        assertEquals(Choice.CAMP, choice(5, new int[] {30, 10, 0}, 8));
    }

    @Test
    void behindItSpreadsTheGapOverTheRoundsLeft() {
        // round 3 of 5, rounds 3, 4 and 5 to play, 12 behind: 8 + 12 / 3 = 12
        assertEquals(Choice.TORCH, choice(3, new int[] {10, 22, 5}, 11));
        assertEquals(Choice.CAMP, choice(3, new int[] {10, 22, 5}, 12));
        // round 2, four rounds to play, 7 behind: 8 + 7 / 4 = 9
        assertEquals(Choice.TORCH, choice(2, new int[] {0, 7, 0}, 8));
        assertEquals(Choice.CAMP, choice(2, new int[] {0, 7, 0}, 9));
    }

    @Test
    void farBehindInTheLastRoundItStopsAtTwiceTheThreshold() {
        // 30 behind in round 5: 8 + 30 = 38, at most 16
        assertEquals(Choice.TORCH, choice(5, new int[] {0, 30, 0}, 15));
        assertEquals(Choice.CAMP, choice(5, new int[] {0, 30, 0}, 16));
    }

    /**
     * At a choice of the record it answers for the seat asked about, from the scores the choice
     * was made with: round 3 of 5, scores 10, 22 and 5, a haul of 12 (R18).
     */
    @Test
    void atAChoiceSeenEarlierEachSeatAnswersFromItsOwnStanding_R18() {
        CatchUp rule = new CatchUp(8);
        SeenChoice seen =
                new SeenChoice(3, TreeSet.of(0, 1, 2), TreeSet.empty(), 12, 12, 20, 2, 30, 0, List.of(10, 22, 5));
        assertTrue(rule.readsStandings());
        assertTrue(rule.wouldHaveCamped(Rules.incanGold(), seen, 0), "12 behind: 8 + 12 / 3 = 12");
        assertTrue(rule.wouldHaveCamped(Rules.incanGold(), seen, 1), "leading: 8");
        assertFalse(rule.wouldHaveCamped(Rules.incanGold(), seen, 2), "17 behind: 8 + 17 / 3 = 13");
        // as it would have chosen in that seat then
        assertEquals(Choice.CAMP, choice(3, new int[] {10, 22, 5}, 12));
        assertEquals(Choice.TORCH, choice(3, new int[] {5, 22, 10}, 12));
    }

    @Test
    void itReadsBackAndRefusesANegativeThreshold() {
        Strategy parsed = Strategies.parse(" CatchUp:12 ").get();
        assertEquals("catchup:12", parsed.describe());
        assertEquals(Strategies.catchUp(12), parsed);
        assertEquals(
                "'catchup' needs a number of gems when level (0 or more) after a colon, e.g. catchup:8",
                Strategies.parse("catchup").getLeft());
        assertEquals(
                "'catchup:-1': '-1' is not a number of gems (a whole number, 0 or more)",
                Strategies.parse("catchup:-1").getLeft());
        assertEquals(
                "a threshold must be 0 or more gems, got -1",
                assertThrows(IllegalArgumentException.class, () -> Strategies.catchUp(-1))
                        .getMessage());
    }
}
