package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

/**
 * The OpenAPI description (docs/openapi.json, served at {@code GET /api/openapi.json}) agrees
 * with the running server. Every route and every error code a request can provoke is requested
 * over real HTTP, and each reply must have a status the description lists for its operation, a
 * content type it lists for that status, the headers it requires, and a body that validates
 * against its schema: the description's components, the json module's schemas bundled among
 * them (BundledSchemasTest). The first tests check that the description's routes and
 * codes are those of docs/web.md and of the server's sources; the last one, that every status and
 * code the description lists was seen, except {@link #UNPROVOKED}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class OpenApiTest {
    static final Path MODULE = Path.of("").toAbsolutePath();
    static final Path DESCRIPTION_FILE = MODULE.resolve("src/main/resources/io/github/incangold/web/openapi.json");
    static final Path DOCS_COPY = MODULE.getParent().resolve("docs/openapi.json");
    /** Where the validator reads the description: its {@code #/...} references resolve in it. */
    static final String DESCRIPTION = "classpath:io/github/incangold/web/openapi.json";
    /**
     * The documented codes no request can provoke here, and why. Their bodies are still checked
     * against the description, in process ({@link #theRepliesNoRequestCanProvokeMatchTheDescription}).
     */
    static final Map<String, String> UNPROVOKED = Map.of(
            "internal-error",
            "a fault of the server itself, never of a request: no request makes a sound server fail",
            "too-many-bot-games",
            "the one thread that plays tables of bots only empties its queue of 100 faster than requests"
                    + " fill it, unless each game holds a core for minutes (ServerLimitsTest provokes it"
                    + " through Tables)");

    /**
     * The validator warns, through the server's logging, of every OpenAPI keyword beside the
     * schemas; held here so that its level stays set.
     */
    static final java.util.logging.Logger VALIDATOR_LOG = java.util.logging.Logger.getLogger("com.networknt.schema");

    static JsonNode description;
    static SchemaRegistry schemas;
    static final Map<String, Schema> schemaCache = new ConcurrentHashMap<>();
    static WebServer server;
    static Client client;
    /** What the server answered, as "METHOD /template STATUS [code]"; unmatched requests as "* * STATUS code". */
    static final Set<String> answered = ConcurrentHashMap.newKeySet();

    @BeforeAll
    static void start() throws Exception {
        VALIDATOR_LOG.setLevel(java.util.logging.Level.SEVERE);
        try (InputStream in = OpenApiTest.class.getResourceAsStream("openapi.json")) {
            assertNotNull(in, "openapi.json is not on the classpath");
            description = Client.MAPPER.readTree(in);
        }
        schemas = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
        server = WebServer.start("127.0.0.1", 0);
        client = new Client(server.uri());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /**
     * A request refused before its body is read closes its connection, and the reply says so:
     * a client that kept the connection would send its next request down a closing line and get
     * no reply at all.
     */
    @Test
    void aRequestRefusedBeforeItsBodyIsReadSaysTheConnectionCloses() throws IOException {
        String body = "{\"name\": \"Ann\"}";
        Raw refused = raw(
                "POST /api/tables/abcdefghjk/join HTTP/1.1\r\nHost: localhost\r\n"
                        + "Content-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n" + body,
                false);
        refused.refused(404, "unknown-table", "an unknown table");
        assertEquals("close", refused.headers().firstValue("Connection").orElse(""), () -> refused.headers()
                .map()
                .toString());
    }

    /**
     * A request the server cannot read (a request line over 8 KiB, a bad escape, a URI it refuses)
     * is answered with {@code Connection: close}: Jetty drops the connection after a request line
     * it could not read, and its own reply said nothing of it, so a client that kept the
     * connection sent its next request down a closing line and got no reply. A HEAD whose request
     * line could not be read gets the JSON body (docs/web.md, Limits).
     */
    @Test
    void anUnreadableRequestSaysTheConnectionCloses() throws IOException {
        String pad = "a".repeat(WebServer.MAX_REQUEST_HEAD + 1);
        Map<String, Integer> requests = Map.of(
                "GET /api/presets?pad=" + pad + " HTTP/1.1",
                414,
                "GET /api/tables/%ZZ HTTP/1.1",
                400,
                "GET /api/presets#top HTTP/1.1",
                400,
                // Its method unread, HEAD is answered as GET: the body too, on a closing connection.
                "HEAD /app.js?pad=" + pad + " HTTP/1.1",
                414);
        for (Map.Entry<String, Integer> request : requests.entrySet()) {
            Raw refused = raw(request.getKey() + "\r\nHost: localhost\r\n\r\n", false);
            assertEquals(request.getValue(), refused.status(), refused::text);
            refused.refused(request.getValue(), request.getValue() == 414 ? "uri-too-long" : "malformed-uri", "");
            assertEquals(
                    "close",
                    refused.headers().firstValue("Connection").orElse(""),
                    () -> request.getKey().substring(0, 30) + ": "
                            + refused.headers().map());
        }
    }

    // ---- the description itself

    @Test
    @Order(1)
    void theDocsCopyIsTheServedFileByteForByte() throws IOException {
        assertArrayEquals(
                Files.readAllBytes(DESCRIPTION_FILE),
                Files.readAllBytes(DOCS_COPY),
                "docs/openapi.json must be a copy of " + MODULE.relativize(DESCRIPTION_FILE));
        assertEquals("3.1.0", description.get("openapi").asText());
        assertEquals(
                "https://json-schema.org/draft/2020-12/schema",
                description.get("jsonSchemaDialect").asText());
    }

    @Test
    @Order(2)
    void everyReferenceResolvesAndEveryExampleValidates() {
        List<String> references = new ArrayList<>();
        collectReferences(description, references);
        assertFalse(references.isEmpty());
        for (String reference : references) {
            // The json module's schemas are bundled in (BundledSchemasTest): nothing is fetched.
            assertTrue(reference.startsWith("#/"), () -> "a reference outside the description: " + reference);
            assertFalse(at(reference.substring(1)).isMissingNode(), () -> "no " + reference + " in the description");
        }
        // Every component schema compiles, and every request example is a body the schema takes.
        for (String name : names(description.at("/components/schemas"))) {
            schema("/components/schemas/" + name);
        }
        for (Map.Entry<String, JsonNode> operation : operations().entrySet()) {
            JsonNode body = operation.getValue().path("requestBody");
            for (String media : names(body.path("content"))) {
                String pointer = pointerOf(operation.getKey()) + "/requestBody/content/" + escape(media);
                JsonNode examples = at(pointer + "/examples");
                assertFalse(examples.isMissingNode(), () -> "no example of the body of " + operation.getKey());
                for (String example : names(examples)) {
                    assertValid(
                            pointer + "/schema",
                            examples.get(example).get("value"),
                            operation.getKey() + " " + example);
                }
            }
        }
    }

    private static void collectReferences(JsonNode node, List<String> references) {
        if (node.isObject() && node.has("$ref")) {
            references.add(node.get("$ref").asText());
        }
        node.forEach(child -> collectReferences(child, references));
    }

    @Test
    @Order(3)
    void theErrorCodesAndTheirStatusesAreThoseOfTheDocsAndTheServer() throws IOException {
        JsonNode error = at("/components/schemas/Error/properties/error");
        TreeSet<String> described = new TreeSet<>();
        error.at("/properties/code/enum").forEach(code -> described.add(code.asText()));
        TreeMap<String, Integer> describedStatus = new TreeMap<>();
        for (JsonNode rule : error.get("allOf")) {
            JsonNode status = rule.at("/then/properties/status/const");
            if (!status.isMissingNode()) {
                rule.at("/if/properties/code/enum").forEach(code -> describedStatus.put(code.asText(), status.asInt()));
            }
        }
        TreeMap<String, Integer> documented = new TreeMap<>();
        Matcher rows = Pattern.compile("^\\| (\\d{3}) \\| (.*?) \\|", Pattern.MULTILINE)
                .matcher(Files.readString(MODULE.getParent().resolve("docs/web.md"), StandardCharsets.UTF_8));
        while (rows.find()) {
            Matcher codes = DocsTest.CODE.matcher(rows.group(2));
            while (codes.find()) {
                documented.put(codes.group(1), Integer.parseInt(rows.group(1)));
            }
        }
        assertEquals(documented.keySet(), described, "the Error schema's codes and docs/web.md's");
        assertEquals(documented, describedStatus, "the status of each code");
        TreeSet<String> statuses = new TreeSet<>();
        error.at("/properties/status/enum").forEach(status -> statuses.add(status.asText()));
        assertEquals(
                new TreeSet<>(documented.values().stream().map(String::valueOf).toList()), statuses);
        TreeSet<String> sent = new TreeSet<>();
        try (java.util.stream.Stream<Path> sources =
                Files.list(MODULE.resolve("src/main/java/io/github/incangold/web"))) {
            for (Path source : (Iterable<Path>) sources::iterator) {
                Matcher codes = DocsTest.SENT.matcher(Files.readString(source, StandardCharsets.UTF_8));
                while (codes.find()) {
                    sent.add(codes.group(1));
                }
            }
        }
        assertEquals(sent, described, "the Error schema's codes and those ApiError is given in the sources");
    }

    /** The operations are the routes of docs/web.md's table, and the page's files also answer HEAD (its Limits). */
    @Test
    @Order(4)
    void theOperationsAreTheRoutesOfTheDocs() throws IOException {
        String doc = Files.readString(MODULE.getParent().resolve("docs/web.md"), StandardCharsets.UTF_8);
        String table = doc.substring(doc.indexOf("## HTTP API"), doc.indexOf("### Presets"));
        TreeSet<String> routes = new TreeSet<>();
        Matcher rows =
                Pattern.compile("^\\| (`[A-Z]+ /.*?) \\|", Pattern.MULTILINE).matcher(table);
        while (rows.find()) {
            Matcher quoted = Pattern.compile("`([A-Z]+ )?(/[^`?]*)[^`]*`").matcher(rows.group(1));
            String method = null;
            while (quoted.find()) {
                method = quoted.group(1) != null ? quoted.group(1).strip() : method;
                routes.add(method + " " + quoted.group(2));
                if (!quoted.group(2).startsWith("/api/")) {
                    routes.add("HEAD " + quoted.group(2));
                }
            }
        }
        assertTrue(routes.contains("GET /api/openapi.json"), routes::toString);
        assertEquals(routes, new TreeSet<>(operations().keySet()));
    }

    /**
     * Each path parameter has the pattern of what the server takes: the ids it makes (any other
     * is {@code unknown-table}) and the one spelling of a seat number (any other is {@code
     * unknown-seat}).
     */
    @Test
    @Order(5)
    void thePathParametersPatternsAreThoseTheServerTakes() {
        assertEquals(
                "^" + Tables.ID.pattern() + "$",
                at("/components/parameters/TableId/schema/pattern").asText());
        assertEquals(
                "^(" + Api.CANONICAL_NUMBER.pattern() + ")$",
                at("/components/parameters/SeatNumber/schema/pattern").asText());
        for (String template : names(description.get("paths"))) {
            JsonNode parameters = description.get("paths").get(template).path("parameters");
            int named = 0;
            for (JsonNode parameter : parameters) {
                JsonNode resolved = at(parameter.get("$ref").asText().substring(1));
                assertTrue(template.contains("{" + resolved.get("name").asText() + "}"), template);
                assertFalse(resolved.at("/schema/pattern").isMissingNode(), template + " " + resolved);
                named++;
            }
            assertEquals(template.chars().filter(c -> c == '{').count(), named, template);
        }
        String id = client.create("{\"seats\": 3, \"bots\": 2}").get("table").asText();
        assertValid("/components/parameters/TableId/schema", TextNode.valueOf(id), "a table's id");
    }

    // ---- every route, with the replies it can give

    @Test
    @Order(10)
    void presetsBotsAndThisDescription() {
        check("GET", "/api/presets", client.get("/api/presets"));
        check("GET", "/api/bots", client.get("/api/bots"));
        Client.Reply served = check("GET", "/api/openapi.json", client.get("/api/openapi.json"));
        assertEquals(description, served.json(), "the server serves the description");
    }

    @Test
    @Order(11)
    void thePagesFiles() {
        for (String file : List.of("/", "/index.html", "/app.js", "/app.css", "/favicon.svg")) {
            Client.Reply page = check("GET", file, client.get(file));
            assertFalse(page.text().isEmpty());
            check("HEAD", file, client.send("HEAD", file, null, (String) null));
        }
    }

    @Test
    @Order(12)
    void aGameBetweenTwoPeopleAndTwoBots() {
        String create =
                "{\"preset\": \"incan-gold\", \"seats\": 4, \"bots\": 2, \"strategies\": [\"risk\", \"threshold:8\"],"
                        + " \"seed\": \"31\"}";
        assertRequestValid("POST /api/tables", create);
        Client.Reply created = check("POST", "/api/tables", client.post("/api/tables", create));
        String id = created.json().get("table").asText();
        assertEquals(
                "waiting",
                check("GET", "/api/tables/{id}", client.get("/api/tables/" + id))
                        .json()
                        .get("status")
                        .asText());
        assertRequestValid("POST /api/tables/{id}/join", "{\"name\": \"Ann\"}");
        Client.Reply ann = check(
                "POST", "/api/tables/{id}/join", client.post("/api/tables/" + id + "/join", "{\"name\": \"Ann\"}"));
        assertFalse(ann.json().get("started").asBoolean());
        String annToken = ann.json().get("token").asText();
        check("GET", "/api/tables/{id}/seats/{seat}/view", client.get(seatPath(id, 0, "view"), annToken))
                .refused(409, "not-started");
        check(
                        "POST",
                        "/api/tables/{id}/seats/{seat}/actions",
                        client.post(seatPath(id, 0, "actions"), Client.choose(0, "TORCH"), annToken))
                .refused(409, "not-started");
        assertRequestValid("POST /api/tables/{id}/join", "{\"name\": \"Bo\", \"seat\": 1}");
        Client.Reply bo = check(
                "POST",
                "/api/tables/{id}/join",
                client.post("/api/tables/" + id + "/join", "{\"name\": \"Bo\", \"seat\": 1}"));
        assertTrue(bo.json().get("started").asBoolean());
        String boToken = bo.json().get("token").asText();
        assertEquals(
                "playing",
                check("GET", "/api/tables/{id}", client.get("/api/tables/" + id))
                        .json()
                        .get("status")
                        .asText());

        // Each person camps at every choice, so the game reaches its end; every reply is checked.
        JsonNode reply = check(
                        "GET", "/api/tables/{id}/seats/{seat}/view", client.get(seatPath(id, 0, "view"), annToken))
                .json();
        assertNotNull(reply.get("odds"));
        boolean refusedOnce = false;
        while (!reply.get("view").get("phase").asText().equals("GAME_OVER")) {
            boolean annAwaited = reply.get("view").get("legalActions").size() > 0;
            int seat = annAwaited ? 0 : 1;
            String token = annAwaited ? annToken : boToken;
            assertRequestValid("POST /api/tables/{id}/seats/{seat}/actions", Client.choose(seat, "CAMP"));
            JsonNode chosen = check(
                            "POST",
                            "/api/tables/{id}/seats/{seat}/actions",
                            client.post(seatPath(id, seat, "actions"), Client.choose(seat, "CAMP"), token))
                    .json();
            if (!refusedOnce
                    && chosen.get("view").get("awaitedSeats").toString().contains(String.valueOf(1 - seat))) {
                // the seat has chosen for this card while the other is awaited: a second choice is refused (R9)
                check(
                                "POST",
                                "/api/tables/{id}/seats/{seat}/actions",
                                client.post(seatPath(id, seat, "actions"), Client.choose(seat, "TORCH"), token))
                        .refused(409, "choice-refused");
                refusedOnce = true;
            }
            reply = check("GET", "/api/tables/{id}/seats/{seat}/view", client.get(seatPath(id, 0, "view"), annToken))
                    .json();
        }
        assertTrue(refusedOnce, "a second choice for a card was tried");
        assertFalse(reply.has("odds"), "no odds once the game is over");
        Client.Reply late = check(
                "POST",
                "/api/tables/{id}/seats/{seat}/actions",
                client.post(seatPath(id, 0, "actions"), Client.choose(0, "TORCH"), annToken));
        late.refused(409, "choice-refused");
        assertEquals("WrongPhase", late.json().get("error").get("violation").asText());
        assertEquals(
                "over",
                check("GET", "/api/tables/{id}", client.get("/api/tables/" + id))
                        .json()
                        .get("status")
                        .asText());
        checkTheLog(id);
    }

    @Test
    @Order(13)
    void aTableOfBotsAndAVariantFile() {
        Client.Reply created =
                check("POST", "/api/tables", client.post("/api/tables", "{\"seats\": 4, \"bots\": 4, \"seed\": 23}"));
        String id = created.json().get("table").asText();
        client.awaitOver(id);
        check("GET", "/api/tables/{id}", client.get("/api/tables/" + id));
        checkTheLog(id);

        String variant =
                "{\"variant\": \"{\\\"base\\\": \\\"diamant\\\", \\\"rounds\\\": 3}\", \"seats\": 3, \"bots\": 2}";
        assertRequestValid("POST /api/tables", variant);
        JsonNode houseRules = check("POST", "/api/tables", client.post("/api/tables", variant))
                .json();
        assertFalse(houseRules.has("preset"));
        assertRequestValid("POST /api/tables", "{}");
        check("POST", "/api/tables", client.post("/api/tables", "{}"));
    }

    /** The log of a table whose game is over, polled and streamed, with and without the banked gems. */
    private static void checkTheLog(String id) {
        String events = "/api/tables/" + id + "/events";
        JsonNode shown =
                check("GET", "/api/tables/{id}/events", client.get(events)).json();
        assertValid("/components/schemas/LogPage", shown, "the log");
        assertTrue(shown.toString().contains("\"banked\""), "a whole game's log holds a leaving");
        JsonNode hidden = check("GET", "/api/tables/{id}/events", client.get(events + "?tents=hidden"))
                .json();
        assertValid("/components/schemas/HiddenTentsLogPage", hidden, "the log without the banked gems");
        assertTrue(hidden.toString().contains("\"playersLeft\""));
        assertFalse(hidden.toString().contains("\"banked\""));
        assertFalse(
                schema("/components/schemas/HiddenTentsLogPage").validate(shown).isEmpty(),
                "a log with the banked gems is not one without");
        JsonNode after = check("GET", "/api/tables/{id}/events", client.get(events + "?after=2&tents=shown"))
                .json();
        assertEquals(shown.get("entries").size() - 2, after.get("entries").size());
        int entries = shown.get("entries").size();
        assertEquals(
                entries,
                stream("/api/tables/" + id + "/stream", null, entries, "LogEntry")
                        .size());
        assertEquals(
                entries - 1,
                stream("/api/tables/" + id + "/stream?tents=hidden", "1", entries - 1, "HiddenTentsLogEntry")
                        .size());
    }

    /**
     * Reads a table's event stream up to {@code count} events; checks its status, content type and
     * opening line against the description, and each event, as a log entry, against {@code entrySchema}.
     */
    private static List<JsonNode> stream(String path, String lastEventId, int count, String entrySchema) {
        HttpRequest.Builder request = HttpRequest.newBuilder(client.uri(path))
                .timeout(Duration.ofSeconds(20))
                .GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        List<JsonNode> received = new ArrayList<>();
        try {
            HttpResponse<InputStream> response =
                    client.http().send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body();
                    BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
                String template = "/api/tables/{id}/stream";
                StringBuilder text = new StringBuilder();
                assertEquals("retry: 1000", lines.readLine());
                assertEquals("", lines.readLine());
                text.append("retry: 1000\n\n");
                ObjectNode entry = Client.object();
                while (received.size() < count) {
                    String line = lines.readLine();
                    assertNotNull(line, "the stream ended early");
                    text.append(line).append('\n');
                    if (line.startsWith("id: ")) {
                        entry.put("sequence", Integer.parseInt(line.substring(4)));
                    } else if (line.startsWith("event: ")) {
                        entry.put("type", line.substring(7));
                    } else if (line.startsWith("data: ")) {
                        entry.set("data", Client.MAPPER.readTree(line.substring(6)));
                    } else if (line.isEmpty() && entry.has("data")) {
                        assertValid("/components/schemas/" + entrySchema, entry, path + " event");
                        received.add(entry);
                        entry = Client.object();
                    }
                }
                verify("GET", template, response.statusCode(), response.headers(), text.toString(), null);
            }
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
        return received;
    }

    // ---- every refusal a request can provoke (as ApiErrorsTest provokes them)

    @Test
    @Order(20)
    void refusalsOfCreatingATable() {
        String create = "/api/tables";
        for (String body : List.of("{\"seats\": ", "", "[]", "{\"seats\": 4} {}", "{\"seats\": 4, \"seats\": 5}")) {
            check("POST", create, client.post(create, body)).refused(400, "malformed-json");
        }
        for (String body : List.of("{\"seat\": 4}")) {
            check("POST", create, client.post(create, body)).refused(400, "unknown-field");
            assertRequestInvalid("POST /api/tables", body);
        }
        for (String body : List.of(
                "{\"seats\": \"four\"}",
                "{\"seats\": 4.5}",
                "{\"preset\": 3}",
                "{\"seed\": \"abc\"}",
                "{\"strategies\": []}",
                "{\"strategies\": [8]}",
                "{\"preset\": \"diamant\", \"variant\": \"{}\"}")) {
            check("POST", create, client.post(create, body)).refused(400, "invalid-field");
            assertRequestInvalid("POST /api/tables", body);
        }
        check("POST", create, client.post(create, "{\"pad\": \"" + "x".repeat(Exchange.MAX_BODY) + "\"}"))
                .refused(413, "too-large");
        check("POST", create, client.post(create, "{\"preset\": \"incan-golden\"}"))
                .refused(422, "unknown-preset");
        String problems = "{\"variant\": \"{\\n  \\\"base\\\": \\\"incan-gold\\\",\\n  \\\"rounds\\\": 0\\n}\"}";
        Client.Reply withProblems = check("POST", create, client.post(create, problems));
        withProblems.refused(422, "invalid-variant");
        assertTrue(withProblems.json().get("error").has("problems"));
        check(
                        "POST",
                        create,
                        client.post(
                                create, "{\"variant\": \"{\\\"base\\\": \\\"incan-gold\\\", \\\"rounds\\\": 101}\"}"))
                .refused(422, "invalid-variant");
        check("POST", create, client.post(create, "{\"seats\": 2}")).refused(422, "seat-count");
        check("POST", create, client.post(create, "{\"seats\": 4, \"bots\": 5}"))
                .refused(422, "bot-count");
        check("POST", create, client.post(create, "{\"strategies\": [\"treshold:8\"]}"))
                .refused(422, "invalid-strategy");
        check("POST", create, client.post(create, "{\"seats\": 3, \"bots\": 3, \"strategies\": [\"mcts:2001\"]}"))
                .refused(422, "invalid-strategy");
    }

    @Test
    @Order(21)
    void refusalsOfJoiningAndReadingATable() {
        check("GET", "/api/tables/{id}", client.get("/api/tables/nosuchtable")).refused(404, "unknown-table");
        check("POST", "/api/tables/{id}/join", client.post("/api/tables/nosuchtable/join", "{\"name\": \"Cy\"}"))
                .refused(404, "unknown-table");
        String id = client.create("{\"seats\": 4, \"bots\": 2}").get("table").asText();
        String join = "/api/tables/" + id + "/join";
        check("POST", "/api/tables/{id}/join", client.post(join, "{\"name\": ")).refused(400, "malformed-json");
        for (String body : List.of("{}", "{\"name\": \"Ann\", \"seat\": \"one\"}")) {
            check("POST", "/api/tables/{id}/join", client.post(join, body)).refused(400, "invalid-field");
            assertRequestInvalid("POST /api/tables/{id}/join", body);
        }
        check("POST", "/api/tables/{id}/join", client.post(join, "{\"name\": \"Ann\", \"token\": \"x\"}"))
                .refused(400, "unknown-field");
        assertRequestInvalid("POST /api/tables/{id}/join", "{\"name\": \"Ann\", \"token\": \"x\"}");
        check(
                        "POST",
                        "/api/tables/{id}/join",
                        client.post(join, "{\"name\": \"" + "x".repeat(Exchange.MAX_BODY) + "\"}"))
                .refused(413, "too-large");
        for (String name : List.of("   ", "A".repeat(25), "Ann\\u0007")) {
            check("POST", "/api/tables/{id}/join", client.post(join, "{\"name\": \"" + name + "\"}"))
                    .refused(422, "invalid-name");
        }
        check("POST", "/api/tables/{id}/join", client.post(join, "{\"name\": \"Di\", \"seat\": 7}"))
                .refused(404, "unknown-seat");
        check("POST", "/api/tables/{id}/join", client.post(join, "{\"name\": \"Di\", \"seat\": 2}"))
                .refused(409, "seat-taken");
        client.join(id, "Di");
        check("POST", "/api/tables/{id}/join", client.post(join, "{\"name\": \" di \"}"))
                .refused(409, "name-taken");
        client.join(id, "Ed");
        check("POST", "/api/tables/{id}/join", client.post(join, "{\"name\": \"Cy\"}"))
                .refused(409, "table-full");
    }

    @Test
    @Order(22)
    void refusalsOfSeatRequests() {
        String id = client.create("{\"seats\": 4, \"bots\": 2, \"seed\": 31}")
                .get("table")
                .asText();
        Client.Seat ann = client.join(id, "Ann");
        Client.Seat bo = client.join(id, "Bo");
        String view = "/api/tables/{id}/seats/{seat}/view";
        String actions = "/api/tables/{id}/seats/{seat}/actions";
        String torch = Client.choose(0, "TORCH");

        check("GET", view, client.get("/api/tables/nosuchtable/seats/0/view", ann.token()))
                .refused(404, "unknown-table");
        check("POST", actions, client.post("/api/tables/nosuchtable/seats/0/actions", torch, ann.token()))
                .refused(404, "unknown-table");
        for (String seat : List.of("4", "-1", "first", "00")) {
            check("GET", view, client.get(seatPath(id, seat, "view"), ann.token()))
                    .refused(404, "unknown-seat");
        }
        check("POST", actions, client.post(seatPath(id, 9, "actions"), Client.choose(9, "TORCH"), ann.token()))
                .refused(404, "unknown-seat");

        check("GET", view, client.get(ann.path("view"))).refused(401, "missing-token");
        check(
                        "GET",
                        view,
                        client.send(
                                "GET",
                                ann.path("view"),
                                null,
                                request -> request.header("Authorization", "Basic YW5uOmFubg==")))
                .refused(401, "missing-token");
        check("POST", actions, client.post(ann.path("actions"), torch)).refused(401, "missing-token");
        check("GET", view, client.get(ann.path("view"), "not-a-token")).refused(401, "wrong-token");
        check("POST", actions, client.post(ann.path("actions"), torch, ann.token() + "x"))
                .refused(401, "wrong-token");

        check("GET", view, client.get(bo.path("view"), ann.token())).refused(403, "not-your-seat");
        check("GET", view, client.get(seatPath(id, 2, "view"), ann.token())).refused(403, "not-your-seat");
        check("POST", actions, client.post(bo.path("actions"), Client.choose(1, "CAMP"), ann.token()))
                .refused(403, "not-your-seat");
        check("POST", actions, client.post(ann.path("actions"), Client.choose(1, "CAMP"), ann.token()))
                .refused(403, "not-your-seat");

        for (String body : List.of(
                "{\"format\": \"incangold\",",
                "",
                "[1, 2]",
                "{\"choice\": \"TORCH\"}",
                "{\"format\": \"incangold\", \"version\": 2, \"type\": \"view\"}",
                Client.choose(0, "RUN"),
                torch.replace("\"version\": 2", "\"version\": 3"))) {
            check("POST", actions, client.post(ann.path("actions"), body, ann.token()))
                    .refused(400, "malformed-action");
        }
        check(
                        "POST",
                        actions,
                        client.post(
                                ann.path("actions"),
                                "{\"pad\": \"" + "x".repeat(Exchange.MAX_BODY) + "\"}",
                                ann.token()))
                .refused(413, "too-large");
        for (String action : List.of("advance", "reveal")) {
            String body =
                    "{\"format\": \"incangold\", \"version\": 2, \"type\": \"action\", \"action\": \"" + action + "\"}";
            check("POST", actions, client.post(ann.path("actions"), body, ann.token()))
                    .refused(422, "not-a-choice");
        }
    }

    @Test
    @Order(23)
    void refusalsOfTheLog() {
        String id = client.create("{\"seats\": 3, \"bots\": 2}").get("table").asText();
        String events = "/api/tables/{id}/events";
        String stream = "/api/tables/{id}/stream";
        check("GET", events, client.get("/api/tables/nosuchtable/events")).refused(404, "unknown-table");
        check("GET", stream, client.get("/api/tables/nosuchtable/stream")).refused(404, "unknown-table");
        for (String query : List.of("after=-1", "after=next", "tents=open", "after=0&tents=")) {
            check("GET", events, client.get("/api/tables/" + id + "/events?" + query))
                    .refused(400, "invalid-query");
        }
        for (String query : List.of("after=x", "tents=secret")) {
            check("GET", stream, client.get("/api/tables/" + id + "/stream?" + query))
                    .refused(400, "invalid-query");
        }
        check(
                        "GET",
                        stream,
                        client.send(
                                "GET",
                                "/api/tables/" + id + "/stream",
                                null,
                                request -> request.header("Last-Event-ID", "01")))
                .refused(400, "invalid-query");
    }

    @Test
    @Order(24)
    void unknownPathsAndMethodsThePathsDoNotTake() {
        String id = client.create("{\"seats\": 3, \"bots\": 2}").get("table").asText();
        for (String path : List.of(
                "/api/nothing",
                "/api/",
                "/api/tables/" + id + "/",
                "/api/tables/",
                "/api/tables/" + id + "/join/",
                "/api/presets/",
                "/app.js/",
                "/api/tables/" + id + "/seats/0/nothing",
                "/nothing.html")) {
            checkUnmatched("unknownPath", client.get(path)).refused(404, "not-found");
        }
        for (String template : names(description.get("paths"))) {
            String path = template.replace("{id}", id).replace("{seat}", "0");
            JsonNode item = description.get("paths").get(template);
            for (String method : List.of("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH")) {
                if (!item.has(method.toLowerCase(Locale.ROOT))) {
                    Client.Reply reply = check(
                            method, template, client.send(method, path, method.equals("POST") ? "{}" : null, (String)
                                    null));
                    assertEquals(405, reply.status());
                    if (!method.equals("HEAD")) {
                        reply.refused(405, "method-not-allowed");
                    }
                }
            }
        }
    }

    /**
     * The server's limits on tables and streams, reached on a server of its own: streams from
     * several addresses (one holds at most {@link WebServer#CONNECTIONS_PER_ADDRESS} connections),
     * and tables on a server that hosts 3, at most 2 from one address.
     */
    @Test
    @Order(25)
    void aFullServerRefusesTablesAndStreams() throws Exception {
        try (WebServer full = WebServer.start("127.0.0.1", 0, WebServer.Settings.DEFAULT.withTables(3, 2))) {
            Client host = new Client(full.uri());
            String id = host.create("{\"seats\": 3, \"bots\": 0}").get("table").asText();
            List<Socket> streams = new ArrayList<>();
            try {
                for (int i = 0; i < WebServer.MAX_STREAMS; i++) {
                    Socket socket = new Socket(
                            InetAddress.getByAddress(new byte[] {127, 0, 0, 1}),
                            full.uri().getPort(),
                            InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) (2 + i % 10)}),
                            0);
                    streams.add(socket);
                    socket.getOutputStream()
                            .write(("GET /api/tables/" + id + "/stream HTTP/1.1\r\nHost: localhost\r\n\r\n")
                                    .getBytes(StandardCharsets.US_ASCII));
                    socket.getOutputStream().flush();
                    assertEquals("HTTP/1.1 200 OK", line(socket.getInputStream()));
                }
                check("GET", "/api/tables/{id}/stream", host.get("/api/tables/" + id + "/stream"))
                        .refused(503, "too-many-streams");
            } finally {
                for (Socket socket : streams) {
                    socket.close();
                }
            }
            assertEquals(
                    201, host.post("/api/tables", "{\"seats\": 3, \"bots\": 0}").status());
            Client.Reply fromOne = check("POST", "/api/tables", host.post("/api/tables", "{\"seats\": 3, \"bots\": 0}"))
                    .refused(429, "too-many-tables-from-address");
            assertNotNull(
                    fromOne.header("Retry-After"),
                    () -> fromOne.response().headers().map().toString());
            String create = "POST /api/tables HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 2\r\nConnection: close\r\n\r\n{}";
            assertEquals(201, raw(full, 12, create, false).status());
            check("POST", "/api/tables", raw(full, 13, create, false))
                    .refused(503, "too-many-tables", "a fourth table");
        }
    }

    /**
     * The replies no request can provoke ({@link #UNPROVOKED}), made in process as the server
     * makes them: a table whose bot fails, whose status is {@code failed} and whose log ends with
     * the {@code internal-error}, the {@code internal-error} of a failure that escapes the handler,
     * and a table of bots only refused by a full queue.
     */
    @Test
    @Order(26)
    void theRepliesNoRequestCanProvokeMatchTheDescription() {
        Strategy broken = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                throw new IllegalStateException("a broken bot");
            }

            @Override
            public String describe() {
                return "broken";
            }
        };
        List<Runnable> queued = new ArrayList<>();
        Tables tables = new Tables(10, queued::add);
        Table failed = tables.open(
                        "127.0.0.1",
                        Rules.incanGold(),
                        Option.some("incan-gold"),
                        "Incan Gold",
                        3,
                        io.vavr.collection.List.fill(3, () -> broken),
                        Option.some(7L))
                .get();
        queued.get(0).run();
        JsonNode summary = Replies.table(failed, failed.snapshot());
        assertEquals("failed", summary.get("status").asText());
        assertValid(responseSchema("GET", "/api/tables/{id}", 200), summary, "a failed table");
        io.vavr.collection.List<Table.Entry> log = failed.entriesAfter(0);
        for (boolean hidden : new boolean[] {false, true}) {
            JsonNode page = Replies.entries(failed, log, log.last().sequence(), hidden);
            assertValid(responseSchema("GET", "/api/tables/{id}/events", 200), page, "a failed table's log");
            assertValid(
                    "/components/schemas/" + (hidden ? "HiddenTentsLogPage" : "LogPage"), page, "a failed table's log");
        }
        assertEquals("failed", log.last().type());
        JsonNode internalError = Json.document(log.last().json());
        // What Jetty's error handling answers when a failure escapes the handler.
        JsonNode escaped = HttpErrors.error(500, "", new IllegalStateException("a fault"), "/api/presets")
                .body();
        for (Map.Entry<String, JsonNode> operation : operations().entrySet()) {
            if (operation.getValue().get("responses").has("500")) {
                String[] route = operation.getKey().split(" ", 2);
                assertValid(responseSchema(route[0], route[1], 500), internalError, operation.getKey() + " 500");
                assertValid(responseSchema(route[0], route[1], 500), escaped, operation.getKey() + " 500");
            }
        }

        Tables busy = new Tables(10, task -> {
            throw new RejectedExecutionException("full");
        });
        Either<ApiError, Table> refused = busy.open(
                "127.0.0.1",
                Rules.incanGold(),
                Option.none(),
                "bots",
                3,
                io.vavr.collection.List.fill(3, Strategies::riskAware),
                Option.some(7L));
        assertEquals("too-many-bot-games", refused.getLeft().code());
        assertValid(
                responseSchema("POST", "/api/tables", refused.getLeft().status()),
                refused.getLeft().body(),
                "a full queue");
    }

    /**
     * Requests the server cannot read, sent as bytes since an HTTP client refuses to send most of
     * them: every operation answers a URI it does not take (a fragment; with an id, an escaped
     * slash, a bad escape, a raw '|' or '%', a path parameter), a header line it cannot parse, a
     * request line over 8 KiB and headers over 8 KiB with the JSON error its description lists,
     * and so does a request that is no operation's (a raw space, bytes that are not HTTP, an
     * unknown version, no Host).
     */
    @Test
    @Order(27)
    void requestsTheServerCannotReadAreAnsweredWithJsonErrors() throws IOException {
        String id = client.create("{\"seats\": 3, \"bots\": 2}").get("table").asText();
        String pad = "a".repeat(WebServer.MAX_REQUEST_HEAD + 1);
        for (Map.Entry<String, JsonNode> operation : operations().entrySet()) {
            String method = operation.getKey().split(" ", 2)[0];
            String template = operation.getKey().split(" ", 2)[1];
            String path = template.replace("{id}", id).replace("{seat}", "0");
            List<String> malformed = new ArrayList<>(List.of(path + "#top"));
            if (template.contains("{id}")) {
                for (String odd : List.of("a%2Fb", "%ZZ", "a|b", "100%", id + ";x", "a%00b", "%C3%28")) {
                    malformed.add(template.replace("{id}", odd).replace("{seat}", "0"));
                }
            }
            for (String target : malformed) {
                check(method, template, raw(method, target)).refused(400, "malformed-uri", target);
            }
            check(method, template, raw(method, path, "Bad Header: y")).refused(400, "malformed-request", path);
            check(method, template, raw(method, path + "?pad=" + pad)).refused(414, "uri-too-long", path);
            check(method, template, raw(method, path, "X-Pad: " + pad)).refused(431, "headers-too-large", path);
        }
        for (String line : List.of("GET /api/tables/a b HTTP/1.1", "GET /api/tables/" + id + " /join HTTP/1.1")) {
            checkUnmatched("unreadable", raw(line + "\r\nHost: localhost\r\n\r\n", false))
                    .refused(400, "malformed-uri", line);
        }
        checkUnmatched("unreadable", raw("\u0001\u0002 not HTTP\r\n\r\n", false))
                .refused(400, "malformed-uri", "bytes that are not HTTP");
        for (String request : List.of(
                "GET /api/presets HTTP/9.9\r\nHost: localhost\r\n\r\n",
                "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
                "GET /api/presets HTTP/1.1\r\n\r\n",
                "POST /api/tables HTTP/1.1\r\nHost: localhost\r\nContent-Length: two\r\n\r\n")) {
            checkUnmatched("unreadable", raw(request, false)).refused(400, "malformed-request", request);
        }
        checkUnmatched("uriTooLong", raw("GET", "/nothing?pad=" + pad)).refused(414, "uri-too-long", "/nothing");
        checkUnmatched("headersTooLarge", raw("GET", "/nothing", "X-Pad: " + pad))
                .refused(431, "headers-too-large", "/nothing");
    }

    /** A reply read off a socket: its status, headers and body (none for {@code HEAD}). */
    record Raw(int status, HttpHeaders headers, String text, JsonNode json) {
        /** Asserts a JSON refusal: status, content type and, with a body, its code and status. */
        Raw refused(int expectedStatus, String code, String what) {
            assertEquals(expectedStatus, status, () -> what + ": " + text);
            assertTrue(
                    headers.firstValue("Content-Type").orElse("").startsWith("application/json"),
                    () -> what + ": " + headers.map());
            if (json != null) {
                assertEquals(code, json.at("/error/code").asText(), () -> what + ": " + text);
                assertEquals(expectedStatus, json.at("/error/status").asInt(), what);
            }
            return this;
        }
    }

    /** Sends {@code METHOD target HTTP/1.1} with a Host header and {@code headerLines}. */
    static Raw raw(String method, String target, String... headerLines) throws IOException {
        StringBuilder request =
                new StringBuilder(method + " " + target + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n");
        for (String header : headerLines) {
            request.append(header).append("\r\n");
        }
        return raw(request.append("\r\n").toString(), method.equals("HEAD"));
    }

    /**
     * Sends a request as it is and reads the reply, as a client that sent {@code HEAD} would: the
     * headers alone.
     */
    static Raw raw(String request, boolean head) throws IOException {
        return raw(server, 1, request, head);
    }

    /** {@link #raw(String, boolean)} to {@code to}, from the loopback address 127.0.0.{@code from}. */
    static Raw raw(WebServer to, int from, String request, boolean head) throws IOException {
        InetAddress loopback = InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        try (Socket socket = new Socket(
                loopback, to.uri().getPort(), InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) from}), 0)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            int status = Integer.parseInt(line(in).split(" ", 3)[1]);
            Map<String, List<String>> fields = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            for (String field = line(in); !field.isEmpty(); field = line(in)) {
                String[] parts = field.split(":", 2);
                fields.computeIfAbsent(parts[0], name -> new ArrayList<>()).add(parts[1].strip());
            }
            HttpHeaders headers = HttpHeaders.of(fields, (name, value) -> true);
            if (head) {
                return new Raw(status, headers, "", null);
            }
            byte[] body = in.readNBytes(
                    (int) headers.firstValueAsLong("Content-Length").orElse(0));
            String text = new String(body, StandardCharsets.UTF_8);
            return new Raw(status, headers, text, text.isEmpty() ? null : Client.MAPPER.readTree(text));
        }
    }

    /** A line of a reply's head, without its CRLF. */
    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int next = in.read(); next != '\n' && next != -1; next = in.read()) {
            if (next != '\r') {
                line.append((char) next);
            }
        }
        return line.toString();
    }

    /** Every status and code the description lists was answered, except the codes no request can provoke. */
    @Test
    @Order(100)
    void everyDescribedReplyWasSeen() {
        TreeSet<String> unseen = new TreeSet<>();
        for (Map.Entry<String, JsonNode> operation : operations().entrySet()) {
            String[] route = operation.getKey().split(" ", 2);
            for (String status : names(operation.getValue().get("responses"))) {
                List<String> codes = codes(response(route[0], route[1], Integer.parseInt(status)));
                if (codes.isEmpty() && !answered.contains(operation.getKey() + " " + status)) {
                    unseen.add(operation.getKey() + " " + status);
                }
                for (String code : codes) {
                    String reply = operation.getKey() + " " + status + " " + code;
                    // A reply to HEAD has no body to name its code: its status stands for them.
                    String seen = route[0].equals("HEAD") ? operation.getKey() + " " + status : reply;
                    if (!UNPROVOKED.containsKey(code) && !answered.contains(seen)) {
                        unseen.add(reply);
                    }
                }
            }
        }
        for (String other : names(description.get("x-other-requests"))) {
            if (!other.equals("description")) {
                for (String code : codes(at(description
                        .get("x-other-requests")
                        .get(other)
                        .get("$ref")
                        .asText()
                        .substring(1)))) {
                    if (answered.stream().noneMatch(reply -> reply.endsWith(" " + code))) {
                        unseen.add(other + " " + code);
                    }
                }
            }
        }
        assertEquals(new TreeSet<>(), unseen, "described replies no test provoked");
    }

    // ---- checking a reply against the description

    static String seatPath(String table, Object seat, String suffix) {
        return "/api/tables/" + table + "/seats/" + seat + "/" + suffix;
    }

    /**
     * Checks a reply to {@code method} on a described path: a status its operation lists (or 405,
     * with {@code Allow} naming the path's methods, when the path has no such operation), then
     * {@link #verify}.
     */
    static Client.Reply check(String method, String template, Client.Reply reply) {
        verify(method, template, reply.status(), reply.response().headers(), reply.text(), reply.json());
        return reply;
    }

    static Raw check(String method, String template, Raw reply) {
        verify(method, template, reply.status(), reply.headers(), reply.text(), reply.json());
        return reply;
    }

    /** Checks a reply to a request that no operation takes, against {@code x-other-requests}. */
    static Client.Reply checkUnmatched(String kind, Client.Reply reply) {
        verifyUnmatched(kind, reply.status(), reply.response().headers(), reply.text(), reply.json());
        return reply;
    }

    static Raw checkUnmatched(String kind, Raw reply) {
        verifyUnmatched(kind, reply.status(), reply.headers(), reply.text(), reply.json());
        return reply;
    }

    private static void verifyUnmatched(String kind, int status, HttpHeaders headers, String text, JsonNode json) {
        String pointer = description
                .get("x-other-requests")
                .get(kind)
                .get("$ref")
                .asText()
                .substring(1);
        verifyResponse(pointer, false, status, headers, text, json, kind);
        answered.add("* * " + status + " " + json.at("/error/code").asText());
    }

    private static void verify(
            String method, String template, int status, HttpHeaders headers, String text, JsonNode json) {
        JsonNode item = description.get("paths").get(template);
        assertNotNull(item, () -> template + " is not described");
        String what = method + " " + template;
        String pointer;
        if (item.has(method.toLowerCase(Locale.ROOT))) {
            assertTrue(
                    item.get(method.toLowerCase(Locale.ROOT)).get("responses").has(String.valueOf(status)),
                    () -> what + " answered " + status + ", which the description does not list: " + text);
            pointer = pointerOf(what) + "/responses/" + status;
        } else {
            assertEquals(405, status, () -> what + " is not described, yet answered: " + text);
            TreeSet<String> methods = new TreeSet<>();
            item.fieldNames().forEachRemaining(name -> {
                if (!name.equals("parameters")) {
                    methods.add(name.toUpperCase(Locale.ROOT));
                }
            });
            String allow = headers.firstValue("Allow").orElse("");
            assertEquals(methods, new TreeSet<>(List.of(allow.split(", "))), what + ": Allow");
            pointer = description
                    .at("/x-other-requests/otherMethod/$ref")
                    .asText()
                    .substring(1);
        }
        verifyResponse(pointer, method.equals("HEAD"), status, headers, text, json, what);
        String code = json == null ? "" : json.at("/error/code").asText();
        answered.add(what + " " + status + (code.isEmpty() ? "" : " " + code));
    }

    /** The reply's headers, content type and body (none for {@code HEAD}) against a response object of the description. */
    private static void verifyResponse(
            String pointer, boolean head, int status, HttpHeaders headers, String text, JsonNode json, String what) {
        pointer = resolved(pointer);
        JsonNode response = at(pointer);
        for (String name : names(response.path("headers"))) {
            String headerPointer = resolved(pointer + "/headers/" + escape(name));
            Option<String> value = Option.ofOptional(headers.firstValue(name));
            if (at(headerPointer).path("required").asBoolean()) {
                assertTrue(value.isDefined(), () -> what + " " + status + " lacks the header " + name);
            }
            value.forEach(given -> assertValid(headerPointer + "/schema", TextNode.valueOf(given), what + " " + name));
        }
        JsonNode content = response.path("content");
        if (content.isMissingNode() || head) {
            assertEquals("", text, () -> what + " " + status + " has a body the description does not describe");
            return;
        }
        String media =
                headers.firstValue("Content-Type").orElse("").split(";", 2)[0].strip();
        assertTrue(
                content.has(media),
                () -> what + " " + status + " answered " + media + ", not one of " + names(content));
        JsonNode body = media.equals("application/json") ? json : TextNode.valueOf(text);
        assertValid(pointer + "/content/" + escape(media) + "/schema", body, what + " " + status);
    }

    /** Follows a response's or header's {@code $ref} within the description. */
    private static String resolved(String pointer) {
        JsonNode node = at(pointer);
        while (node.has("$ref")) {
            pointer = node.get("$ref").asText().substring(1);
            node = at(pointer);
        }
        return pointer;
    }

    static String responseSchema(String method, String template, int status) {
        return resolved(pointerOf(method + " " + template) + "/responses/" + status)
                + "/content/application~1json/schema";
    }

    static JsonNode response(String method, String template, int status) {
        return at(resolved(pointerOf(method + " " + template) + "/responses/" + status));
    }

    /** The error codes a response lists: those its schema narrows the Error schema's code to. */
    static List<String> codes(JsonNode response) {
        JsonNode schema = response.at("/content/application~1json/schema");
        while (schema.has("$ref")) {
            schema = at(schema.get("$ref").asText().substring(1));
        }
        List<String> codes = new ArrayList<>();
        for (JsonNode part : schema.path("allOf")) {
            JsonNode code = part.at("/properties/error/properties/code");
            code.path("enum").forEach(value -> codes.add(value.asText()));
            if (code.has("const")) {
                codes.add(code.get("const").asText());
            }
        }
        return codes;
    }

    /** Every operation of the description, as "METHOD /template". */
    static Map<String, JsonNode> operations() {
        Map<String, JsonNode> operations = new LinkedHashMap<>();
        description.get("paths").fields().forEachRemaining(path -> path.getValue()
                .fields()
                .forEachRemaining(operation -> {
                    if (!operation.getKey().equals("parameters")) {
                        operations.put(
                                operation.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey(),
                                operation.getValue());
                    }
                }));
        return operations;
    }

    static String pointerOf(String operation) {
        String[] route = operation.split(" ", 2);
        return "/paths/" + escape(route[1]) + "/" + route[0].toLowerCase(Locale.ROOT);
    }

    static String escape(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    static JsonNode at(String pointer) {
        return description.at(pointer);
    }

    static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> fields = object.fieldNames(); fields.hasNext(); ) {
            names.add(fields.next());
        }
        return names;
    }

    static void assertRequestValid(String operation, String body) {
        assertValid(
                pointerOf(operation) + "/requestBody/content/application~1json/schema",
                read(body),
                operation + " request");
    }

    /** A body the server refuses as malformed is one the request schema refuses too. */
    static void assertRequestInvalid(String operation, String body) {
        String pointer = pointerOf(operation) + "/requestBody/content/application~1json/schema";
        assertFalse(schema(pointer).validate(read(body)).isEmpty(), () -> operation + " request schema takes " + body);
    }

    private static JsonNode read(String body) {
        try {
            return Client.MAPPER.readTree(body);
        } catch (IOException malformed) {
            throw new UncheckedIOException(malformed);
        }
    }

    static void assertValid(String pointer, JsonNode value, String what) {
        List<com.networknt.schema.Error> errors = schema(pointer).validate(value);
        assertTrue(
                errors.isEmpty(), () -> what + " does not validate against " + pointer + ": " + errors + "\n" + value);
    }

    /** The schema at a JSON Pointer into the description; references resolve in it alone. */
    static Schema schema(String pointer) {
        return schemaCache.computeIfAbsent(pointer, at -> {
            Schema schema = schemas.getSchema(SchemaLocation.of(DESCRIPTION + "#" + at));
            schema.initializeValidators();
            return schema;
        });
    }
}
