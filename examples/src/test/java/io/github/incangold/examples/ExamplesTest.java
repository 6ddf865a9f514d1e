package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Runs every embedding example's main and checks its output against independent figures. */
class ExamplesTest {

    static String capture(Runnable program) {
        PrintStream original = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            program.run();
        } finally {
            System.setOut(original);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Plays a game with the engine alone, each seat deciding with its bot. */
    static GameState replay(Rules rules, List<String> seats, List<Strategy> bots, long seed) {
        GameState state = Game.newGame(rules, seats, seed).get().state();
        while (!state.isOver()) {
            state = Game.advance(state).state();
            for (int seat : state.awaitedSeats()) {
                Choice choice = bots.get(seat).choose(Views.view(state, seat), 0L);
                state = Game.choose(state, seat, choice).get().state();
            }
        }
        return state;
    }

    @Test
    void firstGame() {
        List<String> lines =
                List.of(capture(() -> FirstGame.main(new String[0])).split("\n"));
        // The sample keeps only newGame's state, so its first line is the first card: shared by
        // the three seats, the remainder on the path (R10).
        Card first = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L)
                .get()
                .state()
                .remainingDeck()
                .head();
        int value = first instanceof Card.Treasure treasure ? treasure.value() : 0;
        assertEquals(
                "CardRevealed[card=" + first + ", seatsInTemple=3, share=" + value / 3 + ", remainder=" + value % 3
                        + ", bust=false]",
                lines.head());
        // The deck passes to the left each round (R7) and gets that round's artifact (R5).
        for (int round = 2; round <= 5; round++) {
            String started = "RoundStarted[round=" + round + ", startSeat=" + (round - 1) % 3
                    + ", artifactAdded=Some(artifact " + round + ")";
            assertEquals(1, lines.count(line -> line.startsWith(started)), started);
        }
        // The score of a seat is what it banked in its tent plus the artifacts it took (R18):
        // added up from the printed PlayersLeft events, not taken from the outcome.
        int[] scores = new int[3];
        Pattern banked = Pattern.compile("\\((\\d+), (\\d+)\\)");
        Pattern claimed = Pattern.compile("ClaimedArtifact\\[seat=(\\d+), artifact=[^,]+, value=(\\d+)");
        for (String line : lines.filter(line -> line.startsWith("PlayersLeft["))) {
            String tents = line.substring(line.indexOf("banked="), line.indexOf(", artifacts="));
            for (Matcher m = banked.matcher(tents); m.find(); ) {
                scores[Integer.parseInt(m.group(1))] += Integer.parseInt(m.group(2));
            }
            for (Matcher m = claimed.matcher(line); m.find(); ) {
                scores[Integer.parseInt(m.group(1))] += Integer.parseInt(m.group(2));
            }
        }
        // The seats play differently, so the game is not a tie: three different scores, and the
        // program ends with the ranking, one line per place, best first.
        assertTrue(
                scores[0] != scores[1] && scores[1] != scores[2] && scores[0] != scores[2],
                "a tie: " + java.util.Arrays.toString(scores));
        List<Integer> ranked = List.of(0, 1, 2).sortBy(seat -> -scores[seat]);
        List<String> expected = ranked.zipWithIndex()
                .map(seatAndPlace -> "Standing[place=" + (seatAndPlace._2 + 1) + ", seat=" + seatAndPlace._1
                        + ", score=" + scores[seatAndPlace._1] + ",");
        List<String> ranking = lines.takeRight(3);
        for (int place = 0; place < 3; place++) {
            assertTrue(ranking.get(place).startsWith(expected.get(place)), ranking.get(place));
        }
        // The figures the README and the guide quote: Ann 28 with an artifact, Cy 26, Bo 13.
        assertEquals(List.of(0, 2, 1), ranked);
        assertEquals(28, scores[0]);
        assertEquals(26, scores[2]);
        assertEquals(13, scores[1]);
        assertTrue(lines.exists(
                line -> line.startsWith("GameEnded[outcome=Outcome[") && line.endsWith("winners=List(0)]]")));
        // The docs' sentences, built from the printed events: gems banked, then the artifact.
        int[] gems = new int[3];
        for (String line : lines.filter(line -> line.startsWith("PlayersLeft["))) {
            String tents = line.substring(line.indexOf("banked="), line.indexOf(", artifacts="));
            for (Matcher m = banked.matcher(tents); m.find(); ) {
                gems[Integer.parseInt(m.group(1))] += Integer.parseInt(m.group(2));
            }
        }
        Matcher claim = Pattern.compile(
                        "ClaimedArtifact\\[seat=0, artifact=[^,]+, value=(\\d+), claimOrder=\\d+, round=(\\d+)")
                .matcher(String.join("\n", lines));
        assertTrue(claim.find(), "Ann claims no artifact");
        assertEquals(scores[0], gems[0] + Integer.parseInt(claim.group(1)));
        String guide = DocSnippetsTest.read(DocSnippetsTest.ROOT.resolve("docs/getting-started.md"))
                .replaceAll("\\s+", " ");
        String sentence = "With seed 42 it ends in a ranking: Ann (seat 0) wins with " + scores[0] + " (" + gems[0]
                + " gems and an artifact worth " + claim.group(1) + ", claimed alone in round " + claim.group(2)
                + ", R12), Cy comes second with " + scores[2] + ", Bo third with " + scores[1] + ".";
        assertTrue(guide.contains(sentence), "docs/getting-started.md should say: " + sentence);
        String readme =
                DocSnippetsTest.read(DocSnippetsTest.ROOT.resolve("README.md")).replaceAll("\\s+", " ");
        String readmeRanking = "Ann " + scores[0] + " (with an artifact), Cy " + scores[2] + ", Bo " + scores[1] + ".";
        assertTrue(readme.contains(readmeRanking), "README.md should say: " + readmeRanking);
    }

