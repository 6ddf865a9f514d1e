package io.github.incangold.benchmarks;

import io.github.incangold.engine.GameState;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.json.JsonProblem;
import io.github.incangold.odds.Odds;
import io.github.incangold.odds.Odds.CardChance;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a frontend or a server does per update: a seat's view of a state, the odds shown beside
 * it, and the JSON of the state (to store it) and of the view (to send it). The inputs are the
 * {@link SampledStates states sampled from real games} where a seat's choice is awaited, each
 * seen by that seat.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class FrontendBenchmark {
    /** The seat count. */
    @Param({"4"})
    public int seats;

    private GameState[] states;
    private int[] seat;
    private PlayerView[] views;
    private String[] stateJson;
    private String[] viewJson;
    private int next;

    /** Samples the states and prepares their views and JSON texts. */
    @Setup
    public void sample() {
        SampledStates sampled = new SampledStates(seats);
        states = sampled.toChoose;
        seat = sampled.choosingSeat;
        views = new PlayerView[SampledStates.SAMPLES];
        stateJson = new String[SampledStates.SAMPLES];
        viewJson = new String[SampledStates.SAMPLES];
        for (int i = 0; i < SampledStates.SAMPLES; i++) {
            views[i] = Views.view(states[i], seat[i]);
            stateJson[i] = IncanGoldJson.encode(states[i]);
            viewJson[i] = IncanGoldJson.encode(views[i]);
        }
    }

    /** {@return the awaited seat's view of the state} */
    @Benchmark
    public PlayerView view() {
        int i = next++ & SampledStates.MASK;
        return Views.view(states[i], seat[i]);
    }

    /** {@return a spectator's view of the state} */
    @Benchmark
    public PlayerView spectator() {
        return Views.spectator(states[next++ & SampledStates.MASK]);
    }

    /** {@return the chance that the next card busts the round, from a view} */
    @Benchmark
    public Fraction bustChance() {
        return Odds.bustChance(views[next++ & SampledStates.MASK]);
    }

    /** {@return the distribution of the next card, from a view} */
    @Benchmark
    public List<CardChance> nextCard() {
        return Odds.nextCard(views[next++ & SampledStates.MASK]);
    }

    /** {@return the gems the viewing seat expects to lose by staying for one more card} */
    @Benchmark
    public Fraction expectedLoss() {
        int i = next++ & SampledStates.MASK;
        return Odds.expectedLossIfStaying(views[i], seat[i]);
    }

    /** {@return the full state as JSON} */
    @Benchmark
    public String encodeState() {
        return IncanGoldJson.encode(states[next++ & SampledStates.MASK]);
    }

    /** {@return the full state read back from JSON} */
    @Benchmark
    public Either<JsonProblem, GameState> decodeState() {
        return IncanGoldJson.decodeState(stateJson[next++ & SampledStates.MASK]);
    }

    /** {@return the view as JSON} */
    @Benchmark
    public String encodeView() {
        return IncanGoldJson.encode(views[next++ & SampledStates.MASK]);
    }

    /** {@return the view read back from JSON} */
    @Benchmark
    public Either<JsonProblem, PlayerView> decodeView() {
        return IncanGoldJson.decodeView(viewJson[next++ & SampledStates.MASK]);
    }
}
