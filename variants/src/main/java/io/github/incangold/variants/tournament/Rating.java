package io.github.incangold.variants.tournament;

import io.github.incangold.variants.simulation.Estimate;
import java.util.Objects;

/**
 * A bot's standing in a tournament.
 *
 * <p>The rating is a Bradley–Terry strength on the Elo scale: if bot A is rated {@code d} points
 * above bot B, A is placed ahead of B in a game {@code 10^(d/400)} times as often as B ahead of A
 * (a tie counting half to each). The ratings average 0. The interval comes from the spread of the
 * ratings fitted to {@link Tournaments#BATCHES} disjoint batches of the games.
 *
 * @param bot the bot's description
 * @param rating the rating, fitted to every game
 * @param low the lower end of its 95% interval
 * @param high the upper end of its 95% interval
 * @param winShare the share of its games the bot won (a win shared by {@code w} counting
 *     {@code 1/w}), over every lineup it played in
 * @param games the games it played, a lineup's games counted once per seat it held
 */
public record Rating(String bot, double rating, double low, double high, Estimate winShare, long games) {
    /**
     * Creates the value.
     *
     * @param bot the bot
     * @param rating the rating
     * @param low the interval's lower end
     * @param high the interval's upper end
     * @param winShare the win share
     * @param games the games played
     */
    public Rating {
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(winShare, "winShare");
    }
}
