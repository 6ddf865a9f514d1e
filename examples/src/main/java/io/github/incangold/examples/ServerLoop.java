package io.github.incangold.examples;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.json.JsonProblem;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * A game server's core: one immutable state per table, actions in as JSON, and out to every
 * player of the table its own view and the events, as JSON. The transport (WebSocket, HTTP, a
 * chat) is left out: {@link #receive} is what a connection handler calls, and the outbox is where
 * it would write. Players only ever get their own {@link PlayerView} (R21), never the state.
 *
 * <p>{@link #main} runs two tables whose players are bots, talking to the server through JSON
 * messages only, and prints the traffic.
 */
public final class ServerLoop {
    /**
     * A message to one player.
     *
     * @param table the table id
     * @param seat the player's seat
     * @param json the document: a view, an events list, or an error
     */
    public record Message(String table, int seat, String json) {}

    // Each table's state is replaced atomically; states are immutable, so readers never see half a move.
    private final Map<String, GameState> tables = new ConcurrentHashMap<>();
    private final Consumer<Message> outbox;

    /**
     * Creates a server.
     *
     * @param outbox where messages to players go
     */
    public ServerLoop(Consumer<Message> outbox) {
        this.outbox = outbox;
    }

    /**
     * Opens a table and deals the first card.
     *
     * @param table a new table id
     * @param players the players' names, one per seat
     * @param seed the seed of the table's shuffles
     * @return the violation that refused the table (bad seat count, names), or the table id
     */
    public Either<Violation, String> open(String table, List<String> players, long seed) {
        return Game.newGame(Rules.incanGold(), players, seed).map(started -> {
            Step step = started.then(Game.advance(started.state()));
            tables.put(table, step.state());
            publish(table, step);
            return table;
        });
    }

    /**
     * Handles an action sent by a player: a {@code Choose} for its own seat.
     *
     * @param table the table
     * @param seat the seat of the connection that sent it (authenticated by the transport)
     * @param actionJson the action document
     */
    public void receive(String table, int seat, String actionJson) {
        Either<JsonProblem, Action> action = IncanGoldJson.decodeAction(actionJson);
        if (action.isLeft()) {
            outbox.accept(new Message(table, seat, error("unreadable action: " + action.getLeft())));
            return;
        }
        if (!(action.get() instanceof Action.Choose) || ((Action.Choose) action.get()).seat() != seat) {
            outbox.accept(new Message(table, seat, error("a player may only choose for its own seat")));
            return;
        }
        Step[] done = new Step[1];
        tables.computeIfPresent(table, (id, state) -> {
            Either<Violation, Step> result = Game.apply(state, action.get());
            if (result.isLeft()) {
                outbox.accept(new Message(table, seat, error(result.getLeft().message())));
                return state;
            }
            // Once the last choice is in, reveal the choices and go on to the next choice.
            done[0] = result.get().then(Game.advance(result.get().state()));
            return done[0].state();
        });
        if (done[0] != null) {
            publish(table, done[0]);
        }
    }

    /**
     * The current state of a table, for the server's own use (saving, monitoring).
     *
     * @param table the table
     * @return its state, or null if there is no such table
     */
    public GameState state(String table) {
        return tables.get(table);
    }

    private void publish(String table, Step step) {
        GameState state = step.state();
        String events = IncanGoldJson.encode(step.events());
        for (int seat = 0; seat < state.seatCount(); seat++) {
            outbox.accept(new Message(table, seat, events));
            outbox.accept(new Message(table, seat, IncanGoldJson.encode(Views.view(state, seat))));
        }
    }

    private static final String ERROR = "{\"format\": \"incangold\", \"type\": \"error\"";

    private static String error(String text) {
        return ERROR + ", \"message\": \"" + text.replace("\"", "'") + "\"}";
    }

    /**
     * Runs two tables of bot clients that only see JSON.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        Queue<Message> wire = new ArrayDeque<>();
        ServerLoop server = new ServerLoop(wire::add);
        // These bots need no chance, so every decision gets the seed 0.
        List<Strategy> bots = List.of(
                Strategies.threshold(5), Strategies.riskAware(), Strategies.threshold(9), Strategies.threshold(12));
        server.open("oak", List.of("Ann", "Bo", "Cy"), 7L);
        server.open("elm", List.of("Di", "Ed", "Flo", "Gus"), 8L);
        System.out.println("refused: "
                + server.open("ash", List.of("Hal", "Ivy"), 9L).getLeft().message());

        int messages = 0;
        boolean cheated = false;
        Set<String> answered = new HashSet<>();
        while (!wire.isEmpty()) {
            Message message = wire.poll();
            messages++;
            if (message.json().startsWith(ERROR)) {
                System.out.println(message.table() + " -> seat " + message.seat() + ": " + message.json());
                continue;
            }
            Either<JsonProblem, PlayerView> view = IncanGoldJson.decodeView(message.json());
            if (view.isLeft() || view.get().legalActions().isEmpty()) {
                continue; // an events document, or a view with nothing to do
            }
            // Views arrive after every seat's choice; a client answers once per card.
            String card = message.table() + "/" + message.seat() + "/"
                    + view.get().round() + "/" + view.get().path().size();
            if (!answered.add(card)) {
                continue;
            }
            if (!cheated) {
                cheated = true; // a client trying to choose for someone else is refused
                int other = (message.seat() + 1) % view.get().seats().size();
                server.receive(
                        message.table(),
                        message.seat(),
                        IncanGoldJson.encode(new Action.Choose(
                                other, bots.get(message.seat()).choose(view.get(), 0L))));
            }
            Action answer =
                    new Action.Choose(message.seat(), bots.get(message.seat()).choose(view.get(), 0L));
            server.receive(message.table(), message.seat(), IncanGoldJson.encode(answer));
        }
        System.out.println(messages + " messages sent");
        for (String table : List.of("oak", "elm")) {
            GameState state = server.state(table);
            List<String> names = state.seats();
            System.out.println(table + ": "
                    + new Narrator(names, Style.PLAIN)
                            .standings(state.outcome().get())
                            .filter(line -> !line.isEmpty())
                            .mkString(" | "));
        }
    }
}
