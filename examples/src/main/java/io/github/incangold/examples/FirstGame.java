package io.github.incangold.examples;

import io.github.incangold.engine.*;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * The smallest complete host: start a game, let {@link Game#advance(GameState)} do everything
 * that needs no player, and feed each awaited seat's choice. Each seat takes its own risk: Ann
 * camps once she has 5 gems at risk, Bo at 10, Cy at 15 (seats with the same rule would leave
 * together and tie, R10). Prints every event, then the ranking.
 */
public final class FirstGame {
    private FirstGame() {}

    /**
     * Plays one game of three seats with seed 42.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        int[] campAt = {5, 10, 15}; // Ann, Bo and Cy take different risks
        GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L)
                .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()))
                .state();
        while (!state.isOver()) {
            Step step = Game.advance(state); // reveal, leave, bust, end round
            step.events().forEach(System.out::println);
            state = step.state();
            for (int seat : state.awaitedSeats()) { // each seat in the temple chooses
                Choice choice = state.gemsAtRisk(seat) >= campAt[seat] ? Choice.CAMP : Choice.TORCH;
                Either<Violation, Step> chosen = Game.choose(state, seat, choice);
                if (chosen.isLeft()) { // refused: the Left says why, and the state is unchanged
                    System.out.println("refused: " + chosen.getLeft().message());
                    return;
                }
                state = chosen.get().state();
            }
        }
        state.outcome().get().standings().forEach(System.out::println); // place, seat, score
    }
}
