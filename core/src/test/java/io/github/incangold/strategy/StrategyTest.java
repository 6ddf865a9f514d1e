package io.github.incangold.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
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

    @Test
    void r11_aSeatThatHasLeftIsRefusedBeforeTheStrategyIsAsked() {
        // 3 seats: a 9 gives 3 each; seat 1 camps and leaves, then a 5 is revealed to seats 0 and 2
        Stacked left =
                Stacked.deal(Rules.incanGold(), 3, Card.treasure(9)).leave(1).reveal(Card.treasure(5));
        Recording bot = new Recording();
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> bot.choose(left.view(1), 0L));
        assertEquals(
                "no choice of seat 1 is awaited: seat 1 is not in the temple and has no choice to make this round",
                refused.getMessage());
        // its situation still tells its figures: the refusal is of the decision
        assertEquals(3, Situation.of(left.view(1)).seats());
        assertEquals(List.of(), bot.situations);
        // the seats still in the temple are asked as before
        assertEquals(Choice.CAMP, bot.choose(left.view(2), 0L));
    }

    @Test
    void r9_aSeatWhoseChoiceIsNotAwaitedIsRefused() {
        Stacked five = Stacked.deal(Rules.incanGold(), 3, Card.treasure(5));
        GameState chosen = Game.choose(five.state, 0, Choice.TORCH).get().state();
        Recording bot = new Recording();
        assertEquals(
                "no choice of seat 0 is awaited: seat 0 has already chosen for this card",
                assertThrows(IllegalArgumentException.class, () -> bot.choose(Views.view(chosen, 0), 0L))
                        .getMessage());
        // every seat chose: the choices are revealed next, and nobody is asked
        GameState all = Game.choose(Game.choose(chosen, 1, Choice.TORCH).get().state(), 2, Choice.CAMP)
                .get()
                .state();
        assertTrue(
                assertThrows(IllegalArgumentException.class, () -> bot.choose(Views.view(all, 1), 0L))
                        .getMessage()
                        .startsWith("no choice of seat 1 is awaited: cannot choose now: the game is in phase "),
                "phase");
        assertEquals(List.of(), bot.situations);
    }

    @Test
    void r1_aSituationCountsTheSeatsWithoutItsView() {
        Situation five = Situation.of(
                Stacked.deal(Rules.incanGold(), 5, Card.treasure(5)).view(3));
        assertEquals(5, five.seats());
        // a situation of its own that only knows its view answers from it
        Situation wrapped = new Situation() {
            @Override
            public io.github.incangold.rules.Rules rules() {
                return five.rules();
            }

            @Override
            public int seat() {
                return five.seat();
            }

            @Override
            public int round() {
                return five.round();
            }

            @Override
            public int seatsInTemple() {
                return five.seatsInTemple();
            }

            @Override
            public int gemsAtRisk() {
                return five.gemsAtRisk();
            }

            @Override
            public int pathGems() {
                return five.pathGems();
            }

            @Override
            public int artifactsOnPath() {
                return five.artifactsOnPath();
            }

            @Override
            public int cardsLeft() {
                return five.cardsLeft();
            }

            @Override
            public int bustCardsLeft() {
                return five.bustCardsLeft();
            }

            @Override
            public long treasureShares(int stayers) {
                return five.treasureShares(stayers);
            }

            @Override
            public io.github.incangold.view.PlayerView view() {
                return five.view();
            }
        };
        assertEquals(5, wrapped.seats());
    }
}
