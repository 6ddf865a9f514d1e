package io.github.incangold.variants.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.vavr.collection.List;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The published schema of sweep files takes what the loader takes and refuses the forms it refuses. */
class SweepSchemaTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String VARIANT_SCHEMA_ID = "https://incangold.github.io/schemas/variant-1.json";

    private static Schema schema() {
        // An inline base refers to the variant schema by its $id: given here, never fetched.
        return SchemaRegistry.withDefaultDialect(
                        SpecificationVersion.DRAFT_2020_12,
                        builder -> builder.schemas(java.util.Map.of(
                                VARIANT_SCHEMA_ID, io.github.incangold.variants.VariantFiles.schema())))
                .getSchema(SweepFiles.schema());
    }

    @Test
    void theDocsCopyIsTheBundledSchema() throws IOException {
        assertEquals(Files.readString(Path.of("..", "docs", "sweep-schema.json")), SweepFiles.schema());
    }

    @Test
    void anInlineBaseIsCheckedByTheVariantSchemaItRefersTo() throws IOException {
        assertEquals(
                VARIANT_SCHEMA_ID,
                MAPPER.readTree(io.github.incangold.variants.VariantFiles.schema())
                        .get("$id")
                        .asText());
        assertEquals(
                "variant-1.json",
                MAPPER.readTree(SweepFiles.schema())
                        .at("/properties/base/oneOf/1/$ref")
                        .asText());
    }

    @Test
    void everySweepFileOfTheRepositoryAndOfTheTestsIsValid() throws IOException {
        List<String> files = List.of(SweepFilesTest.GRID);
        Path examples = Path.of("..", "examples", "sweeps");
        if (Files.isDirectory(examples)) {
            try (Stream<Path> listing = Files.list(examples)) {
                for (Path file : listing.sorted().toList()) {
                    files = files.append(Files.readString(file));
                }
            }
        }
        for (String text : files) {
            assertTrue(
                    SweepFiles.load(text).isValid(),
                    () -> SweepFiles.load(text).getError().mkString());
            assertEquals(List.empty(), List.ofAll(schema().validate(MAPPER.readTree(text))), text);
        }
    }

    @Test
    void whatTheSchemaRefusesTheLoaderRefuses() throws IOException {
        Schema schema = schema();
        String base = "\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"]";
        List<String> refused = List.of(
                "{" + base + ", \"games\": 5}",
                "{" + base + ", \"games\": 0, \"seed\": 1}",
                "{" + base + ", \"games\": 5, \"seed\": 1.5}",
                "{" + base + ", \"games\": 5, \"seed\": 1, \"extra\": 1}",
                "{\"base\": \"incan-golden\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 5, \"seed\": 1}",
                "{\"base\": 3, \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 5, \"seed\": 1}",
                "{\"base\": \"incan-gold\", \"lineup\": [], \"games\": 5, \"seed\": 1}",
                "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", 3, \"risk\"], \"games\": 5, \"seed\": 1}",
                "{" + base + ", \"games\": 5, \"seed\": 1, \"axes\": [{\"option\": \"rounds\"}]}",
                "{" + base + ", \"games\": 5, \"seed\": 1, \"axes\": [{\"option\": \"rounds\", \"values\": []}]}",
                "{" + base + ", \"games\": 5, \"seed\": 1, \"axes\": [{\"option\": \"hazards\", \"values\": [1]}]}",
                "{" + base + ", \"games\": 5, \"seed\": 1, \"axes\": [{\"option\": \"hazards/\", \"values\": [1]}]}",
                "{" + base
                        + ", \"games\": 5, \"seed\": 1, \"axes\": [{\"option\": \"description\", \"values\": [\"x\"]}]}",
                "{" + base
                        + ", \"games\": 5, \"seed\": 1, \"axes\": [{\"option\": \"rounds\", \"values\": [4], \"x\": 1}]}",
                "{" + base + ", \"games\": 5, \"seed\": 1, \"cells\": [{\"description\": \"x\"}]}",
                "{" + base + ", \"games\": 5, \"seed\": 1, \"cells\": [3]}",
                "{\"base\": {\"base\": \"incan-gold\", \"rounds\": \"five\"}, \"lineup\": [\"risk\", \"risk\", \"risk\"],"
                        + " \"games\": 5, \"seed\": 1}",
                "{\"base\": {\"base\": \"incan-gold\", \"nonsense\": true}, \"lineup\": [\"risk\", \"risk\", \"risk\"],"
                        + " \"games\": 5, \"seed\": 1}",
                "{\"base\": {\"rounds\": 5}, \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 5, \"seed\": 1}");
        for (String text : refused) {
            assertTrue(SweepFiles.load(text).isInvalid(), text);
            JsonNode file = MAPPER.readTree(text);
            assertTrue(!schema.validate(file).isEmpty(), "the schema should refuse " + text);
        }
    }
}
