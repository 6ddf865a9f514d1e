package io.github.incangold.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Action;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * JSON for everything a server or a frontend stores or sends: rules, full states (save and load),
 * player views, events, actions and game records. Every document is an object that starts with
 * {@code "format": "incangold"}, the format {@code "version"} ({@value #VERSION}) and its {@code
 * "type"}; the format is described field by field in docs/frontends.md. Writing is
 * deterministic: equal values give byte-identical text. Reading gives back an equal value ({@code
 * decode(encode(x)).equals(x)}; a game record that replays comes back with its final checkpoint,
 * which writing adds), or a {@link JsonProblem} that names the location of the first
 * problem; no partly read value is ever returned. Reading is bounded: a document of more than
 * {@value #MAX_DOCUMENT_CHARS} characters, nested deeper than {@value #MAX_NESTING_DEPTH} levels
 * or with a number of more than {@value #MAX_NUMBER_CHARS} characters is refused before it is
 * built, so the memory a document can cost stays a small multiple of the limit. A leading byte
 * order mark (U+FEFF), which a file read as UTF-8 keeps, is ignored; a syntax error is named in
 * JSON's words ("NaN is not a JSON number", "a string in single quotes") with its line and column.
 *
 * <pre>{@code
 * String saved = IncanGoldJson.encode(state);                       // for the server's store
 * Either<JsonProblem, GameState> loaded = IncanGoldJson.decodeState(saved);
 * String forBo = IncanGoldJson.encode(Views.view(state, 1));        // what seat 1 is sent
 * }</pre>
 *
 * <p>A state holds every secret of the game (R21): send players their {@link PlayerView}, never
 * the encoded state.
 */
public final class IncanGoldJson {
    /**
     * The version of the format written. Version 1 documents are read too, except states and
     * records: version 2 draws each card from the random state instead of shuffling the deck at a
     * round's start, so a version 1 state's deck order and a version 1 record's seed mean another
     * game.
     */
    public static final int VERSION = 2;

    /** The types whose version 1 documents describe a game this version would play otherwise. */
    private static final java.util.Set<String> REDRAWN_TYPES = java.util.Set.of("state", "record");
    /** The value of every document's {@code "format"} field. */
    public static final String FORMAT = "incangold";

    /** The longest document read, in characters: a whole game's record is a few dozen kilobytes. */
    public static final int MAX_DOCUMENT_CHARS = 4 * 1024 * 1024;
    /** The deepest nesting of objects and arrays read; the format's documents nest six levels. */
    public static final int MAX_NESTING_DEPTH = 64;
    /** The most characters of a number read; the format's numbers fit a {@code long}. */
    public static final int MAX_NUMBER_CHARS = 100;

    private static final StreamReadConstraints LIMITS = StreamReadConstraints.builder()
            .maxNestingDepth(MAX_NESTING_DEPTH)
            .maxNumberLength(MAX_NUMBER_CHARS)
            .maxStringLength(MAX_DOCUMENT_CHARS)
            .build();
    private static final JsonMapper MAPPER = JsonMapper.builder(
                    JsonFactory.builder().streamReadConstraints(LIMITS).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private IncanGoldJson() {}

    private static String location(JsonLocation location) {
        return location == null || location.getLineNr() < 1
                ? "$"
                : "line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    /**
     * The start of every schema's {@code $id}: a document's schema is this followed by its type
     * and {@code .json} ({@code https://incangold.github.io/schemas/2/view.json}). The ids name
     * the schemas; nothing is fetched from them. A validator maps this prefix to {@link
     * #SCHEMA_RESOURCES} on the class path, or to the files of docs/schemas/2/.
     */
    public static final String SCHEMA_ID_PREFIX = "https://incangold.github.io/schemas/" + VERSION + "/";

    /**
     * Where the schemas are in this module's jar: a class-path resource folder (not a package, so
     * readable from any module).
     */
    public static final String SCHEMA_RESOURCES = "io/github/incangold/json/schemas/" + VERSION + "/";

    /**
     * The JSON Schemas (draft 2020-12) of this version's documents, by name: one per document type
     * ({@code rules}, {@code state}, {@code view}, {@code events}, {@code action}, {@code record})
     * and {@code common}, the pieces they share (cards, claims, events, actions, rules fields).
     */
    public static final List<String> SCHEMAS =
            List.of("common", "rules", "state", "view", "events", "action", "record");

    /**
     * The JSON Schema of a document type, for a validator or a type generator in any language. A
     * schema checks what can be checked field by field; its {@code description} names what only
     * the reader checks (a state's consistency, cross-field rules). docs/frontends.md shows how to
     * use them.
     *
     * <pre>{@code
     * String viewSchema = IncanGoldJson.schema("view").get();   // {"$id": ".../schemas/2/view.json", ...}
     * }</pre>
     *
     * @param name one of {@link #SCHEMAS}
     * @return the schema's text, or none for another name
     */
    public static Option<String> schema(String name) {
        if (!SCHEMAS.contains(Objects.requireNonNull(name, "name"))) {
            return Option.none();
        }
        try (InputStream in = IncanGoldJson.class.getResourceAsStream("/" + SCHEMA_RESOURCES + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException(name + ".json is missing from the jar");
            }
            return Option.some(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes rules.
     *
     * @param rules the rules
     * @return a {@code "rules"} document
     */
    public static String encode(Rules rules) {
        Objects.requireNonNull(rules, "rules");
        return write("rules", node -> node.setAll(RulesJson.rules(rules)));
    }

    /**
     * Reads rules. A hand-written rules document may leave out any field: it then has the
     * rulebook's default (Incan Gold).
     *
     * @param json a {@code "rules"} document
     * @return the rules, or the first problem and its location
     */
    public static Either<JsonProblem, Rules> decodeRules(String json) {
        return read(json, "rules", RulesJson::rules);
    }

    /**
     * Writes a full state, secrets included, for a server's save. Card ids in {@code "deck"} and
     * {@code "removed"} follow {@link io.github.incangold.engine.StateSnapshot#cards(Rules)}.
     *
     * @param state the state
     * @return a {@code "state"} document
     */
    public static String encode(GameState state) {
        Objects.requireNonNull(state, "state");
        return write("state", node -> StateJson.state(node, state));
    }

    /**
     * Reads a full state, checking that its parts make a consistent game.
     *
     * @param json a {@code "state"} document
     * @return the state, or the first problem and its location
     */
    public static Either<JsonProblem, GameState> decodeState(String json) {
        return read(json, "state", StateJson::state);
    }

    /**
     * Writes a player's or a spectator's view: safe to send to that player.
     *
     * @param view the view
     * @return a {@code "view"} document
     */
    public static String encode(PlayerView view) {
        Objects.requireNonNull(view, "view");
        return write("view", node -> ViewJson.view(node, view));
    }

    /**
     * Reads a view, for a frontend that receives one.
     *
     * @param json a {@code "view"} document
     * @return the view, or the first problem and its location
     */
    public static Either<JsonProblem, PlayerView> decodeView(String json) {
        return read(json, "view", ViewJson::view);
    }

    /**
     * Writes events, in order. Events carry only public information, so a server may broadcast
     * them to every seat.
     *
     * @param events the events
     * @return an {@code "events"} document
     */
    public static String encode(Seq<GameEvent> events) {
        Objects.requireNonNull(events, "events");
        return write("events", node -> node.set("events", JsonParts.array(events, EventJson::event)));
    }

    /**
     * Reads events.
     *
     * @param json an {@code "events"} document
     * @return the events, in order, or the first problem and its location
     */
    public static Either<JsonProblem, List<GameEvent>> decodeEvents(String json) {
        return read(json, "events", in -> in.object("events").field("events").list(EventJson::event));
    }

    /**
     * Writes an action, as a client sends a move to a server.
     *
     * @param action the action
     * @return an {@code "action"} document
     */
    public static String encode(Action action) {
        Objects.requireNonNull(action, "action");
        return write("action", node -> node.setAll(ActionJson.action(action)));
    }

    /**
     * Reads an action.
     *
     * @param json an {@code "action"} document
     * @return the action, or the first problem and its location
     */
    public static Either<JsonProblem, Action> decodeAction(String json) {
        return read(json, "action", ActionJson::action);
    }

    /**
     * Writes a game record: what a bug report attaches and what a server stores. A record that
     * replays and has no checkpoint after its last action gets one (the final state's {@link
     * io.github.incangold.engine.GameState#digest() digest}), so that a copy whose seed, start
     * player or inputs were changed is refused when replayed rather than replaying quietly to
     * another game. A record the engine refuses is written as it is.
     *
     * <pre>{@code
     * GameRecord record = GameRecord.of(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 0, 42L)
     *         .withAction(new Action.Advance());
     * String json = IncanGoldJson.encode(record);   // "checkpoints":[{"actions":1,"digest":...}]
     * }</pre>
     *
     * @param record the record
     * @return a {@code "record"} document
     */
    public static String encode(GameRecord record) {
        Objects.requireNonNull(record, "record");
        GameRecord sealed = withFinalCheckpoint(record);
        return write("record", node -> RecordJson.record(node, sealed));
    }

    private static GameRecord withFinalCheckpoint(GameRecord record) {
        int actions = record.actions().size();
        boolean hasFinal = record.checkpoints().lastOption().exists(last -> last.actions() == actions);
        if (hasFinal) {
            return record;
        }
        return GameRecord.replay(record).fold(refused -> record, replayed -> record.withCheckpoint(replayed.state()));
    }

    /**
     * Reads a game record. The record is not replayed: {@link GameRecord#replay(GameRecord)} tells
     * whether the engine accepts its inputs.
     *
     * @param json a {@code "record"} document
     * @return the record, or the first problem and its location
     */
    public static Either<JsonProblem, GameRecord> decodeRecord(String json) {
        return read(json, "record", RecordJson::record);
    }

    private static String write(String type, Consumer<ObjectNode> body) {
        ObjectNode node = JsonParts.object();
        node.put("format", FORMAT).put("version", VERSION).put("type", type);
        body.accept(node);
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException("a JSON tree could not be written", impossible);
        }
    }

    private static <T> Either<JsonProblem, T> read(String json, String type, Function<In, T> decoder) {
        Objects.requireNonNull(json, "json");
        if (json.length() > MAX_DOCUMENT_CHARS) {
            return Either.left(new JsonProblem(
                    "$",
                    "the document has " + json.length() + " characters, more than the " + MAX_DOCUMENT_CHARS
                            + " this library reads"));
        }
        JsonNode root;
        // A leading byte order mark, which a file read as UTF-8 keeps, is ignored as RFC 8259 allows.
        try (JsonParser parser = MAPPER.createParser(json.startsWith("\uFEFF") ? json.substring(1) : json)) {
            try {
                root = MAPPER.readTree(parser);
                if (root != null && parser.nextToken() != null) {
                    return Either.left(new JsonProblem(
                            location(parser.currentTokenLocation()),
                            "not valid JSON: content after the document's end"));
                }
            } catch (StreamConstraintsException tooLarge) {
                // Where the reading stopped: the exception itself carries no place.
                return Either.left(new JsonProblem(
                        location(parser.currentLocation()),
                        JsonSyntax.limitPassed(tooLarge.getOriginalMessage(), MAX_NESTING_DEPTH, MAX_NUMBER_CHARS)));
            }
        } catch (JsonProcessingException malformed) {
            return Either.left(new JsonProblem(
                    location(malformed.getLocation()),
                    "not valid JSON: " + JsonSyntax.plainWords(malformed.getOriginalMessage())));
        } catch (IOException unreadable) {
            return Either.left(new JsonProblem("$", "cannot read the text: " + unreadable.getMessage()));
        }
        if (root == null || root.isMissingNode()) {
            return Either.left(new JsonProblem("$", "the document is empty"));
        }
        try {
            In document = new In(root, "$");
            if (!root.isObject()) {
                throw document.fail(
                        "expected an object, found " + root.getNodeType().name().toLowerCase(Locale.ROOT));
            }
            String format = document.field("format").text();
            if (!format.equals(FORMAT)) {
                throw document.field("format").fail("expected \"" + FORMAT + "\", found \"" + format + "\"");
            }
            int version = document.field("version").intValue();
            if (version != VERSION && version != 1) {
                throw document.field("version")
                        .fail("version " + version + " cannot be read; this library reads versions 1 and " + VERSION);
            }
            String found = document.field("type").text();
            if (!found.equals(type)) {
                throw document.field("type").fail("expected a \"" + type + "\" document, found \"" + found + "\"");
            }
            if (version == 1 && REDRAWN_TYPES.contains(type)) {
                throw document.field("version")
                        .fail("a version 1 " + type + " cannot be read: since version 2 the cards are drawn one by"
                                + " one from the random state, so its deck and seed would give another game");
            }
            ObjectNode body = ((ObjectNode) root).deepCopy();
            body.remove(List.of("format", "version", "type").asJava());
            return Either.right(decoder.apply(new In(body, "$")));
        } catch (In.Failure failure) {
            return Either.left(new JsonProblem(failure.location, failure.getMessage()));
        }
    }
}
