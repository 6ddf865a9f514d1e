package io.github.incangold.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.GameState;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.odds.Advice;
import io.github.incangold.odds.Odds;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.variants.Preset;
import io.github.incangold.variants.Presets;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;

/**
 * The bodies the server sends. Game information only ever comes from a {@link PlayerView} (a
 * seat's own, or a spectator's) and from the public events; a {@link GameState} never leaves
 * this class except through {@link Views}.
 */
final class Replies {
    private Replies() {}

    static ObjectNode presets() {
        ArrayNode all = Json.array();
        for (Preset preset : Presets.all()) {
            all.add(Json.object()
                    .put("id", preset.id())
                    .put("title", preset.title())
                    .put("changes", preset.changes())
                    .put("minPlayers", preset.rules().minPlayers())
                    .put("maxPlayers", preset.rules().maxPlayers()));
        }
        ObjectNode body = Json.object();
        body.set("presets", all);
        return body;
    }

    /**
     * The names a request's {@code strategies} may start with: the built-in bots' first, then those
     * of the bots the server was given ({@code --bot-path}), each marked as which.
     */
    static ObjectNode bots(StrategyCatalog catalog) {
        List<String> builtIn = StrategyCatalog.builtIn().names();
        ArrayNode all = Json.array();
        for (String name : catalog.names()) {
            all.add(Json.object().put("name", name).put("builtIn", builtIn.contains(name)));
        }
        ObjectNode body = Json.object();
        body.set("bots", all);
        return body;
    }

    /** What anyone may know of a table: its rules, its seats and, once started, the spectator's view. */
    static ObjectNode table(Table table, Table.Snapshot snapshot) {
        ObjectNode body = Json.object().put("table", table.id).put("title", table.title);
        table.presetId.forEach(id -> body.put("preset", id));
        body.set("rules", Json.document(IncanGoldJson.encode(table.rules)));
        body.put(
                "status",
                table.failed()
                        ? "failed"
                        : snapshot.game().isEmpty()
                                ? "waiting"
                                : snapshot.game().get().isOver() ? "over" : "playing");
        ArrayNode seats = Json.array();
        for (Table.Seat seat : snapshot.seats()) {
            ObjectNode node = Json.object().put("seat", seat.number()).put("name", seat.name());
            if (seat.isBot()) {
                node.put("player", "bot").put("strategy", seat.bot().get().describe());
            } else {
                node.put("player", "person").put("joined", !seat.isOpen());
            }
            seats.add(node);
        }
        body.set("seats", seats);
        body.put("openSeats", snapshot.openSeats());
        body.put("sequence", snapshot.sequence());
        snapshot.game()
                .forEach(state ->
                        body.set("spectatorView", Json.document(IncanGoldJson.encode(Views.spectator(state)))));
        return body;
    }

    /**
     * A seat's reply: its own view (R21), the odds of the next card from that view (with the advice
     * while its choice is awaited), and the log position.
     */
    static ObjectNode seat(Table table, Table.Snapshot snapshot, int seat) {
        GameState state = snapshot.game().get();
        PlayerView view = Views.view(state, seat);
        ObjectNode body = Json.object().put("table", table.id).put("seat", seat).put("sequence", snapshot.sequence());
        body.set("view", Json.document(IncanGoldJson.encode(view)));
        if (!state.isOver()) {
            ObjectNode odds =
                    Json.object().put("cardsLeft", view.remainingDeck().size());
            odds.set("bust", Json.fraction(Odds.bustChance(view)));
            odds.set("hazard", Json.fraction(Odds.hazardChance(view)));
            odds.set(
                    "expectedGems",
                    Json.fraction(Odds.expectedGems(view).get(seat).get()));
            odds.set("expectedLoss", Json.fraction(Odds.expectedLossIfStaying(view, seat)));
            if (view.awaitedSeats().contains(seat)) {
                Advice advice = Advice.of(view);
                odds.set(
                        "advice",
                        Json.object()
                                .put("suggestion", advice.suggestion().name())
                                .put("campNow", advice.campNow())
                                .put("carryOn", advice.carryOn())
                                .put("horizon", advice.horizon()));
            }
            body.set("odds", odds);
        }
        return body;
    }

    static ObjectNode joined(Table table, Table.Joined joined) {
        return Json.object()
                .put("table", table.id)
                .put("seat", joined.seat().number())
                .put("name", joined.seat().name())
                .put("token", joined.seat().token().get())
                .put("started", joined.snapshot().game().isDefined());
    }

    static ObjectNode entries(Table table, List<Table.Entry> entries, int sequence, boolean hiddenTents) {
        ArrayNode list = Json.array();
        for (Table.Entry entry : entries) {
            ObjectNode node = Json.object().put("sequence", entry.sequence()).put("type", entry.type());
            node.set("data", Json.document(entry.json(hiddenTents)));
            list.add(node);
        }
        ObjectNode body = Json.object().put("table", table.id).put("sequence", sequence);
        body.set("entries", list);
        return body;
    }

    /**
     * A log entry's data without the gems each leaver put in its tent: every {@code playersLeft}
     * event loses its {@code banked} field, for clients that keep the tents hidden (R21) even
     * from the log ({@code tents=hidden}). Other entries are returned as they are.
     *
     * @param json a log entry's data
     * @return the same data, without any {@code banked} amount
     */
    static String withoutBanked(String json) {
        if (!json.contains("\"playersLeft\"")) {
            return json;
        }
        JsonNode document = Json.document(json);
        for (JsonNode event : document.path("events")) {
            if (event.path("event").asText().equals("playersLeft")) {
                ((ObjectNode) event).remove("banked");
            }
        }
        return Json.write(document);
    }
}
