package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class VersionTest {

    @Test
    void versionIsTheBuildsVersion() throws Exception {
        String expected = System.getProperty("incangold.expectedVersion");
        assertTrue(expected != null && expected.matches("\\d+\\.\\d+\\.\\d+.*"), expected);
        assertEquals(expected, Version.current());

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream standardOut = System.out;
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            WebServer.main(new String[] {"--version"});
        } finally {
            System.setOut(standardOut);
        }
        assertEquals(
                "incangold play-web " + expected,
                bytes.toString(StandardCharsets.UTF_8).strip());
    }
}
