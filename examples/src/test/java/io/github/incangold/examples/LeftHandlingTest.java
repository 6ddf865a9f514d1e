package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The examples people copy handle a refusal: no docs Java block, example program or Javadoc
 * example calls {@code get()} straight on what an entry point that can refuse returns (an
 * {@code Either} or a {@code Validation}), which would turn a bad input into "get() on Left" and
 * drop the reason. A call that cannot be refused there says why on its line ({@code // never}).
 */
class LeftHandlingTest {
    static final Path ROOT = DocSnippetsTest.ROOT;

    /** A call of an entry point that answers a Left for bad input, then get() at once. */
    static final Pattern GET_ON_REFUSABLE = Pattern.compile(
            "\\b(?:newGame|apply|choose|chooseEach|reveal|parse|load"
                    + "|replay|start|Simulation\\.of|Comparison\\.of|Tournament\\.of|ofEntrants)\\((?:[^;]*?)\\)\\s*\\.get\\(\\)");

    static List<String> offences(String where, String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int index = 0; index < lines.length; index++) {
            String line = lines[index];
            // A get() that starts the next line (a Javadoc line's "*" aside) belongs to this call.
            String next = index + 1 < lines.length ? lines[index + 1].strip().replaceFirst("^\\*\\s*", "") : "";
            String call = next.startsWith(".get()") ? line + " " + next : line;
            if (GET_ON_REFUSABLE.matcher(call).find() && !call.contains("// never")) {
                found.add(where + ":" + (index + 1) + ": " + line.strip());
            }
        }
        return found;
    }

    @Test
    void theDetectorFindsAGetOnARefusableCallAndLetsAJustifiedOnePass() {
        assertEquals(
                1,
                offences("a", "Strategy bot = Strategies.parse(\"win\").get();").size());
        assertEquals(
                1,
                offences("b", " * Step step = Game.chooseEach(state, seat -> Choice.CAMP)\n *         .get();")
                        .size());
        assertEquals(
                0,
                offences("c", "Step step = Game.apply(state, action).get();   // never a violation")
                        .size());
        assertEquals(
                0,
                offences("d", "Preset preset = Presets.byId(\"diamant\").getOrElse(fallback);")
                        .size());
        assertEquals(
                0,
                offences("e", "Strategy bot = Strategies.parse(\"win\").getOrElseThrow(IllegalArgumentException::new);")
                        .size());
    }

    @Test
    void docsExamplesAndJavadocExamplesHandleALeft() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> docs = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
            files.filter(file -> file.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        for (Path doc : docs) {
            for (String block : DocSnippetsTest.javaBlocks(DocSnippetsTest.read(doc))) {
                found.addAll(offences(ROOT.relativize(doc).toString(), block));
            }
        }
        List<Path> sources = new ArrayList<>();
        for (String module : List.of("core", "strategies", "json", "variants", "spark", "examples")) {
            try (Stream<Path> files = Files.walk(ROOT.resolve(module).resolve("src/main/java"))) {
                files.filter(file -> file.toString().endsWith(".java")).sorted().forEach(sources::add);
            }
        }
        for (Path source : sources) {
            String text = DocSnippetsTest.read(source);
            boolean example = source.startsWith(ROOT.resolve("examples"));
            // Elsewhere only the Javadoc's examples are for copying.
            found.addAll(offences(ROOT.relativize(source).toString(), example ? text : javadocExamples(text)));
        }
        assertTrue(sources.size() > 100, "the main sources were not found under " + ROOT);
        assertEquals(List.of(), found, "get() on an Either or Validation in an example; handle the Left");
    }

    /** The source with everything but its Javadoc's code examples blanked, lines kept. */
    static String javadocExamples(String source) {
        StringBuilder kept = new StringBuilder();
        boolean inExample = false;
        for (String line : source.split("\n", -1)) {
            if (line.contains("<pre>{@code")) {
                inExample = true;
            }
            kept.append(inExample ? line : "").append('\n');
            if (line.contains("}</pre>")) {
                inExample = false;
            }
        }
        return kept.toString();
    }
}
