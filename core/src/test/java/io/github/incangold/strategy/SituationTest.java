package io.github.incangold.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.odds.Odds;
import io.github.incangold.record.Playouts;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import java.util.OptionalInt;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** R21: a situation holds the figures of the seat's view, and they agree with the odds. */
class SituationTest {

    static Stream<Long> seeds() {
        return LongStream.range(0, Long.getLong("incangold.playouts", 6)).boxed();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void figuresAgreeWithTheViewAndTheOdds(long seed) {
        Rules rules = seed % 2 == 0 ? Rules.incanGold() : Rules.diamant();
        int seats = 3 + (int) (seed % 6);
        int checked = 0;
        for (GameState state : Playouts.play(rules, seats, seed).states()) {
            if (state.phase() != Phase.CHOOSE) {
                continue;
            }
            for (int seat : state.awaitedSeats()) {
                PlayerView view = Views.view(state, seat);
                Situation situation = Situation.of(view);
                int inTemple = state.seatsInTemple().size();
                assertEquals(seat, situation.seat());
                assertEquals(state.round(), situation.round());
                assertEquals(rules, situation.rules());
                assertEquals(inTemple, situation.seatsInTemple());
                assertEquals(state.gemsAtRisk(seat), situation.gemsAtRisk());
                assertEquals(state.pathGems(), situation.pathGems());
                assertEquals(state.artifactsOnPath().size(), situation.artifactsOnPath());
                assertEquals(state.remainingDeckSize(), situation.cardsLeft());
                assertEquals(state.gemsAtRisk(seat) + state.pathGems() / inTemple, situation.haul());
                assertEquals(Odds.bustChance(view).doubleValue(), situation.bustChance());
                for (int stayers = 1; stayers <= inTemple; stayers++) {
                    assertEquals(
                            Odds.expectedShare(view, stayers).doubleValue(), situation.expectedShare(stayers), 1e-12);
                }
                assertEquals(view, situation.view());
                checked++;
            }
        }
        assertTrue(checked > 0);
    }

    @Test
    void aSpectatorHasNoSituation() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 3, Card.treasure(5));
        IllegalArgumentException refused =
                assertThrows(IllegalArgumentException.class, () -> Situation.of(Views.spectator(stacked.state)));
        assertEquals("a strategy decides for a seat, not from a spectator's view", refused.getMessage());
    }

    @Test
    void sharesNeedASeat() {
        Situation situation =
                Stacked.deal(Rules.incanGold(), 3, Card.treasure(5)).situation(0);
        assertEquals(
                "a share needs at least one seat in the temple, got 0",
                assertThrows(IllegalArgumentException.class, () -> situation.treasureShares(0))
                        .getMessage());
    }

    @Test
    void r11_theHaulFollowsTheLeftoverGemsRule() {
        // 4 seats: a 5 gives 1 each and leaves 1, a 7 gives 1 each and leaves 3; 2 at risk each.
        Card[] fiveAndSeven = {Card.treasure(5), Card.treasure(7)};
        Situation pooled = Stacked.deal(Rules.incanGold(), 4, fiveAndSeven).situation(0);
        assertEquals(2 + 4 / 4, pooled.haul()); // one pool of 4
        Situation byCard = Stacked.deal(
                        Rules.builder()
                                .leftoverGems(io.github.incangold.rules.LeftoverGems.CARD_BY_CARD)
                                .build(),
                        4,
                        fiveAndSeven)
                .situation(0);
        assertEquals(io.vavr.collection.List.of(1, 3), byCard.pathGemsByCard());
        assertEquals(2 + 0 + 0, byCard.haul()); // 1 / 4 and 3 / 4 round down to nothing
        Situation leftOnPath = Stacked.deal(
                        Rules.builder()
                                .leftoverGems(io.github.incangold.rules.LeftoverGems.LEFT_ON_PATH)
                                .build(),
                        4,
                        fiveAndSeven)
                .situation(0);
        assertEquals(2, leftOnPath.haul());
    }

    @Test
    void r14_theHazardsOnThePathAreCountedEveryOne() {
        Card fire = Card.hazard(HazardType.FIRE);
        Card snakes = Card.hazard(HazardType.SNAKES);
        // a 9, a fire, a 5 and snakes: two hazards of two types, and no bust yet
        Situation two = Stacked.deal(Rules.incanGold(), 3, Card.treasure(9), fire, Card.treasure(5), snakes)
                .situation(1);
        assertEquals(2, two.hazardsOnPath());
        assertEquals(2 + 2, two.bustCardsLeft()); // the two fires and two snakes left would end the round
        // with a bust at the third of a type, two fires are two hazards on the path, one type
        Situation sameType = Stacked.deal(Rules.builder().bustTrigger(3).build(), 3, Card.treasure(9), fire, fire)
                .situation(0);
        assertEquals(2, sameType.hazardsOnPath());
        assertEquals(1, sameType.bustCardsLeft()); // the last fire
        assertEquals(
                0,
                Stacked.deal(Rules.incanGold(), 3, Card.treasure(9))
                        .situation(0)
                        .hazardsOnPath());
    }

    @Test
    void r14_whatABustCostsFollowsTheBustPenalty() {
        // 3 seats: 3 each from a 9, then a fire: 2 fires among the 29 cards left.
        Card[] nineAndFire = {Card.treasure(9), Card.hazard(HazardType.FIRE)};
        for (BustPenalty penalty : BustPenalty.values()) {
            Rules rules = Rules.builder().bustPenalty(penalty).build();
            io.github.incangold.view.PlayerView view =
                    Stacked.deal(rules, 3, nineAndFire).situation(0).view();
            int lost = penalty == BustPenalty.LOSE_ALL ? 3 : penalty == BustPenalty.KEEP_HALF ? 2 : 0;
            assertEquals(
                    io.github.incangold.odds.Odds.Fraction.of(2L * lost, 29),
                    io.github.incangold.odds.Odds.expectedLossIfStaying(view, 0),
                    penalty.name());
        }
    }

    @Test
    void r21_aSituationCountsTheScoresItsViewShows() {
        // 3 seats, a treasure 11: 3 each and 2 on the path; seat 0 leaves with 3 + 2 = 5 (R11),
        // then a 4 gives the two still in 2 each.
        Card eleven = Card.treasure(11);
        Situation closed = Stacked.deal(Rules.incanGold(), 3, eleven)
                .leave(0)
                .reveal(Card.treasure(4))
                .situation(1);
        assertEquals(OptionalInt.of(0), closed.countedScore(1)); // its own tent, empty so far
        assertEquals(OptionalInt.empty(), closed.countedScore(0)); // a closed tent (R21)
        Situation open = Stacked.deal(Rules.builder().openTents(true).build(), 3, eleven)
                .leave(0)
                .reveal(Card.treasure(4))
                .situation(1);
        assertEquals(OptionalInt.of(5), open.countedScore(0));
        assertEquals(OptionalInt.of(0), open.countedScore(2));
        assertThrows(IndexOutOfBoundsException.class, () -> open.countedScore(3));
    }

    @Test
    void r11_aSituationThatGivesOnlyTheFiguresAsksItsViewForTheRest() {
        // What a simulator's own situation may do: supply the abstract figures, keep the defaults.
        Rules byCard = Rules.builder()
                .leftoverGems(io.github.incangold.rules.LeftoverGems.CARD_BY_CARD)
                .build();
        Situation viewed =
                Stacked.deal(byCard, 4, Card.treasure(5), Card.treasure(7)).situation(0);
        Situation figuresOnly = new Situation() {
            @Override
            public Rules rules() {
                return viewed.rules();
            }

            @Override
            public int seat() {
                return viewed.seat();
            }

            @Override
            public int round() {
                return viewed.round();
            }

            @Override
            public int seatsInTemple() {
                return viewed.seatsInTemple();
            }

            @Override
            public int gemsAtRisk() {
                return viewed.gemsAtRisk();
            }

            @Override
            public int pathGems() {
                return viewed.pathGems();
            }

            @Override
            public int artifactsOnPath() {
                return viewed.artifactsOnPath();
            }

            @Override
            public int cardsLeft() {
                return viewed.cardsLeft();
            }

            @Override
            public int bustCardsLeft() {
                return viewed.bustCardsLeft();
            }

            @Override
            public long treasureShares(int stayers) {
                return viewed.treasureShares(stayers);
            }

            @Override
            public PlayerView view() {
                return viewed.view();
            }
        };
        assertEquals(io.vavr.collection.List.of(1, 3), figuresOnly.pathGemsByCard());
        assertEquals(viewed.haul(), figuresOnly.haul());
        assertEquals(viewed.countedScore(0), figuresOnly.countedScore(0));
    }

    @Test
    void anEmptyDeckHasNoOdds() {
        Figures empty = new Figures(2, 4, 1, 0, 0, 0, 0);
        assertEquals(0.0, empty.bustChance());
        assertEquals(0.0, empty.expectedShare(2));
        assertEquals(4, empty.haul());
    }

    @Test
    void theSituationTellsItsFiguresButNoSecret() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 3, Card.treasure(11));
        assertEquals(
                "Situation[seat 1, round 1, 3 in the temple, 3 at risk, 2 on the path, 0 of 30 cards end the round]",
                stacked.situation(1).toString());
    }
}
