package io.github.incangold.examples;

import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.variants.VariantAnalysis;
import io.github.incangold.variants.simulation.Comparison;
import io.github.incangold.variants.simulation.Distribution;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.PairResult;
import io.github.incangold.variants.simulation.RoundResult;
import io.github.incangold.variants.simulation.SeatResult;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.StrategyResult;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Locale;

/** The machine-readable outputs of {@code ./simulate}: every statistic as JSON, or as CSV rows. */
final class ResultFiles {
    /** The JSON document's format, to change when its shape changes. */
    static final String FORMAT = "incangold-simulation/1";

    private ResultFiles() {}

    static String json(List<Simulate.Played> played, Option<Comparison> comparison) {
        SimulationResult first = played.head().result();
        Json json = new Json();
        json.open('{');
        json.field("format").string(FORMAT);
        json.field("games").number(first.games());
        json.field("seed").number(first.simulation().seed());
        json.field("lineup").open('[');
        first.simulation().lineup().forEach(strategy -> json.string(strategy.describe()));
        json.close(']');
        json.field("variants").open('[');
        for (Simulate.Played one : played) {
            variant(json, one);
        }
        json.close(']');
        if (comparison.isDefined()) {
            json.field("comparison").open('[');
            for (Comparison.Difference difference : comparison.get().differences()) {
                json.open('{');
                json.field("statistic").string(difference.statistic());
                json.field("variant");
                estimate(json, difference.variant());
                json.field("baseline");
                estimate(json, difference.baseline());
                // the variant's mean minus the baseline's: the field says so
                json.field("variantMinusBaseline").number(difference.difference());
                json.field("standardError").number(difference.standardError());
                json.field("z").number(difference.z());
                json.field("pValue").number(difference.pValue());
                json.field("significant").bool(difference.significant());
                json.close('}');
            }
            json.close(']');
        }
        json.close('}');
        return json.toString() + "\n";
    }

    private static void variant(Json json, Simulate.Played played) {
        SimulationResult result = played.result();
        json.open('{');
        json.field("name").string(played.name());
        json.field("analysis");
        analysis(json, played.variant().analysis());
        json.field("strategies").open('[');
        for (StrategyResult entry : result.strategies()) {
            json.open('{');
            json.field("label").string(entry.label());
            json.field("strategy").string(entry.strategy());
            json.field("score");
            estimate(json, entry.score());
            json.field("scoreQuantiles").open('{');
            Distribution scores = entry.scores();
            json.field("min").number(scores.quantile(0));
            json.field("p10").number(scores.quantile(0.1));
            json.field("p25").number(scores.quantile(0.25));
            json.field("median").number(scores.quantile(0.5));
            json.field("p75").number(scores.quantile(0.75));
            json.field("p90").number(scores.quantile(0.9));
            json.field("max").number(scores.quantile(1));
            json.close('}');
            json.field("scoreHistogram").open('[');
            for (Tuple2<Integer, Long> bin : scores.values().zip(scores.counts())) {
                json.open('[').number(bin._1).number(bin._2).close(']');
            }
            json.close(']');
            json.field("winShare");
            estimate(json, entry.winShare());
            json.field("outrightWins").number(entry.outrightWins());
            json.field("sharedWins").number(entry.sharedWins());
            json.close('}');
        }
        json.close(']');
        json.field("pairs").open('[');
        for (PairResult pair : result.pairs()) {
            json.open('{');
            json.field("first").string(result.strategies().get(pair.first()).label());
            json.field("second").string(result.strategies().get(pair.second()).label());
            json.field("sameScore").number(pair.sameScore());
            json.field("sharedWins").number(pair.sharedWins());
            json.close('}');
        }
        json.close(']');
        json.field("warnings").open('[');
        for (SimulationResult.Warning warning : result.warnings()) {
            json.open('{');
            json.field("kind").string(warning.kind().name());
            json.field("message").string(warning.message());
            json.field("consider").string(warning.consider());
            json.close('}');
        }
        json.close(']');
        json.field("seats").open('[');
        for (SeatResult seat : result.seats()) {
            json.open('{');
            json.field("seat").number(seat.seat() + 1);
            json.field("score");
            estimate(json, seat.score());
            json.field("winShare");
            estimate(json, seat.winShare());
            json.close('}');
        }
        json.close(']');
        json.field("rounds").open('[');
        for (RoundResult round : result.rounds()) {
            json.open('{');
            json.field("round").number(round.round());
            json.field("bustRate");
            estimate(json, round.bustRate());
            json.field("cardsRevealed");
            estimate(json, round.cardsRevealed());
            json.field("gemsLost");
            estimate(json, round.gemsLost());
            json.close('}');
        }
        json.close(']');
        json.field("perGame").open('{');
        for (Tuple2<String, Estimate> statistic : gameStatistics(result)) {
            json.field(statistic._1);
            estimate(json, statistic._2);
        }
        json.close('}');
        json.close('}');
    }

