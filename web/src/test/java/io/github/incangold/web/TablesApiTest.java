package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Outcome.Standing;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategies.StrategyProvider;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The API's successful requests, over real HTTP on loopback (docs/web.md). */
class TablesApiTest {
    static WebServer server;
    static Client client;

    @BeforeAll
    static void start() throws Exception {
        server = WebServer.start("127.0.0.1", 0);
        client = new Client(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void presetsListEveryPresetWithItsPlayerRange() {
        JsonNode presets = client.get("/api/presets").json().get("presets");
        java.util.Map<String, JsonNode> byId = new java.util.HashMap<>();
        presets.forEach(preset -> byId.put(preset.get("id").asText(), preset));
        assertEquals(3, byId.get("incan-gold").get("minPlayers").asInt()); // R1: 3 to 8
        assertEquals(8, byId.get("incan-gold").get("maxPlayers").asInt());
        assertEquals(2, byId.get("two-players").get("minPlayers").asInt()); // R1 option
        assertEquals("Diamant", byId.get("diamant").get("title").asText());
        assertEquals(6, byId.get("tabletop-games-diamant").get("maxPlayers").asInt());
        assertEquals(12, presets.size());
    }

    @Test
    void botsAreTheBuiltInOnesByNameOnAServerGivenNoneOfItsOwn() {
        JsonNode bots = client.get("/api/bots").json().get("bots");
        java.util.List<String> names = new ArrayList<>();
        bots.forEach(bot -> {
            names.add(bot.get("name").asText());
            assertTrue(bot.get("builtIn").asBoolean(), bot::toString);
        });
        assertEquals(
                java.util.List.of(
                        "random", "threshold", "catchup", "hazards", "habits", "risk", "artifacts", "mcts", "win"),
                names);
    }

    @Test
    void aServersOwnBotsFollowTheBuiltInOnesAndTakeTheSeatsTheirNamesAreGiven() throws Exception {
        StrategyProvider cautious = new StrategyProvider() {
            @Override
            public List<String> names() {
                return List.of("cautious", "bold");
            }

            @Override
            public Either<String, Strategy> parse(String description) {
                return Either.right(Strategies.threshold(description.equals("cautious") ? 4 : 12));
            }
        };
        try (WebServer withOwnBots = WebServer.start(
                "127.0.0.1", 0, StrategyCatalog.of(List.of(cautious)).get())) {
            Client own = new Client(withOwnBots.uri());
            JsonNode bots = own.get("/api/bots").json().get("bots");
            assertEquals(11, bots.size()); // the 9 built-in names, then the server's 2
            assertEquals("win", bots.get(8).get("name").asText());
            assertTrue(bots.get(8).get("builtIn").asBoolean());
            assertEquals("cautious", bots.get(9).get("name").asText());
            assertFalse(bots.get(9).get("builtIn").asBoolean());
            assertEquals("bold", bots.get(10).get("name").asText());
            assertFalse(bots.get(10).get("builtIn").asBoolean());

            JsonNode table = own.create("{\"seats\": 3, \"bots\": 2, \"strategies\": [\"cautious\", \"bold\"]}");
            assertEquals(
                    "threshold:4", table.get("seats").get(1).get("strategy").asText());
            assertEquals(
                    "threshold:12", table.get("seats").get(2).get("strategy").asText());
        }
    }

    @Test
    void aNewTableWaitsWithPeopleFirstThenTheBots() {
        Client.Reply reply = client.post("/api/tables", "{\"preset\": \"diamant\", \"seats\": 5, \"bots\": 3}");
        assertEquals(201, reply.status());
        JsonNode table = reply.json();
        String id = table.get("table").asText();
        assertEquals("/api/tables/" + id, reply.header("Location"));
        assertEquals("waiting", table.get("status").asText());
        assertEquals("diamant", table.get("preset").asText());
        assertFalse(table.get("rules").get("artifactsEnabled").asBoolean()); // R20
        assertEquals(2, table.get("openSeats").asInt());
        JsonNode seats = table.get("seats");
        assertEquals(5, seats.size());
        for (int seat = 0; seat < 2; seat++) {
            assertEquals("person", seats.get(seat).get("player").asText());
            assertFalse(seats.get(seat).get("joined").asBoolean());
        }
        // the default line-up, in turn
        assertEquals("risk", seats.get(2).get("strategy").asText());
        assertEquals("threshold:8", seats.get(3).get("strategy").asText());
        assertEquals("artifacts", seats.get(4).get("strategy").asText());
        assertNull(table.get("spectatorView"), "no game before every seat is taken");
    }

    @Test
    void anEmptyRequestOpensIncanGoldForOnePersonAndThreeBots() {
        JsonNode table = client.create("{}");
        assertEquals("incan-gold", table.get("preset").asText());
        assertEquals(4, table.get("seats").size());
        assertEquals(1, table.get("openSeats").asInt());
        assertEquals(5, table.get("rules").get("rounds").asInt());
    }

    @Test
    void strategiesGoToTheBotsInTurn() {
        JsonNode table =
                client.create("{\"seats\": 5, \"bots\": 4, \"strategies\": [\"random:0.5\", \"Threshold:3\"]}");
        List<String> strategies = List.range(1, 5)
                .map(seat -> table.get("seats").get(seat).get("strategy").asText());
        assertEquals(List.of("random:0.5", "threshold:3", "random:0.5", "threshold:3"), strategies);
    }

    /**
     * The page's choice of bots ("The bots" in the form to open a table) offers only lines the
     * server takes, each sent as the request's strategies; the first line sends none, for the
     * server's mix, and the last lets the person name the bots.
     */
    @Test
    void everyLineOfBotsThePageOffersIsOneTheServerTakes() {
        String page = client.get("/index.html").text();
        java.util.regex.Matcher select = java.util.regex.Pattern.compile(
                        "<select id=\"create-opponents\"[^>]*>(.*?)</select>", java.util.regex.Pattern.DOTALL)
                .matcher(page);
        assertTrue(select.find(), "the page has its choice of bots");
        java.util.regex.Matcher option =
                java.util.regex.Pattern.compile("<option value=\"([^\"]*)\">").matcher(select.group(1));
        List<String> lines = List.empty();
        while (option.find()) {
            lines = lines.append(option.group(1));
        }
        assertEquals("", lines.head(), "the first line is the server's mix");
        assertEquals("own", lines.last(), "the last line opens a field to name the bots");
        assertEquals(5, lines.size(), lines::toString);
        JsonNode mix = client.create("{\"seats\": 5, \"bots\": 4}");
        assertEquals(
                List.of("risk", "threshold:8", "artifacts", "threshold:12"),
                List.range(1, 5)
                        .map(seat -> mix.get("seats").get(seat).get("strategy").asText()));
        for (String line : lines.tail().init()) {
            List<String> strategies = List.of(line.split(","));
            JsonNode table = client.create("{\"seats\": 5, \"bots\": 4, \"strategies\": "
                    + strategies.map(s -> "\"" + s + "\"").mkString("[", ", ", "]") + "}");
            assertEquals(
                    List.range(0, 4).map(bot -> strategies.get(bot % strategies.size())),
                    List.range(1, 5)
                            .map(seat ->
                                    table.get("seats").get(seat).get("strategy").asText()),
                    line);
        }
    }

    @Test
    void aVariantFileSetsTheRules() {
        String file = "{\\\"base\\\": \\\"diamant\\\", \\\"rounds\\\": 3}";
        JsonNode table = client.create("{\"variant\": \"" + file + "\", \"seats\": 3, \"bots\": 2}");
        assertEquals("House rules", table.get("title").asText());
        assertNull(table.get("preset"));
        assertEquals(3, table.get("rules").get("rounds").asInt());
        assertFalse(table.get("rules").get("artifactsEnabled").asBoolean());
    }

    @Test
    void theGameStartsWhenTheLastSeatIsTaken() {
        String id = client.create("{\"seats\": 4, \"bots\": 2, \"seed\": 5}")
                .get("table")
                .asText();
        Client.Seat ann = client.join(id, "Ann");
        assertEquals(0, ann.seat());
        assertEquals(
                "waiting", client.get("/api/tables/" + id).json().get("status").asText());

        Client.Reply bo = client.post("/api/tables/" + id + "/join", "{\"name\": \"Bo\"}");
        assertEquals(1, bo.json().get("seat").asInt());
        assertTrue(bo.json().get("started").asBoolean());
        JsonNode table = client.get("/api/tables/" + id).json();
        assertEquals("playing", table.get("status").asText());
        assertEquals("Bo", table.get("seats").get(1).get("name").asText());
        JsonNode spectator = table.get("spectatorView");
        assertEquals("CHOOSE", spectator.get("phase").asText());
        assertNull(spectator.get("viewer"));

        JsonNode log = client.get("/api/tables/" + id + "/events").json().get("entries");
        assertEquals(List.of("joined", "joined", "events"), List.ofAll(log).map(entry -> entry.get("type")
                .asText()));
        assertEquals(
                "roundStarted",
                log.get(2).get("data").get("events").get(0).get("event").asText());
        // the bots choose at once; the people are awaited
        JsonNode view = client.view(ann).get("view");
        assertEquals(List.of(0, 1), List.ofAll(view.get("awaitedSeats")).map(JsonNode::asInt));
    }

    @Test
    void theOddsOfTheNextCardComeFromTheSeatsView() {
        String id = client.create("{\"seats\": 4, \"bots\": 3, \"seed\": 42}")
                .get("table")
                .asText();
        JsonNode reply = client.view(client.join(id, "Ann"));
        JsonNode view = reply.get("view");
        JsonNode odds = reply.get("odds");
        assertEquals(1, view.get("path").size());
        assertEquals(30, odds.get("cardsLeft").asInt()); // 31 cards in round 1 (R8), one revealed
        // the 15 treasures shared by 4 (R10): 0+0+0+1+1+1+1+1+2+2+2+3+3+3+4 = 24 gems over 30 cards
        boolean hazardFirst = view.get("path").get(0).get("kind").asText().equals("hazard");
        assertTrue(hazardFirst, "seed 42 opens with a hazard");
        assertFraction(1, 15, odds.get("bust")); // 2 of that type left among 30 (R14)
        assertFraction(7, 15, odds.get("hazard")); // 14 hazards left among 30
        assertFraction(4, 5, odds.get("expectedGems")); // 24/30
        assertFraction(0, 1, odds.get("expectedLoss")); // nothing at risk yet
        // Ann's choice is awaited: the advice is there, and going back now brings home nothing
        // (a hazard on the path, no gems at risk, no gems on the path).
        JsonNode advice = odds.get("advice");
        assertEquals(0.0, advice.get("campNow").asDouble());
        assertEquals("TORCH", advice.get("suggestion").asText());
        assertTrue(advice.get("carryOn").asDouble() > 0, advice::toString);
        assertEquals(3, advice.get("horizon").asInt());
    }

    @Test
    void theAdviceIsGivenOnlyWhileTheSeatsChoiceIsAwaited() {
        String id = client.create("{\"seats\": 4, \"bots\": 2, \"seed\": 42}")
                .get("table")
                .asText();
        Client.Seat ann = client.join(id, "Ann");
        client.join(id, "Bo");
        assertTrue(client.view(ann).get("odds").has("advice"));
        assertEquals(200, client.choose(ann, "TORCH").status());
        JsonNode after = client.view(ann);
        assertTrue(after.get("view").get("awaitedSeats").toString().contains("1"), after::toString);
        assertTrue(!after.get("odds").has("advice"), after::toString);
    }

    static void assertFraction(long numerator, long denominator, JsonNode fraction) {
        assertEquals(numerator, fraction.get("numerator").asLong(), fraction::toString);
        assertEquals(denominator, fraction.get("denominator").asLong(), fraction::toString);
        assertEquals((double) numerator / denominator, fraction.get("value").asDouble(), 1e-12);
    }

    @Test
    void aChoiceIsShownToItsSeatAndOnlyAsChosenToTheOthers() {
        String id = client.create("{\"seats\": 4, \"bots\": 2, \"seed\": 9}")
                .get("table")
                .asText();
        Client.Seat ann = client.join(id, "Ann");
        Client.Seat bo = client.join(id, "Bo");
        int before = client.view(ann).get("sequence").asInt();

        Client.Reply chosen = client.choose(ann, "TORCH");
        assertEquals(200, chosen.status(), chosen::text);
        JsonNode mine = chosen.json().get("view").get("seats").get(0);
        assertEquals("TORCH", mine.get("pendingChoice").asText());
        assertTrue(mine.get("hasChosen").asBoolean());
        assertEquals(before + 1, chosen.json().get("sequence").asInt());

        JsonNode seenByBo = client.view(bo).get("view").get("seats").get(0);
        assertTrue(seenByBo.get("hasChosen").asBoolean());
        assertNull(seenByBo.get("pendingChoice"));
        JsonNode entry = client.get("/api/tables/" + id + "/events?after=" + before)
                .json()
                .get("entries");
        assertEquals(1, entry.size());
        assertEquals(
                "{\"event\":\"choiceMade\",\"seat\":0}",
                entry.get(0).get("data").get("events").get(0).toString());
    }

    /** The person's rule in the full game below: camp with 6 gems or more at risk. */
    static Choice personChoice(int gemsAtRisk) {
        return gemsAtRisk >= 6 ? Choice.CAMP : Choice.TORCH;
    }

    @Test
    void aFullGameOverHttpEndsAsTheEngineRefereesIt() {
        long seed = 2024;
        JsonNode table = client.create("{\"seats\": 4, \"bots\": 3, \"seed\": " + seed + "}");
        String id = table.get("table").asText();
        Client.Seat ann = client.join(id, "Ann");
        JsonNode reply = client.view(ann);
        int choices = 0;
        while (!reply.get("view").get("phase").asText().equals("GAME_OVER")) {
            JsonNode view = reply.get("view");
            assertEquals(2, view.get("legalActions").size(), "the person is awaited whenever the game waits");
            Choice choice =
                    personChoice(view.get("seats").get(0).get("gemsAtRisk").asInt());
            Client.Reply chosen = client.choose(ann, choice.name());
            assertEquals(200, chosen.status(), chosen::text);
            reply = chosen.json();
            choices++;
        }
        assertTrue(choices >= 5, "at least one choice a round");
        JsonNode last = reply.get("view");
        assertNull(reply.get("odds"), "no next card once the game is over");
        for (JsonNode seat : last.get("seats")) {
            assertNotNull(seat.get("tentGems"), "the tents open after the last round");
        }

        // The same game played on the engine directly: same seed, same rules, same decisions.
        List<String> names = List.ofAll(table.get("seats"))
                .map(seat -> seat.get("name").asText())
                .update(0, "Ann");
        List<Strategy> bots = List.of(Strategies.riskAware(), Strategies.threshold(8), Strategies.artifactHunter());
        GameState state = Game.newGame(Rules.incanGold(), names, 0, seed).get().state();
        while (!state.isOver()) {
            state = Game.advance(state).state();
            for (int seat : state.awaitedSeats()) {
                PlayerView view = Views.view(state, seat);
                Choice choice = seat == 0
                        ? personChoice(view.mySeat().get().gemsAtRisk())
                        : bots.get(seat - 1).choose(view, 0L);
                state = Game.choose(state, seat, choice).get().state();
            }
        }
        Outcome expected = state.outcome().get();
        java.util.List<String> served = new ArrayList<>();
        last.get("outcome").get("standings").forEach(standing -> served.add(standing.toString()));
        java.util.List<String> refereed = new ArrayList<>();
        for (Standing standing : expected.standings()) {
            refereed.add("{\"place\":" + standing.place() + ",\"seat\":" + standing.seat() + ",\"score\":"
                    + standing.score() + ",\"gems\":" + standing.gems() + ",\"artifacts\":" + standing.artifacts()
                    + "}");
        }
        assertEquals(refereed, served);
    }

    @Test
    void aTableOfBotsIsPlayedToTheEndByTheServer() {
        JsonNode created = client.create("{\"seats\": 3, \"bots\": 3, \"seed\": 11}");
        // Played on the server's own thread: the reply may come before or after the end.
        assertTrue(
                List.of("playing", "over").contains(created.get("status").asText()),
                created.get("status").asText());
        assertEquals(0, created.get("openSeats").asInt());
        JsonNode table = client.awaitOver(created.get("table").asText());
        assertEquals("over", table.get("status").asText());
        assertEquals(
                3, table.get("spectatorView").get("outcome").get("standings").size());
    }

    @Test
    void pollingGivesTheEntriesAfterASequenceNumber() {
        String id = client.create("{\"seats\": 3, \"bots\": 2, \"seed\": 3}")
                .get("table")
                .asText();
        client.join(id, "Ann");
        JsonNode all = client.get("/api/tables/" + id + "/events").json();
        assertEquals(2, all.get("sequence").asInt());
        assertEquals(2, all.get("entries").size());
        JsonNode later = client.get("/api/tables/" + id + "/events?after=1").json();
        assertEquals(1, later.get("entries").size());
        assertEquals(2, later.get("entries").get(0).get("sequence").asInt());
        JsonNode none = client.get("/api/tables/" + id + "/events?after=2").json();
        assertEquals(0, none.get("entries").size());
        assertEquals(2, none.get("sequence").asInt());
        assertEquals(
                2,
                client.get("/api/tables/" + id + "/events?after=99")
                        .json()
                        .get("sequence")
                        .asInt());
    }

    @Test
    void theLogCanLeaveOutTheGemsEachLeaverBanked() throws Exception {
        // A table of bots is played to the end: its log holds every leaving of a whole game.
        String id = client.create("{\"seats\": 4, \"bots\": 4, \"seed\": 23}")
                .get("table")
                .asText();
        client.awaitOver(id);
        JsonNode shown = client.get("/api/tables/" + id + "/events").json();
        assertEquals(
                shown, client.get("/api/tables/" + id + "/events?tents=shown").json());
        Client.Reply reply = client.get("/api/tables/" + id + "/events?tents=hidden");
        assertEquals(200, reply.status());
        JsonNode hidden = reply.json();
        assertFalse(reply.text().contains("banked"), "no banked amount in " + reply.text());
        // The same log, entry by entry, with only the banked field of each playersLeft removed.
        assertEquals(shown.get("sequence"), hidden.get("sequence"));
        assertEquals(shown.get("entries").size(), hidden.get("entries").size());
        int leavings = 0;
        for (int index = 0; index < shown.get("entries").size(); index++) {
            JsonNode expected = shown.get("entries").get(index).deepCopy();
            for (JsonNode event : expected.path("data").path("events")) {
                if (event.get("event").asText().equals("playersLeft")) {
                    assertTrue(event.get("banked").size() > 0, "a leaving banks gems for its seats");
                    ((com.fasterxml.jackson.databind.node.ObjectNode) event).remove("banked");
                    leavings++;
                }
            }
            assertEquals(expected, hidden.get("entries").get(index));
        }
        assertTrue(leavings >= 5, "a whole game has a leaving in most rounds, got " + leavings);
        // Shown, an entry is the library's events document; hidden, it is for display only.
        JsonNode withLeaving = List.ofAll(hidden.get("entries"))
                .find(entry -> entry.toString().contains("\"playersLeft\""))
                .get();
        int sequence = withLeaving.get("sequence").asInt();
        JsonNode full = List.ofAll(shown.get("entries"))
                .find(entry -> entry.get("sequence").asInt() == sequence)
                .get();
        assertTrue(IncanGoldJson.decodeEvents(full.get("data").toString()).isRight());
        assertTrue(IncanGoldJson.decodeEvents(withLeaving.get("data").toString())
                .getLeft()
                .toString()
                .contains("banked"));
        // The stream takes the same parameter.
        try (Stream stream = new Stream("/api/tables/" + id + "/stream?tents=hidden", null)) {
            boolean left = false;
            for (int entry = 0; entry < hidden.get("entries").size(); entry++) {
                String[] next = stream.next();
                assertFalse(next[2].contains("\"banked\""), next[2]);
                left |= next[2].contains("\"playersLeft\"");
            }
            assertTrue(left, "the stream sent the leavings");
        }
        try (Stream stream = new Stream("/api/tables/" + id + "/stream", null)) {
            boolean banked = false;
            for (int entry = 0; entry < shown.get("entries").size(); entry++) {
                banked |= stream.next()[2].contains("\"banked\"");
            }
            assertTrue(banked, "by default the stream sends the banked gems");
        }
    }

    /** Reads a server-sent event stream on its own thread. */
    static final class Stream implements AutoCloseable {
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        private final InputStream body;
        final HttpResponse<InputStream> response;

        Stream(String path, String lastEventId) throws Exception {
            HttpRequest.Builder request =
                    HttpRequest.newBuilder(client.uri(path)).GET();
            if (lastEventId != null) {
                request.header("Last-Event-ID", lastEventId);
            }
            response = client.http().send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            body = response.body();
            Thread reader = new Thread(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
                    for (String line; (line = in.readLine()) != null; ) {
                        lines.add(line);
                    }
                } catch (Exception closed) {
                    // the test closed the stream
                }
            });
            reader.setDaemon(true);
            reader.start();
        }

        /** The next event: its id, type and data. */
        String[] next() throws InterruptedException {
            String id = null;
            String type = null;
            String data = null;
            while (true) {
                String line = lines.poll(10, TimeUnit.SECONDS);
                assertNotNull(line, "an event within 10 seconds");
                if (line.startsWith("id: ")) {
                    id = line.substring(4);
                } else if (line.startsWith("event: ")) {
                    type = line.substring(7);
                } else if (line.startsWith("data: ")) {
                    data = line.substring(6);
                } else if (line.isEmpty() && data != null) {
                    return new String[] {id, type, data};
                }
            }
        }

        @Override
        public void close() throws Exception {
            body.close();
        }
    }

