package io.github.incangold.benchmarks;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.PublicLog;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import java.util.ArrayList;
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
 * What one decision of a strategy costs, on 1,024 situations of awaited seats sampled from real
 * games of 4 seats (or {@code -p tableSeats=N}, 3 to 8 under the rulebook; risk-aware players):
 * {@code decide} from a ready {@link Situation} (what the
 * simulator hands its bots), {@code decideFromView} from a {@link PlayerView} (what a host with
 * views pays: the situation's figures are read from the view first), and {@code view} the cost
 * of building the view itself. {@code win}, the bot that plays to win at its default samples (36
 * at 3 seats to 18 from 6 up), is meant to decide in at most 0.3 ms on one core. The tree search costs more: measure it with
 * {@code -p strategy=mcts:200}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class StrategyBenchmark {
    private static final int SAMPLES = 1024;
    private static final int MASK = SAMPLES - 1;

    /** The strategy, as {@code Strategies.parse} reads it. */
    @Param({"threshold:8", "risk", "random:0.3", "artifacts", "win"})
    public String strategy;

    /** The seats at the table the situations are sampled from: as many as the rules seat (3 to 8). */
    @Param({"4"})
    public int tableSeats;

    private Strategy bot;
    private GameState[] states;
    private int[] seats;
    private PlayerView[] views;
    private Situation[] situations;
    private Situation[] recorded;
    private int next;

    /** Samples awaited seats from games played by risk-aware seats. */
    @Setup
    public void sample() {
        bot = Strategies.parse(strategy).get();
        java.util.List<GameState> sampledStates = new ArrayList<>();
        java.util.List<Integer> sampledSeats = new ArrayList<>();
        java.util.List<PublicLog> sampledLogs = new ArrayList<>();
        List<String> names = EngineGames.seatNames(tableSeats);
        Strategy player = Strategies.riskAware();
        long seed = 1;
        while (sampledStates.size() < SAMPLES) {
            GameState state =
                    Game.newGame(Rules.incanGold(), names, seed++).get().state();
            PublicLog log = PublicLog.of(state);
            while (!state.isOver() && sampledStates.size() < SAMPLES) {
                Step advanced = Game.advance(state);
                log = log.seen(state, advanced);
                state = advanced.state();
                GameState deciding = state;
                PublicLog seenBefore = log;
                for (int seat : deciding.awaitedSeats()) {
                    sampledStates.add(deciding);
                    sampledSeats.add(seat);
                    sampledLogs.add(seenBefore);
                }
                if (!deciding.awaitedSeats().isEmpty()) {
                    Step chosen = Game.play(deciding, seat -> player.choose(Views.view(deciding, seat), 0L));
                    log = log.seen(deciding, chosen);
                    state = chosen.state();
                }
            }
        }
        states = sampledStates.toArray(new GameState[0]);
        seats = sampledSeats.stream().mapToInt(Integer::intValue).toArray();
        views = new PlayerView[SAMPLES];
        situations = new Situation[SAMPLES];
        recorded = new Situation[SAMPLES];
        for (int index = 0; index < SAMPLES; index++) {
            views[index] = Views.view(states[index], seats[index]);
            situations[index] = Situation.of(views[index]);
            recorded[index] = Situation.of(views[index], sampledLogs.get(index));
        }
    }

    /**
     * A decision from a situation that also knows the game's record of choices and every seat's
     * counted score, as the simulator's do ({@link Situation#seenChoices()}), here from the game's
     * {@link PublicLog}: what {@code win} pays to model each other seat from its choices.
     *
     * @return the choice
     */
    @Benchmark
    public Choice decideWithRecord() {
        int index = next++ & MASK;
        return bot.choose(recorded[index], index);
    }

    /**
     * A decision from a ready situation.
     *
     * @return the choice
     */
    @Benchmark
    public Choice decide() {
        int index = next++ & MASK;
        return bot.choose(situations[index], index);
    }

    /**
     * A decision from a view: the situation's figures are read from it first.
     *
     * @return the choice
     */
    @Benchmark
    public Choice decideFromView() {
        int index = next++ & MASK;
        return bot.choose(views[index], index);
    }

    /**
     * The view the decision above starts from, built from the state.
     *
     * @return the view
     */
    @Benchmark
    public PlayerView view() {
        int index = next++ & MASK;
        return Views.view(states[index], seats[index]);
    }
}
