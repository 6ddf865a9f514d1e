package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Validation;
import java.io.IOException;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The published schema and the loader accept the same values, field by field: values at and
 * beyond every bound the schema states, of every wrong type, and every enum constant, are each
 * tried in a file on {@code incan-gold} with a draft 2020-12 validator and with {@link
 * VariantFiles#load}. What the schema refuses, the loader refuses at that field; what the schema
 * accepts, the loader accepts, except the cross-field checks listed here, which only the loader
 * can make.
 */
class SchemaAgreementTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * Values the schema allows on their own that the loader refuses beside incan-gold's other
     * values, each for a reason the schema's description names.
     */
    private static final TreeSet<String> CROSS_FIELD = TreeSet.of(
            // maxPlayers >= minPlayers: incan-gold's maxPlayers is 8.
            "minPlayers=32",
            // ... and its minPlayers is 3.
            "maxPlayers=1",
            // A non-empty deck, and at most 10000 cards.
            "hazards={\"fire\":10000}",
            // Claim-order values are used by incan-gold, so they must not be empty.
            "claimOrderValues=[]",
            // A printed value per artifact would be needed, but incan-gold values by claim order:
            // these pass; an artifact count beyond the card limit does not.
            "artifactCount=2147483647",
            // One entry a seat: 32 entries pass the schema's limit but not incan-gold's maxPlayers of 8.
            "startingGems=[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]");

    private static Schema schema() {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(VariantFiles.schema());
    }

    @Test
    void theSchemaAndTheLoaderAgreeOnEveryFieldsValues() throws IOException {
        Schema schema = schema();
        JsonNode properties = MAPPER.readTree(VariantFiles.schema()).get("properties");
        TreeSet<String> onlyTheLoaderRefuses = TreeSet.empty();
        int tried = 0;
        for (String field : (Iterable<String>) properties::fieldNames) {
            if (List.of("$schema", "base", "description").contains(field)) {
                continue;
            }
            for (JsonNode value : candidates(field, properties.get(field))) {
                ObjectNode file = NODES.objectNode().put("base", "incan-gold");
                file.set(field, value);
                String text = file.toString();
                boolean schemaAccepts = schema.validate(file).isEmpty();
                Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(text);
                tried++;
                if (!schemaAccepts) {
                    assertTrue(loaded.isInvalid(), () -> "the loader accepts what the schema refuses: " + text);
                    assertTrue(
                            loaded.getError()
                                    .exists(problem -> problem.pointer().startsWith("/" + field)),
                            () -> text + " is refused elsewhere: " + loaded.getError());
                } else if (loaded.isInvalid()) {
                    onlyTheLoaderRefuses = onlyTheLoaderRefuses.add(field + "=" + value);
                }
            }
        }
        assertEquals(CROSS_FIELD, onlyTheLoaderRefuses);
        assertTrue(tried > 150, "too few values tried: " + tried);
    }

    @Test
    void theSchemaRefusesWhatTheLoaderRefusesAsAFile() {
        Schema schema = schema();
        for (String text : List.of(
                "{}", "{\"base\": \"incan-gold\", \"round\": 3}", "{\"base\": \"incan\"}", "{\"base\": null}", "[]")) {
            JsonNode file = parse(text);
            assertTrue(VariantFiles.load(text).isInvalid(), text);
            assertTrue(!schema.validate(file).isEmpty(), text);
        }
        for (Preset preset : Presets.all()) {
            String saved = VariantFiles.save(preset.rules());
            assertEquals(List.empty(), List.ofAll(schema.validate(parse(saved))), saved);
        }
    }

    /** Values at and past the bounds the field's schema states, of wrong types, and null. */
    private static List<JsonNode> candidates(String field, JsonNode property) {
        List<JsonNode> wrongTypes = List.<JsonNode>of(
                NODES.nullNode(), NODES.textNode("3"), NODES.numberNode(2.5), NODES.booleanNode(true));
        if (property.has("enum")) {
            List<JsonNode> values = List.ofAll(property.get("enum"));
            return values.appendAll(
                            values.map(value -> NODES.textNode(value.textValue().toLowerCase(Locale.ROOT))))
                    .append(NODES.textNode("NOPE"))
                    .append(NODES.numberNode(3))
                    .append(NODES.nullNode());
        }
        String type = property.path("type").asText();
        return switch (type) {
            case "boolean" ->
                List.<JsonNode>of(NODES.booleanNode(true), NODES.booleanNode(false), NODES.textNode("true"))
                        .append(NODES.numberNode(1))
                        .append(NODES.nullNode());
            case "integer" -> bounds(property).appendAll(wrongTypes);
            case "array" -> {
                JsonNode items = property.get("items");
                List<JsonNode> arrays = List.<JsonNode>of(NODES.arrayNode())
                        .appendAll(bounds(items).map(value -> NODES.arrayNode().add(value)))
                        .appendAll(wrongTypes.map(value -> NODES.arrayNode().add(value)))
                        .appendAll(wrongTypes)
                        .append(NODES.numberNode(3));
                if (property.has("maxItems")) {
                    int most = property.get("maxItems").asInt();
                    arrays = arrays.append(filled(most, items)).append(filled(most + 1, items));
                }
                yield arrays;
            }
            case "object" -> {
                assertEquals("hazards", field, "an object field the test does not know");
                yield List.<JsonNode>of(
                                hazards("fire", NODES.numberNode(0)),
                                hazards("fire", NODES.numberNode(-1)),
                                hazards("fire", NODES.numberNode(2)),
                                hazards("fire", NODES.numberNode(10000)),
                                hazards("fire", NODES.numberNode(10001)),
                                hazards("lava", NODES.numberNode(3)),
                                hazards(" fire", NODES.numberNode(2)),
                                hazards("", NODES.numberNode(2)),
                                // R4: a name of 64 characters (code points) and one of 65
                                hazards("x".repeat(64), NODES.numberNode(2)),
                                hazards("x".repeat(65), NODES.numberNode(2)),
                                hazards("\uD83C\uDF0B".repeat(64), NODES.numberNode(2)),
                                hazards("\uD83C\uDF0B".repeat(65), NODES.numberNode(2)),
                                hazards("fire", NODES.numberNode(2.5)),
                                hazards("fire", NODES.textNode("2")),
                                NODES.arrayNode())
                        .append(NODES.nullNode());
            }
            default -> throw new AssertionError(field + " has a schema type the test does not know: " + property);
        };
    }

    /** The minimum and maximum a schema states, and one past each. */
    private static List<JsonNode> bounds(JsonNode numberSchema) {
        long min = numberSchema.get("minimum").asLong();
        long max = numberSchema.get("maximum").asLong();
        return List.<JsonNode>of(NODES.numberNode(min - 1), NODES.numberNode(min), NODES.numberNode(max))
                .append(NODES.numberNode(max + 1));
    }

    private static ArrayNode filled(int size, JsonNode items) {
        ArrayNode array = NODES.arrayNode();
        for (int index = 0; index < size; index++) {
            array.add(items.get("minimum").asLong());
        }
        return array;
    }

    private static ObjectNode hazards(String name, JsonNode count) {
        ObjectNode hazards = NODES.objectNode();
        hazards.set(name, count);
        return hazards;
    }

    private static JsonNode parse(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException notJson) {
            throw new AssertionError(notJson);
        }
    }
}
