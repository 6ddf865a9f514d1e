package io.github.incangold.examples;

import io.github.incangold.model.Choice;
import io.github.incangold.odds.Fraction;
import io.github.incangold.odds.Odds;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.SeatView;

/**
 * A computer player. It decides from its own {@link PlayerView} only (R21): it sees what a player
 * at the table sees, never the deck's order or the other seats' pending choices.
 *
 * <pre>{@code
 * Bot bot = Bot.threshold(8);
 * Choice choice = bot.choose(Views.view(state, seat));
 * }</pre>
 */
public interface Bot {

    /**
     * Decides for the view's seat, which must be awaited.
     *
     * @param view the bot's own view
     * @return torch or camp
     */
    Choice choose(PlayerView view);

    /**
     * Describes the bot's strategy in a few words.
     *
     * @return for instance {@code "threshold 8"}
     */
    String describe();

    /**
     * A bot that goes back to camp once it would bring home at least {@code gems}: its gems at
     * risk plus its share of the path if it left alone.
     *
     * @param gems the target, positive
     * @return the bot
     */
    static Bot threshold(int gems) {
        if (gems <= 0) {
            throw new IllegalArgumentException("a threshold must be positive, got " + gems);
        }
        return new Threshold(gems);
    }

    /**
     * A bot that watches the odds: it goes back to camp as soon as it has something to lose and
     * the gems it expects to lose on the next card (R14) outweigh those it expects to win (R10).
     *
     * @return the bot
     */
    static Bot cautious() {
        return new Cautious();
    }

    /** Camps at a fixed haul. */
    record Threshold(int gems) implements Bot {
        @Override
        public Choice choose(PlayerView view) {
            SeatView me = view.mySeat().get();
            int inTemple = view.seats().count(SeatView::inTemple);
            int haul = me.gemsAtRisk() + view.pathGems() / inTemple;
            return haul >= gems ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "threshold " + gems;
        }
    }

    /** Compares the expected loss with the expected gain of the next card. */
    record Cautious() implements Bot {
        @Override
        public Choice choose(PlayerView view) {
            SeatView me = view.mySeat().get();
            int inTemple = view.seats().count(SeatView::inTemple);
            int haul = me.gemsAtRisk() + view.pathGems() / inTemple;
            if (haul == 0) {
                return Choice.TORCH;
            }
            Fraction bust = Odds.bustChance(view);
            Fraction expectedLoss = bust.times(haul);
            Fraction expectedGain = Odds.expectedShare(view, inTemple);
            return expectedLoss.compareTo(expectedGain) > 0 ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "cautious";
        }
    }
}
