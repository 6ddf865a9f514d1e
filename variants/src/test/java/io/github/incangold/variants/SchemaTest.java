package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.TieBreak;
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
        assertEquals(List.of(LeftoverGems.values()).map(Enum::name), enumOf(properties, "leftoverGems"));
        assertEquals(List.of(BustPenalty.values()).map(Enum::name), enumOf(properties, "bustPenalty"));
        assertEquals(List.of(BustRemoval.values()).map(Enum::name), enumOf(properties, "bustRemoval"));
        assertEquals(List.of(TieBreak.values()).map(Enum::name), enumOf(properties, "tieBreak"));
        assertEquals(
                List.of(io.github.incangold.rules.LeftoverArtifacts.values()).map(Enum::name),
                enumOf(properties, "leftoverArtifacts"));
    }

    private static List<String> enumOf(JsonNode properties, String field) {
        return List.ofAll(properties.get(field).get("enum")).map(JsonNode::textValue);
    }
}
