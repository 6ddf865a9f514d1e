package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.model.Card;

/**
 * An artifact in a camp in JSON: {@code claim} of common.json in docs/schemas, which states, views
 * and playersLeft events nest. Keep in step with that schema and docs/frontends.md, and change only
 * together with {@link IncanGoldJson#VERSION}.
 */
final class ClaimJson {
    private ClaimJson() {}

    static ObjectNode claim(ClaimedArtifact claim) {
        ObjectNode node = object();
        node.put("seat", claim.seat());
        node.set("artifact", CardJson.card(claim.artifact()));
        node.put("value", claim.value());
        node.put("claimOrder", claim.claimOrder());
        node.put("round", claim.round());
        return node;
    }

    static ClaimedArtifact claim(In in) {
        in.object("seat", "artifact", "value", "claimOrder", "round");
        int seat = in.field("seat").intAtLeast(0);
        Card.Artifact artifact = CardJson.artifact(in.field("artifact"));
        int value = in.field("value").intAtLeast(0);
        int order = in.field("claimOrder").intAtLeast(1);
        int round = in.field("round").intAtLeast(1);
        return new ClaimedArtifact(seat, artifact, value, order, round);
    }
}
