package io.github.incangold.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Action;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.json.JsonProblem;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.Preset;
import io.github.incangold.variants.Presets;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * The HTTP API under {@code /api} (see docs/web.md). Every handler checks the whole request
 * before it changes anything, and answers a refusal with a 4xx and a JSON error body.
 */
final class Api {
    /** A reply: its status and its JSON body. */
    record Reply(int status, ObjectNode body) {
        static Reply ok(ObjectNode body) {
            return new Reply(200, body);
        }
    }

    private static final List<String> CREATE_FIELDS =
            List.of("preset", "variant", "seats", "bots", "strategies", "seed");
    /** The bots' strategies when a request names none, in turn: a mix, since equal bots always leave together. */
    static final List<Strategy> DEFAULT_STRATEGIES = List.of(
            Strategies.riskAware(),
            Strategies.threshold(8),
            Strategies.artifactHunter(),
            Strategies.threshold(12),
            Strategies.threshold(5));

    private static final List<String> JOIN_FIELDS = List.of("name", "seat");
    private static final int DEFAULT_SEATS = 4;
    /**
     * How often an idle event stream sends a comment: proxies keep the connection open, and a
     * connection lost without being closed (a machine gone) is found when the write fails.
     */
    static final long HEARTBEAT_MILLIS = 15_000;
    /** This API's OpenAPI description (docs/openapi.json), read once; no reply changes it. */
    private static final ObjectNode OPENAPI = (ObjectNode) Json.document(openApi());

    private final Tables tables;
    /** The bots a request's {@code strategies} may name: the built-in ones and those of {@code --bot-path}. */
    private final StrategyCatalog bots;
    /** {@code GET /api/bots}, built once: the catalog never changes, and no provider runs per request. */
    private final ObjectNode botsReply;

    private final BooleanSupplier closing;
    private final AtomicInteger streams = new AtomicInteger();
    private final int maxStreams;

    Api(Tables tables, int maxStreams, BooleanSupplier closing, StrategyCatalog bots) {
        this.tables = tables;
        this.bots = bots;
        this.botsReply = Replies.bots(bots);
        this.maxStreams = maxStreams;
        this.closing = closing;
    }

    /** Routes a request whose path starts with {@code /api/}. */
    void handle(Exchange exchange, List<String> path) {
        Either<ApiError, Reply> reply = route(exchange, path);
        if (reply == null) {
            return; // an event stream, answered as it goes
        }
        if (reply.isLeft()) {
            exchange.sendError(reply.getLeft());
        } else {
            exchange.sendJson(reply.get().status(), reply.get().body());
        }
    }

    /** The reply to a request, or null when the request was an event stream that has been answered. */
    private Either<ApiError, Reply> route(Exchange exchange, List<String> path) {
        String method = exchange.method();
        if (path.equals(List.of("presets"))) {
            return only(method, "GET").map(ok -> Reply.ok(Replies.presets()));
        }
        if (path.equals(List.of("bots"))) {
            return only(method, "GET").map(ok -> Reply.ok(botsReply));
        }
        if (path.equals(List.of("openapi.json"))) {
            return only(method, "GET").map(ok -> Reply.ok(OPENAPI));
        }
        if (path.equals(List.of("tables"))) {
            Either<ApiError, Boolean> allowed = only(method, "POST");
            return allowed.isLeft() ? Either.left(allowed.getLeft()) : create(exchange);
        }
        if (path.size() < 2 || !path.head().equals("tables")) {
            return Either.left(notFound(exchange));
        }
        String id = path.get(1);
        List<String> rest = path.drop(2);
        if (rest.isEmpty()) {
            return only(method, "GET")
                    .flatMap(ok -> tables.find(id))
                    .map(table -> Reply.ok(Replies.table(table, table.snapshot())));
        }
        if (rest.equals(List.of("join"))) {
            Either<ApiError, Boolean> allowed = only(method, "POST");
            return allowed.isLeft() ? Either.left(allowed.getLeft()) : join(exchange, id);
        }
        if (rest.equals(List.of("events"))) {
            return only(method, "GET").flatMap(ok -> events(exchange, id));
        }
        if (rest.equals(List.of("stream"))) {
            Either<ApiError, Table> table = only(method, "GET").flatMap(ok -> tables.peek(id));
            if (table.isLeft()) {
                return Either.left(table.getLeft());
            }
            stream(exchange, table.get());
            return null;
        }
        if (rest.size() == 3 && rest.get(0).equals("seats") && rest.get(2).equals("view")) {
            return only(method, "GET").flatMap(ok -> view(exchange, id, rest.get(1)));
        }
        if (rest.size() == 3 && rest.get(0).equals("seats") && rest.get(2).equals("actions")) {
            Either<ApiError, Boolean> allowed = only(method, "POST");
            return allowed.isLeft() ? Either.left(allowed.getLeft()) : act(exchange, id, rest.get(1));
        }
        return Either.left(notFound(exchange));
    }

