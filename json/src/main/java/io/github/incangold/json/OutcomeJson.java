package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.ints;
import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Outcome.Standing;
import io.vavr.collection.List;

/**
 * A finished game's standings and winners in JSON: {@code outcome} of common.json in docs/schemas,
 * which views and gameEnded events nest. Keep in step with that schema and docs/frontends.md, and
 * change only together with {@link IncanGoldJson#VERSION}.
 */
final class OutcomeJson {
    private OutcomeJson() {}

    static ObjectNode outcome(Outcome outcome) {
        ObjectNode node = object();
        node.set("standings", array(outcome.standings(), standing -> object().put("place", standing.place())
                .put("seat", standing.seat())
                .put("score", standing.score())
                .put("gems", standing.gems())
                .put("artifacts", standing.artifacts())));
        node.set("winners", ints(outcome.winners()));
        return node;
    }

    static Outcome outcome(In in) {
        in.object("standings", "winners");
        List<Standing> standings = in.field("standings").list(s -> {
            s.object("place", "seat", "score", "gems", "artifacts");
            return new Standing(
                    s.field("place").intAtLeast(1),
                    s.field("seat").intAtLeast(0),
                    s.field("score").intAtLeast(0),
                    s.field("gems").intAtLeast(0),
                    s.field("artifacts").intAtLeast(0));
        });
        return new Outcome(standings, ints(in.field("winners"), 0));
    }
}
