package io.github.incangold.json;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Step;
import io.github.incangold.odds.Odds;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import java.util.function.BiConsumer;

/** The frontend flow of docs/frontends.md: create, view, choose, advance, events. */
public final class FrontendExample {
    private FrontendExample() {}

    /**
     * Plays a whole game as a server would, sending JSON to each seat.
     *
     * @param send receives (seat or -1 for everyone, JSON text) for every message sent
     * @return the stored record of the game
     */
    public static GameRecord playOneGame(BiConsumer<Integer, String> send) {
        // create: the host picks the rules, the seats, the start player and a seed
        Rules rules = Rules.incanGold();
        List<String> seats = List.of("Ann", "Bo", "Cy");
        GameRecord record = GameRecord.of(rules, seats, 0, 2024L);
        Step created = Game.newGame(rules, seats, 0, 2024L)
                .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
        send.accept(-1, IncanGoldJson.encode(created.events()));
        GameState state = created.state();

        while (!state.isOver()) {
            // advance: reveal, leave, bust and end rounds until choices are awaited
            Step step = Game.advance(state);
            state = step.state();
            record = record.withAction(new Action.Advance());
            // events: public, so every seat gets them to animate
            send.accept(-1, IncanGoldJson.encode(step.events()));

            // view: each awaited seat gets its own view, never the state
            for (int seat : state.awaitedSeats()) {
                PlayerView view = Views.view(state, seat);
                send.accept(seat, IncanGoldJson.encode(view));

                // choose: here a simple bot, bolder at each seat, stands in for the player
                Fraction bust = Odds.bustChance(view);
                int atRisk = view.mySeat().get().gemsAtRisk();
                Action answer = bust.compareTo(Fraction.of(1, 8)) > 0 || atRisk >= 6 + 6 * seat
                        ? view.legalActions().get(1) // camp
                        : view.legalActions().get(0); // torch
                String sent = IncanGoldJson.encode(answer); // what the client sends back
                // a server answers a Left to its client: JSON it cannot read, or a move the rules refuse
                Action received = IncanGoldJson.decodeAction(sent)
                        .getOrElseThrow(problem -> new IllegalArgumentException(problem.message()));
                state = Game.apply(state, received)
                        .getOrElseThrow(violation -> new IllegalStateException(violation.message()))
                        .state();
                record = record.withAction(received);
            }
        }
        Outcome outcome = state.outcome().get();
        send.accept(-1, IncanGoldJson.encode(Views.spectator(state)));
        System.out.println("winners: " + outcome.winners().map(seats::get).mkString(", "));
        return record; // store IncanGoldJson.encode(record) to replay the game later
    }
}
