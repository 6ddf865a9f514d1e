package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.Simulator;
import io.vavr.collection.List;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: exit codes, messages for bad input, and the files it writes. */
class SimulateTest {
    @TempDir
    Path folder;

    /** What a run printed and returned. */
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

    static Run simulate(String... args) {
        return simulate(false, args);
    }

    @Test
    void aSimulationPrintsItsFiguresAndNoProgressWithoutATerminal() {
        Run run = simulate("--games", "200", "--bots", "threshold:8,risk,random:0.3", "--seed", "4", "--threads", "1");
        assertEquals(0, run.status(), run.err());
        assertEquals("", run.err());
        assertTrue(run.out().startsWith("Incan Gold (incan-gold): 200 games, seed 4, 1 thread, "), run.out());
        // the figures are the library's, with the same lineup and seed
        SimulationResult expected = Simulator.run(Simulation.of(
                        Rules.incanGold(),
                        List.of(Strategies.threshold(8), Strategies.riskAware(), Strategies.random(0.3)),
                        200,
                        4L)
                .get());
        String risk = String.format(
                Locale.ROOT,
                "  risk         %-15s",
                Summary.mean(expected.strategies().get(1).score()));
        assertTrue(run.out().contains(risk), risk + " in\n" + run.out());
        assertTrue(run.out().contains("  round  bust rate"), run.out());
    }

