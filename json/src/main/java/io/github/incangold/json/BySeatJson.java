package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.incangold.model.Choice;
import io.vavr.collection.Map;
import io.vavr.collection.SortedMap;
import io.vavr.collection.TreeMap;

/**
 * Values by seat in JSON, each an array of objects that hold a seat and its value: gems by seat
 * ({@code seatGemsList} of common.json in docs/schemas), which events nest, and choices by seat
 * ({@code seatChoice}), which events and states nest. Keep in step with those schemas and
 * docs/frontends.md, and change only together with {@link IncanGoldJson#VERSION}.
 */
final class BySeatJson {
    private BySeatJson() {}

    static ArrayNode seatMap(Map<Integer, Integer> values, String valueName) {
        return array(values, entry -> object().put("seat", entry._1).put(valueName, entry._2));
    }

    static SortedMap<Integer, Integer> seatMap(In in, String valueName) {
        SortedMap<Integer, Integer> values = TreeMap.empty();
        for (In entry : in.elements()) {
            entry.object("seat", valueName);
            int seat = entry.field("seat").intAtLeast(0);
            if (values.containsKey(seat)) {
                throw entry.field("seat").fail("seat " + seat + " is listed twice");
            }
            values = values.put(seat, entry.field(valueName).intAtLeast(0));
        }
        return values;
    }

    static ArrayNode choices(Map<Integer, Choice> choices) {
        return array(choices, entry -> object().put("seat", entry._1).put("choice", entry._2.name()));
    }

    static Map<Integer, Choice> choices(In in, Map<Integer, Choice> empty) {
        Map<Integer, Choice> choices = empty;
        for (In entry : in.elements()) {
            entry.object("seat", "choice");
            int seat = entry.field("seat").intAtLeast(0);
            if (choices.containsKey(seat)) {
                throw entry.field("seat").fail("seat " + seat + " is listed twice");
            }
            choices = choices.put(seat, entry.field("choice").enumValue(Choice.class));
        }
        return choices;
    }
}
