package io.github.incangold.strategy;

import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.SeatView;
import io.github.incangold.view.Views;
import io.vavr.Tuple2;
import io.vavr.collection.List;
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
 * Strategy bot = Strategies.parse("win")   // incangold-strategies
 *         .getOrElseThrow(problem -> new IllegalArgumentException(problem));
 * Step started = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), gameSeed)
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
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
 * {@link Step#then chains} transitions may reveal choices after other events and is refused, and so
 * is a state other than the one the log saw last. A game's choices are bounded by its rounds and
 * deck (at most one per card revealed): at most 175 under the rulebook (5 rounds of at most 35
 * cards), up to the cards times the rounds of a house rule.
 */
public final class PublicLog {
    private final int seats;
    private final Moment last;
    private final Vector<Integer> scores;
    private final Vector<SeenChoice> choices;

    private PublicLog(int seats, Moment last, Vector<Integer> scores, Vector<SeenChoice> choices) {
        this.seats = seats;
        this.last = last;
        this.scores = scores;
        this.choices = choices;
    }

    /**
     * Where a game stands, in what every view shows: by this the log knows whether it is given the
     * state it saw last, and a situation whether the log is in step with its view.
     */
    record Moment(int round, Phase phase, int cardsOnPath, List<Integer> inTemple, List<Integer> chosen) {
        static Moment of(GameState state) {
            List<Integer> seats = List.range(0, state.seatCount());
            return new Moment(
                    state.round(),
                    state.phase(),
                    state.path().size(),
                    seats.filter(state::inTemple),
                    seats.filter(state::hasChosen));
        }

        static Moment of(PlayerView view) {
            return new Moment(
                    view.round(),
                    view.phase(),
                    view.path().size(),
                    view.seats().filter(SeatView::inTemple).map(SeatView::seat),
                    view.seats().filter(SeatView::hasChosen).map(SeatView::seat));
        }

        @Override
        public String toString() {
            return "round " + round + ", " + phase + ", " + cardsOnPath + " cards on the path, seats in the temple "
                    + inTemple.mkString("[", ", ", "]") + ", chosen " + chosen.mkString("[", ", ", "]");
        }
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
        return new PublicLog(state.seatCount(), Moment.of(state), scoresOf(state), Vector.empty());
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
     *     of seats than the log's, if {@code before} is not where the log saw the game last (a step
     *     missed or fed twice), if the step reveals choices after other events (several
     *     transitions chained), or if the revealed choices are not those of the seats in the temple
     *     in {@code before}
     */
    public PublicLog seen(GameState before, Step step) {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(step, "step");
        GameState after = step.state();
        if (before.seatCount() != seats || after.seatCount() != seats) {
            throw new IllegalArgumentException("this log is of a game of " + seats + " seats, given states of "
                    + before.seatCount() + " and " + after.seatCount());
        }
        Moment given = Moment.of(before);
        if (!given.equals(last)) {
            throw new IllegalArgumentException("the log saw the game last at " + last + ", given a state at " + given
                    + ": feed the log every step once, with the state it was applied to");
        }
        Vector<SeenChoice> seen = choices;
        boolean figuresMoved = false;
        for (GameEvent event : step.events()) {
            if (event instanceof GameEvent.ChoicesRevealed choicesRevealed) {
                if (figuresMoved) {
                    throw new IllegalArgumentException(
                            "the step revealed choices after other events: feed the log each transition's step,"
                                    + " with the state it was applied to");
                }
                seen = seen.append(choiceSeen(before, choicesRevealed));
                figuresMoved = true; // the next choice is made from another state
            } else if (!(event instanceof GameEvent.ChoiceMade)) {
                figuresMoved = true;
            }
        }
        return new PublicLog(seats, Moment.of(after), scoresOf(after), seen);
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
        return SeenChoice.of(Situation.of(Views.view(before, choosers.head())), choosers, campers, scoresOf(before));
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
        return last.round;
    }

    /**
     * Checks that a view shows the game where the log saw it last, and every score the view shows
     * as the log counts it.
     *
     * @throws IllegalArgumentException if not: the log missed a step, or is of another game
     */
    void checkInStepWith(PlayerView view) {
        Moment shown = Moment.of(view);
        if (view.seats().size() != seats || !shown.equals(last)) {
            throw new IllegalArgumentException("the log (" + seats + " seats, " + last + ") is not in step with the"
                    + " view (" + view.seats().size() + " seats, " + shown + "): feed the log every step of the game");
        }
        for (SeatView seat : view.seats()) {
            if (seat.score().isDefined() && seat.score().get() != score(seat.seat())) {
                throw new IllegalArgumentException("the log counts " + score(seat.seat()) + " for seat " + seat.seat()
                        + ", whose score is " + seat.score().get() + ": feed the log every step of the game");
            }
        }
    }

    /**
     * A seat's score as it stands after the last step the log saw (R18): its starting gems, what
     * it carried back to camp or kept on a bust, and the artifacts it claimed. Every part of it was
     * public when it happened (R21), though a view with closed tents does not show the sum.
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
        return other instanceof PublicLog that
                && that.last.equals(last)
                && that.scores.equals(scores)
                && that.choices.equals(choices);
    }

    @Override
    public int hashCode() {
        return Objects.hash(last, scores, choices);
    }

    @Override
    public String toString() {
        return "PublicLog[" + last + ", scores " + scores.mkString(", ") + ", " + choices.size() + " choices seen]";
    }
}
