package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.ints;
import static io.github.incangold.json.JsonParts.object;
import static io.github.incangold.json.JsonParts.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * A player's or a spectator's view in JSON, with its seats: the {@code "view"} document a server
 * sends. Keep in step with view.json in docs/schemas and docs/frontends.md, and change only
 * together with {@link IncanGoldJson#VERSION}.
 */
final class ViewJson {
    private ViewJson() {}

    static ObjectNode seat(SeatView seat) {
        ObjectNode node = object();
        node.put("seat", seat.seat());
        node.put("name", seat.name());
        node.put("inTemple", seat.inTemple());
        node.put("hasChosen", seat.hasChosen());
        seat.pendingChoice().forEach(choice -> node.put("pendingChoice", choice.name()));
        node.put("gemsAtRisk", seat.gemsAtRisk());
        seat.tentGems().forEach(gems -> node.put("tentGems", gems));
        node.set("artifacts", array(seat.artifacts(), ClaimJson::claim));
        seat.score().forEach(score -> node.put("score", score));
        return node;
    }

    static SeatView seat(In in) {
        in.object(
                "seat",
                "name",
                "inTemple",
                "hasChosen",
                "pendingChoice",
                "gemsAtRisk",
                "tentGems",
                "artifacts",
                "score");
        return new SeatView(
                in.field("seat").intAtLeast(0),
                in.field("name").text(),
                in.field("inTemple").booleanValue(),
                in.field("hasChosen").booleanValue(),
                in.optional("pendingChoice").map(c -> c.enumValue(Choice.class)),
                in.field("gemsAtRisk").intAtLeast(0),
                in.optional("tentGems").map(v -> v.intAtLeast(0)),
                in.field("artifacts").list(ClaimJson::claim),
                in.optional("score").map(v -> v.intAtLeast(0)));
    }

    static void view(ObjectNode node, PlayerView view) {
        node.set("rules", RulesJson.rules(view.rules()));
        view.viewer().forEach(seat -> node.put("viewer", seat));
        node.put("phase", view.phase().name());
        node.put("round", view.round());
        node.put("startSeat", view.startSeat());
        node.set("path", array(view.path(), CardJson::card));
        node.put("pathGems", view.pathGems());
        if (!view.pathGemsByCard().isEmpty()) {
            node.set("pathGemsByCard", ints(view.pathGemsByCard()));
        }
        node.set("artifactsOnPath", array(view.artifactsOnPath(), CardJson::card));
        node.set("hazardsSeen", array(view.hazardsSeen(), type -> text(type.name())));
        node.set("remainingDeck", array(view.remainingDeck().entries(), entry -> {
            ObjectNode counted = object();
            counted.set("card", CardJson.card(entry.card()));
            return counted.put("count", entry.count());
        }));
        node.set("removedCards", array(view.removedCards(), CardJson::card));
        node.set("seats", array(view.seats(), ViewJson::seat));
        node.set("awaitedSeats", ints(view.awaitedSeats()));
        node.set("legalActions", array(view.legalActions(), ActionJson::action));
        view.outcome().forEach(outcome -> node.set("outcome", OutcomeJson.outcome(outcome)));
    }

    static PlayerView view(In in) {
        in.object(
                "rules",
                "viewer",
                "phase",
                "round",
                "startSeat",
                "path",
                "pathGems",
                "pathGemsByCard",
                "artifactsOnPath",
                "hazardsSeen",
                "remainingDeck",
                "removedCards",
                "seats",
                "awaitedSeats",
                "legalActions",
                "outcome");
        List<DeckContents.CardCount> entries = in.field("remainingDeck").list(entry -> {
            entry.object("card", "count");
            Card card = CardJson.card(entry.field("card"));
            int count = entry.field("count").intValue();
            return entry.build(() -> new DeckContents.CardCount(card, count));
        });
        DeckContents deck = in.field("remainingDeck").build(() -> new DeckContents(entries));
        List<SeatView> seats = in.field("seats").list(ViewJson::seat);
        Option<Integer> viewer = in.optional("viewer").map(v -> v.intAtLeast(0));
        if (viewer.exists(seat -> seat >= seats.size())) {
            throw in.field("viewer")
                    .fail("seat " + viewer.get() + " is not one of the view's " + seats.size() + " seats");
        }
        return new PlayerView(
                RulesJson.rules(in.field("rules")),
                viewer,
                in.field("phase").enumValue(Phase.class),
                in.field("round").intAtLeast(1),
                in.field("startSeat").intAtLeast(0),
                in.field("path").list(CardJson::card),
                in.field("pathGems").intAtLeast(0),
                in.optional("pathGemsByCard").map(list -> ints(list, 0)).getOrElse(List.empty()),
                in.field("artifactsOnPath").list(CardJson::artifact),
                in.field("hazardsSeen").list(CardJson::hazardType),
                deck,
                in.field("removedCards").list(CardJson::card),
                seats,
                ints(in.field("awaitedSeats"), 0),
                in.field("legalActions").list(ActionJson::action),
                in.optional("outcome").map(OutcomeJson::outcome));
    }
}
