package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --bot-path}: a bot author's jar, built here from source into a folder of its own (its
 * classes are on no class path of the build), plays in {@code ./simulate tournament}, {@code
 * ./simulate sweep} and {@code ./simulate}.
 */
class BotPathTest {
    @TempDir
    Path folder;

    /**
     * A provider of stubborn, a bot that never leaves the temple, so it scores 0 in every game, and
     * of broken, a bot that throws at its first choice, and of silent, a bot that answers null.
     */
    static final String PROVIDER = """
            package com.example.bots;

            import io.github.incangold.model.Choice;
            import io.github.incangold.strategies.StrategyProvider;
            import io.github.incangold.strategy.Situation;
            import io.github.incangold.strategy.Strategy;
            import io.vavr.collection.List;
            import io.vavr.control.Either;

            public final class StubbornBots implements StrategyProvider {
                static final Strategy STUBBORN = new Strategy() {
                    @Override
                    public Choice choose(Situation situation, long seed) {
                        return Choice.TORCH;
                    }

                    @Override
                    public String describe() {
                        return "stubborn";
                    }
                };

                static final Strategy BROKEN = new Strategy() {
                    @Override
                    public Choice choose(Situation situation, long seed) {
                        throw new IllegalStateException("broken on purpose");
                    }

                    @Override
                    public String describe() {
                        return "broken";
                    }
                };

                static final Strategy SILENT = new Strategy() {
                    @Override
                    public Choice choose(Situation situation, long seed) {
                        return null;
                    }

                    @Override
                    public String describe() {
                        return "silent";
                    }
                };

                @Override
                public List<String> names() {
                    return List.of("stubborn", "broken", "silent");
                }

                @Override
                public Either<String, Strategy> parse(String description) {
                    return switch (description.strip().toLowerCase(java.util.Locale.ROOT)) {
                        case "stubborn" -> Either.right(STUBBORN);
                        case "broken" -> Either.right(BROKEN);
                        case "silent" -> Either.right(SILENT);
                        default -> Either.left("stubborn, broken and silent take no parameter");
                    };
                }
            }
            """;

