package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** heldout2-hazards: no hazard, carry on; camp at 15 with one hazard, 6 with two, 3 with three or more. */
class HazardLimitsTest {
    private static final Card FIRE = Card.hazard(HazardType.FIRE);
    private static final Card MUMMY = Card.hazard(HazardType.MUMMY);
    private static final Card SNAKES = Card.hazard(HazardType.SNAKES);
    private static final Card SPIDERS = Card.hazard(HazardType.SPIDERS);

    private static Choice choose(int haul, Card... path) {
        FakeSituation situation = new FakeSituation();
        situation.path = List.of(path);
        situation.gemsAtRisk = haul;
        return HazardLimits.INSTANCE.choose(situation, 0L);
    }

    @Test
    void withNoHazardOnThePathItCarriesOn() {
        assertEquals(Choice.TORCH, choose(60, Card.treasure(17), Card.treasure(15), Card.artifact(1)));
        assertEquals(Choice.TORCH, choose(0));
    }

    @Test
    void withOneHazardItCampsAtFifteen() {
        assertEquals(Choice.TORCH, choose(14, Card.treasure(9), FIRE, Card.treasure(7)));
        assertEquals(Choice.CAMP, choose(15, Card.treasure(9), FIRE, Card.treasure(7)));
    }

    @Test
    void withTwoHazardsItCampsAtSix() {
        assertEquals(Choice.TORCH, choose(5, FIRE, Card.treasure(4), MUMMY));
        assertEquals(Choice.CAMP, choose(6, FIRE, Card.treasure(4), MUMMY));
    }

    @Test
    void withThreeOrMoreHazardsItCampsAtThree() {
        assertEquals(Choice.TORCH, choose(2, FIRE, MUMMY, SNAKES));
        assertEquals(Choice.CAMP, choose(3, FIRE, MUMMY, SNAKES));
        assertEquals(Choice.TORCH, choose(2, FIRE, MUMMY, SNAKES, SPIDERS));
        assertEquals(Choice.CAMP, choose(3, FIRE, MUMMY, SNAKES, SPIDERS));
    }

    @Test
    void theHaulCountsItsShareOfThePath() {
        FakeSituation situation = new FakeSituation();
        situation.path = List.of(Card.treasure(11), FIRE, MUMMY);
        situation.gemsAtRisk = 5;
        situation.pathGems = 3; // 5 + 3 / 4 = 5
        assertEquals(Choice.TORCH, HazardLimits.INSTANCE.choose(situation, 0L));
        situation.pathGems = 4; // 5 + 1 = 6
        assertEquals(Choice.CAMP, HazardLimits.INSTANCE.choose(situation, 0L));
        assertEquals("heldout2-hazards", HazardLimits.INSTANCE.describe());
    }
}
