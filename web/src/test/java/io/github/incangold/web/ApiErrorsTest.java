package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.model.Choice;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategies.StrategyProvider;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.vavr.control.Either;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every refusal: a 4xx with a JSON body naming the problem, and nothing changed. Each test plays
 * on a fresh table of two people (Ann in seat 0, Bo in seat 1) and two bots, and checks after its
 * bad requests that both views and the table's log are exactly as before.
 */
class ApiErrorsTest {
    static WebServer server;
    static Client client;

    String table;
    Client.Seat ann;
    Client.Seat bo;
    String annBefore;
    String boBefore;
    String logBefore;

    @BeforeAll
    static void start() throws Exception {
        // Each test opens a table, more than one address may have open: the limit is ServerLimitsTest's.
        server = WebServer.start(
                "127.0.0.1", 0, WebServer.Settings.DEFAULT.withTables(WebServer.MAX_TABLES, WebServer.MAX_TABLES));
        client = new Client(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void seatAnnAndBo() {
        table = client.create("{\"seats\": 4, \"bots\": 2, \"seed\": 31}")
                .get("table")
                .asText();
        ann = client.join(table, "Ann");
        bo = client.join(table, "Bo");
        remember();
    }

    void remember() {
        annBefore = client.get(ann.path("view"), ann.token()).text();
        boBefore = client.get(bo.path("view"), bo.token()).text();
        logBefore = client.get("/api/tables/" + table + "/events").text();
    }

    @AfterEach
    void nothingChanged() {
        assertEquals(annBefore, client.get(ann.path("view"), ann.token()).text());
        assertEquals(boBefore, client.get(bo.path("view"), bo.token()).text());
        assertEquals(logBefore, client.get("/api/tables/" + table + "/events").text());
    }

    String tables() {
        return "/api/tables/" + table;
    }

    // ---- unknown things

    @Test
    void anUnknownTableIs404Everywhere() {
        client.get("/api/tables/nosuchtable").refused(404, "unknown-table", "no table 'nosuchtable'");
        client.post("/api/tables/nosuchtable/join", "{\"name\": \"Cy\"}").refused(404, "unknown-table");
        client.get("/api/tables/nosuchtable/seats/0/view", ann.token()).refused(404, "unknown-table");
        client.post("/api/tables/nosuchtable/seats/0/actions", Client.choose(0, "TORCH"), ann.token())
                .refused(404, "unknown-table");
        client.get("/api/tables/nosuchtable/events").refused(404, "unknown-table");
        client.get("/api/tables/nosuchtable/stream").refused(404, "unknown-table");
    }

    @Test
    void anUnknownPathIs404AndAWrongMethod405() {
        client.get("/api/nothing").refused(404, "not-found", "/api/nothing");
        client.get(tables() + "/seats/0/nothing").refused(404, "not-found");
        client.get("/nothing.html").refused(404, "not-found");
        Client.Reply delete = client.send("DELETE", tables(), null, (String) null);
        delete.refused(405, "method-not-allowed", "DELETE", "GET");
        assertEquals("GET", delete.header("Allow"));
        client.get("/api/tables").refused(405, "method-not-allowed", "POST");
        client.post(tables() + "/seats/0/view", "{}", ann.token()).refused(405, "method-not-allowed");
        client.get(tables() + "/seats/0/actions", ann.token()).refused(405, "method-not-allowed");
        client.post("/index.html", "{}").refused(405, "method-not-allowed");
    }

    @Test
    void anUnknownSeatIs404() {
        client.get(tables() + "/seats/4/view", ann.token()).refused(404, "unknown-seat", "no seat 4", "0 to 3");
        client.get(tables() + "/seats/-1/view", ann.token()).refused(404, "unknown-seat");
        client.get(tables() + "/seats/first/view", ann.token()).refused(404, "unknown-seat", "'first'");
        client.post(tables() + "/seats/9/actions", Client.choose(9, "TORCH"), ann.token())
                .refused(404, "unknown-seat");
        // One spelling per seat: a sign, a leading zero or another script's digits name no seat.
        for (String other : java.util.List.of("+0", "00", "%D9%A0", "0x0", "99999999999")) {
            client.get(tables() + "/seats/" + other + "/view", ann.token()).refused(404, "unknown-seat");
        }
        assertEquals(200, client.get(tables() + "/seats/0/view", ann.token()).status());
    }

    // ---- tokens: one seat cannot act for another

    @Test
    void aSeatRequestWithoutTokenIs401() {
        Client.Reply view = client.get(ann.path("view"));
        view.refused(401, "missing-token", "Authorization: Bearer");
        assertEquals("Bearer", view.header("WWW-Authenticate"));
        client.post(ann.path("actions"), Client.choose(0, "TORCH")).refused(401, "missing-token");
        client.send("GET", ann.path("view"), null, builder -> builder.header("Authorization", "Basic YW5uOmFubg=="))
                .refused(401, "missing-token", "Bearer <token>");
    }

    @Test
    void aTokenOfNoSeatIs401() {
        client.get(ann.path("view"), "not-a-token").refused(401, "wrong-token", table);
        client.post(ann.path("actions"), Client.choose(0, "TORCH"), ann.token() + "x")
                .refused(401, "wrong-token");
        // a token is only good at its own table
        String other = client.create("{\"seats\": 3, \"bots\": 2}").get("table").asText();
        Client.Seat elsewhere = client.join(other, "Cy");
        client.get(ann.path("view"), elsewhere.token()).refused(401, "wrong-token");
    }

    @Test
    void anotherSeatsTokenIs403() {
        client.get(bo.path("view"), ann.token()).refused(403, "not-your-seat", "seat 0", "Bo's");
        client.post(bo.path("actions"), Client.choose(1, "CAMP"), ann.token()).refused(403, "not-your-seat");
        client.get(tables() + "/seats/2/view", ann.token()).refused(403, "not-your-seat", "played by the server");
        client.post(tables() + "/seats/3/actions", Client.choose(3, "CAMP"), bo.token())
                .refused(403, "not-your-seat");
    }

    @Test
    void anActionForAnotherSeatIs403() {
        client.post(ann.path("actions"), Client.choose(1, "CAMP"), ann.token())
                .refused(403, "not-your-seat", "chooses for seat 1", "your token is for seat 0");
        client.post(ann.path("actions"), Client.choose(2, "CAMP"), ann.token()).refused(403, "not-your-seat");
    }

    // ---- the action's body

    @Test
    void malformedJsonIs400WithItsLocation() {
        Client.Reply reply = client.post(ann.path("actions"), "{\"format\": \"incangold\",", ann.token());
        reply.refused(400, "malformed-action", "not valid JSON");
        assertEquals(
                "line 1, column 24", reply.json().get("error").get("location").asText());
        client.post(ann.path("actions"), "", ann.token()).refused(400, "malformed-action", "empty");
        client.post(ann.path("actions"), "[1, 2]", ann.token()).refused(400, "malformed-action", "object");
    }

    @Test
    void aDocumentThatIsNotAnActionIs400() {
        client.post(ann.path("actions"), "{\"choice\": \"TORCH\"}", ann.token())
                .refused(400, "malformed-action", "format");
        String wrongType = "{\"format\": \"incangold\", \"version\": 2, \"type\": \"view\"}";
        client.post(ann.path("actions"), wrongType, ann.token()).refused(400, "malformed-action", "\"action\"");
        String badChoice = Client.choose(0, "RUN");
        Client.Reply reply = client.post(ann.path("actions"), badChoice, ann.token());
        reply.refused(400, "malformed-action", "RUN");
        assertEquals("$.choice", reply.json().get("error").get("location").asText());
        String version3 = Client.choose(0, "TORCH").replace("\"version\": 2", "\"version\": 3");
        client.post(ann.path("actions"), version3, ann.token()).refused(400, "malformed-action", "version 3");
    }

    @Test
    void anActionOtherThanAChoiceIs422() {
        String advance = "{\"format\": \"incangold\", \"version\": 2, \"type\": \"action\", \"action\": \"advance\"}";
        client.post(ann.path("actions"), advance, ann.token()).refused(422, "not-a-choice", "only 'choose'");
        String reveal = "{\"format\": \"incangold\", \"version\": 2, \"type\": \"action\", \"action\": \"reveal\"}";
        client.post(ann.path("actions"), reveal, ann.token()).refused(422, "not-a-choice");
    }

    @Test
    void aBodyOverTheLimitIs413() {
        String huge = "{\"pad\": \"" + "x".repeat(Exchange.MAX_BODY) + "\"}";
        client.post(ann.path("actions"), huge, ann.token()).refused(413, "too-large", "65536 bytes");
        client.post("/api/tables", huge).refused(413, "too-large");
    }

    // ---- choices out of turn (R9, R11) and out of phase

    @Test
    void aSecondChoiceForTheSameCardIs409() {
        assertEquals(200, client.choose(ann, "TORCH").status());
        remember();
        Client.Reply again = client.choose(ann, "CAMP");
        again.refused(409, "choice-refused", "seat 0 has already chosen for this card");
        assertEquals("AlreadyChosen", again.json().get("error").get("violation").asText());
    }

    @Test
    void aSeatInCampHasNoChoiceUntilTheNextRound() {
        int round = client.view(ann).get("view").get("round").asInt();
        assertEquals(200, client.choose(ann, "CAMP").status());
        assertEquals(200, client.choose(bo, "TORCH").status());
        JsonNode view = client.view(ann).get("view");
        if (view.get("round").asInt() == round
                && !view.get("seats").get(0).get("inTemple").asBoolean()) {
            remember();
            Client.Reply refused = client.choose(ann, "TORCH");
            refused.refused(409, "choice-refused", "seat 0 is not in the temple");
            assertEquals(
                    "NotInTemple", refused.json().get("error").get("violation").asText());
        } else {
            throw new AssertionError("seed 31: Ann should be back in camp with Bo still in the temple: " + view);
        }
    }

    @Test
    void aChoiceAfterTheGameIs409() {
        JsonNode reply = client.view(ann);
        while (!reply.get("view").get("phase").asText().equals("GAME_OVER")) {
            boolean annAwaited = reply.get("view").get("legalActions").size() > 0;
            Client.Seat next = annAwaited ? ann : bo;
            assertEquals(200, client.choose(next, "CAMP").status());
            reply = client.view(ann);
        }
        remember();
        Client.Reply late = client.choose(ann, "TORCH");
        late.refused(409, "choice-refused", "GAME_OVER");
        assertEquals("WrongPhase", late.json().get("error").get("violation").asText());
    }

    @Test
    void nothingIsPlayedBeforeEverySeatIsTaken() {
        String waiting =
                client.create("{\"seats\": 4, \"bots\": 1}").get("table").asText();
        Client.Seat cy = client.join(waiting, "Cy");
        client.get(cy.path("view"), cy.token()).refused(409, "not-started", "waiting for 2 players");
        client.choose(cy, "TORCH").refused(409, "not-started");
        assertEquals(
                "waiting",
                client.get("/api/tables/" + waiting).json().get("status").asText());
    }

    // ---- creating a table

    @Test
    void aCreateRequestThatIsNotAJsonObjectIs400() {
        client.post("/api/tables", "{\"seats\": ").refused(400, "malformed-json", "line 1");
        client.post("/api/tables", "").refused(400, "malformed-json", "empty");
        client.post("/api/tables", "[]").refused(400, "malformed-json", "found array");
        client.post("/api/tables", "{\"seats\": 4} {}")
                .refused(400, "malformed-json", "content after the end of the JSON value");
        client.post("/api/tables", "{\"seats\": 4, \"seats\": 5}").refused(400, "malformed-json", "seats");
    }

    @Test
    void aSyntaxErrorIsNamedInJsonsWordsNotTheParsers() {
        client.post("/api/tables", "{seats: 4}")
                .refused(
                        400, "malformed-json", "a name without double quotes; JSON names are strings in double quotes");
        client.post("/api/tables", "{\"bots\": 'four'}")
                .refused(400, "malformed-json", "a string in single quotes; JSON strings are in double quotes");
        client.post("/api/tables", "{\"seats\": NaN}")
                .refused(400, "malformed-json", "NaN is not a JSON number (JSON has no NaN or Infinity)");
        client.post("/api/tables", "{\"seats\": 4 /* four */}").refused(400, "malformed-json", "JSON has no comments");
        for (String body : new String[] {
            "{seats: 4}", "{\"seats\": 4} {}", "{\"bots\": 'four'}", "{\"seats\": NaN}", "{\"seats\": 4 /* four */}"
        }) {
            String message = client.post("/api/tables", body)
                    .json()
                    .get("error")
                    .get("message")
                    .asText();
            assertTrue(!message.contains("enable") && !message.contains("`"), message);
        }
    }

    @Test
    void aBodyPastTheJsonLimitsIs400NamingTheLimit() {
        String deep = "{\"seats\": " + "[".repeat(Json.MAX_NESTING_DEPTH) + "]".repeat(Json.MAX_NESTING_DEPTH) + "}";
        client.post("/api/tables", deep)
                .refused(400, "malformed-json", "objects and arrays are nested deeper than 16 levels");
        String nestedJustEnough =
                "{\"seats\": " + "[".repeat(Json.MAX_NESTING_DEPTH - 1) + "]".repeat(Json.MAX_NESTING_DEPTH - 1) + "}";
        client.post("/api/tables", nestedJustEnough).refused(400, "invalid-field", "'seats'");
        client.post("/api/tables", "{\"seats\": " + "9".repeat(Json.MAX_NUMBER_CHARS + 1) + "}")
                .refused(400, "malformed-json", "a number has more than 100 characters");
    }

    @Test
    void aBodyThatIsNotUtf8Is400NamingTheByte() {
        // "Inés" written in Latin-1: the é is byte 0xE9, which starts no UTF-8 character here
        byte[] latin1 = "{\"name\": \"In\u00e9s\"}".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        String open = client.create("{\"seats\": 3, \"bots\": 1}").get("table").asText();
        client.postBytes("/api/tables/" + open + "/join", latin1, null)
                .refused(400, "malformed-json", "not UTF-8", "byte 12 (0xE9)", "line 1, column 13");
        assertEquals(
                2, client.get("/api/tables/" + open).json().get("openSeats").asInt());
        client.postBytes(
                        "/api/tables",
                        "{\"preset\": \"\u00ff\"}".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1),
                        null)
                .refused(400, "malformed-json", "byte 12 (0xFF)");
        String choose = Client.choose(0, "TORCH").replace("\"TORCH\"", "\"TORCH\", \"x\": \"\u00e9\"");
        Client.Reply action = client.postBytes(
                ann.path("actions"), choose.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), ann.token());
        action.refused(400, "malformed-action", "not UTF-8", "0xE9");
        assertTrue(action.json().get("error").get("location").asText().startsWith("line 1, column "), action.text());
    }

