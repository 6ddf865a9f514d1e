package io.github.incangold.web;

import io.github.incangold.model.Choice;
import io.github.incangold.odds.Fraction;
import io.github.incangold.odds.Odds;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.SeatView;
import io.vavr.collection.List;

/**
 * How a seat played by the server decides. A bot gets its own {@link PlayerView} only, as a
 * human player's page does (R21): never the deck's order or another seat's pending choice.
 */
interface BotPlayer {

    /**
     * Decides for the view's seat, which is awaited.
     *
     * @param view the bot's own view
     * @return torch or camp
     */
    Choice choose(PlayerView view);

    /**
     * Names the strategy for the players, in a few words.
     *
     * @return for instance {@code "cautious"}
     */
    String describe();

    /** The bots of a table, one per bot seat in turn: a mix of temperaments. */
    static BotPlayer forBotNumber(int number) {
        List<BotPlayer> lineUp = List.of(new Cautious(), new Threshold(8), new Threshold(12), new Threshold(5));
        return lineUp.get(number % lineUp.size());
    }

    /** The gems the seat would bring home if it left alone now: at risk plus its share of the path. */
    static int haul(PlayerView view) {
        SeatView me = view.mySeat().get();
        int inTemple = Math.max(1, view.seats().count(SeatView::inTemple));
        return me.gemsAtRisk() + view.pathGems() / inTemple;
    }

    /** Goes back to camp once the haul reaches a target. */
    record Threshold(int gems) implements BotPlayer {
        @Override
        public Choice choose(PlayerView view) {
            return haul(view) >= gems ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return gems <= 6 ? "timid" : gems >= 12 ? "bold" : "steady";
        }
    }

    /** Goes back to camp when the gems expected to be lost on the next card (R14) outweigh those expected to be won (R10). */
    record Cautious() implements BotPlayer {
        @Override
        public Choice choose(PlayerView view) {
            int haul = haul(view);
            if (haul == 0) {
                return Choice.TORCH;
            }
            int inTemple = Math.max(1, view.seats().count(SeatView::inTemple));
            Fraction expectedLoss = Odds.bustChance(view).times(haul);
            Fraction expectedGain = Odds.expectedShare(view, inTemple);
            return expectedLoss.compareTo(expectedGain) > 0 ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "cautious";
        }
    }
}
