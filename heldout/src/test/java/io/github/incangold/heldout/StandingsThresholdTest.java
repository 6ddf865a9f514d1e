package io.github.incangold.heldout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import org.junit.jupiter.api.Test;

class StandingsThresholdTest {
    private static Choice choice(int round, int[] scores, int haul) {
        FakeSituation situation = new FakeSituation();
        situation.round = round;
        situation.scores = scores;
        situation.haul = haul;
        situation.gemsAtRisk = haul;
        return StandingsThreshold.INSTANCE.choose(situation, 0L);
    }

    @Test
    void inRoundOneWithNoScoresItCampsAtEight() {
        // 7 + round 1, no gap
        assertEquals(Choice.TORCH, choice(1, new int[0], 7));
        assertEquals(Choice.CAMP, choice(1, new int[0], 8));
    }

    @Test
    void behindItPushesOnByAQuarterOfTheGap() {
        // round 3, 20 behind the best other (30 - 10): 7 + 3 + 20 / 4 = 15
        int[] scores = {10, 30, 5, 12};
        assertEquals(Choice.TORCH, choice(3, scores, 14));
        assertEquals(Choice.CAMP, choice(3, scores, 15));
        // 60 behind: the lean stops at +6, so 7 + 2 + 6 = 15 in round 2
        assertEquals(Choice.TORCH, choice(2, new int[] {0, 60, 0, 0}, 14));
        assertEquals(Choice.CAMP, choice(2, new int[] {0, 60, 0, 0}, 15));
    }

    @Test
    void aheadItBanksSooner() {
        // round 5, 15 ahead of the best other (40 - 25): -15 / 4 = -3, so 7 + 5 - 3 = 9
        int[] scores = {40, 20, 25, 18};
        assertEquals(Choice.TORCH, choice(5, scores, 8));
        assertEquals(Choice.CAMP, choice(5, scores, 9));
        // 40 ahead: the lean stops at -3, still 9
        assertEquals(Choice.CAMP, choice(5, new int[] {50, 10, 0, 0}, 9));
    }
}
