package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Unix launchers in a scratch copy of the project, with a stand-in {@code ./mvnw} that counts
 * its builds and a stand-in {@code java}: a launcher builds only when nothing was built before, and
 * {@code ./play} and {@code ./simulate}, which share examples/target, take each other's builds.
 */
class LaunchersTest {
    private static final Path PROJECT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path copy;

    @Test
    void playAndSimulateTakeEachOthersBuild() throws Exception {
        prepare();
        assertEquals("Building incangold (first run, about a minute)…\n", launch("play"));
        assertEquals("", launch("simulate"));
        assertEquals("", launch("play"));
        assertEquals(1, builds());
    }

    @Test
    void simulateBuildsOnceForPlayToo() throws Exception {
        prepare();
        assertEquals("Building incangold (first run, about a minute)…\n", launch("simulate"));
        assertEquals("", launch("play"));
        assertEquals("", launch("simulate"));
        assertEquals(1, builds());
    }

    @Test
    void playWebBuildsOnceAndAgainWhenAJarIsRemoved() throws Exception {
        prepare();
        assertEquals("Building incangold (first run, about a minute)…\n", launch("play-web"));
        assertEquals("", launch("play-web"));
        Files.delete(copy.resolve("web/target/lib/dependency.jar")); // as another build may leave it
        assertEquals("Building incangold (sources changed since the last build)…\n", launch("play-web"));
        assertEquals(2, builds());
    }

    private void prepare() throws IOException {
        assumeTrue(new File("/bin/bash").canExecute(), "the Unix launchers need bash");
        for (String launcher : new String[] {"play", "simulate", "play-web"}) {
            Files.copy(PROJECT.resolve(launcher), copy.resolve(launcher), StandardCopyOption.COPY_ATTRIBUTES);
        }
        Path shared = PROJECT.resolve("src/launcher");
        if (Files.isDirectory(shared)) {
            try (Stream<Path> files = Files.list(shared)) {
                for (Path file : (Iterable<Path>) files::iterator) {
                    Files.createDirectories(copy.resolve("src/launcher"));
                    Files.copy(file, copy.resolve("src/launcher").resolve(file.getFileName()));
                }
            }
        }
        // A build fills each module's target with its classes and a jar in lib, and counts itself.
        executable(
                copy.resolve("mvnw"),
                "#!/bin/bash\necho build >>builds\n"
                        + "for module in examples web; do mkdir -p $module/target/classes $module/target/lib;"
                        + " touch $module/target/lib/dependency.jar; done\n");
        executable(copy.resolve("bin/java"), "#!/bin/bash\nexit 0\n");
    }

    private static void executable(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        file.toFile().setExecutable(true);
    }

    /** Runs a launcher to its end; returns what it wrote on its error stream. */
    private String launch(String launcher) throws Exception {
        ProcessBuilder process = new ProcessBuilder(
                        "/bin/bash", copy.resolve(launcher).toString(), "--version")
                .directory(copy.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        process.environment()
                .put(
                        "PATH",
                        copy.resolve("bin")
                                + File.pathSeparator
                                + process.environment().get("PATH"));
        Process running = process.start();
        String errors = new String(running.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, running.waitFor(), errors);
        return errors;
    }

    private int builds() throws IOException {
        return Files.readAllLines(copy.resolve("builds")).size();
    }
}
