package io.github.incangold.engine;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * What a transition produced: the next state and the events, in order, that a frontend can
 * animate.
 *
 * @param state the state after the transition
 * @param events what happened, in order; may be empty
 */
public record Step(GameState state, List<GameEvent> events) {
    /**
     * Creates the value.
     *
     * @param state the state after the transition
     * @param events what happened, in order; may be empty
     * @throws NullPointerException if an argument is null
     */
    public Step {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(events, "events");
    }

    /**
     * Chains a further step after this one: its state, with both steps' events.
     *
     * @param next the step taken from this step's state
     * @return a step with {@code next}'s state and the events of both
     */
    public Step then(Step next) {
        return new Step(next.state, events.appendAll(next.events));
    }
}
