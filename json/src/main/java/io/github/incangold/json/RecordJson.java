package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Action;
import io.github.incangold.record.GameRecord;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * A game record in JSON, with its checkpoints: the {@code "record"} document. Keep in step with
 * record.json in docs/schemas and docs/frontends.md, and change only together with {@link
 * IncanGoldJson#VERSION}; the records committed under the tests must still read and write back the
 * same.
 */
final class RecordJson {
    private RecordJson() {}

    static void record(ObjectNode node, GameRecord record) {
        node.set("rules", RulesJson.rules(record.rules()));
        node.set("seats", array(record.seats(), JsonParts::text));
        node.put("startSeat", record.startSeat());
        node.put("seed", Long.toString(record.seed()));
        node.set("actions", array(record.actions(), ActionJson::action));
        if (!record.checkpoints().isEmpty()) {
            node.set("checkpoints", array(record.checkpoints(), RecordJson::checkpoint));
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
                .map(list -> list.list(RecordJson::checkpoint))
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
