package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * What a client sends is answered, not logged: a request line the server refuses gets its JSON
 * refusal, and nothing reaches the server's log, or any client could fill the log at will.
 */
class ClientInputLoggingTest {

    @Test
    void aBadAuthorityOrHostIsRefusedWithoutAWarningInTheLog() throws Exception {
        List<LogRecord> logged = new CopyOnWriteArrayList<>();
        Handler recorder = new Handler() {
            @Override
            public void publish(LogRecord entry) {
                if (entry.getLevel().intValue() >= Level.WARNING.intValue()) {
                    logged.add(entry);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger jetty = Logger.getLogger("org.eclipse.jetty");
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            jetty.addHandler(recorder);
            for (String authority : List.of("/api/presets", "a:b:c", "[::1", "host:99999")) {
                String request = "CONNECT " + authority + " HTTP/1.1\r\nHost: localhost\r\n\r\n";
                OpenApiTest.Raw reply = OpenApiTest.raw(server, 1, request, false);
                assertEquals(400, reply.status(), request);
                assertTrue(
                        reply.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), request);
            }
            for (String host : List.of("[::1", "localhost:99999", "a b")) {
                String request = "GET /api/presets HTTP/1.1\r\nHost: " + host + "\r\n\r\n";
                OpenApiTest.Raw reply = OpenApiTest.raw(server, 1, request, false);
                assertEquals(400, reply.status(), request);
            }
        } finally {
            jetty.removeHandler(recorder);
        }
        assertEquals(List.of(), logged.stream().map(LogRecord::getMessage).toList());
    }
}
