package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Bad input is refused with a clear problem and its location; nothing half-read escapes. */
class MalformedInputTest {
    private static final String HEAD = "\"format\":\"incangold\",\"version\":2,";

    private static JsonProblem rulesProblem(String body) {
        return IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\"" + body + "}")
                .getLeft();
    }

    @Test
    void textThatIsNotJsonIsLocatedByLineAndColumn() {
        JsonProblem problem = IncanGoldJson.decodeRules("{\n  \"format\": \"incangold\",\n  \"version\": 1,,\n}")
                .getLeft();

        assertEquals("line 3, column 16", problem.location());
        assertTrue(problem.message().startsWith("not valid JSON: "), problem.message());
    }

    @Test
    void duplicateKeysAndTrailingTextAreRefused() {
        assertTrue(IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\",\"rounds\":3,\"rounds\":4}")
                .getLeft()
                .message()
                .contains("Duplicate field 'rounds'"));
        assertTrue(
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\"} {}").isLeft());
        assertEquals(
                new JsonProblem("$", "the document is empty"),
                IncanGoldJson.decodeRules("  ").getLeft());
    }

    @Test
    void syntaxErrorsAreNamedInJsonsWordsNotTheParsers() {
        assertEquals(
                "not valid JSON: NaN is not a JSON number (JSON has no NaN or Infinity)",
                IncanGoldJson.decodeRules("{" + HEAD + "\"rounds\":NaN}")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: JSON has no comments",
                IncanGoldJson.decodeRules("{" + HEAD + "// five rounds\n\"rounds\":5}")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: a string in single quotes; JSON strings are in double quotes",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":'rules'}")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: a name without double quotes; JSON names are strings in double quotes",
                IncanGoldJson.decodeRules("{" + HEAD + "type:\"rules\"}")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: a comma before '}'; JSON has no comma after an object's last member",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\",}")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: a value is missing before ']' (JSON has no comma after an array's last element)",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\",\"treasureValues\":[1,]}")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: a value is missing before ']' (JSON has no comma after an array's last element)",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\",\"treasureValues\":[1,2,]}")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: the text ends too early: a string is not closed",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"ru\\")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: the text ends too early: an object is not closed",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\"")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: the text ends too early: a string is not closed",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rul")
                        .getLeft()
                        .message());
        assertEquals(
                "not valid JSON: a control character (U+0009) inside a string; JSON writes it as an escape (\\u0009)",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"ru\tles\"}")
                        .getLeft()
                        .message());
        String bareWord = IncanGoldJson.decodeRules("{" + HEAD + "\"type\":rules}")
                .getLeft()
                .message();
        assertTrue(bareWord.startsWith("not valid JSON: Unrecognized token 'rules'"), bareWord);
        assertTrue(!bareWord.contains("enable") && !bareWord.contains("`"), bareWord);
    }

    @Test
    void aLeadingByteOrderMarkIsIgnoredAndAnInnerOneNamed() {
        String rules = IncanGoldJson.encode(Rules.diamant());

        assertEquals(
                Rules.diamant(), IncanGoldJson.decodeRules("\uFEFF" + rules).get());
        assertEquals(
                "not valid JSON: a byte order mark (U+FEFF) inside the text, where JSON allows none",
                IncanGoldJson.decodeRules("{" + HEAD + "\uFEFF\"type\":\"rules\"}")
                        .getLeft()
                        .message());
    }

    @Test
    void aDocumentPastTheLimitsIsRefusedNamingTheLimit() {
        String deep = "[".repeat(IncanGoldJson.MAX_NESTING_DEPTH + 1) + "]".repeat(IncanGoldJson.MAX_NESTING_DEPTH + 1);
        assertEquals(
                "objects and arrays are nested deeper than 64 levels",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\",\"x\":" + deep + "}")
                        .getLeft()
                        .message());
        assertEquals(
                "a number has more than 100 characters",
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\",\"rounds\":" + "1".repeat(101) + "}")
                        .getLeft()
                        .message());
    }

    @Test
    void theEnvelopeIsChecked() {
        assertEquals(
                new JsonProblem("$", "expected an object, found array"),
                IncanGoldJson.decodeRules("[1]").getLeft());
        assertEquals(
                new JsonProblem("$", "the field 'format' is missing"),
                IncanGoldJson.decodeRules("{}").getLeft());
        assertEquals(
                new JsonProblem("$.version", "version 3 cannot be read; this library reads versions 1 and 2"),
                IncanGoldJson.decodeRules("{\"format\":\"incangold\",\"version\":3,\"type\":\"rules\"}")
                        .getLeft());
        assertEquals(
                new JsonProblem(
                        "$.version",
                        "a version 1 state cannot be read: since version 2 the cards are drawn one by one from the"
                                + " random state, so its deck and seed would give another game"),
                IncanGoldJson.decodeState("{\"format\":\"incangold\",\"version\":1,\"type\":\"state\"}")
                        .getLeft());
        assertTrue(IncanGoldJson.decodeAction(
                        "{\"format\":\"incangold\",\"version\":1,\"type\":\"action\",\"action\":\"advance\"}")
                .isRight());
        assertEquals(
                new JsonProblem("$.type", "expected a \"rules\" document, found \"state\""),
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"state\"}").getLeft());
        assertEquals(
                new JsonProblem("$.format", "expected \"incangold\", found \"diamant\""),
                IncanGoldJson.decodeRules("{\"format\":\"diamant\",\"version\":1,\"type\":\"rules\"}")
                        .getLeft());
    }

    @Test
    void rulesProblemsNameTheField() {
        assertEquals(new JsonProblem("$.rounds", "rounds: 0 is below 1"), rulesProblem(",\"rounds\":0"));
        assertEquals(
                new JsonProblem("$.treasureValues[1]", "treasureValues[1]: -2 is below 1"),
                rulesProblem(",\"treasureValues\":[1,-2]"));
        assertEquals(
                new JsonProblem("$.rounds", "expected a whole number within 32 bits, found 2.5"),
                rulesProblem(",\"rounds\":2.5"));
        assertEquals(
                new JsonProblem(
                        "$.round",
                        "unknown field; expected one of minPlayers, maxPlayers, rounds, "
                                + "treasureValues, hazards, artifactsEnabled, artifactCount, artifactValuation, "
                                + "claimOrderValues, printedArtifactValues, roundArtifactValues, artifactSharing, "
                                + "leftoverGems, artifactsPerRound, leftoverArtifacts, bustTrigger, bustPenalty, bustRemoval, removeBustingHazard, "
                                + "openingHazardAutoReveal, tieBreak, artifactTieBreak, startingGems, openTents"),
                rulesProblem(",\"round\":3"));
        assertEquals(
                new JsonProblem(
                        "$.artifactSharing",
                        "\"EVERYONE\" is not one of SOLE_LEAVER, DIVIDED_AMONG_LEAVERS, FIRST_IN_TURN_ORDER"),
                rulesProblem(",\"artifactSharing\":\"EVERYONE\""));
        assertEquals(
                new JsonProblem("$.hazards[1].type", "the hazard type 'fire' is listed twice"),
                rulesProblem(",\"hazards\":[{\"type\":\"fire\",\"count\":3},{\"type\":\"fire\",\"count\":1}]"));
        assertEquals(
                new JsonProblem("$.hazards[0].type", "the hazard type name ' fire' is blank or has surrounding spaces"),
                rulesProblem(",\"hazards\":[{\"type\":\" fire\",\"count\":3}]"));
        assertEquals(
                new JsonProblem(
                        "$.hazards[0].type",
                        "the hazard type name 'aU+0000U+000Ab' holds the invisible or unprintable character U+0000"),
                rulesProblem(",\"hazards\":[{\"type\":\"a\\u0000\\nb\",\"count\":3}]"));
    }

    @Test
    void omittedRulesFieldsTakeTheRulebookDefaults() {
        assertEquals(
                Rules.incanGold().withRounds(3),
                IncanGoldJson.decodeRules("{" + HEAD + "\"type\":\"rules\",\"rounds\":3}")
                        .get());
    }

    @Test
    void anInconsistentStateIsRefusedWithItsLocation() {
        GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 4L)
                .get()
                .state();
        String json = IncanGoldJson.encode(state);

        JsonProblem badTent = IncanGoldJson.decodeState(json.replace("\"tentGems\":[0,0,0]", "\"tentGems\":[0,-4,0]"))
                .getLeft();
        JsonProblem badSeed = IncanGoldJson.decodeState(
                        json.replaceFirst("\"randomState\":\"-?\\d+\"", "\"randomState\":\"lucky\""))
                .getLeft();
        JsonProblem badPhase = IncanGoldJson.decodeState(json.replace("\"phase\":\"REVEAL\"", "\"phase\":\"LEAVE\""))
                .getLeft();

        assertEquals(
                new JsonProblem("$.tentGems[1]", "not a consistent game state: tentGems[1]: -4 is not a count of gems"),
                badTent);
        assertEquals(
                new JsonProblem("$.randomState", "expected a 64-bit whole number as a decimal string, found \"lucky\""),
                badSeed);
        assertEquals("$.pendingChoices", badPhase.location());
        assertTrue(badPhase.message().contains("phase LEAVE needs a choice from every seat in the temple"));
    }

    /** A 64-bit number is written as the schemas ask: ASCII digits, no plus sign, no leading zero. */
    @Test
    void aSeedIsReadOnlyInTheFormTheSchemaGivesIt() {
        String record = "{" + HEAD + "\"type\":\"record\",\"rules\":{},\"seats\":[\"Ann\",\"Bo\",\"Cy\"],"
                + "\"startSeat\":0,\"actions\":[],\"seed\":";
        assertEquals(-42L, IncanGoldJson.decodeRecord(record + "\"-42\"}").get().seed());
        assertEquals(0L, IncanGoldJson.decodeRecord(record + "\"0\"}").get().seed());
        for (String seed : List.of("+42", "042", "\u0664\u0662", " 42")) {
            assertEquals(
                    new JsonProblem(
                            "$.seed", "expected a 64-bit whole number as a decimal string, found \"" + seed + "\""),
                    IncanGoldJson.decodeRecord(record + "\"" + seed + "\"}").getLeft(),
                    seed);
        }
    }

    /** A view's remaining deck holds at most a deck's cards, so the odds of an accepted view are odds. */
    @Test
    void aViewWithMoreCardsLeftThanADeckHoldsIsRefused() {
        GameState state = Game.advance(Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 3L)
                        .get()
                        .state())
                .state();
        String view = IncanGoldJson.encode(Views.view(state, 0));
        JsonProblem problem = IncanGoldJson.decodeView(view.replaceFirst("\"count\":1}", "\"count\":2147483647}"))
                .getLeft();
        assertEquals("$.remainingDeck", problem.location());
        assertTrue(problem.message().contains("more than the 10000 a deck can have"), problem.message());
    }

    @Test
    void aViewWithAnUnknownCardKindIsRefused() {
        GameState state = Game.advance(Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 4L)
                        .get()
                        .state())
                .state();
        String json = IncanGoldJson.encode(Views.view(state, 0)).replaceFirst("\"kind\":\"\\w+\"", "\"kind\":\"gem\"");

        JsonProblem problem = IncanGoldJson.decodeView(json).getLeft();

        assertEquals("$.path[0].kind", problem.location());
        assertEquals("\"gem\" is not a card kind; expected treasure, hazard or artifact", problem.message());
    }

    /** Reading is bounded: the size, the nesting and the numbers of a document have limits. */
    @Test
    void documentsBeyondTheLimitsAreRefusedBeforeTheyAreBuilt() {
        String huge = "{\"format\":\"incangold\",\"version\":2,\"type\":\"rules\",\"x\":\""
                + "a".repeat(IncanGoldJson.MAX_DOCUMENT_CHARS) + "\"}";
        assertEquals(
                new JsonProblem(
                        "$",
                        "the document has " + huge.length() + " characters, more than the 4194304 this library reads"),
                IncanGoldJson.decodeRules(huge).getLeft());
        String deep = "[".repeat(100) + "]".repeat(100);
        assertEquals(
                "objects and arrays are nested deeper than 64 levels",
                IncanGoldJson.decodeRules(deep).getLeft().message());
        String longNumber =
                "{\"format\":\"incangold\",\"version\":2,\"type\":\"rules\",\"rounds\":" + "9".repeat(1_500) + "}";
        JsonProblem number = IncanGoldJson.decodeRules(longNumber).getLeft();
        assertEquals("a number has more than 100 characters", number.message());
        assertTrue(number.location().startsWith("line 1, column "), number.location());
    }

    /** A view for a seat the game does not have is refused where it names the seat. */
    @Test
    void aViewForASeatThatIsNotThereIsRefused() {
        GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 4L)
                .get()
                .state();
        String json = IncanGoldJson.encode(Views.view(state, 2)).replace("\"viewer\":2", "\"viewer\":99");

        JsonProblem problem = IncanGoldJson.decodeView(json).getLeft();

        assertEquals(new JsonProblem("$.viewer", "seat 99 is not one of the view's 3 seats"), problem);
    }

    /**
     * Seeded random damage to valid documents: every reader returns a value or a problem, never
     * throws, and whatever it accepts writes back to text it reads as the same value.
     */
    @Test
    void damagedDocumentsNeverThrow() {
        Games.Played played = Games.play(Rules.incanGold(), 4, 3L);
        GameState middle = played.states().get(played.states().size() / 2);
        List<String> documents = List.of(
                IncanGoldJson.encode(middle),
                IncanGoldJson.encode(Views.view(middle, 1)),
                IncanGoldJson.encode(played.events().take(40)),
                IncanGoldJson.encode(played.record().rules()),
                IncanGoldJson.encode(new io.github.incangold.record.GameRecord(
                        played.record().rules(),
                        played.record().seats(),
                        0,
                        9L,
                        played.record().actions().take(30))));
        List<Function<String, Either<JsonProblem, ?>>> readers = List.of(
                IncanGoldJson::decodeState,
                IncanGoldJson::decodeView,
                IncanGoldJson::decodeEvents,
                IncanGoldJson::decodeRules,
                IncanGoldJson::decodeRecord);
        Random random = new Random(12345);
        String[] replacements = {"", "0", "-1", "null", "\"x\"", "[]", "{}", "99999999999", "true", "1.5", ","};
        int accepted = 0;
        for (int attempt = 0; attempt < 3000; attempt++) {
            int which = random.nextInt(documents.size());
            String document = documents.get(which);
            int at = random.nextInt(document.length());
            int length = random.nextInt(8);
            String damaged = document.substring(0, at)
                    + replacements[random.nextInt(replacements.length)]
                    + document.substring(Math.min(document.length(), at + length));
            Either<JsonProblem, ?> read = readers.get(which).apply(damaged);
            if (read.isRight()) {
                accepted++;
                Object value = read.get();
                String again = encodeAny(value);
                assertEquals(value, readers.get(which).apply(again).get());
            } else {
                assertTrue(read.getLeft().location().startsWith("$")
                        || read.getLeft().location().startsWith("line"));
            }
        }
        assertTrue(accepted < 3000);
    }

    @SuppressWarnings("unchecked")
    private static String encodeAny(Object value) {
        if (value instanceof GameState gameState) {
            return IncanGoldJson.encode(gameState);
        } else if (value instanceof io.github.incangold.view.PlayerView playerView) {
            return IncanGoldJson.encode(playerView);
        } else if (value instanceof Rules rules) {
            return IncanGoldJson.encode(rules);
        } else if (value instanceof io.github.incangold.record.GameRecord gameRecord) {
            return IncanGoldJson.encode(gameRecord);
        }
        return IncanGoldJson.encode((List<io.github.incangold.engine.GameEvent>) value);
    }
}
