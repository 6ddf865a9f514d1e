package io.github.incangold.record;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Card;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Everything needed to play a game again: the rules, the seats, the start player, the seed of the
 * draws and every input in order, as engine {@link Action actions}. {@link #replay(GameRecord)}
 * rebuilds the same final state and the same events. This is what a bug report attaches and what
 * a server stores.
 *
 * <p>A game played with supplied cards (a companion app following a physical deck) is recorded the
 * same way: each card drawn is an {@link Action.RevealCard} among the actions, so the record holds
 * the revealed cards explicitly and the seed does not decide them.
 *
 * <p>A record can carry {@link Checkpoint checkpoints}: the {@linkplain GameState#digest()
 * digest} of the state after a number of its actions. A replay compares each, so a record whose
 * seed, start seat or inputs were changed fails where the game first differs instead of
 * replaying quietly to another game. {@link History#record()} puts one at the start, at the end
 * of every round and at the end.
 *
 * <pre>{@code
 * GameRecord record = GameRecord.of(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 0, 42L)
 *         .withAction(new Action.Advance())
 *         .withAction(new Action.Choose(0, Choice.CAMP));
 * Either<ReplayFailure, Step> replayed = GameRecord.replay(record);
 * GameRecord checked = record.withCheckpoint(replayed
 *         .getOrElseThrow(failure -> new IllegalArgumentException(failure.message()))
 *         .state());
 * }</pre>
 *
 * @param rules the rules
 * @param seats the players' names, by seat number
 * @param startSeat the first round's start player (R7)
 * @param seed the seed of the game's draws
 * @param actions every input, in the order applied
 * @param checkpoints the digests of states the actions lead to, by ascending action count
 */
public record GameRecord(
        Rules rules, List<String> seats, int startSeat, long seed, List<Action> actions, List<Checkpoint> checkpoints) {

    /**
     * The digest of the state reached after the first {@code actions} actions of a record.
     *
     * @param actions how many of the record's actions were applied, from 0
     * @param digest the {@link GameState#digest()} of the state then
     */
    public record Checkpoint(int actions, long digest) {
        /**
         * Creates the value.
         *
         * @param actions how many of the record's actions were applied, from 0
         * @param digest the state's digest
         * @throws IllegalArgumentException if {@code actions} is negative
         */
        public Checkpoint {
            if (actions < 0) {
                throw new IllegalArgumentException("a checkpoint follows 0 or more actions, not " + actions);
            }
        }
    }

    /**
     * Creates the value.
     *
     * @param rules the rules
     * @param seats the players' names, by seat number
     * @param startSeat the first round's start player (R7)
     * @param seed the seed of the game's draws
     * @param actions every input, in the order applied
     * @param checkpoints the digests of states the actions lead to, by strictly ascending action
     *     count, none beyond the actions
     * @throws NullPointerException if a component is null
     * @throws IllegalArgumentException if the checkpoints are out of order or beyond the actions
     */
    public GameRecord {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(seats, "seats");
        Objects.requireNonNull(actions, "actions");
        Objects.requireNonNull(checkpoints, "checkpoints");
        int previous = -1;
        for (Checkpoint checkpoint : checkpoints) {
            Objects.requireNonNull(checkpoint, "checkpoint");
            if (checkpoint.actions() <= previous || checkpoint.actions() > actions.size()) {
                throw new IllegalArgumentException(
                        checkpointProblem(checkpoints, actions.size()).get());
            }
            previous = checkpoint.actions();
        }
    }

    /**
     * A record without checkpoints.
     *
     * @param rules the rules
     * @param seats the players' names, by seat number
     * @param startSeat the first round's start player (R7)
     * @param seed the seed of the game's draws
     * @param actions every input, in the order applied
     * @throws NullPointerException if a component is null
     */
    public GameRecord(Rules rules, List<String> seats, int startSeat, long seed, List<Action> actions) {
        this(rules, seats, startSeat, seed, actions, List.empty());
    }

    /**
     * What is wrong with checkpoints for a record of {@code actionCount} actions, if anything:
     * their action counts must ascend strictly and none may pass the record's actions.
     *
     * @param checkpoints the checkpoints
     * @param actionCount the record's number of actions
     * @return the problem, naming the first checkpoint at fault, or none
     */
    public static Option<String> checkpointProblem(List<Checkpoint> checkpoints, int actionCount) {
        int previous = -1;
        int index = 0;
        for (Checkpoint checkpoint : checkpoints) {
            if (checkpoint.actions() > actionCount) {
                return Option.some("checkpoint " + index + " follows " + checkpoint.actions()
                        + " actions, but the record has " + actionCount);
            }
            if (checkpoint.actions() <= previous) {
                return Option.some("checkpoint " + index + " follows " + checkpoint.actions()
                        + " actions; checkpoints must follow ever more actions, and the one before follows "
                        + previous);
            }
            previous = checkpoint.actions();
            index++;
        }
        return Option.none();
    }

    /**
     * A record of a game with no input yet.
     *
     * @param rules the rules
     * @param seats the players' names
     * @param startSeat the first round's start player
     * @param seed the seed of the draws
     * @return the record
     */
    public static GameRecord of(Rules rules, Iterable<String> seats, int startSeat, long seed) {
        return new GameRecord(rules, List.ofAll(Objects.requireNonNull(seats, "seats")), startSeat, seed, List.empty());
    }

    /**
     * A record for a companion app that supplies every card from a physical deck with {@link
     * Action.RevealCard}: the seed is 0, since the engine draws no card.
     *
     * @param rules the rules
     * @param seats the players' names
     * @param startSeat the first round's start player
     * @return the record
     */
    public static GameRecord companion(Rules rules, Iterable<String> seats, int startSeat) {
        return of(rules, seats, startSeat, 0L);
    }

    /**
     * This record with one more input.
     *
     * @param action the input
     * @return a record with {@code action} appended
     */
    public GameRecord withAction(Action action) {
        return new GameRecord(
                rules, seats, startSeat, seed, actions.append(Objects.requireNonNull(action, "action")), checkpoints);
    }

    /**
     * This record with a checkpoint after all its actions: the digest of the state they lead to,
     * which a replay will compare. A checkpoint already there for as many actions is replaced.
     *
     * @param state the state this record's actions lead to
     * @return the record with the checkpoint
     */
    public GameRecord withCheckpoint(GameState state) {
        Checkpoint checkpoint = new Checkpoint(
                actions.size(), Objects.requireNonNull(state, "state").digest());
        List<Checkpoint> kept = checkpoints.filter(earlier -> earlier.actions() < actions.size());
        return new GameRecord(rules, seats, startSeat, seed, actions, kept.append(checkpoint));
    }

    /**
     * The cards supplied with {@link Action.RevealCard}, in order.
     *
     * @return the supplied cards
     */
    public List<Card> suppliedCards() {
        return actions.filter(action -> action instanceof Action.RevealCard)
                .map(action -> ((Action.RevealCard) action).card());
    }

    /**
     * Plays the record again from the start, comparing each {@link Checkpoint} on the way.
     *
     * @param record the record
     * @return the final state with every event since the game was created, or the first input
     *     the engine refused, or the first checkpoint the replayed game does not match
     */
    public static Either<ReplayFailure, Step> replay(GameRecord record) {
        return replay(record, step -> step, Step::state, (step, action) -> Game.apply(step.state(), action)
                .map(step::then));
    }

    /**
     * The one replay loop: creates the record's game, then feeds its actions in order to {@code
     * apply}, stopping at the first one refused or at the first checkpoint that the game reached
     * does not match.
     *
     * @param record the record
     * @param start what to keep of the created game
     * @param stateOf the state a value has reached
     * @param apply the next value after an action, or the engine's violation
     * @return the value after the last action, or the first input refused with its index
     */
    static <T> Either<ReplayFailure, T> replay(
            GameRecord record,
            Function<Step, T> start,
            Function<T, GameState> stateOf,
            BiFunction<T, Action, Either<Violation, T>> apply) {
        Objects.requireNonNull(record, "record");
        Either<Violation, Step> created = Game.newGame(record.rules, record.seats, record.startSeat, record.seed);
        if (created.isLeft()) {
            return Either.left(new ReplayFailure(-1, Option.none(), created.getLeft()));
        }
        T value = start.apply(created.get());
        List<Checkpoint> checkpoints = record.checkpoints;
        Option<Violation> diverged = diverged(checkpoints, 0, stateOf.apply(value));
        if (diverged.isDefined()) {
            return Either.left(new ReplayFailure(-1, Option.none(), diverged.get()));
        }
        int index = 0;
        for (Action action : record.actions) {
            Either<Violation, T> next = apply.apply(value, action);
            if (next.isLeft()) {
                return Either.left(new ReplayFailure(index, Option.some(action), next.getLeft()));
            }
            value = next.get();
            index++;
            while (!checkpoints.isEmpty() && checkpoints.head().actions() < index) {
                checkpoints = checkpoints.tail();
            }
            diverged = diverged(checkpoints, index, stateOf.apply(value));
            if (diverged.isDefined()) {
                return Either.left(new ReplayFailure(index - 1, Option.some(action), diverged.get()));
            }
        }
        return Either.right(value);
    }

    /** The divergence at a checkpoint after {@code applied} actions, if there is one and it does not match. */
    private static Option<Violation> diverged(List<Checkpoint> checkpoints, int applied, GameState state) {
        if (checkpoints.isEmpty() || checkpoints.head().actions() != applied) {
            return Option.none();
        }
        long digest = state.digest();
        long recorded = checkpoints.head().digest();
        return digest == recorded
                ? Option.none()
                : Option.some(new Violation.RecordDiverged(applied, recorded, digest));
    }

    /**
     * The events of a replay, for convenience.
     *
     * @param record the record
     * @return every event of the game, or the first input the engine refused, or the first
     *     checkpoint the replay does not match
     */
    public static Either<ReplayFailure, List<GameEvent>> events(GameRecord record) {
        return replay(record).map(Step::events);
    }

    /**
     * Why a {@link GameRecord} does not replay: the engine refused its setup or one of its inputs,
     * or the game replayed is not the one recorded ({@link Violation.RecordDiverged}: a checkpoint's
     * digest differs).
     *
     * @param index the index of the refused action, or of the action after which the replay
     *     diverged; -1 for the game's creation
     * @param action the refused or diverging action; none for the setup
     * @param violation the engine's reason
     */
    public record ReplayFailure(int index, Option<Action> action, Violation violation) {
        /**
         * Creates the value.
         *
         * @param index the index of the refused action, or of the action after which the replay
         *     diverged; -1 for the game's creation
         * @param action the refused or diverging action; none for the setup
         * @param violation the engine's reason
         * @throws NullPointerException if an argument is null
         */
        public ReplayFailure {
            Objects.requireNonNull(action, "action");
            Objects.requireNonNull(violation, "violation");
        }

        /**
         * Explains the failure.
         *
         * @return a sentence naming the input and the engine's reason
         */
        public String message() {
            if (violation instanceof Violation.RecordDiverged) {
                return index < 0
                        ? "the game created is not the one recorded: " + violation.message()
                        : "action " + index + " (" + action.get() + ") led elsewhere: " + violation.message();
            }
            return index < 0
                    ? "the game cannot be created: " + violation.message()
                    : "action " + index + " (" + action.get() + ") is refused: " + violation.message();
        }
    }
}
