package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The seeded game of docs/web.md: the table its {@code POST /api/tables} example creates, joined
 * by Ann and Bo, shows the path, the cards left and the odds that its seat-view example shows.
 */
class DocExamplesTest {
    static final Path DOC = Path.of("").toAbsolutePath().getParent().resolve("docs/web.md");

    @Test
    void theSeatViewExampleIsTheDocumentedTablesFirstCard() throws Exception {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        Matcher request = Pattern.compile("`POST /api/tables`\\s*```json\\n(.*?)\\n```", Pattern.DOTALL)
                .matcher(doc);
        assertTrue(request.find(), "docs/web.md has no POST /api/tables example");
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            Client host = new Client(server.uri());
            String table = host.create(request.group(1)).get("table").asText();
            Client.Seat ann = new Client(server.uri()).join(table, "Ann");
            new Client(server.uri()).join(table, "Bo");
            Client annClient = new Client(server.uri());
            JsonNode reply = annClient.view(ann);
            for (int wait = 0; wait < 200 && reply.get("view").get("path").isEmpty(); wait++) {
                Thread.sleep(25);
                reply = annClient.view(ann);
            }
            String squeezed = doc.replaceAll("\\s+", "");
            JsonNode view = reply.get("view");
            for (String field : new String[] {"path", "hazardsSeen", "awaitedSeats", "legalActions", "phase"}) {
                String shown = "\"" + field + "\":" + view.get(field);
                assertTrue(squeezed.contains(shown), "docs/web.md's seat view should show " + shown);
            }
            String odds = "\"odds\":" + reply.get("odds");
            assertTrue(squeezed.contains(odds), "docs/web.md's seat view should show " + odds);
        }
    }
}
