package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.control.Either;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Documents the encoder wrote for real games (states, records, player views, events, rules),
 * changed anywhere in their structure: the decoder answers with a value or a located problem,
 * never an exception; a state it accepts conserves its gems, loads back through the loader (which
 * checks every invariant of a game) and plays on; a record it accepts replays or names the action
 * where it fails; a view it accepts is for one of its seats.
 * A normal build replays the inputs stored beside this class; {@code JAZZER_FUZZ=1} searches for
 * new ones (see CONTRIBUTING.md).
 */
class TamperedDocumentFuzzTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @FuzzTest(maxDuration = "30s")
    void tamperedDocumentsAreDecodedOrRefusedNeverThrown(FuzzedDataProvider data) throws Exception {
        Rules rules = Games.RULES.get(data.consumeInt(0, Games.RULES.size() - 1));
        int seats = data.consumeInt(rules.minPlayers(), Math.min(rules.maxPlayers(), 6));
        Games.Played played = Games.play(rules, seats, data.consumeInt(0, 63));
        GameState state = played.states().get(data.consumeInt(0, played.states().size() - 1));
        int kind = data.consumeInt(0, 4);
        String original =
                switch (kind) {
                    case 0 -> IncanGoldJson.encode(state);
                    case 1 -> IncanGoldJson.encode(played.record());
                    case 2 -> IncanGoldJson.encode(Views.view(state, data.consumeInt(0, seats - 1)));
                    case 3 -> IncanGoldJson.encode(played.events());
                    default -> IncanGoldJson.encode(rules);
                };
        JsonNode document = MAPPER.readTree(original);
        for (int changes = data.consumeInt(1, 4); changes > 0; changes--) {
            document = tamper(document, data);
        }
        String tampered = data.consumeBoolean() ? MAPPER.writeValueAsString(document) : cut(original, data);
        switch (kind) {
            case 0 -> {
                Either<JsonProblem, GameState> loaded = IncanGoldJson.decodeState(tampered);
                refusalIsLocated(loaded);
                if (loaded.isRight()) {
                    // The state sums its gems where they are; the document's tally must be that sum.
                    assertEquals(
                            MAPPER.readTree(tampered).get("gemsDealt").asLong(),
                            loaded.get().gemsDealt(),
                            "a state is accepted only if its tally of gems dealt is what it holds");
                    playsOn(loaded.get());
                }
            }
            case 1 -> {
                Either<JsonProblem, GameRecord> record = IncanGoldJson.decodeRecord(tampered);
                refusalIsLocated(record);
                record.forEach(decoded -> GameRecord.replay(decoded)
                        .peekLeft(failure -> {
                            // Says where: the action it failed at (-1: the game's creation), and why.
                            assertTrue(
                                    failure.index() >= -1
                                            && failure.index()
                                                    <= decoded.actions().size(),
                                    failure::toString);
                            assertFalse(failure.violation().message().isBlank());
                        })
                        .forEach(step -> playsOn(step.state())));
            }
            case 2 -> {
                Either<JsonProblem, PlayerView> view = IncanGoldJson.decodeView(tampered);
                refusalIsLocated(view);
                view.forEach(decoded -> {
                    decoded.mySeat(); // a view is for one of its seats: never out of range
                    assertEquals(
                            decoded,
                            IncanGoldJson.decodeView(IncanGoldJson.encode(decoded))
                                    .get());
                });
            }
            case 3 -> refusalIsLocated(IncanGoldJson.decodeEvents(tampered));
            default -> refusalIsLocated(IncanGoldJson.decodeRules(tampered));
        }
    }

    private static void refusalIsLocated(Either<JsonProblem, ?> decoded) {
        decoded.peekLeft(problem -> {
            assertFalse(problem.message().isBlank());
            assertFalse(problem.location().isBlank());
        });
    }

    /** A state the loader accepts keeps the invariants, loads back, and plays on (a tampered game may be long). */
    private static void playsOn(GameState loaded) {
        assertEquals(loaded, StateSnapshot.of(loaded).restore().get());
        // The loader checked the document's tally against where its gems are; from there, the
        // events tell every gem dealt.
        long dealt = loaded.gemsDealt();
        GameState state = loaded;
        for (int step = 0; step < 2_000 && !state.isOver(); step++) {
            GameState now = state;
            Step next = Game.play(now, seat -> now.gemsAtRisk(seat) >= 6 + seat ? Choice.CAMP : Choice.TORCH);
            for (GameEvent event : next.events()) {
                if (event instanceof GameEvent.CardRevealed revealed
                        && revealed.card() instanceof Card.Treasure treasure) {
                    dealt += treasure.value();
                }
            }
            state = next.state();
            long held = state.pathGems() + (long) state.gemsReturned();
            for (int seat = 0; seat < state.seatCount(); seat++) {
                held += state.tentGems(seat) + (long) state.gemsAtRisk(seat);
            }
            assertEquals(dealt, held, "gems dealt = in tents + at risk + on the path + returned");
            assertEquals(dealt, state.gemsDealt(), "the state's tally of gems dealt agrees with the events");
        }
    }

    /** The text cut short, or with a character changed. */
    private static String cut(String text, FuzzedDataProvider data) {
        int at = data.consumeInt(0, text.length());
        return data.consumeBoolean()
                ? text.substring(0, at)
                : text.substring(0, at) + data.consumeAsciiString(3) + text.substring(Math.min(text.length(), at + 1));
    }

    /** One change somewhere in the tree: a value replaced, a field or an element removed or repeated. */
    private static JsonNode tamper(JsonNode root, FuzzedDataProvider data) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode container = containers.get(data.consumeInt(0, containers.size() - 1));
        if (container instanceof ObjectNode object) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            if (names.isEmpty()) {
                object.set(data.consumeAsciiString(8), value(data));
                return root;
            }
            String name = names.get(data.consumeInt(0, names.size() - 1));
            switch (data.consumeInt(0, 2)) {
                case 0 -> object.remove(name);
                case 1 -> object.set(name, value(data));
                default -> object.set(name, nudge(object.get(name), data));
            }
        } else if (container instanceof ArrayNode array) {
            if (array.isEmpty()) {
                array.add(value(data));
                return root;
            }
            int index = data.consumeInt(0, array.size() - 1);
            switch (data.consumeInt(0, 3)) {
                case 0 -> array.remove(index);
                case 1 -> array.set(index, value(data));
                case 2 -> array.insert(index, array.get(index).deepCopy());
                default -> array.set(index, nudge(array.get(index), data));
            }
        }
        return root;
    }

    private static void collect(JsonNode node, List<JsonNode> containers) {
        if (node.isContainerNode()) {
            containers.add(node);
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                collect(fields.next().getValue(), containers);
            }
            for (JsonNode element : node.isArray() ? node : NODES.arrayNode()) {
                collect(element, containers);
            }
        }
    }

    /** A number moved a little or a lot, a string or boolean changed, anything else replaced. */
    private static JsonNode nudge(JsonNode node, FuzzedDataProvider data) {
        if (node.isIntegralNumber()) {
            long moved = node.asLong() + data.pickValue(new long[] {-1, 1, -2, 2, 1_000_000, Integer.MAX_VALUE});
            return NODES.numberNode(moved);
        }
        if (node.isTextual()) {
            String text = node.asText();
            return NODES.textNode(
                    data.consumeBoolean()
                            ? text.toUpperCase(java.util.Locale.ROOT)
                            : text + data.consumeAsciiString(2));
        }
        if (node.isBoolean()) {
            return NODES.booleanNode(!node.asBoolean());
        }
        return value(data);
    }

    private static JsonNode value(FuzzedDataProvider data) {
        return switch (data.consumeInt(0, 6)) {
            case 0 -> NODES.numberNode(data.consumeInt());
            case 1 -> NODES.numberNode(data.consumeLong());
            case 2 -> NODES.textNode(data.consumeAsciiString(12));
            case 3 -> NODES.booleanNode(data.consumeBoolean());
            case 4 -> NODES.nullNode();
            case 5 -> NODES.arrayNode().add(data.consumeInt(-3, 40));
            default -> NODES.numberNode(data.consumeDouble());
        };
    }
}