    /** Compiles the provider and packs it with its service file into a jar. */
    private Path jar() throws IOException {
        Path sources = Files.createDirectories(folder.resolve("src/com/example/bots"));
        Path source = Files.writeString(sources.resolve("StubbornBots.java"), PROVIDER);
        Path classes = Files.createDirectories(folder.resolve("classes"));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter problems = new StringWriter();
        int status = compiler.run(
                null,
                null,
                null,
                "--release",
                "17",
                "-proc:none",
                "-cp",
                System.getProperty("java.class.path"),
                "-d",
                classes.toString(),
                source.toString());
        assertEquals(0, status, problems::toString);
        Path jar = folder.resolve("stubborn-bots.jar");
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("META-INF/services/io.github.incangold.strategies.StrategyProvider"));
            out.write("com.example.bots.StubbornBots\n".getBytes(StandardCharsets.UTF_8));
            for (String name : List.of(
                    "StubbornBots.class", "StubbornBots$1.class", "StubbornBots$2.class", "StubbornBots$3.class")) {
                out.putNextEntry(new JarEntry("com/example/bots/" + name));
                out.write(Files.readAllBytes(classes.resolve("com/example/bots").resolve(name)));
            }
        }
        return jar;
    }

    @Test
    void aBotOfAJarPlaysInATournament() throws IOException {
        String[] args = {
            "tournament", "--bots", "risk,threshold:8,stubborn", "--tables", "3", "--games", "100", "--threads", "1"
        };
        TournamentCommandTest.Run refused = TournamentCommandTest.simulate(false, args);
        assertEquals(Simulate.BAD_INPUT, refused.status());
        assertTrue(refused.err().contains("'stubborn' is not a strategy"), refused.err());

        Path jar = jar();
        Path json = folder.resolve("tournament.json");
        TournamentCommandTest.Run run = TournamentCommandTest.simulate(
                false,
                List.of(args)
                        .appendAll(List.of("--bot-path", jar.toString(), "--json", json.toString()))
                        .toJavaArray(String[]::new));
        assertEquals(Simulate.DONE, run.status(), run.err());
        // it scores 0 in every game: rated last, and it won none of the 100 games
        assertTrue(run.out().matches("(?s).*\\n     3  stubborn +-\\d+ .* 0\\.0% .*"), run.out());
        // the command that gives the same figures loads the same jar
        assertTrue(Files.readString(json).contains("--bot-path " + jar + " --bots risk,threshold:8,stubborn"));
    }

    @Test
    void aBotOfAJarPlaysInASimulation() throws IOException {
        TournamentCommandTest.Run run = TournamentCommandTest.simulate(
                false,
                "--bots",
                "stubborn,risk,threshold:8",
                "--games",
                "30",
                "--threads",
                "1",
                "--bot-path",
                jar().toString());
        assertEquals(Simulate.DONE, run.status(), run.err());
        assertTrue(run.out().contains("stubborn"), run.out());
        // the jar is an input: no output over it
        Path jar = folder.resolve("stubborn-bots.jar");
        TournamentCommandTest.Run overJar = TournamentCommandTest.simulate(
                false,
                "--bots",
                "stubborn,risk,risk",
                "--games",
                "30",
                "--bot-path",
                jar.toString(),
                "--csv",
                jar.toString());
        assertEquals(Simulate.BAD_INPUT, overJar.status());
        assertEquals(
                "simulate: --csv names " + jar + ", the file --bot-path reads; write the output to a file of its own\n"
                        + "Try ./simulate --help\n",
                overJar.err());
    }

    @Test
    void aBadBotPathOrBudgetIsAUsageError() throws IOException {
        TournamentCommandTest.Run missing = TournamentCommandTest.simulate(
                false,
                "tournament",
                "--bots",
                "risk,stubborn",
                "--bot-path",
                folder.resolve("none.jar").toString());
        assertEquals(Simulate.BAD_INPUT, missing.status());
        assertTrue(
                missing.err().contains("--bot-path: '" + folder.resolve("none.jar") + "' does not exist"),
                missing.err());

        TournamentCommandTest.Run empty = TournamentCommandTest.simulate(
                false, "tournament", "--bots", "risk,stubborn", "--bot-path", folder.toString());
        assertEquals(Simulate.BAD_INPUT, empty.status());
        assertTrue(empty.err().contains("found no bot provider in " + folder), empty.err());

        TournamentCommandTest.Run budget =
                TournamentCommandTest.simulate(false, "tournament", "--bots", "risk,win:5000", "--max-samples", "2000");
        assertEquals(Simulate.BAD_INPUT, budget.status());
        assertTrue(
                budget.err()
                        .contains("'win:5000' imagines up to 10,000 rounds a decision; the budget is 2,000 a decision"),
                budget.err());
    }

    @Test
    void aTournamentFileNamesABotOfAJar() throws IOException {
        Path jar = jar();
        Path definition = Files.writeString(folder.resolve("mine.json"), """
                {"bots": ["risk", "threshold:8", "stubborn"], "botPath": ["stubborn-bots.jar"],
                 "tables": [3], "gamesPerLineup": 100, "seed": 2026}
                """);
        assertTrue(Files.exists(jar));
        Path json = folder.resolve("tournament.json");
        TournamentCommandTest.Run run = TournamentCommandTest.simulate(
                false, "tournament", definition.toString(), "--threads", "1", "--json", json.toString());
        assertEquals(Simulate.DONE, run.status(), run.err());
        assertTrue(run.out().matches("(?s).*\\n     3  stubborn +-\\d+ .* 0\\.0% .*"), run.out());
        assertTrue(Files.readString(json).contains("./simulate tournament " + definition), Files.readString(json));
        // the same tournament as the options give
        TournamentCommandTest.Run options = TournamentCommandTest.simulate(
                false,
                "tournament",
                "--bots",
                "risk,threshold:8,stubborn",
                "--bot-path",
                jar.toString(),
                "--tables",
                "3",
                "--games",
                "100",
                "--threads",
                "1");
        assertEquals(
                run.out()
                        .lines()
                        .skip(1)
                        .filter(line -> !line.startsWith("wrote "))
                        .toList(),
                options.out().lines().skip(1).toList());

        // a file and an option that would change it
        TournamentCommandTest.Run both =
                TournamentCommandTest.simulate(false, "tournament", definition.toString(), "--seed", "3");
        assertEquals(Simulate.BAD_INPUT, both.status());
        assertTrue(both.err().contains("defines the tournament: leave out --seed"), both.err());
        // no output over a file the tournament reads: its bots' jar, its variant
        TournamentCommandTest.Run overJar =
                TournamentCommandTest.simulate(false, "tournament", definition.toString(), "--report", jar.toString());
        assertEquals(Simulate.BAD_INPUT, overJar.status());
        assertEquals(
                "simulate tournament: --report names " + jar
                        + ", the file the tournament file's botPath reads; write the output to a file of its own\n"
                        + "Try ./simulate tournament --help\n",
                overJar.err());
        Path variant = Files.writeString(folder.resolve("long.json"), "{\"base\": \"incan-gold\", \"rounds\": 6}");
        Path withVariant = Files.writeString(folder.resolve("long-tournament.json"), """
                {"bots": ["risk", "threshold:8"], "variant": "long.json", "tables": [3], "gamesPerLineup": 100}
                """);
        TournamentCommandTest.Run overVariant = TournamentCommandTest.simulate(
                false, "tournament", withVariant.toString(), "--json", variant.toString());
        assertEquals(Simulate.BAD_INPUT, overVariant.status());
        assertEquals(
                "simulate tournament: --json names " + variant
                        + ", the file the tournament file's variant reads; write the output to a file of its own\n"
                        + "Try ./simulate tournament --help\n",
                overVariant.err());
        // a bad file: every problem with its place
        Path bad = Files.writeString(folder.resolve("bad.json"), "{\"bots\": [\"risk\"], \"seed\": 1.5}");
        TournamentCommandTest.Run refused = TournamentCommandTest.simulate(false, "tournament", bad.toString());
        assertEquals(Simulate.BAD_INPUT, refused.status());
        assertTrue(refused.err().contains(bad + " is not a valid tournament file (2 problems):"), refused.err());
    }

    @Test
    void aBotOfAJarPlaysInASweep() throws IOException {
        Path file = Files.writeString(folder.resolve("sweep.json"), """
                {"base": "incan-gold", "lineup": ["stubborn", "risk", "threshold:8"],
                 "axes": [{"option": "rounds", "values": [3, 5]}], "games": 200, "seed": 7}
                """);
        String[] args = {"sweep", file.toString(), "--threads", "1", "--measure", "win-share:1"};
        SweepCommandTest.Run refused = sweep(args);
        assertEquals(Simulate.BAD_INPUT, refused.status());
        assertTrue(
                refused.err().contains("/lineup/0") && refused.err().contains("'stubborn' is not a strategy"),
                refused.err());

        Path jar = jar();
        Path json = folder.resolve("cells.json");
        SweepCommandTest.Run run = sweep(List.of(args)
                .appendAll(List.of("--bot-path", jar.toString(), "--json", json.toString()))
                .toJavaArray(String[]::new));
        assertEquals(Simulate.DONE, run.status(), run.err());
        assertTrue(run.out().contains("lineup: stubborn,risk,threshold:8"), run.out());
        String cells = Files.readString(json);
        // stubborn never leaves, so every round of both cells ends in a bust (R14)
        assertEquals(2, cells.split("\"bust-rate\":\\{\"n\":200,\"mean\":1\\.0,", -1).length - 1, cells);
        // the command that gives the same figures loads the same jar
        assertTrue(cells.contains("--bot-path " + jar + " --measure win-share:1"), cells);
    }

    @Test
    void aBotThatThrowsFailsTheCommandThatPlayedIt() throws IOException {
        String jar = jar().toString();
        TournamentCommandTest.Run simulation = TournamentCommandTest.simulate(
                false, "--bots", "broken,risk,threshold:8", "--games", "10", "--threads", "1", "--bot-path", jar);
        assertEquals(Simulate.FAILED, simulation.status(), simulation.err());
        assertTrue(simulation.err().startsWith("simulate: the simulation failed: "), simulation.err());
        assertTrue(simulation.err().contains("broken on purpose"), simulation.err());

        TournamentCommandTest.Run tournament = TournamentCommandTest.simulate(
                false,
                "tournament",
                "--bots",
                "broken,risk,threshold:8",
                "--tables",
                "3",
                "--games",
                "10",
                "--threads",
                "1",
                "--bot-path",
                jar);
        assertEquals(Simulate.FAILED, tournament.status(), tournament.err());
        assertTrue(tournament.err().startsWith("simulate tournament: the tournament failed: "), tournament.err());
        assertTrue(tournament.err().contains("broken on purpose"), tournament.err());

        Path file = Files.writeString(folder.resolve("broken-sweep.json"), """
                {"base": "incan-gold", "lineup": ["broken", "risk", "threshold:8"],
                 "axes": [{"option": "rounds", "values": [3, 5]}], "games": 10, "seed": 7}
                """);
        SweepCommandTest.Run sweep = sweep("sweep", file.toString(), "--threads", "1", "--bot-path", jar);
        assertEquals(Simulate.FAILED, sweep.status(), sweep.err());
        assertTrue(sweep.err().startsWith("simulate sweep: the sweep failed: "), sweep.err());
        assertTrue(sweep.err().contains("broken on purpose"), sweep.err());
    }

    private static SweepCommandTest.Run sweep(String... args) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream outStream = new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8);
        java.io.PrintStream errStream = new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8);
        int status = Simulate.run(args, outStream, errStream, false, new SweepCommand(outStream, errStream, false));
        return new SweepCommandTest.Run(
                status,
                out.toString(java.nio.charset.StandardCharsets.UTF_8),
                err.toString(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void aBotOfAJarIsAnOpponentAtTheTerminal() throws IOException {
        Path jar = jar();
        String withoutJar = TerminalGameTest.run(true, "\nstubborn r\n", Style.PLAIN, "--seed", "5");
        assertTrue(withoutJar.contains("'stubborn' is not a bot: type r,"), withoutJar);

        // the rules' default, stubborn and a risk-aware bot, Zoe in seat 1, who camps at once; the input ends
        String game = TerminalGameTest.run(
                true, "\nstubborn r\nZoe\n\nc\n", Style.PLAIN, "--seed", "5", "--bot-path", jar.toString());
        assertTrue(game.contains("mcts:200, win; yours: stubborn, broken, silent"), game);
        assertTrue(game.contains("Seats: Zoe (you), Ann (stubborn), Bo (risk)"), game);

        // a bot that fails ends the game: said on the error stream, and the status tells a script
        TerminalGameTest.Ran broken = TerminalGameTest.demo(
                true, "\nbroken r\nZoe\n\nc\n", Style.PLAIN, "--seed", "5", "--bot-path", jar.toString());
        assertEquals(Demo.BOT_FAILED, broken.status(), broken.err());
        assertEquals(
                "Ann (broken) failed in round 1, so the game ends here:"
                        + " java.lang.IllegalStateException: broken on purpose\n",
                broken.err());
        assertTrue(broken.out().contains("Seats: Zoe (you), Ann (broken), Bo (risk)"), broken.out());

        TerminalGameTest.Ran silent = TerminalGameTest.demo(
                true, "\nr silent\nZoe\n\nc\n", Style.PLAIN, "--seed", "5", "--bot-path", jar.toString());
        assertEquals(Demo.BOT_FAILED, silent.status(), silent.err());
        assertEquals("Bo (silent) chose nothing in round 1, so the game ends here\n", silent.err());

        TerminalGameTest.Ran missing = TerminalGameTest.demo(
                false, "", Style.PLAIN, "--bot-path", folder.resolve("none.jar").toString());
        assertEquals(Demo.BAD_INPUT, missing.status());
        assertEquals(
                "--bot-path: '" + folder.resolve("none.jar") + "' does not exist\n" + Demo.USAGE + "\n", missing.err());
        assertEquals("", missing.out());
    }

    @Test
    void theExampleTournamentFilePlays() {
        TournamentCommandTest.Run run = TournamentCommandTest.simulate(
                false, "tournament", "../examples/tournaments/small.json", "--threads", "1");
        assertEquals(Simulate.DONE, run.status(), run.err());
        assertTrue(
                run.out().startsWith("Tournament: Incan Gold (incan-gold), 3 bots, tables of 3, 4 seats"), run.out());
    }
}
