package io.github.incangold.view;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Choice;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Makes the views a frontend shows: a seat's view, with its own secrets, and a spectator's view,
 * with none (R21). Send players views, never states.
 *
 * <pre>{@code
 * Step started = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 7L)
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
 * GameState state = Game.advance(started.state()).state();
 * PlayerView forBo = Views.view(state, 1);
 * PlayerView forTheRoom = Views.spectator(state);
 * }</pre>
 */
public final class Views {
    private Views() {}

    /**
     * The view of one seat: the public information and the seat's own pending choice and tent.
     *
     * @param state the state
     * @param seat the viewer's seat
     * @return the seat's view
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public static PlayerView view(GameState state, int seat) {
        Objects.requireNonNull(state, "state");
        if (seat < 0 || seat >= state.seatCount()) {
            throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + state.seatCount());
        }
        return build(state, Option.some(seat));
    }

    /**
     * The view of a spectator: the public information only.
     *
     * @param state the state
     * @return the spectator's view
     */
    public static PlayerView spectator(GameState state) {
        Objects.requireNonNull(state, "state");
        return build(state, Option.none());
    }

    private static PlayerView build(GameState state, Option<Integer> viewer) {
        boolean tentsOpen = state.rules().openTents() || state.isOver();
        List<SeatView> seats = List.empty();
        for (int seat = 0; seat < state.seatCount(); seat++) {
            boolean own = viewer.contains(seat);
            boolean tentVisible = own || tentsOpen;
            seats = seats.append(new SeatView(
                    seat,
                    state.seats().get(seat),
                    state.inTemple(seat),
                    state.hasChosen(seat),
                    own ? state.pendingChoice(seat) : Option.none(),
                    state.gemsAtRisk(seat),
                    tentVisible ? Option.some(state.tentGems(seat)) : Option.none(),
                    List.ofAll(state.artifacts(seat)),
                    tentVisible ? Option.some(state.score(seat)) : Option.none()));
        }
        List<Integer> awaited = state.awaitedSeats();
        List<Action> legal = viewer.filter(awaited::contains)
                .map(seat ->
                        List.<Action>of(new Action.Choose(seat, Choice.TORCH), new Action.Choose(seat, Choice.CAMP)))
                .getOrElse(List.empty());
        return new PlayerView(
                state.rules(),
                viewer,
                state.phase(),
                state.round(),
                state.startSeat(),
                state.path(),
                state.pathGems(),
                state.pathGemsByCard(),
                state.artifactsOnPath(),
                state.hazardsSeen().toList(),
                DeckContents.of(state.remainingDeck()),
                state.removedCards(),
                seats,
                awaited,
                legal,
                state.phase() == Phase.GAME_OVER ? state.outcome() : Option.none());
    }
}
