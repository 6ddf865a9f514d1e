package io.github.incangold.strategies;

import static io.github.incangold.model.Choice.CAMP;
import static io.github.incangold.model.Choice.TORCH;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.SeatView;
import io.github.incangold.view.Views;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The search bot: sensible where the answer is plain, reproducible, and blind to secrets (R21). */
class SearchTest {
    private static final Card FIRE = Card.hazard(HazardType.FIRE);
    private static final Card MUMMY = Card.hazard(HazardType.MUMMY);
    private static final Card SNAKES = Card.hazard(HazardType.SNAKES);
    private static final Card SPIDERS = Card.hazard(HazardType.SPIDERS);
    private static final Card ROCKFALL = Card.hazard(HazardType.ROCKFALL);

    @Test
    void campsWithMuchAtRiskWhenHalfTheDeckEndsTheRound() {
        // 3 seats, 17 15 14 then one hazard of each type: 14 at risk, 4 on the path (haul 15);
        // 31 - 8 = 23 cards left, 10 of them second hazards (R14)
        Stacked stacked = Stacked.deal(
                Rules.incanGold(),
                3,
                Card.treasure(17),
                Card.treasure(15),
                Card.treasure(14),
                FIRE,
                MUMMY,
                SNAKES,
                SPIDERS,
                ROCKFALL);
        Situation situation = stacked.situation(0);
        assertEquals(23, situation.cardsLeft());
        assertEquals(10, situation.bustCardsLeft());
        assertEquals(CAMP, Strategies.search(100).choose(situation, 1L));
    }

    @Test
    void carriesOnWithNothingToLoseAndNothingToTake() {
        // a hazard first: nothing at risk, nothing on the path, so camping brings nothing home
        Stacked stacked = Stacked.deal(Rules.incanGold(), 4, FIRE);
        assertEquals(TORCH, Strategies.search(60).choose(stacked.view(2), 5L));
    }

    @Test
    void takesALoneArtifactBeforeTheRoundIsLikelyToEnd() {
        // 3 seats, one hazard of each type, then the round's artifact: 25 cards left, 10 end the
        // round. Camping now takes the artifact alone (R12: no model of the others leaves with
        // nothing at risk), worth 5 (R13). Carrying on keeps it only if the next card is not a
        // second hazard (15 in 25), and the next card brings at most a few gems more.
        Stacked stacked = Stacked.deal(Rules.incanGold(), 3, FIRE, MUMMY, SNAKES, SPIDERS, ROCKFALL, Card.artifact(1));
        assertEquals(10, stacked.situation(1).bustCardsLeft());
        assertEquals(25, stacked.situation(1).cardsLeft());
        assertEquals(CAMP, Strategies.search(200).choose(stacked.view(1), 9L));
    }

