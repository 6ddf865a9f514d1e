package io.github.incangold.variants.simulation;

/**
 * Two lineup entries over all the games: how often each was placed ahead of the other (R19, the
 * tie-break included), how often they ended with the same score, and how often they shared a win. Entries that score the same in every game play alike under these rules, for
 * instance bots with equal parameters (they hold the same gems at risk and leave together, R10)
 * or the artifact hunter in a game without artifacts (it is then the risk-aware bot): their
 * figures cannot tell them apart, and their ties swell the shared wins (R19).
 *
 * @param first the first entry's index in the lineup
 * @param second the second entry's index, greater than {@code first}
 * @param firstAhead the games in which the first entry was placed ahead of the second
 * @param secondAhead the games in which the second entry was placed ahead of the first
 * @param sameScore the games in which both ended with the same score
 * @param sharedWins the games both won, sharing first place
 */
public record PairResult(int first, int second, long firstAhead, long secondAhead, long sameScore, long sharedWins) {
    /**
     * Creates the value.
     *
     * @param first the first entry's index
     * @param second the second entry's index, greater
     * @param firstAhead the games the first was placed ahead
     * @param secondAhead the games the second was placed ahead
     * @param sameScore the games in which both had the same score
     * @param sharedWins the games both won
     * @throws IllegalArgumentException if the indices are not in order or a count is negative
     */
    public PairResult {
        if (first < 0 || second <= first) {
            throw new IllegalArgumentException("a pair is two entries in order, got " + first + " and " + second);
        }
        if (firstAhead < 0 || secondAhead < 0 || sameScore < 0 || sharedWins < 0 || sharedWins > sameScore) {
            throw new IllegalArgumentException("counts of games are not negative, and a shared win is a same score: "
                    + sameScore + ", " + sharedWins);
        }
    }
}
