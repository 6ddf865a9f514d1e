package io.github.incangold.benchmarks;

import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Means (and their standard errors) of what games produce: the score of a seat, busts, cards
 * revealed and artifacts claimed per game. Used to check the mutable baseline against the engine
 * and to turn games per second into cards per second.
 */
public final class OutcomeStatistics {
    private final Moments score = new Moments();
    private final Moments busts = new Moments();
    private final Moments cards = new Moments();
    private final Moments artifacts = new Moments();

    /**
     * Adds one finished game.
     *
     * @param scores every seat's score
     * @param bustCount the rounds that ended on a bust
     * @param cardsRevealed the cards revealed over all rounds
     * @param artifactsClaimed the artifacts brought back to camp
     */
    public void add(int[] scores, int bustCount, int cardsRevealed, int artifactsClaimed) {
        double total = 0;
        for (int value : scores) {
            total += value;
        }
        // one sample per game: the seats of a game are not independent of each other
        score.add(total / scores.length);
        busts.add(bustCount);
        cards.add(cardsRevealed);
        artifacts.add(artifactsClaimed);
    }

    /** {@return the mean and standard error of a game's mean seat score} */
    public Moments score() {
        return score;
    }

    /** {@return the mean and standard error of the busts per game} */
    public Moments busts() {
        return busts;
    }

    /** {@return the mean and standard error of the cards revealed per game} */
    public Moments cards() {
        return cards;
    }

    /** {@return the mean and standard error of the artifacts claimed per game} */
    public Moments artifacts() {
        return artifacts;
    }

    /**
     * Plays games with the engine.
     *
     * @param seats the seat count
     * @param bot every seat's strategy
     * @param firstSeed the first game's seed; the others follow one by one
     * @param games how many games
     * @return the statistics
     */
    public static OutcomeStatistics ofEngine(int seats, Bot.EngineStrategy bot, long firstSeed, int games) {
        OutcomeStatistics statistics = new OutcomeStatistics();
        List<String> names = EngineGames.seatNames(seats);
        for (long seed = firstSeed; seed < firstSeed + games; seed++) {
            EngineGames.playCounting(Rules.incanGold(), names, seed, bot, new SplittableRandom(seed), statistics);
        }
        return statistics;
    }

    /**
     * Plays games with the mutable baseline.
     *
     * @param seats the seat count
     * @param bot every seat's strategy
     * @param firstSeed the first game's seed; the others follow one by one
     * @param games how many games
     * @return the statistics
     */
    public static OutcomeStatistics ofBaseline(int seats, Bot.BaselineStrategy bot, long firstSeed, int games) {
        OutcomeStatistics statistics = new OutcomeStatistics();
        MutableBaseline baseline = new MutableBaseline(seats);
        for (long seed = firstSeed; seed < firstSeed + games; seed++) {
            baseline.play(seed, bot, new SplittableRandom(seed));
            statistics.add(baseline.scores(), baseline.busts(), baseline.cardsRevealed(), baseline.artifactsClaimed());
        }
        return statistics;
    }

    /**
     * Prints the cards revealed per game for every benchmarked configuration, to turn games per
     * second into cards per second: {@code java -cp benchmarks/target/benchmarks.jar
     * io.github.incangold.benchmarks.OutcomeStatistics}.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        for (int seats : new int[] {4, 8}) {
            for (Bot bot : Bot.values()) {
                OutcomeStatistics engine = ofEngine(seats, bot.engine(), 1, 20_000);
                OutcomeStatistics baseline = ofBaseline(seats, bot.baseline(), 1, 20_000);
                System.out.printf(
                        Locale.ROOT,
                        "%d seats %-9s engine: score %s, busts %s, cards %s, artifacts %s%n"
                                + "%-18s baseline: score %s, busts %s, cards %s, artifacts %s%n",
                        seats,
                        bot,
                        engine.score,
                        engine.busts,
                        engine.cards,
                        engine.artifacts,
                        "",
                        baseline.score,
                        baseline.busts,
                        baseline.cards,
                        baseline.artifacts);
            }
        }
    }

    /** A running mean and variance. */
    public static final class Moments {
        private long count;
        private double sum;
        private double sumOfSquares;

        void add(double value) {
            count++;
            sum += value;
            sumOfSquares += value * value;
        }

        /** {@return the mean} */
        public double mean() {
            return sum / count;
        }

        /** {@return the standard error of the mean} */
        public double standardError() {
            double mean = mean();
            double variance = (sumOfSquares - count * mean * mean) / (count - 1);
            return Math.sqrt(Math.max(variance, 0) / count);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.3f ± %.3f", mean(), standardError());
        }
    }
}
