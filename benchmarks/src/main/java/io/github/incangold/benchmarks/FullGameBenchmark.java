package io.github.incangold.benchmarks;

import io.github.incangold.engine.GameState;
import io.github.incangold.rules.Rules;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Whole games, one per operation (so the score is games per second): the engine through its
 * public pure API, the simulator that plays through it, and the mutable baseline of the same
 * rules with the same bots, in the same run so that their ratios are fair. Each game has a new seed. One thread; JMH forks a JVM for each
 * seat count and bot, so the one bot a fork sees is inlined into the baseline's loop.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(1)
@Threads(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class FullGameBenchmark {
    /** The seat count. */
    @Param({"4", "8"})
    public int seats;

    /** Every seat's strategy. */
    @Param({"THRESHOLD", "RANDOM"})
    public Bot bot;

    private final Rules rules = Rules.incanGold();
    private List<String> names;
    private Bot.EngineStrategy engineBot;
    private Bot.BaselineStrategy baselineBot;
    private MutableBaseline baseline;
    private SplittableRandom random;
    private long seed;
    private Simulation simulation;
    private long simulatedGames;

    /** Games per call of {@link #simulator()}: enough that a call's set-up does not count. */
    static final int SIMULATED_GAMES = 1_024;

    /** Prepares the seats and the bots. */
    @Setup
    public void setUp() {
        simulation = Simulation.of(rules, List.fill(seats, bot.simulated()), Simulation.MAX_GAMES, 42L)
                .get();
        simulatedGames = 0;
        names = EngineGames.seatNames(seats);
        engineBot = bot.engine();
        baselineBot = bot.baseline();
        baseline = new MutableBaseline(seats);
        random = new SplittableRandom(42);
        seed = 1;
    }

    /**
     * A game through {@code Game.newGame}, {@code Game.advance} and {@code Game.choose}.
     *
     * @return the final state
     */
    @Benchmark
    public GameState engine() {
        return EngineGames.play(rules, names, seed++, engineBot, random);
    }

    /**
     * A game through {@code Game.newGame}, {@code Game.advance} and {@code Game.chooseEach}.
     *
     * @return the final state
     */
    @Benchmark
    public GameState engineBatched() {
        return EngineGames.playBatched(rules, names, seed++, engineBot, random);
    }

    /**
     * A game through {@code Game.newGame} and {@code Game.play}, one call per card: the
     * transition for code-driven play.
     *
     * @return the final state
     */
    @Benchmark
    public GameState enginePlay() {
        return EngineGames.playCodeDriven(rules, names, seed++, engineBot, random);
    }

    /**
     * A game played by the simulator ({@code SimulationTotals.play}, one thread), its statistics
     * counted: {@value #SIMULATED_GAMES} games per call, reported per game. The bots decide alike
     * from the simulator's situation ({@link Bot#simulated()}).
     *
     * @return the totals of the games
     */
    @Benchmark
    @OperationsPerInvocation(SIMULATED_GAMES)
    public SimulationTotals simulator() {
        long first = simulatedGames;
        simulatedGames += SIMULATED_GAMES;
        return SimulationTotals.play(simulation, first, first + SIMULATED_GAMES);
    }

    /**
     * A game of the mutable baseline.
     *
     * @return the sum of the scores
     */
    @Benchmark
    public int mutableBaseline() {
        return baseline.play(seed++, baselineBot, random);
    }
}
