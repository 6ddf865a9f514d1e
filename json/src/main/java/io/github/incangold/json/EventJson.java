package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.ints;
import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.GameEvent;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.TreeMap;

/**
 * Events in JSON: each element of the {@code "events"} document a server broadcasts. Keep in step
 * with events.json and common.json in docs/schemas and with docs/frontends.md, and change only
 * together with {@link IncanGoldJson#VERSION}.
 */
final class EventJson {
    private EventJson() {}

    static ObjectNode event(GameEvent event) {
        ObjectNode node = object();
        if (event instanceof GameEvent.RoundStarted e) {

            node.put("event", "roundStarted").put("round", e.round()).put("startSeat", e.startSeat());
            e.artifactAdded().forEach(artifact -> node.set("artifactAdded", CardJson.card(artifact)));
            node.put("deckSize", e.deckSize());
            if (!e.alsoAdded().isEmpty()) {
                node.set("alsoAdded", array(e.alsoAdded(), CardJson::card));
            }
        } else if (event instanceof GameEvent.CardRevealed e) {

            node.put("event", "cardRevealed");
            node.set("card", CardJson.card(e.card()));
            node.put("seatsInTemple", e.seatsInTemple())
                    .put("share", e.share())
                    .put("remainder", e.remainder())
                    .put("bust", e.bust());
        } else if (event instanceof GameEvent.ChoiceMade choiceMade) {
            node.put("event", "choiceMade").put("seat", choiceMade.seat());
        } else if (event instanceof GameEvent.ChoicesRevealed choicesRevealed) {
            node.put("event", "choicesRevealed");
            node.set("choices", BySeatJson.choices(choicesRevealed.choices()));
        } else if (event instanceof GameEvent.PlayersLeft e) {

            node.put("event", "playersLeft");
            node.set("seats", ints(e.seats()));
            node.put("share", e.share()).put("remainder", e.remainder());
            node.set("banked", BySeatJson.seatMap(e.banked(), "gems"));
            node.set("artifacts", array(e.artifacts(), ClaimJson::claim));
        } else if (event instanceof GameEvent.DeckExhausted deckExhausted) {
            node.put("event", "deckExhausted");
            node.set("seats", ints(deckExhausted.seats()));
        } else if (event instanceof GameEvent.Bust e) {

            node.put("event", "bust").put("hazard", e.type().name());
            node.set("lost", BySeatJson.seatMap(e.lost(), "gems"));
            e.removed().forEach(card -> node.set("removed", CardJson.card(card)));
            if (!e.kept().isEmpty()) {
                node.set("kept", BySeatJson.seatMap(e.kept(), "gems"));
            }
            if (!e.alsoRemoved().isEmpty()) {
                node.set("alsoRemoved", array(e.alsoRemoved(), CardJson::card));
            }
        } else if (event instanceof GameEvent.RoundEnded e) {

            node.put("event", "roundEnded").put("round", e.round()).put("gemsReturned", e.gemsReturned());
            node.set("artifactsLost", array(e.artifactsLost(), CardJson::card));
        } else if (event instanceof GameEvent.GameEnded gameEnded) {
            node.put("event", "gameEnded");
            node.set("outcome", OutcomeJson.outcome(gameEnded.outcome()));
        } else {
            // GameEvent is sealed: only a kind added without its case here reaches this line
            throw new IllegalStateException("no JSON for the event " + event);
        }
        return node;
    }

    static GameEvent event(In in) {
        String name = in.object(
                        "event",
                        "round",
                        "startSeat",
                        "artifactAdded",
                        "deckSize",
                        "alsoAdded",
                        "card",
                        "seatsInTemple",
                        "share",
                        "remainder",
                        "bust",
                        "seat",
                        "choices",
                        "seats",
                        "banked",
                        "artifacts",
                        "hazard",
                        "lost",
                        "removed",
                        "kept",
                        "alsoRemoved",
                        "gemsReturned",
                        "artifactsLost",
                        "outcome")
                .field("event")
                .text();
        return switch (name) {
            case "roundStarted" -> {
                in.object("event", "round", "startSeat", "artifactAdded", "deckSize", "alsoAdded");
                yield new GameEvent.RoundStarted(
                        in.field("round").intAtLeast(1),
                        in.field("startSeat").intAtLeast(0),
                        in.optional("artifactAdded").map(CardJson::artifact),
                        in.field("deckSize").intAtLeast(0),
                        in.optional("alsoAdded")
                                .map(cards -> cards.list(CardJson::artifact))
                                .getOrElse(List.empty()));
            }
            case "cardRevealed" -> {
                in.object("event", "card", "seatsInTemple", "share", "remainder", "bust");
                yield new GameEvent.CardRevealed(
                        CardJson.card(in.field("card")),
                        in.field("seatsInTemple").intAtLeast(0),
                        in.field("share").intAtLeast(0),
                        in.field("remainder").intAtLeast(0),
                        in.field("bust").booleanValue());
            }
            case "choiceMade" -> {
                in.object("event", "seat");
                yield new GameEvent.ChoiceMade(in.field("seat").intAtLeast(0));
            }
            case "choicesRevealed" -> {
                in.object("event", "choices");
                yield new GameEvent.ChoicesRevealed(
                        TreeMap.ofEntries(BySeatJson.choices(in.field("choices"), LinkedHashMap.empty())));
            }
            case "playersLeft" -> {
                in.object("event", "seats", "share", "remainder", "banked", "artifacts");
                yield new GameEvent.PlayersLeft(
                        ints(in.field("seats"), 0),
                        in.field("share").intAtLeast(0),
                        in.field("remainder").intAtLeast(0),
                        BySeatJson.seatMap(in.field("banked"), "gems"),
                        in.field("artifacts").list(ClaimJson::claim));
            }
            case "deckExhausted" -> {
                in.object("event", "seats");
                yield new GameEvent.DeckExhausted(ints(in.field("seats"), 0));
            }
            case "bust" -> {
                in.object("event", "hazard", "lost", "removed", "kept", "alsoRemoved");
                yield new GameEvent.Bust(
                        CardJson.hazardType(in.field("hazard")),
                        BySeatJson.seatMap(in.field("lost"), "gems"),
                        in.optional("removed").map(CardJson::card),
                        in.optional("kept")
                                .map(kept -> BySeatJson.seatMap(kept, "gems"))
                                .getOrElse(TreeMap.empty()),
                        in.optional("alsoRemoved")
                                .map(cards -> cards.list(CardJson::card))
                                .getOrElse(List.empty()));
            }
            case "roundEnded" -> {
                in.object("event", "round", "gemsReturned", "artifactsLost");
                yield new GameEvent.RoundEnded(
                        in.field("round").intAtLeast(1),
                        in.field("gemsReturned").intAtLeast(0),
                        in.field("artifactsLost").list(CardJson::artifact));
            }
            case "gameEnded" -> {
                in.object("event", "outcome");
                yield new GameEvent.GameEnded(OutcomeJson.outcome(in.field("outcome")));
            }
            default ->
                throw in.field("event")
                        .fail("\"" + name + "\" is not an event; expected roundStarted, "
                                + "cardRevealed, choiceMade, choicesRevealed, playersLeft, deckExhausted, bust, roundEnded "
                                + "or gameEnded");
        };
    }
}
