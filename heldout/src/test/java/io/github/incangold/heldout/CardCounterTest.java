package io.github.incangold.heldout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

class CardCounterTest {
    private static Choice choice(int cards, int seatsInTemple, int haul) {
        FakeSituation situation = new FakeSituation();
        situation.path = List.fill(cards, () -> Card.treasure(1));
        situation.seatsInTemple = seatsInTemple;
        situation.haul = haul;
        situation.gemsAtRisk = haul;
        return CardCounter.INSTANCE.choose(situation, 0L);
    }

    @Test
    void itCampsAtTheSixthCardWhileThreeOrMoreShare() {
        assertEquals(Choice.TORCH, choice(5, 3, 5));
        assertEquals(Choice.CAMP, choice(6, 3, 5));
    }

    @Test
    void withFewerInTheTempleItWaitsForTheEighth() {
        assertEquals(Choice.TORCH, choice(7, 2, 5));
        assertEquals(Choice.CAMP, choice(8, 2, 5));
        assertEquals(Choice.TORCH, choice(9, 2, 0)); // nothing to carry home
    }
}
