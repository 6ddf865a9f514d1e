package io.github.incangold.heldout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

class HazardCounterTest {
    private static Choice choice(List<HazardType> hazards, int haul, int bustCards) {
        FakeSituation situation = new FakeSituation();
        situation.hazardsSeen = hazards;
        situation.haul = haul;
        situation.gemsAtRisk = haul;
        situation.cardsLeft = 20;
        situation.bustCardsLeft = bustCards;
        return HazardCounter.INSTANCE.choose(situation, 0L);
    }

    @Test
    void itCampsAtTheThirdTypeOrTheSecondWithSixGems() {
        List<HazardType> two = List.of(HazardType.FIRE, HazardType.SNAKES);
        assertEquals(Choice.CAMP, choice(two.append(HazardType.MUMMY), 1, 6));
        assertEquals(Choice.CAMP, choice(two, 6, 4));
        assertEquals(Choice.TORCH, choice(two, 5, 4)); // 4/20 = 0.20, not above 0.22
        assertEquals(Choice.CAMP, choice(two, 5, 5)); // 5/20 = 0.25
    }

    @Test
    void atTheFirstTypeItWantsFourteenGems() {
        assertEquals(Choice.TORCH, choice(List.of(HazardType.SPIDERS), 13, 2));
        assertEquals(Choice.CAMP, choice(List.of(HazardType.SPIDERS), 14, 2));
    }

    @Test
    void withNothingToCarryItCarriesOn() {
        assertEquals(Choice.TORCH, choice(List.of(HazardType.FIRE, HazardType.SNAKES, HazardType.ROCKFALL), 0, 6));
    }
}
