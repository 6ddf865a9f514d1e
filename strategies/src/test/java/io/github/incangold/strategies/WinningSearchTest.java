package io.github.incangold.strategies;

import static io.github.incangold.model.Choice.CAMP;
import static io.github.incangold.model.Choice.TORCH;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import java.util.ArrayList;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The bot that plays to win: pure, blind to secrets (R21), and reading the scoreboard late in the game. */
class WinningSearchTest {
    private static final Card FIRE = Card.hazard(HazardType.FIRE);
    private static final Card MUMMY = Card.hazard(HazardType.MUMMY);
    private static final Card SNAKES = Card.hazard(HazardType.SNAKES);
    private static final Card SPIDERS = Card.hazard(HazardType.SPIDERS);
    private static final Card ROCKFALL = Card.hazard(HazardType.ROCKFALL);

    @Test
    void theSameSituationAndSeedGiveTheSameChoice() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 4, Card.treasure(9), FIRE, Card.treasure(5), SNAKES);
        Strategy win = Strategies.win(12);
        for (long seed = 0; seed < 8; seed++) {
            Choice choice = win.choose(stacked.view(3), seed);
            assertEquals(choice, win.choose(stacked.view(3), seed));
            assertEquals(choice, win.choose(stacked.situation(3), seed));
        }
    }

    @Test
    void decidesAlikeOnManyThreadsAtOnce() throws Exception {
        java.util.List<PlayerView> views = new ArrayList<>();
        for (GameState state : Playouts.states(Rules.incanGold(), 5, 11L)) {
            for (int seat : state.awaitedSeats()) {
                views.add(Views.view(state, seat));
            }
        }
        Strategy win = Strategies.win(6);
        java.util.List<Choice> alone = new ArrayList<>();
        for (int index = 0; index < views.size(); index++) {
            alone.add(win.choose(views.get(index), index));
        }
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            java.util.List<Future<java.util.List<Choice>>> together = new ArrayList<>();
            for (int worker = 0; worker < 4; worker++) {
                together.add(threads.submit(() -> {
                    java.util.List<Choice> choices = new ArrayList<>();
                    for (int index = 0; index < views.size(); index++) {
                        choices.add(win.choose(views.get(index), index));
                    }
                    return choices;
                }));
            }
            for (Future<java.util.List<Choice>> choices : together) {
                assertEquals(alone, choices.get());
            }
        } finally {
            threads.shutdownNow();
        }
        assertTrue(alone.contains(CAMP) && alone.contains(TORCH), "the game asks both answers");
    }

    @Test
    void aHiddenDeckOrderChangesNothing() {
        Card[] path = {Card.treasure(13), FIRE, Card.treasure(4), MUMMY};
        GameState one = Stacked.deal(Rules.incanGold(), 3, path).state;
        GameState other = Stacked.dealWithSeed(Rules.incanGold(), 3, 99L, path).state;
        assertNotEquals(one.remainingDeck(), other.remainingDeck(), "the hidden decks differ");
        for (long seed = 0; seed < 6; seed++) {
            assertEquals(
                    Strategies.win(10).choose(Views.view(one, 1), seed),
                    Strategies.win(10).choose(Views.view(other, 1), seed));
        }
    }

    @Test
    void closedTentsOfOtherSeatsChangeNothing() {
        // round 5 of a game in which seat 0 holds 20: the others' tents differ from one state to
        // the other, and so would the answer if the bot could look inside them
        GameState lastRound = lastRound(Rules.incanGold(), 3, Card.treasure(7), FIRE, Card.treasure(5), SPIDERS);
        GameState behind = withTents(lastRound, 20, 40, 2);
        GameState ahead = withTents(lastRound, 20, 2, 3);
        assertEquals(Views.view(behind, 0), Views.view(ahead, 0), "the seat sees the same");
        assertEquals(OptionalInt.empty(), Situation.of(Views.view(behind, 0)).countedScore(1));
        assertEquals(OptionalInt.of(20), Situation.of(Views.view(behind, 0)).countedScore(0));
        for (long seed = 0; seed < 6; seed++) {
            assertEquals(
                    Strategies.win(10).choose(Views.view(behind, 0), seed),
                    Strategies.win(10).choose(Views.view(ahead, 0), seed));
        }
    }

    @Test
    void banksAWinInTheLastRound() {
        // Open tents, round 5: 15 gems shared by 3 (5 each), then one hazard of each type. Seats 1
        // and 2 go home with 28 + 5 and 26 + 5; seat 0 holds 30 and, after a 1 alone, carries 6. Camping wins
        // the game for sure; one more card risks a bust (10 of the cards end the round). The
        // risk-aware bot carries on: its share of the next card weighs more than the bust.
        Rules open = Rules.builder().openTents(true).build();
        GameState state = lastRound(open, 3, Card.treasure(15), FIRE, MUMMY, SNAKES, SPIDERS, ROCKFALL);
        state = Game.reveal(leave(withTents(state, 30, 28, 26), 1, 2), Card.treasure(1))
                .get()
                .state();
        assertEquals(6, state.gemsAtRisk(0));
        assertEquals(33, state.score(1));
        Situation alone = Situation.of(Views.view(state, 0));
        assertEquals(1, alone.seatsInTemple());
        assertEquals(10, alone.bustCardsLeft());
        assertEquals(TORCH, Strategies.riskAware().choose(alone, 0L));
        for (long seed = 0; seed < 4; seed++) {
            assertEquals(CAMP, Strategies.win(20).choose(alone, seed));
        }
    }

    @Test
    void pressesOnWhenOnlyMoreGemsCanWinTheLastRound() {
        // Open tents, round 5: 17 and 15 gems shared by 3 (10 each, 2 on the path), then one
        // hazard of each type. Seat 1 goes home with 40 + 11, seat 2 with 10 + 11; seat 0 holds 30
        // and, after a 1 alone, carries 11. Camping ends second for sure; only carrying on can win,
        // although the risk-aware bot camps with 10 of the cards ending the round.
        Rules open = Rules.builder().openTents(true).build();
        GameState state =
                lastRound(open, 3, Card.treasure(17), Card.treasure(15), FIRE, MUMMY, SNAKES, SPIDERS, ROCKFALL);
        state = Game.reveal(leave(withTents(state, 30, 40, 10), 1, 2), Card.treasure(1))
                .get()
                .state();
        assertEquals(51, state.score(1));
        Situation alone = Situation.of(Views.view(state, 0));
        assertEquals(11, alone.haul());
        assertEquals(CAMP, Strategies.riskAware().choose(alone, 0L));
        for (long seed = 0; seed < 4; seed++) {
            assertEquals(TORCH, Strategies.win(20).choose(alone, seed));
        }
    }

    @Test
    void theWinChanceWeighsEveryOtherSeat() {
        assertEquals(0.5, WinningSearch.normalBelow(0.0), 1e-7);
        assertEquals(0.975, WinningSearch.normalBelow(1.959964), 1e-6);
        assertEquals(0.025, WinningSearch.normalBelow(-1.959964), 1e-6);
        assertEquals(0.0, WinningSearch.normalBelow(-9), 0.0);
        assertEquals(1.0, WinningSearch.normalBelow(9), 0.0);
        assertEquals(1.0, WinningSearch.normalBelow(Math.nextDown(8.0)), 1e-12); // the table's last step
        assertEquals(0.0, WinningSearch.normalBelow(Math.nextUp(-8.0)), 1e-12);
        for (double z = -8; z <= 8; z += 0.001) { // the table against the formula it was read from
            assertEquals(WinningSearch.normalBelowByFormula(z), WinningSearch.normalBelow(z), 5e-7);
        }
        GameState three = Stacked.deal(Rules.incanGold(), 3, Card.treasure(9)).state;
        GameState eight = Stacked.deal(Rules.incanGold(), 8, Card.treasure(9)).state;
        // level seats: by symmetry each wins with 1/3 (1/8), and ends ahead of half the others (to
        // the table of normalBelow's error, a few millionths over seven seats)
        assertEquals(
                1.0 / 3 + WinningSearch.PLACING_WEIGHT * 0.5,
                WinningSearch.winChance(three, three, 0, new int[] {20, 20, 20}, 100.0),
                1e-5);
        assertEquals(
                1.0 / 8 + WinningSearch.PLACING_WEIGHT * 0.5,
                WinningSearch.winChance(eight, eight, 3, new int[] {5, 5, 5, 5, 5, 5, 5, 5}, 30.0),
                1e-5);
        // 10 ahead of one seat and level with the other, sd 10 for a difference (each seat's own
        // gains sd 10/√2): it ends ahead of (0.841 + 0.5) / 2 of the others, and wins when, for its
        // own gains z (in one seat's sd), the first ends below it (Φ(√2 + z)) and the second too
        // (Φ(z)): the mean over z, here by the trapezoid rule on a fine grid
        double wins = 0;
        double step = 0.001;
        for (double z = -12; z <= 12; z += step) {
            double density = Math.exp(-z * z / 2) / Math.sqrt(2 * Math.PI);
            wins += density * WinningSearch.normalBelow(Math.sqrt(2) + z) * WinningSearch.normalBelow(z) * step;
        }
        // the two chances share its own gains, so together they are more than 0.841 × 0.5 = 0.42:
        // the normal pair of correlation 1/2 below (1, 0) has 0.46874
        assertEquals(0.46874, wins, 1e-5);
        assertEquals(
                wins + WinningSearch.PLACING_WEIGHT * (0.8413447 + 0.5) / 2,
                WinningSearch.winChance(three, three, 0, new int[] {20, 10, 20}, 100.0),
                1e-5);
        // a seat 30 behind with one round's spread to come is all but out
        assertEquals(0.0, WinningSearch.winChance(three, three, 1, new int[] {40, 10, 40}, 0.25), 1e-12);
    }

    @Test
    void outsideItsTurnItAnswersAsTheRiskAwareBot() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 3, Card.treasure(17), FIRE);
        PlayerView left = Views.view(stacked.leave(0).state, 0);
        // asked through a situation: the view's own overload refuses a seat that has left (StrategyTest)
        Situation out = Situation.of(left);
        assertEquals(Strategies.riskAware().choose(out, 0L), Strategies.win(5).choose(out, 0L));
        assertThrows(IllegalArgumentException.class, () -> Strategies.win(5).choose(left, 0L));
    }

    @Test
    void decidesEverySituationOfRandomGamesUnderSeveralRules() {
        int decided = 0;
        for (Rules rules : SearchTest.rules().toList()) {
            for (GameState state : Playouts.states(rules, 4, 5L)) {
                for (int seat : state.awaitedSeats()) {
                    Choice choice = Strategies.win(2).choose(Views.view(state, seat), seat);
                    assertTrue(Game.choose(state, seat, choice).isRight());
                    decided++;
                }
            }
        }
        assertTrue(decided > 0);
    }

    /**
     * A decision of {@code win:10} first imagines 3 rounds, then 1 more at a time until camping and
     * the best plan are told apart, and at most 20; with nothing at risk and nothing on the path it
     * carries on without imagining any.
     */
    @Test
    void aDecisionImaginesRoundsUntilCampingAndTheBestPlanAreToldApart() {
        assertEquals(6, WinningSearch.firstLook(20));
        assertEquals(3, WinningSearch.step(20));
        assertEquals(3, WinningSearch.firstLook(10));
        assertEquals(1, WinningSearch.step(10));
        assertEquals(1, WinningSearch.firstLook(1));
        assertEquals(1, WinningSearch.step(1));
        for (int seats : new int[] {3, 6}) {
            int clearAtOnce = 0;
            int toldApartLater = 0;
            int atTheMost = 0;
            int nothingToTake = 0;
            for (GameState state : Playouts.states(Rules.incanGold(), seats, 21L)) {
                for (int seat : state.awaitedSeats()) {
                    PlayerView view = Views.view(state, seat);
                    Situation situation = Situation.of(view);
                    long seed = 31L * state.path().size() + seat;
                    Choice answer = Strategies.win(10).choose(situation, seed);
                    if (situation.gemsAtRisk() == 0 && situation.pathGems() == 0 && situation.artifactsOnPath() == 0) {
                        nothingToTake++;
                        assertEquals(Choice.TORCH, answer);
                        continue;
                    }
                    WinningSearch.Weighing weighing = new WinningSearch.Weighing(situation, view, seed).playTo(3);
                    int played = 3;
                    while (played < 20 && !weighing.isToldApart()) {
                        weighing.playTo(++played);
                    }
                    assertEquals(weighing.answer(situation, seed), answer);
                    if (played == 3) {
                        clearAtOnce++;
                    } else if (played == 20 && !weighing.isToldApart()) {
                        atTheMost++;
                    } else {
                        toldApartLater++;
                    }
                }
            }
            String counts = seats + " seats: " + clearAtOnce + " clear at once, " + toldApartLater
                    + " told apart later, " + atTheMost + " still in doubt at 20, " + nothingToTake
                    + " with nothing to take";
            assertTrue(clearAtOnce > 0 && toldApartLater > 0 && atTheMost > 0, counts);
        }
    }

    @Test
    void withNothingAtRiskAndNothingOnThePathItCarriesOn() {
        // an opening hazard (R15 off: the first card is revealed and the seats choose with it)
        Stacked opening = Stacked.deal(Rules.incanGold(), 4, FIRE);
        Situation situation = opening.situation(2);
        assertEquals(0, situation.gemsAtRisk());
        assertEquals(0, situation.pathGems());
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(Choice.TORCH, Strategies.win(20).choose(situation, seed));
        }
    }

    /** The plans that carry on a fixed number of choices camp at the first choice past them. */
    @Test
    void aPlanThatCarriesOnSomeChoicesCampsAtTheChoiceAfterThem() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 4, Card.treasure(9), FIRE);
        Situation situation = stacked.situation(0);
        java.util.Map<WinningSearch.Plan, String> camps = new java.util.LinkedHashMap<>();
        camps.put(WinningSearch.Plan.ONE_MORE, "TCCC");
        camps.put(WinningSearch.Plan.TWO_MORE, "TTCC");
        camps.put(WinningSearch.Plan.THREE_MORE, "TTTC");
        camps.forEach((plan, expected) -> {
            StringBuilder chosen = new StringBuilder();
            for (int choice = 0; choice < 4; choice++) {
                chosen.append(WinningSearch.mine(plan, choice, situation, stacked.state) == Choice.CAMP ? 'C' : 'T');
            }
            assertEquals(expected, chosen.toString(), plan::toString);
        });
        assertEquals(Choice.CAMP, WinningSearch.mine(null, 0, situation, stacked.state)); // camping now
    }

    @Test
    void withoutANumberItImaginesTheSamplesOfItsTable() {
        assertEquals(36, WinningSearch.defaultSamples(3)); // 108 / 3
        assertEquals(27, WinningSearch.defaultSamples(4));
        assertEquals(21, WinningSearch.defaultSamples(5)); // 21.6, rounded down
        assertEquals(18, WinningSearch.defaultSamples(6));
        assertEquals(18, WinningSearch.defaultSamples(8)); // 13.5, raised to the fewest
        assertEquals(36, WinningSearch.defaultSamples(2)); // 54, lowered to the most
        for (int seats = 3; seats <= 8; seats++) {
            assertEquals(Strategies.win(WinningSearch.defaultSamples(seats)), WinningSearch.ByTable.at(seats));
            Situation situation = Stacked.deal(Rules.incanGold(), seats, Card.treasure(9), FIRE, Card.treasure(5))
                    .situation(0);
            for (long seed = 0; seed < 5; seed++) {
                assertEquals(
                        Strategies.win(WinningSearch.defaultSamples(seats)).choose(situation, seed),
                        Strategies.win().choose(situation, seed));
            }
        }
    }

    @Test
    void describesItselfAndParses() {
        assertEquals("win:30", Strategies.win(30).describe());
        assertEquals("win:30", Strategies.win(30).toString());
        assertEquals(Strategies.win(), Strategies.parse("win").get());
        assertEquals("win", Strategies.win().describe());
        assertEquals("win", Strategies.win().toString());
        assertEquals(Strategies.win(12), Strategies.parse(" WIN:12 ").get());
        assertEquals(
                "'win:0': '0' is not a number of samples (a whole number from 1 to 100000)",
                Strategies.parse("win:0").getLeft());
        assertEquals(
                "'win:' needs a number of samples (1 to 100000) after a colon, e.g. win:20",
                Strategies.parse("win:").getLeft());
        assertEquals(
                "a winning search needs 1 to 100000 samples, got 100001",
                assertThrows(IllegalArgumentException.class, () -> Strategies.win(100_001))
                        .getMessage());
        assertTrue(Strategies.parse("wine").getLeft().contains("win or win:N"));
    }

    /** A game played to the start of its last round by seats that camp at once, then stacked. */
    private static GameState lastRound(Rules rules, int seats, Card... cards) {
        // everyone camps at the first card of rounds 1 to 4
        GameState state = Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), 8L)
                .get()
                .state();
        while (true) {
            state = Game.advanceUntilReveal(state).state();
            if (state.round() == rules.rounds()) {
                break;
            }
            GameState revealed = Game.reveal(state).get().state();
            state = leave(
                    revealed,
                    revealed.seatsInTemple()
                            .toJavaStream()
                            .mapToInt(Integer::intValue)
                            .toArray());
        }
        for (Card card : cards) {
            if (state.phase() == Phase.CHOOSE) {
                state = leave(state);
            }
            state = Game.reveal(state, card).get().state();
        }
        assertEquals(Phase.CHOOSE, state.phase());
        return state;
    }

    /** Every seat in the temple chooses, the leavers camp, and the choices are revealed. */
    private static GameState leave(GameState state, int... leavers) {
        List<Integer> leaving = List.ofAll(leavers);
        GameState current = Game.chooseEach(state, seat -> leaving.contains(seat) ? CAMP : TORCH)
                .get()
                .state();
        return Game.leave(current).get().state();
    }

    @Test
    void theOthersCarriedOnWithTheGemsBeforeTheLastShare_R10() {
        // 3 seats: a 7 gives 2 each (1 left on the path), everyone carries on, a 5 gives 1 each.
        Stacked twoCards = Stacked.deal(Rules.incanGold(), 3, Card.treasure(7), Card.treasure(5));
        assertEquals(3, twoCards.state.gemsAtRisk(0));
        assertEquals(2, carriedOnWith(twoCards.situation(0)));
        // a hazard adds nothing: they carried on with the 3 they hold
        assertEquals(3, carriedOnWith(twoCards.reveal(FIRE).situation(1)));
        // 4 seats: a 9 gives 2 each; seat 3 camps; a 7 is shared by the 3 left, 2 each
        Stacked oneLeft =
                Stacked.deal(Rules.incanGold(), 4, Card.treasure(9)).leave(3).reveal(Card.treasure(7));
        assertEquals(4, oneLeft.state.gemsAtRisk(0));
        assertEquals(2, carriedOnWith(oneLeft.situation(0)));
    }

    @Test
    void beforeTheRoundsFirstChoiceNobodyHasBeenSeenToCarryOn_R15() {
        Stacked first = Stacked.deal(Rules.incanGold(), 3, Card.treasure(9));
        assertEquals(-1, carriedOnWith(first.situation(0)));
        Rules autoReveal = Rules.builder().openingHazardAutoReveal(true).build();
        Stacked opening = Stacked.deal(autoReveal, 3, FIRE, Card.treasure(9));
        assertEquals(3, opening.state.gemsAtRisk(0));
        assertEquals(-1, carriedOnWith(opening.situation(0)));
        Stacked afterIt = opening.reveal(Card.treasure(4));
        assertEquals(4, afterIt.state.gemsAtRisk(0));
        assertEquals(3, carriedOnWith(afterIt.situation(0)));
        // without the auto-reveal, an opening hazard is followed by a choice like any card
        Stacked asked = Stacked.deal(Rules.incanGold(), 3, FIRE, Card.treasure(9));
        assertEquals(0, carriedOnWith(asked.situation(0)));
    }

    @Test
    void noOtherSeatIsGivenAThresholdItCarriedOnPast() {
        for (int odds : new int[] {1, WinningSearch.RISK_AWARE_ODDS}) {
            assertEquals(java.util.Set.of("risk", "threshold:3", "threshold:15"), modelsDrawn(-1, odds, 3, 15));
            assertEquals(java.util.Set.of("risk", "threshold:10", "threshold:15"), modelsDrawn(9, odds, 10, 15));
            assertEquals(java.util.Set.of("risk"), modelsDrawn(15, odds, 3, 15));
            assertEquals(java.util.Set.of("risk"), modelsDrawn(40, odds, 3, 15));
        }
    }

    @Test
    void anotherSeatIsRiskAwareSevenTimesInEightAtSmallTablesUntilItCarriesOnPastSomeThresholds() {
        // weights: risk-aware 7 x 13 = 91, each threshold of 3..15 still possible 1
        assertEquals(91.0 / 104, riskAwareShare(-1, 7), 0.01);
        assertEquals(91.0 / 104, riskAwareShare(2, 7), 0.01); // no threshold below 3 to rule out
        assertEquals(91.0 / 97, riskAwareShare(9, 7), 0.005); // thresholds 3 to 9 ruled out
        assertEquals(91.0 / 92, riskAwareShare(14, 7), 0.005);
        assertEquals(1.0, riskAwareShare(15, 7), 0.0);
        // even odds: 13 against 13, then 13 against the 6 thresholds above 9
        assertEquals(0.5, riskAwareShare(-1, 1), 0.01);
        assertEquals(13.0 / 19, riskAwareShare(9, 1), 0.01);
        assertEquals(1.0, riskAwareShare(40, 1), 0.0);
    }

    @Test
    void tablesOfSixSeatsOrMoreModelTheOthersAtTwoToOne() {
        assertEquals(7, WinningSearch.riskAwareOdds(3));
        assertEquals(7, WinningSearch.riskAwareOdds(5));
        assertEquals(2, WinningSearch.riskAwareOdds(6));
        assertEquals(2, WinningSearch.riskAwareOdds(8));
    }

    @Test
    void aDecisionModelsTheOthersByItsTablesSizeAndWhatTheyCarriedOnWith_R10() {
        // 4 seats, before the round's first choice: 7 to 1, so 91 in 104
        Stacked four = Stacked.deal(Rules.incanGold(), 4, Card.treasure(9));
        WinningSearch.Others fresh = othersSeenIn(four.situation(0));
        assertEquals(new WinningSearch.Unseen(-1, 7), fresh);
        assertEquals(91.0 / 104, riskAwareShare(draw -> fresh.draw(1, draw)), 0.01);
        // a 9 gives 2 each, everyone carries on, a 17 gives 4 each: they carried on with 2
        Stacked fourLater = four.reveal(Card.treasure(17));
        assertEquals(6, fourLater.state.gemsAtRisk(1));
        assertEquals(new WinningSearch.Unseen(2, 7), othersSeenIn(fourLater.situation(1)));
        // a 17, a 15, a 9 give 4 + 3 + 2 = 9 each, they carry on, an 11 gives 2 more: thresholds
        // 3 to 9 are ruled out
        Stacked nine = Stacked.deal(
                Rules.incanGold(), 4, Card.treasure(17), Card.treasure(15), Card.treasure(9), Card.treasure(11));
        assertEquals(11, nine.state.gemsAtRisk(2));
        WinningSearch.Others afterNine = othersSeenIn(nine.situation(2));
        assertEquals(new WinningSearch.Unseen(9, 7), afterNine);
        assertEquals(91.0 / 97, riskAwareShare(draw -> afterNine.draw(1, draw)), 0.005);
        // 8 seats: two to one, 26 against 13
        Stacked eight = Stacked.deal(Rules.incanGold(), 8, Card.treasure(9));
        WinningSearch.Others large = othersSeenIn(eight.situation(5));
        assertEquals(new WinningSearch.Unseen(-1, 2), large);
        assertEquals(2.0 / 3, riskAwareShare(draw -> large.draw(1, draw)), 0.01);
    }

    @Test
    void eachOtherSeatIsModelledFromTheChoicesItWasSeenToMake() {
        // Seat 1 carried on with a haul of 5 and of 7, then camped at 8, with no card left that
        // could end the round and nothing on the path: threshold 8 fits all three. Thresholds 3 to
        // 5 would have camped twice too early (2 misses), 6 and 7 once (1); every other rule (the
        // risk-aware bot, the artifact hunter, thresholds 9 to 15, the 5 loss-weighted leavers, the
        // 5 hazard counters, the 4 alone-aware leavers) would have carried on at 8 (1 miss). With
        // every score level, a leaver that catches up camps at its own number: 8 fits, 6, 10 and
        // 12 miss once, 4 twice. The fewest misses are 0, so the seat strays with f = (0 + 1/2) / (3 + 10) = 1/26: a
        // rule
        // with m misses has likelihood f^m (1 - f)^(3 - m). The random leaver camps at
        // (1 + 1) / (3 + 2) = 2/5: likelihood 2/5 x 3/5 x 3/5 = 0.144.
        // Priors at 4 seats (odds 7): risk-aware 91, the artifact hunter 13, each threshold 1, each
        // loss-weighted leaver, hazard counter and leaver that catches up 13/5, each alone-aware
        // leaver 13/4, random 13.
        TreeSet<Integer> seats = TreeSet.of(0, 1, 3);
        io.vavr.collection.Seq<SeenChoice> seen = io.vavr.collection.Vector.of(
                new SeenChoice(1, seats, TreeSet.empty(), 5, 5, 20, 0, 30, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(1, seats, TreeSet.empty(), 7, 7, 19, 0, 28, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(1, seats, TreeSet.of(1), 8, 8, 18, 0, 27, 0, List.fill(seats.last() + 1, 0)));
        WinningSearch.Learned learned = WinningSearch.Learned.from(Rules.incanGold(), seen, 4, 7);
        double f = 1.0 / 26;
        double oneMiss = f * (1 - f) * (1 - f);
        double twoMisses = f * f * (1 - f);
        double fits = (1 - f) * (1 - f) * (1 - f);
        double randomLeaver = 13 * 0.144;
        // one miss: risk-aware 91, hunter 13, thresholds 6, 7 and 9 to 15 (9), the families 3 x 13
        double catchingUp = 13 / 5.0 * (fits + 3 * oneMiss + twoMisses);
        double total = (91 + 13 + 9 + 39) * oneMiss + 3 * twoMisses + fits + randomLeaver + catchingUp;
        assertEquals(f, learned.flip(1), 1e-12);
        double[] chances = learned.chances(1);
        assertEquals(91 * oneMiss / total, chances[0], 1e-12);
        assertEquals(13 * oneMiss / total, chances[1], 1e-12);
        assertEquals(twoMisses / total, chances[2], 1e-12); // threshold 3
        assertEquals(oneMiss / total, chances[2 + 6 - 3], 1e-12);
        assertEquals(fits / total, chances[2 + 8 - 3], 1e-12);
        assertEquals(oneMiss / total, chances[2 + 15 - 3], 1e-12);
        assertEquals(randomLeaver / total, chances[WinningSearch.Learned.RANDOM_LEAVER], 1e-12);
        assertEquals(0.301, chances[0], 1e-3); // 3.236 / 10.76
        // seat 2 never chose: the priors, 91 / 182 risk-aware, 13 / 182 the hunter, and it strays
        // with (0 + 1/2) / (0 + 10)
        assertEquals(91.0 / 182, learned.chances(2)[0], 1e-12);
        assertEquals(13.0 / 182, learned.chances(2)[1], 1e-12);
        assertEquals(0.05, learned.flip(2), 1e-12);
        // draws follow the chances, each rule played with the seat's chance of straying
        assertEquals(chances[0], riskAwareShare(draw -> ruleOf(learned.draw(1, draw))), 0.01);
        assertEquals(chances[2 + 8 - 3], share(draw -> ruleOf(learned.draw(1, draw)), new Threshold(8)), 0.01);
        Strategy drawn = learned.draw(1, new Search.Draw(5L));
        if (drawn instanceof Leavers.Noisy noisy) {
            assertEquals(f, noisy.flip(), 1e-12);
        }
        long leavers = java.util.stream.IntStream.range(0, 20_000)
                .mapToObj(sample -> learned.draw(1, new Search.Draw(sample)))
                .filter(model -> model instanceof WinningSearch.RandomLeaver leaver && leaver.leave() == 0.4)
                .count();
        assertEquals(randomLeaver / total, leavers / 20_000.0, 0.01);
    }

    @Test
    void aSeatSeenToCampWithArtifactsOnThePathIsTakenForTheArtifactHunter_R12() {
        // 3 seats: seat 2 camps whenever an artifact lies on the path, though the next card is safe
        TreeSet<Integer> seats = TreeSet.of(0, 1, 2);
        io.vavr.collection.Seq<SeenChoice> seen = io.vavr.collection.Vector.of(
                new SeenChoice(1, seats, TreeSet.empty(), 2, 2, 25, 0, 40, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(1, seats, TreeSet.of(2), 2, 2, 24, 0, 40, 1, List.fill(seats.last() + 1, 0)),
                new SeenChoice(2, seats, TreeSet.empty(), 3, 3, 25, 0, 40, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(2, seats, TreeSet.of(2), 3, 3, 24, 0, 40, 1, List.fill(seats.last() + 1, 0)));
        double[] chances =
                WinningSearch.Learned.from(Rules.incanGold(), seen, 3, 7).chances(2);
        // The hunter fits all four (13 x (27/28)^4 = 11.2, straying with 1/2 / 14 = 1/28). Every
        // other rule misses at least both camps: risk-aware 91 x (1/28)^2 x (27/28)^2 = 0.108; an
        // alone-aware leaver would count the artifact at 5 gems x 24 cards x at most 15 / 100 =
        // 18 against 40 to gain, and carry on. The random leaver camps at 3/6: 13 / 16 = 0.81.
        int hunter = 1;
        for (int model = 0; model < chances.length; model++) {
            if (model != hunter) {
                assertTrue(chances[model] < chances[hunter] / 10, "model " + model + ": " + chances[model]);
            }
        }
    }

    @Test
    void aSeatThatWeighsTheNextCardIsTakenForAnExpectedValueLeaver_R14() {
        // Seat 0 carried on with 12 when no card could end the round, and camped with 4 when 6 of
        // the 20 cards left would have (6 x 4 = 24 to lose against 10 to gain). Both fit the
        // risk-aware bot, the artifact hunter, the loss-weighted leavers from 1/2 on (24 x 1 > 10
        // x 2), every hazard counter (6 in 20 is 30 in 100) and every alone-aware leaver (nothing
        // on the path): no miss. Thresholds 3 and 4 and 13 to 15 miss one choice, 5 to 12 both;
        // the loss-weighted leaver at 1/3 misses the camp (24 < 30). The seat strays with
        // f = (0 + 1/2) / (2 + 10) = 1/24. The random leaver camps at 2/4: 1/2 x 1/2. With every
        // score level, the leaver that catches up from 4 misses the carrying on, those from 6 to
        // 12 both choices.
        TreeSet<Integer> seats = TreeSet.of(0, 1, 2);
        io.vavr.collection.Seq<SeenChoice> seen = io.vavr.collection.Vector.of(
                new SeenChoice(1, seats, TreeSet.empty(), 12, 12, 20, 0, 30, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(2, seats, TreeSet.of(0), 4, 4, 20, 6, 10, 0, List.fill(seats.last() + 1, 0)));
        WinningSearch.Learned learned = WinningSearch.Learned.from(Rules.incanGold(), seen, 3, 7);
        double f = 1.0 / 24;
        double fits = (1 - f) * (1 - f);
        double oneMiss = f * (1 - f);
        double twoMisses = f * f;
        // fit: risk-aware 91, hunter 13, 4 loss-weighted 4 x 13/5, hazard counters 13, alone-aware 13
        double fitting = 91 + 13 + 4 * 13 / 5.0 + 13 + 13;
        // one miss: thresholds 3, 4, 13, 14, 15 and the loss-weighted leaver at 1/3
        double total = fitting * fits + (5 + 2 * 13 / 5.0) * oneMiss + (8 + 4 * 13 / 5.0) * twoMisses + 13 * 0.25;
        double[] chances = learned.chances(0);
        assertEquals(91 * fits / total, chances[0], 1e-12);
        assertEquals(13 * fits / total, chances[1], 1e-12);
        assertEquals(twoMisses / total, chances[2 + 9 - 3], 1e-12);
        assertEquals(13 * 0.25 / total, chances[WinningSearch.Learned.RANDOM_LEAVER], 1e-12);
    }

    @Test
    void aSeatThatLeavesEarlyToTakeThePathsGemsIsTakenForAnAloneAwareLeaver_R11() {
        // Seat 1 of 4, with 20 cards left, 2 of them ending the round, and 24 to gain: it carries
        // on with 8 gems at risk and an empty path (haul 8), and camps with 1 at risk when the
        // path holds 20 gems (haul 1 + 20 / 4 = 6; the record tells (6 - 1) x 4 = 20), in rounds 1
        // to 4. The alone-aware leavers weigh 2 x 8 = 16 < 24 at the first and carry on; at the
        // second 2 x 1 plus 20 gems x 20 cards x 3, 6, 10 or 15 / 100 = 12, 24, 40 or 60: 6, 10
        // and 15 camp (26, 42, 62 > 24), 3 carries on (14). So 6, 10 and 15 fit all four; 3
        // misses both camps, and so do the risk-aware bot (2 < 24) and the hunter. No threshold
        // fits: camping at 6 but not at 8 is no threshold. The loss-weighted leavers miss the camps
        // too, the hazard counters the camps (15 to 30: 2 in 20 is 10 in 100) or the stays (10),
        // and the leavers that catch up, level, are thresholds.
        TreeSet<Integer> seats = TreeSet.of(0, 1, 2, 3);
        io.vavr.collection.Seq<SeenChoice> seen = io.vavr.collection.Vector.of(
                new SeenChoice(1, seats, TreeSet.empty(), 8, 8, 20, 2, 24, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(2, seats, TreeSet.of(1), 1, 6, 20, 2, 24, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(3, seats, TreeSet.empty(), 8, 8, 20, 2, 24, 0, List.fill(seats.last() + 1, 0)),
                new SeenChoice(4, seats, TreeSet.of(1), 1, 6, 20, 2, 24, 0, List.fill(seats.last() + 1, 0)));
        double[] chances =
                WinningSearch.Learned.from(Rules.incanGold(), seen, 4, 7).chances(1);
        int firstAlone = List.of(WinningSearch.Learned.RULES).indexOf(new Leavers.AloneAware(3));
        assertEquals(new Leavers.AloneAware(6), WinningSearch.Learned.RULES[firstAlone + 1]);
        double fits = chances[firstAlone + 1];
        assertEquals(fits, chances[firstAlone + 2], 1e-12);
        assertEquals(fits, chances[firstAlone + 3], 1e-12);
        // each fitting rule 13/4 x (27/28)^4 = 2.81 (straying with 1/2 / 14); the random leaver,
        // camping at 3/6, 13 / 16 = 0.81; risk-aware 91 x (1/28)^2 x (27/28)^2 = 0.108
        for (int model = 0; model < chances.length; model++) {
            if (model < firstAlone + 1 || model > firstAlone + 3) {
                assertTrue(chances[model] < fits / 3, "model " + model + ": " + chances[model] + " against " + fits);
            }
        }
    }

    @Test
    void aSeatThatCampsLaterWhenBehindIsTakenForALeaverThatCatchesUp_R18() {
        // Seat 1 of 3, with no card left that could end the round and nothing on the path. Round 1,
        // level: it carries on with 7 and camps with 8. Round 4 of 5, 20 behind the leader's 30: it
        // carries on with 12 and camps with 16. The leaver that catches up from 8 fits all four:
        // 8 + 20 / (5 - 4 + 1) = 18, at most 16. Threshold 8 misses the stay at 12 (1 miss); 13 to
        // 15 the camp at 8 (1); 3 to 7 and 9 to 12 two choices; the leavers that catch up from 4,
        // 6, 10 and 12 two (their marks are 4 and 8, 6 and 12, 10 and 20, 12 and 24). The others
        // see nothing to lose and nothing to take alone, and miss both camps. The seat strays with
        // f = (0 + 1/2) / (4 + 10) = 1/28.
        TreeSet<Integer> seats = TreeSet.of(0, 1, 2);
        io.vavr.collection.Seq<SeenChoice> seen = io.vavr.collection.Vector.of(
                new SeenChoice(1, seats, TreeSet.empty(), 7, 7, 20, 0, 30, 0, List.of(0, 0, 0)),
                new SeenChoice(1, seats, TreeSet.of(1), 8, 8, 19, 0, 28, 0, List.of(0, 0, 0)),
                new SeenChoice(4, seats, TreeSet.empty(), 12, 12, 20, 0, 30, 0, List.of(30, 10, 20)),
                new SeenChoice(4, seats, TreeSet.of(1), 16, 16, 19, 0, 28, 0, List.of(30, 10, 20)));
        double[] chances =
                WinningSearch.Learned.from(Rules.incanGold(), seen, 3, 7).chances(1);
        List<Leavers.Rule> rules = List.of(WinningSearch.Learned.RULES);
        double catchingUp = chances[rules.indexOf(new CatchUp(8))];
        // against threshold 8: 13/5 x (1 - f)^4 over 1 x f (1 - f)^3, so 13/5 x 27
        assertEquals(13 / 5.0 * 27, catchingUp / chances[rules.indexOf(new Threshold(8))], 1e-9);
        // the random leaver camps at 3/6: 13 / 16 = 0.81, against 13/5 x (27/28)^4 = 2.25
        for (int model = 0; model < chances.length; model++) {
            if (model != rules.indexOf(new CatchUp(8))) {
                assertTrue(chances[model] < catchingUp / 2, "model " + model + ": " + chances[model]);
            }
        }
    }

    @Test
    void aRandomLeaverModelCampsAtTheSameChoicesInEveryPlanOfASample() {
        // the choice depends on the model's seed and the cards left only: not on the seat, the
        // decision's seed or what was revealed, so every plan of a sample meets the same choices
        Stacked first = Stacked.deal(Rules.incanGold(), 3, Card.treasure(5));
        Stacked other = Stacked.deal(Rules.incanGold(), 4, FIRE);
        Stacked second = first.reveal(Card.treasure(7));
        assertEquals(first.situation(1).cardsLeft(), other.situation(3).cardsLeft());
        for (long seed = 0; seed < 200; seed++) {
            WinningSearch.RandomLeaver leaver = new WinningSearch.RandomLeaver(0.5, seed);
            Choice choice = leaver.choose(first.situation(1), 1L);
            assertEquals(choice, leaver.choose(first.situation(2), 2L));
            assertEquals(choice, leaver.choose(other.situation(3), 3L));
        }
        int camps = 0;
        for (long seed = 0; seed < 2_000; seed++) {
            if (new WinningSearch.RandomLeaver(0.3, seed).choose(second.situation(0), 0L) == CAMP) {
                camps++;
            }
        }
        assertEquals(0.3, camps / 2_000.0, 0.035);
    }

    /**
     * The share of risk-aware models among 20,000 drawn at those odds for a seat that carried on
     * with that many gems.
     */
    private static int carriedOnWith(Situation situation) {
        return WinningSearch.gemsWhenLastCarryingOn(situation, situation.view());
    }

    private static WinningSearch.Others othersSeenIn(Situation situation) {
        return WinningSearch.Others.seenIn(situation, situation.view());
    }

    private static double riskAwareShare(int carriedOnWith, int odds) {
        return riskAwareShare(draw -> WinningSearch.opponent(draw, carriedOnWith, odds));
    }

    /** The rule a model plays, under the chance of straying from it. */
    private static Strategy ruleOf(Strategy model) {
        return model instanceof Leavers.Noisy noisy ? noisy.rule() : model;
    }

    /** The share of risk-aware models among 20,000 drawn by {@code model}. */
    private static double riskAwareShare(java.util.function.Function<Search.Draw, Strategy> model) {
        return share(model, RiskAware.INSTANCE);
    }

    /** The share of models equal to {@code wanted} among 20,000 drawn by {@code model}. */
    private static double share(java.util.function.Function<Search.Draw, Strategy> model, Strategy wanted) {
        Search.Draw draw = new Search.Draw(23L);
        int found = 0;
        int draws = 20_000;
        for (int sample = 0; sample < draws; sample++) {
            if (model.apply(draw).equals(wanted)) {
                found++;
            }
        }
        return (double) found / draws;
    }

    /**
     * The models drawn at those odds for a seat that carried on with {@code carriedOnWith} gems, as risk or the
     * two extreme thresholds; fails on a threshold outside [lowest, highest].
     */
    private static java.util.Set<String> modelsDrawn(int carriedOnWith, int odds, int lowest, int highest) {
        java.util.Set<String> seen = new java.util.TreeSet<>();
        Search.Draw draw = new Search.Draw(17L);
        for (int sample = 0; sample < 2_000; sample++) {
            Strategy model = WinningSearch.opponent(draw, carriedOnWith, odds);
            if (model instanceof Threshold threshold) {
                assertTrue(
                        threshold.gems() >= lowest && threshold.gems() <= highest,
                        model + " for a seat that carried on with " + carriedOnWith);
                if (threshold.gems() == lowest || threshold.gems() == highest) {
                    seen.add(model.describe());
                }
            } else {
                assertEquals(RiskAware.INSTANCE, model);
                seen.add(model.describe());
            }
        }
        return seen;
    }

    /** The same state with other gems in the tents (and as many more dealt). */
    private static GameState withTents(GameState state, int... tents) {
        StateSnapshot snapshot = StateSnapshot.of(state);
        int added = 0;
        for (int seat = 0; seat < tents.length; seat++) {
            added += tents[seat] - snapshot.tentGems().get(seat);
        }
        StateSnapshot changed = new StateSnapshot(
                snapshot.rules(),
                snapshot.seats(),
                snapshot.phase(),
                snapshot.round(),
                snapshot.startSeat(),
                snapshot.deck(),
                snapshot.revealed(),
                snapshot.pathGems(),
                snapshot.inTemple(),
                snapshot.pendingChoices(),
                snapshot.gemsAtRisk(),
                List.ofAll(java.util.Arrays.stream(tents).boxed()),
                snapshot.claims(),
                snapshot.removed(),
                snapshot.gemsDealt() + added,
                snapshot.gemsReturned(),
                snapshot.pathGemsByCard(),
                snapshot.randomState());
        return changed.restore().get();
    }
}
