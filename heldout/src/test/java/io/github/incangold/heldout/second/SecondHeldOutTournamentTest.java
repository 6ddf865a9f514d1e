package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentFile;
import io.github.incangold.variants.tournament.TournamentFiles;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The second held-out tournament as committed: it loads, names only bots the built-in provider and
 * the second set's read, and its tables fit the rules. It is not played here: it is judged by one
 * confirmatory run.
 */
class SecondHeldOutTournamentTest {
    private static final List<String> NAMES = SecondHeldOutBotsTest.NAMES;

    @Test
    void theSecondHeldOutTournamentFileNamesWinMctsAndEverySecondSetBot() {
        TournamentFile file = TournamentFiles.load(Path.of("..", "examples", "tournaments", "heldout-2.json"))
                .get();
        assertEquals(List.of("win", "mcts:200").appendAll(NAMES), file.bots());
        assertEquals(List.of("../../heldout/target/heldout-bots.jar"), file.botPath());
        assertEquals(Option.some("incan-gold"), file.variant());
        assertEquals(Option.some(List.of(3, 4, 5, 6, 8)), file.tables());
        assertEquals(Option.some(2_000L), file.gamesPerLineup());
        assertEquals(Option.some(8_128L), file.seed());
        assertTrue(file.description().startsWith("The second held-out set"), file.description());

        // every bot is one the built-in provider or the second set's reads, and the tables fit
        StrategyCatalog catalog = SecondHeldOutBotsTest.catalog();
        file.bots().forEach(bot -> assertTrue(catalog.parse(bot).isRight(), bot));
        Tournament tournament = Tournament.of(
                        Rules.incanGold(),
                        catalog::parse,
                        file.bots(),
                        file.tables().get(),
                        file.gamesPerLineup().get(),
                        file.seed().get())
                .get();
        // 8 bots: C(8,3) + C(8,4) + C(8,5) + C(8,6) = 56 + 70 + 56 + 28 lineups of distinct bots,
        // and one table of 8 that seats every bot once: 211 in all
        List<Integer> lineups =
                List.of(3, 4, 5, 6, 8).map(seats -> tournament.lineups(seats).size());
        assertEquals(List.of(56, 70, 56, 28, 1), lineups);
        assertEquals(211, lineups.sum().intValue());
        assertEquals(file.bots().sorted(), tournament.lineups(8).head().sorted());
    }
}
