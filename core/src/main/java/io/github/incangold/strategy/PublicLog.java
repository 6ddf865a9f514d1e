package io.github.incangold.strategy;

import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Choice;
import io.github.incangold.view.Views;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import java.util.Objects;

/**
 * What every player at the table has seen of a game, kept from its transitions: each seat's score
 * as counted from what it carried back to camp (R11, R12, R18; the amounts carried out are public,
 * R21), and every moment the seats in the temple chose, with who went back to camp once the
 * choices were revealed (R9). A host that lets bots play beside people keeps one beside its state
 * and gives each bot {@link Situation#of(PlayerView, PublicLog)}, so a bot that models the other
 * players (such as {@code win}) sees what it would see in the simulator. Immutable; nothing in it
 * is hidden information (no deck order, random state, pending choice or tent content that the
 * events did not make public).
 *
 * <pre>{@code
 * Strategy bot = Strategies.parse("win").get();     // incangold-strategies
 * Step started = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), gameSeed).get();
 * GameState state = started.state();
 * PublicLog log = PublicLog.of(state);
 * while (!state.isOver()) {
 *     GameState before = state;
 *     PublicLog known = log;
 *     Step step = before.phase() != Phase.CHOOSE
 *             ? Game.advance(before)
 *             : Game.play(before, seat -> bot.choose(
 *                     Situation.of(Views.view(before, seat), known),
 *                     Seeds.derive(Seeds.derive(gameSeed, seat), decisions[seat]++)));
 *     log = log.seen(before, step);   // every transition's step, with the state it came from
 *     state = step.state();
 * }
 * }</pre>
 *
 * <p>Feed it every step of the game, each with the state it was taken from; a host that can go
 * back (an undo, {@code History}) keeps the log of each state beside it. A step that
 * {@link Step#then chains} several transitions may reveal choices more than once and is refused. A
 * game's choices are bounded by its deck and rounds (at most one per card revealed), so a log holds
 * at most a few hundred.
 */
public final class PublicLog {
    private final int seats;
    private final int round;
    private final Vector<Integer> scores;
    private final Vector<SeenChoice> choices;

    private PublicLog(int seats, int round, Vector<Integer> scores, Vector<SeenChoice> choices) {
        this.seats = seats;
        this.round = round;
        this.scores = scores;
        this.choices = choices;
    }

    /**
     * A log that starts at a state: every seat's score as it stands, and no choice seen yet. From a
     * new game's state it will hold the whole game; from a later state (a game restored from a
     * snapshot) the choices from there on.
     *
     * @param state the state the log starts from
     * @return the log
     * @throws NullPointerException if the state is null
     */
    public static PublicLog of(GameState state) {
        Objects.requireNonNull(state, "state");
        return new PublicLog(state.seatCount(), state.round(), scoresOf(state), Vector.empty());
    }

    /**
     * The log after one transition: the choices its events revealed (R9), with the public figures
     * of the state the seats chose in, and every score as it stands after it.
     *
     * @param before the state the transition was applied to
     * @param step what the transition returned
     * @return the log with what the step made public
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the state or the step is of a game with another number
     *     of seats than the log's, if the step reveals choices after other events or more than once
     *     (several transitions chained), or if the revealed choices are not those of the seats in
     *     the temple in {@code before}
     */
    public PublicLog seen(GameState before, Step step) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(step, "step");
        GameState after = step.state();
        if (before.seatCount() != seats || after.seatCount() != seats) {
            throw new IllegalArgumentException("this log is of a game of " + seats + " seats, given states of "
                    + before.seatCount() + " and " + after.seatCount());
        }
        Vector<SeenChoice> seen = choices;
        boolean figuresMoved = false;
        for (GameEvent event : step.events()) {
            if (event instanceof GameEvent.ChoicesRevealed) {
                if (figuresMoved) {
                    throw new IllegalArgumentException(
                            "the step revealed choices after other events: feed the log each transition's step,"
                                    + " with the state it was applied to");
                }
                seen = seen.append(choiceSeen(before, (GameEvent.ChoicesRevealed) event));
                figuresMoved = true; // the next choice is made from another state
            } else if (!(event instanceof GameEvent.ChoiceMade)) {
                figuresMoved = true;
            }
        }
        return new PublicLog(seats, after.round(), scoresOf(after), seen);
    }

    /** R9: the choices, revealed together, and the figures of the state they were made in. */
    private static SeenChoice choiceSeen(GameState before, GameEvent.ChoicesRevealed revealed) {
        SortedSet<Integer> choosers = TreeSet.ofAll(revealed.choices().keySet());
        SortedSet<Integer> campers = TreeSet.empty();
        for (Tuple2<Integer, Choice> choice : revealed.choices()) {
            if (choice._2 == Choice.CAMP) {
                campers = campers.add(choice._1);
            }
        }
        boolean choosing = before.phase() == Phase.CHOOSE || before.phase() == Phase.LEAVE;
        if (!choosing || choosers.isEmpty() || !choosers.toList().equals(before.seatsInTemple())) {
            throw new IllegalArgumentException(
                    "the choices of seats " + choosers + " were not made in the given state ("
                            + before.phase() + ", seats in the temple " + before.seatsInTemple()
                            + "): feed the log each step with the state it was applied to");
        }
        return SeenChoice.of(Situation.of(Views.view(before, choosers.head())), choosers, campers);
    }

    private static Vector<Integer> scoresOf(GameState state) {
        return Vector.range(0, state.seatCount()).map(state::score);
    }

    /**
     * The number of seats of the game.
     *
     * @return the seats
     */
    public int seats() {
        return seats;
    }

    /**
     * The round of the last state the log saw.
     *
     * @return the round, from 1
     */
    public int round() {
        return round;
    }

    /**
     * A seat's score as counted from every leaving the log saw (R18): its starting gems, what it
     * carried back to camp and the artifacts it claimed.
     *
     * @param seat a seat of the game
     * @return its score
     * @throws IndexOutOfBoundsException if there is no such seat
     */
    public int score(int seat) {
        Objects.checkIndex(seat, seats);
        return scores.get(seat);
    }

    /**
     * Every choice seen, oldest first ({@link Situation#seenChoices()}).
     *
     * @return the choices
     */
    public Seq<SeenChoice> choices() {
        return choices;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PublicLog
                && ((PublicLog) other).round == round
                && ((PublicLog) other).scores.equals(scores)
                && ((PublicLog) other).choices.equals(choices);
    }

    @Override
    public int hashCode() {
        return Objects.hash(round, scores, choices);
    }

    @Override
    public String toString() {
        return "PublicLog[round " + round + ", scores " + scores.mkString(", ") + ", " + choices.size()
                + " choices seen]";
    }
}
