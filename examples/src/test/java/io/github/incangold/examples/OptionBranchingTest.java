package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The meaning of an option's constants is decided in one place (docs/architecture.md, "Where an
 * option lives, and adding one"): only {@code Rulebook} and {@code Expedition} compare an option
 * enum's constants or switch over them; odds, views, bots, the loader's checks and the analysis
 * of variants ask a {@code Rulebook} function instead.
 */
class OptionBranchingTest {
    private static final Path ROOT = DocSnippetsTest.ROOT;

    /** Where an option's constants may decide play. */
    private static final Set<String> DECIDING = Set.of(
            "core/src/main/java/io/github/incangold/engine/Rulebook.java",
            "core/src/main/java/io/github/incangold/engine/Expedition.java");

    /**
     * Where constants are named without deciding play: the options' declaration (its legacy booleans
     * read the enums) and validation (which says which value list each valuation needs), and the
     * documents' readers and writers, which map constants to names and check legacy fields agree.
     */
    private static final Set<String> NOT_PLAY = Set.of(
            "core/src/main/java/io/github/incangold/rules/Rules.java",
            "core/src/main/java/io/github/incangold/rules/RulesCheck.java",
            "json/src/main/java/io/github/incangold/json/",
            "variants/src/main/java/io/github/incangold/variants/VariantFiles.java");

    /** The option enums, as the accessors of {@link Rules} return them, with their constants. */
    static Map<String, Set<String>> optionEnums() {
        Map<String, Set<String>> enums = new TreeMap<>();
        for (Method accessor : Rules.class.getDeclaredMethods()) {
            Class<?> type = accessor.getReturnType();
            if (Modifier.isPublic(accessor.getModifiers()) && accessor.getParameterCount() == 0 && type.isEnum()) {
                Set<String> constants = new java.util.TreeSet<>();
                for (Object constant : type.getEnumConstants()) {
                    constants.add(((Enum<?>) constant).name());
                }
                enums.put(type.getSimpleName(), constants);
            }
        }
        return enums;
    }

    private static final Pattern COMMENTS = Pattern.compile("//[^\n]*|/\\*.*?\\*/", Pattern.DOTALL);
    private static final Pattern STRINGS = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");
    private static final Pattern SWITCH = Pattern.compile("switch\\s*\\(");
    private static final Pattern CASE = Pattern.compile("case\\s+([A-Z_][A-Z0-9_]*)\\s*(?::|->|,)");

    /** The places in {@code source} that compare an option enum's constant or switch over one. */
    static List<String> branches(String source, Map<String, Set<String>> enums) {
        String code = STRINGS.matcher(COMMENTS.matcher(source).replaceAll(" ")).replaceAll("\"\"");
        List<String> found = new ArrayList<>();
        for (Map.Entry<String, Set<String>> option : enums.entrySet()) {
            String constant = Pattern.quote(option.getKey()) + "\\.[A-Z_][A-Z0-9_]*";
            Matcher comparison = Pattern.compile(
                            "(?:==|!=)\\s*" + constant + "|" + constant + "\\s*(?:==|!=)|\\.equals\\(\\s*" + constant)
                    .matcher(code);
            while (comparison.find()) {
                found.add(comparison.group().replaceAll("\\s+", " "));
            }
        }
        Matcher switches = SWITCH.matcher(code);
        while (switches.find()) {
            List<String> labels = new ArrayList<>();
            Matcher cases = CASE.matcher(block(code, switches.end()));
            while (cases.find()) {
                labels.add(cases.group(1));
            }
            for (Map.Entry<String, Set<String>> option : enums.entrySet()) {
                boolean mentioned = code.contains(option.getKey());
                if (mentioned && !labels.isEmpty() && option.getValue().containsAll(labels)) {
                    found.add("switch over " + option.getKey() + " " + labels);
                }
            }
        }
        return found;
    }

    /** The switch's body: from its opening brace to the brace that closes it. */
    private static String block(String code, int from) {
        int open = code.indexOf('{', from);
        int depth = 0;
        for (int at = open; at < code.length(); at++) {
            char c = code.charAt(at);
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            if (depth == 0) {
                return code.substring(open, at + 1);
            }
        }
        return code.substring(open);
    }

    @Test
    void onlyTheRulebookAndTheExpeditionBranchOnAnOptionsConstants() throws IOException {
        Map<String, Set<String>> enums = optionEnums();
        List<String> elsewhere = new ArrayList<>();
        int deciding = 0;
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path file : (Iterable<Path>) files.filter(OptionBranchingTest::isMainSource)::iterator) {
                String name = ROOT.relativize(file).toString().replace('\\', '/');
                List<String> found = branches(Files.readString(file, StandardCharsets.UTF_8), enums);
                if (DECIDING.contains(name)) {
                    deciding += found.size();
                } else if (NOT_PLAY.stream().noneMatch(name::startsWith)) {
                    found.forEach(branch -> elsewhere.add(name + ": " + branch));
                }
            }
        }
        assertEquals(List.of(), elsewhere, "ask a Rulebook function instead of deciding an option here");
        // The detector finds the decisions where they are made, so its silence elsewhere means something.
        assertTrue(deciding >= enums.size(), "found " + deciding + " decisions in " + DECIDING);
    }

    private static boolean isMainSource(Path file) {
        String name = file.toString().replace('\\', '/');
        return name.endsWith(".java") && name.contains("/src/main/java/") && !name.contains("/target/");
    }

    @Test
    void theDetectorFindsComparisonsAndSwitchesButNotNames() {
        Map<String, Set<String>> enums = optionEnums();
        String source = """
                class A {
                  boolean a(Rules r) { return r.bustRemoval() == BustRemoval.NONE; }
                  boolean b(Rules r) { return LeftoverGems.POOLED != r.leftoverGems(); }
                  int c(TieBreak t) { switch (t) { case SHARED: return 0; default: return 1; } }
                  Object d() { return Rules.builder().bustRemoval(BustRemoval.PAIR); } // BustRemoval.NONE ==
                }
                """;
        List<String> found = branches(source, enums);
        assertEquals(3, found.size(), found::toString);
        assertTrue(found.get(0).contains("BustRemoval.NONE"), found::toString);
        assertTrue(found.get(1).contains("LeftoverGems.POOLED"), found::toString);
        assertEquals("switch over TieBreak [SHARED]", found.get(2));
        assertFalse(enums.isEmpty());
    }
}
