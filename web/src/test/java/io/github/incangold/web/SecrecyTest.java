package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What a person's browser receives never holds another seat's secret (R21): every body a client
 * got during whole games is searched as text, and a seat's view is the same whatever another
 * seat chose in secret.
 */
class SecrecyTest {
    static WebServer server;

    @BeforeAll
    static void start() throws Exception {
        server = WebServer.start("127.0.0.1", 0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @TestFactory
    Stream<DynamicTest> noBodyAPersonReceivesHoldsAnotherSeatsSecret() {
        return LongStream.rangeClosed(1, 8)
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> playAndSearch(seed)));
    }

    private static void playAndSearch(long seed) {
        Client host = new Client(server.uri());
        String table = host.create("{\"seats\": 4, \"bots\": 2, \"strategies\": [\"random:0.3\", \"risk\"], \"seed\": "
                        + seed + "}")
                .get("table")
                .asText();
        Client annClient = new Client(server.uri());
        Client boClient = new Client(server.uri());
        Client.Seat ann = annClient.join(table, "Ann");
        Client.Seat bo = boClient.join(table, "Bo");
        SplittableRandom random = new SplittableRandom(seed);
        boolean over = false;
        for (int step = 0; !over; step++) {
            assertTrue(step < 1_000, "a game ends");
            // both people look, and poll the log and the table, as their pages do
            for (Client.Seat seat : new Client.Seat[] {ann, bo}) {
                Client client = seat.equals(ann) ? annClient : boClient;
                client.get("/api/tables/" + table + "/events");
                client.get("/api/tables/" + table);
                JsonNode view = client.view(seat).get("view");
                over = view.get("phase").asText().equals("GAME_OVER");
                if (!over && view.get("legalActions").size() > 0) {
                    assertEquals(
                            200,
                            client.choose(seat, random.nextInt(10) < 3 ? "CAMP" : "TORCH")
                                    .status());
                }
            }
        }
        search(annClient, ann, bo);
        search(boClient, bo, ann);
    }

    private static void search(Client client, Client.Seat mine, Client.Seat other) {
        boolean ownTokenSeen = false;
        for (String body : client.received) {
            assertFalse(body.contains(other.token()), "another seat's token");
            ownTokenSeen |= body.contains(mine.token());
            for (String stateOnly : new String[] {
                "randomState", "\"deck\"", "pendingChoices", "\"seed\"", "\"token\":\"" + other.token()
            }) {
                assertFalse(body.contains(stateOnly), () -> stateOnly + " in " + body);
            }
            JsonNode json = parse(body);
            JsonNode view = json.has("view") ? json.get("view") : json.get("spectatorView");
            if (view != null) {
                boolean gameOver = view.get("phase").asText().equals("GAME_OVER");
                for (JsonNode seat : view.get("seats")) {
                    boolean own = json.has("view") && seat.get("seat").asInt() == mine.seat();
                    if (!own) {
                        assertNull(seat.get("pendingChoice"), () -> "a pending choice of another seat in " + body);
                        if (!gameOver) {
                            assertNull(seat.get("tentGems"), () -> "another seat's tent in " + body);
                            assertNull(seat.get("score"), () -> "another seat's score in " + body);
                        }
                    }
                }
            }
        }
        assertTrue(ownTokenSeen, "the join reply gave the seat its own token");
    }

    private static JsonNode parse(String body) {
        try {
            return Client.MAPPER.readTree(body);
        } catch (Exception notJson) {
            throw new AssertionError("not JSON: " + body, notJson);
        }
    }

    /**
     * Two tables with the same seed, where Bo's first choice differs: until Ann chooses too, every
     * reply Ann gets is the same on both tables but for the table's id (R9, R21).
     */
    @Test
    void aSeatsViewDoesNotDependOnAnotherSeatsSecretChoice() {
        String[] seen = new String[2];
        String[] log = new String[2];
        String[] table = new String[2];
        for (int game = 0; game < 2; game++) {
            Client client = new Client(server.uri());
            table[game] = client.create("{\"seats\": 3, \"bots\": 1, \"seed\": 77}")
                    .get("table")
                    .asText();
            Client.Seat ann = client.join(table[game], "Ann");
            Client.Seat bo = client.join(table[game], "Bo");
            assertEquals(200, client.choose(bo, game == 0 ? "TORCH" : "CAMP").status());
            seen[game] = client.get(ann.path("view"), ann.token()).text().replace(table[game], "T");
            log[game] =
                    client.get("/api/tables/" + table[game] + "/events").text().replace(table[game], "T");
        }
        assertEquals(seen[0], seen[1]);
        assertEquals(log[0], log[1]);
        assertTrue(seen[0].contains("\"hasChosen\":true"), "Ann sees that Bo has chosen");
    }
}