    private static String openApi() {
        try (InputStream in = Api.class.getResourceAsStream("openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("openapi.json is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    static ApiError notFound(Exchange exchange) {
        return ApiError.notFound("not-found", "no such resource: " + exchange.rawPath() + " (see docs/web.md)");
    }

    private static Either<ApiError, Boolean> only(String method, String allowed) {
        if (method.equals(allowed)) {
            return Either.right(true);
        }
        return Either.left(ApiError.of(405, "method-not-allowed", method + " is not allowed here; use " + allowed)
                .with(Json.object().put("allow", allowed)));
    }

    private Either<ApiError, Reply> create(Exchange exchange) {
        Either<ApiError, ObjectNode> request =
                exchange.body("malformed-json").flatMap(body -> Json.requestObject(body, CREATE_FIELDS));
        if (request.isLeft()) {
            return Either.left(request.getLeft());
        }
        ObjectNode fields = request.get();
        Either<ApiError, Option<String>> preset = Json.text(fields, "preset");
        Either<ApiError, Option<String>> variant = Json.text(fields, "variant");
        Either<ApiError, Option<Integer>> seats = Json.integer(fields, "seats");
        Either<ApiError, Option<Integer>> bots = Json.integer(fields, "bots");
        Either<ApiError, Option<Long>> seed = Json.int64(fields, "seed");
        for (Either<ApiError, ?> field : List.of(preset, variant, seats, bots, seed)) {
            if (field.isLeft()) {
                return Either.left(field.getLeft());
            }
        }
        if (preset.get().isDefined() && variant.get().isDefined()) {
            return Either.left(ApiError.badRequest(
                    "invalid-field", "give either 'preset' or 'variant' (a variant file's text), not both"));
        }
        Either<ApiError, Rules> rules;
        Option<String> presetId;
        String title;
        if (variant.get().isDefined()) {
            rules = variantRules(variant.get().get());
            presetId = Option.none();
            title = "House rules";
        } else {
            String id = preset.get().getOrElse(Presets.INCAN_GOLD.id());
            Option<Preset> found = Presets.byId(id);
            rules = found.map(Preset::rules)
                    .toEither(() -> ApiError.unprocessable(
                            "unknown-preset",
                            "there is no preset '" + id + "'; presets: "
                                    + Presets.ids().mkString(", ")));
            presetId = Option.some(id);
            title = found.map(Preset::title).getOrElse(id);
        }
        if (rules.isLeft()) {
            return Either.left(rules.getLeft());
        }
        int seatCount = seats.get().getOrElse(DEFAULT_SEATS);
        int botCount = bots.get().getOrElse(seatCount - 1);
        Option<ApiError> refused = Table.checkSeats(rules.get(), seatCount, botCount);
        if (refused.isDefined()) {
            return Either.left(refused.get());
        }
        Either<ApiError, List<Strategy>> lineUp = strategies(fields);
        if (lineUp.isLeft()) {
            return Either.left(lineUp.getLeft());
        }
        List<Strategy> botStrategies = List.range(0, botCount)
                .map(bot -> lineUp.get().get(bot % lineUp.get().size()));
        return tables.open(exchange.client(), rules.get(), presetId, title, seatCount, botStrategies, seed.get())
                .map(table -> {
                    exchange.setHeader("Location", "/api/tables/" + table.id);
                    return new Reply(201, Replies.table(table, table.snapshot()));
                });
    }

    /**
     * The most iterations a search bot may use here. Bots play on the thread that answers the
     * request, so one table asking for {@code mcts:1000000} would hold the server for minutes.
     */
    static final int MAX_SEARCH_ITERATIONS = 2_000;

    /**
     * The most samples a bot that plays to win may use here: each sample plays about seven rounds,
     * so 300 cost about what {@link #MAX_SEARCH_ITERATIONS} tree-search iterations do.
     */
    static final int MAX_WINNING_SAMPLES = 300;

    /**
     * The number in a built-in bot's description of that form ({@code "win:"} or {@code
     * "mcts:"}); none for another form.
     */
    private static Option<Integer> countOf(Option<String> builtInDescription, String form) {
        return builtInDescription
                .filter(canonical -> canonical.startsWith(form))
                .map(canonical -> Integer.parseInt(canonical.substring(form.length())));
    }

    /** The request's {@code "strategies"}: descriptions such as {@code "threshold:8"}, given to the bots in turn. */
    private Either<ApiError, List<Strategy>> strategies(ObjectNode request) {
        JsonNode given = request.get("strategies");
        if (given == null || given.isNull()) {
            return Either.right(DEFAULT_STRATEGIES);
        }
        if (!given.isArray() || given.isEmpty()) {
            return Either.left(ApiError.badRequest(
                    "invalid-field",
                    "'strategies' must be a non-empty list of strategy descriptions, e.g. [\"risk\","
                            + " \"threshold:8\"]"));
        }
        List<Strategy> parsed = List.empty();
        for (int i = 0; i < given.size(); i++) {
            JsonNode description = given.get(i);
            if (!description.isTextual()) {
                return Either.left(ApiError.badRequest(
                        "invalid-field", "'strategies[" + i + "]' must be a string, found " + description));
            }
            Either<String, Strategy> strategy = bots.parse(description.textValue());
            if (strategy.isLeft()) {
                return Either.left(
                        ApiError.unprocessable("invalid-strategy", "strategies[" + i + "]: " + strategy.getLeft()));
            }
            // the budgets hold the built-in bots only: a provider's bot is not read, whatever it calls itself
            Option<String> builtInDescription =
                    Strategies.parse(description.textValue()).toOption().map(Strategy::describe);
            Option<Integer> searchIterations = countOf(builtInDescription, "mcts:");
            if (searchIterations.exists(n -> n > MAX_SEARCH_ITERATIONS)) {
                return Either.left(ApiError.unprocessable(
                        "invalid-strategy",
                        "strategies[" + i + "]: a search bot here plays at most " + MAX_SEARCH_ITERATIONS
                                + " iterations per decision (each decision is played on the server's time), got "
                                + searchIterations.get()));
            }
            Option<Integer> winningSamples = countOf(builtInDescription, "win:");
            if (winningSamples.exists(n -> n > MAX_WINNING_SAMPLES)) {
                return Either.left(ApiError.unprocessable(
                        "invalid-strategy",
                        "strategies[" + i + "]: a bot that plays to win here takes at most " + MAX_WINNING_SAMPLES
                                + " samples (up to " + 2 * MAX_WINNING_SAMPLES
                                + " imagined rounds) a decision (each decision is played on the server's time), got "
                                + winningSamples.get()));
            }
            parsed = parsed.append(strategy.get());
        }
        return Either.right(parsed);
    }

    /**
     * The most rounds a table plays: the work of a request that lets bots play on is bounded by
     * it (a bots-only table is played to its end when it is created).
     */
    static final int MAX_ROUNDS = 100;

    private static Either<ApiError, Rules> variantRules(String file) {
        Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(file);
        if (loaded.isValid() && loaded.get().rounds() > MAX_ROUNDS) {
            return Either.left(ApiError.unprocessable(
                    "invalid-variant",
                    "the variant has " + loaded.get().rounds() + " rounds; a table here plays at most " + MAX_ROUNDS));
        }
        if (loaded.isValid()) {
            return Either.right(loaded.get());
        }
        ArrayNode problems = Json.array();
        for (VariantProblem problem : loaded.getError()) {
            ObjectNode node = Json.object().put("pointer", problem.pointer()).put("message", problem.message());
            if (problem.hasPosition()) {
                node.put("line", problem.line()).put("column", problem.column());
            }
            problems.add(node);
        }
        ObjectNode details = Json.object();
        details.set("problems", problems);
        Seq<VariantProblem> all = loaded.getError();
        return Either.left(ApiError.unprocessable(
                        "invalid-variant",
                        "the variant file has " + all.size() + (all.size() == 1 ? " problem" : " problems")
                                + ", the first: " + all.head())
                .with(details));
    }

    private Either<ApiError, Reply> join(Exchange exchange, String id) {
        Either<ApiError, Table> table = tables.find(id);
        if (table.isLeft()) {
            return Either.left(table.getLeft());
        }
        Either<ApiError, ObjectNode> request =
                exchange.body("malformed-json").flatMap(body -> Json.requestObject(body, JOIN_FIELDS));
        if (request.isLeft()) {
            return Either.left(request.getLeft());
        }
        Either<ApiError, Option<String>> name = Json.text(request.get(), "name");
        Either<ApiError, Option<Integer>> seat = Json.integer(request.get(), "seat");
        if (name.isLeft()) {
            return Either.left(name.getLeft());
        }
        if (seat.isLeft()) {
            return Either.left(seat.getLeft());
        }
        if (name.get().isEmpty()) {
            return Either.left(
                    ApiError.badRequest("invalid-field", "'name' is required: the name to show at the table"));
        }
        return table.get()
                .join(name.get().get(), seat.get(), tables::newToken)
                .map(joined -> Reply.ok(Replies.joined(table.get(), joined)));
    }

    private Either<ApiError, Table.Seat> seatOf(Exchange exchange, Table table, String seatText) {
        // One spelling per seat: ASCII digits without sign or leading zero, so "+0", "00" and
        // other scripts' digits do not name seat 0.
        if (!CANONICAL_NUMBER.matcher(seatText).matches()) {
            return Either.left(ApiError.notFound("unknown-seat", "'" + seatText + "' is not a seat number"));
        }
        int seat = Integer.parseInt(seatText);
        return exchange.bearerToken().flatMap(token -> table.authorize(seat, token));
    }

    /** A number as the API writes it: 0, or ASCII digits without a leading zero, at most 9 of them. */
    static final java.util.regex.Pattern CANONICAL_NUMBER = java.util.regex.Pattern.compile("0|[1-9][0-9]{0,8}");

    private Either<ApiError, Reply> view(Exchange exchange, String id, String seatText) {
        return tables.find(id)
                .flatMap(table -> seatOf(exchange, table, seatText).flatMap(seat -> {
                    Table.Snapshot snapshot = table.snapshot();
                    if (snapshot.game().isEmpty()) {
                        return Either.left(Table.notStarted(snapshot));
                    }
                    return Either.right(Reply.ok(Replies.seat(table, snapshot, seat.number())));
                }));
    }

    private Either<ApiError, Reply> act(Exchange exchange, String id, String seatText) {
        Either<ApiError, Table> table = tables.find(id);
        if (table.isLeft()) {
            return Either.left(table.getLeft());
        }
        Either<ApiError, Table.Seat> seat = seatOf(exchange, table.get(), seatText);
        if (seat.isLeft()) {
            return Either.left(seat.getLeft());
        }
        Either<ApiError, String> body = exchange.body("malformed-action");
        if (body.isLeft()) {
            return Either.left(body.getLeft());
        }
        Either<JsonProblem, Action> action = IncanGoldJson.decodeAction(body.get());
        if (action.isLeft()) {
            JsonProblem problem = action.getLeft();
            return Either.left(ApiError.badRequest("malformed-action", "the body is not an action document: " + problem)
                    .with(Json.object().put("location", problem.location())));
        }
        if (!(action.get() instanceof Action.Choose)) {
            return Either.left(ApiError.unprocessable(
                    "not-a-choice",
                    "a player sends only 'choose' actions (torch or camp); the server reveals the cards and"
                            + " moves the game on"));
        }
        Action.Choose choose = (Action.Choose) action.get();
        int mine = seat.get().number();
        if (choose.seat() != mine) {
            return Either.left(ApiError.of(
                    403,
                    "not-your-seat",
                    "the action chooses for seat " + choose.seat() + ", but your token is for seat " + mine
                            + "; a player chooses only for its own seat"));
        }
        return table.get()
                .choose(mine, choose.choice())
                .map(snapshot -> Reply.ok(Replies.seat(table.get(), snapshot, mine)));
    }

    private Either<ApiError, Reply> events(Exchange exchange, String id) {
        return tables.peek(id).flatMap(table -> hiddenTents(exchange)
                .flatMap(hidden -> after(exchange, Option.none()).map(after -> {
                    List<Table.Entry> entries = table.entriesAfter(after);
                    // where the next poll starts: after the last entry sent
                    int next = entries.isEmpty()
                            ? Math.min(after, table.snapshot().sequence())
                            : entries.last().sequence();
                    return Reply.ok(Replies.entries(table, entries, next, hidden));
                })));
    }

    /**
     * Whether a client wants the log without the gems each leaver banked: {@code ?tents=hidden};
     * {@code ?tents=shown}, the default, sends them.
     */
    private static Either<ApiError, Boolean> hiddenTents(Exchange exchange) {
        Option<String> given = exchange.query("tents");
        if (given.isEmpty() || given.get().equals("shown")) {
            return Either.right(false);
        }
        if (given.get().equals("hidden")) {
            return Either.right(true);
        }
        return Either.left(
                ApiError.badRequest("invalid-query", "'tents' must be 'hidden' or 'shown', got '" + given.get() + "'"));
    }

    /** The sequence number after which a client wants entries: {@code ?after=N}, or the stream's {@code Last-Event-ID}. */
    private static Either<ApiError, Integer> after(Exchange exchange, Option<String> lastEventId) {
        Option<String> given = lastEventId.orElse(() -> exchange.query("after"));
        if (given.isEmpty()) {
            return Either.right(0);
        }
        if (CANONICAL_NUMBER.matcher(given.get()).matches()) {
            return Either.right(Integer.parseInt(given.get()));
        }
        String source = lastEventId.isDefined() ? "the Last-Event-ID header" : "'after'";
        return Either.left(ApiError.badRequest(
                "invalid-query", source + " must be a log sequence number, 0 or more, got '" + given.get() + "'"));
    }

    /**
     * Server-sent events: every log entry after the client's position, then each new one as it
     * comes, with its sequence number as the event id so that a reconnecting browser resumes.
     * A stream whose client closes the connection gives back its place at once; the stream of a
     * table that expires ends as a whole reply, and its connection closes (a browser reconnecting
     * then gets 404).
     */
    private void stream(Exchange exchange, Table table) {
        Either<ApiError, Integer> after = after(exchange, exchange.header("Last-Event-ID"));
        if (after.isLeft()) {
            exchange.sendError(after.getLeft());
            return;
        }
        Either<ApiError, Boolean> hidden = hiddenTents(exchange);
        if (hidden.isLeft()) {
            exchange.sendError(hidden.getLeft());
            return;
        }
        if (streams.incrementAndGet() > maxStreams) {
            streams.decrementAndGet();
            exchange.sendError(ApiError.of(
                    503,
                    "too-many-streams",
                    "this server already sends " + maxStreams + " event streams; poll GET /api/tables/" + table.id
                            + "/events instead"));
            return;
        }
        AtomicBoolean gone = new AtomicBoolean();
        BooleanSupplier over = () -> gone.get() || closing.getAsBoolean() || table.expired();
        boolean ended = false;
        try {
            exchange.onClientClose(() -> {
                gone.set(true);
                table.wake();
            });
            OutputStream out = exchange.startStream("text/event-stream; charset=utf-8");
            out.write("retry: 1000\n\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            int position = after.get();
            while (!over.getAsBoolean()) {
                List<Table.Entry> entries = table.awaitEntriesAfter(position, HEARTBEAT_MILLIS, over);
                if (over.getAsBoolean()) {
                    break;
                }
                StringBuilder text = new StringBuilder();
                if (entries.isEmpty()) {
                    text.append(": still here\n\n");
                }
                for (Table.Entry entry : entries) {
                    text.append("id: ").append(entry.sequence()).append('\n');
                    text.append("event: ").append(entry.type()).append('\n');
                    text.append("data: ").append(entry.json(hidden.get())).append("\n\n");
                    position = entry.sequence();
                }
                out.write(text.toString().getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
            if (table.expired() && !gone.get() && !closing.getAsBoolean()) {
                // The table is gone: the reply ends as a whole one (a reconnecting browser gets 404).
                exchange.finishStream(out);
                ended = true;
            }
        } catch (IOException failed) {
            // the client went away
        } catch (InterruptedException stopping) {
            Thread.currentThread().interrupt();
        } finally {
            streams.decrementAndGet();
            if (!ended) {
                exchange.endStream();
            }
        }
    }
}
