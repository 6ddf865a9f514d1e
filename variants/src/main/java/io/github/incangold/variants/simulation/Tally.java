package io.github.incangold.variants.simulation;

/**
 * What a worker's games add up to. Every figure is an integer (sums, sums of squares, counts), so
 * adding tallies in any order gives the same totals: the results do not depend on how the games
 * were split between threads.
 */
final class Tally {
    final int seats;
    final int rounds;
    long games;

    final Sums[] entryScore;
    final Histogram[] entryScores;
    /** [entry][w]: games the entry won together with w - 1 others. */
    final long[][] entryWins;

    /** [first * seats + second], first < second: games the two entries ended with the same score. */
    final long[] pairSameScore;
    /** [first * seats + second], first < second: games the two entries won together. */
    final long[] pairSharedWins;
    /** [ahead * seats + behind], any two entries: games the first was placed ahead of the second (R19). */
    final long[] pairAhead;

    final Sums[] seatScore;
    final long[][] seatWins;

    final long[] roundBusts;
    final Sums[] roundCards;
    final Sums[] roundGemsLost;

    final Sums cards = new Sums();
    final Sums busts = new Sums();
    final Sums gemsLost = new Sums();
    final Sums artifactsClaimed = new Sums();
    final Sums artifactsLost = new Sums();
    final Sums leadChanges = new Sums();
    final Sums winningScore = new Sums();
    final Sums margin = new Sums();
    long sharedWins;

    Tally(int seats, int rounds) {
        this.seats = seats;
        this.rounds = rounds;
        entryScore = sums(seats);
        entryScores = new Histogram[seats];
        for (int entry = 0; entry < seats; entry++) {
            entryScores[entry] = new Histogram();
        }
        entryWins = new long[seats][seats + 1];
        pairSameScore = new long[seats * seats];
        pairSharedWins = new long[seats * seats];
        pairAhead = new long[seats * seats];
        seatScore = sums(seats);
        seatWins = new long[seats][seats + 1];
        roundBusts = new long[rounds];
        roundCards = sums(rounds);
        roundGemsLost = sums(rounds);
    }

    private static Sums[] sums(int size) {
        Sums[] sums = new Sums[size];
        for (int index = 0; index < size; index++) {
            sums[index] = new Sums();
        }
        return sums;
    }

    void addAll(Tally other) {
        games += other.games;
        for (int index = 0; index < seats; index++) {
            entryScore[index].addAll(other.entryScore[index]);
            entryScores[index].addAll(other.entryScores[index]);
            seatScore[index].addAll(other.seatScore[index]);
            for (int winners = 0; winners <= seats; winners++) {
                entryWins[index][winners] += other.entryWins[index][winners];
                seatWins[index][winners] += other.seatWins[index][winners];
            }
        }
        for (int pair = 0; pair < pairSameScore.length; pair++) {
            pairSameScore[pair] += other.pairSameScore[pair];
            pairSharedWins[pair] += other.pairSharedWins[pair];
            pairAhead[pair] += other.pairAhead[pair];
        }
        for (int round = 0; round < rounds; round++) {
            roundBusts[round] += other.roundBusts[round];
            roundCards[round].addAll(other.roundCards[round]);
            roundGemsLost[round].addAll(other.roundGemsLost[round]);
        }
        cards.addAll(other.cards);
        busts.addAll(other.busts);
        gemsLost.addAll(other.gemsLost);
        artifactsClaimed.addAll(other.artifactsClaimed);
        artifactsLost.addAll(other.artifactsLost);
        leadChanges.addAll(other.leadChanges);
        winningScore.addAll(other.winningScore);
        margin.addAll(other.margin);
        sharedWins += other.sharedWins;
    }

    /** The share of the games won, a shared win among w counting 1/w (R19). */
    static Estimate winShare(long games, long[] wins) {
        if (games == 0) {
            return Estimate.ofSums(0, 0, 0);
        }
        double sum = 0;
        double squares = 0;
        for (int winners = 1; winners < wins.length; winners++) {
            sum += (double) wins[winners] / winners;
            squares += (double) wins[winners] / ((double) winners * winners);
        }
        double mean = sum / games;
        double variance = games > 1 ? Math.max(0, (squares - games * mean * mean) / (games - 1)) : 0;
        return Estimate.ofMoments(games, mean, Math.sqrt(variance));
    }
}
