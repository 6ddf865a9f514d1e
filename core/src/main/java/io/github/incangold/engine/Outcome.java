package io.github.incangold.engine;

import io.vavr.collection.List;
import java.util.Objects;

/**
 * The end of a game (R18, R19): every seat's standing, best first, and the winners.
 *
 * @param standings one per seat, ordered by place, then by seat
 * @param winners the seats in first place; more than one means a shared win, which the
 *     rulebook settles by playing again and the engine leaves to the host
 */
public record Outcome(List<Standing> standings, List<Integer> winners) {
    /**
     * Creates the value.
     *
     * @param standings one per seat, ordered by place, then by seat
     * @param winners the seats in first place; more than one means a shared win, which the rulebook settles by playing again and the engine leaves to the host
     * @throws NullPointerException if an argument is null
     */
    public Outcome {
        Objects.requireNonNull(standings, "standings");
        Objects.requireNonNull(winners, "winners");
    }

    /**
     * Tells whether several seats share the win (R19).
     *
     * @return true when more than one seat is in first place
     */
    public boolean sharedWin() {
        return winners.size() > 1;
    }

    /**
     * One seat's place in the final ranking (R18, R19).
     *
     * @param place 1 for the winners; seats tied under the tie-break share a place
     * @param seat the seat
     * @param score tent gems plus artifact values (R18)
     * @param gems tent gems
     * @param artifacts the number of artifacts the seat holds
     */
    public record Standing(int place, int seat, int score, int gems, int artifacts) {}
}