    @Test
    void theSameViewAndSeedGiveTheSameChoice() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 4, Card.treasure(9), FIRE, Card.treasure(5), SNAKES);
        Strategy search = Strategies.search(40);
        for (long seed = 0; seed < 6; seed++) {
            assertEquals(search.choose(stacked.view(3), seed), search.choose(stacked.view(3), seed));
        }
    }

    @Test
    void statesThatLookAlikeGetTheSameChoice() {
        // Two games with different shuffles, stacked to the same path: their remaining decks are
        // in different orders but the seat's view is the same, and so is every bot's choice.
        Card[] path = {Card.treasure(13), FIRE, Card.treasure(4), MUMMY};
        GameState one = Stacked.deal(Rules.incanGold(), 3, path).state;
        GameState other = Stacked.dealWithSeed(Rules.incanGold(), 3, 99L, path).state;
        assertTrue(!one.remainingDeck().equals(other.remainingDeck()), "the hidden decks differ");
        PlayerView view = Views.view(one, 1);
        assertEquals(view, Views.view(other, 1));
        for (Strategy strategy : List.of(Strategies.search(30), Strategies.riskAware(), Strategies.random(0.5))) {
            for (long seed = 0; seed < 4; seed++) {
                assertEquals(strategy.choose(Views.view(one, 1), seed), strategy.choose(Views.view(other, 1), seed));
            }
        }
    }

    @Test
    void outsideItsTurnItAnswersAsTheRiskAwareBot() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 3, Card.treasure(17), FIRE);
        GameState left = stacked.leave(0).state; // seat 0 is out of the temple
        // asked through a situation: the view's own overload refuses a seat not awaited (StrategyTest)
        Situation out = Situation.of(Views.view(left, 0));
        assertEquals(
                Strategies.riskAware().choose(out, 0L), Strategies.search(50).choose(out, 0L));
        GameState revealing = left;
        assertEquals(Phase.REVEAL, revealing.phase());
        Situation waiting = Situation.of(Views.view(revealing, 1));
        assertEquals(
                Strategies.riskAware().choose(waiting, 0L),
                Strategies.search(50).choose(waiting, 0L));
    }

    /** Four seats' scores as a public log might count them, which a filled-in game's tents do not hold. */
    private static final int[] COUNTED = {10, 0, 4, 7};

    /**
     * An imagined seat's score is the one counted at the root plus what it gains in the imagined
     * play: a 9 shared by four is 2 each with 1 left on the path (R10); seat 1 camps alone and
     * banks 2 + 1 (R11), so 0 + 3; the others still hold theirs at risk.
     */
    @Test
    void anImaginedSeatsScoreIsTheCountedOnePlusWhatItGained_R18() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 4, Card.treasure(9), FIRE);
        Determinization root = Determinization.of(stacked.view(2), 5L);
        GameState state = root.state;
        for (int seat : state.awaitedSeats()) {
            state = Game.choose(state, seat, seat == 1 ? Choice.CAMP : Choice.TORCH)
                    .get()
                    .state();
        }
        state = Game.leave(state).get().state();
        Situation imagined = new Search.Imagined(root, Search.scoreOffsets(COUNTED, root.state)).at(state, 2);
        assertEquals(
                io.vavr.collection.List.of(10, 3, 4, 7),
                io.vavr.collection.List.range(0, 4)
                        .map(seat -> imagined.countedScore(seat).getAsInt()));
    }

    /**
     * A card the filled-in game reveals is found among the distinct cards left, under the preset
     * rules and a house rule alike; the one 9 of the deck is on the path, so none is left (R8).
     */
    @Test
    void aCardTheFilledInGameRevealsIsFoundAmongTheCardsLeft() {
        for (Rules rules : java.util.List.of(
                Rules.incanGold(), Rules.builder().bustTrigger(3).build())) {
            Determinization root = Determinization.of(
                    Stacked.deal(rules, 4, Card.treasure(9), FIRE).view(2), 5L);
            io.vavr.collection.List<Card> left = root.state.remainingDeck();
            assertEquals(29, left.size());
            for (Card card : left) {
                assertEquals(card, root.cards[root.entryOf(card)]);
            }
            assertThrows(IllegalArgumentException.class, () -> root.entryOf(Card.treasure(9)));
        }
    }

    /**
     * The figures the search's policies decide from in its imagined games are those of the seat's
     * view of the imagined state: it draws the cards, but counts them as a player would. Checked
     * after every card of 30 imagined rounds, for a hazard busting on its first, second (R14) or
     * third card, for a copy of the counts taken at every card, and for that copy again once
     * the original has drawn the next card.
     */
    @Test
    void theSearchCountsOnlyWhatTheSeatCouldCount() {
        java.util.Map<Rules, Card[]> openings = new java.util.LinkedHashMap<>();
        openings.put(Rules.incanGold(), new Card[] {Card.treasure(9), FIRE, Card.artifact(1)});
        openings.put(Rules.builder().bustTrigger(1).build(), new Card[] {Card.treasure(9), Card.artifact(1)});
        openings.put(Rules.builder().bustTrigger(3).build(), new Card[] {Card.treasure(9), FIRE, FIRE});
        int checked = 0;
        int busts = 0;
        for (java.util.Map.Entry<Rules, Card[]> opening : openings.entrySet()) {
            Stacked stacked = Stacked.deal(opening.getKey(), 4, opening.getValue());
            Determinization root = Determinization.of(stacked.view(2), 5L);
            for (long seed = 0; seed < 10; seed++) {
                Search.Imagined imagined = new Search.Imagined(root, Search.scoreOffsets(COUNTED, root.state));
                Search.Draw draw = new Search.Draw(seed);
                GameState state = root.state;
                Search.Imagined copy = null;
                GameState copied = null;
                while (state.phase() == Phase.CHOOSE) {
                    for (int seat : state.awaitedSeats()) {
                        state = Game.choose(state, seat, Choice.TORCH).get().state();
                    }
                    state = Game.leave(state).get().state();
                    state = Game.reveal(state, root.cards[imagined.drawCard(draw)])
                            .get()
                            .state();
                    if (copy != null) {
                        // a copy taken before the card was drawn counts as it did then
                        Situation counted = copy.at(copied, 2);
                        Situation viewed = Situation.of(Views.view(copied, 2));
                        assertEquals(viewed.cardsLeft(), counted.cardsLeft());
                        assertEquals(viewed.bustCardsLeft(), counted.bustCardsLeft());
                        assertEquals(viewed.hazardsOnPath(), counted.hazardsOnPath(), "R14");
                        assertEquals(viewed.treasureShares(2), counted.treasureShares(2));
                    }
                    if (state.phase() == Phase.BUST) {
                        Situation counted = imagined.at(state, 2);
                        Situation viewed = Situation.of(Views.view(state, 2));
                        assertEquals(viewed.cardsLeft(), counted.cardsLeft());
                        assertEquals(viewed.bustCardsLeft(), counted.bustCardsLeft());
                        assertEquals(viewed.hazardsOnPath(), counted.hazardsOnPath(), "R14");
                        busts++;
                    }
                    if (state.phase() != Phase.CHOOSE) {
                        break;
                    }
                    copy = new Search.Imagined(imagined);
                    copied = state;
                    for (int seat = 0; seat < 8; seat++) {
                        Situation counted = (seat < 4 ? imagined : copy).at(state, seat % 4);
                        Situation viewed = Situation.of(Views.view(state, seat % 4));
                        assertEquals(viewed.seat(), counted.seat());
                        assertEquals(viewed.round(), counted.round());
                        assertEquals(viewed.rules(), counted.rules());
                        assertEquals(viewed.seatsInTemple(), counted.seatsInTemple());
                        assertEquals(viewed.gemsAtRisk(), counted.gemsAtRisk());
                        assertEquals(viewed.pathGems(), counted.pathGems());
                        assertEquals(viewed.haul(), counted.haul(), "R11: what a lone leaver takes");
                        assertEquals(viewed.artifactsOnPath(), counted.artifactsOnPath());
                        assertEquals(viewed.cardsLeft(), counted.cardsLeft());
                        assertEquals(viewed.bustCardsLeft(), counted.bustCardsLeft());
                        assertEquals(viewed.hazardsOnPath(), counted.hazardsOnPath(), "R14");
                        for (int stayers = 1; stayers <= 4; stayers++) {
                            assertEquals(viewed.treasureShares(stayers), counted.treasureShares(stayers));
                        }
                        assertEquals(Views.view(state, seat % 4), counted.view());
                        // nobody camped: the scores are as counted at the root (R18)
                        assertEquals(4, counted.seats());
                        assertEquals(
                                COUNTED[seat % 4],
                                counted.countedScore(seat % 4).getAsInt());
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 300 && busts > 10, "situations compared: " + checked + ", after a bust: " + busts);
        Search.Imagined imagined = new Search.Imagined(
                Determinization.of(
                        Stacked.deal(Rules.incanGold(), 3, Card.treasure(9)).view(0), 1L),
                new int[3]);
        assertThrows(IllegalArgumentException.class, () -> imagined.treasureShares(0));
    }

    @Test
    void aNodeTriesCampThenTorchThenWeighsWithUcb1() {
        Search.Node node = new Search.Node();
        assertTrue(node.hasUntried());
        assertEquals(1, node.select(10)); // camp first
        node.update(1, 1);
        assertTrue(node.hasUntried());
        assertEquals(0, node.select(10)); // then torch
        node.update(0, 3);
        node.update(0, 3);
        node.update(0, 3);
        assertTrue(!node.hasUntried());
        // torch: mean 3 of 3 visits, camp: mean 1 of 1, scale 10, ln 4 = 1.386:
        // torch 0.3 + 0.7 sqrt(1.386 / 3) = 0.776 < camp 0.1 + 0.7 sqrt(1.386) = 0.924
        assertEquals(1, node.select(10));
        // and with rewards ten times smaller than the scale assumed, exploration dominates alike
        Search.Node sure = new Search.Node();
        sure.update(1, 0);
        sure.update(1, 0);
        for (int visit = 0; visit < 10; visit++) {
            sure.update(0, 5);
        }
        // torch: 0.5 + 0.7 sqrt(ln 12 / 10) = 0.849 > camp: 0 + 0.7 sqrt(ln 12 / 2) = 0.780
        assertEquals(0, sure.select(10));
        // camp: 0.9 + 0.780 > torch 0.849 once camping pays 9 a visit
        Search.Node paying = new Search.Node();
        paying.update(1, 9);
        paying.update(1, 9);
        for (int visit = 0; visit < 10; visit++) {
            paying.update(0, 5);
        }
        assertEquals(1, paying.select(10));
    }

    @Test
    void theAnswerIsTheMostVisitedDecision() {
        Search.Node node = new Search.Node();
        node.update(0, 1);
        node.update(1, 50);
        node.update(1, 50);
        assertEquals(1, node.mostVisited());
        Search.Node tied = new Search.Node();
        tied.update(0, 4);
        tied.update(1, 5);
        assertEquals(1, tied.mostVisited()); // equal visits: the better total
        Search.Node even = new Search.Node();
        even.update(0, 5);
        even.update(1, 5);
        assertEquals(0, even.mostVisited()); // all equal: carry on
        Search.Node torch = new Search.Node();
        torch.update(0, 0);
        torch.update(0, 0);
        torch.update(1, 7);
        assertEquals(0, torch.mostVisited());
    }

    @Test
    void aNodeKeepsOneChildPerObservation() {
        Search.Node node = new Search.Node();
        Search.Node first = node.child(Search.observation(0b101, 7));
        assertTrue(first != null);
        assertTrue(first == node.child(Search.observation(0b101, 7)));
        assertTrue(first != node.child(Search.observation(0b101, 8)));
        assertTrue(first != node.child(Search.observation(0b100, 7)));
        assertTrue(node.child(Search.observation(-1, 0)) != node.child(Search.observation(0x7FFF_FFFF, 0)));
    }

    @Test
    void theSearchDrawsFromASplitMix64Stream() {
        Search.Draw draw = new Search.Draw(0L);
        assertEquals(0xE220A8397B1DCDAFL, draw.next());
        assertEquals(0x6E789E6AA1B965F4L, draw.next());
        Search.Draw bounded = new Search.Draw(9L);
        int[] seen = new int[3];
        for (int index = 0; index < 3000; index++) {
            seen[bounded.below(3)]++;
        }
        // each of 0, 1, 2 about 1000 times (binomial sd 25.8)
        for (int count : seen) {
            assertTrue(Math.abs(count - 1000) < 120, "count " + count);
        }
        Stacked stacked = Stacked.deal(Rules.incanGold(), 4, Card.treasure(9));
        assertEquals(0b1111, Search.inTempleMask(stacked.state));
        assertEquals(0b1110, Search.inTempleMask(stacked.leave(0).state));
    }

    @Test
    void describesItselfAndParses() {
        assertEquals("mcts:200", Strategies.search(200).describe());
        assertEquals("mcts:200", Strategies.search(200).toString());
        assertEquals(Strategies.search(200), Strategies.parse("MCTS:200").get());
        assertEquals(
                "'mcts:0': '0' is not a number of iterations (a whole number from 1 to 1000000)",
                Strategies.parse("mcts:0").getLeft());
        assertEquals(
                "'mcts:1000001': '1000001' is not a number of iterations (a whole number from 1 to 1000000)",
                Strategies.parse("mcts:1000001").getLeft());
        assertEquals(
                "'mcts' needs a number of iterations (1 to 1000000) after a colon, e.g. mcts:200",
                Strategies.parse("mcts").getLeft());
        assertEquals(
                "a search needs 1 to 1000000 iterations, got 0",
                assertThrows(IllegalArgumentException.class, () -> Strategies.search(0))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Strategies.search(1_000_001));
        assertEquals(
                Strategies.search(1_000_000), Strategies.parse("mcts:1000000").get());
    }

    @Test
    void r14_countsWhatABustLetsTheSeatKeep() {
        // One seat alone keeps every gem of a treasure, so nothing lies on the path; losing nothing
        // on a bust, carrying on can only add gems.
        Rules alone = Rules.builder()
                .minPlayers(1)
                .bustPenalty(BustPenalty.LOSE_NOTHING)
                .build();
        Card[] cards = {Card.treasure(17), Card.treasure(15), Card.treasure(14), FIRE, MUMMY, SNAKES};
        for (long seed = 1; seed <= 5; seed++) {
            assertEquals(
                    TORCH,
                    Strategies.search(400).choose(Stacked.deal(alone, 1, cards).situation(0), seed),
                    "seed " + seed);
        }
    }

    @Test
    void oneIterationComparesNothingAndAnswersAsTheRiskAwareBot() {
        assertEquals(Strategies.search(1), Strategies.parse("mcts:1").get());
        // a first fire: camping brings nothing home; the risk-aware bot carries on
        Stacked fire = Stacked.deal(Rules.incanGold(), 3, FIRE);
        assertEquals(TORCH, Strategies.search(1).choose(fire.view(0), 2L));
        // RICH and one hazard of each type (see the first test): the risk-aware bot camps
        Stacked rich = Stacked.deal(
                Rules.incanGold(),
                3,
                Card.treasure(17),
                Card.treasure(15),
                Card.treasure(14),
                FIRE,
                MUMMY,
                SNAKES,
                SPIDERS,
                ROCKFALL);
        assertEquals(CAMP, Strategies.search(1).choose(rich.view(0), 2L));
    }

    static Stream<Rules> rules() {
        Rules tiny = Rules.builder()
                .treasureValues(List.of(2, 3, 5))
                .hazards(LinkedHashMap.of(HazardType.FIRE, 2))
                .artifactCount(2)
                .rounds(4)
                .openingHazardAutoReveal(true)
                .build();
        Rules generous = Rules.builder()
                .removeBustingHazard(false)
                .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .artifactValuation(ArtifactValuation.PRINTED)
                .openTents(true)
                .build();
        return Stream.of(Rules.incanGold(), Rules.diamant(), tiny, generous);
    }

    /** Every situation of random games, under several rules: the search fills in a legal state. */
    @ParameterizedTest
    @MethodSource("rules")
    void searchesFromEverySituationOfRandomGames(Rules rules) {
        int searched = 0;
        for (long seed = 0; seed < Long.getLong("incangold.playouts", 3); seed++) {
            for (GameState state : Playouts.states(rules, 3 + (int) seed % 3, seed)) {
                for (int seat : state.awaitedSeats()) {
                    PlayerView view = Views.view(state, seat);
                    Determinization filled = Determinization.of(view, seed);
                    PlayerView seen = Views.view(filled.state, seat);
                    assertEquals(view.path(), seen.path());
                    assertEquals(view.pathGems(), seen.pathGems());
                    assertEquals(view.remainingDeck(), seen.remainingDeck());
                    assertEquals(view.removedCards(), seen.removedCards());
                    assertEquals(view.artifactsOnPath(), seen.artifactsOnPath());
                    assertEquals(view.hazardsSeen(), seen.hazardsSeen());
                    assertEquals(
                            view.seats().map(SeatView::gemsAtRisk), seen.seats().map(SeatView::gemsAtRisk));
                    assertEquals(
                            view.seats().map(SeatView::artifacts), seen.seats().map(SeatView::artifacts));
                    assertEquals(
                            view.seats().map(SeatView::inTemple), seen.seats().map(SeatView::inTemple));
                    assertEquals(state.seatsInTemple(), filled.state.awaitedSeats(), "nobody has chosen");
                    Choice choice = Strategies.search(4).choose(view, seed);
                    assertTrue(Game.choose(state, seat, choice).isRight());
                    searched++;
                }
            }
        }
        assertTrue(searched > 0);
    }
}
