package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.github.incangold.json.IncanGoldJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI description holds, in {@code components/schemas}, a copy of every part of the json
 * module's schemas it uses, so that it resolves offline as one file: tools that ignore {@code $id}
 * (or cannot fetch it) still find every schema. The schema files stay the one source: this test
 * builds the bundle from them and fails when the committed description differs; run it with
 * {@code -Dincangold.bundle=write} to rewrite both copies of the description.
 *
 * <p>A document {@code NAME.json} becomes the component {@code NameDocument}; a definition {@code
 * common.json#/$defs/NAME}, the component {@code Name}. References between them are rewritten to
 * those components; {@code $id} and {@code $schema} are dropped, since an {@code $id} would move
 * the base of the rewritten references away from the description.
 */
class BundledSchemasTest {
    static final String MARK = "Bundled from ";
    private static final String COMPONENTS = "#/components/schemas/";
    private static final String COMMON = "common";

    @Test
    void theDescriptionHoldsTheBundleTheSchemaFilesGive() throws IOException {
        String committed = Files.readString(OpenApiTest.DESCRIPTION_FILE, StandardCharsets.UTF_8);
        String expected = pretty(bundle((ObjectNode) Client.MAPPER.readTree(committed))) + "\n";
        if (System.getProperty("incangold.bundle", "").equals("write")) {
            Files.writeString(OpenApiTest.DESCRIPTION_FILE, expected, StandardCharsets.UTF_8);
            Files.writeString(OpenApiTest.DOCS_COPY, expected, StandardCharsets.UTF_8);
            return;
        }
        assertEquals(
                expected,
                committed,
                "the schemas bundled in openapi.json differ from the json module's schema files: run this test with"
                        + " -Dincangold.bundle=write");
    }

    @Test
    void everyReferenceOfTheDescriptionIsInsideIt() throws IOException {
        JsonNode description = Client.MAPPER.readTree(OpenApiTest.DESCRIPTION_FILE.toFile());
        List<String> references = new ArrayList<>();
        references(description, references);
        assertFalse(references.isEmpty());
        for (String reference : references) {
            assertTrue(reference.startsWith("#/"), reference);
            assertFalse(description.at(reference.substring(1)).isMissingNode(), reference);
        }
    }

    /** The description with its library references pointing at bundled components, rebuilt from the schema files. */
    static ObjectNode bundle(ObjectNode committed) {
        ObjectNode description = committed.deepCopy();
        ObjectNode schemas = (ObjectNode) description.at("/components/schemas");
        List<String> stale = new ArrayList<>();
        schemas.fields().forEachRemaining(entry -> {
            if (entry.getValue().path("$comment").asText().startsWith(MARK)) {
                stale.add(entry.getKey());
            }
        });
        stale.forEach(schemas::remove);
        Map<String, JsonNode> bundled = new TreeMap<>();
        Deque<String> wanted = new ArrayDeque<>();
        rewrite(description, null, schemas, wanted);
        while (!wanted.isEmpty()) {
            String name = wanted.pop();
            if (bundled.containsKey(name)) {
                continue;
            }
            String file = fileOf(name);
            JsonNode source = read(file);
            ObjectNode part =
                    (ObjectNode) (file.equals(COMMON) ? source.at("/$defs/" + uncapitalize(name)) : source).deepCopy();
            assertFalse(part.isMissingNode(), name);
            part.remove(List.of("$id", "$schema"));
            rewrite(part, file, schemas, wanted);
            ObjectNode marked = Client.MAPPER.createObjectNode();
            marked.put(
                    "$comment", MARK + sourceOf(name) + " of module incangold-json; change that file, not this copy.");
            marked.setAll(part);
            bundled.put(name, marked);
        }
        bundled.forEach((name, part) -> {
            assertFalse(schemas.has(name), () -> "a component of the description is named as a bundled one: " + name);
            schemas.set(name, part);
        });
        return description;
    }

    /**
     * Rewrites the references of {@code node} (found in the schema file {@code file}, or in the
     * description when null) to components, and queues the components they need.
     */
    private static void rewrite(JsonNode node, String file, ObjectNode ownComponents, Deque<String> wanted) {
        if (node.isObject() && node.has("$ref")) {
            String reference = node.get("$ref").asText();
            String target = null;
            String pointer = null;
            if (reference.startsWith(IncanGoldJson.SCHEMA_ID_PREFIX)) {
                String[] parts = reference
                        .substring(IncanGoldJson.SCHEMA_ID_PREFIX.length())
                        .split("#", 2);
                target = parts[0].replaceAll("\\.json$", "");
                pointer = parts.length == 2 ? parts[1] : "";
            } else if (file == null && reference.startsWith(COMPONENTS)) {
                // Already bundled: its component is rebuilt unless the description writes it itself.
                String name = reference.substring(COMPONENTS.length()).split("/", 2)[0];
                if (!ownComponents.has(name)) {
                    wanted.add(name);
                }
            } else if (file != null && reference.startsWith("#")) {
                target = file;
                pointer = reference.substring(1);
            } else if (file != null) {
                String[] parts = reference.split("#", 2);
                target = parts[0].replaceAll("\\.json$", "");
                pointer = parts.length == 2 ? parts[1] : "";
            }
            if (target != null) {
                String name;
                String rest;
                if (target.equals(COMMON)) {
                    assertTrue(
                            pointer.startsWith("/$defs/"),
                            () -> "a reference to common.json outside $defs: " + reference);
                    String[] parts = pointer.substring("/$defs/".length()).split("/", 2);
                    name = capitalize(parts[0]);
                    rest = parts.length == 2 ? "/" + parts[1] : "";
                } else {
                    name = capitalize(target) + "Document";
                    rest = pointer;
                }
                ((ObjectNode) node).set("$ref", TextNode.valueOf(COMPONENTS + name + rest));
                wanted.add(name);
            }
        }
        node.forEach(child -> rewrite(child, file, ownComponents, wanted));
    }

    private static String fileOf(String component) {
        return component.endsWith("Document")
                ? uncapitalize(component.substring(0, component.length() - "Document".length()))
                : COMMON;
    }

    private static String sourceOf(String component) {
        String file = fileOf(component);
        return "schemas/2/" + file + ".json" + (file.equals(COMMON) ? "#/$defs/" + uncapitalize(component) : "");
    }

    private static JsonNode read(String file) {
        String text = IncanGoldJson.schema(file).getOrElseThrow(() -> new AssertionError("no schema " + file));
        try {
            return Client.MAPPER.readTree(text);
        } catch (JsonProcessingException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    private static String capitalize(String name) {
        return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    }

    private static String uncapitalize(String name) {
        return name.substring(0, 1).toLowerCase(Locale.ROOT) + name.substring(1);
    }

    private static void references(JsonNode node, List<String> references) {
        if (node.isObject() && node.has("$ref")) {
            references.add(node.get("$ref").asText());
        }
        node.forEach(child -> references(child, references));
    }

    /** JSON as the repository writes it: two spaces a level, one member or item a line. */
    static String pretty(JsonNode node) {
        StringBuilder out = new StringBuilder();
        pretty(node, "", out);
        return out.toString();
    }

    private static void pretty(JsonNode node, String indent, StringBuilder out) {
        if ((node.isObject() || node.isArray()) && !node.isEmpty()) {
            String inner = indent + "  ";
            out.append(node.isObject() ? "{\n" : "[\n");
            if (node.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    out.append(inner)
                            .append(scalar(TextNode.valueOf(field.getKey())))
                            .append(": ");
                    pretty(field.getValue(), inner, out);
                    out.append(fields.hasNext() ? ",\n" : "\n");
                }
            } else {
                for (int i = 0; i < node.size(); i++) {
                    out.append(inner);
                    pretty(node.get(i), inner, out);
                    out.append(i + 1 < node.size() ? ",\n" : "\n");
                }
            }
            out.append(indent).append(node.isObject() ? "}" : "]");
        } else {
            out.append(scalar(node));
        }
    }

    private static String scalar(JsonNode node) {
        try {
            return Client.MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException unwritable) {
            throw new UncheckedIOException(unwritable);
        }
    }
}
