package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The schemas refuse what the reader refuses wherever a schema can say so, and never refuse what
 * the reader reads. Every field of sample documents of every type is changed in turn (removed,
 * given another JSON type, a negative or too large number, an unknown name, an unknown field
 * beside it, or shifted by one within its range), and the reader and the schema must agree, except
 * for the checks listed in {@link #READER_ONLY}, which no schema can make.
 */
class SchemaRefusalsTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** A check only the reader can make: where (a pointer pattern) and why. */
    private record ReaderOnly(String type, Pattern pointer, String why) {
        ReaderOnly(String type, String pointer, String why) {
            this(type, Pattern.compile(pointer), why);
        }
    }

    /**
     * The checks that need more than one field, or the game itself; the schemas' descriptions
     * name them too.
     */
    private static final List<ReaderOnly> READER_ONLY = List.of(
            new ReaderOnly(
                    "state",
                    "/.*",
                    "the parts must make a game that play can reach (StateSnapshot.restore): every card in"
                            + " one place, a value per seat, gems conserved, choices only while choosing, a"
                            + " path that matches the phase, values that the rules allow"),
            new ReaderOnly(
                    "rules",
                    "/(rules/)?(minPlayers|maxPlayers|rounds|treasureValues|hazards|artifactCount|artifactsEnabled"
                            + "|artifactValuation|claimOrderValues|printedArtifactValues|roundArtifactValues"
                            + "|bustTrigger|bustRemoval|removeBustingHazard|tieBreak|artifactTieBreak|startingGems"
                            + "|artifactsPerRound)(/.*)?",
                    "rules across fields: maxPlayers >= minPlayers, a deck of 1 to 10,000 cards, each"
                            + " hazard type once, a value per artifact under the valuation in use, at most"
                            + " 2,147,483,647 gems and points a game, a flag that agrees with its option"),
            new ReaderOnly(
                    "view",
                    "/(viewer|remainingDeck/\\d+/card(/.*)?)",
                    "the viewer is one of the view's seats, and the remaining deck lists each card once"),
            new ReaderOnly(
                    "events",
                    "/events/\\d+/(banked|lost|kept|choices)/\\d+/seat",
                    "each seat at most once in a list of seats and amounts"),
            new ReaderOnly(
                    "record",
                    "/(checkpoints/\\d+/actions|actions)",
                    "checkpoints by ascending action count, none after the last action"));

    /**
     * What the reader takes although the writer never writes it, and the schema (which describes
     * what is written) refuses: where, and why the reader leaves it to a later check.
     */
    private static final List<ReaderOnly> READER_TAKES_MORE = List.of(
            new ReaderOnly(
                    "action|record|view",
                    "/(seat|actions/\\d+/seat|legalActions/\\d+/seat)",
                    "a seat number in an action is read as given: the game answers a seat it does not have"
                            + " with a Violation"),
            new ReaderOnly(
                    "record",
                    "/(seats(/\\d+)?|startSeat)",
                    "a record's seats are checked when GameRecord.replay starts the game"),
            new ReaderOnly(
                    "view",
                    "/(seats(/\\d+/name)?|awaitedSeats/\\d+)",
                    "a view is read as written, its seats' names and the awaited seats unchecked"),
            new ReaderOnly(
                    "events",
                    "/events/\\d+/seats/\\d+",
                    "the seats that leave or are forced out are read as written, each listed once by the writer"),
            new ReaderOnly(
                    "view|events",
                    "/(events/\\d+/)?outcome/(standings|winners)",
                    "an outcome is read as written; a finished game always has one standing per seat"),
            new ReaderOnly(
                    "events",
                    "/events/\\d+/(alsoRemoved|alsoAdded|kept)",
                    "an empty list of extra cards or amounts means the same as an absent one, which the writer writes"));

    private static final java.util.Map<String, Function<String, Either<JsonProblem, ?>>> READERS = java.util.Map.of(
            "rules", IncanGoldJson::decodeRules,
            "state", IncanGoldJson::decodeState,
            "view", IncanGoldJson::decodeView,
            "events", IncanGoldJson::decodeEvents,
            "action", IncanGoldJson::decodeAction,
            "record", IncanGoldJson::decodeRecord);

    /**
     * Sample documents: every type, every phase and event kind, under every option of the format
     * (Games.RULES); the first and the last configuration in full, the others with a state and a
     * view where a choice is pending, which show the options' fields.
     */
    private static List<String> samples() {
        List<String> documents = List.empty();
        Set<String> eventKinds = TreeSet.empty();
        for (int index = 0; index < Games.RULES.size(); index++) {
            Rules rules = Games.RULES.get(index);
            boolean thorough = index == 0 || index == Games.RULES.size() - 1;
            documents = documents.append(IncanGoldJson.encode(rules));
            Games.Played played = Games.play(rules, 3, 17L * index);
            if (thorough) {
                documents =
                        documents.append(IncanGoldJson.encode(played.record().withCheckpoint(played.last())));
                for (io.github.incangold.engine.Action action :
                        played.record().actions().distinct()) {
                    documents = documents.append(IncanGoldJson.encode(action));
                }
            }
            Set<String> situations = TreeSet.empty();
            for (GameState state : played.states()) {
                boolean pending = state.phase() == Phase.CHOOSE
                        && state.awaitedSeats().size() < state.seatsInTemple().size();
                String situation = state.phase() + (pending ? " with a choice made" : "");
                if ((thorough || pending) && !situations.contains(situation)) {
                    situations = situations.add(situation);
                    documents = documents.append(IncanGoldJson.encode(state));
                    documents = documents.append(IncanGoldJson.encode(Views.view(state, 0)));
                    if (thorough) {
                        documents = documents.append(IncanGoldJson.encode(Views.spectator(state)));
                    }
                }
            }
            for (GameEvent event : played.events()) {
                String kind = event.getClass().getSimpleName()
                        + (event instanceof GameEvent.Bust bust && !bust.kept().isEmpty() ? " kept" : "");
                if (!eventKinds.contains(kind)) {
                    eventKinds = eventKinds.add(kind);
                    documents = documents.append(IncanGoldJson.encode(List.of(event)));
                }
            }
        }
        return documents.distinct();
    }

    @Test
    void theSchemasRefuseWhatTheReaderRefusesAndNothingMore() {
        java.util.Map<String, Schema> schemas = new java.util.HashMap<>();
        for (String type : READERS.keySet()) {
            schemas.put(type, DocumentSchemasTest.schema(type));
        }
        java.util.Queue<String> tooStrict = new java.util.concurrent.ConcurrentLinkedQueue<>();
        java.util.Queue<String> tooLoose = new java.util.concurrent.ConcurrentLinkedQueue<>();
        java.util.Set<ReaderOnly> reasonsUsed = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.concurrent.atomic.AtomicInteger changes = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.atomic.AtomicInteger refusedByBoth = new java.util.concurrent.atomic.AtomicInteger();
        samples().toJavaParallelStream().forEach(document -> {
            JsonNode root = read(document);
            String type = root.get("type").asText();
            Schema schema = schemas.get(type);
            for (Change change : changes(root)) {
                if (change.pointer().matches("/(format|version|type)")) {
                    continue; // the header: checked before anything else, by both
                }
                String changed = change.document().toString();
                boolean schemaRefuses =
                        !schema.validate(changed, InputFormat.JSON).isEmpty();
                boolean readerRefuses = READERS.get(type).apply(changed).isLeft();
                changes.incrementAndGet();
                String where = (type + " " + change.pointer() + " " + change.what()).replaceAll("/\\d+", "/N");
                if (schemaRefuses && !readerRefuses) {
                    // The schemas describe what is written: an optional field is absent, never
                    // null, while the reader also takes a null as absent.
                    boolean nullAsAbsent = change.what().equals("= null") && absentIsValid(schema, root, change);
                    Option<ReaderOnly> reason = reason(READER_TAKES_MORE, type, change.pointer());
                    reason.forEach(reasonsUsed::add);
                    if (!nullAsAbsent && reason.isEmpty()) {
                        tooStrict.add(where);
                    }
                } else if (readerRefuses && !schemaRefuses) {
                    Option<ReaderOnly> reason = reason(READER_ONLY, type, change.pointer());
                    reason.forEach(reasonsUsed::add);
                    if (reason.isEmpty()) {
                        tooLoose.add(where + ": "
                                + READERS.get(type)
                                        .apply(changed)
                                        .getLeft()
                                        .message()
                                        .replaceAll("\\d+", "N"));
                    }
                } else if (readerRefuses) {
                    refusedByBoth.incrementAndGet();
                }
            }
        });
        int tried = changes.get();
        assertTrue(
                tooStrict.isEmpty() && tooLoose.isEmpty(),
                () -> tooStrict.size() + " of " + tried
                        + " changed documents the schema refuses and the reader reads:\n"
                        + List.ofAll(tooStrict).distinct().take(60).mkString("\n") + "\n" + tooLoose.size()
                        + " the reader refuses and the schema accepts, with no reason listed:\n"
                        + List.ofAll(tooLoose).distinct().take(80).mkString("\n"));
        // Each reason is needed by some change: a stale one would hide a disagreement.
        List<ReaderOnly> unused =
                READER_ONLY.appendAll(READER_TAKES_MORE).filter(reason -> !reasonsUsed.contains(reason));
        assertTrue(unused.isEmpty(), () -> "reasons never needed: " + unused.map(ReaderOnly::pointer));
        assertTrue(
                tried > 20_000 && refusedByBoth.get() > tried / 3,
                tried + " changes, " + refusedByBoth.get() + " refused by both");
    }

    /** The reason listed for a disagreement at a pointer; the rules' reasons also hold for rules nested in a document. */
    private static Option<ReaderOnly> reason(List<ReaderOnly> reasons, String type, String pointer) {
        return reasons.find(reason ->
                (type.matches(reason.type()) || (reason.type().equals("rules") && type.matches("state|view|record")))
                        && reason.pointer().matcher(pointer).matches());
    }

    private static JsonNode read(String document) {
        try {
            return MAPPER.readTree(document);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private record Change(String pointer, String what, JsonNode document) {}

    private static boolean absentIsValid(Schema schema, JsonNode root, Change change) {
        int slash = change.pointer().lastIndexOf('/');
        String field = change.pointer().substring(slash + 1);
        JsonNode parent = root.at(change.pointer().substring(0, slash));
        if (!parent.isObject()) {
            return false;
        }
        JsonNode without =
                edited(root, change.pointer().substring(0, slash), node -> ((ObjectNode) node).remove(field));
        return schema.validate(without.toString(), InputFormat.JSON).isEmpty();
    }

    /** Every change of every node of a document, each on a fresh copy of the whole document. */
    private static java.util.List<Change> changes(JsonNode root) {
        java.util.List<Change> changes = new java.util.ArrayList<>();
        collect(root, root, "", changes);
        return changes;
    }

    private static void collect(JsonNode root, JsonNode node, String pointer, java.util.List<Change> changes) {
        if (!pointer.isEmpty()) {
            for (JsonNode replacement : replacements(node)) {
                changes.add(new Change(pointer, "= " + replacement, replaced(root, pointer, replacement)));
            }
        }
        if (node.isObject()) {
            changes.add(new Change(pointer, "+ unknown field", edited(root, pointer, parent -> ((ObjectNode) parent)
                    .put("unknownField", 1))));
            for (String field : (Iterable<String>) node::fieldNames) {
                String child = pointer + "/" + field;
                changes.add(new Change(
                        child, "removed", edited(root, pointer, parent -> ((ObjectNode) parent).remove(field))));
                collect(root, node.get(field), child, changes);
            }
        } else if (node.isArray()) {
            for (int index = 0; index < node.size(); index++) {
                collect(root, node.get(index), pointer + "/" + index, changes);
            }
            if (node.size() > 0) {
                changes.add(new Change(pointer, "emptied", replaced(root, pointer, NODES.arrayNode())));
            }
        }
    }

    /** Values of another type, out of range, or shifted within it. */
    private static List<JsonNode> replacements(JsonNode node) {
        List<JsonNode> values = List.empty();
        if (node.isIntegralNumber()) {
            long value = node.asLong();
            values = List.of(
                    NODES.numberNode(-1),
                    NODES.numberNode(2_147_483_648L),
                    NODES.numberNode(value + 1),
                    NODES.numberNode(1.5),
                    NODES.textNode(String.valueOf(value)));
        } else if (node.isTextual()) {
            values = List.of(
                    NODES.numberNode(1),
                    NODES.textNode(""),
                    NODES.textNode(" " + node.asText()),
                    NODES.textNode("NOPE"));
        } else if (node.isBoolean()) {
            values = List.of(NODES.numberNode(1), NODES.booleanNode(!node.asBoolean()));
        } else if (node.isArray()) {
            values = List.of(NODES.objectNode(), NODES.textNode("x"));
        } else if (node.isObject()) {
            values = List.of(NODES.arrayNode(), NODES.nullNode());
        }
        return values.append(NODES.nullNode()).distinct();
    }

    private static JsonNode replaced(JsonNode root, String pointer, JsonNode value) {
        int slash = pointer.lastIndexOf('/');
        String parentPointer = pointer.substring(0, slash);
        String last = pointer.substring(slash + 1);
        return edited(root, parentPointer, parent -> {
            if (parent.isObject()) {
                ((ObjectNode) parent).set(last, value);
            } else {
                ((ArrayNode) parent).set(Integer.parseInt(last), value);
            }
        });
    }

    private static JsonNode edited(JsonNode root, String pointer, java.util.function.Consumer<JsonNode> edit) {
        JsonNode copy = root.deepCopy();
        edit.accept(pointer.isEmpty() ? copy : copy.at(pointer));
        return copy;
    }
}
