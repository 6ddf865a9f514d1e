package io.github.incangold.variants.simulation;

/** The exact sum and sum of squares of a per-game value: integers, so any merge order agrees. */
final class Sums {
    long sum;
    long squares;

    void add(long value) {
        sum += value;
        squares += value * value;
    }

    void addAll(Sums other) {
        sum += other.sum;
        squares += other.squares;
    }

    Estimate estimate(long games) {
        return Estimate.ofSums(games, sum, squares);
    }
}
