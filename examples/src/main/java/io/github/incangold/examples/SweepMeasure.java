package io.github.incangold.examples;

import io.github.incangold.rules.Rules;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.sweep.Sweep;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.function.Function;

/**
 * A figure by which the cells of a sweep are compared, named as {@code ./simulate sweep
 * --measure} takes it, each with its 95% interval from the cell's {@link SimulationResult}.
 *
 * @param name the name on the command line and in the files, such as {@code margin}
 * @param description what it measures, for the output and the report
 * @param percent whether it is a share, shown in percent
 * @param smallerIsBetter the objective {@code --best} takes when only {@code --measure} is given
 * @param figure the figure of a cell's result; none when the cell has no such figure (a lineup
 *     entry beyond the cell's lineup)
 */
record SweepMeasure(
        String name,
        String description,
        boolean percent,
        boolean smallerIsBetter,
        Function<SimulationResult, Option<Estimate>> figure) {
    static final String WIN_SHARE = "win-share:";

    /** The measures every sweep has, whatever its lineups. */
    static final List<SweepMeasure> FIXED = List.of(
            new SweepMeasure(
                    "margin",
                    "the winner's lead over second place (0 for a shared win); smaller = closer games",
                    false,
                    true,
                    result -> Option.some(result.margin())),
            new SweepMeasure(
                    "relative-margin",
                    "the winner's lead over second place as a share of the winner's score (the mean lead over the"
                            + " mean winning score); smaller = closer games, whatever their length",
                    true,
                    true,
                    result -> Option.some(ratio(result.margin(), result.winningScore()))),
            new SweepMeasure(
                    "winning-score", "the winner's score", false, false, result -> Option.some(result.winningScore())),
            new SweepMeasure(
                    "bust-rate",
                    "the share of the rounds played that ended in a bust (R14)",
                    true,
                    true,
                    result ->
                            Option.some(perRound(result.busts(), result.rounds().size()))),
            new SweepMeasure(
                    "lead-changes",
                    "how often the leader changed from one round's end to the next, per game",
                    false,
                    false,
                    result -> Option.some(result.leadChanges())),
            new SweepMeasure(
                    "shared-wins",
                    "the share of the games won by more than one seat (R19)",
                    true,
                    true,
                    result -> Option.some(result.sharedWins())),
            new SweepMeasure(
                    "cards",
                    "the cards revealed per game: the game's length",
                    false,
                    false,
                    result -> Option.some(result.cardsRevealed())),
            new SweepMeasure(
                    "artifacts-claimed",
                    "the artifacts brought back to camp per game (R12)",
                    false,
                    false,
                    result -> Option.some(result.artifactsClaimed())),
            new SweepMeasure(
                    "gems-lost",
                    "the gems lost to busts per game",
                    false,
                    true,
                    result -> Option.some(result.gemsLostToBusts())));

    /**
     * The measure when {@code --measure} is not given. Not {@code margin}: longer games have
     * larger scores and so larger leads, which ranked the shortest games closest.
     */
    static final String DEFAULT = "relative-margin";

    /** Every measure of a sweep: a win share per lineup place (as many as its longest lineup), then the rest. */
    static List<SweepMeasure> all(Sweep sweep) {
        int places = sweep.cells().map(cell -> cell.lineup().size()).max().getOrElse(0);
        return List.rangeClosed(1, places).map(SweepMeasure::winShare).appendAll(FIXED);
    }

    /** The win share of the lineup's entry at a place, from 1. */
    static SweepMeasure winShare(int place) {
        return new SweepMeasure(
                WIN_SHARE + place,
                "the share of the games won by lineup entry " + place + ", a win shared by w seats counting 1/w (R19)",
                true,
                false,
                result -> place <= result.strategies().size()
                        ? Option.some(result.strategies().get(place - 1).winShare())
                        : Option.none());
    }

    /**
     * Finds a measure by name; {@code win-share:N} for a place beyond every lineup of the sweep is
     * told apart from an unknown name.
     */
    static Either<String, SweepMeasure> named(String name, Sweep sweep) {
        Either<String, SweepMeasure> found = named(name);
        if (found.isRight() && found.get().name().startsWith(WIN_SHARE)) {
            int places = sweep.cells().map(cell -> cell.lineup().size()).max().getOrElse(0);
            int place = found.get().place().get();
            if (place > places) {
                return Either.left("there is no " + found.get().name() + ": the longest lineup of the sweep has "
                        + places + (places == 1 ? " bot" : " bots"));
            }
        }
        return found;
    }

    /** Finds a measure by name, before the sweep is read: {@code win-share:N} for any N from 1. */
    static Either<String, SweepMeasure> named(String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        if (wanted.startsWith(WIN_SHARE)) {
            String place = wanted.substring(WIN_SHARE.length());
            if (!place.matches("[1-9][0-9]*")) {
                return Either.left("win-share takes a lineup place from 1, as in win-share:1; got '" + name + "'");
            }
            // compared as text first: a place of any length is told apart without overflowing an int
            if (place.length() > 2 || Integer.parseInt(place) > Rules.MAX_SEATS) {
                return Either.left("the place " + place + " of '" + name + "' is out of range: a lineup has at most "
                        + Rules.MAX_SEATS + " places, one per seat");
            }
            return Either.right(winShare(Integer.parseInt(place)));
        }
        return FIXED.find(measure -> measure.name().equals(wanted))
                .toEither(() -> "unknown measure '" + name + "': use " + names());
    }

    /** The names {@code --measure} takes. */
    static String names() {
        return "win-share:N (N the bot's place in the lineup, from 1), "
                + FIXED.map(SweepMeasure::name).mkString(", ");
    }

    /** The lineup place, from 1, whose win share this measure is; none for the other measures. */
    Option<Integer> place() {
        return name.startsWith(WIN_SHARE)
                ? Option.some(Integer.parseInt(name.substring(WIN_SHARE.length())))
                : Option.none();
    }

    /** This measure of a cell's result, if the cell has it. */
    Option<Estimate> of(SimulationResult result) {
        return figure.apply(result);
    }

    /** A value of this measure as the terminal and the report show it: {@code 9.12} or {@code 31.4%}. */
    String format(double value) {
        return percent ? String.format(Locale.ROOT, "%.1f%%", 100 * value) : Summary.number(value);
    }

    /** A mean with its 95% interval: {@code 9.12 [8.98, 9.26]}. */
    String withInterval(Estimate estimate) {
        return format(estimate.mean()) + " [" + format(estimate.low()) + ", " + format(estimate.high()) + "]";
    }

    /**
     * A per-game count divided by the rounds of a game, every round being played: the busts per
     * game become the share of rounds that bust, with the interval scaled alike.
     */
    static Estimate perRound(Estimate perGame, int rounds) {
        double r = Math.max(1, rounds);
        return new Estimate(
                perGame.n(),
                perGame.mean() / r,
                perGame.sd() / r,
                perGame.standardError() / r,
                perGame.low() / r,
                perGame.high() / r);
    }

    /**
     * One mean over another, as {@code relative-margin} is the mean margin over the mean winning
     * score. The totals keep no covariance of the two, so the interval is the delta method's for
     * the least favourable correlation: a standard error of (se(a) + r se(b)) / b for r = a / b
     * (and the sd alike), never narrower than the true one. Kept within [0, 1], as a lead is never
     * more than the winner's score; 0 when no game scored.
     */
    static Estimate ratio(Estimate numerator, Estimate denominator) {
        double scale = denominator.mean();
        if (scale <= 0) {
            return new Estimate(numerator.n(), 0, 0, 0, 0, 0);
        }
        double r = numerator.mean() / scale;
        double sd = (numerator.sd() + r * denominator.sd()) / scale;
        double standardError = (numerator.standardError() + r * denominator.standardError()) / scale;
        return new Estimate(
                numerator.n(),
                r,
                sd,
                standardError,
                Math.max(0, r - Estimate.Z95 * standardError),
                Math.min(1, r + Estimate.Z95 * standardError));
    }

    /**
     * What {@code --best} asks: the cells with the smallest or the largest value of a measure.
     *
     * @param measure the measure
     * @param smallest true for {@code NAME:min}
     */
    record Objective(SweepMeasure measure, boolean smallest) {
        /** The measure's own objective, when {@code --best} is not given. */
        static Objective of(SweepMeasure measure) {
            return new Objective(measure, measure.smallerIsBetter());
        }

        /** Reads {@code NAME:min} or {@code NAME:max}. */
        static Either<String, Objective> parse(String text) {
            String wanted = text.strip().toLowerCase(Locale.ROOT);
            int colon = wanted.lastIndexOf(':');
            String direction = colon < 0 ? "" : wanted.substring(colon + 1);
            if (!direction.equals("min") && !direction.equals("max")) {
                return Either.left("expected NAME:min or NAME:max, as in margin:min; got '" + text + "'");
            }
            return named(wanted.substring(0, colon)).map(measure -> new Objective(measure, direction.equals("min")));
        }

        /** As {@code --best} takes it: {@code margin:min}. */
        String text() {
            return measure.name() + (smallest ? ":min" : ":max");
        }

        /** In words: {@code the smallest margin}. */
        String words() {
            return (smallest ? "the smallest " : "the largest ") + measure.name();
        }

        /** Orders values so that the best comes first. */
        double key(Estimate estimate) {
            return smallest ? estimate.mean() : -estimate.mean();
        }
    }
}
