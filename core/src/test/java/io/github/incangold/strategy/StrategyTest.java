package io.github.incangold.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.Views;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract an embedder implements: a view is decided as the situation it shows (R21). */
class StrategyTest {

    /** Camps with gems at risk, and keeps what it was asked so the test can look. */
    private static final class Recording implements Strategy {
        final List<Situation> situations = new ArrayList<>();
        final List<Long> seeds = new ArrayList<>();

        @Override
        public Choice choose(Situation situation, long seed) {
            situations.add(situation);
            seeds.add(seed);
            return situation.gemsAtRisk() > 0 ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "recording";
        }
    }

    @Test
    void aViewIsDecidedAsItsSeatsSituationWithTheSameSeed() {
        Stacked eleven = Stacked.deal(Rules.incanGold(), 3, Card.treasure(11));
        Recording bot = new Recording();
        assertEquals(Choice.CAMP, bot.choose(eleven.view(1), 42L));
        Situation seen = bot.situations.get(0);
        assertEquals(1, seen.seat());
        assertEquals(3, seen.gemsAtRisk());
        assertEquals(eleven.view(1), seen.view());
        assertEquals(List.of(42L), bot.seeds);
        Stacked fire = Stacked.deal(Rules.incanGold(), 3, Card.hazard(HazardType.FIRE));
        assertEquals(Choice.TORCH, bot.choose(fire.view(2), -7L));
        assertEquals(2, bot.situations.get(1).seat());
        assertEquals(List.of(42L, -7L), bot.seeds);
    }

    @Test
    void aSpectatorsViewIsRefusedBeforeTheStrategyIsAsked() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 3, Card.treasure(5));
        Recording bot = new Recording();
        assertThrows(IllegalArgumentException.class, () -> bot.choose(Views.spectator(stacked.state), 0L));
        assertEquals(List.of(), bot.situations);
    }
}
