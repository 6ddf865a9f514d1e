package io.github.incangold.examples;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.tournament.Entrant;
import io.github.incangold.variants.tournament.Rating;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentResult;
import io.github.incangold.variants.tournament.Tournaments;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * A bot author's first tournament: a bot of one's own, rated against built-in bots with 95%
 * intervals. The block of docs/simulation.md, "Your own bot in a tournament", is taken from here.
 */
public final class BotTournament {
    private BotTournament() {}

    /**
     * Rates a bot of its own against three built-in ones at tables of 3 and 4 seats.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // My bot: leaves once it would carry home 10 gems, or sooner when the next card is a bust one time in 4.
        // It keeps no mutable state, so the simulator's threads may share it.
        Strategy mine = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                boolean enough =
                        situation.haul() >= 10 || (situation.bustChance() > 0.25 && situation.gemsAtRisk() > 0);
                return enough ? Choice.CAMP : Choice.TORCH;
            }

            @Override
            public String describe() {
                return "mine";
            }
        };
        Either<String, Tournament> tournament = Tournament.ofEntrants(
                Rules.incanGold(),
                List.of(
                        Entrant.of(mine),
                        Entrant.of(Strategies.riskAware()),
                        Entrant.of(Strategies.threshold(8)),
                        Entrant.of(Strategies.random(0.3))),
                List.of(3, 4),
                1_000,
                2026L);
        if (tournament.isLeft()) {
            System.err.println("cannot run the tournament: " + tournament.getLeft());
            return;
        }
        TournamentResult result = Tournaments.run(tournament.get(), 2, done -> {});
        for (Rating rating : result.ratings()) {
            System.out.printf(
                    Locale.ROOT,
                    "%-12s %+5.0f (%+.0f to %+.0f)%n",
                    rating.bot(),
                    rating.rating(),
                    rating.low(),
                    rating.high());
        }
    }
}
