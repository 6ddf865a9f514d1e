package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every Java example the docs show compiles with {@code -Xlint:all -Werror} against the built
 * modules only (the class path of this test without the examples module's own classes, so only
 * the published modules' public types are reachable from the unnamed package):
 *
 * <ul>
 *   <li>the example sources, from which {@link DocSnippetsTest} requires the {@code ```java}
 *       blocks of the README and the guides it lists to be taken verbatim;
 *   <li>the {@code ```java} blocks of the other docs ({@code docs/*.md});
 *   <li>every <code>&lt;pre&gt;{&#64;code ...}&lt;/pre&gt;</code> example in the Javadoc of core, strategies, variants
 *       and json (their public sources, {@code internal} packages left out).
 * </ul>
 *
 * <p>A snippet that is a whole compilation unit (it starts with {@code package}, or declares a
 * top-level type after its imports) compiles as it is. Any other snippet is a sequence of
 * statements: its own imports stay at the top, and its statements become the body of a method
 * of a class that imports every exported package of the four modules, Vavr's {@code io.vavr},
 * {@code io.vavr.collection} and {@code io.vavr.control}, {@code java.nio.file} and {@code
 * java.util.function}, and receives as parameters the variables of {@link #STUBS} that the
 * snippet mentions without declaring them. That list is the whole of what the harness provides.
 */
class DocJavaCompilesTest {
    static final Path ROOT = DocSnippetsTest.ROOT;

    /** The variables a snippet may use without declaring them, with their types. */
    static final Map<String, String> STUBS = LinkedHashMap.ofEntries(List.of(
                    "state: GameState",
                    "view: PlayerView",
                    "seat: int",
                    "decision: int",
                    "decisions: int[]",
                    "gameSeed: long",
                    "masterSeed: long",
                    "gameIndex: long",
                    "record: GameRecord",
                    "text: String",
                    "lineup: List<Strategy>",
                    "simulation: Simulation",
                    "result: SimulationResult",
                    "incanGold: SimulationResult",
                    "diamant: SimulationResult",
                    "a: SimulationResult",
                    "b: SimulationResult",
                    "variant: SimulationResult",
                    "baseline: SimulationResult")
            .map(entry -> io.vavr.Tuple.of(entry.split(": ", 2)[0], entry.split(": ", 2)[1])));

    /**
     * The types whose nested types snippets name alone, as the code beside them does: a reader
     * imports {@code Odds.Fraction} as the snippet's {@code Fraction}.
     */
    static final List<String> HOSTS = List.of(
            "io.github.incangold.engine.Outcome",
            "io.github.incangold.view.PlayerView",
            "io.github.incangold.odds.Odds",
            "io.github.incangold.record.GameRecord",
            "io.github.incangold.strategy.Situation");

    static final List<String> PACKAGES = List.of(
            "io.github.incangold.model",
            "io.github.incangold.rules",
            "io.github.incangold.engine",
            "io.github.incangold.view",
            "io.github.incangold.odds",
            "io.github.incangold.record",
            "io.github.incangold.strategy",
            "io.github.incangold.strategies",
            "io.github.incangold.variants",
            "io.github.incangold.variants.simulation",
            "io.github.incangold.variants.sweep",
            "io.github.incangold.variants.tournament",
            "io.github.incangold.json",
            "io.vavr",
            "io.vavr.collection",
            "io.vavr.control",
            "java.nio.file",
            "java.util.function");

    @Test
    void theExampleSourcesCompileWithoutWarnings() throws IOException {
        List<JavaFileObject> sources;
        try (Stream<Path> files = Files.walk(ROOT.resolve("examples/src/main/java"))) {
            sources = List.ofAll(files.filter(file -> file.toString().endsWith(".java")))
                    .map(file -> source(file.toString(), DocSnippetsTest.read(file)));
        }
        String problems = compile(sources);
        assertTrue(problems.isEmpty(), problems);
    }

    @TestFactory
    Stream<DynamicTest> everyOtherDocJavaBlockCompiles() throws IOException {
        List<DynamicTest> tests = List.empty();
        try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
            for (Path file :
                    List.ofAll(files.filter(f -> f.toString().endsWith(".md"))).sorted()) {
                String doc = ROOT.relativize(file).toString();
                if (DocSnippetsTest.DOCS.contains(doc)) {
                    continue; // taken from the example sources, compiled above
                }
                int number = 0;
                for (String block : DocSnippetsTest.javaBlocks(DocSnippetsTest.read(file))) {
                    number++;
                    tests = tests.append(
                            DynamicTest.dynamicTest(doc + " block " + number, () -> assertCompiles(block)));
                }
            }
        }
        return tests.toJavaStream();
    }

    @TestFactory
    Stream<DynamicTest> everyJavadocExampleCompiles() throws IOException {
        Pattern pre = Pattern.compile("<pre>\\s*\\{@code(.*?)}\\s*</pre>", Pattern.DOTALL);
        List<DynamicTest> tests = List.empty();
        for (String module : List.of("core", "strategies", "variants", "json")) {
            List<Path> files;
            try (Stream<Path> walk = Files.walk(ROOT.resolve(module + "/src/main/java"))) {
                files = List.ofAll(walk.filter(file -> file.toString().endsWith(".java")
                                && !file.toString().contains("/internal/")))
                        .sorted();
            }
            for (Path file : files) {
                Matcher examples = pre.matcher(DocSnippetsTest.read(file));
                int number = 0;
                while (examples.find()) {
                    number++;
                    String snippet = List.of(examples.group(1).split("\n", -1))
                            .map(line -> line.replaceFirst("^\\s*\\* ?", ""))
                            .mkString("\n");
                    tests = tests.append(DynamicTest.dynamicTest(
                            ROOT.relativize(file) + " example " + number, () -> assertCompiles(snippet)));
                }
            }
        }
        assertTrue(tests.size() > 30, "found only " + tests.size() + " Javadoc examples");
        return tests.toJavaStream();
    }

    @Test
    void theHarnessRejectsWhatDoesNotCompile() {
        assertTrue(!compileSnippet("Rules rules = Rules.incanGold().withRounds(\"seven\");")
                .isEmpty());
        assertTrue(
                !compileSnippet("java.util.List raw = new java.util.ArrayList();")
                        .isEmpty(),
                "raw types warn");
        assertTrue(compileSnippet("Choice choice = Strategies.threshold(8).choose(Views.view(state, seat), 0L);")
                .isEmpty());
    }

    static void assertCompiles(String snippet) {
        String problems = compileSnippet(snippet);
        if (!problems.isEmpty()) {
            fail(problems + "\nin:\n" + snippet);
        }
    }

    /** The compiler's complaints about a snippet, empty when it compiles without a warning. */
    static String compileSnippet(String snippet) {
        String code = snippet.strip();
        if (code.startsWith("package ")
                || Pattern.compile("(?m)^(public |final |abstract )*(class|record|interface|enum) ")
                        .matcher(code)
                        .find()) {
            Matcher name = Pattern.compile("(?m)^public (?:final )?(?:class|record|interface|enum) (\\w+)")
                    .matcher(code);
            return compile(List.of(source(name.find() ? name.group(1) + ".java" : "Snippet.java", code)));
        }
        List<String> lines = List.of(code.split("\n", -1));
        List<String> imports = lines.takeWhile(line -> line.startsWith("import ") || line.isBlank());
        String body = lines.drop(imports.size()).mkString("\n");
        List<String> stubs = STUBS.keySet().toList().filter(name -> Pattern.compile("\\b" + name + "\\b")
                .matcher(body)
                .find());
        while (true) {
            String unit = imports.mkString("\n") + "\n"
                    + PACKAGES.appendAll(HOSTS).map(p -> "import " + p + ".*;").mkString("\n")
                    + "\nclass Snippet {\n    void run("
                    + stubs.map(name -> STUBS.get(name).get() + " " + name).mkString(", ")
                    + ") throws Exception {\n" + body + "\n    }\n}\n";
            String problems = compile(List.of(source("Snippet.java", unit)));
            Matcher again =
                    Pattern.compile("variable (\\w+) is already defined").matcher(problems);
            if (again.find() && stubs.contains(again.group(1))) {
                stubs = stubs.remove(again.group(1)); // the snippet declares it: no stub
                continue;
            }
            return problems;
        }
    }

    private static String compile(List<JavaFileObject> sources) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        String classPath = List.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.replace('\\', '/').contains("/examples/target/"))
                .mkString(File.pathSeparator);
        Path out;
        try {
            out = Files.createTempDirectory("doc-snippet");
        } catch (IOException cannot) {
            throw new IllegalStateException(cannot);
        }
        StringWriter problems = new StringWriter();
        boolean compiled = compiler.getTask(
                        problems,
                        null,
                        null,
                        java.util.List.of(
                                "--release",
                                "17",
                                "-Xlint:all",
                                "-Werror",
                                "-proc:none",
                                "-cp",
                                classPath,
                                "-d",
                                out.toString()),
                        null,
                        sources.toJavaList())
                .call();
        deleteTree(out);
        return compiled ? "" : problems.toString() + (problems.toString().isBlank() ? "did not compile" : "");
    }

    /** The classes are compiled only to see that they compile; each run would leave a folder. */
    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException cannot) {
            throw new UncheckedIOException(cannot);
        }
    }

    private static JavaFileObject source(String name, String code) {
        return new SimpleJavaFileObject(
                URI.create("string:///" + name.replace('\\', '/')), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return code;
            }
        };
    }
}
