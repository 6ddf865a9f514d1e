package io.github.incangold.benchmarks;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.Simulator;
import io.vavr.collection.List;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The simulator of the variants module on 1 and 2 threads, in games per second: each operation
 * is a whole simulation of {@value #GAMES} games (with a new master seed each time), reported per
 * game, so the score includes the threads' start and the merge of their statistics. The lineups:
 * four threshold bots (the reference workload), a mixed table (threshold, risk-aware,
 * random, artifact hunter) and the yardstick's bots that read the standings, the path's hazards
 * and the record of choices (catching up, hazard counter, habit timer, artifact hunter).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class SimulatorBenchmark {
    static final int GAMES = 16_384;

    /** Threads playing games. */
    @Param({"1", "2"})
    public int threads;

    /** The lineup, as {@code ./simulate --bots} reads it. */
    @Param({
        "threshold:8,threshold:8,threshold:8,threshold:8",
        "threshold:8,risk,random:0.3,artifacts",
        "catchup:8,hazards:2,habits:8,artifacts"
    })
    public String lineup;

    private List<Strategy> strategies;
    private long seed;

    /** Parses the lineup. */
    @Setup
    public void setUp() {
        strategies = List.of(lineup.split(",")).map(bot -> Strategies.parse(bot).get());
        seed = 1;
    }

    /**
     * A simulation of {@value #GAMES} games of Incan Gold.
     *
     * @return its statistics
     */
    @Benchmark
    @OperationsPerInvocation(GAMES)
    public SimulationResult simulate() {
        Simulation simulation =
                Simulation.of(Rules.incanGold(), strategies, GAMES, seed++).get();
        return Simulator.run(simulation, threads, done -> {});
    }
}
