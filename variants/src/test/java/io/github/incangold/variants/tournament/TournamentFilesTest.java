package io.github.incangold.variants.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Tournament files: what the loader reads, and a published schema that takes and refuses the same. */
class TournamentFilesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static Schema schema() {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(TournamentFiles.schema());
    }

    @Test
    void theDocsCopyIsTheBundledSchema() throws IOException {
        assertEquals(Files.readString(Path.of("..", "docs", "tournament-schema.json")), TournamentFiles.schema());
    }

    @Test
    void aFileNamesTheBotsAndTheBotPathAndChangesWhatItGives() {
        TournamentFile file = TournamentFiles.load("""
                        {"description": "mine against two", "bots": ["mine", "risk", "threshold:8"],
                         "botPath": ["lib/my-bots.jar", "classes"], "tables": [3, 4], "gamesPerLineup": 1000,
                         "seed": -7}""").get();
        assertEquals(
                new TournamentFile(
                        "mine against two",
                        Option.none(),
                        List.of("mine", "risk", "threshold:8"),
                        List.of("lib/my-bots.jar", "classes"),
                        Option.some(List.of(3, 4)),
                        Option.some(1000L),
                        Option.some(-7L)),
                file);
        // what it leaves out is the yardstick's, for the command to fill in
        TournamentFile least =
                TournamentFiles.load("{\"bots\": [\"risk\", \"artifacts\"]}").get();
        assertEquals(
                new TournamentFile(
                        "",
                        Option.none(),
                        List.of("risk", "artifacts"),
                        List.empty(),
                        Option.none(),
                        Option.none(),
                        Option.none()),
                least);
    }

    @Test
    void everyProblemIsToldWithItsPlace() {
        List<VariantProblem> problems = List.ofAll(TournamentFiles.load("""
                        {"bots": ["risk", 3],
                         "tables": [3, "four"], "seed": 1.5, "games": 10}""").getError());
        assertEquals(
                List.of("/bots/1", "/games", "/tables/1", "/seed"),
                problems.map(VariantProblem::pointer)
                        .sortBy(pointer -> List.of("/bots/1", "/games", "/tables/1", "/seed")
                                .indexOf(pointer)));
        VariantProblem bot =
                problems.find(problem -> problem.pointer().equals("/bots/1")).get();
        assertEquals(1, bot.line());
        assertEquals("a bot is the number 3; expected a non-empty string", bot.message());
        assertTrue(problems.exists(problem -> problem.message()
                .startsWith(
                        "\"games\" is not a field of tournament files, which have $schema, description, variant,")));
        assertEquals(
                "the file has no \"bots\": a list of 2 to 12 bots, such as [\"risk\", \"threshold:8\", \"random:0.3\"]",
                TournamentFiles.load("{}").getError().head().message());
    }

    /** An empty file, or an empty list of tables, is told as what it is, with an example of its kind. */
    @Test
    void anEmptyFileOrAnEmptyListOfTablesIsToldAsSuch() {
        assertEquals(
                "the file is empty; expected a JSON object such as {\"bots\": [\"risk\", \"threshold:8\", \"random:0.3\"]}",
                TournamentFiles.load(" \n").getError().head().message());
        assertEquals(
                List.of("\"tables\" is an empty list; expected a list of table sizes such as [3, 4]"),
                List.ofAll(TournamentFiles.load("{\"bots\": [\"risk\", \"threshold:8\"], \"tables\": []}")
                                .getError())
                        .map(VariantProblem::message));
    }

    @Test
    void everyTournamentFileOfTheRepositoryIsValid() throws IOException {
        Path folder = Path.of("..", "examples", "tournaments");
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = List.ofAll(listing.sorted().toList());
        }
        assertTrue(!files.isEmpty());
        for (Path file : files) {
            assertTrue(
                    TournamentFiles.load(file).isValid(),
                    () -> file + ": " + TournamentFiles.load(file).getError());
            assertEquals(List.empty(), List.ofAll(schema().validate(MAPPER.readTree(file.toFile()))), file::toString);
        }
    }

    @Test
    void theFileOfTheDocsIsValid() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "simulation.md"));
        String section = doc.substring(doc.indexOf("### Tournament files"));
        String text = section.substring(
                section.indexOf("```json\n") + 8, section.indexOf("\n```", section.indexOf("```json")));
        TournamentFile file = TournamentFiles.load(text).get();
        assertEquals(List.of("mine", "risk", "threshold:8", "random:0.3"), file.bots());
        assertEquals(List.of("my-bots.jar"), file.botPath());
        assertEquals(List.empty(), List.ofAll(schema().validate(MAPPER.readTree(text))));
    }

    @Test
    void whatTheSchemaRefusesTheLoaderRefuses() throws IOException {
        Schema schema = schema();
        List<String> refused = List.of(
                "{}",
                "[]",
                "{\"bots\": [\"risk\"]}",
                "{\"bots\": [\"risk\", \" \"]}",
                "{\"bots\": [\"risk\", 3]}",
                "{\"bots\": \"risk,threshold:8\"}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"botPath\": []}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"botPath\": [\"\"]}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"tables\": []}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"tables\": [0]}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"tables\": [3.5]}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"gamesPerLineup\": 0}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"seed\": 1.5}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"variant\": 3}",
                "{\"bots\": [\"risk\", \"artifacts\"], \"extra\": 1}");
        for (String text : refused) {
            assertTrue(TournamentFiles.load(text).isInvalid(), text);
            assertTrue(!schema.validate(MAPPER.readTree(text)).isEmpty(), "the schema should refuse " + text);
        }
    }
}
