package io.github.incangold.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;

/**
 * A game with a stacked deck: each supplied card is revealed after every seat carried on. The
 * core's tests have the same helper; test classes are not published, so this module keeps its own.
 */
final class Stacked {
    final GameState state;

    private Stacked(GameState state) {
        this.state = state;
    }

    static Stacked deal(Rules rules, int seats, Card... cards) {
        return dealWithSeed(rules, seats, 3L, cards);
    }

    static Stacked dealWithSeed(Rules rules, int seats, long seed, Card... cards) {
        GameState state = Game.newGame(rules, List.range(0, seats).map(seat -> "P" + seat), seed)
                .get()
                .state();
        return new Stacked(state).reveal(cards);
    }

    Stacked reveal(Card... cards) {
        GameState current = state;
        for (Card card : cards) {
            if (current.phase() == Phase.CHOOSE) {
                for (int seat : current.awaitedSeats()) {
                    current = Game.choose(current, seat, Choice.TORCH).get().state();
                }
                current = Game.leave(current).get().state();
            }
            current = Game.reveal(current, card).get().state();
        }
        assertEquals(Phase.CHOOSE, current.phase());
        return new Stacked(current);
    }

    /** Seats choose in turn; every other seat in the temple carries on, then the choices are revealed. */
    Stacked leave(int... leavers) {
        GameState current = state;
        List<Integer> leaving = List.ofAll(leavers);
        for (int seat : current.awaitedSeats()) {
            current = Game.choose(current, seat, leaving.contains(seat) ? Choice.CAMP : Choice.TORCH)
                    .get()
                    .state();
        }
        return new Stacked(Game.leave(current).get().state());
    }

    PlayerView view(int seat) {
        return Views.view(state, seat);
    }

    Situation situation(int seat) {
        return Situation.of(view(seat));
    }
}
