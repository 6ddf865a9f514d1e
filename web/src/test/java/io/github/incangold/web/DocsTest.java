package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.json.IncanGoldJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/web.md true to the server (its error table lists exactly the codes the server sends),
 * and docs/frontends.md's versioning policy true to the schemas and the description.
 */
class DocsTest {
    static final Path MODULE = Path.of("").toAbsolutePath();
    static final Pattern SENT = Pattern.compile(
            "ApiError\\.(?:of\\(\\s*\\d+,\\s*|badRequest\\(\\s*|notFound\\(\\s*|conflict\\(\\s*|unprocessable\\(\\s*)"
                    + "\"([a-z-]+)\"");
    static final Pattern DOCUMENTED = Pattern.compile("^\\| \\d{3} \\| (.*?) \\|", Pattern.MULTILINE);
    static final Pattern CODE = Pattern.compile("`([a-z-]+)`");

    /** The group {@code group} of every match of {@code pattern} in the server's sources. */
    private static TreeSet<String> inServerSources(Pattern pattern, int group) throws IOException {
        TreeSet<String> found = new TreeSet<>();
        try (Stream<Path> sources = Files.list(MODULE.resolve("src/main/java/io/github/incangold/web"))) {
            for (Path source : (Iterable<Path>) sources::iterator) {
                Matcher matches = pattern.matcher(Files.readString(source, StandardCharsets.UTF_8));
                while (matches.find()) {
                    found.add(matches.group(group));
                }
            }
        }
        return found;
    }

    static final Pattern INTERNAL_PACKAGE = Pattern.compile("io\\.github\\.incangold\\.(?:[a-z]+\\.)*internal\\b");

    /**
     * The server is built on the library's public API alone, as docs/web.md says: a frontend
     * copying it leans on nothing that may change without notice.
     */
    @Test
    void theServerUsesOnlyTheLibrarysPublicApi() throws IOException {
        assertEquals(new TreeSet<>(), inServerSources(INTERNAL_PACKAGE, 0));
        String guide = Files.readString(MODULE.getParent().resolve("docs/web.md"), StandardCharsets.UTF_8);
        assertTrue(guide.contains("built on the library's public API"), "docs/web.md says so");
    }

    @Test
    void theErrorTableListsEveryCodeTheServerSends() throws IOException {
        TreeSet<String> sent = inServerSources(SENT, 1);
        TreeSet<String> documented = new TreeSet<>();
        Matcher rows =
                DOCUMENTED.matcher(Files.readString(MODULE.getParent().resolve("docs/web.md"), StandardCharsets.UTF_8));
        while (rows.find()) {
            Matcher codes = CODE.matcher(rows.group(1));
            while (codes.find()) {
                documented.add(codes.group(1));
            }
        }
        assertEquals(sent, documented);
    }

    /**
     * docs/frontends.md's TypeScript example is web/types/view-example.ts, which CI type-checks
     * against the generated types and runs against a server (.ci/web-e2e).
     */
    @Test
    void theTypeScriptExampleIsTheOneCiRuns() throws IOException {
        String frontends = Files.readString(MODULE.getParent().resolve("docs/frontends.md"), StandardCharsets.UTF_8);
        Matcher block = Pattern.compile("```ts\n(.*?)```", Pattern.DOTALL).matcher(frontends);
        assertEquals(true, block.find(), "a ```ts block in docs/frontends.md");
        String example =
                Files.readString(MODULE.getParent().resolve("web/types/view-example.ts"), StandardCharsets.UTF_8);
        assertEquals(example, block.group(1));
        assertEquals(
                true,
                example.lines().count() <= 12,
                "a short example: " + example.lines().count() + " lines");
    }

    /** Every JSON example of the docs carries the format version the library writes. */
    @Test
    void theDocsShowTheFormatVersionWritten() throws IOException {
        Pattern version = Pattern.compile("\"format\": \"incangold\", \"version\": (\\d+)");
        int examples = 0;
        for (String doc : new String[] {"docs/web.md", "docs/frontends.md"}) {
            String text = Files.readString(MODULE.getParent().resolve(doc), StandardCharsets.UTF_8);
            Matcher found = version.matcher(text);
            while (found.find()) {
                examples++;
                assertEquals(String.valueOf(IncanGoldJson.VERSION), found.group(1), doc + ": " + found.group());
            }
        }
        assertEquals(5, examples, "the JSON examples with a format version in docs/web.md and docs/frontends.md");
        String frontends = Files.readString(MODULE.getParent().resolve("docs/frontends.md"), StandardCharsets.UTF_8);
        assertEquals(true, frontends.contains("## JSON format, version " + IncanGoldJson.VERSION + "\n"), "heading");
    }

    /**
     * The versioning policy (docs/frontends.md, "Versions") names the versions, paths and ids as
     * they are: the API's {@code info.version}, the schemas' folder and {@code $id}s of the version
     * written and of the next, every schema file's {@code $id} under the version's prefix, the
     * {@code Since} marks in the form it gives, and readers that refuse an unknown field.
     */
    @Test
    void theVersioningPolicyStatesTheVersionsAsTheyAre() throws IOException {
        Path root = MODULE.getParent();
        String policy = Files.readString(root.resolve("docs/frontends.md"), StandardCharsets.UTF_8)
                .replaceAll("\\s+", " ");
        String apiVersion = Client.MAPPER
                .readTree(root.resolve("docs/openapi.json").toFile())
                .at("/info/version")
                .asText();
        assertTrue(policy.contains("`info.version` of docs/openapi.json (now `" + apiVersion + "`)"), apiVersion);
        int version = IncanGoldJson.VERSION;
        for (int named : new int[] {version, version + 1}) {
            assertTrue(policy.contains("`docs/schemas/" + named + "/`"), "docs/schemas/" + named);
            assertTrue(policy.contains("`io/github/incangold/json/schemas/" + named + "/`"), "resources " + named);
            assertTrue(policy.contains("https://incangold.github.io/schemas/" + named + "/"), "$id " + named);
        }
        assertEquals("https://incangold.github.io/schemas/" + version + "/", IncanGoldJson.SCHEMA_ID_PREFIX);
        assertEquals("io/github/incangold/json/schemas/" + version + "/", IncanGoldJson.SCHEMA_RESOURCES);
        Pattern since = Pattern.compile("Since( [0-9]+\\.[0-9]+\\.[0-9]+\\.\"|)");
        int schemas = 0;
        try (Stream<Path> files = Files.list(root.resolve("docs/schemas/" + version))) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".json"))::iterator) {
                schemas++;
                String text = Files.readString(file, StandardCharsets.UTF_8);
                String id = Client.MAPPER.readTree(text).get("$id").asText();
                assertEquals(
                        IncanGoldJson.SCHEMA_ID_PREFIX + file.getFileName(),
                        id,
                        file.getFileName().toString());
                Matcher marks = since.matcher(text);
                while (marks.find()) {
                    assertTrue(!marks.group(1).isEmpty(), file.getFileName() + ": a Since mark ends a description");
                }
            }
        }
        assertEquals(7, schemas, "the schema files of docs/schemas/" + version);
        String withUnknownField =
                "{\"format\": \"incangold\", \"version\": 2, \"type\": \"action\", \"action\": \"reveal\", \"since\": 1}";
        assertTrue(IncanGoldJson.decodeAction(withUnknownField).isLeft(), "an unknown field is refused");
        assertTrue(
                IncanGoldJson.decodeAction(withUnknownField.replace(", \"since\": 1", ""))
                        .isRight(),
                "the same action without it is read");
    }
}
