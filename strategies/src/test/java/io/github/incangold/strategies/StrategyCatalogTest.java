package io.github.incangold.strategies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One lookup for the built-in bots and a bot author's, and the budget of samples. */
class StrategyCatalogTest {
    /** A bot of its own: camps once it would carry home {@code gems}. */
    record Cautious(int gems) implements Strategy {
        @Override
        public Choice choose(Situation situation, long seed) {
            return situation.haul() >= gems ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "cautious:" + gems;
        }
    }

    /** Reads cautious:N. */
    static final class CautiousBots implements StrategyProvider {
        @Override
        public List<String> names() {
            return List.of("cautious");
        }

        @Override
        public Either<String, Strategy> parse(String description) {
            String[] parts = description.strip().split(":", 2);
            return parts.length == 2 && parts[1].matches("\\d{1,3}")
                    ? Either.right(new Cautious(Integer.parseInt(parts[1])))
                    : Either.left("'" + description + "' needs a number of gems, e.g. cautious:4");
        }
    }

    @Test
    void theBuiltInCatalogReadsWhatStrategiesParseReads() {
        StrategyCatalog builtIn = StrategyCatalog.builtIn();
        assertEquals(Strategies.NAMES, builtIn.names());
        assertEquals("threshold:8", builtIn.parse("THRESHOLD:8").get().describe());
        assertEquals(
                Strategies.parse("my-bot").getLeft(), builtIn.parse("my-bot").getLeft());
        assertSame(Strategies.provider(), Strategies.provider());
    }

    @Test
    void aProvidersBotsAreReadBesideTheBuiltInOnes() {
        StrategyCatalog catalog =
                StrategyCatalog.of(List.of(new CautiousBots())).get();
        assertEquals(
                List.of(
                        "random",
                        "threshold",
                        "catchup",
                        "hazards",
                        "habits",
                        "risk",
                        "artifacts",
                        "mcts",
                        "win",
                        "cautious"),
                catalog.names());
        assertEquals(new Cautious(4), catalog.parse("Cautious:4").get());
        assertEquals("risk", catalog.parse("risk").get().describe());
        assertEquals(
                "'cautious:x' needs a number of gems, e.g. cautious:4",
                catalog.parse("cautious:x").getLeft());
        String unknown = catalog.parse("my-bot").getLeft();
        assertTrue(unknown.startsWith("'my-bot' is not a strategy; the strategies are random:P"), unknown);
        assertTrue(unknown.endsWith("; providers add: cautious"), unknown);
        // a built-in name with a bad parameter is told as the built-in parser tells it
        assertEquals(
                Strategies.parse("threshold:x").getLeft(),
                catalog.parse("threshold:x").getLeft());
    }

    @Test
    void aNameIsOwnedOnce() {
        StrategyProvider risky = new StrategyProvider() {
            @Override
            public List<String> names() {
                return List.of("risk");
            }

            @Override
            public Either<String, Strategy> parse(String description) {
                return Either.right(Strategies.threshold(1));
            }
        };
        String taken = StrategyCatalog.of(List.of(risky)).getLeft();
        assertTrue(taken.startsWith("the bot name 'risk' of "), taken);
        assertTrue(taken.endsWith(" is taken by a built-in bot"), taken);
        assertTrue(StrategyCatalog.of(List.of(new CautiousBots(), new CautiousBots()))
                .getLeft()
                .endsWith("is taken by " + CautiousBots.class.getName()));
    }

    @Test
    void aBrokenProviderIsALeftNotAnException() {
        StrategyProvider broken = new StrategyProvider() {
            @Override
            public List<String> names() {
                return List.of("Bad Name");
            }

            @Override
            public Either<String, Strategy> parse(String description) {
                throw new IllegalStateException("boom");
            }
        };
        assertTrue(StrategyCatalog.of(List.of(broken)).getLeft().contains("names a bot 'Bad Name'"));
        StrategyProvider throwing = new StrategyProvider() {
            @Override
            public List<String> names() {
                return List.of("boom");
            }

            @Override
            public Either<String, Strategy> parse(String description) {
                throw new IllegalStateException("boom");
            }
        };
        String failed =
                StrategyCatalog.of(List.of(throwing)).get().parse("boom").getLeft();
        assertTrue(failed.endsWith("failed to read 'boom': java.lang.IllegalStateException: boom"), failed);
    }

