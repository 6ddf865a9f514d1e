package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

/** Keeps docs/web.md true to the server: its error table lists exactly the codes the server sends. */
class DocsTest {
    static final Path MODULE = Path.of("").toAbsolutePath();
    static final Pattern SENT = Pattern.compile(
            "ApiError\\.(?:of\\(\\s*\\d+,\\s*|badRequest\\(\\s*|notFound\\(\\s*|conflict\\(\\s*|unprocessable\\(\\s*)"
                    + "\"([a-z-]+)\"");
    static final Pattern DOCUMENTED = Pattern.compile("^\\| \\d{3} \\| (.*?) \\|", Pattern.MULTILINE);
    static final Pattern CODE = Pattern.compile("`([a-z-]+)`");

    @Test
    void theErrorTableListsEveryCodeTheServerSends() throws IOException {
        TreeSet<String> sent = new TreeSet<>();
        try (Stream<Path> sources = Files.list(MODULE.resolve("src/main/java/io/github/incangold/web"))) {
            for (Path source : (Iterable<Path>) sources::iterator) {
                Matcher codes = SENT.matcher(Files.readString(source, StandardCharsets.UTF_8));
                while (codes.find()) {
                    sent.add(codes.group(1));
                }
            }
        }
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
}