    @Test
    void aProgressBarOnATerminal() {
        Run run = simulate(true, "--games", "300", "--threads", "2");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.err().contains("Incan Gold (incan-gold) ["), run.err());
        assertTrue(run.err().contains("100.0%  300 / 300 games"), run.err());
    }

    @Test
    void writesTheReportJsonAndCsvOfAComparison() throws IOException {
        Path report = folder.resolve("report.html");
        Path json = folder.resolve("result.json");
        Path csv = folder.resolve("result.csv");
        Run run = simulate(
                "--games",
                "150",
                "--compare",
                "diamant",
                "--report",
                report.toString(),
                "--json",
                json.toString(),
                "--csv",
                csv.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(
                run.out()
                        .contains("Incan Gold (incan-gold) (the variant) minus Diamant (diamant) (the baseline), same"
                                + " lineup and seeds"),
                run.out());
        assertTrue(run.out().contains("wrote " + report));

        String html = Files.readString(report);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<svg"), "charts are inline SVG");
        assertFalse(html.contains("http://") || html.contains("https://"), "no network reference");
        assertFalse(html.contains("<script") || html.contains("<link") || html.contains("src="), "self-contained");
        assertTrue(html.contains("Incan Gold (incan-gold) vs Diamant (diamant)"));
        assertTrue(html.contains("./simulate --variant incan-gold --bots threshold:6,risk,threshold:12,random:0.3"
                + " --games 150 --seed 1 --compare diamant"));
        // the default lineup plays four different games in both variants: nothing to warn about
        assertFalse(html.contains("Read with care"), "no lineup warning");
        assertFalse(run.out().contains("warning:"), run.out());
        assertEquals(count(html, "<svg"), count(html, "</svg>"));
        // phone and desktop (the layout itself is checked in Chromium by examples/report-screenshot.sh):
        // every data table in a box that scrolls, the win shares drawn wide and narrow
        assertEquals(3, count(html, "<table class=\"data\">"));
        assertEquals(3, count(html, "<div class=\"scroll\"><table class=\"data\">"));
        assertTrue(html.contains("<div class=\"wide-only\"><svg"), "the wide win-share chart");
        assertTrue(html.contains("<div class=\"narrow-only\"><svg"), "the narrow win-share chart");
        assertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));

        @SuppressWarnings("unchecked")
        Map<String, Object> document = (Map<String, Object>) new JsonReader(Files.readString(json)).value();
        assertEquals("incangold-simulation/1", document.get("format"));
        assertEquals(150.0, document.get("games"));
        assertEquals(List.of("threshold:6", "risk", "threshold:12", "random:0.3"), List.ofAll((java.util.List<?>)
                document.get("lineup")));
        java.util.List<?> variants = (java.util.List<?>) document.get("variants");
        assertEquals(2, variants.size());
        @SuppressWarnings("unchecked")
        Map<String, Object> diamant = (Map<String, Object>) variants.get(1);
        @SuppressWarnings("unchecked")
        Map<String, Object> perGame = (Map<String, Object>) diamant.get("perGame");
        @SuppressWarnings("unchecked")
        Map<String, Object> claimed = (Map<String, Object>) perGame.get("artifactsClaimed");
        assertEquals(0.0, claimed.get("mean"), "Diamant has no artifacts (R20)");
        assertEquals(java.util.List.of(), diamant.get("warnings"));
        assertEquals(6, ((java.util.List<?>) diamant.get("pairs")).size(), "every two of four bots");
        assertEquals(5 * 3 + 4 * 2 + 9, ((java.util.List<?>) document.get("comparison")).size());
        // the variant (Incan Gold) against its baseline (Diamant): Incan Gold claims artifacts, Diamant none
        @SuppressWarnings("unchecked")
        Map<String, Object> claimedDifference = ((java.util.List<Map<String, Object>>) document.get("comparison"))
                .stream()
                        .filter(difference -> "artifacts claimed".equals(difference.get("statistic")))
                        .findFirst()
                        .get();
        assertEquals(0.0, ((Map<?, ?>) claimedDifference.get("baseline")).get("mean"));
        assertTrue((Double) claimedDifference.get("variantMinusBaseline") > 0, claimedDifference::toString);

        java.util.List<String> lines = Files.readAllLines(csv);
        assertEquals("variant,statistic,n,mean,sd,standard_error,low,high,z,p_value,significant", lines.get(0));
        // per variant: 4 bots and 4 seats x 2, 5 rounds x 3, 9 per game; then 32 differences
        assertEquals(1 + 2 * (16 + 15 + 9) + 32, lines.size());
        for (String line : lines) {
            assertEquals(11, line.split(",", -1).length, line);
        }
        assertTrue(lines.get(1).startsWith("Incan Gold (incan-gold),score of threshold:6,150,"), lines.get(1));
        assertTrue(
                lines.get(lines.size() - 1)
                        .startsWith("Incan Gold (incan-gold) minus Diamant (diamant),margin of victory,300,"),
                lines.get(lines.size() - 1));
    }

    @Test
    void warnsWhenTwoBotsPlayAlikeOrManyWinsAreShared() throws IOException {
        // Without artifacts (R20) the artifact hunter decides as the risk-aware bot does.
        Path report = folder.resolve("alike.html");
        Path json = folder.resolve("alike.json");
        Run run = simulate(
                "--variant",
                "diamant",
                "--bots",
                "threshold:8,risk,random:0.3,artifacts",
                "--games",
                "1000",
                "--report",
                report.toString(),
                "--json",
                json.toString());
        assertEquals(0, run.status(), run.err());
        SimulationResult expected = Simulator.run(Simulation.of(
                        Rules.diamant(),
                        List.of(
                                Strategies.threshold(8),
                                Strategies.riskAware(),
                                Strategies.random(0.3),
                                Strategies.artifactHunter()),
                        1000,
                        1L)
                .get());
        long shared = expected.pairs()
                .find(pair -> pair.first() == 1 && pair.second() == 3)
                .get()
                .sharedWins();
        String sharedWins = String.format(Locale.ROOT, "%,d", shared);
        // on the terminal, wrapped at 100 characters
        assertTrue(
                run.out()
                        .contains("  warning: risk and artifacts scored the same in every one of the 1,000 games and"
                                + " shared " + sharedWins + " wins:"),
                run.out());
        assertTrue(run.out().contains("of the games ended in a shared win, more than 10%"), run.out());
        run.out().lines().forEach(line -> assertTrue(line.length() <= 100 || !line.contains("warning"), line));
        run.out()
                .lines()
                .filter(line -> line.startsWith("           "))
                .forEach(line -> assertTrue(line.length() <= 100, line));
        // in the report, above the figures
        String html = Files.readString(report);
        assertTrue(html.contains("<section class=\"alert\"><h2>Read with care</h2>"), "a warning box");
        assertTrue(html.indexOf("Read with care") < html.indexOf("Who wins"));
        assertTrue(html.contains("risk and artifacts scored the same in every one of the 1,000 games"));
        // in the JSON, with the pair counts behind them
        @SuppressWarnings("unchecked")
        Map<String, Object> document = (Map<String, Object>) new JsonReader(Files.readString(json)).value();
        @SuppressWarnings("unchecked")
        Map<String, Object> diamant = (Map<String, Object>) ((java.util.List<?>) document.get("variants")).get(0);
        java.util.List<?> warnings = (java.util.List<?>) diamant.get("warnings");
        assertEquals(
                java.util.List.of("PLAY_ALIKE", "MANY_SHARED_WINS"),
                warnings.stream()
                        .map(warning -> ((Map<?, ?>) warning).get("kind"))
                        .toList());
        Map<?, ?> pair = (Map<?, ?>) ((java.util.List<?>) diamant.get("pairs"))
                .stream()
                        .filter(one -> "risk".equals(((Map<?, ?>) one).get("first"))
                                && "artifacts".equals(((Map<?, ?>) one).get("second")))
                        .findFirst()
                        .get();
        assertEquals(1000.0, pair.get("sameScore"));
        assertEquals((double) shared, pair.get("sharedWins"));
    }

    @Test
    void helpListsTheExitCodes() {
        Run run = simulate("--help");
        assertEquals(0, run.status());
        assertTrue(run.out().contains("Usage: simulate"), run.out());
        assertTrue(run.out().contains("Exit codes:"), run.out());
        assertTrue(run.out().contains("3   an output file could not be written"), run.out());
    }

    @Test
    void versionIsTheBuildsVersion() {
        Run run = simulate("--version");
        assertEquals(0, run.status());
        assertEquals(
                "incangold simulate " + System.getProperty("incangold.expectedVersion"),
                run.out().strip());
    }

    @Test
    void badInputIsAUsageErrorThatNamesTheProblem() {
        assertBad(
                "simulate: --bots: bot 2: 'foo' is not a strategy; the strategies are random:P (P from 0 to 1),"
                        + " threshold:N (N gems, 0 or more), catchup:N (N gems, 0 or more), hazards:N (N hazards, 1 to 5),"
                        + " habits:N (N gems, 0 or more), risk, artifacts, mcts:N (N playouts, 1 to 1000000),"
                        + " win or win:N (N samples, 1 to 100000; it imagines up to 2N rounds)",
                "--bots",
                "risk,foo,risk");
        assertBad(
                "simulate: --bots: bot 3 is empty; separate bots with single commas, e.g. threshold:8,risk,random:0.3",
                "--bots",
                "risk,risk,,risk");
        assertBad(
                "simulate: --bots names no bot; give the bots separated by commas, e.g. threshold:8,risk,random:0.3",
                "--bots",
                " ");
        assertBad(
                "simulate: --bots: a lineup of 2 strategies does not fit these rules, which seat 3 to 8 players (R1)"
                        + " (Incan Gold (incan-gold))",
                "--bots",
                "risk,threshold:4");
        assertBad(
                "simulate: --bots: bot 1: 'threshold:-3': '-3' is not a number of gems (a whole number, 0 or more)",
                "--bots",
                "threshold:-3,risk,risk");
        assertBad("simulate: --variant: unknown rules 'incan-golden': use a preset (", "--variant", "incan-golden");
        assertBad("simulate: --compare: unknown rules 'nope': use a preset (", "--compare", "nope");
        assertBad("simulate: --variant: no file missing.json: use a preset (", "--variant", "missing.json");
        assertBad("simulate: --variant: no file rules/house: use a preset (", "--variant", "rules/house");
        assertBad("simulate: --games must be at least 1, got 0", "--games", "0");
        assertBad("simulate: --games must be at most 1,000,000,000, got 1000000001", "--games", "1000000001");
        // once wrapped to no game at all, and failed with exit code 1 after the checks
        assertBad(
                "simulate: --games must be at most 1,000,000,000, got 9223372036854775807",
                "--games",
                "9223372036854775807");
        assertBad("simulate: --threads must be at least 1, got 0", "--threads", "0");
        assertBad("simulate: Invalid value for option '--games': 'many' is not a long", "--games", "many");
        assertBad("simulate: Unknown option: '--gmaes'", "--gmaes");
        assertBad("simulate: Missing required parameter for option '--seed' (S)", "--seed");
    }

    @Test
    void theThreadsAreOneTo256() {
        // 100,000 were started one per chunk up to the count; 10 games are one chunk
        assertBad("simulate: --threads must be at least 1, got 0", "--games", "10", "--threads", "0");
        assertBad("simulate: --threads must be at least 1, got -4", "--games", "10", "--threads", "-4");
        assertBad("simulate: --threads must be at most 256, got 257", "--games", "10", "--threads", "257");
        assertBad("simulate: --threads must be at most 256, got 100000", "--games", "10", "--threads", "100000");
        Run run = simulate("--games", "10", "--threads", "256");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("Incan Gold (incan-gold): 10 games, seed 1, 256 threads, "), run.out());
        String help = simulate("--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--threads=T threads playing games, 1 to 256; default: every core, up to 256"), help);
    }

    @Test
    void aBrokenVariantFileIsBadInput() throws IOException {
        Path file = folder.resolve("broken.json");
        Files.writeString(file, "{\"base\": \"incan-gold\", \"rounds\": 0}");
        Run run = simulate("--variant", file.toString(), "--games", "10");
        assertEquals(2, run.status());
        assertTrue(
                run.err().startsWith("simulate: --variant: " + file + " is not a valid variant file (1 problem):\n  "),
                run.err());
        assertTrue(run.err().contains("/rounds: 0 is below 1"), run.err());
    }

    @Test
    void aVariantFileIsReportedOneProblemPerLine() throws IOException {
        Path file = folder.resolve("two-problems.json");
        Files.writeString(file, "{\"base\": \"incan-gold\",\n \"rounds\": 0,\n \"colour\": \"red\"}");
        Run run = simulate("--variant", file.toString(), "--games", "10");
        assertEquals(2, run.status());
        List<String> lines = List.of(run.err().strip().split("\n"));
        assertEquals("simulate: --variant: " + file + " is not a valid variant file (2 problems):", lines.get(0));
        // Each problem on a line of its own, then the usual hint.
        assertEquals(
                List.of("  line 2, column 2, /rounds: ", "  line 3, column 2, /colour: "),
                lines.subSequence(1, 3)
                        .map(line -> line.substring(0, line.indexOf(": ") + 2))
                        .sorted());
        assertEquals("Try ./simulate --help", lines.get(3));
        assertEquals(4, lines.size(), run.err());
    }

    @Test
    void anOutputThatCannotBeWrittenExitsWithThree() throws IOException {
        Run folderAsFile = simulate("--games", "10", "--report", folder.toString());
        assertEquals(3, folderAsFile.status());
        assertEquals("simulate: cannot write " + folder + ": it is a folder\n", folderAsFile.err());
        Path missing = folder.resolve("no/such/folder/report.html");
        Run noFolder = simulate("--games", "10", "--json", missing.toString());
        assertEquals(3, noFolder.status());
        assertTrue(noFolder.err().startsWith("simulate: cannot write " + missing + ": there is no folder"));
        assertEquals("", noFolder.out(), "checked before any game is played");
        // a link to a folder that does not exist: found only when writing, after the games
        Path dangling = folder.resolve("dangling.csv");
        Files.createSymbolicLink(dangling, folder.resolve("gone/result.csv"));
        Run late = simulate("--games", "10", "--csv", dangling.toString());
        assertEquals(3, late.status());
        assertEquals(
                "simulate: cannot write " + dangling + ": no file can be created there: the folder is gone, a link"
                        + " leads nowhere, or the folder takes no new files\n",
                late.err());
    }

    @Test
    void aFolderThatTakesNoNewFilesIsSaidPlainly() {
        // Linux's /proc exists as a folder but creates no file in it, as a read-only mount would not
        assumeTrue(Files.isDirectory(Path.of("/proc/self")), "a Linux /proc");
        Run run = simulate("--games", "10", "--threads", "1", "--report", "/proc/x.html");
        assertEquals(3, run.status());
        assertEquals(
                "simulate: cannot write /proc/x.html: no file can be created there: the folder is gone, a link leads"
                        + " nowhere, or the folder takes no new files\n",
                run.err());
    }

    @Test
    void anEmptyOrRepeatedOutputFileIsAUsageError() {
        // an empty name was taken for the working folder: "cannot write : it is a folder", exit 3
        assertBad("simulate: --json: the file name is empty", "--json", "");
        assertBad("simulate: --report: the file name is empty", "--report", "");
        // the CSV was written over the JSON; two spellings of one path are one file
        Path json = folder.resolve("out.json");
        Path again = folder.resolve("sub/../out.json");
        assertBad(
                "simulate: --json and --csv name the same file " + again + "; give each output a file of its own",
                "--json",
                json.toString(),
                "--csv",
                again.toString());
        assertFalse(Files.exists(json), "refused before any file is written");
    }

    private static void assertBad(String message, String... args) {
        Run run = simulate(args);
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().startsWith(message), "expected " + message + "\nbut got " + run.err());
        assertTrue(run.err().endsWith("Try ./simulate --help\n"), run.err());
        assertEquals("", run.out());
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    /** A strict reader of JSON text, enough to check the file: objects, arrays, strings, numbers. */
    static final class JsonReader {
        private final String text;
        private int at;

        JsonReader(String text) {
            this.text = text;
        }

        Object value() {
            Object value = read();
            skip();
            if (at != text.length()) {
                throw new IllegalArgumentException("trailing text at " + at);
            }
            return value;
        }

        private Object read() {
            skip();
            char c = text.charAt(at);
            if (c == '{') {
                Map<String, Object> object = new LinkedHashMap<>();
                at++;
                skip();
                if (text.charAt(at) == '}') {
                    at++;
                    return object;
                }
                while (true) {
                    skip();
                    String key = (String) read();
                    skip();
                    expect(':');
                    object.put(key, read());
                    skip();
                    if (text.charAt(at) == ',') {
                        at++;
                        continue;
                    }
                    expect('}');
                    return object;
                }
            } else if (c == '[') {
                java.util.List<Object> array = new ArrayList<>();
                at++;
                skip();
                if (text.charAt(at) == ']') {
                    at++;
                    return array;
                }
                while (true) {
                    array.add(read());
                    skip();
                    if (text.charAt(at) == ',') {
                        at++;
                        continue;
                    }
                    expect(']');
                    return array;
                }
            } else if (c == '"') {
                StringBuilder string = new StringBuilder();
                at++;
                while (text.charAt(at) != '"') {
                    char next = text.charAt(at++);
                    if (next == '\\') {
                        char escaped = text.charAt(at++);
                        string.append(escaped == 'n' ? '\n' : escaped);
                    } else {
                        string.append(next);
                    }
                }
                at++;
                return string.toString();
            } else if (text.startsWith("true", at)) {
                at += 4;
                return true;
            } else if (text.startsWith("null", at)) {
                at += 4;
                return null;
            } else if (text.startsWith("false", at)) {
                at += 5;
                return false;
            }
            int start = at;
            while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
                at++;
            }
            return Double.parseDouble(text.substring(start, at));
        }

        private void expect(char c) {
            if (text.charAt(at) != c) {
                throw new IllegalArgumentException("expected " + c + " at " + at + ", got " + text.charAt(at));
            }
            at++;
        }

        private void skip() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }
    }

    @Test
    void theProgressBarFollowsTheErrorStreamOnly() {
        assertTrue(Simulate.isTerminalDevice("/dev/pts/3"));
        assertTrue(Simulate.isTerminalDevice("/dev/tty1"));
        assertTrue(Simulate.isTerminalDevice("/dev/tty"));
        assertFalse(Simulate.isTerminalDevice("/tmp/log.txt"));
        assertFalse(Simulate.isTerminalDevice("pipe:[12345]"));
        assertFalse(Simulate.isTerminalDevice("/dev/null"));
        assertFalse(Simulate.isTerminalDevice("/dev/ttyS0x"));
        String before = System.getProperty("incangold.stderrTerminal");
        try {
            System.setProperty("incangold.stderrTerminal", "true");
            assertTrue(Simulate.errorStreamIsTerminal());
            System.setProperty("incangold.stderrTerminal", "false");
            assertFalse(Simulate.errorStreamIsTerminal());
        } finally {
            if (before == null) {
                System.clearProperty("incangold.stderrTerminal");
            } else {
                System.setProperty("incangold.stderrTerminal", before);
            }
        }
    }
}
