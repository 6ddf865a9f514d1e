package io.github.incangold.examples;

import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.variants.VariantAnalysis;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepAxis;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The machine-readable outputs of {@code ./simulate sweep}: one CSV row or one JSON object per
 * cell, with every measure (mean and 95% interval) and the cell's exact analysis beside them.
 * Numbers are written as {@link ResultFiles} writes them.
 */
final class SweepFilesOut {
    /** The JSON document's format, to change when its shape changes. */
    static final String FORMAT = "incangold-sweep/1";

    private SweepFilesOut() {}

    /**
     * The options that name the cells: every axis, then any other option an explicit cell sets,
     * in the order they first appear.
     */
    static List<String> options(Sweep sweep) {
        return sweep.axes()
                .map(SweepAxis::option)
                .appendAll(sweep.cells().flatMap(cell -> cell.coordinates().keySet()))
                .distinct();
    }

    /**
     * A header, then one row per cell: {@code cell,label}, each option's value (empty when the cell
     * does not set it), {@code games,seed,lineup}, {@code NAME_mean,NAME_low,NAME_high} for every
     * measure (empty when the cell has no such figure), then the analysis.
     */
    static String csv(SweepOutcome outcome) {
        Sweep sweep = outcome.result().sweep();
        List<String> options = options(sweep);
        List<SweepMeasure> measures = outcome.measures();
        List<String> header = List.of("cell", "label")
                .appendAll(options)
                .appendAll(List.of("games", "seed", "lineup"))
                .appendAll(measures.flatMap(measure ->
                        List.of(measure.name() + "_mean", measure.name() + "_low", measure.name() + "_high")))
                .appendAll(List.of(
                        "treasure_cards",
                        "treasure_gems",
                        "hazard_types",
                        "hazard_cards",
                        "never_busts",
                        "deck_can_run_out",
                        "first_round_deck_can_run_out",
                        "min_cards_per_round",
                        "max_cards_per_round"))
                .appendAll(List.rangeClosed(1, VariantAnalysis.PAIR_PROBABILITY_CARDS)
                        .map(cards -> "bust_chance_within_" + cards + "_cards"))
                .append("analysis_warnings");
        StringBuilder csv = new StringBuilder(header.map(ResultFiles::cell).mkString(",")).append('\n');
        for (CellResult cell : outcome.result().cells()) {
            SimulationResult result = cell.result();
            VariantAnalysis analysis = cell.analysis();
            List<String> row = List.of(
                            Integer.toString(cell.cell().index()), cell.cell().label())
                    .appendAll(options.map(
                            option -> cell.cell().coordinates().get(option).getOrElse("")))
                    .appendAll(List.of(
                            Long.toString(cell.cell().games()),
                            Long.toString(cell.cell().seed()),
                            cell.cell().lineup().mkString(",")))
                    .appendAll(measures.flatMap(measure -> measure.of(result)
                            .map(estimate -> List.of(
                                    ResultFiles.decimal(estimate.mean()),
                                    ResultFiles.decimal(estimate.low()),
                                    ResultFiles.decimal(estimate.high())))
                            .getOrElse(List.of("", "", ""))))
                    .appendAll(List.of(
                            Integer.toString(analysis.treasureCards()),
                            Long.toString(analysis.treasureGems()),
                            Integer.toString(analysis.hazardTypes()),
                            Integer.toString(analysis.hazardCards()),
                            Boolean.toString(analysis.neverBusts()),
                            Boolean.toString(analysis.deckCanRunOut()),
                            analysis.firstRoundDeckCanRunOut()
                                    .map(String::valueOf)
                                    .getOrElse(""),
                            Integer.toString(analysis.minCardsPerRound()),
                            Integer.toString(analysis.maxCardsPerRound())))
                    .appendAll(pairChances(analysis).map(ResultFiles::decimal))
                    .append(analysis.warnings()
                            .map(warning -> warning.kind().name())
                            .mkString(" "));
            csv.append(row.map(ResultFiles::cell).mkString(",")).append('\n');
        }
        return csv.toString();
    }

    /**
     * The chance of a bust within the first k cards of a fresh round-1 deck, for k = 1..10; a
     * smaller deck's list is as long, its last value repeated (the whole deck).
     */
    private static List<Double> pairChances(VariantAnalysis analysis) {
        List<Double> chances = analysis.hazardPairProbabilities().map(Fraction::doubleValue);
        double last = chances.lastOption().getOrElse(0.0);
        return chances.padTo(VariantAnalysis.PAIR_PROBABILITY_CARDS, last);
    }