    static void analysis(Json json, VariantAnalysis analysis) {
        json.open('{');
        json.field("treasureCards").number(analysis.treasureCards());
        json.field("treasureGems").number(analysis.treasureGems());
        json.field("hazardTypes").number(analysis.hazardTypes());
        json.field("hazardCards").number(analysis.hazardCards());
        json.field("neverBusts").bool(analysis.neverBusts());
        json.field("deckCanRunOut").bool(analysis.deckCanRunOut());
        json.field("minCardsPerRound").number(analysis.minCardsPerRound());
        json.field("maxCardsPerRound").number(analysis.maxCardsPerRound());
        json.field("hazardPairProbabilities").open('[');
        for (Fraction probability : analysis.hazardPairProbabilities()) {
            json.number(probability.doubleValue());
        }
        json.close(']');
        json.field("warnings").open('[');
        analysis.warnings().forEach(warning -> json.string(warning.message()));
        json.close(']');
        json.close('}');
    }

    static void estimate(Json json, Estimate estimate) {
        json.open('{');
        json.field("n").number(estimate.n());
        json.field("mean").number(estimate.mean());
        json.field("sd").number(estimate.sd());
        json.field("standardError").number(estimate.standardError());
        json.field("low").number(estimate.low());
        json.field("high").number(estimate.high());
        json.close('}');
    }

    /** The per-game statistics, named as in the JSON. */
    static List<Tuple2<String, Estimate>> gameStatistics(SimulationResult result) {
        return List.of(
                new Tuple2<>("cardsRevealed", result.cardsRevealed()),
                new Tuple2<>("busts", result.busts()),
                new Tuple2<>("gemsLostToBusts", result.gemsLostToBusts()),
                new Tuple2<>("artifactsClaimed", result.artifactsClaimed()),
                new Tuple2<>("artifactsLost", result.artifactsLost()),
                new Tuple2<>("sharedWins", result.sharedWins()),
                new Tuple2<>("leadChanges", result.leadChanges()),
                new Tuple2<>("winningScore", result.winningScore()),
                new Tuple2<>("margin", result.margin()));
    }

