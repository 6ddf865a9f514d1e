package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import org.junit.jupiter.api.Test;

/** heldout2-standings: camps at 10 + floor(gap / rounds left), kept between 5 and 30. */
class ScoreGapThresholdTest {

    private static Choice choose(int round, int[] scores, int haul) {
        FakeSituation situation = new FakeSituation();
        situation.round = round;
        situation.scores = scores;
        situation.gemsAtRisk = haul;
        return ScoreGapThreshold.INSTANCE.choose(situation, 0L);
    }

    @Test
    void levelOrWithoutScoresItCampsAtTen() {
        int[] none = {};
        assertEquals(Choice.TORCH, choose(1, none, 9));
        assertEquals(Choice.CAMP, choose(1, none, 10));
        // its own score alone: no other score to measure a gap to
        int[] ownOnly = {25};
        assertEquals(Choice.TORCH, choose(3, ownOnly, 9));
        assertEquals(Choice.CAMP, choose(3, ownOnly, 10));
        int[] level = {12, 12, 3, 7};
        assertEquals(Choice.TORCH, choose(5, level, 9));
        assertEquals(Choice.CAMP, choose(5, level, 10));
    }

    @Test
    void behindItAsksEachRoundForItsPartOfTheGap() {
        // gap 30 - 10 = 20, 5 rounds left: 10 + 4 = 14
        int[] behind = {10, 30, 20, 0};
        assertEquals(Choice.TORCH, choose(1, behind, 13));
        assertEquals(Choice.CAMP, choose(1, behind, 14));
        // round 4, 2 rounds left: 10 + 10 = 20
        assertEquals(Choice.TORCH, choose(4, behind, 19));
        assertEquals(Choice.CAMP, choose(4, behind, 20));
        // the last round: the whole gap, 10 + 20 = 30
        assertEquals(Choice.TORCH, choose(5, behind, 29));
        assertEquals(Choice.CAMP, choose(5, behind, 30));
        // gap 23, 5 rounds left: 10 + floor(4.6) = 14
        int[] rounding = {7, 30};
        assertEquals(Choice.TORCH, choose(1, rounding, 13));
        assertEquals(Choice.CAMP, choose(1, rounding, 14));
    }

    @Test
    void theBestOtherScoreCountsWhetherOrNotItsSeatIsInTheTemple() {
        FakeSituation situation = new FakeSituation();
        situation.seatsInTemple = 2; // seats 0 and 1; seat 3, the leader, is in camp
        situation.scores = new int[] {10, 10, 10, 30};
        situation.gemsAtRisk = 13;
        assertEquals(Choice.TORCH, ScoreGapThreshold.INSTANCE.choose(situation, 0L));
        situation.gemsAtRisk = 14;
        assertEquals(Choice.CAMP, ScoreGapThreshold.INSTANCE.choose(situation, 0L));
    }

    @Test
    void aheadItBanksSooner() {
        // lead 7 in round 4, 2 rounds left: 10 + floor(-3.5) = 6
        int[] ahead = {27, 20, 5};
        assertEquals(Choice.TORCH, choose(4, ahead, 5));
        assertEquals(Choice.CAMP, choose(4, ahead, 6));
    }

    @Test
    void theThresholdStaysBetweenFiveAndThirty() {
        // lead 20 in the last round: 10 - 20, raised to 5
        int[] farAhead = {40, 20, 10};
        assertEquals(Choice.TORCH, choose(5, farAhead, 4));
        assertEquals(Choice.CAMP, choose(5, farAhead, 5));
        // behind by 25 in the last round: 10 + 25, lowered to 30
        int[] farBehind = {5, 30};
        assertEquals(Choice.TORCH, choose(5, farBehind, 29));
        assertEquals(Choice.CAMP, choose(5, farBehind, 30));
    }

    @Test
    void theHaulCountsItsShareOfThePath() {
        FakeSituation situation = new FakeSituation();
        situation.gemsAtRisk = 8;
        situation.pathGems = 7; // 8 + 7 / 4 = 9
        assertEquals(Choice.TORCH, ScoreGapThreshold.INSTANCE.choose(situation, 0L));
        situation.pathGems = 8; // 8 + 2 = 10
        assertEquals(Choice.CAMP, ScoreGapThreshold.INSTANCE.choose(situation, 0L));
        assertEquals("heldout2-standings", ScoreGapThreshold.INSTANCE.describe());
    }
}
