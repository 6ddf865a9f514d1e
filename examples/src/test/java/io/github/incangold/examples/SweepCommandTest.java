package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepAxis;
import io.github.incangold.variants.sweep.SweepCell;
import io.github.incangold.variants.sweep.SweepResult;
import io.github.incangold.variants.sweep.SweepRun;
import io.github.incangold.variants.sweep.Sweeps;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./simulate sweep}: the measures, the terminal table, the CSV and JSON, the report's
 * heatmap and chart, resuming, and the exit codes. The sweeps are built in code and given to the
 * command in place of a file's.
 */
class SweepCommandTest {
    static final List<String> LINEUP = List.of("threshold:8", "risk", "random:0.3", "artifacts");
    static final long GAMES = 500;
    static final long SEED = 42;

    /** rounds (4, 5) × hazards/snakes (2, 3), 500 games a cell, and its result computed directly. */
    static Sweep grid;

    static SweepResult gridResult;

    @TempDir
    Path folder;

    @BeforeAll
    static void playTheGrid() {
        grid = grid("Rounds against snakes", List.of(4, 5), List.of(2, 3), GAMES);
        gridResult = Sweeps.run(grid, SweepRun.defaults().withThreads(2));
    }

    static Rules rules(int rounds, int snakes) {
        return Rules.builder()
                .from(Rules.incanGold())
                .rounds(rounds)
                .hazards(Rules.RULEBOOK_HAZARDS.put(HazardType.SNAKES, snakes))
                .build();
    }

    /** A grid over rounds and snakes, the first axis slowest, as a sweep file gives it. */
    static Sweep grid(String description, List<Integer> rounds, List<Integer> snakes, long games) {
        List<SweepCell> cells = List.empty();
        for (int round : rounds) {
            for (int snake : snakes) {
                cells = cells.append(SweepCell.of(
                        cells.size(),
                        LinkedHashMap.of("rounds", Integer.toString(round), "hazards/snakes", Integer.toString(snake)),
                        rules(round, snake),
                        LINEUP,
                        games,
                        SEED));
            }
        }
        return new Sweep(
                description,
                List.of(
                        new SweepAxis("rounds", rounds.map(String::valueOf)),
                        new SweepAxis("hazards/snakes", snakes.map(String::valueOf))),
                cells,
                games,
                SEED);
    }

    record Run(int status, String out, String err) {}

    /** Runs {@code ./simulate sweep} with a reader that gives this sweep for any file that exists. */
    static Run simulate(Sweep sweep, boolean terminal, String... args) {
        return simulate(file -> Validation.valid(sweep), terminal, args);
    }

    static Run simulate(
            Function<Path, Validation<Seq<VariantProblem>, Sweep>> reader, boolean terminal, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        int status = Simulate.run(
                args,
                outStream,
                errStream,
                terminal,
                new SweepCommand(outStream, errStream, terminal, (file, bots) -> reader.apply(file)));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    Path sweepFile() throws IOException {
        Path file = folder.resolve("sweep.json");
        Files.writeString(file, "{}"); // the reader given to the command ignores it
        return file;
    }

    @Test
    void theTerminalShowsTheMeasureOfEveryCellAndTheBest() throws IOException {
        Run run = simulate(grid, false, "sweep", sweepFile().toString(), "--threads", "2");
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.err(), "no progress bar without a terminal");
        assertTrue(
                run.out().startsWith("Rounds against snakes: 4 cells × 500 games, seed 42, engine local, 2 threads"));
        assertTrue(run.out().contains("  axes: rounds (4, 5) × hazards/snakes (2, 3)\n"), run.out());
        assertTrue(run.out().contains("  lineup: threshold:8,risk,random:0.3,artifacts\n"), run.out());
        assertTrue(run.out().contains("  measure: relative-margin, "), run.out());
        assertTrue(
                run.out().contains("  best: the smallest relative-margin (--best relative-margin:min)\n"), run.out());
        // by default each cell's mean lead over its mean winning score, in percent
        for (CellResult cell : gridResult.cells()) {
            String row = String.format(
                    Locale.ROOT,
                    "  %4d  %-26s  %.1f%% [",
                    cell.cell().index(),
                    cell.cell().label(),
                    100
                            * cell.result().margin().mean()
                            / cell.result().winningScore().mean());
            assertTrue(run.out().contains(row), row + " in\n" + run.out());
        }
        CellResult best = gridResult
                .cells()
                .minBy(cell -> cell.result().margin().mean()
                        / cell.result().winningScore().mean())
                .get();
        assertTrue(
                run.out()
                        .contains("Best cells by the smallest relative-margin:\n  1. cell "
                                + best.cell().index() + " ("),
                run.out());
    }

