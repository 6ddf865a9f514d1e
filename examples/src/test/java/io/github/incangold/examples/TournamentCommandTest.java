package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.PairResult;
import io.github.incangold.variants.simulation.StrategyResult;
import io.github.incangold.variants.tournament.LineupResult;
import io.github.incangold.variants.tournament.Rating;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentResult;
import io.github.incangold.variants.tournament.Tournaments;
import io.vavr.collection.List;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code ./simulate tournament}: the terminal figures, the CSV and JSON, the report and the exit
 * codes, each checked against {@link Tournaments#run} of the same tournament. The yardstick is
 * only parsed here: it takes minutes.
 */
class TournamentCommandTest {
    static final List<String> BOTS = List.of("risk", "threshold:8", "random:1");
    static final String[] SMALL = {
        "tournament",
        "--bots",
        "risk,threshold:8,random:1",
        "--tables",
        "3",
        "--games",
        "200",
        "--seed",
        "5",
        "--threads",
        "2"
    };

    static TournamentResult small;

    @TempDir
    Path folder;

    @BeforeAll
    static void playTheSmallTournament() {
        Tournament tournament =
                Tournament.of(Rules.incanGold(), BOTS, List.of(3), 200, 5L).get();
        small = Tournaments.run(tournament, 2, done -> {});
    }

    record Run(int status, String out, String err) {}

    static Run simulate(boolean terminal, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Simulate.run(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                terminal);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String[] with(String[] args, String... more) {
        return List.of(args).appendAll(List.of(more)).toJavaArray(String[]::new);
    }

    @Test
    void theTerminalShowsTheRatingsAndWinSharesAsTheTournamentGivesThem() {
        Run run = simulate(false, SMALL);
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.err(), "no progress bar without a terminal");
        assertTrue(
                run.out()
                        .startsWith("Tournament: Incan Gold (incan-gold), 3 bots, tables of 3 seats (1 lineup) × 200"
                                + " games, seed 5, 2 threads, "),
                run.out());
        List<Rating> ratings = small.ratings();
        assertEquals("random:1", ratings.last().bot(), "the bot that always leaves at once is last");
        for (int place = 0; place < ratings.size(); place++) {
            Rating rating = ratings.get(place);
            String row = String.format(
                    Locale.ROOT,
                    "  %4d  %-11s  %6s  %-16s  %-16s  %,10d\n",
                    place + 1,
                    rating.bot(),
                    (Math.round(rating.rating()) > 0 ? "+" : "") + Math.round(rating.rating()),
                    signed(rating.low()) + " to " + signed(rating.high()),
                    String.format(
                            Locale.ROOT,
                            "%.1f%% ±%.1f",
                            100 * rating.winShare().mean(),
                            100 * (rating.winShare().high() - rating.winShare().low()) / 2),
                    rating.games());
            assertTrue(run.out().contains(row), row + " in\n" + run.out());
        }
        Rating leader = ratings.head();
        boolean secondOverlaps = ratings.get(1).high() >= leader.low();
        assertTrue(
                run.out()
                        .contains(
                                secondOverlaps
                                        ? "overlaps the leader's (" + leader.bot() + ")"
                                        : "No other bot's 95% interval overlaps the leader's (" + leader.bot() + ")"),
                run.out());
        assertTrue(run.out().contains("Tables of 3 seats: win share per seat (95% CI), fair share 33.3%\n"));
        StringBuilder lineupRow = new StringBuilder(String.format(Locale.ROOT, "  %6d", 1));
        LineupResult lineup = small.lineups().single();
        for (Rating rating : ratings) {
            Estimate share = lineup.result()
                    .strategies()
                    .get(lineup.lineup().indexOf(rating.bot()))
                    .winShare();
            lineupRow.append(String.format(Locale.ROOT, "  %-15s", Summary.percent(share)));
        }
        assertTrue(run.out().contains(lineupRow.toString().stripTrailing() + "\n"), lineupRow + " in\n" + run.out());
    }

    @Test
    void aTerminalShowsAProgressBarOverEveryGame() {
        Run run = simulate(true, SMALL);
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("tournament ["), run.err());
        assertTrue(run.err().contains("100.0%  200 / 200 games"), run.err());
    }

    @Test
    void aBotWithSeveralSeatsShowsTheMeanOfItsSeats() {
        Run run =
                simulate(false, "tournament", "--bots", "risk,threshold:8,random:1", "--tables", "4", "--games", "20");
        assertEquals(0, run.status(), run.err());
        Tournament four =
                Tournament.of(Rules.incanGold(), BOTS, List.of(4), 20, 2026L).get();
        TournamentResult result = Tournaments.run(four, 1, done -> {});
        LineupResult first = result.lineups().head();
        assertEquals(List.of("risk", "threshold:8", "random:1", "risk"), first.lineup());
        Estimate risk = TournamentCommand.seatShare(TournamentCommand.entriesOf(first, "risk"));
        List<StrategyResult> entries = first.result().strategies();
        assertEquals(
                (entries.get(0).winShare().mean() + entries.get(3).winShare().mean()) / 2, risk.mean(), 1e-12);
        String firstRow = List.of(run.out().split("\n"))
                .find(line -> line.startsWith("       1  "))
                .get();
        assertTrue(firstRow.contains("  " + Summary.percent(risk) + " ×2"), firstRow);
        assertTrue(run.out().contains("×N: the bot held N seats of the lineup"), run.out());
    }

    @Test
    void theCsvFilesAndJsonHoldTheTournamentsFigures() throws IOException {
        Path ratingsCsv = folder.resolve("ratings.csv");
        Path lineupsCsv = folder.resolve("lineups.csv");
        Path json = folder.resolve("tournament.json");
        Run run = simulate(
                false,
                with(
                        SMALL,
                        "--csv",
                        ratingsCsv.toString(),
                        "--lineups-csv",
                        lineupsCsv.toString(),
                        "--json",
                        json.toString()));
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("wrote " + ratingsCsv + "\nwrote " + lineupsCsv + "\nwrote " + json + "\n"));

        java.util.List<java.util.List<String>> rows = SweepCommandTest.csvRows(Files.readString(ratingsCsv));
        assertEquals(
                java.util.List.of(
                        "rank",
                        "bot",
                        "rating",
                        "rating_low",
                        "rating_high",
                        "win_share_mean",
                        "win_share_low",
                        "win_share_high",
                        "games"),
                rows.get(0));
        assertEquals(1 + BOTS.size(), rows.size());
        for (int place = 0; place < small.ratings().size(); place++) {
            Rating rating = small.ratings().get(place);
            java.util.List<String> row = rows.get(place + 1);
            assertEquals(Integer.toString(place + 1), row.get(0));
            assertEquals(rating.bot(), row.get(1));
            assertEquals(rating.rating(), Double.parseDouble(row.get(2)));
            assertEquals(rating.low(), Double.parseDouble(row.get(3)));
            assertEquals(rating.high(), Double.parseDouble(row.get(4)));
            assertEquals(rating.winShare().mean(), Double.parseDouble(row.get(5)));
            assertEquals(rating.winShare().low(), Double.parseDouble(row.get(6)));
            assertEquals(rating.winShare().high(), Double.parseDouble(row.get(7)));
            assertEquals(Long.toString(rating.games()), row.get(8));
        }

        java.util.List<java.util.List<String>> seats = SweepCommandTest.csvRows(Files.readString(lineupsCsv));
        java.util.List<String> header = seats.get(0);
        assertEquals(java.util.List.of("table", "lineup", "seat", "bot", "label", "games"), header.subList(0, 6));
        LineupResult lineup = small.lineups().single();
        assertEquals(1 + BOTS.size(), seats.size(), "a header and a row per seat");
        for (int seat = 0; seat < BOTS.size(); seat++) {
            StrategyResult entry = lineup.result().strategies().get(seat);
            java.util.List<String> row = seats.get(seat + 1);
            assertEquals(java.util.List.of("3", "1", Integer.toString(seat + 1), BOTS.get(seat)), row.subList(0, 4));
            assertEquals("200", row.get(header.indexOf("games")));
            assertEquals(entry.winShare().mean(), Double.parseDouble(row.get(header.indexOf("win_share_mean"))));
            assertEquals(entry.winShare().low(), Double.parseDouble(row.get(header.indexOf("win_share_low"))));
            assertEquals(entry.winShare().high(), Double.parseDouble(row.get(header.indexOf("win_share_high"))));
            assertEquals(entry.score().mean(), Double.parseDouble(row.get(header.indexOf("score_mean"))));
            assertEquals(Long.toString(entry.outrightWins()), row.get(header.indexOf("outright_wins")));
        }

        @SuppressWarnings("unchecked")
        Map<String, Object> document =
                (Map<String, Object>) new SimulateTest.JsonReader(Files.readString(json)).value();
        assertEquals("incangold-tournament/1", document.get("format"));
        Map<?, ?> definition = (Map<?, ?>) document.get("tournament");
        assertEquals("Incan Gold (incan-gold)", definition.get("rules"));
        assertEquals(BOTS.asJava(), definition.get("bots"));
        assertEquals(java.util.List.of(3.0), definition.get("tables"));
        assertEquals(200.0, definition.get("gamesPerLineup"));
        assertEquals(5.0, definition.get("seed"));
        assertEquals(false, definition.get("yardstick"));
        java.util.List<?> ratings = (java.util.List<?>) document.get("ratings");
        for (int place = 0; place < small.ratings().size(); place++) {
            Rating rating = small.ratings().get(place);
            Map<?, ?> object = (Map<?, ?>) ratings.get(place);
            assertEquals(rating.bot(), object.get("bot"));
            assertEquals(rating.rating(), object.get("rating"));
            assertEquals(rating.low(), object.get("low"));
            assertEquals(rating.high(), object.get("high"));
            assertEquals(rating.winShare().mean(), ((Map<?, ?>) object.get("winShare")).get("mean"));
            assertEquals((double) rating.games(), object.get("games"));
        }
        Map<?, ?> lineupObject = (Map<?, ?>) ((java.util.List<?>) document.get("lineups")).get(0);
        assertEquals(BOTS.asJava(), lineupObject.get("bots"));
        java.util.List<?> entries = (java.util.List<?>) lineupObject.get("entries");
        for (int seat = 0; seat < BOTS.size(); seat++) {
            StrategyResult entry = lineup.result().strategies().get(seat);
            Map<?, ?> object = (Map<?, ?>) entries.get(seat);
            Map<?, ?> share = (Map<?, ?>) object.get("winShare");
            assertEquals(entry.winShare().mean(), share.get("mean"));
            assertEquals(entry.winShare().low(), share.get("low"));
            assertEquals(entry.winShare().high(), share.get("high"));
            assertEquals(entry.score().mean(), ((Map<?, ?>) object.get("score")).get("mean"));
        }
        java.util.List<?> pairs = (java.util.List<?>) lineupObject.get("pairs");
        PairResult pair = lineup.result().pairs().head();
        Map<?, ?> firstPair = (Map<?, ?>) pairs.get(0);
        assertEquals((double) pair.firstAhead(), firstPair.get("firstAhead"));
        assertEquals((double) pair.secondAhead(), firstPair.get("secondAhead"));
        assertEquals(
                "./simulate tournament --variant incan-gold --bots risk,threshold:8,random:1 --tables 3 --games 200"
                        + " --seed 5",
                document.get("command"));
    }

    @Test
    void theReportHasTheRatingsTheirIntervalChartAndTheLineups() throws IOException {
        Path report = folder.resolve("tournament.html");
        Run run = simulate(false, with(SMALL, "--report", report.toString()));
        assertEquals(0, run.status(), run.err());
        String html = Files.readString(report);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertFalse(html.contains("<script"), "no script");
        assertFalse(html.contains("http://") || html.contains("https://"), "no link to the network");
        assertTrue(html.contains("aria-label=\"rating of each bot with its 95% interval\""), "the interval chart");
        for (Rating rating : small.ratings()) {
            String elo = TournamentCommand.elo(rating.rating());
            String interval = TournamentCommand.interval(rating);
            assertTrue(
                    html.contains("<td class=\"bot\">" + rating.bot() + "</td><td class=\"num\">" + elo
                            + "</td><td class=\"num\">" + interval + "</td>"),
                    rating.bot() + " in the ratings table");
            assertTrue(
                    html.contains("<title>" + rating.bot() + ": " + elo + " (95% interval " + interval + ")</title>"),
                    rating.bot() + " in the chart");
        }
        assertTrue(html.contains("<h2>Tables of 3 seats</h2>"));
        Estimate riskShare =
                small.lineups().single().result().strategies().head().winShare();
        assertTrue(html.contains(String.format(
                Locale.ROOT,
                "%.1f%% <small>(%.1f – %.1f)</small>",
                100 * riskShare.mean(),
                100 * riskShare.low(),
                100 * riskShare.high())));
        assertTrue(html.contains(
                "./simulate tournament --variant incan-gold --bots risk,threshold:8,random:1 --tables 3 --games 200"));
    }

    @Test
    void everyTextOfTheReportIsEscaped() {
        String html = TournamentReportPage.html(
                new TournamentCommand.Outcome(small, "house rules from <b>&'\".json", "./simulate <tournament>"));
        assertFalse(html.contains("<b>"), "the rules' name is escaped");
        assertTrue(html.contains("house rules from &lt;b&gt;&amp;&#39;&quot;.json"));
        assertTrue(html.contains("./simulate &lt;tournament&gt;"));
    }

    @Test
    void badInputIsAUsageErrorWithTheLibrarysMessage() {
        assertBad(
                Tournament.of(Rules.incanGold(), List.of("risk", "treshold:8"), List.of(3), 10, 1L)
                        .getLeft(),
                "tournament",
                "--bots",
                "risk,treshold:8",
                "--games",
                "10");
        assertBad(
                Tournament.of(Rules.incanGold(), BOTS, List.of(3, 9), 10, 1L).getLeft(),
                "tournament",
                "--bots",
                "risk,threshold:8,random:1",
                "--tables",
                "3,9",
                "--games",
                "10");
        assertBad(
                "the games per lineup must be a positive multiple of 10, got 15",
                "tournament",
                "--bots",
                "risk,threshold:8,random:1",
                "--tables",
                "3",
                "--games",
                "15");
        // the games over every lineup once wrapped to a negative total on the progress bar
        assertBad(
                "a lineup plays at most 1,000,000,000 games, got 9,223,372,036,854,775,800",
                "tournament",
                "--bots",
                "risk,threshold:3",
                "--tables",
                "3",
                "--games",
                "9223372036854775800");
        // an empty list was counted as one bot ("rates 2 to 12 bots, got 1")
        assertBad(
                "--bots names no bot; give the bots separated by commas, e.g. risk,threshold:8,random:0.3",
                "tournament",
                "--bots",
                "");
        assertBad(
                "--bots: bot 2 is empty; separate bots with single commas, e.g. risk,threshold:8,random:0.3",
                "tournament",
                "--bots",
                "risk, ,random:1");
        assertBad(
                "a table of 2 seats does not fit these rules, which seat 3 to 8 players (R1)\n",
                "tournament",
                "--tables",
                "2");
        assertBad("each bot enters once; repeated: risk", "tournament", "--bots", "risk,risk,random:1");
        assertBad(
                "each bot enters once; repeated: risk and RISK (each read as risk)",
                "tournament",
                "--bots",
                "risk,RISK,threshold:3");
        assertBad(
                "--yardstick is the fixed tournament: leave out --games, --seed, or leave out --yardstick to change it",
                "tournament",
                "--yardstick",
                "--games",
                "100",
                "--seed",
                "3");
        assertBad("--variant: unknown rules 'incan-silver'", "tournament", "--variant", "incan-silver");
        assertBad("--threads must be at least 1, got 0", "tournament", "--threads", "0");
        assertBad("Invalid value for option '--tables'", "tournament", "--tables", "3,four");
        assertBad("Unknown option", "tournament", "--lineup", "risk");
    }

    @Test
    void theThreadsAreOneTo256() {
        String[] withoutThreads = List.of(SMALL).dropRight(2).toJavaArray(String[]::new);
        // 100,000 were asked of the pool, which started one per batch of games up to the count
        assertBad("--threads must be at least 1, got 0", with(withoutThreads, "--threads", "0"));
        assertBad("--threads must be at most 256, got 257", with(withoutThreads, "--threads", "257"));
        assertBad("--threads must be at most 256, got 100000", with(withoutThreads, "--threads", "100000"));
        // one lineup in ten batches: ten threads at most
        Run run = simulate(false, with(withoutThreads, "--threads", "256"));
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains(", 256 threads, "), run.out());
        String help = simulate(false, "tournament", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--threads=N threads playing games, 1 to 256; default: every core, up to 256"), help);
    }

    @Test
    void anEmptyOrRepeatedOutputFileIsAUsageError() {
        assertBad("--lineups-csv: the file name is empty", with(SMALL, "--lineups-csv", ""));
        Path csv = folder.resolve("ratings.csv");
        assertBad(
                "--csv and --lineups-csv name the same file " + csv + "; give each output a file of its own",
                with(SMALL, "--csv", csv.toString(), "--lineups-csv", csv.toString()));
    }

    @Test
    void anOutputThatCannotBeWrittenExitsWithThreeBeforeAnyGame() {
        Run run = simulate(false, with(SMALL, "--report", folder.toString()));
        assertEquals(3, run.status());
        assertEquals("simulate tournament: cannot write " + folder + ": it is a folder\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void withoutOptionsOrWithYardstickTheTournamentIsTheYardstick() {
        for (String[] args : java.util.List.of(new String[] {}, new String[] {"--yardstick", "--threads", "2"})) {
            TournamentCommand command = parsed(args);
            TournamentCommand.Chosen chosen = command.chosen().get();
            assertEquals(Tournament.yardstick(), chosen.tournament());
            assertEquals("Incan Gold (incan-gold)", chosen.rules());
        }
        // each option changes one thing of it
        Tournament quick = parsed("--games", "100").chosen().get().tournament();
        assertEquals(100, quick.gamesPerLineup());
        assertEquals(Tournament.yardstick().bots(), quick.bots());
        assertEquals(Tournament.yardstick().tables(), quick.tables());
        assertEquals(Tournament.yardstick().seed(), quick.seed());
        Tournament diamant =
                parsed("--rules", "diamant", "--tables", "4,6").chosen().get().tournament();
        assertEquals(NamedRules.resolve("diamant").get().rules(), diamant.rules());
        assertEquals(List.of(4, 6), diamant.tables());
    }

    @Test
    void helpListsTheOptionsAndExitCodes() {
        Run run = simulate(false, "tournament", "--help");
        assertEquals(0, run.status());
        for (String part : List.of(
                "Usage: simulate tournament",
                "--yardstick",
                "--bots",
                "--tables",
                "--games",
                "--seed",
                "--rules, --variant",
                "--threads",
                "--csv",
                "--lineups-csv",
                "--json",
                "--report",
                "Exit codes:")) {
            assertTrue(run.out().contains(part), part + " in\n" + run.out());
        }
        assertTrue(simulate(false, "--help").out().contains("./simulate tournament rates bots"));
    }

    @Test
    void theDocsAndHelpStateTheLimitsOfBotsAndLineups() throws IOException {
        String docs = Files.readString(DocSnippetsTest.ROOT.resolve("docs/simulation.md"));
        String botsRow = docs.lines()
                .filter(line -> line.startsWith("| `--bots A,B,C` |"))
                .findFirst()
                .orElseThrow();
        assertTrue(botsRow.contains("2 to " + Tournament.MAX_BOTS), botsRow);
        String tablesRow = docs.lines()
                .filter(line -> line.startsWith("| `--tables 3,4` |"))
                .findFirst()
                .orElseThrow();
        String cap = String.format(Locale.ROOT, "at most %,d lineups", Tournament.MAX_LINEUPS);
        assertTrue(tablesRow.contains(cap), tablesRow);
        assertTrue(simulate(false, "tournament", "--help")
                .out()
                .replaceAll("\\s+", " ")
                .contains(cap));
    }

    /**
     * The docs quote a run of the yardstick, too long for a test to repeat (minutes of two cores);
     * what they say it is must still be what the code plays.
     */
    @Test
    void theDocsDescribeTheYardstickTheCodePlays() throws IOException {
        String docs = Files.readString(DocSnippetsTest.ROOT.resolve("docs/simulation.md"));
        Tournament yardstick = Tournament.yardstick();
        List<String> bots = yardstick.bots().map(bot -> "`" + bot + "`");
        String definition = "Incan Gold; " + bots.init().mkString(", ") + " and "
                + bots.last() + "; tables of " + yardstick.tables().init().mkString(", ") + " and "
                + yardstick.tables().last() + " seats";
        assertTrue(docs.replace("\n", " ").contains(definition), definition);
        assertTrue(docs.replace("\n", " ")
                .contains(String.format(
                        Locale.ROOT, "%,d games a lineup; seed %d", yardstick.gamesPerLineup(), yardstick.seed())));
        assertEquals(Rules.incanGold(), NamedRules.resolve("incan-gold").get().rules());
    }

    private static TournamentCommand parsed(String... args) {
        PrintStream nowhere = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        TournamentCommand command = new TournamentCommand(nowhere, nowhere, false);
        new CommandLine(command).parseArgs(args);
        return command;
    }

    private static String signed(double rating) {
        long rounded = Math.round(rating);
        return (rounded > 0 ? "+" : "") + rounded;
    }

    private static void assertBad(String message, String... args) {
        Run run = simulate(false, args);
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().startsWith("simulate tournament: "), run.err());
        assertTrue(run.err().contains(message), "expected " + message + "\nbut got " + run.err());
        assertTrue(run.err().endsWith("Try ./simulate tournament --help\n"), run.err());
        assertEquals("", run.out());
    }
}
