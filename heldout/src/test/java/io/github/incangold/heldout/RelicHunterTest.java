package io.github.incangold.heldout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import org.junit.jupiter.api.Test;

class RelicHunterTest {
    private static Choice choice(int round, int seatsInTemple, int artifacts, int haul, int bustCards) {
        FakeSituation situation = new FakeSituation();
        situation.round = round;
        situation.seatsInTemple = seatsInTemple;
        situation.artifactsOnPath = artifacts;
        situation.haul = haul;
        situation.gemsAtRisk = haul;
        situation.cardsLeft = 20;
        situation.bustCardsLeft = bustCards;
        return RelicHunter.INSTANCE.choose(situation, 0L);
    }

    @Test
    void itGoesForAnArtifactWhenFewShareTheTemple() {
        assertEquals(Choice.CAMP, choice(1, 2, 1, 3, 0));
        // 3 in the temple: not before round 4
        assertEquals(Choice.TORCH, choice(1, 3, 1, 3, 2));
        assertEquals(Choice.CAMP, choice(4, 3, 1, 3, 2));
        assertEquals(Choice.TORCH, choice(4, 4, 1, 3, 2));
    }

    @Test
    void otherwiseItCampsAtElevenOrABustOneTimeInFive() {
        assertEquals(Choice.CAMP, choice(1, 4, 0, 11, 0));
        assertEquals(Choice.TORCH, choice(1, 4, 0, 10, 3)); // 3/20 = 0.15
        assertEquals(Choice.CAMP, choice(1, 4, 0, 10, 4)); // 4/20 = 0.20
        assertEquals(Choice.TORCH, choice(1, 4, 0, 0, 4)); // nothing at risk
    }
}
