package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import org.junit.jupiter.api.Test;

/**
 * heldout2-ev: camps when bust cards left times (gems at risk + path gems) exceeds the treasure
 * shares of the seats in the temple (both sides of "expected gain vs expected loss" times the cards
 * left).
 */
class OneCardExpectationTest {

    private static Choice choose(int gemsAtRisk, int pathGems, int bustCardsLeft, long treasureShares) {
        FakeSituation situation = new FakeSituation();
        situation.cardsLeft = 20;
        situation.gemsAtRisk = gemsAtRisk;
        situation.pathGems = pathGems;
        situation.bustCardsLeft = bustCardsLeft;
        situation.treasureShares = treasureShares;
        return OneCardExpectation.INSTANCE.choose(situation, 0L);
    }

    @Test
    void itCarriesOnWhileTheExpectedShareIsAtLeastTheExpectedLoss() {
        // expected share 12/20 = 0.6; bust chance 2/20 = 0.1
        assertEquals(Choice.TORCH, choose(5, 0, 2, 12)); // loss 0.5
        assertEquals(Choice.TORCH, choose(6, 0, 2, 12)); // loss 0.6: equal, it carries on
        assertEquals(Choice.CAMP, choose(7, 0, 2, 12)); // loss 0.7
        assertEquals(Choice.CAMP, choose(6, 0, 2, 11)); // share 0.55 against 0.6
        assertEquals(Choice.TORCH, choose(6, 0, 2, 13));
    }

    @Test
    void itCountsThePathsGemsItWouldTakeLeavingAlone() {
        // at risk 2 and 5 on the path: leaving alone brings 7 (everyone leaving would bring 2 + 1)
        assertEquals(Choice.CAMP, choose(2, 5, 2, 12));
        assertEquals(Choice.TORCH, choose(2, 4, 2, 12));
        // the path alone is at stake too
        assertEquals(Choice.CAMP, choose(0, 7, 2, 12));
    }

    @Test
    void theBustChanceWeighsTheStake() {
        // 3 bust cards: 3 * 4 = 12 is not above 12; 3 * 5 = 15 is
        assertEquals(Choice.TORCH, choose(4, 0, 3, 12));
        assertEquals(Choice.CAMP, choose(5, 0, 3, 12));
        // no card can end the round: it never leaves
        assertEquals(Choice.TORCH, choose(60, 30, 0, 0));
        // nothing at stake: it never leaves
        assertEquals(Choice.TORCH, choose(0, 0, 6, 0));
    }

    @Test
    void theSharesAreThoseOfEverySeatInTheTemple() {
        FakeSituation situation = new FakeSituation();
        situation.seatsInTemple = 3; // the fake refuses any other number of stayers
        situation.gemsAtRisk = 3;
        situation.bustCardsLeft = 4;
        situation.treasureShares = 12;
        assertEquals(Choice.TORCH, OneCardExpectation.INSTANCE.choose(situation, 0L));
        situation.gemsAtRisk = 4;
        assertEquals(Choice.CAMP, OneCardExpectation.INSTANCE.choose(situation, 0L));
        assertEquals("heldout2-ev", OneCardExpectation.INSTANCE.describe());
    }
}
