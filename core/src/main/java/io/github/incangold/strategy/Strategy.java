package io.github.incangold.strategy;

import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.view.PlayerView;

/**
 * A computer player's rule for torch or camp (R9). It decides from its seat's {@link Situation}
 * only, so it sees what a player at the table sees (R21). It is pure: the same situation and seed
 * always give the same choice, and a strategy that needs chance takes it from {@code seed} and
 * nowhere else.
 *
 * <pre>{@code
 * Strategy bot = Strategies.random(0.3);   // a ready-made bot of incangold-strategies
 * for (int seat : state.awaitedSeats()) {
 *     long seed = Seeds.derive(Seeds.derive(gameSeed, seat), decisions[seat]++);
 *     Either<Violation, Step> chosen = Game.choose(state, seat, bot.choose(Views.view(state, seat), seed));
 *     if (chosen.isLeft()) {   // refused, with the referee's reason; the state is unchanged
 *         throw new IllegalStateException(chosen.getLeft().message());
 *     }
 *     state = chosen.get().state();
 * }
 * }</pre>
 *
 * <p>A host asks only for a seat whose choice is awaited (R9): {@link #choose(PlayerView, long)}
 * refuses a seat that has left the temple (R11) or has chosen already. A {@link Situation} of such
 * a seat still tells its figures, but no strategy should be asked to decide from it.
 *
 * <p>To write your own, implement {@link #choose(Situation, long)} and {@link #describe()}; the
 * {@link Situation} gives the common figures cheaply and {@link Situation#view()} everything else
 * the seat may know.
 *
 * <p>One strategy object may decide for many seats and games at once: the simulator's threads
 * share a lineup's strategies, and a server may share one among its tables. An implementation
 * must therefore be safe to call from several threads; keeping no mutable fields, or only
 * locals of {@link #choose(Situation, long)} as the ready-made bots of {@code
 * incangold-strategies} do, is enough.
 */
public interface Strategy {

    /**
     * Decides for the situation's seat, whose choice is awaited.
     *
     * @param situation what the seat knows
     * @param seed the source of any chance the strategy needs; see {@link Seeds}
     * @return torch or camp
     */
    Choice choose(Situation situation, long seed);

    /**
     * Decides for the view's seat, whose choice is awaited.
     *
     * <pre>{@code
     * Strategy bot = Strategies.threshold(8);   // a ready-made bot of incangold-strategies
     * Choice choice = bot.choose(Views.view(state, 2), 0L);
     * }</pre>
     *
     * <p>A choice is asked only of a seat the game awaits (R9): for a seat that has left the temple
     * (R11), that has chosen already, or when no choice is due, it is refused with the referee's
     * own reason, as {@code Game.choose} would refuse the choice.
     *
     * @param view the seat's own view (not a spectator's)
     * @param seed the source of any chance the strategy needs; see {@link Seeds}
     * @return torch or camp
     * @throws IllegalArgumentException if the view is a spectator's, or its seat's choice is not
     *     awaited
     */
    default Choice choose(PlayerView view, long seed) {
        Situation situation = Situation.of(view); // refuses a spectator's view
        int seat = situation.seat();
        if (!view.awaitedSeats().contains(seat)) {
            // the referee's own reason, as Game.choose would give it
            Violation why = !view.seats().get(seat).inTemple()
                    ? new Violation.NotInTemple(seat)
                    : view.phase() == Phase.CHOOSE
                            ? new Violation.AlreadyChosen(seat)
                            : new Violation.WrongPhase("choose", view.phase());
            throw new IllegalArgumentException("no choice of seat " + seat + " is awaited: " + why.message());
        }
        return choose(situation, seed);
    }

    /**
     * Names the strategy and its parameters; the ready-made bots of {@code incangold-strategies}
     * answer in the form {@code Strategies.parse(String)} reads.
     *
     * @return for instance {@code "threshold:8"}, {@code "random:0.3"} or {@code "risk"}
     */
    String describe();
}
