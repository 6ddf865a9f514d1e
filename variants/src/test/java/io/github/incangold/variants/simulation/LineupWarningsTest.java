package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.simulation.SimulationResult.Warning;
import io.github.incangold.variants.simulation.SimulationResult.Warning.Kind;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** Pairs of lineup entries that play alike, and shared wins, as the simulator reports them. */
class LineupWarningsTest {
    private static final List<Strategy> OLD_DEFAULT = List.of(
            Strategies.threshold(8), Strategies.riskAware(), Strategies.random(0.3), Strategies.artifactHunter());
    private static final List<Strategy> DEFAULT =
            List.of(Strategies.threshold(6), Strategies.riskAware(), Strategies.threshold(12), Strategies.random(0.3));

    @Test
    void pairsAreCountedAsTheGamesTellThem() {
        // Two equal thresholds always leave together (R10); the others differ now and then.
        List<Strategy> lineup = List.of(
                Strategies.threshold(7), Strategies.riskAware(), Strategies.threshold(7), Strategies.threshold(11));
        int games = 60;
        SimulationResult result = Simulator.run(
                Simulation.of(Rules.incanGold(), lineup, games, 5L).get(), 2, done -> {});
        // The same games played with the engine and real views, seats rotated as documented:
        // seat s of game g is played by entry (s + g) mod 4.
        long[][] same = new long[4][4];
        long[][] ahead = new long[4][4];
        long[][] shared = new long[4][4];
        for (int game = 0; game < games; game++) {
            GameState state = Game.newGame(Rules.incanGold(), List.of("a", "b", "c", "d"), Seeds.derive(5L, game))
                    .get()
                    .state();
            int rotation = game % 4;
            while (!state.isOver()) {
                state = Game.advance(state).state();
                GameState deciding = state;
                for (int seat : deciding.awaitedSeats()) {
                    Choice choice = lineup.get((seat + rotation) % 4).choose(Views.view(deciding, seat), 0L);
                    state = Game.choose(state, seat, choice).get().state();
                }
            }
            Outcome outcome = state.outcome().get();
            for (int first = 0; first < 4; first++) {
                for (int second = first + 1; second < 4; second++) {
                    int firstSeat = (first - rotation + 4) % 4;
                    int secondSeat = (second - rotation + 4) % 4;
                    int firstPlace = outcome.standings()
                            .find(standing -> standing.seat() == firstSeat)
                            .get()
                            .place();
                    int secondPlace = outcome.standings()
                            .find(standing -> standing.seat() == secondSeat)
                            .get()
                            .place();
                    ahead[first][second] += firstPlace < secondPlace ? 1 : 0;
                    ahead[second][first] += secondPlace < firstPlace ? 1 : 0;
                    if (state.score(firstSeat) == state.score(secondSeat)) {
                        same[first][second]++;
                    }
                    if (outcome.sharedWin()
                            && outcome.winners().contains(firstSeat)
                            && outcome.winners().contains(secondSeat)) {
                        shared[first][second]++;
                    }
                }
            }
        }
        List<PairResult> expected = List.empty();
        for (int first = 0; first < 4; first++) {
            for (int second = first + 1; second < 4; second++) {
                expected = expected.append(new PairResult(
                        first,
                        second,
                        ahead[first][second],
                        ahead[second][first],
                        same[first][second],
                        shared[first][second]));
            }
        }
        assertEquals(expected, result.pairs());
        // The two threshold:7 entries (0 and 2) scored the same in every game; no other pair did.
        assertEquals(List.of(new PairResult(0, 2, ahead[0][2], ahead[2][0], games, shared[0][2])), result.alike());
        assertTrue(result.pairs().exists(pair -> pair.sameScore() < games && pair.sameScore() > 0));
        Warning alike = result.warnings().head();
        assertEquals(Kind.PLAY_ALIKE, alike.kind());
        assertTrue(
                alike.message()
                        .startsWith("threshold:7 #1 and threshold:7 #2 scored the same in every one of the 60 games"),
                alike.message());
    }

