package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Core's public API stays small: its exported packages (those {@code module-info.java} exports to
 * everyone) declare at most {@link #MOST_PUBLIC_TYPES} public top-level types, and each has a
 * {@code package-info.java}. Small closed types that belong to one larger one are nested in it.
 * Each source file stays readable: at most {@link #MOST_LINES} lines, split by concern beyond.
 */
class PublicApiTest {
    static final int MOST_PUBLIC_TYPES = 37;
    static final int MOST_LINES = 500;

    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern EXPORT = Pattern.compile("^\\s*exports\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern PUBLIC_TYPE = Pattern.compile(
            "^public\\s+(?:(?:final|abstract|sealed|non-sealed|static)\\s+)*(?:class|interface|record|enum|@interface)\\s",
            Pattern.MULTILINE);

    static List<String> exportedPackages() throws IOException {
        String descriptor = Files.readString(SOURCES.resolve("module-info.java"), StandardCharsets.UTF_8);
        List<String> packages = new ArrayList<>();
        Matcher export = EXPORT.matcher(descriptor);
        while (export.find()) {
            packages.add(export.group(1));
        }
        return packages;
    }

    @Test
    void theExportedPackagesDeclareAtMost37PublicTopLevelTypes() throws IOException {
        TreeSet<String> types = new TreeSet<>();
        List<String> packages = exportedPackages();
        for (String name : packages) {
            Path directory = SOURCES.resolve(name.replace('.', '/'));
            assertTrue(Files.exists(directory.resolve("package-info.java")), name + " has no package-info.java");
            try (Stream<Path> files = Files.list(directory)) {
                for (Path file : (Iterable<Path>) files::iterator) {
                    String fileName = file.getFileName().toString();
                    if (fileName.endsWith(".java")
                            && !fileName.equals("package-info.java")
                            && PUBLIC_TYPE
                                    .matcher(Files.readString(file, StandardCharsets.UTF_8))
                                    .find()) {
                        types.add(name + "." + fileName.replace(".java", ""));
                    }
                }
            }
        }
        assertEquals(7, packages.size(), packages::toString);
        // The engine's entry point is among them, so the scan reads what it should.
        assertTrue(types.contains("io.github.incangold.engine.Game"), types::toString);
        assertTrue(
                types.size() <= MOST_PUBLIC_TYPES,
                types.size() + " public top-level types, at most " + MOST_PUBLIC_TYPES + ": " + types);
    }

    @Test
    void noCoreSourceFileIsLongerThan500Lines() throws IOException {
        TreeSet<String> tooLong = new TreeSet<>();
        int files = 0;
        try (Stream<Path> sources = Files.walk(SOURCES)) {
            for (Path file :
                    (Iterable<Path>) sources.filter(path -> path.toString().endsWith(".java"))::iterator) {
                files++;
                long lines = Files.readAllLines(file, StandardCharsets.UTF_8).size();
                if (lines > MOST_LINES) {
                    tooLong.add(SOURCES.relativize(file) + " (" + lines + " lines)");
                }
            }
        }
        assertTrue(files > 40, "read " + files + " files");
        assertEquals(new TreeSet<String>(), tooLong, "split these by concern");
    }
}
