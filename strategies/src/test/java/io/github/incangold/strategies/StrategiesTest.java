package io.github.incangold.strategies;

import static io.github.incangold.model.Choice.CAMP;
import static io.github.incangold.model.Choice.TORCH;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The built-in strategies, each on situations worked out by hand. */
class StrategiesTest {
    private static final Card FIRE = Card.hazard(HazardType.FIRE);

    /** 3 seats, a treasure 11: 3 each and 2 on the path (R10), so a haul of 3 + 2 / 3 = 3. */
    private static final Stacked ELEVEN = Stacked.deal(Rules.incanGold(), 3, Card.treasure(11));

    /**
     * 3 seats: 17 (5 each, 2 on the path), 15 (5 each), 14 (4 each, 2 more on the path): 14 at
     * risk and 4 on the path, a haul of 14 + 4 / 3 = 15, with 31 - 3 = 28 cards left.
     */
    private static final Stacked RICH =
            Stacked.deal(Rules.incanGold(), 3, Card.treasure(17), Card.treasure(15), Card.treasure(14));

    /** RICH, then a fire: 27 cards left, 2 of them fires that would end the round (R14). */
    private static final Stacked RICH_AND_FIRE = RICH.reveal(FIRE);

    @Test
    void thresholdCampsOnceTheHaulReachesIt() {
        assertEquals(3, ELEVEN.situation(0).haul());
        assertEquals(CAMP, Strategies.threshold(3).choose(ELEVEN.view(0), 0L));
        assertEquals(TORCH, Strategies.threshold(4).choose(ELEVEN.view(0), 0L));
        assertEquals(15, RICH.situation(2).haul());
        assertEquals(CAMP, Strategies.threshold(15).choose(RICH.view(2), 0L));
        assertEquals(TORCH, Strategies.threshold(16).choose(RICH.view(2), 0L));
    }

    @Test
    void thresholdZeroLeavesAtTheFirstChoice() {
        Stacked fire = Stacked.deal(Rules.incanGold(), 4, FIRE);
        assertEquals(0, fire.situation(1).haul());
        assertEquals(CAMP, Strategies.threshold(0).choose(fire.view(1), 0L));
    }

    @Test
    void thresholdCountsAnEqualShareOfThePathAmongTheSeatsStillIn() {
        // 4 seats, treasure 7: 1 each, 3 on the path. Seats 0 and 1 leave, taking 1 each from the
        // path (R11): 1 left on the path. Then treasure 9: 4 each for the 2 still in, 1 more on
        // the path. Seat 2 holds 1 + 4 = 5 at risk; the path holds 2, so its haul is 5 + 2 / 2 = 6.
        Stacked stacked =
                Stacked.deal(Rules.incanGold(), 4, Card.treasure(7)).leave(0, 1).reveal(Card.treasure(9));
        Situation seat2 = stacked.situation(2);
        assertEquals(2, seat2.seatsInTemple());
        assertEquals(5, seat2.gemsAtRisk());
        assertEquals(2, seat2.pathGems());
        assertEquals(6, seat2.haul());
        assertEquals(CAMP, Strategies.threshold(6).choose(seat2, 0L));
        assertEquals(TORCH, Strategies.threshold(7).choose(seat2, 0L));
    }

    @Test
    void riskAwareCarriesOnWhileNoCardCanEndTheRound() {
        Situation rich = RICH.situation(0);
        assertEquals(28, rich.cardsLeft());
        assertEquals(0, rich.bustCardsLeft());
        assertEquals(TORCH, Strategies.riskAware().choose(rich, 0L));
    }

    @Test
    void riskAwareCampsWhenTheExpectedLossExceedsTheExpectedGain() {
        Situation fire = RICH_AND_FIRE.situation(0);
        assertEquals(27, fire.cardsLeft());
        assertEquals(2, fire.bustCardsLeft());
        // treasures left: 1 2 3 4 5 5 7 7 9 11 11 13; thirds rounded down: 0 0 1 1 1 1 2 2 3 3 3 4
        assertEquals(21, fire.treasureShares(3));
        assertEquals(2.0 / 27, fire.bustChance(), 1e-15);
        assertEquals(21.0 / 27, fire.expectedShare(3), 1e-15);
        // expected loss 2/27 * 15 = 30/27 exceeds the expected gain 21/27
        assertEquals(CAMP, Strategies.riskAware().choose(fire, 0L));
    }

    @Test
    void riskAwareWeighsExactlyAndCarriesOnWhenLossEqualsGain() {
        // loss 3/20 * 7 = 21/20 against a gain of 21/20: carry on; with 20/20: camp
        assertEquals(TORCH, Strategies.riskAware().choose(new Figures(3, 6, 3, 0, 20, 3, 21), 0L));
        assertEquals(CAMP, Strategies.riskAware().choose(new Figures(3, 6, 3, 0, 20, 3, 20), 0L));
        // nothing at risk and nothing to win: nothing to lose either, so carry on
        assertEquals(TORCH, Strategies.riskAware().choose(new Figures(3, 0, 2, 0, 20, 9, 0), 0L));
    }

