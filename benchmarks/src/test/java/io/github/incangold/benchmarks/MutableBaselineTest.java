package io.github.incangold.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.benchmarks.OutcomeStatistics.Moments;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The mutable baseline is only a yardstick, but a yardstick of the same rules: its games draw
 * their cards otherwise than the engine's, but over as many seeds they must produce the engine's
 * outcome statistics (score R18, busts R14, cards revealed, artifacts claimed R12). A baseline
 * that forgot a rule the statistics hardly feel (R13's later claims) is caught game by game, and
 * so is a bot whose choice of all seats at once is not its choice seat by seat.
 */
class MutableBaselineTest {
    private static final int GAMES = 10_000;
    /** Standard errors of the difference allowed before two means count as different. */
    private static final double TOLERANCE = 4.5;

    static Stream<Arguments> configurations() {
        return Stream.of(4, 8).flatMap(seats -> Stream.of(Bot.values()).map(bot -> Arguments.of(seats, bot)));
    }

    @ParameterizedTest(name = "{0} seats, {1} bots")
    @MethodSource("configurations")
    void baselineHasTheEnginesOutcomeStatistics(int seats, Bot bot) {
        OutcomeStatistics engine = OutcomeStatistics.ofEngine(seats, bot.engine(), 1, GAMES);
        OutcomeStatistics baseline = OutcomeStatistics.ofBaseline(seats, bot.baseline(), 1, GAMES);

        assertEquals(List.of(), differences(engine, baseline));
    }

    @ParameterizedTest(name = "{0} seats, {1} bots")
    @MethodSource("configurations")
    void aBotsChoiceOfAllSeatsAtOnceIsItsChoiceSeatBySeat(int seats, Bot bot) {
        // the same strategy without its own campers(): camps() for each seat in turn
        @SuppressWarnings("UnnecessaryMethodReference") // a new strategy, with the default campers()
        Bot.BaselineStrategy seatBySeat = bot.baseline()::camps;
        MutableBaseline atOnce = new MutableBaseline(seats);
        MutableBaseline oneByOne = new MutableBaseline(seats);
        for (long seed = 1; seed <= 1_000; seed++) {
            atOnce.play(seed, bot.baseline(), new SplittableRandom(seed));
            oneByOne.play(seed, seatBySeat, new SplittableRandom(seed));

            assertArrayEquals(oneByOne.scores(), atOnce.scores(), "seed " + seed);
            assertEquals(oneByOne.busts(), atOnce.busts(), "seed " + seed);
            assertEquals(oneByOne.cardsRevealed(), atOnce.cardsRevealed(), "seed " + seed);
            assertEquals(oneByOne.artifactsClaimed(), atOnce.artifactsClaimed(), "seed " + seed);
        }
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {4, 8})
    void artifactsAreWorthFiveFiveFiveTenTenByClaimOrder(int seats) {
        // R13 matters too seldom (a fourth claim in a game) for the means to notice a mistake
        int[] valueByClaim = {5, 5, 5, 10, 10};
        MutableBaseline baseline = new MutableBaseline(seats);
        int gamesWithAFourthClaim = 0;
        for (long seed = 1; seed <= GAMES; seed++) {
            baseline.play(seed, Bot.RANDOM.baseline(), new SplittableRandom(seed));

            int value = 0;
            for (int claim = 0; claim < baseline.artifactsClaimed(); claim++) {
                value += valueByClaim[claim];
            }
            assertEquals(value, baseline.artifactValue(), "seed " + seed);
            gamesWithAFourthClaim += baseline.artifactsClaimed() >= 4 ? 1 : 0;
        }
        assertTrue(gamesWithAFourthClaim > 0);
    }

    @Test
    void theComparisonNoticesASlightlyDifferentPlayer() {
        // a baseline bot camping at 9 gems instead of 10 must not pass for the engine's
        OutcomeStatistics engine = OutcomeStatistics.ofEngine(4, Bot.THRESHOLD.engine(), 1, GAMES);
        OutcomeStatistics baseline = OutcomeStatistics.ofBaseline(4, (atRisk, random) -> atRisk >= 9, 1, GAMES);

        assertFalse(differences(engine, baseline).isEmpty());
    }

    private static List<String> differences(OutcomeStatistics engine, OutcomeStatistics baseline) {
        List<String> differences = new ArrayList<>();
        compare("score", engine.score(), baseline.score(), differences);
        compare("busts", engine.busts(), baseline.busts(), differences);
        compare("cards revealed", engine.cards(), baseline.cards(), differences);
        compare("artifacts claimed", engine.artifacts(), baseline.artifacts(), differences);
        return differences;
    }

    private static void compare(String what, Moments engine, Moments baseline, List<String> differences) {
        double error = Math.hypot(engine.standardError(), baseline.standardError());
        if (Math.abs(engine.mean() - baseline.mean()) > TOLERANCE * error + 1e-9) {
            differences.add(what + ": engine " + engine + ", baseline " + baseline);
        }
    }
}
