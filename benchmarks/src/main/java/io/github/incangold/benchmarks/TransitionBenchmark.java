package io.github.incangold.benchmarks;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
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
 * One transition per operation, applied to {@link SampledStates states sampled from real games}
 * and cycled through in order; a transition never changes the state it is given.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class TransitionBenchmark {
    /** The seat count. */
    @Param({"4"})
    public int seats;

    private SampledStates states;
    private int next;

    /** Plays games transition by transition, keeping states of every phase. */
    @Setup
    public void sample() {
        states = new SampledStates(seats);
    }

    /** {@return the next state after a card is revealed} */
    @Benchmark
    public Either<Violation, Step> reveal() {
        return Game.reveal(states.toReveal[next++ & SampledStates.MASK]);
    }

    /** {@return the next state after a card supplied from outside is revealed, as a companion app does} */
    @Benchmark
    public Either<Violation, Step> revealCard() {
        int i = next++ & SampledStates.MASK;
        return Game.reveal(states.toReveal[i], states.cardToReveal[i]);
    }

    /** {@return the next state after one seat's choice} */
    @Benchmark
    public Either<Violation, Step> choose() {
        int i = next++ & SampledStates.MASK;
        return Game.choose(states.toChoose[i], states.choosingSeat[i], states.choice[i]);
    }

    /** {@return the next state after the choices are revealed and leavers resolved} */
    @Benchmark
    public Either<Violation, Step> leave() {
        return Game.leave(states.toLeave[next++ & SampledStates.MASK]);
    }

    /** {@return the next state after a second hazard of a type} */
    @Benchmark
    public Either<Violation, Step> bust() {
        return Game.bust(states.toBust[next++ & SampledStates.MASK]);
    }

    /** {@return the next round's state (with its deck), or the final state} */
    @Benchmark
    public Either<Violation, Step> endRound() {
        return Game.endRound(states.toEndRound[next++ & SampledStates.MASK]);
    }

    /** {@return the state where choices are next awaited, from any state where advance is due} */
    @Benchmark
    public Step advance() {
        return Game.advance(states.toAdvance[next++ & SampledStates.MASK]);
    }

    /**
     * Code-driven play from a state where choices are awaited: every awaited seat carries on (or
     * camps, in the sample's own choice), then everything up to the next choice or round's end.
     *
     * @return the state where choices are next awaited, the round is over or the game is over
     */
    @Benchmark
    public Step play() {
        int i = next++ & SampledStates.MASK;
        Choice choice = states.choice[i];
        return Game.play(
                states.toChoose[i], choice == Choice.CAMP ? TransitionBenchmark::camp : TransitionBenchmark::torch);
    }

    private static Choice torch(int seat) {
        return Choice.TORCH;
    }

    private static Choice camp(int seat) {
        return Choice.CAMP;
    }
}
