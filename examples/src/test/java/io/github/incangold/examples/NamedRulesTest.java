package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class NamedRulesTest {

    @Test
    void aPresetIsFoundByItsIdOrItsNumber() {
        assertEquals(Rules.incanGold(), NamedRules.resolve("incan-gold").get().rules());
        assertEquals(Rules.incanGold(), NamedRules.resolve(" 1 ").get().rules());
    }

    @Test
    void aVariantFileIsReadAndAFolderOrAMissingFileIsNamedAsSuch(@TempDir Path folder) throws Exception {
        Path file = Files.writeString(folder.resolve("short.json"), "{\"base\": \"incan-gold\", \"rounds\": 3}");
        assertEquals(
                Rules.incanGold().withRounds(3),
                NamedRules.resolve(file.toString()).get().rules());
        assertTrue(
                NamedRules.resolve(folder.toString()).getLeft().startsWith(folder + " is a directory, not a file"),
                NamedRules.resolve(folder.toString()).getLeft());
        Path missing = folder.resolve("missing.json");
        assertTrue(
                NamedRules.resolve(missing.toString()).getLeft().startsWith("no file " + missing),
                NamedRules.resolve(missing.toString()).getLeft());
    }

    /** An empty name is not the working folder. */
    @Test
    void anEmptyNameIsSaidToBeEmpty() {
        for (String empty : new String[] {"", "  "}) {
            String problem = NamedRules.resolve(empty).getLeft();
            assertTrue(problem.startsWith("the name is empty: use a preset (incan-gold, diamant, "), problem);
            assertTrue(problem.endsWith(") or the path of a variant file"), problem);
        }
    }

    /** A device is read like any file, within the loader's limit, so its problem is the content's. */
    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC}) // systems with /dev/null
    void aDeviceIsReadNotCalledMissing() {
        String problem = NamedRules.resolve("/dev/null").getLeft();
        assertTrue(problem.startsWith("/dev/null is not a valid variant file (1 problem):"), problem);
    }
}
