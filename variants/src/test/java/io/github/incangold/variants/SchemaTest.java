package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The published schema says what the loader accepts. */
class SchemaTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static JsonNode schema() throws IOException {
        return MAPPER.readTree(VariantFiles.schema());
    }

    @Test
    void theDocsCopyIsTheBundledSchema() throws IOException {
        Path docs = Path.of("..", "docs", "variant-schema.json");
        assertEquals(Files.readString(docs), VariantFiles.schema());
    }

    @Test
    void theSchemaListsExactlyTheFieldsTheLoaderAccepts() throws IOException {
        JsonNode schema = schema();
        assertEquals(false, schema.get("additionalProperties").booleanValue());
        assertEquals(List.of("base"), List.ofAll(schema.get("required")).map(JsonNode::textValue));
        Set<String> properties = TreeSet.ofAll(() -> schema.get("properties").fieldNames());
        assertEquals(TreeSet.ofAll(VariantFiles.FIELDS), properties);
    }

    @Test
    void theSchemaEnumsAreThePresetsAndOptions() throws IOException {
        JsonNode properties = schema().get("properties");
        assertEquals(Presets.ids(), enumOf(properties, "base"));
        assertEquals(List.of(ArtifactValuation.values()).map(Enum::name), enumOf(properties, "artifactValuation"));
        assertEquals(List.of(ArtifactSharing.values()).map(Enum::name), enumOf(properties, "artifactSharing"));
    }

    private static List<String> enumOf(JsonNode properties, String field) {
        return List.ofAll(properties.get(field).get("enum")).map(JsonNode::textValue);
    }
}