    @Test
    void r14_riskAwareWeighsWhatABustCostsUnderTheBustPenalty() {
        // 14 at risk (5 + 5 + 4), 4 on the path: a bust costs 15 under the rulebook, more than the
        // next card's expected share, so the risk bot camps; losing nothing, it carries on.
        Card[] rich = {Card.treasure(17), Card.treasure(15), Card.treasure(14), FIRE};
        assertEquals(
                CAMP,
                Strategies.riskAware()
                        .choose(Stacked.deal(Rules.incanGold(), 3, rich).situation(0), 1L));
        Rules gentle = Rules.builder().bustPenalty(BustPenalty.LOSE_NOTHING).build();
        assertEquals(
                TORCH,
                Strategies.riskAware().choose(Stacked.deal(gentle, 3, rich).situation(0), 1L));
    }

    @Test
    void aBotRefusesASpectatorsView() {
        Stacked stacked = Stacked.deal(Rules.incanGold(), 3, Card.treasure(5));
        assertThrows(IllegalArgumentException.class, () -> Strategies.threshold(3)
                .choose(Views.spectator(stacked.state), 0L));
    }

    @Test
    void artifactHunterCampsWithAnArtifactOnThePath() {
        Stacked artifact = Stacked.deal(Rules.incanGold(), 3, Card.artifact(1));
        assertEquals(1, artifact.situation(0).artifactsOnPath());
        assertEquals(0, artifact.situation(0).haul());
        assertEquals(CAMP, Strategies.artifactHunter().choose(artifact.view(0), 0L));
        assertEquals(TORCH, Strategies.riskAware().choose(artifact.view(0), 0L));
    }

    @Test
    void artifactHunterOtherwiseWeighsTheNextCard() {
        assertEquals(TORCH, Strategies.artifactHunter().choose(RICH.view(1), 0L));
        assertEquals(CAMP, Strategies.artifactHunter().choose(RICH_AND_FIRE.view(1), 0L));
        assertEquals(TORCH, Strategies.artifactHunter().choose(new Figures(3, 6, 3, 0, 20, 3, 21), 0L));
        assertEquals(CAMP, Strategies.artifactHunter().choose(new Figures(3, 0, 0, 2, 20, 0, 21), 0L));
    }

    @Test
    void randomAtZeroAndOneNeverAndAlwaysCamps() {
        Situation situation = ELEVEN.situation(0);
        for (long seed = -500; seed < 500; seed++) {
            assertEquals(TORCH, Strategies.random(0).choose(situation, seed));
            assertEquals(CAMP, Strategies.random(1).choose(situation, seed));
        }
    }

    @Test
    void randomCampsAtItsRateAndRepeatsItselfForASeed() {
        Strategy coin = Strategies.random(0.3);
        Situation situation = ELEVEN.situation(0);
        int camps = 0;
        for (long decision = 0; decision < 10_000; decision++) {
            long seed = Seeds.derive(77L, decision);
            Choice choice = coin.choose(situation, seed);
            assertEquals(choice, coin.choose(situation, seed));
            camps += choice == CAMP ? 1 : 0;
        }
        // binomial(10000, 0.3): mean 3000, standard deviation sqrt(2100) = 45.8; 4.5 of them = 206
        assertTrue(Math.abs(camps - 3000) < 206, "camps: " + camps);
    }

    @Test
    void describeAndParseAgree() {
        List<Strategy> all = List.of(
                Strategies.random(0.3),
                Strategies.random(0),
                Strategies.random(1),
                Strategies.threshold(0),
                Strategies.threshold(8),
                Strategies.riskAware(),
                Strategies.artifactHunter());
        assertEquals(
                List.of("random:0.3", "random:0.0", "random:1.0", "threshold:0", "threshold:8", "risk", "artifacts"),
                all.map(Strategy::describe));
        for (Strategy strategy : all) {
            assertEquals(strategy, Strategies.parse(strategy.describe()).get());
            assertEquals(strategy.describe(), strategy.toString());
        }
        // a threshold of any size reads back: scores reach 2^31 - 1 under large treasure values
        for (int gems : List.of(1_000_000_000, 1_234_567_890, Integer.MAX_VALUE)) {
            Strategy large = Strategies.threshold(gems);
            assertEquals(large, Strategies.parse(large.describe()).get());
        }
        assertEquals(Strategies.threshold(8), Strategies.parse("threshold:0008").get());
        assertEquals(
                Strategies.threshold(12), Strategies.parse(" Threshold:12 ").get());
        assertEquals(Strategies.random(0.25), Strategies.parse("RANDOM:.25").get());
        assertEquals("random:0.0", Strategies.random(-0.0).describe());
    }