    @Test
    void inDiamantTheArtifactHunterIsTheRiskAwareBot() {
        // No artifact ever lies on the path (R20), so the hunter decides as risk does: the same
        // score in every game, every win of either shared with the other.
        SimulationResult diamant = Simulator.run(
                Simulation.of(Rules.diamant(), OLD_DEFAULT, 2_000, 1L).get());
        PairResult riskAndHunter = diamant.pairs()
                .find(pair -> pair.first() == 1 && pair.second() == 3)
                .get();
        assertEquals(List.of(riskAndHunter), diamant.alike());
        assertEquals(2_000, riskAndHunter.sameScore());
        assertEquals(0, diamant.strategies().get(1).outrightWins());
        assertEquals(0, diamant.strategies().get(3).outrightWins());
        assertEquals(diamant.strategies().get(1).sharedWins(), riskAndHunter.sharedWins());
        assertEquals(
                diamant.strategies().get(1).scores(),
                diamant.strategies().get(3).scores());
        assertTrue(
                diamant.sharedWins().mean() > SimulationResult.MANY_SHARED_WINS,
                diamant.sharedWins().toString());
        assertEquals(
                List.of(Kind.PLAY_ALIKE, Kind.MANY_SHARED_WINS),
                diamant.warnings().map(Warning::kind));
        Warning many = diamant.warnings().get(1);
        assertTrue(many.message().contains("more than 10%"), many.message());
        assertTrue(
                many.message()
                        .endsWith("Most of them between risk and artifacts ("
                                + String.format(java.util.Locale.ROOT, "%,d", riskAndHunter.sharedWins()) + " games)."),
                many.message());
        // In Incan Gold the hunter hunts: the same lineup plays four different games.
        SimulationResult incanGold = Simulator.run(
                Simulation.of(Rules.incanGold(), OLD_DEFAULT, 2_000, 1L).get());
        assertTrue(incanGold.alike().isEmpty());
        assertTrue(incanGold.warnings().isEmpty(), () -> incanGold.warnings().mkString("\n"));
    }

    @Test
    void theDefaultLineupDiffersInBothVariants() {
        for (Rules rules : List.of(Rules.incanGold(), Rules.diamant())) {
            SimulationResult result =
                    Simulator.run(Simulation.of(rules, DEFAULT, 2_000, 1L).get());
            assertTrue(result.warnings().isEmpty(), () -> result.warnings().mkString("\n"));
            assertTrue(result.sharedWins().mean() < SimulationResult.MANY_SHARED_WINS);
            // no pair of entries ends level in more than a tenth of the games
            result.pairs().forEach(pair -> assertTrue(pair.sameScore() < 200, pair.toString()));
        }
    }

    @Test
    void identicalBotsTieInEveryGame() {
        SimulationResult result =
                Simulator.run(Simulation.of(Rules.incanGold(), List.fill(3, Strategies.threshold(0)), 30, 2L)
                        .get());
        // Everyone leaves after the first card with the same share: three pairs alike, every win shared.
        assertEquals(3, result.alike().size());
        result.alike().forEach(pair -> assertEquals(30, pair.sharedWins()));
        assertEquals(
                List.of(Kind.PLAY_ALIKE, Kind.PLAY_ALIKE, Kind.PLAY_ALIKE, Kind.MANY_SHARED_WINS),
                result.warnings().map(Warning::kind));
        assertTrue(result.warnings().last().message().startsWith("100.0% of the games ended in a shared win"));
    }

    @Test
    void aPairIsTwoEntriesInOrder() {
        assertThrows(IllegalArgumentException.class, () -> new PairResult(2, 1, 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new PairResult(1, 1, 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new PairResult(0, 1, 0, 0, 3, 4));
        assertThrows(IllegalArgumentException.class, () -> new PairResult(0, 1, 0, 0, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> new PairResult(0, 1, -1, 0, 0, 0));
    }
}
