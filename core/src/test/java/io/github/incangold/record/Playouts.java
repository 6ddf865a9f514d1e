package io.github.incangold.record;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.Random;

/**
 * Random games for tests: one transition at a time, so that every phase is visited, with seats
 * choosing one by one at random. Shared by the view, odds and record tests.
 */
public final class Playouts {
    private Playouts() {}

    /**
     * A random game played to its end.
     *
     * @param rules the rules
     * @param seats how many seats
     * @param seed the seed of the game and of the seats' choices
     * @return the record of the game and every state it went through, the first state first
     */
    public static Playout play(Rules rules, int seats, long seed) {
        Random random = new Random(seed);
        List<String> names = List.range(0, seats).map(seat -> "Seat" + seat);
        int startSeat = random.nextInt(seats);
        GameRecord record = GameRecord.of(rules, names, startSeat, seed);
        GameState state = Game.newGame(rules, names, startSeat, seed).get().state();
        List<GameState> states = List.of(state);
        while (!state.isOver()) {
            Action action = nextAction(state, random);
            Step step = Game.apply(state, action).get();
            record = record.withAction(action);
            state = step.state();
            states = states.append(state);
        }
        return new Playout(record, states);
    }

    /** An action legal in the state, random where the seats have a choice. */
    public static Action nextAction(GameState state, Random random) {
        List<Action> legal = state.legalActions();
        if (state.phase() != Phase.CHOOSE) {
            return legal.head(); // the one transition due
        }
        // A torch and a camp action per awaited seat: one of the seats, at random, camps one time in four.
        int seat = random.nextInt(legal.size() / 2);
        return legal.get(2 * seat + (random.nextInt(4) == 0 ? 1 : 0));
    }

    /**
     * A played game.
     *
     * @param record its record
     * @param states every state, the first state first
     */
    public record Playout(GameRecord record, List<GameState> states) {
        /**
         * The final state.
         *
         * @return the last state
         */
        public GameState last() {
            return states.last();
        }
    }
}