    /**
     * One row per statistic: {@code
     * variant,statistic,n,mean,sd,standard_error,low,high,z,p_value,significant} (the last three
     * empty), then, for
     * a comparison, one row per difference with {@code variant} "VARIANT minus BASELINE" (the
     * variants' names: the variant's mean minus the baseline's) and its z-test.
     */
    static String csv(List<Simulate.Played> played, Option<Comparison> comparison) {
        StringBuilder csv =
                new StringBuilder("variant,statistic,n,mean,sd,standard_error,low,high,z,p_value,significant\n");
        for (Simulate.Played one : played) {
            SimulationResult result = one.result();
            for (StrategyResult entry : result.strategies()) {
                row(csv, one.name(), "score of " + entry.label(), entry.score());
                row(csv, one.name(), "win share of " + entry.label(), entry.winShare());
            }
            for (SeatResult seat : result.seats()) {
                row(csv, one.name(), "score of seat " + (seat.seat() + 1), seat.score());
                row(csv, one.name(), "win share of seat " + (seat.seat() + 1), seat.winShare());
            }
            for (RoundResult round : result.rounds()) {
                row(csv, one.name(), "bust rate in round " + round.round(), round.bustRate());
                row(csv, one.name(), "cards revealed in round " + round.round(), round.cardsRevealed());
                row(csv, one.name(), "gems lost in round " + round.round(), round.gemsLost());
            }
            for (Tuple2<String, Estimate> statistic : gameStatistics(result)) {
                row(csv, one.name(), statistic._1, statistic._2);
            }
        }
        comparison.forEach(differences -> {
            String direction = played.get(0).name() + " minus " + played.get(1).name();
            for (Comparison.Difference difference : differences.differences()) {
                csv.append(cell(direction)).append(',').append(cell(difference.statistic()));
                csv.append(',')
                        .append(difference.variant().n() + difference.baseline().n());
                csv.append(',').append(decimal(difference.difference())).append(",,");
                csv.append(decimal(difference.standardError())).append(",,,");
                csv.append(decimal(difference.z())).append(',').append(decimal(difference.pValue()));
                csv.append(',').append(difference.significant()).append('\n');
            }
        });
        return csv.toString();
    }

    private static void row(StringBuilder csv, String variant, String statistic, Estimate estimate) {
        csv.append(cell(variant))
                .append(',')
                .append(cell(statistic))
                .append(',')
                .append(estimate.n());
        for (double value :
                new double[] {estimate.mean(), estimate.sd(), estimate.standardError(), estimate.low(), estimate.high()
                }) {
            csv.append(',').append(decimal(value));
        }
        csv.append(",,,\n");
    }

    /** A CSV cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
    static String cell(String text) {
        if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")) {
            return "\"" + text.replace("\"", "\"\"") + "\"";
        }
        return text;
    }

    /** A number as JSON and CSV read it; infinities (an exact difference) are written as such words. */
    static String decimal(double value) {
        if (Double.isNaN(value)) {
            return "NaN";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "Infinity" : "-Infinity";
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        return Double.toString(value);
    }

    /** Writes compact JSON text, placing the commas itself. */
    static final class Json {
        private final StringBuilder text = new StringBuilder();
        private boolean first = true;

        Json open(char bracket) {
            separate();
            text.append(bracket);
            first = true;
            return this;
        }

        Json close(char bracket) {
            text.append(bracket);
            first = false;
            return this;
        }

        Json field(String name) {
            separate();
            text.append(quote(name)).append(':');
            first = true; // the value follows without a comma
            return this;
        }

        Json string(String value) {
            separate();
            text.append(quote(value));
            return this;
        }

        Json number(double value) {
            separate();
            // JSON has no infinities: an exact difference's z is written as null
            text.append(Double.isFinite(value) ? decimal(value) : "null");
            return this;
        }

        Json number(long value) {
            separate();
            text.append(value);
            return this;
        }

        Json bool(boolean value) {
            separate();
            text.append(value);
            return this;
        }

        private void separate() {
            if (!first) {
                text.append(',');
            }
            first = false;
        }

        static String quote(String value) {
            StringBuilder quoted = new StringBuilder("\"");
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                switch (c) {
                    case '"' -> quoted.append("\\\"");
                    case '\\' -> quoted.append("\\\\");
                    case '\n' -> quoted.append("\\n");
                    case '\r' -> quoted.append("\\r");
                    case '\t' -> quoted.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            quoted.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                        } else {
                            quoted.append(c);
                        }
                    }
                }
            }
            return quoted.append('"').toString();
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
