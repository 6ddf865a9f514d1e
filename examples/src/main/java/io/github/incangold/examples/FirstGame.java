package io.github.incangold.examples;

import io.github.incangold.engine.*;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;

/**
 * The smallest complete host: start a game, let {@link Game#advance(GameState)} do everything
 * that needs no player, and feed each awaited seat's choice. Every seat here camps once it has 8
 * gems at risk. Prints every event, then the outcome.
 */
public final class FirstGame {
    private FirstGame() {}

    /**
     * Plays one game of three seats with seed 42.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L)
                .get()
                .state();
        while (!state.isOver()) {
            Step step = Game.advance(state); // reveal, leave, bust, end round
            step.events().forEach(System.out::println);
            state = step.state();
            for (int seat : state.awaitedSeats()) { // each seat in the temple chooses
                Choice choice = state.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH;
                state = Game.choose(state, seat, choice).get().state();
            }
        }
        System.out.println(state.outcome().get());
    }
}
