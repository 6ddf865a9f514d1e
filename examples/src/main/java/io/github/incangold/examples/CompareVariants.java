package io.github.incangold.examples;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Step;
import io.github.incangold.rules.Rules;
import io.github.incangold.variants.Preset;
import io.github.incangold.variants.Presets;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import java.util.Locale;

/**
 * Runs many games of Incan Gold and of Diamant with the same four bots and seeds, and compares
 * them: how much the winner scores, how often a round ends in a bust, and which strategy wins.
 * Seeds 1 to N, so the figures are the same on every machine.
 */
public final class CompareVariants {
    private CompareVariants() {}

    static final List<Bot> BOTS = List.of(Bot.threshold(6), Bot.cautious(), Bot.threshold(10), Bot.threshold(15));
    static final List<String> SEATS = List.of("Ann", "Bo", "Cy", "Di");

    /** What a batch of games adds up to. */
    record Tally(int games, long winningScores, int rounds, int busts, int artifactsClaimed, double[] wins) {
        static Tally empty(int seats) {
            return new Tally(0, 0, 0, 0, 0, new double[seats]);
        }
    }

    /**
     * Compares the presets.
     *
     * @param args the number of games per variant; 1000 when absent
     */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        System.out.println(games + " games per variant, seeds 1 to " + games + ", seats: "
                + SEATS.zipWith(BOTS, (name, bot) -> name + " (" + bot.describe() + ")")
                        .mkString(", "));
        for (Preset preset : List.of(Presets.INCAN_GOLD, Presets.DIAMANT)) {
            Tally tally = Tally.empty(SEATS.size());
            for (long seed = 1; seed <= games; seed++) {
                tally = play(preset.rules(), seed, tally);
            }
            System.out.println(report(preset.id(), tally));
        }
    }

    static Tally play(Rules rules, long seed, Tally tally) {
        Step step = Game.newGame(rules, SEATS, seed).get();
        GameState state = step.state();
        int busts = 0;
        while (!state.isOver()) {
            step = Game.advance(state);
            busts += step.events().count(event -> event instanceof GameEvent.Bust);
            state = step.state();
            for (int seat : state.awaitedSeats()) {
                state = Game.choose(state, seat, BOTS.get(seat).choose(Views.view(state, seat)))
                        .get()
                        .state();
            }
        }
        Outcome outcome = state.outcome().get();
        double[] wins = tally.wins().clone();
        for (int winner : outcome.winners()) {
            wins[winner] += 1.0 / outcome.winners().size(); // a shared win counts as a fraction
        }
        return new Tally(
                tally.games() + 1,
                tally.winningScores() + outcome.standings().head().score(),
                tally.rounds() + rules.rounds(),
                tally.busts() + busts,
                tally.artifactsClaimed() + state.claimedArtifacts().size(),
                wins);
    }

    static String report(String id, Tally tally) {
        StringBuilder wins = new StringBuilder();
        for (int seat = 0; seat < SEATS.size(); seat++) {
            wins.append(String.format(
                    Locale.ROOT, " %s %.1f%%", BOTS.get(seat).describe(), 100.0 * tally.wins()[seat] / tally.games()));
        }
        return String.format(
                Locale.ROOT,
                "%-11s winning score %.2f, busts %.1f%% of rounds, artifacts per game %.2f; wins:%s",
                id,
                (double) tally.winningScores() / tally.games(),
                100.0 * tally.busts() / tally.rounds(),
                (double) tally.artifactsClaimed() / tally.games(),
                wins);
    }
}
