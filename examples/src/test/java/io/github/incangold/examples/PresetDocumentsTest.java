package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.Rules;
import io.github.incangold.variants.Preset;
import io.github.incangold.variants.Presets;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every preset's documents validate against the format's JSON Schemas (the json module's
 * DocumentSchemasTest covers every option; the presets live in the variants module, so they are
 * checked here, where both modules meet): games at every player count each preset allows.
 */
class PresetDocumentsTest {
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_2020_12,
            builder -> builder.schemaIdResolvers(resolvers -> resolvers.mapPrefix(
                    IncanGoldJson.SCHEMA_ID_PREFIX, "classpath:" + IncanGoldJson.SCHEMA_RESOURCES)));

    private static Schema schema(String type) {
        return REGISTRY.getSchema(SchemaLocation.of(IncanGoldJson.SCHEMA_ID_PREFIX + type + ".json"));
    }

    private static final Schema RULES = schema("rules");
    private static final Schema STATE = schema("state");
    private static final Schema VIEW = schema("view");
    private static final Schema EVENTS = schema("events");
    private static final Schema RECORD = schema("record");

    private static void assertValid(Schema schema, String document, String preset) {
        java.util.List<com.networknt.schema.Error> errors = schema.validate(document, InputFormat.JSON);
        assertTrue(errors.isEmpty(), () -> preset + ": " + errors + "\n in " + document);
    }

    @Test
    void everyPresetsDocumentsValidate() {
        int games = 0;
        for (Preset preset : Presets.all()) {
            Rules rules = preset.rules();
            assertValid(RULES, IncanGoldJson.encode(rules), preset.id());
            for (int seats = rules.minPlayers(); seats <= rules.maxPlayers(); seats++) {
                for (int game = 0; game < 3; game++) {
                    play(preset.id(), rules, seats, 1_000L * seats + game);
                    games++;
                }
            }
        }
        assertTrue(games > 100, games + " games");
    }

    /** A game with random choices; the state and every seat's view of every state validate. */
    private static void play(String preset, Rules rules, int seats, long seed) {
        Random random = new Random(seed);
        List<String> names = List.range(0, seats).map(seat -> "Seat " + seat);
        GameRecord record = GameRecord.of(rules, names, 0, seed);
        Step step = Game.newGame(rules, names, 0, seed).get();
        while (true) {
            GameState state = step.state();
            assertValid(STATE, IncanGoldJson.encode(state), preset);
            for (int seat = 0; seat < seats; seat++) {
                assertValid(VIEW, IncanGoldJson.encode(Views.view(state, seat)), preset);
            }
            if (state.isOver()) {
                break;
            }
            List<Action> legal = state.legalActions();
            Action action = state.phase() == Phase.CHOOSE ? legal.get(random.nextInt(legal.size())) : legal.head();
            step = Game.apply(state, action).get();
            record = record.withAction(action);
            assertValid(EVENTS, IncanGoldJson.encode(step.events()), preset);
        }
        assertValid(RECORD, IncanGoldJson.encode(record), preset);
    }
}
