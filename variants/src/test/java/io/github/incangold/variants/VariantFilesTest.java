package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.RuleProblem;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class VariantFilesTest {

    static Rules load(String json) {
        Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(json);
        assertTrue(
                loaded.isValid(),
                () -> "expected a valid file, got " + loaded.getError().mkString("\n"));
        return loaded.get();
    }

    static Seq<VariantProblem> problems(String json) {
        Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(json);
        assertTrue(loaded.isInvalid(), () -> "expected problems, got " + loaded.get());
        return loaded.getError();
    }

    static VariantProblem only(String json) {
        Seq<VariantProblem> problems = problems(json);
        assertEquals(1, problems.size(), () -> problems.mkString("\n"));
        return problems.head();
    }

    /** A long bad value is shown cut short: a 100,000-character base id gives a message of a line or two. */
    @Test
    void aLongBadValueIsCutShortInItsMessage() {
        String huge = "x".repeat(100_000);
        for (String json : new String[] {
            "{\"base\": \"" + huge + "\"}",
            "{\"base\": \"incan-gold\", \"bustPenalty\": \"" + huge + "\"}",
            "{\"base\": \"incan-gold\", \"" + huge + "\": 1}"
        }) {
            VariantProblem problem = problems(json).head();
            assertTrue(
                    problem.message().length() < 1_000, () -> problem.message().length() + " characters");
            assertMentions(problem, "x".repeat(60), "\u2026");
        }
    }

    static void assertMentions(VariantProblem problem, String... parts) {
        for (String part : parts) {
            assertTrue(
                    problem.message().contains(part),
                    () -> "'" + problem.message() + "' should mention '" + part + "'");
        }
    }

    @Nested
    class Loading {
        @Test
        void theIssuesExampleChangesRoundsAndOneHazardCount() {
            Rules rules = load("{\"base\": \"incan-gold\", \"rounds\": 7, \"hazards\": {\"fire\": 4}}");
            assertEquals(7, rules.rounds());
            assertEquals(
                    LinkedHashMap.of(
                            HazardType.FIRE,
                            4,
                            HazardType.MUMMY,
                            3,
                            HazardType.ROCKFALL,
                            3,
                            HazardType.SNAKES,
                            3,
                            HazardType.SPIDERS,
                            3),
                    rules.hazards());
            assertEquals(Rules.incanGold().withRounds(7).treasureValues(), rules.treasureValues());
        }

        @Test
        void aBaseAloneIsThatPreset() {
            for (Preset preset : Presets.all()) {
                assertEquals(preset.rules(), load("{\"base\": \"" + preset.id() + "\"}"));
            }
        }

        @Test
        void hazardsAreMergedAndZeroRemovesAType() {
            Rules rules =
                    load("{\"base\": \"diamant\", \"hazards\": {\"snakes\": 0, \"spiders\": 0, \"quicksand\": 2}}");
            assertEquals(
                    LinkedHashMap.of(
                            HazardType.FIRE,
                            3,
                            HazardType.MUMMY,
                            3,
                            HazardType.ROCKFALL,
                            3,
                            HazardType.of("quicksand"),
                            2),
                    rules.hazards());
            assertTrue(!rules.artifactsEnabled());
        }

        @Test
        void everyFieldCanBeSet() {
            Rules rules = load("{\"$schema\": \"../docs/variant-schema.json\", \"description\": \"all of it\","
                    + " \"base\": \"incan-gold\", \"minPlayers\": 2, \"maxPlayers\": 6, \"rounds\": 3,"
                    + " \"treasureValues\": [2, 4], \"hazards\": {\"fire\": 2}, \"artifactsEnabled\": true,"
                    + " \"artifactCount\": 3, \"artifactValuation\": \"PRINTED\", \"claimOrderValues\": [1],"
                    + " \"printedArtifactValues\": [4, 5, 6], \"artifactSharing\": \"DIVIDED_AMONG_LEAVERS\","
                    + " \"removeBustingHazard\": false, \"openingHazardAutoReveal\": true,"
                    + " \"artifactTieBreak\": false, \"openTents\": true}");
            Rules expected = Rules.builder()
                    .minPlayers(2)
                    .maxPlayers(6)
                    .rounds(3)
                    .treasureValues(List.of(2, 4))
                    .hazards(Rules.RULEBOOK_HAZARDS.put(HazardType.FIRE, 2))
                    .artifactCount(3)
                    .artifactValuation(ArtifactValuation.PRINTED)
                    .claimOrderValues(List.of(1))
                    .printedArtifactValues(List.of(4, 5, 6))
                    .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                    .removeBustingHazard(false)
                    .openingHazardAutoReveal(true)
                    .artifactTieBreak(false)
                    .openTents(true)
                    .build();
            assertEquals(expected, rules);
        }

        @Test
        void everyHouseRuleOptionCanBeSet() {
            Rules rules = load("{\"base\": \"incan-gold\", \"leftoverGems\": \"CARD_BY_CARD\","
                    + " \"bustPenalty\": \"KEEP_HALF\", \"bustRemoval\": \"PAIR\", \"tieBreak\": \"MOST_GEMS\","
                    + " \"artifactValuation\": \"BY_ROUND\", \"roundArtifactValues\": [3, 6, 9],"
                    + " \"artifactSharing\": \"FIRST_IN_TURN_ORDER\", \"startingGems\": [0, 0, 4]}");
            Rules expected = Rules.builder()
                    .leftoverGems(LeftoverGems.CARD_BY_CARD)
                    .bustPenalty(BustPenalty.KEEP_HALF)
                    .bustRemoval(BustRemoval.PAIR)
                    .tieBreak(TieBreak.MOST_GEMS)
                    .artifactValuation(ArtifactValuation.BY_ROUND)
                    .roundArtifactValues(List.of(3, 6, 9))
                    .artifactSharing(ArtifactSharing.FIRST_IN_TURN_ORDER)
                    .startingGems(List.of(0, 0, 4))
                    .build();
            assertEquals(expected, rules);
        }

        @Test
        void r4_hazardNamesThatLookAlikeAreOneType() {
            // "café" typed as one composed letter and as e plus a combining accent
            VariantProblem problem =
                    only("{\"base\": \"incan-gold\", \"hazards\": {\"caf\u00e9\": 3, \"cafe\u0301\": 2}}");
            assertMentions(problem, "the same name as 'caf\u00e9'", "give each hazard type one name");
            VariantProblem capital = only("{\"base\": \"incan-gold\", \"hazards\": {\"Fire\": 1}}");
            // The base's "fire" comes first; the file's "Fire" is the one refused.
            assertMentions(capital, "the same name as 'fire'");
            assertEquals("/hazards/Fire", capital.pointer());
        }

        @Test
        void anOlderFlagMayStandBesideItsOptionOnlyIfTheyAgree() {
            assertEquals(
                    BustRemoval.NONE,
                    load("{\"base\": \"incan-gold\", \"removeBustingHazard\": false, \"bustRemoval\": \"NONE\"}")
                            .bustRemoval());
            VariantProblem problem =
                    only("{\"base\": \"incan-gold\", \"artifactTieBreak\": true, \"tieBreak\": \"SHARED\"}");
            assertEquals("/artifactTieBreak", problem.pointer());
            assertMentions(problem, "true disagrees with tieBreak \"SHARED\"", "give tieBreak only");
        }

        @Test
        void aFileIsReadFromDiskAsUtf8(@TempDir Path folder) throws IOException {
            Path file = folder.resolve("lava.json");
            Files.writeString(file, "{\"base\": \"incan-gold\", \"hazards\": {\"lava \u2668\": 2}}");
            Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(file);
            assertEquals(
                    2, loaded.get().hazards().get(HazardType.of("lava \u2668")).get());
        }

        @Test
        void aMissingFileIsOneProblemNotAnException(@TempDir Path folder) {
            Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(folder.resolve("nowhere.json"));
            assertEquals(1, loaded.getError().size());
            assertMentions(loaded.getError().head(), "cannot read", "nowhere.json");
        }
    }

    @Nested
    class Saving {
        @Test
        void aPresetIsSavedAsItsBaseAlone() {
            for (Preset preset : Presets.all()) {
                assertEquals("{\n  \"base\": \"" + preset.id() + "\"\n}\n", VariantFiles.save(preset.rules()));
            }
        }

        @Test
        void theSmallestFileUsesTheClosestPreset() {
            // Seven rounds is the long-game preset; the extra fire card is the only override.
            Rules rules = Rules.builder()
                    .rounds(7)
                    .hazards(Rules.RULEBOOK_HAZARDS.put(HazardType.FIRE, 4))
                    .build();
            assertEquals(
                    "{\n  \"base\": \"long-game\",\n  \"hazards\": {\n    \"fire\": 4\n  }\n}\n",
                    VariantFiles.save(rules));
            // The online deck with printed values is online-modern plus one flag.
            Rules modernOpen = Rules.builder()
                    .from(Presets.ONLINE_MODERN.rules())
                    .openTents(true)
                    .build();
            assertEquals(
                    "{\n  \"base\": \"online-modern\",\n  \"openTents\": true\n}\n", VariantFiles.save(modernOpen));
        }

        @Test
        void removedHazardTypesAreWrittenAsZero() {
            Rules rules = Rules.builder()
                    .hazards(LinkedHashMap.of(HazardType.FIRE, 3, HazardType.MUMMY, 3))
                    .build();
            String file = VariantFiles.save(rules);
            assertEquals("""
                    {
                      "base": "incan-gold",
                      "hazards": {
                        "rockfall": 0,
                        "snakes": 0,
                        "spiders": 0
                      }
                    }
                    """, file);
            assertEquals(rules, load(file));
        }

        @ParameterizedTest
        @MethodSource("io.github.incangold.variants.VariantFilesTest#presets")
        void everyPresetRoundTrips(Preset preset) {
            assertEquals(preset.rules(), load(VariantFiles.save(preset.rules())));
        }

        @ParameterizedTest
        @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
        void randomValidConfigurationsRoundTrip(long seed) {
            SplittableRandom random = new SplittableRandom(seed);
            int checked = 0;
            for (int attempt = 0; attempt < 200; attempt++) {
                Validation<Seq<RuleProblem>, Rules> candidate =
                        randomRules(random).tryBuild();
                if (candidate.isValid()) {
                    Rules rules = candidate.get();
                    String file = VariantFiles.save(rules);
                    Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(file);
                    assertTrue(loaded.isValid(), () -> file + " -> " + loaded.getError());
                    assertEquals(rules, loaded.get(), file);
                    // A saved file is stable: saving what it loads writes the same file.
                    assertEquals(file, VariantFiles.save(loaded.get()));
                    checked++;
                }
            }
            assertTrue(checked >= 100, "too few valid random configurations: " + checked);
        }
    }

    static Stream<Preset> presets() {
        return Presets.all().toJavaStream();
    }

    /** A random builder: each option kept from a random preset or set to a random value, mostly valid. */
    static Rules.Builder randomRules(SplittableRandom random) {
        Preset start = Presets.all().get(random.nextInt(Presets.all().size()));
        Rules.Builder builder = Rules.builder().from(start.rules());
        if (random.nextBoolean()) {
            int min = random.nextInt(1, 9);
            builder.minPlayers(min).maxPlayers(random.nextInt(min, 33));
        }
        if (random.nextBoolean()) {
            builder.rounds(random.nextInt(1, 12));
        }
        if (random.nextBoolean()) {
            builder.treasureValues(List.fill(random.nextInt(0, 20), () -> random.nextInt(1, 30)));
        }
        if (random.nextBoolean()) {
            Map<HazardType, Integer> hazards = start.rules().hazards();
            int changes = random.nextInt(1, 4);
            for (int i = 0; i < changes; i++) {
                List<String> names = List.of("fire", "mummy", "rockfall", "snakes", "spiders", "lava", "Bats", "a/b~c");
                HazardType type = HazardType.of(names.get(random.nextInt(names.size())));
                hazards = random.nextInt(4) == 0 ? hazards.remove(type) : hazards.put(type, random.nextInt(1, 6));
            }
            builder.hazards(hazards);
        }
        if (random.nextInt(4) == 0) {
            builder.artifactsEnabled(random.nextBoolean());
        }
        if (random.nextBoolean()) {
            builder.artifactCount(random.nextInt(0, 9));
        }
        if (random.nextBoolean()) {
            builder.artifactValuation(random.nextBoolean() ? ArtifactValuation.PRINTED : ArtifactValuation.CLAIM_ORDER);
        }
        if (random.nextBoolean()) {
            builder.claimOrderValues(List.fill(random.nextInt(0, 8), () -> random.nextInt(0, 20)));
        }
        if (random.nextBoolean()) {
            builder.printedArtifactValues(List.fill(random.nextInt(0, 10), () -> random.nextInt(0, 20)));
        }
        if (random.nextBoolean()) {
            builder.artifactSharing(
                    random.nextBoolean() ? ArtifactSharing.SOLE_LEAVER : ArtifactSharing.DIVIDED_AMONG_LEAVERS);
        }
        if (random.nextBoolean()) {
            builder.removeBustingHazard(random.nextBoolean());
        }
        if (random.nextBoolean()) {
            builder.openingHazardAutoReveal(random.nextBoolean());
        }
        if (random.nextBoolean()) {
            builder.artifactTieBreak(random.nextBoolean());
        }
        if (random.nextBoolean()) {
            builder.openTents(random.nextBoolean());
        }
        if (random.nextInt(3) == 0) {
            builder.artifactValuation(ArtifactValuation.BY_ROUND)
                    .roundArtifactValues(List.fill(random.nextInt(0, 6), () -> random.nextInt(0, 20)));
        }
        if (random.nextInt(3) == 0) {
            builder.artifactSharing(ArtifactSharing.FIRST_IN_TURN_ORDER);
        }
        if (random.nextBoolean()) {
            builder.leftoverGems(oneOf(LeftoverGems.values(), random));
        }
        if (random.nextBoolean()) {
            builder.bustPenalty(oneOf(BustPenalty.values(), random));
        }
        if (random.nextBoolean()) {
            builder.bustRemoval(oneOf(BustRemoval.values(), random));
        }
        if (random.nextBoolean()) {
            builder.tieBreak(oneOf(TieBreak.values(), random));
        }
        if (random.nextInt(3) == 0) {
            builder.leftoverArtifacts(io.github.incangold.rules.LeftoverArtifacts.RETURNED);
        }
        if (random.nextInt(3) == 0) {
            builder.bustTrigger(random.nextInt(1, 5));
        }
        if (random.nextInt(3) == 0) {
            builder.startingGems(List.fill(random.nextInt(0, 9), () -> random.nextInt(0, 12)));
        }
        return builder;
    }

    private static <T> T oneOf(T[] values, SplittableRandom random) {
        return values[random.nextInt(values.length)];
    }

    @Nested
    class Problems {
        @Test
        void unknownFieldsAreErrorsWithASuggestion() {
            VariantProblem problem = only("{\"base\": \"incan-gold\",\n \"round\": 7}");
            assertEquals("/round", problem.pointer());
            assertEquals(2, problem.line());
            assertEquals(2, problem.column());
            assertMentions(problem, "unknown field \"round\"", "did you mean \"rounds\"?", "allowed fields:");
        }

        @Test
        void wrongTypesNameTheFieldAndWhatIsAllowed() {
            Seq<VariantProblem> problems = problems("{\"base\": \"incan-gold\", \"rounds\": \"seven\","
                    + " \"openTents\": 1, \"treasureValues\": {\"a\": 1}, \"hazards\": [3],"
                    + " \"artifactValuation\": \"printed\", \"minPlayers\": 2.5, \"maxPlayers\": null}");
            assertEquals(
                    List.of(
                            "/minPlayers",
                            "/maxPlayers",
                            "/rounds",
                            "/treasureValues",
                            "/hazards",
                            "/artifactValuation",
                            "/openTents"),
                    problems.map(VariantProblem::pointer));
            assertMentions(
                    problems.get(0), "2.5 is not a whole number", "allowed: a whole number of seats from 1 to 32");
            assertMentions(problems.get(1), "null is not allowed");
            assertMentions(problems.get(2), "expected a whole number, got the string \"seven\"", "from 1 to 1000");
            assertMentions(problems.get(3), "expected a list, got an object");
            assertMentions(problems.get(4), "expected an object");
            assertMentions(
                    problems.get(5),
                    "\"printed\" is not an option",
                    "did you mean \"PRINTED\"?",
                    "\"CLAIM_ORDER\" or \"PRINTED\"");
            assertMentions(problems.get(6), "expected true or false, got the number 1");
        }

        @Test
        void negativeValuesAreReportedWhereTheyAre() {
            Seq<VariantProblem> problems = problems("{\"base\": \"incan-gold\", \"rounds\": -1,\n"
                    + "\"treasureValues\": [3, -4, 5], \"hazards\": {\"fire\": -2}, \"minPlayers\": -3,"
                    + " \"claimOrderValues\": [5, -5]}");
            assertEquals(
                    List.of("/hazards/fire", "/minPlayers", "/rounds", "/treasureValues/1", "/claimOrderValues/1"),
                    problems.map(VariantProblem::pointer));
            VariantProblem treasure = problems.get(3);
            assertEquals(2, treasure.line());
            assertEquals(23, treasure.column());
            assertMentions(treasure, "-4 is below 1", "from 1 to 1000000");
            assertMentions(problems.get(0), "-2 is negative", "or 0 to remove a type");
            assertMentions(problems.get(1), "-3 is below 1");
            assertMentions(problems.get(2), "-1 is below 1");
            assertMentions(problems.get(4), "-5 is below 0");
            VariantProblem artifacts = only("{\"base\": \"incan-gold\", \"artifactCount\": -1}");
            assertEquals("/artifactCount", artifacts.pointer());
            assertMentions(artifacts, "-1 is negative", "at least 0");
        }

        @Test
        void anEmptyDeckIsRejected() {
            VariantProblem problem = only("{\"base\": \"diamant\", \"treasureValues\": [],"
                    + " \"hazards\": {\"fire\": 0, \"mummy\": 0, \"rockfall\": 0, \"snakes\": 0, \"spiders\": 0}}");
            assertEquals("/treasureValues", problem.pointer());
            assertMentions(problem, "the deck has no treasure and no hazard card");
        }

        @Test
        void duplicateHazardNamesAreRejected() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"hazards\": {\"fire\": 4,\n \"fire\": 2}}");
            assertEquals("/hazards/fire", problem.pointer());
            assertEquals(2, problem.line());
            assertMentions(problem, "\"fire\" appears more than once", "first at line 1");
        }

        @Test
        void duplicateFieldsAreRejected() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"rounds\": 4, \"rounds\": 6}");
            assertEquals("/rounds", problem.pointer());
            assertMentions(problem, "appears more than once");
        }

        @Test
        void blankHazardNamesAreRejected() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"hazards\": {\" fire\": 2}}");
            assertEquals("/hazards/ fire", problem.pointer());
            assertMentions(problem, "surrounding spaces");
        }

        /** R4: a hazard type's name shows as itself, as a seat's does (R1). */
        @Test
        void hazardNamesWithHiddenCharactersAreRejected() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"hazards\": {\"a\\u0000\\n\\u202eb\": 2}}");
            assertMentions(
                    problem,
                    "the hazard type name \"aU+0000U+000AU+202Eb\"",
                    "holds the invisible or unprintable character U+0000");
            assertMentions(
                    only("{\"base\": \"incan-gold\", \"hazards\": {\"" + "x".repeat(65) + "\": 2}}"),
                    "is longer than 64 characters");
        }

        @Test
        void removingATypeTheBaseLacksIsAnError() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"hazards\": {\"snake\": 0}}");
            assertMentions(problem, "the base has no type \"snake\"", "did you mean \"snakes\"?");
        }

        @ParameterizedTest
        @ValueSource(
                strings = {
                    "{\"base\": \"incan-gold\", \"rounds\": 7",
                    "{\"base\": \"incan-gold\", \"hazards\": {\"fire\": 4",
                    "{\"base\": \"incan-gold\", \"treasureValues\": [1, 2",
                    "{\"base\": \"incan-go",
                    "{"
                })
        void truncatedJsonSaysTheFileEndsTooEarly(String truncated) {
            VariantProblem problem = only(truncated);
            assertEquals("", problem.pointer());
            assertTrue(problem.hasPosition());
            assertMentions(problem, "ends too early", "truncated");
        }

        @Test
        void invalidJsonGivesLineAndColumn() {
            VariantProblem problem = only("{\"base\": \"incan-gold\",\n  rounds: 7}");
            // The unquoted name starts at line 2, column 3.
            assertEquals(2, problem.line());
            assertEquals(3, problem.column());
            assertMentions(problem, "not valid JSON");
            assertTrue(problem.toString().startsWith("line 2, column 3, the file: not valid JSON"), problem.toString());
        }

        @Test
        void aFileMustHoldOneObject() {
            assertMentions(only(""), "the file is empty");
            assertMentions(only("[1, 2]"), "the file holds a list; expected a JSON object");
            assertMentions(only("{\"base\": \"diamant\"} {}"), "unexpected content after the end");
        }

        @Test
        void theBaseIsRequiredAndMustBeKnown() {
            assertMentions(only("{\"rounds\": 3}"), "\"base\" is missing", "incan-gold, diamant");
            VariantProblem unknown = only("{\"base\": \"diamond\"}");
            assertEquals("/base", unknown.pointer());
            assertMentions(unknown, "no preset has the id \"diamond\"", "did you mean \"diamant\"?");
            assertMentions(only("{\"base\": 5}"), "expected a string, got the number 5");
            // One word of a preset's id is enough to be pointed to it.
            assertMentions(only("{\"base\": \"modern\"}"), "did you mean \"online-modern\"?");
            assertMentions(only("{\"base\": \"Online\"}"), "did you mean \"online-classic\" or \"online-modern\"?");
        }

        @Test
        void aListWithAWrongTypeStillHasItsOtherElementsChecked() {
            Seq<VariantProblem> problems =
                    problems("{\"base\": \"incan-gold\", \"treasureValues\": [0, \"a\", 5, -3, 2000000]}");
            assertEquals(
                    List.of("/treasureValues/1", "/treasureValues/0", "/treasureValues/3", "/treasureValues/4"),
                    problems.map(VariantProblem::pointer));
            assertMentions(problems.get(1), "0 is below 1");
            assertMentions(problems.get(2), "-3 is below 1");
            assertMentions(problems.last(), "2000000 exceeds the limit of 1000000");
        }

        @Test
        void anUnknownBaseDoesNotHideTheFilesOwnRangeMistakes() {
            Seq<VariantProblem> problems = problems("{\"base\": \"modern\", \"rounds\": 0, \"startingGems\": [-1]}");
            assertEquals(List.of("/base", "/rounds", "/startingGems/0"), problems.map(VariantProblem::pointer));
            assertMentions(problems.get(1), "0 is below 1", "as the base is unknown");
            // Fields the file does not set are not judged against a base nobody chose.
            assertEquals(
                    1, problems("{\"base\": \"modern\", \"minPlayers\": 2}").size());
        }

        @Test
        void everyProblemIsReportedAtOnce() {
            Seq<VariantProblem> problems = problems("{\"base\": \"incan-gold\", \"colour\": \"red\", \"rounds\": 0,"
                    + " \"openTents\": \"yes\", \"minPlayers\": 9, \"printedArtifactValues\": [1],"
                    + " \"artifactValuation\": \"PRINTED\"}");
            assertEquals(
                    List.of("/colour", "/openTents", "/maxPlayers", "/rounds", "/printedArtifactValues"),
                    problems.map(VariantProblem::pointer));
            // maxPlayers is not in the file: the problem says where the value comes from.
            VariantProblem max = problems.get(2);
            assertEquals(0, max.line());
            assertMentions(max, "8 is below minPlayers (9)", "comes from base \"incan-gold\"");
            assertMentions(problems.get(4), "has 1 values for 5 artifacts");
        }

        @Test
        void tooManyArtifactsAreRejectedBeforeTheCardCountOverflows() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"artifactCount\": 2147483647}");
            assertEquals("/artifactCount", problem.pointer());
            assertMentions(problem, "exceed the limit of 10000 cards");
        }

        @Test
        void hugeNumbersAreTooLarge() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"rounds\": 99999999999999999999}");
            assertMentions(problem, "99999999999999999999 is too large");
        }

        @Test
        void numbersBeyondAnyRangeAreProblemsNotExceptions() {
            // Found by fuzzing: valid JSON whose exponent no Java number can hold.
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"rounds\": 2e" + "2".repeat(60) + "}");
            assertEquals("/rounds", problem.pointer());
            assertMentions(problem, "expected a whole number, got the number 2e222", "out of any range");
            assertMentions(only("{\"base\": \"incan-gold\", \"rounds\": 2.5e-1}"), "0.25 is not a whole number");
            assertMentions(only("{\"base\": \"incan-gold\", \"rounds\": 1e999999}"), "1E+999999 is too large");
        }

        /** Whole numbers are written as such in every format of the project; 5e0 gets told how. */
        @Test
        void aWholeNumberWrittenWithAFractionOrAnExponentIsToldHowToWriteIt() {
            assertMentions(
                    only("{\"base\": \"incan-gold\", \"rounds\": 5e0}"),
                    "5 written with a fraction or an exponent; write 5");
            assertMentions(
                    only("{\"base\": \"incan-gold\", \"rounds\": 4.0}"),
                    "4.0 is 4 written with a fraction or an exponent; write 4");
            assertMentions(
                    only("{\"base\": \"incan-gold\", \"rounds\": 2.5e3}"),
                    "2500 written with a fraction or an exponent; write 2500");
        }

        @Test
        void problemsPrintWithTheirPlace() {
            VariantProblem problem = only("{\"base\": \"incan-gold\", \"rounds\": 0}");
            assertEquals(
                    "line 1, column 24, /rounds: 0 is below 1; allowed: a whole number of rounds from 1 to 1000 (R2)",
                    problem.toString());
        }
    }

    @Test
    void pointersEscapeAsRfc6901Says() {
        assertEquals("/hazards/a~1b~0c", VariantFiles.pointer("hazards.a/b~c"));
        assertEquals("/treasureValues/3", VariantFiles.pointer("treasureValues[3]"));
        assertEquals("/rounds", VariantFiles.pointer("rounds"));
    }
}
