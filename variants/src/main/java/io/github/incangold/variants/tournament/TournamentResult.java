package io.github.incangold.variants.tournament;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * What a tournament came to: every lineup's result and every bot's rating.
 *
 * @param tournament the tournament
 * @param lineups every lineup, table by table in the tournament's order
 * @param ratings every bot's rating, the highest first
 */
public record TournamentResult(Tournament tournament, List<LineupResult> lineups, List<Rating> ratings) {
    /**
     * Creates the value.
     *
     * @param tournament the tournament
     * @param lineups the lineups' results
     * @param ratings the ratings
     */
    public TournamentResult {
        Objects.requireNonNull(tournament, "tournament");
        Objects.requireNonNull(lineups, "lineups");
        Objects.requireNonNull(ratings, "ratings");
    }
}