    @Test
    void everyNameIsAStrategysAndNoOtherWordIs() {
        for (String name : Strategies.NAMES) {
            for (String description : new String[] {name, name.toUpperCase(Locale.ROOT), name + ":1"}) {
                Either<String, Strategy> parsed = Strategies.parse(description);
                assertTrue(
                        parsed.isRight() || !parsed.getLeft().contains("is not a strategy"),
                        description + ": " + parsed);
            }
        }
        for (String word : new String[] {"treshold", "randoms", "mcts2", "artifact", "winning", "r"}) {
            assertFalse(Strategies.NAMES.contains(word), word);
            assertTrue(Strategies.parse(word + ":1").getLeft().contains("is not a strategy"), word);
        }
        // The forms the parser names in its messages start with the same names, in the same order.
        java.util.regex.Matcher form =
                java.util.regex.Pattern.compile("(?:^|, )([a-z]+)").matcher(Strategies.FORMS);
        List<String> formNames = List.empty();
        while (form.find()) {
            formNames = formNames.append(form.group(1));
        }
        assertEquals(Strategies.NAMES, formNames);
    }

    /** A long description is shown cut short in the message, whatever is wrong with it. */
    @Test
    void aLongDescriptionIsCutShortInItsMessage() {
        String huge = "y".repeat(100_000);
        for (String description : new String[] {huge, "threshold:" + huge, "random:" + huge, "risk:" + huge}) {
            String message = Strategies.parse(description).getLeft();
            assertTrue(message.length() < 1_000, () -> message.length() + " characters");
            assertTrue(message.contains("\u2026"), message);
        }
    }

    @Test
    void parseNamesWhatIsWrong() {
        assertEquals(
                "'treshold:8' is not a strategy; did you mean 'threshold:8'? the strategies are " + Strategies.FORMS,
                Strategies.parse("treshold:8").getLeft());
        // a misspelt name is named with what was likely meant; a word of its own is not
        assertTrue(Strategies.parse("radom:0.3").getLeft().contains("did you mean 'random:0.3'?"));
        assertTrue(Strategies.parse("artifact").getLeft().contains("did you mean 'artifacts'?"));
        assertTrue(Strategies.parse("risc").getLeft().contains("did you mean 'risk'?"));
        assertTrue(Strategies.parse("Treshold:8").getLeft().contains("did you mean 'threshold:8'?"));
        for (String own : new String[] {"foo", "greedy", "mine:3", "x"}) {
            assertFalse(Strategies.parse(own).getLeft().contains("did you mean"), own);
        }
        assertEquals(
                "'threshold' needs a number of gems (0 or more) after a colon, e.g. threshold:8",
                Strategies.parse("threshold").getLeft());
        assertEquals(
                "'random:' needs a leave probability (0 to 1) after a colon, e.g. random:0.3",
                Strategies.parse("random:").getLeft());
        assertEquals(
                "'threshold:-1': '-1' is not a number of gems (a whole number, 0 or more)",
                Strategies.parse("threshold:-1").getLeft());
        assertEquals(
                "'threshold:2147483648': a threshold must be 0 to 2147483647 gems, got 2147483648",
                Strategies.parse("threshold:2147483648").getLeft());
        assertEquals(
                "'threshold:99999999999999999999': a threshold must be 0 to 2147483647 gems, got 99999999999999999999",
                Strategies.parse("threshold:99999999999999999999").getLeft());
        assertEquals(
                "'random:1.5': a leave probability must be from 0 to 1, got 1.5",
                Strategies.parse("random:1.5").getLeft());
        assertEquals(
                "'random:NaN': a leave probability must be from 0 to 1, got NaN",
                Strategies.parse("random:NaN").getLeft());
        assertEquals(
                "'random:half': 'half' is not a probability (a number from 0 to 1)",
                Strategies.parse("random:half").getLeft());
        assertEquals(
                "'risk:2' takes no parameter; write risk",
                Strategies.parse("risk:2").getLeft());
        assertEquals(
                "'artifacts:' takes no parameter; write artifacts",
                Strategies.parse("artifacts:").getLeft());
        assertEquals(
                "'' is not a strategy; the strategies are " + Strategies.FORMS,
                Strategies.parse("").getLeft());
    }

    @Test
    void factoriesRefuseParametersOutOfRange() {
        assertEquals(
                "a leave probability must be from 0 to 1, got 1.01",
                assertThrows(IllegalArgumentException.class, () -> Strategies.random(1.01))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Strategies.random(-0.01));
        assertThrows(IllegalArgumentException.class, () -> Strategies.random(Double.NaN));
        assertEquals(
                "a threshold must be 0 or more gems, got -1",
                assertThrows(IllegalArgumentException.class, () -> Strategies.threshold(-1))
                        .getMessage());
    }
}
