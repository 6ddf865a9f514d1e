package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.ints;
import static io.github.incangold.json.JsonParts.object;
import static io.github.incangold.json.JsonParts.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Action;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.record.GameRecord;
import io.github.incangold.view.DeckContents;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.SeatView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import io.vavr.control.Option;
import io.vavr.control.Validation;

/**
 * Each type's JSON form, writer and reader side by side so that they stay in step. The format is
 * described in docs/frontends.md; change it only together with {@link IncanGoldJson#VERSION}.
 */
final class Formats {
    private Formats() {}

    // ---- state

    static void state(ObjectNode node, GameState state) {
        StateSnapshot s = StateSnapshot.of(state);
        node.set("rules", RulesJson.rules(s.rules()));
        node.set("seats", array(s.seats(), JsonParts::text));
        node.put("phase", s.phase().name());
        node.put("round", s.round());
        node.put("startSeat", s.startSeat());
        node.set("deck", ints(s.deck()));
        node.put("revealed", s.revealed());
        node.put("pathGems", s.pathGems());
        node.set("inTemple", ints(s.inTemple()));
        node.set("pendingChoices", BySeatJson.choices(s.pendingChoices()));
        node.set("gemsAtRisk", ints(s.gemsAtRisk()));
        node.set("tentGems", ints(s.tentGems()));
        node.set("claims", array(s.claims(), ClaimJson::claim));
        node.set("removed", ints(s.removed()));
        node.put("gemsDealt", s.gemsDealt());
        node.put("gemsReturned", s.gemsReturned());
        if (!s.pathGemsByCard().isEmpty()) {
            node.set("pathGemsByCard", ints(s.pathGemsByCard()));
        }
        node.put("randomState", Long.toString(s.randomState()));
    }

    static GameState state(In in) {
        in.object(
                "rules",
                "seats",
                "phase",
                "round",
                "startSeat",
                "deck",
                "revealed",
                "pathGems",
                "inTemple",
                "pendingChoices",
                "gemsAtRisk",
                "tentGems",
                "claims",
                "removed",
                "gemsDealt",
                "gemsReturned",
                "pathGemsByCard",
                "randomState");
        StateSnapshot snapshot = new StateSnapshot(
                RulesJson.rules(in.field("rules")),
                in.field("seats").list(In::text),
                in.field("phase").enumValue(Phase.class),
                in.field("round").intValue(),
                in.field("startSeat").intValue(),
                ints(in.field("deck"), 0),
                in.field("revealed").intValue(),
                in.field("pathGems").intValue(),
                ints(in.field("inTemple"), 0),
                BySeatJson.choices(in.field("pendingChoices"), TreeMap.empty()),
                in.field("gemsAtRisk").list(In::intValue),
                in.field("tentGems").list(In::intValue),
                in.field("claims").list(ClaimJson::claim),
                ints(in.field("removed"), 0),
                in.field("gemsDealt").intValue(),
                in.field("gemsReturned").intValue(),
                in.optional("pathGemsByCard")
                        .map(list -> list.list(In::intValue))
                        .getOrElse(List.empty()),
                in.field("randomState").longText());
        Validation<Seq<String>, GameState> restored = snapshot.restore();
        if (restored.isInvalid()) {
            String first = restored.getError().head();
            int colon = first.indexOf(": ");
            String field = colon > 0 && first.substring(0, colon).matches("[A-Za-z]+(\\[\\d+\\])?")
                    ? "." + first.substring(0, colon)
                    : "";
            throw new In.Failure(
                    in.path + field,
                    "not a consistent game state: " + restored.getError().mkString("; "));
        }
        return restored.get();
    }

    // ---- views

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
        node.set("seats", array(view.seats(), Formats::seat));
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
        List<SeatView> seats = in.field("seats").list(Formats::seat);
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

    // ---- records

    static void record(ObjectNode node, GameRecord record) {
        node.set("rules", RulesJson.rules(record.rules()));
        node.set("seats", array(record.seats(), JsonParts::text));
        node.put("startSeat", record.startSeat());
        node.put("seed", Long.toString(record.seed()));
        node.set("actions", array(record.actions(), ActionJson::action));
        if (!record.checkpoints().isEmpty()) {
            node.set("checkpoints", array(record.checkpoints(), Formats::checkpoint));
        }
    }

    static ObjectNode checkpoint(GameRecord.Checkpoint checkpoint) {
        ObjectNode node = object();
        node.put("actions", checkpoint.actions());
        node.put("digest", String.format("%016x", checkpoint.digest()));
        return node;
    }

    static GameRecord.Checkpoint checkpoint(In in) {
        in.object("actions", "digest");
        int actions = in.field("actions").intAtLeast(0);
        In digest = in.field("digest");
        String hex = digest.text();
        if (!hex.matches("[0-9a-f]{16}")) {
            throw digest.fail("\"" + (hex.length() > 20 ? hex.substring(0, 20) + "…" : hex)
                    + "\" is not a digest: 16 lowercase hexadecimal digits");
        }
        return new GameRecord.Checkpoint(actions, Long.parseUnsignedLong(hex, 16));
    }

    static GameRecord record(In in) {
        in.object("rules", "seats", "startSeat", "seed", "actions", "checkpoints");
        List<Action> actions = in.field("actions").list(ActionJson::action);
        List<GameRecord.Checkpoint> checkpoints = in.optional("checkpoints")
                .map(list -> list.list(Formats::checkpoint))
                .getOrElse(List.empty());
        Option<String> problem = GameRecord.checkpointProblem(checkpoints, actions.size());
        if (problem.isDefined()) {
            throw in.field("checkpoints").fail(problem.get());
        }
        return new GameRecord(
                RulesJson.rules(in.field("rules")),
                in.field("seats").list(In::text),
                in.field("startSeat").intValue(),
                in.field("seed").longText(),
                actions,
                checkpoints);
    }
}