    @Test
    void theStreamSendsTheLogThenEachNewEntry() throws Exception {
        String id = client.create("{\"seats\": 4, \"bots\": 2, \"seed\": 17}")
                .get("table")
                .asText();
        Client.Seat ann = client.join(id, "Ann");
        try (Stream stream = new Stream("/api/tables/" + id + "/stream", null)) {
            assertEquals(200, stream.response.statusCode());
            assertEquals(
                    "text/event-stream; charset=utf-8",
                    stream.response.headers().firstValue("Content-Type").orElse(""));
            String[] first = stream.next();
            assertEquals("1", first[0]);
            assertEquals("joined", first[1]);
            assertEquals("{\"seat\":0,\"name\":\"Ann\",\"openSeats\":1}", first[2]);

            Client.Seat bo = client.join(id, "Bo");
            assertEquals("joined", stream.next()[1]);
            String[] started = stream.next();
            assertEquals("3", started[0]);
            assertEquals("events", started[1]);
            assertTrue(started[2].startsWith("{\"format\":\"incangold\",\"version\":2,\"type\":\"events\""));

            client.choose(bo, "CAMP");
            String[] choice = stream.next();
            assertEquals("4", choice[0]);
            assertTrue(choice[2].contains("{\"event\":\"choiceMade\",\"seat\":1}"), choice[2]);
            assertFalse(choice[2].contains("CAMP"), "a choice is secret until every seat has chosen (R9)");
            assertEquals(0, ann.seat());
        }
    }

