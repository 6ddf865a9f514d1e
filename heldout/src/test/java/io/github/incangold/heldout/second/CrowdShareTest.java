package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import org.junit.jupiter.api.Test;

/** heldout2-crowd: camps once its haul times the seats in the temple reaches 36. */
class CrowdShareTest {

    private static Choice choose(int seatsInTemple, int gemsAtRisk, int pathGems) {
        FakeSituation situation = new FakeSituation();
        situation.seats = 8;
        situation.seatsInTemple = seatsInTemple;
        situation.gemsAtRisk = gemsAtRisk;
        situation.pathGems = pathGems;
        return CrowdShare.INSTANCE.choose(situation, 0L);
    }

    @Test
    void theFewerInsideTheMoreItWaitsFor() {
        assertEquals(Choice.TORCH, choose(1, 35, 0)); // 35
        assertEquals(Choice.CAMP, choose(1, 36, 0)); // 36
        assertEquals(Choice.TORCH, choose(3, 11, 0)); // 33
        assertEquals(Choice.CAMP, choose(3, 12, 0)); // 36
        assertEquals(Choice.TORCH, choose(4, 8, 0)); // 32
        assertEquals(Choice.CAMP, choose(4, 9, 0)); // 36
        assertEquals(Choice.TORCH, choose(8, 4, 0)); // 32
        assertEquals(Choice.CAMP, choose(8, 5, 0)); // 40
    }

    @Test
    void theHaulCountsItsShareOfThePath() {
        assertEquals(Choice.TORCH, choose(4, 7, 7)); // (7 + 7 / 4) * 4 = 32
        assertEquals(Choice.CAMP, choose(4, 7, 8)); // (7 + 2) * 4 = 36
        // alone, the whole path is its own: 30 + 6
        assertEquals(Choice.TORCH, choose(1, 30, 5));
        assertEquals(Choice.CAMP, choose(1, 30, 6));
        assertEquals("heldout2-crowd", CrowdShare.INSTANCE.describe());
    }
}
