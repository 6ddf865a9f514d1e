package io.github.incangold.engine;

import io.vavr.collection.List;
import java.lang.invoke.VarHandle;
import java.util.Objects;

/**
 * What a transition produced: the next state and the events, in order, that a frontend can
 * animate. The events are built only when asked for: a step remembers the state it came from and
 * its input, and {@link #events()} runs the same rule functions again to tell what happened, so
 * code that only follows states (a simulation, a search) builds no event at all.
 *
 * <pre>{@code
 * Step step = Game.advance(state);
 * GameState next = step.state();
 * step.events().forEach(System.out::println);   // built now, once
 * }</pre>
 */
public final class Step {
    private final GameState state;
    /** The state the transition started from; null when the events were given. */
    private final GameState from;
    /** The transition and its input, as {@link Game} encodes them. */
    private final int transition;

    private final int input;
    /** Built on first request; racing threads build equal lists. */
    private List<GameEvent> events;

    /**
     * A step with its events.
     *
     * @param state the state after the transition
     * @param events what happened, in order; may be empty
     * @throws NullPointerException if an argument is null
     */
    public Step(GameState state, List<GameEvent> events) {
        this(Objects.requireNonNull(state, "state"), null, 0, 0, Objects.requireNonNull(events, "events"));
    }

    private Step(GameState state, GameState from, int transition, int input, List<GameEvent> events) {
        // A state is complete once a transition has returned it: publish its fields as final
        // fields would be.
        VarHandle.releaseFence();
        this.state = state;
        this.from = from;
        this.transition = transition;
        this.input = input;
        this.events = events;
    }

    /** A step whose events {@link Transitions#events} tells again from {@code from} and the input. */
    static Step of(GameState state, GameState from, int transition, int input) {
        return new Step(state, from, transition, input, null);
    }

    /**
     * The state after the transition.
     *
     * @return the state
     */
    public GameState state() {
        return state;
    }

    /**
     * What happened, in order; may be empty.
     *
     * @return the events
     */
    public List<GameEvent> events() {
        List<GameEvent> told = events;
        if (told == null) {
            told = Transitions.events(from, transition, input);
            events = told;
        }
        return told;
    }

    /**
     * Chains a further step after this one: its state, with both steps' events.
     *
     * @param next the step taken from this step's state
     * @return a step with {@code next}'s state and the events of both
     */
    public Step then(Step next) {
        return new Step(next.state, events().appendAll(next.events()));
    }

    /**
     * Steps are equal when their states and their events are.
     *
     * @param other another object
     * @return whether it is an equal step
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Step that && state.equals(that.state) && events().equals(that.events());
    }

    @Override
    public int hashCode() {
        return 31 * state.hashCode() + events().hashCode();
    }

    @Override
    public String toString() {
        return "Step[state=" + state + ", events=" + events() + "]";
    }
}
