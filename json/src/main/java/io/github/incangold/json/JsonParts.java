package io.github.incangold.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.vavr.collection.List;
import java.util.function.Function;

/**
 * The nodes every document's writer and reader builds from (objects, arrays, strings and lists of
 * whole numbers), in one place so that each document writes them alike.
 */
final class JsonParts {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonParts() {}

    static ObjectNode object() {
        return NODES.objectNode();
    }

    static TextNode text(String value) {
        return NODES.textNode(value);
    }

    static <T> ArrayNode array(Iterable<T> items, Function<T, JsonNode> item) {
        ArrayNode array = NODES.arrayNode();
        for (T value : items) {
            array.add(item.apply(value));
        }
        return array;
    }

    static ArrayNode ints(Iterable<Integer> values) {
        ArrayNode array = NODES.arrayNode();
        values.forEach(array::add);
        return array;
    }

    static List<Integer> ints(In in, int min) {
        return in.list(element -> element.intAtLeast(min));
    }
}
