package io.github.incangold.variants.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.Presets;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Validation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepFilesTest {
    static final String GRID = """
            {
              "description": "Rounds against snakes",
              "base": "incan-gold",
              "lineup": ["threshold:8", "risk", "random:0.3"],
              "axes": [
                {"option": "rounds", "values": [4, 5, 6]},
                {"option": "hazards/snakes", "values": [2, 3, 4]}
              ],
              "cells": [{"rounds": 7, "hazards/snakes": 1, "bustPenalty": "KEEP_HALF"}],
              "games": 1000,
              "seed": 42
            }
            """;

    static Sweep load(String json) {
        Validation<Seq<VariantProblem>, Sweep> loaded = SweepFiles.load(json);
        assertTrue(
                loaded.isValid(),
                () -> "expected a valid file, got " + loaded.getError().mkString("\n"));
        return loaded.get();
    }

    static Seq<VariantProblem> problems(String json) {
        Validation<Seq<VariantProblem>, Sweep> loaded = SweepFiles.load(json);
        assertTrue(loaded.isInvalid(), () -> "expected problems, got " + loaded.get());
        return loaded.getError();
    }

    /**
     * A file's problems are told at once: a cell's rules are checked even where another cell, or
     * another setting of the same cell, is wrong.
     */
    @Test
    void theCellsRulesAreCheckedBesideTheFilesOtherProblems() {
        Seq<VariantProblem> problems = problems("""
                {"base": "incan-gold", "lineup": ["threshold:8", "risk", "random:0.3"],
                 "cells": [{"rounds": 0}, {"foo": 1}, {"rounds": 1001, "bar": 2}], "games": 20, "seed": 1}""");
        assertEquals(
                io.vavr.collection.List.of("/cells/0/rounds", "/cells/1/foo", "/cells/2/bar", "/cells/2/rounds"),
                problems.map(VariantProblem::pointer).sorted().toList(),
                problems::mkString);
        assertTrue(
                problems.exists(problem -> problem.pointer().equals("/cells/0/rounds")
                        && problem.message()
                                .equals(
                                        "in cell 1 (rounds=0): 0 is below 1; allowed: a whole number of rounds from 1 to"
                                                + " 1000 (R2)")),
                problems::mkString);
        assertTrue(
                problems.exists(problem -> problem.pointer().equals("/cells/2/rounds")
                        && problem.message()
                                .equals("in cell 3 (rounds=1001): 1001 exceeds the limit of 1000; allowed: a whole"
                                        + " number of rounds from 1 to 1000 (R2)")),
                problems::mkString);
    }

    /** A long unknown field or option is shown cut short in its message. */
    @org.junit.jupiter.api.Test
    void aLongBadNameIsCutShortInItsMessage() {
        String huge = "z".repeat(100_000);
        for (String json : new String[] {
            "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 5," + " \"seed\": 1, \""
                    + huge + "\": 1}",
            "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 5,"
                    + " \"seed\": 1, \"axes\": [{\"option\": \"" + huge + "\", \"values\": [1]}]}"
        }) {
            VariantProblem problem = problems(json).head();
            org.junit.jupiter.api.Assertions.assertTrue(
                    problem.message().length() < 1_000, () -> problem.message().length() + " characters");
            org.junit.jupiter.api.Assertions.assertTrue(problem.message().contains("\u2026"), problem::message);
        }
    }

    static VariantProblem only(String json) {
        Seq<VariantProblem> problems = problems(json);
        assertEquals(1, problems.size(), () -> problems.mkString("\n"));
        return problems.head();
    }

    static void assertProblem(VariantProblem problem, String pointer, String... parts) {
        assertEquals(pointer, problem.pointer(), problem::toString);
        for (String part : parts) {
            assertTrue(
                    problem.message().contains(part),
                    () -> "'" + problem.message() + "' should mention '" + part + "'");
        }
    }

    @Test
    void theGridIsTheCrossProductOfTheAxesTheFirstVaryingSlowestThenTheExplicitCells() {
        Sweep sweep = load(GRID);
        assertEquals("Rounds against snakes", sweep.description());
        assertEquals(List.of("rounds", "hazards/snakes"), sweep.axes().map(SweepAxis::option));
        assertEquals(List.of("4", "5", "6"), sweep.axes().get(0).values());
        assertEquals(10, sweep.cells().size());
        assertEquals(10_000, sweep.totalGames());
        int index = 0;
        for (int rounds = 4; rounds <= 6; rounds++) {
            for (int snakes = 2; snakes <= 4; snakes++) {
                SweepCell cell = sweep.cells().get(index);
                assertEquals(index, cell.index());
                assertEquals("rounds=" + rounds + ", hazards/snakes=" + snakes, cell.label());
                assertEquals(rounds, cell.rules().rounds());
                assertEquals(
                        snakes, cell.rules().hazards().get(HazardType.SNAKES).get());
                assertEquals(3, cell.rules().hazards().get(HazardType.FIRE).get()); // the rest of the base stays
                assertEquals(List.of("threshold:8", "risk", "random:0.3"), cell.lineup());
                assertEquals(1000, cell.games());
                assertEquals(42, cell.seed());
                index++;
            }
        }
        SweepCell explicit = sweep.cells().last();
        assertEquals(9, explicit.index());
        assertEquals("rounds=7, hazards/snakes=1, bustPenalty=\"KEEP_HALF\"", explicit.label());
        assertEquals(7, explicit.rules().rounds());
        assertEquals(1, explicit.rules().hazards().get(HazardType.SNAKES).get());
        assertEquals(BustPenalty.KEEP_HALF, explicit.rules().bustPenalty());
        assertEquals(BustPenalty.LOSE_ALL, sweep.cells().head().rules().bustPenalty());
    }

    @Test
    void aBaseObjectIsAHouseRuleFileAndAHazardAxisMergesIntoItsHazards() {
        Sweep sweep = load("""
                {"base": {"base": "diamant", "rounds": 3, "hazards": {"fire": 5, "volcano": 2}},
                 "lineup": ["risk", "risk", "risk"],
                 "axes": [{"option": "hazards/volcano", "values": [1, 3]}],
                 "games": 10, "seed": -3}""");
        Rules first = sweep.cells().get(0).rules();
        Rules second = sweep.cells().get(1).rules();
        assertEquals(3, first.rounds());
        assertEquals(Presets.DIAMANT.rules().artifactsEnabled(), first.artifactsEnabled());
        assertEquals(5, first.hazards().get(HazardType.FIRE).get());
        assertEquals(1, first.hazards().get(new HazardType("volcano")).get());
        assertEquals(3, second.hazards().get(new HazardType("volcano")).get());
        assertEquals(5, second.hazards().get(HazardType.FIRE).get());
        assertEquals(-3, sweep.seed());
    }

    @Test
    void aBaseAxisVariesThePresetTheBaseObjectChanges() {
        Sweep sweep = load("""
                {"base": {"base": "incan-gold", "rounds": 3},
                 "lineup": ["risk", "risk", "risk"],
                 "axes": [{"option": "base", "values": ["incan-gold", "diamant"]}],
                 "games": 10, "seed": 1}""");
        assertEquals(
                Presets.INCAN_GOLD.rules().withRounds(3), sweep.cells().get(0).rules());
        assertEquals(Presets.DIAMANT.rules().withRounds(3), sweep.cells().get(1).rules());
        assertEquals("base=\"diamant\"", sweep.cells().get(1).label());
    }

    @Test
    void aSeatsAxisRepeatsTheLineupInOrderAndALineupAxisReplacesIt() {
        Sweep sweep = load("""
                {"base": "incan-gold",
                 "lineup": ["threshold:8", "risk"],
                 "axes": [{"option": "seats", "values": [3, 5]}],
                 "cells": [{"lineup": ["mcts:10", "artifacts", "risk", "risk"]}],
                 "games": 10, "seed": 1}""");
        assertEquals(
                List.of("threshold:8", "risk", "threshold:8"),
                sweep.cells().get(0).lineup());
        assertEquals(
                List.of("threshold:8", "risk", "threshold:8", "risk", "threshold:8"),
                sweep.cells().get(1).lineup());
        assertEquals(
                List.of("mcts:10", "artifacts", "risk", "risk"),
                sweep.cells().get(2).lineup());
        assertEquals("lineup=mcts:10,artifacts,risk,risk", sweep.cells().get(2).label());

        Sweep lineups = load("""
                {"base": "incan-gold",
                 "axes": [{"option": "lineup", "values": [["risk", "risk", "risk"], ["risk", "threshold:5", "risk", "random:0.5"]]},
                          {"option": "seats", "values": [4]}],
                 "games": 10, "seed": 1}""");
        assertEquals(
                List.of("risk", "risk", "risk", "risk"), lineups.cells().get(0).lineup());
        assertEquals(
                List.of("risk", "threshold:5", "risk", "random:0.5"),
                lineups.cells().get(1).lineup());
    }

    @Test
    void withoutAxesTheSweepIsTheBaseAloneThenItsExplicitCells() {
        Sweep sweep = load("""
                {"base": "incan-gold", "lineup": ["risk", "risk", "risk"],
                 "cells": [{"rounds": 2}], "games": 5, "seed": 1}""");
        assertEquals(List.of("base", "rounds=2"), sweep.cells().map(SweepCell::label));
        assertEquals(Rules.incanGold(), sweep.cells().head().rules());
    }

    @Test
    void aHazardAxisNamesATypeOfTheBaseSoAMisspeltTypeIsAnError() {
        assertProblem(
                only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk", "risk"],
                         "axes": [{"option": "hazards/snake", "values": [2, 3]}], "games": 5, "seed": 1}"""), "/axes/0/option", "no hazard type \"snake\"", "fire, mummy, rockfall, snakes, spiders");
    }

    @Test
    void requiredFieldsAreNamed() {
        Seq<VariantProblem> problems = problems("{}");
        assertEquals(4, problems.size(), problems::mkString);
        assertTrue(problems.exists(p -> p.message().contains("no \"base\"")));
        assertTrue(problems.exists(p -> p.message().contains("no \"games\"")));
        assertTrue(problems.exists(p -> p.message().contains("no \"seed\"")));
        assertTrue(problems.exists(p -> p.message().contains("no \"lineup\"")));
    }

    @Test
    void unknownFieldsAndUnknownOptionsAreErrorsAtTheirPlace() {
        VariantProblem field = only("""
                {"base": "incan-gold", "lineup": ["risk"], "game": 5, "games": 5, "seed": 1}""");
        assertProblem(field, "/game", "\"game\" is not a field of sweep files");
        assertEquals(1, field.line());
        assertEquals(44, field.column());

        VariantProblem option = only("""
                {"base": "incan-gold", "lineup": ["risk", "risk"],
                 "axes": [{"option": "round", "values": [4]}], "games": 5, "seed": 1}""");
        assertProblem(option, "/axes/0/option", "\"round\" is not an option", "rounds", "hazards/NAME");
        assertEquals(2, option.line());

        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk"],
                         "axes": [{"option": "hazards", "values": [{"snakes": 2}]}], "games": 5, "seed": 1}"""), "/axes/0/option", "one hazard type at a time");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk"],
                         "cells": [{"description": "x"}], "games": 5, "seed": 1}"""), "/cells/0/description", "cannot vary");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk"],
                         "axes": [{"option": "rounds", "values": [4], "step": 1}], "games": 5, "seed": 1}"""), "/axes/0/step", "not a field of an axis");
    }

    @Test
    void aWrongValueOfACellIsBlamedOnTheAxisValueAndNamedInItsFirstCellOnly() {
        Seq<VariantProblem> problems = problems("""
                {"base": "incan-gold", "lineup": ["risk", "risk", "risk"],
                 "axes": [{"option": "rounds", "values": [4, 0]},
                          {"option": "bustPenalty", "values": ["LOSE_ALL", "LOSE_SOME"]}],
                 "games": 5, "seed": 1}""");
        assertEquals(2, problems.size(), problems::mkString);
        assertProblem(
                problems.get(0), "/axes/1/values/1", "in cell 1 (rounds=4, bustPenalty=\"LOSE_SOME\")", "LOSE_ALL");
        assertProblem(problems.get(1), "/axes/0/values/1", "in cell 2 (rounds=0, bustPenalty=\"LOSE_ALL\")", "rounds");
        assertEquals(2, problems.get(1).line());
    }

    @Test
    void aLineupThatDoesNotFitACellsPlayerCountIsBlamedOnItsSeatCount() {
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk"],
                         "axes": [{"option": "seats", "values": [3, 9]}], "games": 5, "seed": 1}"""), "/axes/0/values/1", "cell 1 (seats=9)", "3 to 8 players (R1)");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk", "risk"],
                         "axes": [{"option": "maxPlayers", "values": [8, 6]}],
                         "cells": [{"maxPlayers": 6, "seats": 7}], "games": 5, "seed": 1}"""), "/cells/0/seats", "cell 2 (maxPlayers=6, seats=7)");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk"], "games": 5, "seed": 1}"""), "/lineup", "a lineup of 2 strategies");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk"],
                         "axes": [{"option": "seats", "values": [3, 33]}], "games": 5, "seed": 1}"""), "/axes/0/values/1", "from 1 to 32");
    }

    @Test
    void botsAndBasesAreChecked() {
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "treshold:8", "risk"], "games": 5, "seed": 1}"""), "/lineup/1", "treshold:8");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk", "risk"],
                         "axes": [{"option": "lineup", "values": [["risk", 3, "risk"]]}], "games": 5, "seed": 1}"""), "/axes/0/values/0/1", "a bot is the number 3");
        // an empty file is shown a sweep file, not a house-rule file
        assertProblem(
                only(""),
                "",
                "the file is empty; expected a JSON object such as {\"base\": \"incan-gold\", \"lineup\": [\"risk\","
                        + " \"risk\", \"risk\"], \"games\": 1000, \"seed\": 1}");
        // an empty list was told "a lineup is a list; expected a non-empty list"
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": [], "games": 5, "seed": 1}"""), "/lineup", "a lineup is empty;");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": "risk", "games": 5, "seed": 1}"""), "/lineup", "a lineup is the string \"risk\"; expected a list of bots");
        assertProblem(only("""
                        {"base": "incan-gold", "lineup": ["risk", "risk", "risk"],
                         "axes": [{"option": "rounds", "values": []}], "games": 5, "seed": 1}"""), "/axes/0/values", "\"values\" is empty; give the axis at least one value");
        assertProblem(only("""
                        {"base": "incan-golden", "lineup": ["risk", "risk", "risk"], "games": 5, "seed": 1}"""), "/base", "in the base", "incan-golden");
        assertProblem(only("""
                        {"base": {"base": "incan-gold", "rounds": -1}, "lineup": ["risk", "risk", "risk"], "games": 5, "seed": 1}"""), "/base/rounds", "in the base");
        assertProblem(only("""
                        {"base": 7, "lineup": ["risk", "risk", "risk"], "games": 5, "seed": 1}"""), "/base", "a preset's id");
    }

    /** A bot of one's own: camps at 5 gems at risk, and describes itself as the file does not. */
    record CampsAtFive() implements Strategy {
        @Override
        public Choice choose(Situation situation, long seed) {
            return situation.gemsAtRisk() >= 5 ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "camps-at-five";
        }
    }

    @Test
    void aReaderOfOnesOwnSeatsBotsThatAreNotBuiltInReadingEachDescriptionOnce() {
        java.util.List<String> asked = new java.util.ArrayList<>();
        Strategy mine = new CampsAtFive();
        Function<String, Either<String, Strategy>> reader = description -> {
            asked.add(description);
            return description.equals("mine") ? Either.right(mine) : Strategies.parse(description);
        };
        Validation<Seq<VariantProblem>, Sweep> loaded = SweepFiles.load("""
                {"base": "incan-gold", "lineup": ["mine", "risk", "mine"],
                 "axes": [{"option": "rounds", "values": [4, 5]},
                          {"option": "lineup", "values": [["mine", "risk", "mine"], ["risk", "mine", "threshold:8"]]}],
                 "games": 5, "seed": 1}""", reader);
        assertTrue(loaded.isValid(), () -> loaded.getError().mkString("\n"));
        Sweep sweep = loaded.get();
        assertEquals(4, sweep.cells().size());
        SweepCell second = sweep.cells().get(1);
        assertEquals(List.of("risk", "mine", "threshold:8"), second.lineup());
        assertEquals(List.of(Strategies.riskAware(), mine, Strategies.threshold(8)), second.strategies());
        assertEquals(second.strategies(), second.simulation().lineup());
        // the file's spelling names the bot in labels and fingerprints, not the bot's own description
        assertTrue(second.fingerprint().contains("lineup risk,mine,threshold:8"), second::fingerprint);
        assertEquals(List.of("mine", "risk", "threshold:8"), List.ofAll(asked).sorted());
        // a cell's descriptions and strategies go seat by seat
        IllegalArgumentException uneven = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> new SweepCell(
                        0,
                        second.coordinates(),
                        second.rules(),
                        second.lineup(),
                        second.strategies().tail(),
                        5,
                        1));
        assertEquals("a lineup of 3 descriptions needs as many strategies, got 2", uneven.getMessage());

        // the built-in reader does not know it, and says where the file names it
        assertProblem(only("""
                {"base": "incan-gold", "lineup": ["risk", "mine", "risk"], "games": 5, "seed": 1}"""), "/lineup/1", "'mine'");
        // a reader's refusal is the problem, at its place
        Validation<Seq<VariantProblem>, Sweep> refused = SweepFiles.load("""
                {"base": "incan-gold", "lineup": ["risk", "yours", "risk"], "games": 5, "seed": 1}""", reader);
        assertProblem(refused.getError().single(), "/lineup/1", "'yours' is not a strategy");
        // a reader that gives no bot is named as the problem
        Validation<Seq<VariantProblem>, Sweep> none = SweepFiles.load("""
                {"base": "incan-gold", "lineup": ["risk", "risk", "risk"], "games": 5, "seed": 1}""", description -> null);
        assertProblem(none.getError().head(), "/lineup/0", "the reader of the bots gave no bot for 'risk'");
    }

    @Test
    void gamesAndSeedAreWholeNumbersInRange() {
        assertProblem(
                only(
                        "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 0, \"seed\": 1}"),
                "/games",
                "from 1 to 1000000000");
        assertProblem(
                only("{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 1000000001,"
                        + " \"seed\": 1}"),
                "/games",
                "1000000001");
        assertProblem(
                only("{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 5,"
                        + " \"seed\": 9223372036854775808}"),
                "/seed",
                "64 bits");
        assertProblem(
                only(
                        "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 5, \"seed\": 1.5}"),
                "/seed",
                "1.5");
    }

    @Test
    void theLimitsOfAxesValuesAndCellsHold() {
        String values = List.range(1, 31).mkString("[", ", ", "]");
        assertProblem(
                only("{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"axes\": ["
                        + "{\"option\": \"rounds\", \"values\": " + values + "},"
                        + "{\"option\": \"artifactCount\", \"values\": " + values + "},"
                        + "{\"option\": \"startingGems\", \"values\": "
                        + List.range(0, 30).map(n -> "[" + n + "]").mkString("[", ",", "]")
                        + "}], \"games\": 5, \"seed\": 1}"),
                "/axes",
                "more than 10000 cells");
        assertProblem(
                only(
                        "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"axes\": [{\"option\": \"rounds\","
                                + " \"values\": " + List.range(1, 1002).mkString("[", ",", "]")
                                + "}], \"games\": 5, \"seed\": 1}"),
                "/axes/0/values",
                "1001 values",
                "at most 1000");
        String nine = List.of(
                        "rounds",
                        "artifactCount",
                        "bustTrigger",
                        "minPlayers",
                        "openTents",
                        "tieBreak",
                        "bustPenalty",
                        "leftoverGems",
                        "bustRemoval")
                .map(option -> "{\"option\": \"" + option + "\", \"values\": [1]}")
                .mkString(",");
        assertProblem(
                only("{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"axes\": [" + nine
                        + "], \"games\": 5, \"seed\": 1}"),
                "/axes",
                "9 axes",
                "at most 8");
        assertProblem(
                only("{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\"], \"axes\": [{\"option\": \"rounds\","
                        + " \"values\": [4]}, {\"option\": \"rounds\", \"values\": [5]}], \"games\": 5, \"seed\": 1}"),
                "/axes/1/option",
                "has an axis already");
        assertProblem(
                only(
                        "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"axes\": [{\"option\": \"rounds\","
                                + " \"values\": [4, 5, 4]}], \"games\": 5, \"seed\": 1}"),
                "/axes/0/values",
                "more than once");
        assertProblem(only("x".repeat(VariantFiles.MAX_FILE_CHARS + 1)), "", "more than the 262144 characters");
    }

    @Test
    void aFileIsReadAsUtf8AndAMissingFileIsAProblem(@TempDir Path directory) throws IOException {
        Path file = directory.resolve("sweep.json");
        Files.writeString(file, GRID.replace("Rounds against snakes", "Tours contre serpents à sonnette"));
        Validation<Seq<VariantProblem>, Sweep> loaded = SweepFiles.load(file);
        assertTrue(loaded.isValid(), () -> loaded.getError().mkString());
        assertEquals("Tours contre serpents à sonnette", loaded.get().description());
        Validation<Seq<VariantProblem>, Sweep> missing = SweepFiles.load(directory.resolve("absent.json"));
        assertTrue(missing.isInvalid());
        assertTrue(missing.getError().head().message().contains("cannot read"), missing.getError()::mkString);
    }

    @Test
    void theFingerprintChangesWithEverythingThatDecidesTheResults() {
        Sweep sweep = load(GRID);
        SweepCell cell = sweep.cells().head();
        assertEquals(cell.fingerprint(), load(GRID).cells().head().fingerprint());
        List<String> others = List.of(
                        GRID.replace("\"seed\": 42", "\"seed\": 43"),
                        GRID.replace("\"games\": 1000", "\"games\": 999"),
                        GRID.replace("\"risk\", \"random:0.3\"", "\"random:0.3\", \"risk\""),
                        GRID.replace("\"incan-gold\"", "\"diamant\""))
                .map(text -> load(text).cells().head().fingerprint());
        others.forEach(other -> assertTrue(!other.equals(cell.fingerprint()), other));
        assertTrue(!sweep.cells().get(1).fingerprint().equals(cell.fingerprint()));
    }
}