    @Test
    void companionApp() {
        String output = capture(() -> CompanionApp.main(new String[0]));
        // Worked by hand: 11 among 3 is 3 each and 2 on the path (R10); 17 is 5 each and 2 more;
        // Ann leaves alone with 3 + 5 + 4 = 12 (R11); Bo and Cy leave together with 8 each and
        // leave the artifact on the path (R12), lost at the round's end (R16).
        assertTrue(output.contains("> card 11\n  treasure 11: 3 each to 3 players, 2 on the path\n"), output);
        assertTrue(output.contains("  treasure 17: 5 each to 3 players, 2 on the path\n"));
        assertTrue(output.contains("> camp Ann\n  Ann goes back to camp with 12 (4 from the path).\n"));
        assertTrue(
                output.contains("> card 8\n  ? the treasure 8 card is not in the remaining deck; it holds 28 cards"));
        assertTrue(output.contains("""
                > camp bo cy
                  Bo and Cy go back to camp with 8 each.
                  Round 1 over: 0 gems back to the bank; artifact 1 lost for good.
                """));
        assertTrue(output.contains("Winner: Ann with 12.\n> card 5\n  ? the game is over\n"), output);
    }

    @Test
    void houseRules() {
        String output = capture(() -> HouseRules.main(new String[0]));
        assertTrue(
                output.startsWith(
                        "rounds: 7\nhazards: (fire, 4), (mummy, 3), (rockfall, 3), (snakes, 3), (spiders, 3)\n"),
                output);
        assertTrue(output.contains("problem: line 1, column 24, /rounds: 0 is below 1"), output);
        assertTrue(output.contains("/hazzards: unknown field \"hazzards\""), output);
        // 15 treasures, 16 hazards and artifact 1.
        assertTrue(output.contains("round 1 deck: 32 cards\n"), output);
        Rules hotter = Rules.builder()
                .rounds(7)
                .hazards(Rules.RULEBOOK_HAZARDS.put(io.github.incangold.model.HazardType.FIRE, 4))
                .build();
        GameState end = replay(hotter, List.of("Ann", "Bo", "Cy", "Di"), CompareVariants.BOTS, 11L);
        Outcome outcome = end.outcome().get();
        String winner = List.of("Ann", "Bo", "Cy", "Di").get(outcome.winners().head());
        assertTrue(
                output.endsWith(winner + " with " + outcome.standings().head().score() + ".\n"), output);
    }