    /** RFC 8259 lets a reader ignore a leading byte order mark; every body is read the same way. */
    @Test
    void aLeadingByteOrderMarkIsIgnoredInEveryBody() {
        byte[] mark = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        Client.Reply created = client.postBytes("/api/tables", concat(mark, "{\"seats\": 3, \"bots\": 1}"), null);
        assertEquals(201, created.status(), created::text);
        String open = created.json().get("table").asText();
        Client.Reply joined =
                client.postBytes("/api/tables/" + open + "/join", concat(mark, "{\"name\": \"Ines\"}"), null);
        assertEquals(200, joined.status(), joined::text);
        assertEquals(
                1, client.get("/api/tables/" + open).json().get("openSeats").asInt());
    }

    private static byte[] concat(byte[] head, String tail) {
        byte[] text = tail.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] all = java.util.Arrays.copyOf(head, head.length + text.length);
        System.arraycopy(text, 0, all, head.length, text.length);
        return all;
    }

    @Test
    void anActionBodyPastTheLibrarysJsonLimitsIs400NamingTheLimit() {
        String choose = Client.choose(0, "TORCH");
        String nested = choose.substring(0, choose.length() - 1) + ", \"x\": ";
        String deep = nested + "[".repeat(IncanGoldJson.MAX_NESTING_DEPTH) + "]".repeat(IncanGoldJson.MAX_NESTING_DEPTH)
                + "}";
        client.post(ann.path("actions"), deep, ann.token())
                .refused(400, "malformed-action", "objects and arrays are nested deeper than 64 levels");
        String longNumber = nested + "9".repeat(IncanGoldJson.MAX_NUMBER_CHARS + 1) + "}";
        client.post(ann.path("actions"), longNumber, ann.token())
                .refused(400, "malformed-action", "a number has more than 100 characters");
    }

    @Test
    void anUnknownOrMistypedFieldIs400() {
        client.post("/api/tables", "{\"seat\": 4}").refused(400, "unknown-field", "'seat'", "seats");
        client.post("/api/tables", "{\"seats\": \"four\"}").refused(400, "invalid-field", "'seats'", "whole number");
        client.post("/api/tables", "{\"seats\": 4.5}").refused(400, "invalid-field", "4.5");
        client.post("/api/tables", "{\"seats\": 99999999999}")
                .refused(400, "invalid-field", "'seats' is out of range, found 99999999999");
        client.post("/api/tables", "{\"seats\": 1e400}")
                .refused(400, "invalid-field", "'seats' must be a whole number");
        client.post("/api/tables", "{\"seats\": 4.0}").refused(400, "invalid-field", "'seats' must be a whole number");
        client.post("/api/tables", "{\"preset\": 3}").refused(400, "invalid-field", "'preset' must be a string");
        client.post("/api/tables", "{\"seed\": \"abc\"}").refused(400, "invalid-field", "'seed'");
        client.post("/api/tables", "{\"strategies\": []}").refused(400, "invalid-field", "'strategies'");
        client.post("/api/tables", "{\"strategies\": [8]}").refused(400, "invalid-field", "strategies[0]");
        client.post("/api/tables", "{\"preset\": \"diamant\", \"variant\": \"{}\"}")
                .refused(400, "invalid-field", "not both");
    }

    @Test
    void anUnknownPresetIs422AndNamesThePresets() {
        client.post("/api/tables", "{\"preset\": \"incan-golden\"}")
                .refused(422, "unknown-preset", "'incan-golden'", "incan-gold, diamant");
    }

    @Test
    void anInvalidVariantFileIs422WithEveryProblemAndItsPlace() {
        String file = "{\\n  \\\"base\\\": \\\"incan-gold\\\",\\n  \\\"rounds\\\": 0\\n}";
        Client.Reply reply = client.post("/api/tables", "{\"variant\": \"" + file + "\"}");
        reply.refused(422, "invalid-variant", "1 problem", "rounds");
        JsonNode problem = reply.json().get("error").get("problems").get(0);
        assertEquals("/rounds", problem.get("pointer").asText());
        assertEquals(3, problem.get("line").asInt());
        assertTrue(problem.get("message").asText().contains("from 1 to 1000 (R2)"), problem::toString);
        client.post("/api/tables", "{\"variant\": \"not json\"}").refused(422, "invalid-variant");
    }

    /** The work of a request is bounded: a table plays at most 100 rounds. */
    @Test
    void aVariantOfMoreRoundsThanATablePlaysIs422() {
        String file = "{\\\"base\\\": \\\"incan-gold\\\", \\\"rounds\\\": 2147483647}";
        client.post("/api/tables", "{\"variant\": \"" + file.replace("2147483647", "101") + "\", \"bots\": 3}")
                .refused(422, "invalid-variant", "101 rounds", "at most 100");
        client.post("/api/tables", "{\"variant\": \"" + file + "\", \"bots\": 3}")
                .refused(422, "invalid-variant", "rounds");
    }

    @Test
    void seatsOutsideTheRulesAre422() {
        client.post("/api/tables", "{\"seats\": 2}").refused(422, "seat-count", "a game needs 3 to 8 players, got 2");
        client.post("/api/tables", "{\"seats\": 9}").refused(422, "seat-count", "3 to 8", "got 9");
        client.post("/api/tables", "{\"seats\": 4, \"bots\": 5}")
                .refused(422, "bot-count", "from 0 to the number of seats (4), got 5");
        client.post("/api/tables", "{\"seats\": 4, \"bots\": -1}").refused(422, "bot-count", "got -1");
        client.post("/api/tables", "{\"seats\": 4, \"bots\": 2000000000}").refused(422, "bot-count");
        // two players are allowed by the two-players house rule only (R1 option)
        assertEquals(
                201,
                client.post("/api/tables", "{\"preset\": \"two-players\", \"seats\": 2}")
                        .status());
    }

    @Test
    void anUnknownStrategyIs422() {
        client.post("/api/tables", "{\"strategies\": [\"risk\", \"treshold:8\"]}")
                .refused(422, "invalid-strategy", "strategies[1]", "'treshold:8' is not a strategy");
        client.post("/api/tables", "{\"strategies\": [\"random:2\"]}").refused(422, "invalid-strategy", "from 0 to 1");
    }

    @Test
    void aSearchBotBeyondTheServersBudgetIs422() {
        client.post("/api/tables", "{\"seats\": 3, \"bots\": 3, \"strategies\": [\"risk\", \"mcts:2001\"]}")
                .refused(422, "invalid-strategy", "strategies[1]", "at most 2000 iterations", "got 2001");
        client.post("/api/tables", "{\"seats\": 3, \"bots\": 3, \"strategies\": [\"win:301\", \"risk\"]}")
                .refused(
                        422,
                        "invalid-strategy",
                        "strategies[0]",
                        "at most 300 samples (up to 600 imagined rounds)",
                        "got 301");
        assertEquals(
                201,
                client.post("/api/tables", "{\"seats\": 3, \"bots\": 1, \"strategies\": [\"mcts:2000\"]}")
                        .status());
    }

    /** A provider's bot that calls itself by a built-in search's form, as nothing forbids. */
    private static final class Impostors implements StrategyProvider {
        @Override
        public io.vavr.collection.List<String> names() {
            return io.vavr.collection.List.of("impostor");
        }

        @Override
        public Either<String, Strategy> parse(String description) {
            String calledItself = description.substring(description.indexOf(':') + 1);
            return Either.right(new Strategy() {
                @Override
                public Choice choose(Situation situation, long seed) {
                    return Choice.CAMP;
                }

                @Override
                public String describe() {
                    return calledItself;
                }
            });
        }
    }

    @Test
    void aProvidersBotIsNotHeldToTheBudgetsOfTheSearchesItsNameLooksLike() throws Exception {
        StrategyCatalog bots =
                StrategyCatalog.of(io.vavr.collection.List.of(new Impostors())).get();
        try (WebServer withImpostors = WebServer.start("127.0.0.1", 0, bots)) {
            Client impostors = new Client(withImpostors.uri());
            // none is held to the built-in budgets: a provider answers for its own bots' cost
            for (String calledItself : java.util.List.of("win:many", "mcts:5000", "win:301")) {
                String create = "{\"seats\": 3, \"bots\": 3, \"strategies\": [\"impostor:" + calledItself + "\"]}";
                assertEquals(201, impostors.post("/api/tables", create).status(), calledItself);
            }
        }
    }

    // ---- joining

    @Test
    void aJoinWithoutAProperNameIsRefused() {
        String open = client.create("{\"seats\": 3, \"bots\": 1}").get("table").asText();
        String join = "/api/tables/" + open + "/join";
        client.post(join, "{}").refused(400, "invalid-field", "'name' is required");
        client.post(join, "{\"name\": \"   \"}").refused(422, "invalid-name", "blank");
        client.post(join, "{\"name\": \"" + "A".repeat(25) + "\"}").refused(422, "invalid-name", "24 characters");
        client.post(join, "{\"name\": \"Ann\\u0007\"}").refused(422, "invalid-name", "control characters");
        client.post(join, "{\"name\": \"Ann\", \"token\": \"x\"}").refused(400, "unknown-field", "'token'");
        client.post(join, "{\"name\": \"Ann\", \"seat\": \"one\"}").refused(400, "invalid-field", "'seat'");
        assertEquals(
                2, client.get("/api/tables/" + open).json().get("openSeats").asInt());
    }

    @Test
    void aNameThatDoesNotShowAsItselfIsRefusedAndTheTableStillStarts() {
        String open = client.create("{\"seats\": 3, \"bots\": 1}").get("table").asText();
        String join = "/api/tables/" + open + "/join";
        String logBefore = client.get("/api/tables/" + open + "/events").text();
        // names the engine refuses (R1): the game could never start with them at the table
        client.post(join, "{\"name\": \"Bo\\u202Eb\"}").refused(422, "invalid-name", "U+202E");
        client.post(join, "{\"name\": \"Ann\\u200B\"}").refused(422, "invalid-name", "U+200B");
        client.post(join, "{\"name\": \"\\uD800\"}").refused(422, "invalid-name", "U+D800");
        client.post(join, "{\"name\": \"\\uE000\"}").refused(422, "invalid-name", "U+E000");
        client.post(join, "{\"name\": \"\\u00A0\"}").refused(422, "invalid-name", "blank");
        assertEquals(logBefore, client.get("/api/tables/" + open + "/events").text());
        // spaces of any kind around a name are dropped, as plain ones are
        Client.Reply cy = client.post(join, "{\"name\": \"\\u00A0Cy\\u2003\"}");
        assertEquals(200, cy.status(), cy::text);
        assertEquals("Cy", cy.json().get("name").asText());
        Client.Reply last = client.post(join, "{\"name\": \"Di\"}");
        assertEquals(200, last.status(), last::text);
        assertTrue(last.json().get("started").asBoolean());
        assertEquals(
                "playing",
                client.get("/api/tables/" + open).json().get("status").asText());
    }

    @Test
    void aNameInUseIs409() {
        String open = client.create("{\"seats\": 4, \"bots\": 2}").get("table").asText();
        JsonNode seats = client.get("/api/tables/" + open).json().get("seats");
        client.join(open, "Di");
        client.post("/api/tables/" + open + "/join", "{\"name\": \" di \"}").refused(409, "name-taken", "'Di'");
        // The same name to the table: an accent typed apart, a variation selector (R1).
        String jose = client.create("{\"seats\": 4, \"bots\": 2}").get("table").asText();
        client.join(jose, "Jos\u00e9");
        client.post("/api/tables/" + jose + "/join", "{\"name\": \"Jose\u0301\"}")
                .refused(409, "name-taken", "seat 0");
        String botName = seats.get(2).get("name").asText();
        client.post("/api/tables/" + open + "/join", "{\"name\": \"" + botName + "\"}")
                .refused(409, "name-taken", "seat 2");
    }

    @Test
    void aSeatThatIsNotOpenIsRefused() {
        String open = client.create("{\"seats\": 4, \"bots\": 2}").get("table").asText();
        String join = "/api/tables/" + open + "/join";
        client.post(join, "{\"name\": \"Di\", \"seat\": 2}").refused(409, "seat-taken", "played by the server", "0, 1");
        client.post(join, "{\"name\": \"Di\", \"seat\": 7}").refused(404, "unknown-seat", "no seat 7");
        Client.Reply taken = client.post(join, "{\"name\": \"Di\", \"seat\": 1}");
        assertEquals(1, taken.json().get("seat").asInt());
        client.post(join, "{\"name\": \"Ed\", \"seat\": 1}").refused(409, "seat-taken", "taken by Di", "open seats: 0");
    }

    @Test
    void aFullTableIs409() {
        client.post(tables() + "/join", "{\"name\": \"Cy\"}").refused(409, "table-full", table);
        JsonNode info = client.get(tables()).json();
        assertEquals(0, info.get("openSeats").asInt());
        assertNull(info.get("seats").get(0).get("token"), "tokens are never shown to others");
    }

    // ---- the log

    @Test
    void aBadLogPositionIs400() {
        client.get(tables() + "/events?after=-1").refused(400, "invalid-query", "'-1'");
        client.get(tables() + "/events?after=next").refused(400, "invalid-query", "'next'");
        client.get(tables() + "/stream?after=x").refused(400, "invalid-query");
        // a reconnecting stream's position comes from the header, which the message names
        client.send("GET", tables() + "/stream", null, request -> request.header("Last-Event-ID", "x1"))
                .refused(400, "invalid-query", "the Last-Event-ID header must be a log sequence number", "'x1'");
    }

    @Test
    void anUnknownTentsModeIs400() {
        client.get(tables() + "/events?tents=open")
                .refused(400, "invalid-query", "'tents' must be 'hidden' or 'shown'");
        client.get(tables() + "/events?after=0&tents=").refused(400, "invalid-query", "got ''");
        client.get(tables() + "/stream?tents=secret").refused(400, "invalid-query", "'secret'");
    }
}