    @Test
    void aStreamResumesAfterTheLastEventId() throws Exception {
        String id = client.create("{\"seats\": 3, \"bots\": 2, \"seed\": 19}")
                .get("table")
                .asText();
        client.join(id, "Ann");
        try (Stream stream = new Stream("/api/tables/" + id + "/stream", "1")) {
            String[] next = stream.next();
            assertEquals("2", next[0]);
            assertEquals("events", next[1]);
        }
        try (Stream stream = new Stream("/api/tables/" + id + "/stream?after=1", null)) {
            assertEquals("2", stream.next()[0]);
        }
    }

    @Test
    void thePageIsServedWithAStrictPolicy() {
        Client.Reply page = client.get("/");
        assertEquals(200, page.status());
        assertEquals("text/html; charset=utf-8", page.header("Content-Type"));
        assertTrue(page.header("Content-Security-Policy").startsWith("default-src 'self'"));
        assertTrue(page.text().contains("<script type=\"module\" src=\"/app.js\"></script>"));
        assertEquals("text/javascript; charset=utf-8", client.get("/app.js").header("Content-Type"));
        assertEquals("text/css; charset=utf-8", client.get("/app.css").header("Content-Type"));
        assertEquals("image/svg+xml", client.get("/favicon.svg").header("Content-Type"));
        Client.Reply head = client.send("HEAD", "/index.html", null, (String) null);
        assertEquals(200, head.status());
        assertEquals("", head.text());
    }

    @Test
    void theServerTellsItsAddress() {
        assertEquals("127.0.0.1", server.uri().getHost());
        assertTrue(server.uri().getPort() > 0);
        assertEquals("/", server.uri().getPath());
    }
}
