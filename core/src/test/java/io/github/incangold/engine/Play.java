package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;

/** A game driven by hand with a stacked deck, for the ruling examples. */
final class Play {
    GameState state;
    List<GameEvent> events = List.empty();

    private Play(GameState state) {
        this.state = state;
    }

    static Play start(Rules rules, int seats) {
        return start(rules, seats, 0);
    }

    static Play start(Rules rules, int seats, int startSeat) {
        List<String> names = List.range(0, seats).map(seat -> "P" + seat);
        Step step = Game.newGame(rules, names, startSeat, 7L).get();
        Play play = new Play(step.state());
        play.events = step.events();
        return play;
    }

    static Card t(int value) {
        return Card.treasure(value);
    }

    static Card h(HazardType type) {
        return Card.hazard(type);
    }

    static Card.Artifact a(int number) {
        return Card.artifact(number);
    }

    Play take(Either<Violation, Step> result) {
        assertTrue(result.isRight(), () -> "refused: " + result.getLeft().message());
        state = result.get().state();
        events = result.get().events();
        return this;
    }

    /**
     * Reveals the given cards in order; whenever choices are due first, every seat in the temple
     * carries on.
     */
    Play reveal(Card... cards) {
        for (Card card : cards) {
            if (state.phase() == Phase.CHOOSE) {
                everyoneCarriesOn();
            }
            take(Game.reveal(state, card));
        }
        return this;
    }

    Play everyoneCarriesOn() {
        return decide();
    }

    /** Every seat in the temple chooses: the given seats camp, the others carry the torch. */
    Play decide(int... campers) {
        Map<Integer, Choice> choices = HashMap.empty();
        for (int seat : state.awaitedSeats()) {
            choices = choices.put(seat, Choice.TORCH);
        }
        for (int seat : campers) {
            choices = choices.put(seat, Choice.CAMP);
        }
        take(Game.chooseAll(state, choices));
        assertEquals(Phase.LEAVE, state.phase());
        return take(Game.leave(state));
    }

    <E extends GameEvent> E event(Class<E> type) {
        return events.filter(type::isInstance).map(type::cast).head();
    }

    int totalAtRisk() {
        int total = 0;
        for (int seat = 0; seat < state.seatCount(); seat++) {
            total += state.gemsAtRisk(seat);
        }
        return total;
    }

    /** Ends the round (whatever is due: bust, then end of round). */
    Play finishRound() {
        if (state.phase() == Phase.BUST) {
            take(Game.bust(state));
        }
        return take(Game.endRound(state));
    }
}
