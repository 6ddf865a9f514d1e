package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.incangold.strategies.StrategyProvider;
import io.vavr.collection.List;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code ./play-web} says and returns when it cannot start: one line and the documented exit status. */
class CommandLineTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int serve(String... args) {
        return WebServer.serve(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                WebServer::close);
    }

    private String errors() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aPortInUseIsOneLineAndStatus3() throws Exception {
        try (ServerSocket taken =
                new ServerSocket(0, 1, java.net.InetAddress.getByAddress(new byte[] {127, 0, 0, 1}))) {
            int port = taken.getLocalPort();
            assertEquals(3, serve("--port", String.valueOf(port)));
            assertEquals("play-web: cannot listen on 127.0.0.1:" + port + ": the port is in use\n", errors());
            assertEquals("", out.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void anUnknownHostIsOneLineAndStatus3() {
        // .invalid is reserved never to resolve (RFC 6761).
        assertEquals(3, serve("--host", "nosuch.invalid", "--port", "0"));
        assertEquals("play-web: cannot listen on nosuch.invalid:0: no such host\n", errors());
    }

    @Test
    void anOptionWithoutItsValueSaysSo() {
        assertEquals(2, serve("--port"));
        assertEquals(2, serve("--port", "0", "--host"));
        assertEquals(2, serve("--colour"));
        assertEquals("""
                play-web: --port needs a value: a port from 0 to 65535
                play-web: --host needs a value: an address such as 127.0.0.1
                play-web: unknown argument '--colour'; see ./play-web --help
                """, errors());
    }

    /** A bot path that loads no bot stops the server before it listens (status 2), naming why. */
    @Test
    void aBotPathThatDoesNotLoadIsOneLineAndStatus2(@TempDir Path folder) {
        Path missing = folder.resolve("none.jar");
        assertEquals(2, serve("--bot-path", missing.toString(), "--port", "0"));
        assertEquals(2, serve("--bot-path", folder.toString(), "--port", "0"));
        assertEquals(2, serve("--bot-path"));
        assertEquals(
                "play-web: --bot-path: '" + missing + "' does not exist\n"
                        + "play-web: --bot-path: found no bot provider in " + folder
                        + " (no META-INF/services/io.github.incangold.strategies.StrategyProvider)\n"
                        + "play-web: --bot-path needs a value: jars or class folders with bots of your own\n",
                errors());
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    /** The bots of a bot path are named when the server starts, and a table may seat them. */
    @Test
    void aTableMaySeatTheBotsOfTheBotPath(@TempDir Path folder) throws IOException {
        Path services = Files.createDirectories(folder.resolve("META-INF/services"));
        Files.writeString(services.resolve(StrategyProvider.class.getName()), PatientBots.class.getName() + "\n");
        AtomicReference<JsonNode> table = new AtomicReference<>();
        int status = WebServer.serve(
                new String[] {"--port", "0", "--bot-path", folder.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                server -> {
                    try {
                        table.set(new Client(server.uri())
                                .create("{\"seats\": 4, \"bots\": 3, \"strategies\": [\"patient:5\", \"risk\"]}"));
                    } finally {
                        server.close();
                    }
                });
        assertEquals(0, status, errors());
        assertTrue(
                out.toString(StandardCharsets.UTF_8).contains("\nBots of yours a table may seat: patient\n"),
                out::toString);
        assertEquals(List.of("patient:5", "risk", "patient:5"), List.range(1, 4).map(seat -> table.get()
                .get("seats")
                .get(seat)
                .get("strategy")
                .asText()));
    }

    @Test
    void aFreeAddressServesUntilStopped() {
        AtomicReference<WebServer> served = new AtomicReference<>();
        int status = WebServer.serve(
                new String[] {"--port", "0"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                server -> {
                    served.set(server);
                    server.close();
                });
        assertEquals(0, status);
        assertEquals("", errors());
        assertTrue(
                out.toString(StandardCharsets.UTF_8)
                        .startsWith("Incan Gold is served at " + served.get().uri()),
                out.toString(StandardCharsets.UTF_8));
    }
}
