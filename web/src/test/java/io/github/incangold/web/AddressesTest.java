package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** The addresses the server prints: ones a browser can open, never the wildcard address. */
class AddressesTest {

    @Test
    void oneAddressWhenBoundToOne() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            assertEquals(List.of(server.uri()), server.addresses());
            assertTrue(
                    server.uri().toString().startsWith("http://127.0.0.1:"),
                    server.uri().toString());
        }
    }

    @Test
    void localhostAndTheMachinesAddressesWhenBoundToAll() throws Exception {
        try (WebServer server = WebServer.start("0.0.0.0", 0)) {
            int port = server.uri().getPort();
            List<URI> addresses = server.addresses();
            assertEquals(URI.create("http://localhost:" + port + "/"), addresses.head());
            for (URI address : addresses) {
                assertEquals(port, address.getPort());
                assertFalse(
                        address.getHost().equals("0.0.0.0") || address.getHost().contains("0:0:0:0:0:0:0:0"),
                        address.toString());
                assertFalse(address.getHost().startsWith("127."), address.toString());
                assertFalse(address.toString().contains("%"), "a zone id in " + address);
            }
            assertEquals(addresses.size(), addresses.distinct().size());
        }
    }
}