    /** The sweep, the measure and objective, then one object per cell. */
    static String json(SweepOutcome outcome) {
        Sweep sweep = outcome.result().sweep();
        ResultFiles.Json json = new ResultFiles.Json();
        json.open('{');
        json.field("format").string(FORMAT);
        json.field("description").string(sweep.description());
        json.field("gamesPerCell").number(sweep.gamesPerCell());
        json.field("seed").number(sweep.seed());
        json.field("axes").open('[');
        for (SweepAxis axis : sweep.axes()) {
            json.open('{');
            json.field("option").string(axis.option());
            json.field("values").open('[');
            axis.values().forEach(json::string);
            json.close(']');
            json.close('}');
        }
        json.close(']');
        json.field("measure").string(outcome.measure().name());
        json.field("best").open('{');
        json.field("measure").string(outcome.objective().measure().name());
        json.field("objective").string(outcome.objective().smallest() ? "min" : "max");
        json.field("cells").open('[');
        outcome.ranked().forEach(ranked -> json.number(ranked.cell().cell().index()));
        json.close(']');
        json.field("tiedWithBest").open('[');
        outcome.tiedWithBest()
                .forEach(ranked -> json.number(ranked.cell().cell().index()));
        json.close(']');
        json.close('}');
        json.field("measures").open('[');
        for (SweepMeasure measure : outcome.measures()) {
            json.open('{');
            json.field("name").string(measure.name());
            json.field("description").string(measure.description());
            json.close('}');
        }
        json.close(']');
        json.field("cells").open('[');
        for (CellResult cell : outcome.result().cells()) {
            cell(json, cell, outcome.measures());
        }
        json.close(']');
        json.field("command").string(outcome.command());
        json.close('}');
        return json + "\n";
    }

    private static void cell(ResultFiles.Json json, CellResult cell, List<SweepMeasure> measures) {
        SimulationResult result = cell.result();
        json.open('{');
        json.field("index").number(cell.cell().index());
        json.field("label").string(cell.cell().label());
        json.field("coordinates").open('{');
        cell.cell().coordinates().forEach((option, value) -> json.field(option).string(value));
        json.close('}');
        json.field("games").number(cell.cell().games());
        json.field("seed").number(cell.cell().seed());
        json.field("lineup").open('[');
        cell.cell().lineup().forEach(json::string);
        json.close(']');
        json.field("measures").open('{');
        for (SweepMeasure measure : measures) {
            Option<Estimate> figure = measure.of(result);
            if (figure.isDefined()) {
                json.field(measure.name());
                ResultFiles.estimate(json, figure.get());
            }
        }
        json.close('}');
        json.field("warnings").open('[');
        for (SimulationResult.Warning warning : result.warnings()) {
            json.open('{');
            json.field("kind").string(warning.kind().name());
            json.field("message").string(warning.message());
            json.close('}');
        }
        json.close(']');
        VariantAnalysis analysis = cell.analysis();
        json.field("analysis").open('{');
        json.field("treasureCards").number(analysis.treasureCards());
        json.field("treasureGems").number(analysis.treasureGems());
        json.field("hazardTypes").number(analysis.hazardTypes());
        json.field("hazardCards").number(analysis.hazardCards());
        json.field("neverBusts").bool(analysis.neverBusts());
        json.field("deckCanRunOut").bool(analysis.deckCanRunOut());
        json.field("firstRoundDeckCanRunOut");
        if (analysis.firstRoundDeckCanRunOut().isDefined()) {
            json.number(analysis.firstRoundDeckCanRunOut().get());
        } else {
            json.number(Double.NaN); // written as null: no round's deck can
        }
        json.field("minCardsPerRound").number(analysis.minCardsPerRound());
        json.field("maxCardsPerRound").number(analysis.maxCardsPerRound());
        json.field("hazardPairProbabilities").open('[');
        for (Fraction probability : analysis.hazardPairProbabilities()) {
            json.number(probability.doubleValue());
        }
        json.close(']');
        json.field("warnings").open('[');
        for (VariantAnalysis.Warning warning : analysis.warnings()) {
            json.open('{');
            json.field("kind").string(warning.kind().name());
            json.field("message").string(warning.message());
            json.close('}');
        }
        json.close(']');
        json.close('}');
        json.close('}');
    }
}