    @Test
    void theBudgetRefusesTheSearchingBotsAboveIt() {
        // without a budget, the bots' own maximum: win:100000 is accepted
        assertEquals("win:100000", Strategies.parse("win:100000").get().describe());
        assertEquals(
                "'win:100000' imagines up to 200,000 rounds a decision; the budget is 2,000 a decision",
                Strategies.parse("win:100000", 2_000).getLeft());
        assertEquals(
                "'mcts:2001' plays 2,001 playouts a decision; the budget is 2,000 a decision",
                StrategyCatalog.builtIn()
                        .withMaxSamples(2_000)
                        .parse("mcts:2001")
                        .getLeft());
        assertEquals("mcts:2000", Strategies.parse("mcts:2000", 2_000).get().describe());
        // without a number, up to 36 samples (at 3 seats): a decision imagines up to 72 rounds
        assertEquals("win", Strategies.parse("win", 72).get().describe());
        assertEquals(
                "'win' imagines up to 72 rounds a decision; the budget is 71 a decision",
                Strategies.parse("win", 71).getLeft());
        assertEquals("risk", Strategies.parse("risk", 1).get().describe()); // no samples at all
        assertThrows(IllegalArgumentException.class, () -> Strategies.parse("risk", 0));
        assertThrows(
                IllegalArgumentException.class, () -> StrategyCatalog.builtIn().withMaxSamples(0));
    }

    /** A bot path's mistakes are named, entry by entry; the bots it loads are tested in examples (BotPathTest). */
    @Test
    void aBotPathThatLoadsNoBotSaysWhy(@TempDir Path folder) throws IOException {
        assertEquals("names no jar or folder", StrategyCatalog.loadPath(" ").getLeft());
        Path missing = folder.resolve("none.jar");
        assertEquals(
                "'" + missing + "' does not exist",
                StrategyCatalog.loadPath(missing.toString()).getLeft());
        Path notes = Files.writeString(folder.resolve("notes.txt"), "not a jar");
        assertEquals(
                "'" + notes + "' is neither a jar nor a folder of classes",
                StrategyCatalog.loadPath(notes.toString()).getLeft());
        Path corrupt = Files.writeString(folder.resolve("bots.jar"), "PK but no archive");
        assertEquals(
                "'" + corrupt + "' is not a jar: it does not read as a zip archive",
                StrategyCatalog.loadPath(corrupt.toString()).getLeft());
        assertEquals(
                "'' does not exist",
                StrategyCatalog.loadPath(folder + java.io.File.pathSeparator).getLeft());
        // a NUL is no path on any system (each words why its own way); the message shows it, not the character
        String nul = StrategyCatalog.loadPath("bots\u0000.jar").getLeft();
        assertTrue(nul.startsWith("'botsU+0000.jar' is not a path: "), nul);
        assertEquals(
                "'botsU+001B[2J.jar' does not exist",
                StrategyCatalog.loadPath("bots\u001b[2J.jar").getLeft());
        Path classes = Files.createDirectories(folder.resolve("classes"));
        assertEquals(
                "found no bot provider in " + classes
                        + " (no META-INF/services/io.github.incangold.strategies.StrategyProvider)",
                StrategyCatalog.loadPath(classes.toString()).getLeft());
    }

    @Test
    void loadingFindsTheProvidersOfAClassLoader(@TempDir Path folder) throws IOException {
        // no provider: the built-in bots alone
        try (URLClassLoader empty = new URLClassLoader(new URL[] {folder.toUri().toURL()}, null)) {
            assertEquals(Strategies.NAMES, StrategyCatalog.load(empty).get().names());
        }
        // a service file naming a class that is not there
        Path services = Files.createDirectories(folder.resolve("META-INF/services"));
        Files.writeString(services.resolve(StrategyProvider.class.getName()), "com.example.Missing\n");
        try (URLClassLoader broken =
                new URLClassLoader(new URL[] {folder.toUri().toURL()}, null)) {
            String problem = StrategyCatalog.load(broken).getLeft();
            assertTrue(problem.startsWith("a bot provider could not be loaded: "), problem);
            assertTrue(problem.contains("com.example.Missing"), problem);
        }
    }

    @Test
    void aProviderThatNamesNothingOrGivesNoBotIsALeft() {
        assertTrue(StrategyCatalog.of(List.of(provider(List.of(), Either.right(Strategies.riskAware()))))
                .getLeft()
                .endsWith(" names no bot"));
        assertTrue(StrategyCatalog.of(List.of(provider(null, Either.right(Strategies.riskAware()))))
                .getLeft()
                .endsWith(" names no bot"));
        StrategyCatalog nothing =
                StrategyCatalog.of(List.of(provider(List.of("nothing"), null))).get();
        assertTrue(nothing.parse("nothing")
                .getLeft()
                .endsWith(" gave no bot for 'nothing' (null, or a bot that" + " describes itself as null)"));
        StrategyProvider failing = new StrategyProvider() {
            @Override
            public List<String> names() {
                throw new IllegalStateException("no names");
            }

            @Override
            public Either<String, Strategy> parse(String description) {
                return Either.left("never");
            }
        };
        assertTrue(StrategyCatalog.of(List.of(failing))
                .getLeft()
                .endsWith(" failed to name its bots: java.lang.IllegalStateException: no names"));
    }

    private static StrategyProvider provider(List<String> names, Either<String, Strategy> answer) {
        return new StrategyProvider() {
            @Override
            public List<String> names() {
                return names;
            }

            @Override
            public Either<String, Strategy> parse(String description) {
                return answer;
            }
        };
    }
}
