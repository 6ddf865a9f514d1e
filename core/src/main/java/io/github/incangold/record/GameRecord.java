package io.github.incangold.record;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
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
 * <pre>{@code
 * GameRecord record = GameRecord.of(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 0, 42L)
 *         .withAction(new Action.Advance())
 *         .withAction(new Action.Choose(0, Choice.CAMP));
 * Either<ReplayFailure, Step> replayed = GameRecord.replay(record);
 * }</pre>
 *
 * @param rules the rules
 * @param seats the players' names, by seat number
 * @param startSeat the first round's start player (R7)
 * @param seed the seed of the game's draws
 * @param actions every input, in the order applied
 */
public record GameRecord(Rules rules, List<String> seats, int startSeat, long seed, List<Action> actions) {

    /**
     * Creates the value.
     *
     * @param rules the rules
     * @param seats the players' names, by seat number
     * @param startSeat the first round's start player (R7)
     * @param seed the seed of the game's draws
     * @param actions every input, in the order applied
     * @throws NullPointerException if a component is null
     */
    public GameRecord {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(seats, "seats");
        Objects.requireNonNull(actions, "actions");
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
        return new GameRecord(rules, seats, startSeat, seed, actions.append(Objects.requireNonNull(action, "action")));
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
     * Plays the record again from the start.
     *
     * @param record the record
     * @return the final state with every event since the game was created, or the first input
     *     the engine refused
     */
    public static Either<ReplayFailure, Step> replay(GameRecord record) {
        return replay(record, step -> step, (step, action) -> Game.apply(step.state(), action)
                .map(step::then));
    }

    /**
     * The one replay loop: creates the record's game, then feeds its actions in order to {@code
     * apply}, stopping at the first one refused.
     *
     * @param record the record
     * @param start what to keep of the created game
     * @param apply the next value after an action, or the engine's violation
     * @return the value after the last action, or the first input refused with its index
     */
    static <T> Either<ReplayFailure, T> replay(
            GameRecord record, Function<Step, T> start, BiFunction<T, Action, Either<Violation, T>> apply) {
        Objects.requireNonNull(record, "record");
        Either<Violation, Step> created = Game.newGame(record.rules, record.seats, record.startSeat, record.seed);
        if (created.isLeft()) {
            return Either.left(new ReplayFailure(-1, Option.none(), created.getLeft()));
        }
        T value = start.apply(created.get());
        int index = 0;
        for (Action action : record.actions) {
            Either<Violation, T> next = apply.apply(value, action);
            if (next.isLeft()) {
                return Either.left(new ReplayFailure(index, Option.some(action), next.getLeft()));
            }
            value = next.get();
            index++;
        }
        return Either.right(value);
    }

    /**
     * The events of a replay, for convenience.
     *
     * @param record the record
     * @return every event of the game, or the first input the engine refused
     */
    public static Either<ReplayFailure, List<GameEvent>> events(GameRecord record) {
        return replay(record).map(Step::events);
    }
}
