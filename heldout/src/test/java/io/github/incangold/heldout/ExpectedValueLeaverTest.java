package io.github.incangold.heldout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import org.junit.jupiter.api.Test;

class ExpectedValueLeaverTest {
    private static Choice choice(int seatsInTemple, int bustCards, long shares, int haul, int artifacts) {
        FakeSituation situation = new FakeSituation();
        situation.seatsInTemple = seatsInTemple;
        situation.cardsLeft = 20;
        situation.bustCardsLeft = bustCards;
        situation.treasureShares = shares;
        situation.haul = haul;
        situation.gemsAtRisk = haul;
        situation.artifactsOnPath = artifacts;
        return ExpectedValueLeaver.INSTANCE.choose(situation, 0L);
    }

    @Test
    void itCampsWhenTheExpectedLossExceedsFiveFourthsOfTheExpectedShare() {
        // loss 4/20 * 10 = 2, gain 5/4 * 100/20 = 6.25
        assertEquals(Choice.TORCH, choice(2, 4, 100, 10, 0));
        // loss 8/20 * 10 = 4, gain 5/4 * 40/20 = 2.5
        assertEquals(Choice.CAMP, choice(2, 8, 40, 10, 0));
        // loss 4 against 5/4 * 66/20 = 4.125: it carries on, where a plain comparison (4 > 3.3) would camp
        assertEquals(Choice.TORCH, choice(2, 8, 66, 10, 0));
        // against 5/4 * 62/20 = 3.875 it camps
        assertEquals(Choice.CAMP, choice(2, 8, 62, 10, 0));
    }

    @Test
    void aloneItCountsTheArtifactsOnThePath() {
        // gain 5/4 * 20/20 = 1.25; loss 4/20 * 4 = 0.8 without the artifact, 4/20 * (4 + 5) = 1.8 with it
        assertEquals(Choice.TORCH, choice(1, 4, 20, 4, 0));
        assertEquals(Choice.CAMP, choice(1, 4, 20, 4, 1));
    }

    @Test
    void withOthersInTheTempleTheArtifactIsNotItsToLose() {
        // 2 in the temple: loss 4/20 * 4 = 0.8 against 5/4 * 20/20 = 1.25, the artifact not counted
        assertEquals(Choice.TORCH, choice(2, 4, 20, 4, 1));
    }
}
