package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.heldout.HeldOutBots;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.variants.tournament.Rating;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentResult;
import io.github.incangold.variants.tournament.Tournaments;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The second set's provider, as ServiceLoader finds it beside the first, and its bots in the simulator. */
class SecondHeldOutBotsTest {
    static final List<String> NAMES = List.of(
            "heldout2-standings",
            "heldout2-ev",
            "heldout2-habits",
            "heldout2-hazards",
            "heldout2-artifacts",
            "heldout2-crowd");

    static StrategyCatalog catalog() {
        return StrategyCatalog.load(SecondHeldOutBotsTest.class.getClassLoader())
                .get();
    }

    @Test
    void theProviderNamesSixBotsThatTakeNoParameter() {
        SecondHeldOutBots provider = new SecondHeldOutBots();
        assertEquals(NAMES, provider.names());
        NAMES.forEach(name -> assertEquals(name, provider.parse(name).get().describe()));
        assertEquals("heldout2-ev", provider.parse(" Heldout2-EV ").get().describe());
        assertEquals(
                "'heldout2-ev:2': the bots of the second held-out set take no parameter; they are "
                        + NAMES.mkString(", "),
                provider.parse("heldout2-ev:2").getLeft());
        // the refusal quotes the description as given
        assertEquals(
                "'Heldout2-EV:2': the bots of the second held-out set take no parameter; they are "
                        + NAMES.mkString(", "),
                provider.parse("Heldout2-EV:2").getLeft());
        // the first set's names are not its own
        assertEquals(
                "'heldout-ev': the bots of the second held-out set take no parameter; they are " + NAMES.mkString(", "),
                provider.parse("heldout-ev").getLeft());
    }

    @Test
    void serviceLoaderFindsThemAfterTheFirstSet() {
        StrategyCatalog catalog = catalog();
        assertEquals(
                Strategies.provider()
                        .names()
                        .appendAll(new HeldOutBots().names())
                        .appendAll(NAMES),
                catalog.names());
        NAMES.forEach(name -> assertEquals(name, catalog.parse(name).get().describe()));
        assertEquals("heldout2-crowd", catalog.parse("HELDOUT2-CROWD").get().describe());
        // the built-in bots alone do not know them: no tuning run meets them by accident
        NAMES.forEach(name -> assertTrue(StrategyCatalog.builtIn().parse(name).isLeft(), name));
    }

    @Test
    void theSecondSetPlaysInTheSimulator() {
        // their situations are the simulator's, with the record of the game and the view on demand
        Tournament tournament = Tournament.of(Rules.incanGold(), catalog()::parse, NAMES, List.of(3, 6), 10, 53L)
                .get();
        TournamentResult result = Tournaments.run(tournament, 1, done -> {});
        // each bot sits in C(5,2) = 10 lineups of 3 and in the one of 6, 10 games each
        assertEquals(NAMES.sorted(), result.ratings().map(Rating::bot).sorted());
        result.ratings().forEach(rating -> assertEquals(110L, rating.games(), rating.bot()));
    }
}
