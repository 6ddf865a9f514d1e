package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.vavr.collection.List;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the docs true to the code: every {@code ```java} block of the README and the guides must
 * be taken from an example source, which the build compiles and {@link ExamplesTest} runs. A block
 * may be cut into pieces at blank lines (imports, then code); each piece must appear in one
 * example source, ignoring only whitespace, so the formatter may re-wrap lines.
 */
class DocSnippetsTest {
    static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    static final List<String> DOCS =
            List.of("README.md", "docs/getting-started.md", "docs/architecture.md", "docs/simulation.md");
    static final Path SOURCES = ROOT.resolve("examples/src/main/java/io/github/incangold/examples");

    @TestFactory
    Stream<DynamicTest> everyJavaBlockComesFromAnExample() throws IOException {
        List<String> sources;
        try (Stream<Path> files = Files.list(SOURCES)) {
            sources = List.ofAll(files.filter(file -> file.toString().endsWith(".java"))
                    .map(DocSnippetsTest::read)
                    .map(DocSnippetsTest::squeeze));
        }
        List<DynamicTest> tests = List.empty();
        for (String doc : DOCS) {
            Path file = ROOT.resolve(doc);
            if (!Files.exists(file)) {
                tests = tests.append(DynamicTest.dynamicTest(doc, () -> fail(doc + " is missing")));
                continue;
            }
            List<String> blocks = javaBlocks(read(file));
            int number = 0;
            for (String block : blocks) {
                number++;
                for (String piece : block.split("\n\\s*\n", -1)) {
                    String wanted = squeeze(piece);
                    tests = tests.append(DynamicTest.dynamicTest(
                            doc + " block " + number + ": " + firstLine(piece),
                            () -> assertTrue(
                                    sources.exists(source -> source.contains(wanted)),
                                    "not found in any example source:\n" + piece)));
                }
            }
        }
        return tests.toJavaStream();
    }

    @TestFactory
    Stream<DynamicTest> theGuidesShowCode() {
        return Stream.of("docs/getting-started.md", "docs/architecture.md")
                .map(doc -> DynamicTest.dynamicTest(
                        doc,
                        () -> assertTrue(!javaBlocks(read(ROOT.resolve(doc))).isEmpty(), doc + " has no java block")));
    }

    static List<String> javaBlocks(String markdown) {
        List<String> blocks = List.empty();
        StringBuilder block = null;
        for (String line : markdown.split("\n", -1)) {
            if (block == null && line.strip().equals("```java")) {
                block = new StringBuilder();
            } else if (block != null && line.strip().equals("```")) {
                blocks = blocks.append(block.toString());
                block = null;
            } else if (block != null) {
                block.append(line).append('\n');
            }
        }
        return blocks;
    }

    static String squeeze(String text) {
        return text.replaceAll("\\s+", "");
    }

    private static String firstLine(String piece) {
        return piece.strip().lines().findFirst().orElse("");
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new IllegalStateException("cannot read " + file, unreadable);
        }
    }
}
