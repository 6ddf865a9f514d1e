package io.github.incangold.benchmarks;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.SplittableRandom;
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
 * One transition per operation, applied to states sampled from real games (both bots) so that
 * every kind of card, leaver count and round end is represented. The states are cycled through
 * in order; a transition never changes the state it is given.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class TransitionBenchmark {
    private static final int SAMPLES = 1024;
    private static final int MASK = SAMPLES - 1;

    /** The seat count. */
    @Param({"4"})
    public int seats;

    private GameState[] toReveal;
    private GameState[] toChoose;
    private int[] choosingSeat;
    private Choice[] choice;
    private GameState[] toLeave;
    private GameState[] toBust;
    private GameState[] toEndRound;
    private GameState[] toAdvance;
    private int next;

    /** Plays games transition by transition, keeping states of every phase. */
    @Setup
    public void sample() {
        java.util.List<GameState> reveal = new ArrayList<>();
        java.util.List<GameState> choose = new ArrayList<>();
        java.util.List<Integer> chooseSeats = new ArrayList<>();
        java.util.List<Choice> choices = new ArrayList<>();
        java.util.List<GameState> leave = new ArrayList<>();
        java.util.List<GameState> bust = new ArrayList<>();
        java.util.List<GameState> endRound = new ArrayList<>();
        java.util.List<GameState> advance = new ArrayList<>();
        List<String> names = EngineGames.seatNames(seats);
        SplittableRandom random = new SplittableRandom(7);
        long seed = 1;
        while (bust.size() < SAMPLES || endRound.size() < SAMPLES) {
            Bot.EngineStrategy bot = Bot.values()[(int) (seed % 2)].engine();
            GameState state =
                    Game.newGame(Rules.incanGold(), names, seed++).get().state();
            while (!state.isOver()) {
                Phase phase = state.phase();
                if (phase != Phase.CHOOSE) {
                    advance.add(state);
                }
                switch (phase) {
                    case REVEAL:
                        reveal.add(state);
                        state = Game.reveal(state).get().state();
                        break;
                    case CHOOSE:
                        int seat = state.awaitedSeats().head();
                        Choice made = bot.choose(state, seat, random);
                        choose.add(state);
                        chooseSeats.add(seat);
                        choices.add(made);
                        state = Game.choose(state, seat, made).get().state();
                        break;
                    case LEAVE:
                        leave.add(state);
                        state = Game.leave(state).get().state();
                        break;
                    case BUST:
                        bust.add(state);
                        state = Game.bust(state).get().state();
                        break;
                    case ROUND_OVER:
                        endRound.add(state);
                        state = Game.endRound(state).get().state();
                        break;
                    default:
                        throw new IllegalStateException("unexpected phase " + phase);
                }
            }
        }
        toReveal = spread(reveal);
        toChoose = spread(choose);
        toLeave = spread(leave);
        toBust = spread(bust);
        toEndRound = spread(endRound);
        toAdvance = spread(advance);
        int step = choose.size() / SAMPLES;
        choosingSeat = new int[SAMPLES];
        choice = new Choice[SAMPLES];
        for (int i = 0; i < SAMPLES; i++) {
            choosingSeat[i] = chooseSeats.get(i * step);
            choice[i] = choices.get(i * step);
        }
    }

    /** SAMPLES states taken evenly from all those sampled. */
    private static GameState[] spread(java.util.List<GameState> states) {
        int step = states.size() / SAMPLES;
        GameState[] spread = new GameState[SAMPLES];
        for (int i = 0; i < SAMPLES; i++) {
            spread[i] = states.get(i * step);
        }
        return spread;
    }

    /** @return the next state after a card is revealed */
    @Benchmark
    public Either<Violation, Step> reveal() {
        return Game.reveal(toReveal[next++ & MASK]);
    }

    /** @return the next state after one seat's choice */
    @Benchmark
    public Either<Violation, Step> choose() {
        int i = next++ & MASK;
        return Game.choose(toChoose[i], choosingSeat[i], choice[i]);
    }

    /** @return the next state after the choices are revealed and leavers resolved */
    @Benchmark
    public Either<Violation, Step> leave() {
        return Game.leave(toLeave[next++ & MASK]);
    }

    /** @return the next state after a second hazard of a type */
    @Benchmark
    public Either<Violation, Step> bust() {
        return Game.bust(toBust[next++ & MASK]);
    }

    /** @return the next round's state (with its shuffle), or the final state */
    @Benchmark
    public Either<Violation, Step> endRound() {
        return Game.endRound(toEndRound[next++ & MASK]);
    }

    /** @return the state where choices are next awaited, from any state where advance is due */
    @Benchmark
    public Step advance() {
        return Game.advance(toAdvance[next++ & MASK]);
    }
}
