package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.vavr.collection.List;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SimulationTotalsTest {
    private static final Simulation SIMULATION = Simulation.of(
                    Rules.incanGold(),
                    List.of(
                            Strategies.threshold(8),
                            Strategies.riskAware(),
                            Strategies.random(0.3),
                            Strategies.artifactHunter()),
                    2_000,
                    11L)
            .get();

    @Test
    void blocksOfAnySizeAddUpToTheWholeRunDigitForDigit() {
        SimulationTotals whole = Simulator.totals(SIMULATION, 2, done -> {});
        assertEquals(2_000, whole.games());
        SimulationTotals byBlocks = SimulationTotals.empty(SIMULATION);
        for (long first = 0; first < 2_000; first += 333) {
            byBlocks = byBlocks.plus(SimulationTotals.play(SIMULATION, first, Math.min(2_000, first + 333)));
        }
        assertEquals(whole, byBlocks);
        // Added the other way round, too.
        SimulationTotals reversed =
                SimulationTotals.play(SIMULATION, 1_000, 2_000).plus(SimulationTotals.play(SIMULATION, 0, 1_000));
        assertEquals(whole, reversed);
        assertEquals(Simulator.run(SIMULATION, 1, done -> {}), byBlocks.result(SIMULATION));
    }

    @Test
    void aBlocksResultReportsTheBlocksGames() {
        SimulationResult block = SimulationTotals.play(SIMULATION, 500, 800).result(SIMULATION);
        assertEquals(300, block.games());
        assertEquals(300, block.cardsRevealed().n());
        assertMessage("no game", () -> SimulationTotals.empty(SIMULATION).result(SIMULATION));
    }

    @Test
    void theNumbersReadBackToEqualTotals() {
        SimulationTotals totals = SimulationTotals.play(SIMULATION, 0, 500);
        long[] longs = totals.toLongs();
        assertEquals(totals, SimulationTotals.fromLongs(SIMULATION, longs));
        assertEquals(
                totals.result(SIMULATION),
                SimulationTotals.fromLongs(SIMULATION, longs).result(SIMULATION));
        assertNotEquals(totals, SimulationTotals.play(SIMULATION, 0, 499));
    }

    @Test
    void damagedNumbersAreRefusedWithAReason() {
        long[] longs = SimulationTotals.play(SIMULATION, 0, 50).toLongs();
        assertMessage(
                "end too soon", () -> SimulationTotals.fromLongs(SIMULATION, Arrays.copyOf(longs, longs.length - 1)));
        assertMessage("too many", () -> SimulationTotals.fromLongs(SIMULATION, Arrays.copyOf(longs, longs.length + 1)));
        long[] negative = longs.clone();
        negative[3] = -1; // the games
        assertMessage("negative count", () -> SimulationTotals.fromLongs(SIMULATION, negative));
        long[] version = longs.clone();
        version[0] = 2;
        assertMessage("encoding", () -> SimulationTotals.fromLongs(SIMULATION, version));
        Simulation threeSeats = Simulation.of(
                        Rules.incanGold(),
                        List.of(Strategies.riskAware(), Strategies.riskAware(), Strategies.riskAware()),
                        10,
                        1L)
                .get();
        assertMessage("4 seats", () -> SimulationTotals.fromLongs(threeSeats, longs));
        assertMessage("cannot be added", () -> SimulationTotals.play(threeSeats, 0, 1)
                .plus(SimulationTotals.play(SIMULATION, 0, 1)));
        // totals past a simulation's games are refused, even counts read back near the largest long
        long[] most = longs.clone();
        most[3] = Simulation.MAX_GAMES;
        SimulationTotals full = SimulationTotals.fromLongs(SIMULATION, most);
        assertMessage("more than the 1,000,000,000 games", () -> full.plus(SimulationTotals.play(SIMULATION, 0, 1)));
        long[] huge = longs.clone();
        huge[3] = Long.MAX_VALUE;
        SimulationTotals wrapping = SimulationTotals.fromLongs(SIMULATION, huge);
        assertMessage(
                "more than the", () -> SimulationTotals.play(SIMULATION, 0, 1).plus(wrapping));
        assertMessage("not within", () -> SimulationTotals.play(SIMULATION, 10, 2_001));
        assertMessage("not within", () -> SimulationTotals.play(SIMULATION, 10, 9));
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, call);
        assertTrue(
                thrown.getMessage().contains(part),
                () -> "'" + thrown.getMessage() + "' should mention '" + part + "'");
    }
}