    @Test
    void aMeasureNamedOnTheCommandLineIsKept() throws IOException {
        Run run = simulate(grid, false, "sweep", sweepFile().toString(), "--measure", "margin");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("  best: the smallest margin (--best margin:min)\n"), run.out());
        SweepMeasure margin = SweepMeasure.named("margin").get();
        for (CellResult cell : gridResult.cells()) {
            String row = String.format(
                    Locale.ROOT,
                    "  %4d  %-26s  %s\n",
                    cell.cell().index(),
                    cell.cell().label(),
                    margin.withInterval(cell.result().margin()));
            assertTrue(run.out().contains(row), row + " in\n" + run.out());
        }
        CellResult best =
                gridResult.cells().minBy(cell -> cell.result().margin().mean()).get();
        assertTrue(
                run.out()
                        .contains("Best cells by the smallest margin:\n  1. cell "
                                + best.cell().index() + " ("),
                run.out());
    }

    @Test
    void theDefaultMeasureIsTheLeadOverTheWinningScore() {
        SweepMeasure measure = SweepMeasure.named(SweepMeasure.DEFAULT).get();
        assertEquals("relative-margin", measure.name());
        // 100 games: a lead of 6 (sd 5, so se 0.5) over a winning score of 30 (sd 10, se 1).
        // r = 6 / 30 = 0.2; se at most (0.5 + 0.2 × 1) / 30 = 0.0233333;
        // 1.959964 × 0.0233333 = 0.0457325, so 0.1542675 to 0.2457325.
        SimulationResult shortGames = withLeadAndScore(Estimate.ofMoments(100, 6, 5), Estimate.ofMoments(100, 30, 10));
        Estimate figure = measure.of(shortGames).get();
        assertEquals(0.2, figure.mean(), 1e-12);
        assertEquals(0.0233333, figure.standardError(), 1e-7);
        assertEquals(0.1542675, figure.low(), 1e-7);
        assertEquals(0.2457325, figure.high(), 1e-7);
        assertEquals("20.0% [15.4%, 24.6%]", measure.withInterval(figure));
        // Longer games with a lead of 8 over 50 (16%) are the closer ones, though their lead is larger.
        SimulationResult longGames = withLeadAndScore(Estimate.ofMoments(100, 8, 5), Estimate.ofMoments(100, 50, 10));
        assertEquals(0.16, measure.of(longGames).get().mean(), 1e-12);
        SweepMeasure.Objective closest = SweepMeasure.Objective.of(measure);
        assertEquals("relative-margin:min", closest.text());
        assertTrue(closest.key(measure.of(longGames).get()) < closest.key(figure));
        SweepMeasure margin = SweepMeasure.named("margin").get();
        SweepMeasure.Objective raw = SweepMeasure.Objective.of(margin);
        assertTrue(
                raw.key(margin.of(shortGames).get())
                        < raw.key(margin.of(longGames).get()),
                "the raw margin calls the short games closer");
        // No game scored: every game a shared win at 0, no lead at all.
        Estimate none = measure.of(withLeadAndScore(Estimate.ofMoments(10, 0, 0), Estimate.ofMoments(10, 0, 0)))
                .get();
        assertEquals(List.of(0.0, 0.0, 0.0), List.of(none.mean(), none.low(), none.high()));
    }

    /** A result with only a margin and a winning score that mean anything. */
    private static SimulationResult withLeadAndScore(Estimate margin, Estimate winningScore) {
        Estimate zero = Estimate.ofMoments(margin.n(), 0, 0);
        return new SimulationResult(
                gridResult.cells().head().cell().simulation(),
                List.empty(),
                List.empty(),
                List.empty(),
                List.empty(),
                zero,
                zero,
                zero,
                zero,
                zero,
                zero,
                zero,
                winningScore,
                margin);
    }

    @Test
    void theReportDrawsAHeatmapWithEachCellsMeanAndInterval() throws IOException {
        Path report = folder.resolve("sweep.html");
        Run run = simulate(
                grid,
                false,
                "sweep",
                sweepFile().toString(),
                "--report",
                report.toString(),
                "--measure",
                "win-share:2");
        assertEquals(0, run.status(), run.err());
        String html = Files.readString(report);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertFalse(html.contains("<script") || html.contains("<link") || html.contains("src="), "self-contained");
        assertFalse(html.contains("http://") || html.contains("https://"), "no network reference");
        assertEquals(1, count(html, "<table class=\"heat\">"), "one heatmap for two axes");
        assertTrue(html.contains("<h2>win-share:2 by rounds and hazards/snakes</h2>"), html);
        // rows are the first axis, columns the second, whose name spans its values
        assertTrue(
                html.contains("<th scope=\"col\" rowspan=\"2\" class=\"corner\">rounds ↓</th>"
                        + "<th scope=\"colgroup\" colspan=\"2\" class=\"axis\">hazards/snakes →</th></tr>"),
                html);
        assertTrue(html.contains("<th scope=\"col\">2</th><th scope=\"col\">3</th></tr></thead>"), html);
        assertTrue(html.contains("<b>Measure: win-share:2 (risk)</b>"), "the entry's bot named");
        assertTrue(html.contains("<td>rounds=4, hazards/<wbr>snakes=2</td>"), "a label that a phone can wrap");
        SweepMeasure share = SweepMeasure.named("win-share:2").get();
        List<String> rowsInOrder = List.empty();
        for (CellResult cell : gridResult.cells()) {
            Estimate expected = cell.result().strategies().get(1).winShare();
            String square = squareOf(html, cell.cell().index());
            assertTrue(square.contains("<b>" + share.format(expected.mean())), square);
            assertTrue(
                    square.contains("<small>" + share.format(expected.low()) + " – " + share.format(expected.high())
                            + "</small>"),
                    square);
            assertTrue(
                    square.contains("title=\"cell " + cell.cell().index() + ": "
                            + cell.cell().label()),
                    square);
            rowsInOrder = rowsInOrder.append(square);
        }
        // cells 0 and 1 (rounds 4) share the first row, in the order of the columns
        int rowFour = html.indexOf("<th scope=\"row\">4</th>");
        int rowFive = html.indexOf("<th scope=\"row\">5</th>");
        assertTrue(rowFour > 0 && rowFive > rowFour);
        assertTrue(html.indexOf("data-cell=\"0\"") > rowFour && html.indexOf("data-cell=\"1\"") < rowFive);
        assertTrue(html.indexOf("data-cell=\"0\"") < html.indexOf("data-cell=\"1\""));
        assertTrue(html.indexOf("data-cell=\"2\"") > rowFive && html.indexOf("data-cell=\"3\"") > rowFive);
        // the best by the measure's own objective: the largest win share
        CellResult best = gridResult
                .cells()
                .maxBy(cell -> cell.result().strategies().get(1).winShare().mean())
                .get();
        assertTrue(squareOf(html, best.cell().index()).contains(" ★</b>"));
        assertTrue(html.contains("aria-label=\"colour scale of win-share:2"), "a legend");
        // every cell's analysis beside its simulation
        assertTrue(html.contains("<h2>Every cell</h2>"));
        assertEquals(gridResult.cells().size(), count(html, "<td class=\"num exact\">") / 2);
    }

    @Test
    void theWinShareColumnsAreHeadedByTheBots() throws IOException {
        Path report = folder.resolve("grid.html");
        assertEquals(
                0,
                simulate(grid, false, "sweep", sweepFile().toString(), "--report", report.toString())
                        .status());
        assertEquals(
                List.of(
                        "threshold:8 · win-share:1",
                        "risk · win-share:2",
                        "random:0.3 · win-share:3",
                        "artifacts · win-share:4"),
                winShareHeadings(Files.readString(report)));

        // the same bot twice: each entry keeps its number
        List<SweepCell> twice = List.empty();
        for (int rounds : List.of(4, 5)) {
            twice = twice.append(SweepCell.of(
                    twice.size(),
                    LinkedHashMap.of("rounds", Integer.toString(rounds)),
                    Rules.incanGold().withRounds(rounds),
                    List.of("threshold:8", "risk", "threshold:8"),
                    20,
                    SEED));
        }
        Sweep repeated = new Sweep("", List.of(new SweepAxis("rounds", List.of("4", "5"))), twice, 20, SEED);
        report = folder.resolve("twice.html");
        assertEquals(
                0,
                simulate(repeated, false, "sweep", sweepFile().toString(), "--report", report.toString())
                        .status());
        assertEquals(
                List.of(
                        "threshold:8 (entry 1) · win-share:1",
                        "risk · win-share:2",
                        "threshold:8 (entry 3) · win-share:3"),
                winShareHeadings(Files.readString(report)));

        // a lineup axis: the second entry differs from cell to cell, so each square names its bot
        List<List<String>> lineups =
                List.of(List.of("risk", "artifacts", "threshold:6"), List.of("risk", "random:0.3", "threshold:6"));
        List<SweepCell> cells = List.empty();
        for (List<String> lineup : lineups) {
            cells = cells.append(SweepCell.of(
                    cells.size(),
                    LinkedHashMap.of("lineup", lineup.mkString(",")),
                    Rules.incanGold(),
                    lineup,
                    20,
                    SEED));
        }
        Sweep axis = new Sweep(
                "", List.of(new SweepAxis("lineup", lineups.map(lineup -> lineup.mkString(",")))), cells, 20, SEED);
        report = folder.resolve("lineups.html");
        assertEquals(
                0,
                simulate(axis, false, "sweep", sweepFile().toString(), "--report", report.toString())
                        .status());
        String html = Files.readString(report);
        assertEquals(
                List.of("risk · win-share:1", "entry 2 · win-share:2", "threshold:6 · win-share:3"),
                winShareHeadings(html));
        String table = html.substring(html.indexOf("<caption>Win share of each lineup entry"));
        assertTrue(table.contains("<span class=\"bot\">artifacts</span>"), table);
        assertTrue(table.contains("<span class=\"bot\">random:0.3</span>"), table);
        assertFalse(table.contains("<span class=\"bot\">risk</span>"), "a bot the heading names is not repeated");
    }

    /** The headings of the win-share columns of the every-cell table, as "name · measure". */
    private static List<String> winShareHeadings(String html) {
        String table = html.substring(html.indexOf("<caption>Win share of each lineup entry"));
        table = table.substring(0, table.indexOf("</thead>"));
        Matcher heading = Pattern.compile("<th class=\"num\" title=\"[^\"]*\">([^<]*)<br><small>([^<]*)</small></th>")
                .matcher(table);
        List<String> headings = List.empty();
        while (heading.find()) {
            headings = headings.append(heading.group(1) + " · " + heading.group(2));
        }
        return headings;
    }

    @Test
    void aSweepOfThreeAxesHasAHeatmapPerValueOfTheThird() throws IOException {
        // a third axis of two values; the cells' rules are the same, their labels tell them apart
        List<SweepCell> cells = List.empty();
        for (String a : List.of("a1", "a2")) {
            for (String b : List.of("b1", "b2", "b3")) {
                for (String c : List.of("c1", "c2")) {
                    cells = cells.append(SweepCell.of(
                            cells.size(), LinkedHashMap.of("a", a, "b", b, "c", c), Rules.incanGold(), LINEUP, 60, 1));
                }
            }
        }
        Sweep sweep = new Sweep(
                "",
                List.of(
                        new SweepAxis("a", List.of("a1", "a2")),
                        new SweepAxis("b", List.of("b1", "b2", "b3")),
                        new SweepAxis("c", List.of("c1", "c2"))),
                cells,
                60,
                1);
        Path report = folder.resolve("three.html");
        Run run = simulate(sweep, false, "sweep", sweepFile().toString(), "--report", report.toString());
        assertEquals(0, run.status(), run.err());
        String html = Files.readString(report);
        assertEquals(2, count(html, "<table class=\"heat\">"));
        assertTrue(html.contains("<title>Sweep: Sweep " + folder.resolve("sweep.json") + "</title>"), "named by file");
        for (String c : List.of("c1", "c2")) {
            String map = html.substring(html.indexOf("<h3>c=" + c + "</h3>"));
            map = map.substring(0, map.indexOf("</table>"));
            Matcher titles = Pattern.compile("title=\"cell \\d+: ([^:\"]*):").matcher(map);
            List<String> labels = List.empty();
            while (titles.find()) {
                labels = labels.append(titles.group(1));
            }
            List<String> expected = List.empty();
            for (String a : List.of("a1", "a2")) {
                for (String b : List.of("b1", "b2", "b3")) {
                    expected = expected.append("a=" + a + ", b=" + b + ", c=" + c);
                }
            }
            assertEquals(expected, labels, "row by row, the map's value of c");
        }
    }

    @Test
    void oneAxisIsALineChartWithIntervalBars() throws IOException {
        List<SweepCell> cells = List.empty();
        for (int rounds : List.of(3, 5, 7)) {
            cells = cells.append(SweepCell.of(
                    cells.size(),
                    LinkedHashMap.of("rounds", Integer.toString(rounds)),
                    Rules.incanGold().withRounds(rounds),
                    LINEUP,
                    300,
                    SEED));
        }
        Sweep sweep = new Sweep("Rounds", List.of(new SweepAxis("rounds", List.of("3", "5", "7"))), cells, 300, SEED);
        SweepResult expected = Sweeps.run(sweep, SweepRun.defaults().withThreads(2));
        Path report = folder.resolve("line.html");
        Run run = simulate(
                sweep,
                false,
                "sweep",
                sweepFile().toString(),
                "--report",
                report.toString(),
                "--measure",
                "cards",
                "--best",
                "bust-rate:min");
        assertEquals(0, run.status(), run.err());
        String html = Files.readString(report);
        assertEquals(0, count(html, "<table class=\"heat\">"));
        String chart = html.substring(html.indexOf("<svg viewBox=\"0 0 640 280\""));
        chart = chart.substring(0, chart.indexOf("</svg>"));
        assertTrue(chart.contains("aria-label=\"cards by rounds\""), chart);
        assertEquals(3, count(chart, "<circle"), "a point per value");
        assertEquals(9, count(chart, "class=\"err\""), "an interval bar with two caps per value");
        SweepMeasure cardsMeasure = SweepMeasure.named("cards").get();
        for (CellResult cell : expected.cells()) {
            Estimate figure = cell.result().cardsRevealed();
            assertTrue(
                    chart.contains("<title>cell " + cell.cell().index() + ": rounds="
                            + List.of("3", "5", "7").get(cell.cell().index()) + ": cards "
                            + cardsMeasure.format(figure.mean()) + " (95% CI " + cardsMeasure.format(figure.low())
                            + " to " + cardsMeasure.format(figure.high()) + ")</title>"),
                    chart);
        }
        // the best by another measure than the chart's: the bust rate, busts per round played
        CellResult best = expected.cells()
                .minBy(cell ->
                        cell.result().busts().mean() / cell.cell().rules().rounds())
                .get();
        assertTrue(html.contains("<h2>Best cells</h2><p class=\"note\">By the smallest bust-rate."), html);
        String ranking = html.substring(html.indexOf("<h2>Best cells</h2>"));
        String firstRow = ranking.substring(ranking.indexOf("<tr><td>1</td><td>"));
        assertTrue(firstRow.startsWith("<tr><td>1</td><td>" + best.cell().index() + "</td>"), firstRow);
        assertTrue(html.contains("The same figures as a table"), "a table beside the chart");
    }

    @Test
    void everyTextFromTheFileIsEscaped() throws IOException {
        String hostile = "<script>alert('x')</script> & \"co\"";
        SweepCell cell = SweepCell.of(
                0, LinkedHashMap.of("rounds", "<img src=x onerror=alert(1)>"), Rules.incanGold(), LINEUP, 50, SEED);
        Sweep sweep = new Sweep(hostile, List.of(), List.of(cell), 50, SEED);
        Path report = folder.resolve("hostile.html");
        Path csv = folder.resolve("hostile.csv");
        Path json = folder.resolve("hostile.json");
        Run run = simulate(
                sweep,
                false,
                "sweep",
                sweepFile().toString(),
                "--report",
                report.toString(),
                "--csv",
                csv.toString(),
                "--json",
                json.toString());
        assertEquals(0, run.status(), run.err());
        String html = Files.readString(report);
        assertFalse(html.contains("<script"), "the description is escaped");
        assertFalse(html.contains("<img"), "the label is escaped");
        assertTrue(html.contains("<h1>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;co&quot;</h1>"));
        assertTrue(html.replace("<wbr>", "").contains("rounds=&lt;img src=x onerror=alert(1)&gt;"));
        assertTrue(html.contains("<h2>relative-margin by cell</h2>"), "a sweep without axes is a table");
        @SuppressWarnings("unchecked")
        Map<String, Object> document =
                (Map<String, Object>) new SimulateTest.JsonReader(Files.readString(json)).value();
        assertEquals(hostile, document.get("description"));
        java.util.List<java.util.List<String>> rows = csvRows(Files.readString(csv));
        assertEquals("rounds=<img src=x onerror=alert(1)>", rows.get(1).get(1));
    }

    @Test
    void theCsvAndJsonHoldEveryMeasureOfEveryCellAsTheResultsGiveThem() throws IOException {
        Path csv = folder.resolve("sweep.csv");
        Path json = folder.resolve("sweep.json.out");
        Run run = simulate(
                grid, false, "sweep", sweepFile().toString(), "--csv", csv.toString(), "--json", json.toString());
        assertEquals(0, run.status(), run.err());
        java.util.List<java.util.List<String>> rows = csvRows(Files.readString(csv));
        java.util.List<String> header = rows.get(0);
        assertEquals(
                java.util.List.of("cell", "label", "rounds", "hazards/snakes", "games", "seed", "lineup"),
                header.subList(0, 7));
        assertEquals(5, rows.size(), "a header and a row per cell");
        @SuppressWarnings("unchecked")
        Map<String, Object> document =
                (Map<String, Object>) new SimulateTest.JsonReader(Files.readString(json)).value();
        assertEquals("incangold-sweep/1", document.get("format"));
        java.util.List<?> cells = (java.util.List<?>) document.get("cells");
        assertEquals(4, cells.size());
        for (CellResult cell : gridResult.cells()) {
            int index = cell.cell().index();
            java.util.List<String> row = rows.get(index + 1);
            Map<?, ?> object = (Map<?, ?>) cells.get(index);
            assertEquals(Integer.toString(index), row.get(0));
            assertEquals(cell.cell().label(), row.get(1));
            assertEquals(cell.cell().coordinates().get("rounds").get(), row.get(2));
            assertEquals("500", row.get(4));
            assertEquals("threshold:8,risk,random:0.3,artifacts", row.get(6));
            SimulationResult result = cell.result();
            Map<String, Estimate> expected = new java.util.LinkedHashMap<>();
            for (int place = 1; place <= 4; place++) {
                expected.put(
                        "win-share:" + place, result.strategies().get(place - 1).winShare());
            }
            expected.put("margin", result.margin());
            expected.put("relative-margin", SweepMeasure.ratio(result.margin(), result.winningScore()));
            expected.put("winning-score", result.winningScore());
            expected.put(
                    "bust-rate",
                    SweepMeasure.perRound(result.busts(), cell.cell().rules().rounds()));
            expected.put("lead-changes", result.leadChanges());
            expected.put("shared-wins", result.sharedWins());
            expected.put("cards", result.cardsRevealed());
            expected.put("artifacts-claimed", result.artifactsClaimed());
            expected.put("gems-lost", result.gemsLostToBusts());
            Map<?, ?> measures = (Map<?, ?>) object.get("measures");
            assertEquals(expected.keySet(), measures.keySet());
            for (Map.Entry<String, Estimate> entry : expected.entrySet()) {
                Estimate estimate = entry.getValue();
                String name = entry.getKey();
                assertEquals(estimate.mean(), Double.parseDouble(row.get(header.indexOf(name + "_mean"))), name);
                assertEquals(estimate.low(), Double.parseDouble(row.get(header.indexOf(name + "_low"))), name);
                assertEquals(estimate.high(), Double.parseDouble(row.get(header.indexOf(name + "_high"))), name);
                Map<?, ?> figure = (Map<?, ?>) measures.get(name);
                assertEquals(estimate.mean(), (Double) figure.get("mean"), name);
                assertEquals(estimate.low(), (Double) figure.get("low"), name);
                assertEquals(estimate.high(), (Double) figure.get("high"), name);
            }
            assertEquals(
                    Integer.toString(cell.analysis().maxCardsPerRound()),
                    row.get(header.indexOf("max_cards_per_round")));
            Map<?, ?> analysis = (Map<?, ?>) object.get("analysis");
            assertEquals((double) cell.analysis().minCardsPerRound(), analysis.get("minCardsPerRound"));
            assertEquals(cell.analysis().deckCanRunOut(), analysis.get("deckCanRunOut"));
        }
        Map<?, ?> best = (Map<?, ?>) document.get("best");
        assertEquals("relative-margin", best.get("measure"));
        assertEquals("min", best.get("objective"));
    }

    @Test
    void aResumedSweepPlaysNothingAndPrintsTheSameNumbers() throws IOException {
        Path results = folder.resolve("results");
        Path file = sweepFile();
        Run first = simulate(grid, true, "sweep", file.toString(), "--results", results.toString());
        assertEquals(0, first.status(), first.err());
        assertTrue(first.err().contains("cell 4 of 4 ["), first.err());
        assertTrue(first.err().contains("100.0%  2,000 / 2,000 games"), first.err());
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        for (CellResult cell : gridResult.cells()) {
            Files.setLastModifiedTime(Sweeps.cellFile(results, cell.cell()), old);
        }
        Run second = simulate(grid, false, "sweep", file.toString(), "--results", results.toString());
        assertEquals(0, second.status(), second.err());
        for (CellResult cell : gridResult.cells()) {
            assertEquals(old, Files.getLastModifiedTime(Sweeps.cellFile(results, cell.cell())), "no cell played again");
        }
        assertEquals(withoutTheTime(first.out()), withoutTheTime(second.out()));
    }

    @Test
    void badOptionsAndFilesAreUsageErrors() throws IOException {
        Path file = sweepFile();
        assertBad(
                List.of("simulate sweep: no file " + folder.resolve("missing.json")),
                "sweep",
                folder.resolve("missing.json").toString());
        assertBad(
                List.of(
                        "simulate sweep: unknown engine 'hadoop': this build has local;",
                        "the spark engine comes from the spark module (./simulate sweep FILE --engine spark adds it)"),
                "sweep",
                file.toString(),
                "--engine",
                "hadoop");
        assertBad(
                List.of("simulate sweep: --measure: unknown measure 'closeness': use win-share:N", "margin, "),
                "sweep",
                file.toString(),
                "--measure",
                "closeness");
        assertBad(
                List.of("simulate sweep: --measure: there is no win-share:5: the longest lineup of the sweep has 4"),
                "sweep",
                file.toString(),
                "--measure",
                "win-share:5");
        // a place too large for an int was told "takes a lineup place from 1"
        assertBad(
                List.of("simulate sweep: --measure: the place 99999999999 of 'win-share:99999999999' is out of range:"
                        + " a lineup has at most 32 places, one per seat"),
                "sweep",
                file.toString(),
                "--measure",
                "win-share:99999999999");
        assertBad(
                List.of("simulate sweep: --measure: the place 33 of 'win-share:33' is out of range"),
                "sweep",
                file.toString(),
                "--measure",
                "win-share:33");
        assertBad(
                List.of("simulate sweep: --measure: win-share takes a lineup place from 1, as in win-share:1;"
                        + " got 'win-share:0'"),
                "sweep",
                file.toString(),
                "--measure",
                "win-share:0");
        assertBad(
                List.of("simulate sweep: --best: expected NAME:min or NAME:max, as in margin:min"),
                "sweep",
                file.toString(),
                "--best",
                "margin");
        assertBad(List.of("simulate sweep: Missing required parameter: 'FILE'"), "sweep");
    }

    @Test
    void theThreadsAreOneTo256() throws IOException {
        Path file = sweepFile();
        // 100,000 reached the simulator of every cell, which started one per chunk up to the count
        assertBad(
                List.of("simulate sweep: --threads must be at least 1, got 0"),
                "sweep",
                file.toString(),
                "--threads",
                "0");
        assertBad(
                List.of("simulate sweep: --threads must be at most 256, got 257"),
                "sweep",
                file.toString(),
                "--threads",
                "257");
        assertBad(
                List.of("simulate sweep: --threads must be at most 256, got 100000"),
                "sweep",
                file.toString(),
                "--threads",
                "100000");
        // 500 games a cell: two chunks, so two threads a cell
        Run run = simulate(grid, false, "sweep", file.toString(), "--threads", "256");
        assertEquals(0, run.status(), run.err());
        assertTrue(
                run.out().startsWith("Rounds against snakes: 4 cells × 500 games, seed 42, engine local, 256 threads"),
                run.out());
        String help = simulate(grid, false, "sweep", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--threads=N threads playing games, 1 to 256; default: every core, up to 256"), help);
    }

    @Test
    void aBadSweepFilePrintsEveryProblem() throws IOException {
        Path file = sweepFile();
        Run run = simulate(
                path -> Validation.invalid(List.of(
                        new VariantProblem("/axes/0/option", 3, 17, "'colour' is not an option of a sweep"),
                        new VariantProblem("/games", 9, 12, "0 is below 1"))),
                false,
                "sweep",
                file.toString());
        assertEquals(2, run.status());
        assertEquals(
                "simulate sweep: " + file + " is not a valid sweep file (2 problems):\n"
                        + "  line 3, column 17, /axes/0/option: 'colour' is not an option of a sweep\n"
                        + "  line 9, column 12, /games: 0 is below 1\n"
                        + "Try ./simulate sweep --help\n",
                run.err());
        // the real reader on a file that is not a sweep
        Path broken = folder.resolve("broken.json");
        Files.writeString(broken, "{\"axes\": 3");
        Run real = SweepCommandTest.simulate(
                io.github.incangold.variants.sweep.SweepFiles::load, false, "sweep", broken.toString());
        assertEquals(2, real.status());
        assertTrue(real.err().startsWith("simulate sweep: " + broken + " is not a valid sweep file ("), real.err());
    }

    @Test
    void anEmptyOrRepeatedOutputFileIsAUsageError() throws IOException {
        Path file = sweepFile();
        assertBad(List.of("simulate sweep: --csv: the file name is empty"), "sweep", file.toString(), "--csv", "");
        assertBad(
                List.of("simulate sweep: --results: the folder name is empty"),
                "sweep",
                file.toString(),
                "--results",
                "");
        Path out = folder.resolve("cells.json");
        assertBad(
                List.of("simulate sweep: --report and --json name the same file " + out
                        + "; give each output a file of its own"),
                "sweep",
                file.toString(),
                "--report",
                out.toString(),
                "--json",
                out.toString());
        // a cell's file in --results: a later run would take it for a damaged cell and play it again
        Path results = Files.createDirectories(folder.resolve("results"));
        Path cell = results.resolve("cell-00000.json");
        assertBad(
                List.of("simulate sweep: --json names " + cell + ", a cell's file in --results " + results
                        + "; write the output to a file of its own"),
                "sweep",
                file.toString(),
                "--results",
                results.toString(),
                "--json",
                cell.toString());
    }

    @Test
    void anOutputThatCannotBeWrittenExitsWithThree() throws IOException {
        Run run = simulate(grid, false, "sweep", sweepFile().toString(), "--report", folder.toString());
        assertEquals(3, run.status());
        assertEquals("simulate sweep: cannot write " + folder + ": it is a folder\n", run.err());
    }

    @Test
    void helpListsTheOptionsAndExitCodes() {
        Run run = simulate(grid, false, "sweep", "--help");
        assertEquals(0, run.status());
        for (String part : List.of(
                "Usage: simulate sweep",
                "--report",
                "--csv",
                "--json",
                "--results",
                "--engine",
                "--measure",
                "--best",
                "Exit codes:")) {
            assertTrue(run.out().contains(part), part + " in\n" + run.out());
        }
    }

    @Test
    void theExampleSweepFilesRead() {
        Path examples = DocSnippetsTest.ROOT.resolve("examples/sweeps");
        Sweep big = io.github.incangold.variants.sweep.SweepFiles.load(examples.resolve("rounds-and-snakes.json"))
                .get();
        assertEquals(10, big.cells().size(), "a 3 × 3 grid and an explicit cell");
        assertEquals(100_000, big.gamesPerCell());
        assertEquals("rounds=7, hazards/snakes=1", big.cells().last().label());
        assertTrue(
                big.cells().forAll(cell -> !io.github.incangold.variants.VariantAnalysis.analyse(cell.rules())
                        .warns(io.github.incangold.variants.VariantAnalysis.Warning.Kind.HAZARD_NAME_NEAR_STANDARD)),
                "no hazard type of its own by a typo");
        Sweep small = io.github.incangold.variants.sweep.SweepFiles.load(examples.resolve("small.json"))
                .get();
        assertEquals(4, small.cells().size());
        assertEquals(2_000, small.gamesPerCell());
        assertEquals(
                "  axes: no axis; 2 explicit cells\n  lineup: risk,risk,risk",
                SweepCommand.describeShape(
                        io.github.incangold.variants.sweep.SweepFiles.load("""
                                {"base": "incan-gold", "lineup": ["risk", "risk", "risk"], "games": 10, "seed": 1,
                                 "cells": [{"rounds": 3}, {"rounds": 4}]}""").get()),
                "the base's cell and two of the file's");
        assertEquals(
                "  axes: rounds (3, 4); 1 explicit cell\n  lineup: risk,risk,risk",
                SweepCommand.describeShape(
                        io.github.incangold.variants.sweep.SweepFiles.load("""
                                {"base": "incan-gold", "lineup": ["risk", "risk", "risk"], "games": 10, "seed": 1,
                                 "axes": [{"option": "rounds", "values": [3, 4]}], "cells": [{"rounds": 6}]}""").get()));
    }

    @Test
    void theSweepExampleReadsAFileAndPrintsEachCell() throws IOException {
        Path file = folder.resolve("tiny.json");
        Files.writeString(
                file,
                "{\"base\": \"diamant\", \"lineup\": [\"threshold:6\", \"risk\", \"threshold:12\"],"
                        + " \"axes\": [{\"option\": \"rounds\", \"values\": [3, 4]}], \"games\": 60, \"seed\": 5}");
        String output = ExamplesTest.capture(() -> RunSweep.main(new String[] {file.toString()}));
        List<String> lines = List.of(output.strip().split("\n"));
        assertEquals(2, lines.size(), output);
        assertTrue(lines.get(0).startsWith("rounds=3: margin "), output);
        assertTrue(lines.get(1).startsWith("rounds=4: margin "), output);
    }

    private static void assertBad(List<String> parts, String... args) {
        Run run = simulate(grid, false, args);
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().startsWith(parts.head()), "expected " + parts.head() + "\nbut got " + run.err());
        parts.forEach(part -> assertTrue(run.err().contains(part), part + " in " + run.err()));
        assertTrue(run.err().endsWith("Try ./simulate sweep --help\n"), run.err());
        assertEquals("", run.out());
    }

    private static String withoutTheTime(String out) {
        return out.replaceFirst("threads, [0-9.]+ s", "threads, _ s");
    }

    /** The heatmap square of a cell: its table cell, from its tag to its end. */
    private static String squareOf(String html, int index) {
        int start = html.indexOf("<td data-cell=\"" + index + "\"");
        assertTrue(start >= 0, "no square for cell " + index);
        return html.substring(start, html.indexOf("</td>", start));
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    /** Reads CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
    static java.util.List<java.util.List<String>> csvRows(String text) {
        java.util.List<java.util.List<String>> rows = new ArrayList<>();
        java.util.List<String> row = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int at = 0; at < text.length(); at++) {
            char c = text.charAt(at);
            if (quoted) {
                if (c == '"' && at + 1 < text.length() && text.charAt(at + 1) == '"') {
                    cell.append('"');
                    at++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n') {
                row.add(cell.toString());
                cell.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else {
                cell.append(c);
            }
        }
        return rows;
    }
}
