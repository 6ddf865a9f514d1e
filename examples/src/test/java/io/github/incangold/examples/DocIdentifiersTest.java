package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the names in the docs true to the code: every inline code span of README.md, CONTRIBUTING.md,
 * SECURITY.md and the Markdown files under {@code docs/} that is shaped like a Java type, or a type and
 * a chain of members, must name a type that exists and members that the type has. Nothing else would
 * notice a renamed or removed class living on in the prose. CHANGELOG.md is left out: it records
 * history, so names of removed classes belong there. Spans inside fenced blocks are skipped: the
 * {@code ```java} blocks are compiled by {@link DocJavaCompilesTest}, the others hold shell, JSON or
 * TypeScript.
 *
 * <p>A span is checked when it matches {@link #IDENTIFIER} as a whole: an optional {@code @}, a type
 * name {@code [A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*} (upper camel case with a lower case letter, so
 * {@code PAIR}, {@code JSON} and {@code R14} are not types), any number of members {@code .name}, an
 * optional {@code ...} (the last member is a prefix, as in {@code RulesTest.r20_...}), optional type
 * arguments {@code <...>}, whose types are checked too, and an optional call {@code (...)}, whose
 * arguments and whatever follows it are not. So {@code GameState}, {@code Rules.Builder.minPlayers},
 * {@code Rules.incanGold()}, {@code Game.play(state, seat -> choice)} and {@code Either<Violation,
 * Step>} are checked; {@code Foo.java} (a file extension as the last member), {@code pom.xml}, {@code
 * ./simulate}, {@code GET /api/tables} and {@code Last-Event-ID} are not, and neither are the few
 * words of {@link #NOT_JAVA}.
 *
 * <p>Project names resolve against the declarations in the sources of every module ({@code
 * src/main/java} and {@code src/test/java}, read with a small tokenizer), not against compiled
 * classes: web, benchmarks and spark build after examples, so their classes do not exist yet when a
 * clean {@code ./mvnw verify} runs this test, and a stale class file would keep a removed class alive.
 * A type has the methods, fields, enum constants, record components and nested types declared in its
 * body, and those of its supertypes; {@code ImmutableX} is the class Immutables generates for a
 * {@code @Value.Immutable} type {@code X}. The TypeScript namespace under {@code docs/} and the
 * schemas of {@code docs/openapi.json} count too, since the docs name them. Other names resolve by
 * reflection in the JDK and vavr packages of {@link #PACKAGES}, or are one of the few {@link
 * #EXTERNAL} types of other libraries. A member of a member is not checked: its type is not known
 * without a compiler. A name flagged here is fixed in the doc; a type of another library that the docs
 * start to name goes into {@link #EXTERNAL}.
 */
class DocIdentifiersTest {
    static final Path ROOT = DocSnippetsTest.ROOT;
    static final List<String> TOP_LEVEL_DOCS = List.of("README.md", "CONTRIBUTING.md", "SECURITY.md");
    static final Pattern IDENTIFIER = Pattern.compile("@?(?<type>[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)"
            + "(?<members>(?:\\.[A-Za-z_][A-Za-z0-9_]*)*)(?<prefix>\\.\\.\\.)?"
            + "(?<arguments><[A-Za-z0-9_.,?<> ]*>)?(?<call>\\(.*\\))?");
    static final Pattern TYPE_IN_ARGUMENTS =
            Pattern.compile("[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*");
    // A code span is opened and closed by runs of the same number of backticks.
    static final Pattern SPAN = Pattern.compile("(`+)(.+?)(?<!`)\\1(?!`)", Pattern.DOTALL);
    static final Pattern FENCE = Pattern.compile("\\s*(`{3,}|~{3,})([^`]*)");
    static final Pattern FILE_EXTENSION =
            Pattern.compile("class|cmd|css|csv|html|jar|java|js|json|md|mjs|png|properties|sh|svg|ts|txt|xml|ya?ml");
    static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    static final List<String> PACKAGES = List.of(
            "java.lang.",
            "java.util.",
            "java.util.concurrent.",
            "java.util.function.",
            "java.util.stream.",
            "java.io.",
            "java.nio.file.",
            "java.time.",
            "java.net.",
            "java.math.",
            "io.vavr.",
            "io.vavr.control.",
            "io.vavr.collection.");
    // Types of other libraries that the docs name; those not on this class path resolve by name only.
    static final Map<String, String> EXTERNAL = Map.of(
            "Test", "org.junit.jupiter.api.Test", // JUnit 5
            "Tag", "org.junit.jupiter.api.Tag", // JUnit 5
            "FuzzTest", "com.code_intelligence.jazzer.junit.FuzzTest", // Jazzer
            "Value", "org.immutables.value.Value", // Immutables
            "HttpServer", "com.sun.net.httpserver.HttpServer", // the JDK's jdk.httpserver
            "NativeCodeLoader", "org.apache.hadoop.util.NativeCodeLoader", // Hadoop, under Spark
            "DiamantParameters", "games.diamant.DiamantParameters", // TabletopGames
            "DiamantForwardModel", "games.diamant.DiamantForwardModel", // TabletopGames
            "GameType", "games.GameType"); // TabletopGames
    // Not Java: the sections of Keep a Changelog (CONTRIBUTING.md), an HTTP header and a browser API.
    static final Set<String> NOT_JAVA = Set.of(
            "Unreleased", "Added", "Changed", "Deprecated", "Removed", "Fixed", "Security", "Allow", "EventSource");

    @Test
    void everyTypeAndMemberNamedInTheDocsExists() throws IOException {
        assertTrue(
                Files.isDirectory(ROOT.resolve("core/src/main/java")),
                "no core/src/main/java under " + ROOT + ": the test must run in the examples module");
        Names names = new Names(declarations());
        List<String> unresolved = new ArrayList<>();
        int checked = 0;
        for (Path doc : docs()) {
            for (Span span : spans(DocSnippetsTest.read(doc).lines().toList())) {
                Matcher identifier = IDENTIFIER.matcher(span.code());
                if (!identifier.matches() || isFileName(identifier) || NOT_JAVA.contains(span.code())) {
                    continue;
                }
                checked++;
                List<String> problems = new ArrayList<>();
                problems.add(names.problem(
                        identifier.group("type") + identifier.group("members"), identifier.group("prefix") != null));
                if (identifier.group("arguments") != null) {
                    Matcher argument = TYPE_IN_ARGUMENTS.matcher(identifier.group("arguments"));
                    while (argument.find()) {
                        problems.add(names.problem(argument.group(), false));
                    }
                }
                for (String problem : problems) {
                    if (problem != null) {
                        unresolved.add(
                                ROOT.relativize(doc) + ":" + span.line() + ": `" + span.code() + "`: " + problem);
                    }
                }
            }
        }
        assertTrue(checked > 0, "no identifier found in the docs");
        if (!unresolved.isEmpty()) {
            fail(unresolved.size() + " names in the docs do not resolve:\n" + String.join("\n", unresolved));
        }
    }

    @Test
    void atMostTwoHeadingsOfTheDocsCarryADate() throws IOException {
        // Dated headings ("Results of 2026-11-27") age badly; a page keeps its dates in the text.
        List<String> dated = new ArrayList<>();
        for (Path doc : docs()) {
            if (!doc.startsWith(ROOT.resolve("docs"))) {
                continue;
            }
            List<String> lines = DocSnippetsTest.read(doc).lines().toList();
            List<Boolean> prose = prose(lines);
            for (int number = 1; number <= lines.size(); number++) {
                String line = lines.get(number - 1);
                if (prose.get(number - 1)
                        && line.startsWith("#")
                        && DATE.matcher(line).find()) {
                    dated.add(ROOT.relativize(doc) + ":" + number + ": " + line);
                }
            }
        }
        assertTrue(dated.size() <= 2, "more than two dated headings in docs/:\n" + String.join("\n", dated));
    }

    static List<Path> docs() throws IOException {
        List<Path> docs = new ArrayList<>();
        for (String doc : TOP_LEVEL_DOCS) {
            docs.add(ROOT.resolve(doc));
        }
        try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
            docs.addAll(files.filter(file -> file.toString().endsWith(".md"))
                    .sorted()
                    .toList());
        }
        return docs;
    }

    /** An inline code span and the line it starts on. */
    record Span(int line, String code) {}

    /** The inline code spans of a Markdown file that are outside fenced code blocks. */
    static List<Span> spans(List<String> lines) {
        List<Span> spans = new ArrayList<>();
        List<Boolean> prose = prose(lines);
        int start = 0;
        while (start < lines.size()) {
            int end = start;
            while (end < lines.size() && prose.get(end) && !lines.get(end).isBlank()) {
                end++;
            }
            // A span may run over a line break, which counts as a space, but not past a blank line or a fence.
            String paragraph = String.join("\n", lines.subList(start, end));
            Matcher span = SPAN.matcher(paragraph);
            while (span.find()) {
                long breaks = paragraph
                        .substring(0, span.start())
                        .chars()
                        .filter(c -> c == '\n')
                        .count();
                spans.add(new Span(
                        start + 1 + (int) breaks,
                        span.group(2).replace('\n', ' ').strip()));
            }
            start = Math.max(end, start + 1);
        }
        return spans;
    }

    /** Which lines are outside fenced code blocks. */
    static List<Boolean> prose(List<String> lines) {
        List<Boolean> prose = new ArrayList<>();
        String fence = null;
        for (String line : lines) {
            Matcher marker = FENCE.matcher(line);
            if (!marker.matches()) {
                prose.add(fence == null);
            } else if (fence == null) {
                fence = marker.group(1);
                prose.add(false);
            } else {
                // Only a run of the same character, at least as long and with nothing after it, closes.
                if (marker.group(1).charAt(0) == fence.charAt(0)
                        && marker.group(1).length() >= fence.length()
                        && marker.group(2).isBlank()) {
                    fence = null;
                }
                prose.add(false);
            }
        }
        return prose;
    }

    static boolean isFileName(Matcher identifier) {
        String members = identifier.group("members");
        return identifier.group("call") == null
                && identifier.group("prefix") == null
                && FILE_EXTENSION
                        .matcher(members.substring(members.lastIndexOf('.') + 1))
                        .matches();
    }

    /** The types declared in the sources of the modules, the docs' TypeScript and the OpenAPI schemas. */
    static Map<String, List<Declaration>> declarations() throws IOException {
        Map<String, List<Declaration>> types = new HashMap<>();
        List<Path> roots = new ArrayList<>();
        try (Stream<Path> modules = Files.list(ROOT)) {
            for (Path module : modules.sorted().toList()) {
                roots.add(module.resolve("src/main/java"));
                roots.add(module.resolve("src/test/java"));
            }
        }
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file :
                        (Iterable<Path>) files.filter(path -> path.toString().endsWith(".java"))::iterator) {
                    JavaDeclarations.read(DocSnippetsTest.read(file), types);
                }
            }
        }
        for (List<Declaration> declared : List.copyOf(types.values())) {
            for (Declaration type : declared) {
                if (type.immutable) {
                    Declaration generated = new Declaration("Immutable" + type.name);
                    generated.supertypes.add(type.name);
                    generated.members.addAll(List.of("Builder", "builder", "copyOf"));
                    declare(types, generated);
                }
            }
        }
        try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
            for (Path file :
                    (Iterable<Path>) files.filter(path -> path.toString().endsWith(".d.ts"))::iterator) {
                typeScript(DocSnippetsTest.read(file), types);
            }
        }
        Path openApi = ROOT.resolve("docs/openapi.json");
        if (Files.exists(openApi)) {
            Matcher schema =
                    Pattern.compile("\"#/components/schemas/([^\"]+)\"").matcher(DocSnippetsTest.read(openApi));
            while (schema.find()) {
                declare(types, new Declaration(schema.group(1)));
            }
        }
        return types;
    }

    static void declare(Map<String, List<Declaration>> types, Declaration type) {
        types.computeIfAbsent(type.name, name -> new ArrayList<>()).add(type);
    }

    /**
     * A TypeScript namespace has every name the file declares. The types resolve only through their
     * namespace ({@code IncanGold.Card}), so that they cannot stand in for a Java type of the same name.
     */
    static void typeScript(String source, Map<String, List<Declaration>> types) {
        Matcher declaration = Pattern.compile("\\b(namespace|interface|type|class|enum)\\s+([A-Za-z_$][\\w$]*)")
                .matcher(source);
        List<Declaration> namespaces = new ArrayList<>();
        Set<String> names = new HashSet<>();
        while (declaration.find()) {
            if (declaration.group(1).equals("namespace")) {
                namespaces.add(new Declaration(declaration.group(2)));
            } else {
                names.add(declaration.group(2));
            }
        }
        for (Declaration namespace : namespaces) {
            namespace.members.addAll(names);
            declare(types, namespace);
        }
    }

    /** A type of the sources, with the names of its members and nested types, and its supertypes. */
    static final class Declaration {
        final String name;
        final Set<String> members = new HashSet<>();
        final Map<String, List<Declaration>> nested = new HashMap<>();
        final List<String> supertypes = new ArrayList<>();
        boolean immutable;

        Declaration(String name) {
            this.name = name;
        }
    }

    /**
     * Reads the declarations of a Java source from its tokens, tracking braces: a type's body holds its
     * members; method bodies, initializers and the bodies of enum constants are skipped.
     */
    static final class JavaDeclarations {
        private static final Pattern TOKEN = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*|[0-9][A-Za-z0-9_.]*|\\S");
        private static final Set<String> KINDS = Set.of("class", "interface", "enum", "record");

        private final List<String> tokens;
        private final Map<String, List<Declaration>> types;
        private final Deque<Scope> scopes = new ArrayDeque<>();
        private int at;

        private JavaDeclarations(List<String> tokens, Map<String, List<Declaration>> types) {
            this.tokens = tokens;
            this.types = types;
        }

        /** A pair of braces: a type's body ({@code type} set) or any other block. */
        private static final class Scope {
            final Declaration type;
            int parentheses;
            int angles;
            boolean initializer;
            boolean constants;

            Scope(Declaration type, boolean constants) {
                this.type = type;
                this.constants = constants;
            }
        }

        static void read(String source, Map<String, List<Declaration>> types) {
            List<String> tokens = new ArrayList<>();
            Matcher token = TOKEN.matcher(withoutCommentsAndLiterals(source));
            while (token.find()) {
                tokens.add(token.group());
            }
            new JavaDeclarations(tokens, types).read();
        }

        private void read() {
            boolean immutable = false;
            for (at = 0; at < tokens.size(); at++) {
                String token = tokens.get(at);
                Scope scope = scopes.peek();
                if (token.equals("@")
                        && next(1).equals("Value")
                        && next(2).equals(".")
                        && next(3).equals("Immutable")) {
                    immutable = true;
                } else if (isTypeDeclaration()) {
                    Declaration type = new Declaration(tokens.get(at + 1));
                    type.immutable = immutable;
                    immutable = false;
                    // Local and anonymous classes cannot be named from outside, so they are not declared.
                    boolean member =
                            scope == null || (scope.type != null && scope.parentheses == 0 && !scope.initializer);
                    if (member) {
                        declare(types, type);
                        if (scope != null) {
                            scope.type.members.add(type.name);
                            scope.type
                                    .nested
                                    .computeIfAbsent(type.name, name -> new ArrayList<>())
                                    .add(type);
                        }
                    }
                    header(type, token);
                    scopes.push(new Scope(member ? type : null, token.equals("enum")));
                } else if (token.equals("{")) {
                    scopes.push(new Scope(null, false));
                } else if (token.equals("}")) {
                    scopes.poll();
                } else if (scope != null && scope.type != null) {
                    member(scope, token);
                }
            }
        }

        private boolean isTypeDeclaration() {
            String token = tokens.get(at);
            if (!KINDS.contains(token) || (at > 0 && tokens.get(at - 1).equals(".")) || !isName(next(1))) {
                return false;
            }
            // "record" is a keyword only before a name and its components or type parameters.
            return !token.equals("record") || next(2).equals("(") || next(2).equals("<");
        }

        /** Reads a type's header up to its opening brace: record components and supertypes. */
        private void header(Declaration type, String kind) {
            type.supertypes.add(
                    switch (kind) {
                        case "enum" -> "Enum";
                        case "record" -> "Record";
                        default -> "Object";
                    });
            if (kind.equals("enum")) {
                // The methods the compiler adds to every enum.
                type.members.addAll(List.of("values", "valueOf"));
            }
            int parentheses = 0;
            int angles = 0;
            boolean supertypes = false;
            for (at += 2; at < tokens.size() && !tokens.get(at).equals("{"); at++) {
                String token = tokens.get(at);
                switch (token) {
                    case "(" -> parentheses++;
                    case ")" -> parentheses--;
                    case "<" -> angles++;
                    case ">" -> angles--;
                    case "extends", "implements" -> supertypes = angles == 0;
                    case "permits" -> supertypes = false;
                    default -> {
                        boolean component = parentheses == 1
                                && angles == 0
                                && Set.of(",", ")").contains(next(1));
                        if (component && isName(token)) {
                            type.members.add(token);
                        } else if (supertypes && angles == 0 && isName(token) && !next(1).equals(".")) {
                            type.supertypes.add(token);
                        }
                    }
                }
            }
        }

        /** A token directly in a type's body: names followed by "(" are methods, by "=", ";" or "," fields. */
        private void member(Scope scope, String token) {
            switch (token) {
                case "(" -> scope.parentheses++;
                case ")" -> scope.parentheses--;
                default -> {
                    if (scope.parentheses > 0) {
                        return;
                    }
                    if (scope.initializer) {
                        scope.initializer = !token.equals(";");
                    } else if (token.equals("@") && !next(1).equals("interface")) {
                        at++; // an annotation's name is not a member
                    } else if (token.equals("<")) {
                        scope.angles++;
                    } else if (token.equals(">")) {
                        scope.angles--;
                    } else if (token.equals("=")) {
                        scope.initializer = true;
                    } else if (token.equals(";")) {
                        scope.constants = false;
                    } else if (isName(token) && scope.angles == 0) {
                        String next = next(1);
                        boolean constant = scope.constants
                                && Set.of(",", ";", "(", "{", "}").contains(next);
                        if (constant || Set.of("(", "=", ";", ",").contains(next)) {
                            scope.type.members.add(token);
                        }
                    }
                }
            }
        }

        private String next(int offset) {
            return at + offset < tokens.size() ? tokens.get(at + offset) : "";
        }

        private static boolean isName(String token) {
            return !token.isEmpty() && Character.isJavaIdentifierStart(token.charAt(0));
        }

        /** Blanks out comments, strings, text blocks and characters, which may hold braces or keywords. */
        static String withoutCommentsAndLiterals(String source) {
            StringBuilder code = new StringBuilder(source.length());
            int at = 0;
            while (at < source.length()) {
                char c = source.charAt(at);
                if (source.startsWith("//", at)) {
                    at = end(source, "\n", at + 2);
                } else if (source.startsWith("/*", at)) {
                    at = end(source, "*/", at + 2) + 2;
                } else if (source.startsWith("\"\"\"", at)) {
                    at = end(source, "\"\"\"", at + 3) + 3;
                    code.append("\"\"");
                } else if (c == '"' || c == '\'') {
                    at++;
                    while (at < source.length() && source.charAt(at) != c) {
                        at += source.charAt(at) == '\\' ? 2 : 1;
                    }
                    at++;
                    code.append(c).append(c);
                } else {
                    code.append(c);
                    at++;
                }
            }
            return code.toString();
        }

        private static int end(String source, String marker, int from) {
            int end = source.indexOf(marker, from);
            while (marker.equals("\"\"\"") && end > 0 && source.charAt(end - 1) == '\\') {
                end = source.indexOf(marker, end + 1);
            }
            return end < 0 ? source.length() : end;
        }
    }

    /** Resolves a type and its chain of members against the declarations, then by reflection. */
    static final class Names {
        private static final Object UNCHECKED = new Object();

        private final Map<String, List<Declaration>> declarations;

        Names(Map<String, List<Declaration>> declarations) {
            this.declarations = declarations;
        }

        /** Why {@code chain} (a type, then members) does not resolve, or null if it does. */
        String problem(String chain, boolean prefix) {
            List<String> names = List.of(chain.split("\\."));
            List<Object> candidates = types(names.get(0));
            if (candidates.isEmpty()) {
                return "no type " + names.get(0);
            }
            for (int index = 1; index < names.size(); index++) {
                String name = names.get(index);
                boolean last = index == names.size() - 1;
                List<Object> nested = new ArrayList<>();
                for (Object candidate : candidates) {
                    if (candidate == UNCHECKED) {
                        return null;
                    }
                    nested.addAll(nestedTypes(candidate, name));
                    // A member ends what can be checked: the type of a field or of a method's result is unknown.
                    if (nested.isEmpty() && hasMember(candidate, name, prefix && last, new HashSet<>())) {
                        return null;
                    }
                }
                if (nested.isEmpty()) {
                    return String.join(".", names.subList(0, index)) + " has no member " + name;
                }
                candidates = nested;
            }
            return null;
        }

        private List<Object> types(String name) {
            List<Object> types = new ArrayList<>(declarations.getOrDefault(name, List.of()));
            if (EXTERNAL.containsKey(name)) {
                Class<?> type = load(EXTERNAL.get(name));
                types.add(type == null ? UNCHECKED : type);
            }
            for (String prefix : PACKAGES) {
                Class<?> type = load(prefix + name);
                if (type != null) {
                    types.add(type);
                }
            }
            return types;
        }

        private static List<Object> nestedTypes(Object type, String name) {
            if (type instanceof Declaration declaration) {
                return List.copyOf(declaration.nested.getOrDefault(name, List.of()));
            }
            return Stream.of(((Class<?>) type).getClasses())
                    .filter(nested -> nested.getSimpleName().equals(name))
                    .collect(Collectors.toList());
        }

        private boolean hasMember(Object type, String name, boolean prefix, Set<Object> seen) {
            if (!seen.add(type)) {
                return false;
            }
            Set<String> members = type instanceof Class<?> loaded ? members(loaded) : ((Declaration) type).members;
            if (members.stream().anyMatch(member -> prefix ? member.startsWith(name) : member.equals(name))) {
                return true;
            }
            if (!(type instanceof Declaration declaration)) {
                return false; // reflection has already looked in the supertypes
            }
            for (String supertype : declaration.supertypes) {
                for (Object candidate : types(supertype)) {
                    if (candidate == UNCHECKED || hasMember(candidate, name, prefix, seen)) {
                        return true;
                    }
                }
            }
            return false;
        }

        private static Set<String> members(Class<?> type) {
            Set<String> members = new HashSet<>();
            for (Method method : type.getMethods()) {
                members.add(method.getName());
            }
            for (Field field : type.getFields()) {
                members.add(field.getName());
            }
            for (Class<?> nested : type.getClasses()) {
                members.add(nested.getSimpleName());
            }
            return members;
        }

        private static Class<?> load(String name) {
            try {
                return Class.forName(name, false, DocIdentifiersTest.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError absent) {
                return null;
            }
        }
    }
}
