package io.github.incangold.record;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.record.GameRecord.ReplayFailure;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * An immutable history of a game: every input with the step it produced, and a position in it.
 * {@link #undo()}, {@link #redo()} and {@link #goTo(int)} move the position to any earlier or
 * later point without replaying anything; {@link #apply(Action)} after an undo drops the undone
 * steps, as an editor does. Histories are cheap to keep: the steps live in a persistent vector
 * shared by every history derived from it, and the states themselves share structure.
 *
 * <pre>{@code
 * History history = History.start(GameRecord.of(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 0, 42L))
 *         .getOrElseThrow(failure -> new IllegalArgumentException(failure.message()));
 * history = history.apply(new Action.Advance())
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
 * history = history.apply(new Action.Choose(0, Choice.CAMP))
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
 * History before = history.undo().get();        // seat 0 has not chosen
 * History again = before.redo().get();          // equal to history
 * GameRecord record = history.record();         // for replay or storage
 * }</pre>
 */
public final class History {
    private final GameRecord setup;
    private final Step start;
    private final Vector<Entry> entries;
    private final int position;

    private History(GameRecord setup, Step start, Vector<Entry> entries, int position) {
        this.setup = setup;
        this.start = start;
        this.entries = entries;
        this.position = position;
    }

    /**
     * Starts a history from a record: the game is created from its setup and its actions are
     * applied in order; the position is at the end.
     *
     * @param record the record to start from; use {@link GameRecord#of} for a new game
     * @return the history, or the first input the engine refused, or the first checkpoint the
     *     replay does not match
     */
    public static Either<ReplayFailure, History> start(GameRecord record) {
        Objects.requireNonNull(record, "record");
        GameRecord setup =
                new GameRecord(record.rules(), record.seats(), record.startSeat(), record.seed(), List.empty());
        return GameRecord.replay(
                record, created -> new History(setup, created, Vector.empty(), 0), History::state, History::apply);
    }

    /**
     * Starts a history of a new game.
     *
     * @param rules the rules
     * @param seats the players' names
     * @param startSeat the first round's start player
     * @param seed the seed of the draws
     * @return the history at the game's first state, or why the game cannot be created
     */
    public static Either<Violation, History> start(Rules rules, Iterable<String> seats, int startSeat, long seed) {
        return start(GameRecord.of(rules, List.ofAll(seats), startSeat, seed)).mapLeft(ReplayFailure::violation);
    }

    /**
     * Applies an input at the current position, dropping any undone steps after it.
     *
     * @param action the input
     * @return the history one step further, or the engine's violation (this history unchanged)
     */
    public Either<Violation, History> apply(Action action) {
        Objects.requireNonNull(action, "action");
        return Game.apply(state(), action)
                .map(step -> new History(
                        setup, start, entries.take(position).append(new Entry(action, step)), position + 1));
    }

    /**
     * Steps one input back.
     *
     * @return the history at the previous position, or none at the start
     */
    public Option<History> undo() {
        return position == 0 ? Option.none() : Option.some(goTo(position - 1));
    }

    /**
     * Steps one undone input forward.
     *
     * @return the history at the next position, or none when nothing was undone
     */
    public Option<History> redo() {
        return position == entries.size() ? Option.none() : Option.some(goTo(position + 1));
    }

    /**
     * Moves to any point: the state after the first {@code position} inputs.
     *
     * @param position from 0 (the game's first state) to {@link #size()}
     * @return the history at that position, sharing every step with this one
     * @throws IndexOutOfBoundsException if the position is outside {@code 0..size()}
     */
    public History goTo(int position) {
        if (position < 0 || position > entries.size()) {
            throw new IndexOutOfBoundsException("position " + position + " is outside 0.." + entries.size());
        }
        return position == this.position ? this : new History(setup, start, entries, position);
    }

    /**
     * The current position: how many inputs have been applied to reach the current state.
     *
     * @return from 0 to {@link #size()}
     */
    public int position() {
        return position;
    }

    /**
     * The number of inputs kept, including undone ones that {@link #redo()} can restore.
     *
     * @return the length of the history
     */
    public int size() {
        return entries.size();
    }

    /**
     * The state at the current position.
     *
     * @return the current state
     */
    public GameState state() {
        return position == 0 ? start.state() : entries.get(position - 1).step().state();
    }

    /**
     * The state after the first {@code position} inputs, without moving.
     *
     * @param position from 0 to {@link #size()}
     * @return that state
     * @throws IndexOutOfBoundsException if the position is outside {@code 0..size()}
     */
    public GameState stateAt(int position) {
        return goTo(position).state();
    }

    /**
     * The events of the last input applied, or the game's opening events at the start.
     *
     * @return the events that led to the current state
     */
    public List<GameEvent> lastEvents() {
        return position == 0 ? start.events() : entries.get(position - 1).step().events();
    }

    /**
     * Every event from the game's creation to the current position, in order.
     *
     * @return the events
     */
    public List<GameEvent> events() {
        return start.events()
                .appendAll(entries.take(position).flatMap(entry -> entry.step().events()));
    }

    /**
     * The inputs up to the current position.
     *
     * @return the actions applied, in order
     */
    public List<Action> actions() {
        return entries.take(position).map(Entry::action).toList();
    }

    /**
     * The record of the game up to the current position, for {@link GameRecord#replay} or
     * storage, with a {@link GameRecord.Checkpoint} at the start, after every action that ends a
     * round and after the last action, so that a replay of a changed record says where it went
     * elsewhere.
     *
     * @return the record
     */
    public GameRecord record() {
        GameState before = start.state();
        List<GameRecord.Checkpoint> checkpoints = List.of(new GameRecord.Checkpoint(0, before.digest()));
        for (int index = 0; index < position; index++) {
            GameState after = entries.get(index).step().state();
            if (index == position - 1 || endsARound(before, after)) {
                checkpoints = checkpoints.append(new GameRecord.Checkpoint(index + 1, after.digest()));
            }
            before = after;
        }
        return new GameRecord(setup.rules(), setup.seats(), setup.startSeat(), setup.seed(), actions(), checkpoints);
    }

    private static boolean endsARound(GameState before, GameState after) {
        return after.round() != before.round()
                || (after.phase() == Phase.ROUND_OVER && before.phase() != Phase.ROUND_OVER)
                || (after.isOver() && !before.isOver());
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof History that)) {
            return false;
        }
        return position == that.position
                && setup.equals(that.setup)
                && start.equals(that.start)
                && entries.equals(that.entries);
    }

    @Override
    public int hashCode() {
        return Objects.hash(setup, entries, position);
    }

    /** Shows the position and the current state's public part. */
    @Override
    public String toString() {
        return "History[" + position + " of " + entries.size() + ", " + state() + "]";
    }

    /** One input and what it produced. */
    private record Entry(Action action, Step step) {}
}