    @Test
    void serverLoop() {
        String output = capture(() -> ServerLoop.main(new String[0]));
        assertTrue(output.startsWith("refused: a game needs 3 to 8 players, got 2\n"), output);
        assertEquals(1, List.of(output.split("\n")).count(line -> line.contains("\"type\": \"error\"")));
        // The clients see JSON only; the games must be those the bots play on the engine directly.
        List<Strategy> bots = List.of(
                Strategies.threshold(5), Strategies.riskAware(), Strategies.threshold(9), Strategies.threshold(12));
        GameState oak = replay(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), bots, 7L);
        GameState elm = replay(Rules.incanGold(), List.of("Di", "Ed", "Flo", "Gus"), bots, 8L);
        for (GameState state : List.of(oak, elm)) {
            for (int seat = 0; seat < state.seatCount(); seat++) {
                String standing = state.seats().get(seat) + " +" + state.score(seat) + "  \\(";
                assertTrue(output.matches("(?s).*" + standing + ".*"), standing + " in " + output);
            }
        }
    }

    @Test
    void countBusts() {
        String output = capture(() -> CountBusts.main(new String[] {"30"}));
        // The same games played step by step, the busts read from their events.
        java.util.Map<String, Integer> expected = new java.util.TreeMap<>();
        for (long seed = 1; seed <= 30; seed++) {
            Step step = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy", "Di"), seed)
                    .get();
            while (!step.state().isOver()) {
                GameState now = step.state();
                step = Game.play(now, seat -> now.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH);
                for (GameEvent event : step.events()) {
                    if (event instanceof GameEvent.Bust bust) {
                        expected.merge(bust.type().name(), 1, Integer::sum);
                    }
                }
            }
        }
        StringBuilder lines = new StringBuilder("30 games of four bots camping at 8 gems at risk; rounds ended by\n");
        expected.forEach((type, count) ->
                lines.append("  ").append(type).append(": ").append(count).append('\n'));
        assertEquals(lines.toString(), output);
        assertTrue(expected.size() >= 3, "several hazard types end rounds in 30 games: " + expected);
    }

    @Test
    void compareVariants() {
        String output = capture(() -> CompareVariants.main(new String[] {"40"}));
        List<String> lines = List.of(output.split("\n"));
        // Game g of the simulation: seed Seeds.derive(1, g), seat s played by bot (s + g) mod 4.
        long winning = 0;
        for (int game = 0; game < 40; game++) {
            int rotation = game;
            List<Strategy> seated = List.range(0, 4).map(seat -> CompareVariants.BOTS.get((seat + rotation) % 4));
            winning += replay(Rules.incanGold(), List.of("a", "b", "c", "d"), seated, Seeds.derive(1, game))
                    .outcome()
                    .get()
                    .standings()
                    .head()
                    .score();
        }
        assertTrue(lines.get(0).startsWith("40 games per variant, seed 1, lineup: threshold:6, risk,"), output);
        lines.drop(3).forEach(line -> assertTrue(line.startsWith("diamant - incan-gold: "), line));
        assertTrue(
                lines.get(1)
                        .startsWith(
                                String.format(Locale.ROOT, "incan-gold  winning score %.2f, busts ", winning / 40.0)),
                lines.get(1));
        // Diamant has no artifacts at all (R20).
        assertTrue(lines.get(2).startsWith("diamant     winning score "), lines.get(2));
        assertTrue(lines.get(2).contains("artifacts per game 0.00;"), lines.get(2));
    }

    @Test
    void botTournament() {
        List<String> lines =
                List.of(capture(() -> BotTournament.main(new String[0])).split("\n"));
        // four bots, each rated once with an interval about its rating, the ratings averaging 0
        assertEquals(4, lines.size(), lines::mkString);
        Pattern rated = Pattern.compile("(\\S+) +([+-]\\d+) \\(([+-]\\d+) to ([+-]\\d+)\\)");
        double sum = 0;
        List<String> bots = List.empty();
        for (String line : lines) {
            Matcher matcher = rated.matcher(line);
            assertTrue(matcher.matches(), line);
            int rating = Integer.parseInt(matcher.group(2));
            assertTrue(Integer.parseInt(matcher.group(3)) <= rating, line);
            assertTrue(rating <= Integer.parseInt(matcher.group(4)), line);
            sum += rating;
            bots = bots.append(matcher.group(1));
        }
        assertEquals(0, sum, 2); // rounded to whole points
        assertEquals(List.of("mine", "random:0.3", "risk", "threshold:8"), bots.sorted());
        // the random leaver, which camps at 3 cards in 10 whatever it holds, is last
        assertEquals("random:0.3", bots.last());
    }
}
