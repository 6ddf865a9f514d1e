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
import org.junit.jupiter.api.Test;

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
        assertEquals(List.of("random", "threshold", "risk", "artifacts", "mcts", "win", "cautious"), catalog.names());
        assertEquals(new Cautious(4), catalog.parse("Cautious:4").get());
        assertEquals("risk", catalog.parse("risk").get().describe());
        assertEquals(
                "'cautious:x' needs a number of gems, e.g. cautious:4",
                catalog.parse("cautious:x").getLeft());
        String unknown = catalog.parse("my-bot").getLeft();
        assertTrue(unknown.startsWith("'my-bot' is not a strategy; the strategies are random:P"), unknown);
        assertTrue(unknown.endsWith("; from the bot path: cautious"), unknown);
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
                "'win:100000' imagines 100,000 rounds a decision; the budget is 2,000 a decision",
                Strategies.parse("win:100000", 2_000).getLeft());
        assertEquals(
                "'mcts:2001' plays 2,001 playouts a decision; the budget is 2,000 a decision",
                StrategyCatalog.builtIn()
                        .withMaxSamples(2_000)
                        .parse("mcts:2001")
                        .getLeft());
        assertEquals("mcts:2000", Strategies.parse("mcts:2000", 2_000).get().describe());
        assertEquals("win:20", Strategies.parse("win", 20).get().describe()); // the default samples
        assertEquals("risk", Strategies.parse("risk", 1).get().describe()); // no samples at all
        assertThrows(IllegalArgumentException.class, () -> Strategies.parse("risk", 0));
        assertThrows(
                IllegalArgumentException.class, () -> StrategyCatalog.builtIn().withMaxSamples(0));
    }
}
