package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Until the first release, the dependency snippets of README.md and docs/getting-started.md
 * resolve only from the local repository: both say so, and give the install command with the
 * modules that {@code .ci/consumers} installs before it builds a user's project against them.
 */
class InstallBeforeReleaseTest {
    private static final Path ROOT = DocSnippetsTest.ROOT;

    @Test
    void theDocsThatGiveSnapshotCoordinatesSayHowToInstallThem() {
        String consumers = DocSnippetsTest.read(ROOT.resolve(".ci/consumers"));
        Matcher installed = Pattern.compile("-pl (\\S+) -am install").matcher(consumers);
        assertTrue(installed.find(), ".ci/consumers installs no modules with -pl ... -am install");
        String command = "./mvnw -B -q -pl " + installed.group(1) + " -am install -DskipTests -Dpit.skip=true";
        for (String doc : new String[] {"README.md", "docs/getting-started.md"}) {
            String text = DocSnippetsTest.read(ROOT.resolve(doc));
            if (!text.contains("-SNAPSHOT</version>")) {
                continue; // released coordinates need no install
            }
            assertTrue(text.contains(command), doc + " gives snapshot coordinates without the install: " + command);
            assertTrue(text.contains("not on Maven Central yet") || text.contains("Not on Maven Central yet"), doc);
            assertTrue(text.contains("mavenLocal()"), doc + " should tell Gradle users about mavenLocal()");
        }
    }
}
