package io.github.incangold.heldout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.variants.tournament.Rating;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentResult;
import io.github.incangold.variants.tournament.Tournaments;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The provider, as ServiceLoader finds it, and its bots in the simulator. */
class HeldOutBotsTest {
    static final List<String> NAMES = List.of(
            "heldout-standings", "heldout-ev", "heldout-habits", "heldout-hazards", "heldout-relics", "heldout-cards");

    static StrategyCatalog catalog() {
        return StrategyCatalog.load(HeldOutBotsTest.class.getClassLoader()).get();
    }

    @Test
    void theProviderNamesSixBotsThatTakeNoParameter() {
        HeldOutBots provider = new HeldOutBots();
        assertEquals(NAMES, provider.names());
        assertEquals("heldout-ev", provider.parse(" Heldout-EV ").get().describe());
        assertEquals(
                "'heldout-ev:2': the held-out bots take no parameter; they are " + NAMES.mkString(", "),
                provider.parse("heldout-ev:2").getLeft());
    }

    @Test
    void serviceLoaderFindsThemBesideTheBuiltInBots() {
        StrategyCatalog catalog = catalog();
        // the first line of the services file: the second held-out set's names follow
        List<String> firstNames = Strategies.provider().names().appendAll(NAMES);
        assertEquals(firstNames, catalog.names().take(firstNames.size()));
        NAMES.forEach(name -> assertEquals(name, catalog.parse(name).get().describe()));
        // the built-in bots alone do not know them: no tuning run meets them by accident
        assertTrue(StrategyCatalog.builtIn().parse("heldout-ev").isLeft());
    }

    @Test
    void theHeldOutBotsPlayInTheSimulator() {
        // their situations are the simulator's, with the record of the game and the view on demand
        Tournament tournament = Tournament.of(Rules.incanGold(), catalog()::parse, NAMES, List.of(3, 6), 10, 47L)
                .get();
        TournamentResult result = Tournaments.run(tournament, 1, done -> {});
        // each bot sits in C(5,2) = 10 lineups of 3 and in the one of 6, 10 games each
        assertEquals(NAMES.sorted(), result.ratings().map(Rating::bot).sorted());
        result.ratings().forEach(rating -> assertEquals(110L, rating.games(), rating.bot()));
    }
}
