package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.ints;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.StateSnapshot;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import io.vavr.control.Validation;

/**
 * A full state in JSON, secrets included: the {@code "state"} document a server saves, the fields
 * of {@link io.github.incangold.engine.StateSnapshot}. Keep in step with state.json in docs/schemas
 * and docs/frontends.md, and change only together with {@link IncanGoldJson#VERSION}.
 */
final class StateJson {
    private StateJson() {}

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
}
