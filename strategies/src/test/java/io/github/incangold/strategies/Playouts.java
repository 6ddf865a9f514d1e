package io.github.incangold.strategies;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.Random;

/**
 * Random games for the bots' tests: one transition at a time, so that every phase is visited, with
 * seats choosing one by one at random. The same games as the core's test helper of that name
 * plays, which is not published.
 */
final class Playouts {
    private Playouts() {}

    /** Every state of a random game played to its end, the first state first. */
    static List<GameState> states(Rules rules, int seats, long seed) {
        Random random = new Random(seed);
        List<String> names = List.range(0, seats).map(seat -> "Seat" + seat);
        int startSeat = random.nextInt(seats);
        GameState state = Game.newGame(rules, names, startSeat, seed).get().state();
        List<GameState> states = List.of(state);
        while (!state.isOver()) {
            state = Game.apply(state, nextAction(state, random)).get().state();
            states = states.append(state);
        }
        return states;
    }

    /** An action legal in the state, random where the seats have a choice. */
    private static Action nextAction(GameState state, Random random) {
        List<Action> legal = state.legalActions();
        if (state.phase() != Phase.CHOOSE) {
            return legal.head(); // the one transition due
        }
        // A torch and a camp action per awaited seat: one of the seats, at random, camps one time in four.
        int seat = random.nextInt(legal.size() / 2);
        return legal.get(2 * seat + (random.nextInt(4) == 0 ? 1 : 0));
    }
}
