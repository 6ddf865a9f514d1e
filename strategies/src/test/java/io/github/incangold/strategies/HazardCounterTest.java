package io.github.incangold.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.vavr.collection.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@code hazards:N}: with gems at risk, camps once the path shows N hazard cards this round. */
class HazardCounterTest {
    private static final Card SNAKES = Card.hazard(HazardType.SNAKES);
    private static final Card FIRE = Card.hazard(HazardType.FIRE);
    private static final Card MUMMY = Card.hazard(HazardType.MUMMY);
    private static final Card SPIDERS = Card.hazard(HazardType.SPIDERS);
    private static final Card ROCKFALL = Card.hazard(HazardType.ROCKFALL);

    /** Views built by the situations of a test. */
    private final AtomicInteger viewsBuilt = new AtomicInteger();

    /**
     * Seat 0 of 3, all in the temple in round 1, with the given gems at risk and path; its view
     * holds the path and counts how often it is asked for.
     */
    private Situation situation(int gemsAtRisk, Card... path) {
        PlayerView view = FixedSituation.view(1, List.of(true, true, true), gemsAtRisk, List.of(path));
        return FixedSituation.of(1, 3, 3, gemsAtRisk).withView(view, viewsBuilt);
    }

    private Choice choice(int hazards, int gemsAtRisk, Card... path) {
        return Strategies.hazardCounter(hazards).choose(situation(gemsAtRisk, path), 0L);
    }

    @Test
    void withNothingAtRiskItCarriesOnWithoutBuildingTheView() {
        // 0 gems at risk: it carries on, whatever the path shows, even 3 hazards against hazards:1
        assertEquals(Choice.TORCH, choice(1, 0, SNAKES, FIRE, MUMMY));
        assertEquals(Choice.TORCH, choice(2, 0, SNAKES, FIRE));
        assertEquals(0, viewsBuilt.get());
    }

    @Test
    void withGemsAtRiskItCampsAtTheNthHazardCard() {
        // hazards:2, 4 at risk: a 5, snakes and a 3 show 1 hazard, fewer than 2: on
        assertEquals(Choice.TORCH, choice(2, 4, Card.treasure(5), SNAKES, Card.treasure(3)));
        // snakes, a 5, fire: 2 hazards, 2 or more: camp
        assertEquals(Choice.CAMP, choice(2, 4, SNAKES, Card.treasure(5), FIRE));
        // hazards:1, 1 at risk: no hazard yet, on; the first one, camp
        assertEquals(Choice.TORCH, choice(1, 1, Card.treasure(7)));
        assertEquals(Choice.CAMP, choice(1, 1, Card.treasure(7), SPIDERS));
        // hazards:5: 4 hazards, on; all 5 types, camp
        assertEquals(Choice.TORCH, choice(5, 9, SNAKES, FIRE, MUMMY, SPIDERS));
        assertEquals(Choice.CAMP, choice(5, 9, SNAKES, FIRE, MUMMY, SPIDERS, ROCKFALL));
        // 6 decisions, one view each
        assertEquals(6, viewsBuilt.get());
    }

    @Test
    void itCountsHazardCardsNotTypes() {
        // a trigger of 3 lets two snakes lie on the path: 2 cards of 1 type, and hazards:2 camps
        assertEquals(Choice.CAMP, choice(2, 3, SNAKES, Card.treasure(2), SNAKES));
        // snakes, snakes, fire: 3 cards, hazards:3 camps
        assertEquals(Choice.CAMP, choice(3, 3, SNAKES, SNAKES, FIRE));
    }

    @Test
    void itReadsBackAndRefusesAnotherNumberOfHazards() {
        Strategy parsed = Strategies.parse(" Hazards:3 ").get();
        assertEquals("hazards:3", parsed.describe());
        assertEquals(Strategies.hazardCounter(3), parsed);
        assertEquals("hazards:1", Strategies.parse("hazards:1").get().describe());
        assertEquals("hazards:5", Strategies.parse("HAZARDS:5").get().describe());
        assertEquals(
                "'hazards' needs a number of hazards (1 to 5) after a colon, e.g. hazards:2",
                Strategies.parse("hazards").getLeft());
        assertEquals(
                "'hazards:0': '0' is not a number of hazards (a whole number from 1 to 5)",
                Strategies.parse("hazards:0").getLeft());
        assertEquals(
                "'hazards:6': '6' is not a number of hazards (a whole number from 1 to 5)",
                Strategies.parse("hazards:6").getLeft());
        assertEquals(
                "'hazards:two': 'two' is not a number of hazards (a whole number from 1 to 5)",
                Strategies.parse("hazards:two").getLeft());
        assertEquals(
                "a hazard counter waits for 1 to 5 hazards, got 0",
                assertThrows(IllegalArgumentException.class, () -> Strategies.hazardCounter(0))
                        .getMessage());
        assertEquals(
                "a hazard counter waits for 1 to 5 hazards, got 6",
                assertThrows(IllegalArgumentException.class, () -> Strategies.hazardCounter(6))
                        .getMessage());
    }
}
