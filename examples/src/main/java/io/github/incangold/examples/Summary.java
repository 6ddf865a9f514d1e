package io.github.incangold.examples;

import io.github.incangold.variants.simulation.Comparison;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.RoundResult;
import io.github.incangold.variants.simulation.SeatResult;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.StrategyResult;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Locale;

/** The summary a person reads on the terminal: a few aligned tables. Pure formatting. */
final class Summary {
    /** The widest line a warning takes. */
    static final int WIDTH = 100;

    private static final String INDENT = "           ";

    private Summary() {}

    static String text(List<Simulate.Played> played, Option<Comparison> comparison, int threads) {
        StringBuilder text = new StringBuilder();
        for (Simulate.Played one : played) {
            variant(text, one, threads);
        }
        comparison.forEach(differences -> differences(text, played, differences));
        return text.toString();
    }

    private static void variant(StringBuilder text, Simulate.Played played, int threads) {
        SimulationResult result = played.result();
        line(
                text,
                "%s: %,d games, seed %d, %d %s, %.1f s (%,.0f games/s)",
                played.name(),
                result.games(),
                result.simulation().seed(),
                threads,
                threads == 1 ? "thread" : "threads",
                played.seconds(),
                result.games() / Math.max(played.seconds(), 1e-9));
        text.append(variantWarnings(played.variant().analysis()));
        result.warnings().forEach(warning -> warning(text, warning.message() + " Consider " + warning.consider()));
        text.append('\n');
        int width = Math.max(
                8,
                result.strategies().map(entry -> entry.label().length()).max().getOrElse(8));
        line(text, "  %-" + width + "s  %-15s %6s  %-15s", "bot", "score", "median", "win share");
        for (StrategyResult entry : result.strategies()) {
            line(
                    text,
                    "  %-" + width + "s  %-15s %6d  %-15s",
                    entry.label(),
                    mean(entry.score()),
                    entry.scores().quantile(0.5),
                    percent(entry.winShare()));
        }
        text.append('\n');
        line(text, "  %-5s  %-15s %-15s %-15s", "round", "bust rate", "cards revealed", "gems lost");
        for (RoundResult round : result.rounds()) {
            line(
                    text,
                    "  %-5d  %-15s %-15s %-15s",
                    round.round(),
                    percent(round.bustRate()),
                    mean(round.cardsRevealed()),
                    mean(round.gemsLost()));
        }
        text.append('\n');
        line(
                text,
                "  per game: cards revealed %s, busts %s, gems lost to busts %s,",
                mean(result.cardsRevealed()),
                mean(result.busts()),
                mean(result.gemsLostToBusts()));
        line(
                text,
                "    artifacts claimed %s, artifacts lost %s, lead changes %s,",
                mean(result.artifactsClaimed()),
                mean(result.artifactsLost()),
                mean(result.leadChanges()));
        line(
                text,
                "    winning score %s, margin %s, shared wins %s",
                mean(result.winningScore()),
                mean(result.margin()),
                percent(result.sharedWins()));
        line(
                text,
                "  by seat (seat 1 starts the first round): win share %s",
                result.seats().map(SeatResult::winShare).map(Summary::percent).mkString(", "));
        text.append('\n');
    }

    private static void differences(StringBuilder text, List<Simulate.Played> played, Comparison comparison) {
        line(
                text,
                "%s (the variant) minus %s (the baseline), same lineup and seeds (* significant at the 5%% level):",
                played.get(0).name(),
                played.get(1).name());
        int width =
                comparison.differences().map(d -> d.statistic().length()).max().getOrElse(10);
        line(text, "  %-" + width + "s  %-15s %-15s %-12s %7s", "statistic", "variant", "baseline", "difference", "z");
        for (Comparison.Difference difference : comparison.differences()) {
            line(
                    text,
                    "  %-" + width + "s  %-15s %-15s %-12s %7s",
                    difference.statistic(),
                    figure(difference.statistic(), difference.variant().mean()),
                    figure(difference.statistic(), difference.baseline().mean()),
                    (ReportPage.proportion(difference.statistic())
                                    ? String.format(Locale.ROOT, "%+.1f pts", 100 * difference.difference())
                                    : signed(difference.difference()))
                            + (difference.significant() ? " *" : ""),
                    Double.isInfinite(difference.z())
                            ? (difference.z() > 0 ? "inf" : "-inf")
                            : String.format(Locale.ROOT, "%.1f", difference.z()));
        }
    }

    /** A mean, or a share of the games in percent. */
    private static String figure(String statistic, double value) {
        return ReportPage.proportion(statistic) ? String.format(Locale.ROOT, "%.1f%%", 100 * value) : number(value);
    }

    /** A mean with the half-width of its 95% interval. */
    static String mean(Estimate estimate) {
        return number(estimate.mean()) + " ±" + number((estimate.high() - estimate.low()) / 2);
    }

    /** A proportion in percent with the half-width of its 95% interval. */
    static String percent(Estimate estimate) {
        return String.format(
                Locale.ROOT, "%.1f%% ±%.1f", 100 * estimate.mean(), 100 * (estimate.high() - estimate.low()) / 2);
    }

    static String number(double value) {
        return String.format(Locale.ROOT, Math.abs(value) >= 100 ? "%.1f" : "%.2f", value);
    }

    static String signed(double value) {
        return (value >= 0 ? "+" : "") + number(value);
    }

    /**
     * What the analysis of a variant warns about (a hazard type that nearly names the rulebook's,
     * rounds that cannot deal a card, ...), as ./simulate prints it: one wrapped warning each,
     * nothing for rules without any.
     */
    static String variantWarnings(io.github.incangold.variants.VariantAnalysis analysis) {
        StringBuilder text = new StringBuilder();
        analysis.warnings().forEach(warning -> warning(text, warning.message()));
        return text.toString();
    }

    /** A warning, wrapped at {@value #WIDTH} characters, later lines indented under its text. */
    static void warning(StringBuilder text, String message) {
        StringBuilder line = new StringBuilder("  warning:");
        for (String word : message.split(" ", -1)) {
            if (line.length() + 1 + word.length() > WIDTH && line.length() > INDENT.length()) {
                text.append(line).append('\n');
                line = new StringBuilder(INDENT);
            } else {
                line.append(' ');
            }
            line.append(word);
        }
        text.append(line).append('\n');
    }

    private static void line(StringBuilder text, String format, Object... values) {
        text.append(String.format(Locale.ROOT, format, values)).append('\n');
    }
}
