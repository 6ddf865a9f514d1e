package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Plays the demo the way a person does, through its input stream, and checks the lines that
 * matter against numbers worked out from the seeded game with the engine alone.
 */
class TerminalGameTest {
    private static final List<String> SEATS = List.of("Zoe", "Ann", "Bo", "Cy");
    private static final List<Strategy> BOTS =
            List.of(Strategies.riskAware(), Strategies.threshold(6), Strategies.threshold(10));

    /** The demo's standard output, once it has ended with status 0 and nothing on its error stream. */
    static String run(boolean terminal, String input, Style style, String... args) {
        Ran ran = demo(terminal, input, style, args);
        assertEquals(Demo.DONE, ran.status(), ran::out);
        assertEquals("", ran.err(), ran::out);
        return ran.out();
    }

    /** What the demo printed on each stream, and its status. */
    record Ran(int status, String out, String err) {}

    static Ran demo(boolean terminal, String input, Style style, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Demo.run(
                args,
                terminal,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                style,
                99L);
        return new Ran(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Defaults for the rules and the bots, then "Zoe" in seat 1. */
    static final String SETUP = "\n\nZoe\n\n";

    /** ./play warns about a house-rule file as ./simulate does, in both of its modes (R4). */
    @org.junit.jupiter.api.Test
    void aHouseRuleFileIsWarnedAboutAsTheSimulatorWarns(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder)
            throws java.io.IOException {
        java.nio.file.Path file = folder.resolve("mumy.json");
        java.nio.file.Files.writeString(file, "{\"base\": \"incan-gold\", \"hazards\": {\"mumy\": 2}}");
        String warning = "  warning: \"mumy\" is a hazard type of its own, beside the rulebook's \"mummy\" (R4)";
        String botGame = run(false, "", Style.PLAIN, "--rules", file.toString(), "--seed", "3");
        assertTrue(botGame.contains(warning), botGame);
        String terminalGame = run(true, file + "\n", Style.PLAIN);
        assertTrue(terminalGame.contains(warning), terminalGame);
        String rulebook = run(false, "", Style.PLAIN, "--seed", "3");
        assertTrue(!rulebook.contains("warning:"), "no warning for the rulebook's rules");
    }

    /** The list of presets: every title starts in the same column, however long the ids. */
    @org.junit.jupiter.api.Test
    void thePresetsAreListedInColumns() {
        String output = run(true, "", Style.PLAIN);
        java.util.regex.Pattern row = java.util.regex.Pattern.compile("^  +\\d+  (\\S+) +(\\S.*)$");
        java.util.Set<Integer> titleColumns = new java.util.TreeSet<>();
        int rows = 0;
        for (String line : output.split("\n", -1)) {
            java.util.regex.Matcher matcher = row.matcher(line);
            if (matcher.matches()) {
                titleColumns.add(matcher.start(2));
                rows++;
            }
        }
        assertEquals(io.github.incangold.variants.Presets.all().size(), rows, output);
        assertEquals(1, titleColumns.size(), () -> "titles start in columns " + titleColumns + ":\n" + output);
    }

    /**
     * Zoe camps at her first choice of every round, after a wrong keystroke and a hint in round 1. Nobody
     * else leaves after one card (a bot with at most 17 / 4 = 4 gems stays), so she leaves alone
     * and takes the whole first card (R10, R11) or its artifact (R12).
     */
    @ParameterizedTest
    @ValueSource(longs = {1L, 42L, 2024L})
    void campingAfterTheFirstCardOfEveryRound(long seed) {
        String output = run(true, SETUP + "x\nh\nc\nc\nc\nc\nc\n", Style.PLAIN, "--seed", Long.toString(seed));

        GameState state = Game.newGame(Rules.incanGold(), SEATS, seed).get().state();
        int expectedTent = 0;
        int expectedArtifacts = 0;
        List<String> firstCards = List.empty();
        while (!state.isOver()) {
            state = Game.advance(state).state();
            if (state.path().size() == 1) {
                Card first = state.path().head();
                firstCards = firstCards.append(describe(first));
                if (first instanceof Card.Treasure treasure) {
                    expectedTent += treasure.value() / 4 + treasure.value() % 4;
                } else if (first instanceof Card.Artifact) {
                    expectedArtifacts++;
                }
            }
            for (int seat : state.awaitedSeats()) {
                Choice choice = seat == 0 ? Choice.CAMP : BOTS.get(seat - 1).choose(Views.view(state, seat), 0L);
                state = Game.choose(state, seat, choice).get().state();
            }
        }
        Outcome outcome = state.outcome().get();

        for (int round = 1; round <= 5; round++) {
            String starter = SEATS.get((round - 1) % 4); // R7: the deck passes to the left
            assertTrue(output.contains("Round " + round + ": " + starter + " starts"), "round " + round);
            assertTrue(output.contains("Round " + round + ", card 1  ("), "a choice in round " + round);
            assertTrue(
                    output.contains("  Path:        " + firstCards.get(round - 1) + "\n"),
                    "first card of round " + round + ": " + firstCards.get(round - 1));
        }
        assertTrue(output.contains("Round 1: Zoe starts, 31 cards in the deck, artifact 1 shuffled in."));
        assertTrue(output.contains("  In temple:   Zoe"));
        assertTrue(output.contains("Torch or camp? [t/c/h/q] "), "the prompt names every answer, q to quit too");
        assertEquals(
                1,
                count(output, "  Type t for torch (go deeper) or c for camp (bank your gems); h for a hint; q quits."));
        // The hint after round 1's first card: alone, Zoe would take the whole card (R10, R11) or the
        // artifact, worth 5 as the first claimed (R12, R13); a hazard brings nothing.
        Card first = Game.advance(
                        Game.newGame(Rules.incanGold(), SEATS, seed).get().state())
                .state()
                .path()
                .head();
        int campNow = first instanceof Card.Treasure treasure
                ? treasure.value() / 4 + treasure.value() % 4
                : first instanceof Card.Artifact ? 5 : 0;
        assertEquals(1, count(output, "  Hint: going back now brings home " + campNow + " gems; carrying on, about "));
        assertTrue(output.contains("Zoe goes back to camp"), "Zoe leaves alone");

        int zoePlace = outcome.standings().find(s -> s.seat() == 0).get().place();
        int zoeScore = expectedTent + 5 * expectedArtifacts; // R13: the first three claims are worth 5
        assertTrue(output.contains(zoePlace + ". Zoe"), output);
        assertTrue(
                output.matches("(?s).*" + zoePlace + "\\. Zoe +" + zoeScore + "  \\(" + expectedTent + " gems, "
                        + expectedArtifacts + " artifacts?\\).*"),
                output);
        String winners = outcome.winners().map(SEATS::get).mkString(" and ");
        int best = outcome.standings().head().score();
        assertTrue(
                output.contains((outcome.sharedWin() ? "Shared win: " : "Winner: ") + winners + " with " + best + "."),
                output);
        assertTrue(output.endsWith("./play --seed " + seed + " shuffles the same first deck again.\n"));
    }

    @Test
    void versionIsTheBuildsVersion() {
        String expected = System.getProperty("incangold.expectedVersion");
        assertTrue(expected != null && expected.matches("\\d+\\.\\d+\\.\\d+.*"), expected);
        assertEquals("incangold play " + expected + "\n", run(false, "", Style.PLAIN, "--version"));
        assertEquals("incangold play " + expected + "\n", run(true, "", Style.PLAIN, "-V"));
    }

    @Test
    void theFirstScreenShowsTheOddsOfABust() {
        long seed = 5L;
        Card first = Game.newGame(Rules.incanGold(), SEATS, seed)
                .get()
                .state()
                .remainingDeck()
                .head();
        String output = run(true, SETUP + "q\n", Style.PLAIN, "--seed", "5");

        // 31 cards: 15 treasures, 15 hazards (3 of each of 5 types), artifact 1 (R3, R4, R5).
        // After a hazard, 2 of its type are among the 30 left: 2/30 = 1/15; after anything else
        // no hazard can bust yet.
        String odds = first instanceof Card.Hazard ? "bust 1/15 (7%)" : "bust 0 (0%)";
        assertTrue(output.contains("  Next card:   " + odds), output);
        int share = first instanceof Card.Treasure treasure ? treasure.value() / 4 : 0;
        assertTrue(
                output.contains(
                        "  You:         " + (share == 1 ? "1 gem" : share + " gems") + " at risk, 0 in your tent"),
                output);
        assertTrue(output.contains("(30 cards left in the deck)"));
        assertTrue(output.contains("You leave the table in round 1. Thanks for playing."));
    }

    @Test
    void wrongAnswersGetAHintAndTheQuestionAgain() {
        String output = run(
                true,
                "99\nno-such-rules\ndiamant\nc x\nc c c c c c c c\n6 10\nZoe\n0\nfive\n4\n3\nq\n",
                Style.PLAIN,
                "--seed",
                "3");
        assertTrue(output.contains("  there is no preset 99: pick 1 to 12"));
        assertTrue(output.contains("  unknown rules 'no-such-rules': use a preset (incan-gold, diamant,"));
        assertTrue(
                output.contains(
                        "  'x' is not a bot: type r, a number of gems, random:0.3, artifacts, catchup:8, hazards:2, habits:8, mcts:200 or win, e.g. r 6 10"));
        assertTrue(output.contains("  with you that makes 9 players; these rules need 3 to 8 players, so 2 to 7 bots"));
        assertEquals(3, count(output, "  type a seat number from 1 to 3"));
        // Diamant has no artifacts (R20): 15 treasures and 15 hazards.
        assertTrue(output.contains("Round 1: Ann starts, 30 cards in the deck."), output);
        assertTrue(output.contains("Seats: Ann (threshold:6), Bo (threshold:10), Zoe (you)"), output);
    }

    /**
     * A tab (a control character) and a zero-width space (U+200B, a format character) do not show
     * as themselves, so the engine refuses them in a seat name (R1): the game names the character
     * and asks again instead of failing.
     */
    @Test
    void aNameTheEngineRefusesIsAskedAgain() {
        String output = run(true, "\n\na\tb\nZo\u200Be\nZoe\n\nq\n", Style.PLAIN, "--seed", "3");
        assertTrue(
                output.contains("  'aU+0009b' cannot be a name: it holds the invisible or unprintable character"
                        + " U+0009; type another\n"),
                output);
        assertTrue(
                output.contains("  'ZoU+200Be' cannot be a name: it holds the invisible or unprintable character"
                        + " U+200B; type another\n"),
                output);
        assertTrue(output.contains("Seats: Zoe (you), Ann (risk), Bo (threshold:6), Cy (threshold:10)"), output);
    }

    /** House rules' player counts (R1), and the terminal's own limit of 8 players, each said as it is. */
    @Test
    void playerCountsNameTheRulesAndTheTerminalApart() {
        Rules wide = Rules.builder().maxPlayers(32).build();
        assertEquals(
                "with you that makes 9 players; a game at the terminal seats at most 8, so 2 to 7 bots",
                TerminalGame.parseBots("r r r r r r r r", wide).getLeft());
        assertEquals(7, TerminalGame.parseBots("r r r r r r r", wide).get().size());
        Rules threeOnly = Rules.builder().maxPlayers(3).build();
        assertEquals(
                "with you that makes 4 players; these rules need exactly 3 players, so 2 bots",
                TerminalGame.parseBots("r 6 10", threeOnly).getLeft());
        assertEquals("r 6", TerminalGame.defaultBots(threeOnly));
        Rules solo = Rules.builder().minPlayers(1).maxPlayers(1).build();
        assertEquals(
                "with you that makes 2 players; these rules need exactly 1 player, so no bots (type none)",
                TerminalGame.parseBots("r", solo).getLeft());
        assertEquals("none", TerminalGame.defaultBots(solo));
        assertTrue(TerminalGame.parseBots("none", solo).get().isEmpty());
        Rules crowd = Rules.builder().minPlayers(10).maxPlayers(32).build();
        assertEquals(
                "these rules need 10 to 32 players; a game at the terminal seats at most 8 (you and 7 bots): pick other"
                        + " rules",
                TerminalGame.seatable(new NamedRules("crowd", crowd)).getLeft());
        assertEquals("r 6 10", TerminalGame.defaultBots(Rules.incanGold()));
        assertEquals(
                "with you that makes 1 player; these rules need 3 to 8 players, so 2 to 7 bots",
                TerminalGame.parseBots("none", Rules.incanGold()).getLeft());
    }

    /** A strategy's form with a wrong parameter gets the parser's reason, the one ./simulate --bots gives. */
    @Test
    void aWrongBotParameterIsExplained() {
        String refused = TerminalGame.parseBots("r mcts:0", Rules.incanGold()).getLeft();
        assertEquals(Strategies.parse("mcts:0").getLeft(), refused);
        assertTrue(refused.startsWith("'mcts:0': '0' is not a number of iterations"), refused);
        assertEquals(
                Strategies.parse("mcts").getLeft(),
                TerminalGame.parseBots("mcts", Rules.incanGold()).getLeft());
        assertTrue(TerminalGame.parseBots("x", Rules.incanGold()).getLeft().startsWith("'x' is not a bot: type r,"));
    }

    @Test
    void aSoloHouseRuleIsPlayedWithoutBots(@TempDir Path folder) throws Exception {
        Path solo = Files.writeString(
                folder.resolve("solo.json"), "{\"base\": \"incan-gold\", \"minPlayers\": 1, \"maxPlayers\": 1}");
        String output = run(true, "\n\n\n\nq\n", Style.PLAIN, "--seed", "4", "--rules", solo.toString());
        assertTrue(output.contains("[none]: "), output);
        assertTrue(output.contains("Seats: You (you)\n"), output);
    }

    /**
     * Without a terminal the bots fill the seats the rules allow: four when they can, else as many
     * as they need (R1); rules that need more than the 8 bot names are refused in one line.
     */
    @Test
    void theBotGameSeatsAsManyBotsAsTheRulesNeed(@TempDir Path folder) throws Exception {
        Path three = Files.writeString(folder.resolve("three.json"), "{\"base\": \"incan-gold\", \"maxPlayers\": 3}");
        String threeBots = run(false, "", Style.PLAIN, "--seed", "4", "--rules", three.toString());
        assertTrue(threeBots.startsWith("""
                        house rules from three.json, 3 bots, seed 4
                        Seats: Ann (threshold:6), Bo (risk), Cy (threshold:10)
                        """), threeBots);
        Path six = Files.writeString(folder.resolve("six.json"), "{\"base\": \"incan-gold\", \"minPlayers\": 6}");
        String sixBots = run(false, "", Style.PLAIN, "--seed", "4", "--rules", six.toString());
        assertTrue(
                sixBots.contains("Seats: Ann (threshold:6), Bo (risk), Cy (threshold:10), Di (threshold:15),"
                        + " Ed (threshold:6), Flo (risk)\n"),
                sixBots);

        Path crowd = Files.writeString(
                folder.resolve("crowd.json"), "{\"base\": \"incan-gold\", \"minPlayers\": 10, \"maxPlayers\": 32}");
        Ran crowded = demo(false, "", Style.PLAIN, "--rules", crowd.toString());
        assertEquals(Demo.BAD_INPUT, crowded.status());
        assertEquals(
                "cannot play house rules from crowd.json: these rules need 10 to 32 players; the bot game seats at most"
                        + " 8 bots\n",
                crowded.err());
        assertEquals("", crowded.out());
    }

    @Test
    void youTakesPluralVerbs() {
        // Seed 1 as in campingAfterTheFirstCardOfEveryRound: "You" camps alone after the first card.
        String output = run(true, "\n\n\n\nc\nq\n", Style.PLAIN, "--seed", "1");
        assertTrue(output.contains("  You go back to camp"), output);
        assertFalse(output.contains("You goes"), output);
    }

    @Test
    void theEndOfTheInputEndsTheGamePolitely() {
        String midGame = run(true, SETUP + "t\n", Style.PLAIN, "--seed", "8");
        assertTrue(
                Pattern.compile("\nYou leave the table in round \\d\\. Thanks for playing\\.\n\\z")
                        .matcher(midGame)
                        .find(),
                midGame);
        String duringSetup = run(true, "\n", Style.PLAIN);
        assertTrue(duringSetup.endsWith("No more input: no game today.\n"), duringSetup);
    }

    @Test
    void withoutATerminalBotsPlayEachOtherToTheEnd() {
        String output = run(false, "", Style.PLAIN, "--seed", "42");
        GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy", "Di"), 42L)
                .get()
                .state();
        while (!state.isOver()) {
            state = Game.advance(state).state();
            for (int seat : state.awaitedSeats()) {
                Choice choice = BotGame.DEFAULT_BOTS.get(seat).choose(Views.view(state, seat), 0L);
                state = Game.choose(state, seat, choice).get().state();
            }
        }
        Outcome outcome = state.outcome().get();
        assertTrue(output.startsWith("""
                        Incan Gold (incan-gold), 4 bots, seed 42
                        Seats: Ann (threshold:6), Bo (risk), Cy (threshold:10), Di (threshold:15)
                        """), output);
        for (int round = 1; round <= 5; round++) {
            assertEquals(1, count(output, "\nRound " + round + ": "));
            assertEquals(1, count(output, "  Round " + round + " over: "));
        }
        for (int place = 0; place < 4; place++) {
            int seat = outcome.standings().get(place).seat();
            assertTrue(
                    output.contains(outcome.standings().get(place).place() + ". "
                            + List.of("Ann", "Bo", "Cy", "Di").get(seat)),
                    output);
        }
        String winner = List.of("Ann", "Bo", "Cy", "Di").get(outcome.winners().head());
        assertTrue(
                output.endsWith(winner + " with " + outcome.standings().head().score() + ".\n"), output);
        assertFalse(output.contains("\u001b["), "no colours without a terminal");
    }

    @Test
    void coloursOnlyWhenTheTerminalSupportsThem() {
        assertEquals(Style.ANSI, Style.detect(true, "xterm-256color", null));
        assertEquals(Style.PLAIN, Style.detect(false, "xterm-256color", null));
        assertEquals(Style.PLAIN, Style.detect(true, "dumb", null));
        assertEquals(Style.PLAIN, Style.detect(true, null, null));
        assertEquals(Style.PLAIN, Style.detect(true, "xterm", "1"));
        assertEquals(Style.ANSI, Style.detect(true, "xterm", ""));
        String coloured = run(true, SETUP + "q\n", Style.ANSI, "--seed", "5");
        assertTrue(coloured.contains("\u001b[1mRound 1, card 1\u001b[0m"), coloured);
    }

    /** The questions for the opponents name every built-in bot: r, a number, or the others by name. */
    @Test
    void theQuestionsNameEveryBuiltInBot() {
        List<String> named = TerminalGame.OTHER_BUILT_IN_BOTS
                .map(bot -> bot.replaceFirst(":.*", ""))
                .prepend("threshold")
                .prepend("risk");
        assertEquals(
                io.github.incangold.strategies.StrategyCatalog.builtIn().names().sorted(), named.sorted());
        for (String bot : TerminalGame.OTHER_BUILT_IN_BOTS) {
            assertTrue(
                    TerminalGame.parseBots(bot + " " + bot, Rules.incanGold()).isRight(),
                    bot); // two bots: with you, the 3 players the rules need
        }
    }

    /** A wrong command line is named on the error stream with the usage, and the status is 2. */
    @Test
    void badOptionsAreNamedOnTheErrorStream() {
        Map<String, String[]> namedProblems = new LinkedHashMap<>();
        namedProblems.put("--seed needs a whole number, got 'soon'", new String[] {"--seed", "soon"});
        namedProblems.put("--rules needs a preset id or a file", new String[] {"--rules"});
        namedProblems.put("unknown option '--colour'", new String[] {"--colour"});
        namedProblems.put("--seed is given twice; give it once", new String[] {"--seed", "1", "--seed", "2"});
        namedProblems.put(
                "--rules is given twice; give it once", new String[] {"--rules", "diamant", "--bots", "--rules", "1"});
        namedProblems.forEach((problem, args) -> {
            Ran ran = demo(false, "", Style.PLAIN, args);
            assertEquals(Demo.BAD_INPUT, ran.status(), problem);
            assertEquals(problem + "\n" + Demo.USAGE + "\n", ran.err());
            assertEquals("", ran.out(), problem);
        });
        Ran help = demo(false, "", Style.PLAIN, "--help");
        assertEquals(new Ran(Demo.DONE, Demo.USAGE + "\n", ""), help);
    }

    private static String describe(Card card) {
        return card instanceof Card.Hazard hazard ? hazard.type().name() : card.toString();
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
