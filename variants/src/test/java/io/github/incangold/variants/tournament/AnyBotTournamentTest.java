package io.github.incangold.variants.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategies.StrategyProvider;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.simulation.Simulation;
import io.github.incangold.variants.simulation.SimulationTotals;
import io.vavr.collection.List;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/** A bot that is not built in plays in tournaments and is rated, with its interval. */
class AnyBotTournamentTest {
    /**
     * Never leaves the temple. Every round then ends in a bust: the round goes on while it is in
     * the temple, and the hazards left (15 less at most 4 removed by busts) always hold a pair. So
     * it scores 0 in every game and is placed ahead of no bot that scored.
     */
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

    @Test
    void aBotOfYourOwnIsRatedBesideTheBuiltInOnes() {
        Tournament tournament = Tournament.ofEntrants(
                        Rules.incanGold(),
                        List.of(
                                Entrant.of(Strategies.riskAware()),
                                new Entrant("mine", STUBBORN),
                                Entrant.of(Strategies.threshold(8))),
                        List.of(3, 4),
                        100,
                        5L)
                .get();
        assertEquals(List.of("risk", "mine", "threshold:8"), tournament.bots());
        // tables of 3: one lineup; of 4: the 3 rotations of the bots repeated
        assertEquals(List.of(List.of("risk", "mine", "threshold:8")), tournament.lineups(3));
        assertEquals(
                List.of("mine", "threshold:8", "risk", "mine"),
                tournament.lineups(4).get(1));

        TournamentResult result = Tournaments.run(tournament, 2, done -> {});
        Rating mine = result.ratings().last();
        assertEquals("mine", mine.bot());
        // it wins only a game in which nobody scored, shared with every seat
        assertTrue(mine.winShare().mean() < 0.01, mine::toString);
        // 100 games at the table of 3, and 3 rotations of 100 games in which it holds 1, 2 and 1 seats
        assertEquals(100 + 400, mine.games());
        assertTrue(mine.low() < mine.rating() && mine.rating() < mine.high(), mine::toString);
        assertTrue(mine.high() < result.ratings().get(1).low(), result.ratings()::mkString);
        assertEquals(0, result.ratings().map(Rating::rating).sum().doubleValue(), 1e-6);
    }

    @Test
    void aCatalogNamesABotOfYourOwn() {
        StrategyProvider provider = new StrategyProvider() {
            @Override
            public List<String> names() {
                return List.of("my-bot");
            }

            @Override
            public Either<String, Strategy> parse(String description) {
                return Either.right(STUBBORN);
            }
        };
        List<String> bots = List.of("risk", "my-bot");
        assertTrue(Tournament.of(Rules.incanGold(), bots, List.of(3), 10, 1L)
                .getLeft()
                .startsWith("'my-bot' is not a strategy; "));
        StrategyCatalog catalog = StrategyCatalog.of(List.of(provider)).get();
        Tournament tournament = Tournament.of(Rules.incanGold(), catalog::parse, bots, List.of(3), 10, 1L)
                .get();
        assertEquals(
                List.of(new Entrant("risk", Strategies.riskAware()), new Entrant("my-bot", STUBBORN)),
                tournament.entrants());
        assertEquals(
                "my-bot",
                Tournaments.run(tournament, 1, done -> {}).ratings().last().bot());
    }

    @Test
    void entrantsAreCheckedAsValues() {
        Rules rules = Rules.incanGold();
        assertEquals(
                "each bot enters once, under a name of its own; repeated: risk",
                Tournament.ofEntrants(
                                rules,
                                List.of(Entrant.of(Strategies.riskAware()), new Entrant("risk", STUBBORN)),
                                List.of(3),
                                10,
                                1L)
                        .getLeft());
        assertEquals(
                "a bot's name is 1 to 64 characters on one line, not blank; got ' '",
                Tournament.ofEntrants(
                                rules,
                                List.of(Entrant.of(Strategies.riskAware()), new Entrant(" ", STUBBORN)),
                                List.of(3),
                                10,
                                1L)
                        .getLeft());
        Strategy nameless = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                return Choice.CAMP;
            }

            @Override
            public String describe() {
                return null;
            }
        };
        assertEquals(
                "the reader of the bots gave no bot for 'nameless' (null, or a bot that describes itself as null)",
                Tournament.of(
                                rules,
                                bot -> bot.equals("nameless") ? Either.right(nameless) : Strategies.parse(bot),
                                List.of("risk", "nameless"),
                                List.of(3),
                                10,
                                1L)
                        .getLeft());
        assertTrue(Tournament.ofEntrants(
                        rules,
                        List.of(Entrant.of(Strategies.riskAware()), new Entrant("nameless", nameless)),
                        List.of(3),
                        10,
                        1L)
                .getLeft()
                .startsWith("the bot nameless ("));
    }

    @Test
    void lineupsAProgramPlayedItselfAreRatedAsATournamentRatesThem() {
        Rules rules = Rules.incanGold();
        Tournament tournament = Tournament.ofEntrants(
                        rules,
                        List.of(
                                Entrant.of(Strategies.riskAware()),
                                new Entrant("mine", STUBBORN),
                                Entrant.of(Strategies.random(0.3))),
                        List.of(3),
                        200,
                        9L)
                .get();
        List<Rating> expected = Tournaments.run(tournament, 1, done -> {}).ratings();

        List<String> bots = List.of("risk", "mine", "random:0.3");
        Simulation simulation =
                new Simulation(rules, List.of(Strategies.riskAware(), STUBBORN, Strategies.random(0.3)), 200, 9L);
        List<SimulationTotals> batches = List.range(0, Tournaments.BATCHES)
                .map(batch -> SimulationTotals.play(simulation, batch * 20L, (batch + 1) * 20L));
        List<Rating> rated = Tournaments.rate(bots, List.of(new LineupGames(bots, simulation, batches)))
                .get();
        assertEquals(expected, rated);

        assertEquals(
                "lineup 1 has 9 batches of games; a rating takes 10",
                Tournaments.rate(bots, List.of(new LineupGames(bots, simulation, batches.tail())))
                        .getLeft());
        assertEquals(
                "lineup 1 names mine, which is not among the bots rated",
                Tournaments.rate(List.of("risk", "random:0.3"), List.of(new LineupGames(bots, simulation, batches)))
                        .getLeft());
        assertEquals(
                "lineup 1 names 2 bots for a simulation of 3 seats",
                Tournaments.rate(bots, List.of(new LineupGames(bots.tail(), simulation, batches)))
                        .getLeft());
        assertEquals(
                "other plays in no lineup: it cannot be rated",
                Tournaments.rate(bots.append("other"), List.of(new LineupGames(bots, simulation, batches)))
                        .getLeft());
    }
}
