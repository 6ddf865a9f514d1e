package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import io.github.incangold.model.Card;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The JSON Schemas of the format (resources {@code io/github/incangold/json/schemas/2/}, copied to
 * docs/schemas/2/) agree with the encoder: every document written in thousands of seeded games
 * validates, and every document the schema accepts after a structural change is one the reader
 * also reads.
 */
class DocumentSchemasTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_2020_12,
            builder -> builder.schemaIdResolvers(resolvers -> resolvers.mapPrefix(
                    IncanGoldJson.SCHEMA_ID_PREFIX, "classpath:" + IncanGoldJson.SCHEMA_RESOURCES)));

    static Schema schema(String type) {
        return REGISTRY.getSchema(SchemaLocation.of(IncanGoldJson.SCHEMA_ID_PREFIX + type + ".json"));
    }

    private static final Schema RULES = schema("rules");
    private static final Schema STATE = schema("state");
    private static final Schema VIEW = schema("view");
    private static final Schema EVENTS = schema("events");
    private static final Schema ACTION = schema("action");
    private static final Schema RECORD = schema("record");

    private static void assertValid(Schema schema, String document) {
        java.util.List<com.networknt.schema.Error> errors = schema.validate(document, InputFormat.JSON);
        assertTrue(errors.isEmpty(), () -> errors + "\n in " + document);
    }

    /**
     * Plays a game with random choices (and, for a companion game, cards supplied at random) and
     * validates its documents: the rules, every action and every step's events, the record with
     * checkpoints, and the state, the spectator's view and every seat's view of every state, or
     * of one state in {@code oneStateIn} at random; returns how many documents it validated.
     */
    private static int documentsOf(Rules rules, int seats, long seed, boolean companion, int oneStateIn) {
        Random random = new Random(seed);
        List<String> names = List.range(0, seats).map(seat -> "Seat " + seat);
        int startSeat = random.nextInt(seats);
        long gameSeed = random.nextLong();
        GameRecord record = companion
                ? GameRecord.companion(rules, names, startSeat)
                : GameRecord.of(rules, names, startSeat, gameSeed);
        Step step =
                Game.newGame(rules, names, startSeat, companion ? 0L : gameSeed).get();
        int documents = 0;
        assertValid(RULES, IncanGoldJson.encode(rules));
        assertValid(EVENTS, IncanGoldJson.encode(step.events()));
        documents += 2;
        while (true) {
            GameState state = step.state();
            if (state.isOver() || random.nextInt(oneStateIn) == 0) {
                assertValid(STATE, IncanGoldJson.encode(state));
                assertValid(VIEW, IncanGoldJson.encode(Views.spectator(state)));
                for (int seat = 0; seat < seats; seat++) {
                    assertValid(VIEW, IncanGoldJson.encode(Views.view(state, seat)));
                }
                documents += 2 + seats;
            }
            if (state.isOver()) {
                break;
            }
            Action action = Games.nextAction(state, random);
            if (companion && state.phase() == Phase.REVEAL) {
                List<Card> deck = state.remainingDeck();
                action = new Action.RevealCard(deck.get(random.nextInt(deck.size())));
            }
            assertValid(ACTION, IncanGoldJson.encode(action));
            step = Game.apply(state, action).get();
            record = record.withAction(action);
            if (random.nextInt(8) == 0) {
                record = record.withCheckpoint(step.state());
            }
            assertValid(EVENTS, IncanGoldJson.encode(step.events()));
            documents += 2;
        }
        assertValid(RECORD, IncanGoldJson.encode(record));
        return documents + 1;
    }

    /**
     * A sample of the games of {@link #everyDocumentOfAThousandGamesValidates()}: the first 20 games
     * of every option of the format, and of the smallest and largest tables.
     */
    @Test
    void everyDocumentOfASampleOfGamesValidates() {
        assertDocumentsOfGamesValidate(20, 2, 100, 10_000);
    }

    /**
     * Over a thousand games of every option of the format (Games.RULES), 1 to 8 seats, a fifth
     * of them companion games with supplied cards, and games of 1, 2 and 32 seats: every document
     * of a quarter of the games, and the rules, actions, events and records of all of them with
     * the states and views of one state in eight.
     */
    @Test
    @Tag("full")
    void everyDocumentOfAThousandGamesValidates() {
        assertDocumentsOfGamesValidate(170, 5, 1_000, 100_000);
    }

    private static void assertDocumentsOfGamesValidate(
            int gamesPerRules, int gamesPerSmallOrLargeTable, int leastGames, int leastDocuments) {
        java.util.List<long[]> games = new java.util.ArrayList<>();
        for (int rules = 0; rules < Games.RULES.size(); rules++) {
            for (int game = 0; game < gamesPerRules; game++) {
                games.add(new long[] {rules, game});
            }
        }
        Rules anyTable =
                Rules.builder().minPlayers(1).maxPlayers(Rules.MAX_SEATS).build();
        int documents = java.util.stream.IntStream.range(0, games.size())
                .parallel()
                .map(index -> {
                    Rules rules = Games.RULES.get((int) games.get(index)[0]);
                    int game = (int) games.get(index)[1];
                    int seats = Math.max(rules.minPlayers(), Math.min(rules.maxPlayers(), 1 + game % 8));
                    long seed = 7_919L * game + index;
                    return documentsOf(rules, seats, seed, game % 5 == 0, game % 4 == 0 ? 1 : 8);
                })
                .sum();
        // The smallest tables and the largest, beyond the rulebook's player counts.
        for (int seats : new int[] {1, 2, Rules.MAX_SEATS}) {
            for (int game = 0; game < gamesPerSmallOrLargeTable; game++) {
                documents += documentsOf(anyTable, seats, 31L * seats + game, game == 0, game == 0 ? 1 : 8);
            }
        }
        int played = games.size() + 3 * gamesPerSmallOrLargeTable;
        assertTrue(played >= leastGames && documents > leastDocuments, played + " games, " + documents + " documents");
    }

    @Test
    void theSchemasOwnExamplesAreDocumentsTheReaderReads() throws IOException {
        for (String type : IncanGoldJson.SCHEMAS) {
            JsonNode schema = MAPPER.readTree(IncanGoldJson.schema(type).get());
            assertEquals(
                    IncanGoldJson.SCHEMA_ID_PREFIX + type + ".json",
                    schema.get("$id").asText());
            boolean isDocument = !type.equals("common");
            assertTrue(!isDocument || schema.path("examples").size() > 0, type + " has no example");
            for (JsonNode example : schema.path("examples")) {
                String text = example.toString();
                assertValid(schema(type), text);
                Consumer<String> read = document -> {
                    switch (type) {
                        case "rules" ->
                            assertTrue(IncanGoldJson.decodeRules(document).isRight(), document);
                        case "events" ->
                            assertTrue(IncanGoldJson.decodeEvents(document).isRight(), document);
                        case "action" ->
                            assertTrue(IncanGoldJson.decodeAction(document).isRight(), document);
                        case "state" ->
                            assertTrue(IncanGoldJson.decodeState(document).isRight(), document);
                        case "view" ->
                            assertTrue(IncanGoldJson.decodeView(document).isRight(), document);
                        case "record" ->
                            // The example replays, its checkpoint included.
                            assertTrue(
                                    IncanGoldJson.decodeRecord(document)
                                            .map(record ->
                                                    GameRecord.replay(record).isRight())
                                            .getOrElse(false),
                                    document);
                        default -> throw new AssertionError("an example of " + type + " with no reader here");
                    }
                };
                read.accept(text);
            }
        }
    }

    /**
     * R1: the schema's {@code maxLength} and the reader count a seat name's 64 characters alike, as
     * code points: a name of 64 dice (128 UTF-16 units) is valid and read, one of 65 is refused by
     * both.
     */
    @Test
    void theSchemaAndTheReaderCountASeatNamesCharactersAlike() {
        String die = "\uD83C\uDFB2";
        GameState state = Game.newGame(Rules.incanGold(), List.of(die.repeat(64), "Bo", "Cy"), 4L)
                .get()
                .state();
        String json = IncanGoldJson.encode(state);
        assertTrue(json.contains(die.repeat(64)), json);
        assertValid(STATE, json);
        assertEquals(state, IncanGoldJson.decodeState(json).get());
        String tooLong = json.replace(die.repeat(64), die.repeat(65));
        assertFalse(STATE.validate(tooLong, InputFormat.JSON).isEmpty());
        String problem = IncanGoldJson.decodeState(tooLong).getLeft().toString();
        assertTrue(
                problem.contains(
                        "seat 0 has an invalid name '" + die.repeat(64) + "…': it is longer than 64 characters"),
                problem);
    }

    @Test
    void theDocsHoldTheSameSchemas() throws IOException {
        for (String type : IncanGoldJson.SCHEMAS) {
            Path docs = Path.of("..", "docs", "schemas", "2", type + ".json");
            assertEquals(
                    IncanGoldJson.schema(type).get(),
                    Files.readString(docs, StandardCharsets.UTF_8),
                    () -> docs + " differs from the schema in the jar; copy it from json/src/main/resources");
        }
    }

    @Test
    void theSchemasAreInTheJarWhereTheirIdsSay() throws IOException {
        for (String type : IncanGoldJson.SCHEMAS) {
            String resource = IncanGoldJson.SCHEMA_RESOURCES + type + ".json";
            try (InputStream in = ClassLoader.getSystemClassLoader().getResourceAsStream(resource)) {
                assertTrue(in != null || IncanGoldJson.class.getClassLoader().getResource(resource) != null, resource);
            }
        }
        assertTrue(IncanGoldJson.schema("no-such-document").isEmpty());
    }
}
