package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.vavr.control.Option;

/**
 * Cards in JSON, as actions, events, views and claims nest them: {@code card}, {@code artifact} and
 * {@code hazardType} of common.json in docs/schemas. Keep in step with those schemas and
 * docs/frontends.md, and change only together with {@link IncanGoldJson#VERSION}.
 */
final class CardJson {
    private CardJson() {}

    static ObjectNode card(Card card) {
        ObjectNode node = object();
        if (card instanceof Card.Treasure treasure) {
            node.put("kind", "treasure").put("value", treasure.value());
        } else if (card instanceof Card.Hazard hazard) {
            node.put("kind", "hazard").put("hazard", hazard.type().name());
        } else {
            Card.Artifact artifact = (Card.Artifact) card;
            node.put("kind", "artifact").put("number", artifact.number());
            artifact.printedValue().forEach(value -> node.put("printedValue", value));
        }
        return node;
    }

    static Card card(In in) {
        String kind = in.object("kind", "value", "hazard", "number", "printedValue")
                .field("kind")
                .text();
        switch (kind) {
            case "treasure" -> {
                in.object("kind", "value");
                int value = in.field("value").intValue();
                return in.build(() -> Card.treasure(value));
            }
            case "hazard" -> {
                in.object("kind", "hazard");
                HazardType type = hazardType(in.field("hazard"));
                return Card.hazard(type);
            }
            case "artifact" -> {
                in.object("kind", "number", "printedValue");
                int number = in.field("number").intValue();
                Option<Integer> printed = in.optional("printedValue").map(In::intValue);
                return in.build(() -> new Card.Artifact(number, printed));
            }
            default ->
                throw in.field("kind")
                        .fail("\"" + kind + "\" is not a card kind; expected treasure, hazard or artifact");
        }
    }

    static Card.Artifact artifact(In in) {
        Card card = card(in);
        if (!(card instanceof Card.Artifact artifact)) {
            throw in.fail("expected an artifact card, found " + card);
        }
        return artifact;
    }

    static HazardType hazardType(In in) {
        String name = in.text();
        return in.build(() -> HazardType.of(name));
    }
}
