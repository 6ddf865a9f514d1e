package io.github.incangold.examples;

import static io.github.incangold.examples.ReportPage.escape;

import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.variants.VariantAnalysis;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.sweep.CellResult;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepAxis;
import io.github.incangold.variants.sweep.SweepCell;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * The HTML report of {@code ./simulate sweep}: one self-contained page in the style of {@link
 * ReportPage} (inline CSS and SVG, no script, no font, no link to the network). The chosen
 * measure is drawn as a heatmap over the first two axes (one per combination of the other axes'
 * values), as a line chart with interval bars for a single axis, or as a table for explicit
 * cells; then the best cells, and every cell's measures beside its exact analysis.
 */
final class SweepReportPage {
    /** Viridis, dark to light: readable in grey and by most colour-blind readers. */
    private static final String[] SCALE = {"#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"};

    /** How many of the ranked cells the "best cells" table lists. */
    static final int BEST_SHOWN = 10;

    private SweepReportPage() {}

    static String html(SweepOutcome outcome) {
        Sweep sweep = outcome.result().sweep();
        SweepMeasure measure = outcome.measure();
        StringBuilder page = new StringBuilder();
        page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>")
                .append(escape("Sweep: " + outcome.title()))
                .append("</title>\n<style>")
                .append(ReportPage.STYLE)
                .append('\n')
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<main>\n");
        page.append(header(outcome));
        page.append("<section class=\"objective\"><p><b>Measure: ")
                .append(escape(measure.name()))
                .append(measure.place()
                        .map(place -> " (" + escape(entryHeading(sweep, place)) + ")")
                        .getOrElse(""))
                .append("</b>, ")
                .append(escape(measure.description()))
                .append(".</p><p><b>Best: ")
                .append(escape(outcome.objective().words()))
                .append("</b> (<code>--best ")
                .append(escape(outcome.objective().text()))
                .append("</code>).</p></section>\n");
        page.append(chart(outcome));
        page.append(best(outcome));
        page.append(everyCell(outcome));
        page.append("<footer><p>Reproduce: <code>")
                .append(escape(outcome.command()))
                .append("</code></p><p>Every cell plays its games from the sweep's seed ")
                .append(sweep.seed())
                .append(": game g of every cell is dealt from the same seed, so the cells differ by their rules"
                        + " and lineups, not by luck. The same command gives the same figures on any machine,"
                        + " engine and number of threads, resumed or not.</p></footer>\n");
        page.append("</main>\n</body>\n</html>\n");
        return page.toString();
    }

    private static String header(SweepOutcome outcome) {
        Sweep sweep = outcome.result().sweep();
        List<List<String>> lineups = sweep.cells().map(cell -> cell.lineup()).distinct();
        StringBuilder header = new StringBuilder("<header><p class=\"kicker\">incangold sweep report</p><h1>")
                .append(escape(outcome.title()))
                .append("</h1><p class=\"sub\">")
                .append(String.format(
                        Locale.ROOT,
                        "%,d %s × %,d games · seed %d in every cell · seats rotate every game · every figure with"
                                + " its 95%% confidence interval",
                        sweep.cells().size(),
                        sweep.cells().size() == 1 ? "cell" : "cells",
                        sweep.gamesPerCell(),
                        sweep.seed()))
                .append("</p>");
        if (!sweep.axes().isEmpty()) {
            header.append("<p class=\"lineup\">");
            for (SweepAxis axis : sweep.axes()) {
                header.append("<span class=\"chip\">")
                        .append(escape(axis.option()))
                        .append(": ")
                        .append(escape(axis.values().mkString(" · ")))
                        .append("</span>");
            }
            header.append("</p>");
        }
        if (lineups.size() == 1) {
            header.append("<p class=\"lineup\">")
                    .append(lineups.head()
                            .zipWithIndex()
                            .map(entry -> "<span class=\"chip\"><i style=\"background:"
                                    + ReportPage.strategyColour(entry._2) + "\"></i>" + escape(entry._1) + "</span>")
                            .mkString(""))
                    .append("</p>");
        }
        return header.append("</header>\n").toString();
    }

    /** The measure over the axes: heatmaps, a line chart, or a table. */
    private static String chart(SweepOutcome outcome) {
        Sweep sweep = outcome.result().sweep();
        List<SweepAxis> axes = sweep.axes();
        int grid = axes.isEmpty()
                ? 0
                : axes.map(axis -> axis.values().size()).product().intValue();
        List<CellResult> gridCells = outcome.result().cells().take(grid);
        List<CellResult> explicit = outcome.result().cells().drop(grid);
        String name = escape(outcome.measure().name());
        StringBuilder section = new StringBuilder("<section>");
        if (axes.size() >= 2) {
            section.append("<h2>")
                    .append(name)
                    .append(" by ")
                    .append(escape(axes.get(0).option()))
                    .append(" and ")
                    .append(escape(axes.get(1).option()))
                    .append("</h2>")
                    .append("<p class=\"note\">Each square: the mean, and below it the 95% interval. The colour"
                            + " follows the mean (the same scale in every map); ★ marks the best cell, ≈ the cells"
                            + " whose interval overlaps the best's."
                            + (axes.get(1).values().size() > 4 ? narrowCue("A map") : "")
                            + "</p>")
                    .append(legend(outcome))
                    .append(heatmaps(outcome, gridCells));
        } else if (axes.size() == 1) {
            section.append("<h2>")
                    .append(name)
                    .append(" by ")
                    .append(escape(axes.get(0).option()))
                    .append("</h2>")
                    .append("<p class=\"note\">The mean of each cell with its 95% interval.</p>")
                    .append("<div class=\"card\">")
                    .append(lineChart(outcome, axes.get(0), gridCells))
                    .append("</div>")
                    .append(measureTable(outcome, gridCells, "The same figures as a table"));
        }
        if (!explicit.isEmpty()) {
            section.append(axes.isEmpty() ? "<h2>" + name + " by cell</h2>" : "<h3>Explicit cells</h3>")
                    .append(measureTable(
                            outcome, explicit, axes.isEmpty() ? "The cells" : "The cells the file lists one by one"));
        }
        return section.append("</section>\n").toString();
    }

    /** One heatmap per combination of the values of the axes after the first two. */
    private static String heatmaps(SweepOutcome outcome, List<CellResult> gridCells) {
        List<SweepAxis> axes = outcome.result().sweep().axes();
        int rows = axes.get(0).values().size();
        int columns = axes.get(1).values().size();
        int maps = gridCells.size() / (rows * columns);
        StringBuilder all = new StringBuilder("<div class=\"heatmaps\">");
        for (int map = 0; map < maps; map++) {
            all.append(heatmap(outcome, gridCells, map, maps));
        }
        return all.append("</div>").toString();
    }

    /**
     * A heatmap as a table, rows the first axis, columns the second: a screen reader reads it as
     * any table, and each square's title repeats its cell and figures.
     */
    private static String heatmap(SweepOutcome outcome, List<CellResult> gridCells, int map, int maps) {
        List<SweepAxis> axes = outcome.result().sweep().axes();
        SweepAxis rowAxis = axes.get(0);
        SweepAxis columnAxis = axes.get(1);
        int rows = rowAxis.values().size();
        int columns = columnAxis.values().size();
        // Grid cells run with the first axis slowest and the last fastest: with the map's place m
        // among the other axes' combinations, cell (r, c) is at (r * columns + c) * maps + m.
        String others = "";
        if (maps > 1) {
            CellResult first = gridCells.get(map);
            others = axes.drop(2)
                    .map(axis -> axis.option() + "="
                            + first.cell().coordinates().get(axis.option()).getOrElse("?"))
                    .mkString(", ");
        }
        SweepMeasure measure = outcome.measure();
        Range range = range(outcome);
        Option<Integer> best =
                outcome.ranked().headOption().map(ranked -> ranked.cell().cell().index());
        Set<Integer> tied = outcome.tiedWithBest()
                .map(ranked -> ranked.cell().cell().index())
                .toSet();
        StringBuilder table = new StringBuilder("<div class=\"card heat-card\">");
        if (!others.isEmpty()) {
            table.append("<h3>").append(escape(others)).append("</h3>");
        }
        table.append("<div class=\"heat-scroll\"><table class=\"heat\"><caption>")
                .append(escape(measure.name() + " by " + rowAxis.option() + " (rows) and " + columnAxis.option()
                        + " (columns)" + (others.isEmpty() ? "" : ", " + others)))
                // The column axis's name spans its values, so the corner holds only the row axis's
                // name and the first column stays as narrow as its values.
                .append("</caption><thead><tr><th scope=\"col\" rowspan=\"2\" class=\"corner\">")
                .append(escape(rowAxis.option()))
                .append(" ↓</th><th scope=\"colgroup\" colspan=\"")
                .append(columns)
                .append("\" class=\"axis\">")
                .append(escape(columnAxis.option()))
                .append(" →</th></tr><tr>");
        for (String value : columnAxis.values()) {
            table.append("<th scope=\"col\">").append(label(value)).append("</th>");
        }
        table.append("</tr></thead><tbody>");
        for (int row = 0; row < rows; row++) {
            table.append("<tr><th scope=\"row\">")
                    .append(label(rowAxis.values().get(row)))
                    .append("</th>");
            for (int column = 0; column < columns; column++) {
                CellResult cell = gridCells.get((row * columns + column) * maps + map);
                Option<Estimate> figure = measure.of(cell.result());
                if (figure.isEmpty()) {
                    table.append("<td class=\"none\" title=\"")
                            .append(escape("cell " + cell.cell().index() + ": "
                                    + cell.cell().label() + ": no " + measure.name()))
                            .append("\">–</td>");
                    continue;
                }
                Estimate estimate = figure.get();
                double position = range.position(estimate.mean());
                int index = cell.cell().index();
                String mark = best.contains(index) ? " ★" : tied.contains(index) ? " ≈" : "";
                table.append("<td data-cell=\"")
                        .append(index)
                        .append("\" style=\"background:")
                        .append(colour(position))
                        .append(";color:")
                        .append(position < 0.6 ? "#fff" : "#1d2733")
                        .append("\" title=\"")
                        .append(escape(String.format(
                                Locale.ROOT,
                                "cell %d: %s: %s %s (95%% CI %s to %s)",
                                index,
                                cell.cell().label(),
                                measure.name(),
                                measure.format(estimate.mean()),
                                measure.format(estimate.low()),
                                measure.format(estimate.high()))))
                        .append("\"><b>")
                        .append(measure.format(estimate.mean()))
                        .append(mark)
                        .append("</b><small>")
                        .append(measure.format(estimate.low()))
                        .append(" – ")
                        .append(measure.format(estimate.high()))
                        .append("</small></td>");
            }
            table.append("</tr>");
        }
        return table.append("</tbody></table></div></div>").toString();
    }

    /** The colour scale with its ends, and which end the objective prefers. */
    private static String legend(SweepOutcome outcome) {
        Range range = range(outcome);
        SweepMeasure measure = outcome.measure();
        double width = 420;
        double height = 44;
        double left = 10;
        double right = 10;
        int steps = 40;
        double stepWidth = (width - left - right) / steps;
        Svg svg = new Svg(
                width,
                height,
                "colour scale of " + measure.name() + ", from " + measure.format(range.low) + " to "
                        + measure.format(range.high));
        for (int step = 0; step < steps; step++) {
            svg.rect(left + step * stepWidth, 6, stepWidth + 0.5, 14, "fill=\"" + colour((step + 0.5) / steps) + "\"");
        }
        svg.text(left, 36, measure.format(range.low), "class=\"tick\"");
        svg.text(width - right, 36, measure.format(range.high), "class=\"tick\" text-anchor=\"end\"");
        boolean sameMeasure = outcome.objective().measure().name().equals(measure.name());
        if (sameMeasure) {
            svg.text(
                    width / 2,
                    36,
                    outcome.objective().smallest() ? "← better (smaller)" : "better (larger) →",
                    "class=\"tick\" text-anchor=\"middle\"");
        }
        return "<div class=\"legend-scale\">" + svg + "</div>";
    }

    /** The line chart of one axis: a point per value with its interval bar, joined by a line. */
    private static String lineChart(SweepOutcome outcome, SweepAxis axis, List<CellResult> cells) {
        SweepMeasure measure = outcome.measure();
        List<Option<Estimate>> figures = cells.map(cell -> measure.of(cell.result()));
        List<Estimate> present = figures.flatMap(figure -> figure);
        double width = 640;
        double height = 280;
        double left = 56;
        double right = 16;
        double top = 18;
        double bottom = 40;
        double plotWidth = width - left - right;
        double plotHeight = height - top - bottom;
        double low = present.map(Estimate::low).min().getOrElse(0.0);
        double high = present.map(Estimate::high).max().getOrElse(1.0);
        double step = Svg.step(Math.max(high - low, 1e-9), 4);
        double start = Math.floor(low / step) * step;
        double end = Math.max(start + step, Math.ceil(high / step - 1e-9) * step);
        Svg svg = new Svg(width, height, measure.name() + " by " + axis.option());
        for (double tick = start; tick <= end + step * 1e-6; tick += step) {
            double y = top + plotHeight * (1 - (tick - start) / (end - start));
            svg.line(left, y, width - right, y, "class=\"grid\"");
            svg.text(left - 6, y + 4, measure.format(tick), "class=\"tick\" text-anchor=\"end\"");
        }
        double slot = plotWidth / cells.size();
        StringBuilder line = new StringBuilder();
        for (int index = 0; index < cells.size(); index++) {
            double x = left + (index + 0.5) * slot;
            svg.text(x, height - 20, axis.values().get(index), "class=\"tick\" text-anchor=\"middle\"");
            if (figures.get(index).isEmpty()) {
                continue;
            }
            Estimate estimate = figures.get(index).get();
            double y = top + plotHeight * (1 - (estimate.mean() - start) / (end - start));
            line.append(line.length() == 0 ? "M" : " L")
                    .append(Svg.n(x))
                    .append(' ')
                    .append(Svg.n(y));
        }
        svg.text(left + plotWidth / 2, height - 4, axis.option(), "class=\"label\" text-anchor=\"middle\"");
        svg.path(line.toString(), "fill=\"none\" stroke=\"" + ReportPage.VARIANT_COLOURS[0] + "\" stroke-width=\"2\"");
        Option<Integer> best =
                outcome.ranked().headOption().map(ranked -> ranked.cell().cell().index());
        for (int index = 0; index < cells.size(); index++) {
            if (figures.get(index).isEmpty()) {
                continue;
            }
            Estimate estimate = figures.get(index).get();
            CellResult cell = cells.get(index);
            double x = left + (index + 0.5) * slot;
            double y = top + plotHeight * (1 - (estimate.mean() - start) / (end - start));
            svg.verticalErrorBar(
                    x,
                    top + plotHeight * (1 - (estimate.low() - start) / (end - start)),
                    top + plotHeight * (1 - (estimate.high() - start) / (end - start)),
                    5);
            svg.group(String.format(
                    Locale.ROOT,
                    "cell %d: %s: %s %s (95%% CI %s to %s)",
                    cell.cell().index(),
                    cell.cell().label(),
                    measure.name(),
                    measure.format(estimate.mean()),
                    measure.format(estimate.low()),
                    measure.format(estimate.high())));
            boolean isBest = best.contains(cell.cell().index());
            svg.circle(x, y, isBest ? 6 : 4.5, "fill=\"" + (isBest ? "#b8860b" : ReportPage.VARIANT_COLOURS[0]) + "\"");
            svg.end();
            svg.text(x + 9, y - 6, measure.format(estimate.mean()) + (isBest ? " ★" : ""), "class=\"val\"");
        }
        svg.line(left, top + plotHeight, width - right, top + plotHeight, "class=\"axis\"");
        return svg.toString();
    }

    /** A table of cells with the measure: the explicit cells, a sweep without axes, the chart's figures. */
    private static String measureTable(SweepOutcome outcome, List<CellResult> cells, String caption) {
        SweepMeasure measure = outcome.measure();
        StringBuilder table = new StringBuilder("<div class=\"scroll\"><table class=\"data\"><caption>")
                .append(escape(caption))
                .append("</caption><thead><tr><th>cell</th><th>label</th><th class=\"num\">")
                .append(escape(measure.name()))
                .append(" (95% CI)</th></tr></thead><tbody>");
        for (CellResult cell : cells) {
            table.append("<tr><td>")
                    .append(cell.cell().index())
                    .append("</td><td>")
                    .append(label(cell.cell().label()))
                    .append("</td><td class=\"num\">")
                    .append(measure.of(cell.result())
                            .map(figure -> withInterval(measure, figure))
                            .getOrElse("–"))
                    .append("</td></tr>");
        }
        return table.append("</tbody></table></div>").toString();
    }

    /** The best cells by the objective, the ones the sample cannot tell from the best marked. */
    private static String best(SweepOutcome outcome) {
        List<SweepOutcome.Ranked> ranked = outcome.ranked();
        SweepMeasure measure = outcome.objective().measure();
        StringBuilder section = new StringBuilder("<section><h2>Best cells</h2><p class=\"note\">By ")
                .append(escape(outcome.objective().words()))
                .append(". A cell whose 95% interval overlaps the best's is marked ≈: these games cannot tell it"
                        + " from the best, so the order among them may change with more games.</p>");
        if (ranked.isEmpty()) {
            return section.append("<p>No cell has ")
                    .append(escape(measure.name()))
                    .append(".</p></section>\n")
                    .toString();
        }
        Set<Integer> tied =
                outcome.tiedWithBest().map(one -> one.cell().cell().index()).toSet();
        section.append("<div class=\"scroll\"><table class=\"data\"><thead><tr><th>rank</th><th>cell</th>")
                .append("<th>label</th><th class=\"num\">")
                .append(escape(measure.name()))
                .append(" (95% CI)</th><th>compared with the best</th></tr></thead><tbody>");
        for (int place = 0; place < Math.min(BEST_SHOWN, ranked.size()); place++) {
            SweepOutcome.Ranked one = ranked.get(place);
            int index = one.cell().cell().index();
            section.append("<tr><td>")
                    .append(place + 1)
                    .append("</td><td>")
                    .append(index)
                    .append("</td><td>")
                    .append(label(one.cell().cell().label()))
                    .append("</td><td class=\"num\">")
                    .append(withInterval(measure, one.figure()))
                    .append("</td><td>")
                    .append(place == 0 ? "★ best" : tied.contains(index) ? "≈ not told apart" : "clearly behind")
                    .append("</td></tr>");
        }
        section.append("</tbody></table></div>");
        if (ranked.size() > BEST_SHOWN) {
            section.append("<p class=\"note\">")
                    .append(ranked.size() - BEST_SHOWN)
                    .append(" more cells in the table below.</p>");
        }
        return section.append("</section>\n").toString();
    }

    /**
     * Every cell: its win shares, its other measures, then the exact analysis of its rules beside
     * the simulated cards a round; three tables, so that none is wider than a desktop window.
     */
    private static String everyCell(SweepOutcome outcome) {
        List<SweepMeasure> measures = outcome.measures();
        List<SweepMeasure> winShares =
                measures.filter(measure -> measure.place().isDefined());
        List<SweepMeasure> others = measures.removeAll(winShares);
        StringBuilder section = new StringBuilder("<section><h2>Every cell</h2><p class=\"note\">Simulated: each"
                + " measure's mean and 95% interval. Exact: worked out from the cell's rules before any game, for"
                + " every player count (cards a round can reveal, whether a round's deck can run out, the chance a"
                + " fresh deck has busted within 2, 5 and 10 cards) and the validator's warnings."
                + narrowCue("A table")
                + "</p>");
        section.append(measuresOfEveryCell(outcome, winShares, "Win share of each lineup entry (95% CI)"));
        section.append(measuresOfEveryCell(outcome, others, "The games' measures (95% CI)"));
        section.append("<div class=\"scroll\"><table class=\"data every\"><caption>Exact analysis</caption><thead><tr>")
                .append("<th>cell</th><th>label</th><th>lineup</th>")
                .append("<th class=\"num exact\">cards a round<br><small>exact range · simulated mean</small></th>")
                .append("<th class=\"exact\">deck runs out</th>")
                .append("<th class=\"num exact\">bust within 2 · 5 · 10 cards</th>")
                .append("<th class=\"exact\">warnings</th></tr></thead><tbody>");
        for (CellResult cell : outcome.result().cells()) {
            SimulationResult result = cell.result();
            VariantAnalysis analysis = cell.analysis();
            section.append("<tr><td>")
                    .append(cell.cell().index())
                    .append("</td><td>")
                    .append(label(cell.cell().label()))
                    .append("</td><td class=\"bots\">")
                    .append(escape(cell.cell().lineup().mkString(", ")))
                    .append("</td>");
            double cardsPerRound =
                    result.cardsRevealed().mean() / Math.max(1, result.rounds().size());
            section.append("<td class=\"num exact\">")
                    .append(analysis.minCardsPerRound())
                    .append("–")
                    .append(analysis.maxCardsPerRound())
                    .append(" · ")
                    .append(Summary.number(cardsPerRound))
                    .append("</td><td class=\"exact\">")
                    .append(analysis.firstRoundDeckCanRunOut()
                            .map(round -> "from round " + round)
                            .getOrElse(analysis.neverBusts() ? "no (never busts)" : "never"))
                    .append("</td><td class=\"num exact\">")
                    .append(List.of(2, 5, 10)
                            .map(cards -> pairChance(analysis, cards))
                            .mkString(" · "))
                    .append("</td><td class=\"exact\">")
                    .append(warnings(analysis, result))
                    .append("</td></tr>");
        }
        return section.append("</tbody></table></div></section>\n").toString();
    }

    /** A table of some measures of every cell, each as its mean over its 95% interval. */
    private static String measuresOfEveryCell(SweepOutcome outcome, List<SweepMeasure> measures, String caption) {
        if (measures.isEmpty()) {
            return "";
        }
        StringBuilder table = new StringBuilder("<div class=\"scroll\"><table class=\"data every\"><caption>")
                .append(escape(caption))
                .append("</caption><thead><tr><th>cell</th><th>label</th>");
        Sweep sweep = outcome.result().sweep();
        for (SweepMeasure measure : measures) {
            table.append("<th class=\"num\" title=\"")
                    .append(escape(measure.name() + ": " + measure.description()))
                    .append("\">");
            if (measure.place().isDefined()) {
                // a reader knows the bots by name; the measure's name is what --measure takes
                table.append(escape(entryHeading(sweep, measure.place().get())))
                        .append("<br><small>")
                        .append(escape(measure.name()))
                        .append("</small>");
            } else {
                table.append(escape(measure.name()));
            }
            table.append("</th>");
        }
        table.append("</tr></thead><tbody>");
        for (CellResult cell : outcome.result().cells()) {
            SimulationResult result = cell.result();
            table.append("<tr><td>")
                    .append(cell.cell().index())
                    .append("</td><td>")
                    .append(label(cell.cell().label()))
                    .append("</td>");
            for (SweepMeasure measure : measures) {
                Option<Estimate> figure = measure.of(result);
                table.append("<td class=\"num\">");
                Option<Integer> place = measure.place();
                if (place.isDefined()
                        && figure.isDefined()
                        && entryBot(sweep, place.get()).isEmpty()) {
                    // the heading cannot name a bot that differs from cell to cell
                    table.append("<span class=\"bot\">")
                            .append(escape(cell.cell().lineup().get(place.get() - 1)))
                            .append("</span><br>");
                }
                table.append(figure.map(estimate -> measure.format(estimate.mean()) + "<br><small>"
                                        + measure.format(estimate.low()) + " – " + measure.format(estimate.high())
                                        + "</small>")
                                .getOrElse("–"))
                        .append("</td>");
            }
            table.append("</tr>");
        }
        return table.append("</tbody></table></div>").toString();
    }

    /**
     * The heading of a lineup entry's column: the bot as the sweep names it, followed by the
     * entry's number when the same bot also holds another entry ({@code threshold:8 (entry 3)}),
     * or only the number when the cells put different bots there.
     */
    static String entryHeading(Sweep sweep, int place) {
        Option<String> bot = entryBot(sweep, place);
        if (bot.isEmpty()) {
            return "entry " + place;
        }
        boolean repeated = sweep.cells()
                .map(SweepCell::lineup)
                .filter(lineup -> lineup.size() >= place)
                .exists(lineup -> lineup.count(bot.get()::equals) > 1);
        return repeated ? bot.get() + " (entry " + place + ")" : bot.get();
    }

    /** The bot at a lineup place, from 1, if every cell that has the place puts the same bot there. */
    private static Option<String> entryBot(Sweep sweep, int place) {
        List<String> bots = sweep.cells()
                .map(SweepCell::lineup)
                .filter(lineup -> lineup.size() >= place)
                .map(lineup -> lineup.get(place - 1))
                .distinct();
        return bots.size() == 1 ? Option.some(bots.head()) : Option.none();
    }

    /**
     * A label or an axis's value in a table, which may also break after a slash, a comma, or an
     * equals sign before anything but a number: {@code hazards/snakes=3}, {@code
     * lineup=risk,artifacts} and {@code bustPenalty="KEEP_HALF"} fit a phone's column.
     */
    private static String label(String text) {
        return escape(text).replaceAll("([/,])(?! )|=(?=[^0-9])", "$0<wbr>");
    }

    /** A mean and its interval, which a narrow window shows on a line of its own. */
    private static String withInterval(SweepMeasure measure, Estimate estimate) {
        return measure.format(estimate.mean()) + " <span class=\"ci\">[" + measure.format(estimate.low()) + ", "
                + measure.format(estimate.high()) + "]</span>";
    }

    /** Said only in a window narrower than a desktop's, where a wide table may scroll in its box. */
    private static String narrowCue(String what) {
        return "<span class=\"narrow-cue\"> " + what + " wider than the window scrolls sideways in its box: a shadow"
                + " marks the side with more.</span>";
    }

    private static String pairChance(VariantAnalysis analysis, int cards) {
        List<Fraction> chances = analysis.hazardPairProbabilities();
        if (chances.isEmpty()) {
            return "0%";
        }
        Fraction chance = chances.get(Math.min(cards, chances.size()) - 1);
        return String.format(Locale.ROOT, "%.1f%%", 100 * chance.doubleValue());
    }

    /** The analysis's warnings and the simulation's, by kind; the full texts are in the JSON. */
    private static String warnings(VariantAnalysis analysis, SimulationResult result) {
        List<String> kinds = analysis.warnings()
                .map(warning -> "<span title=\"" + escape(warning.message()) + "\">" + warning.kind() + "</span>")
                .appendAll(result.warnings()
                        .map(warning ->
                                "<span title=\"" + escape(warning.message()) + "\">" + warning.kind() + "</span>"));
        return kinds.isEmpty() ? "<span class=\"ok-text\">none</span>" : kinds.mkString("<br>");
    }

    /** The ends of the colour scale: the lowest and highest mean of the measure over the cells. */
    private static Range range(SweepOutcome outcome) {
        List<Double> means = outcome.result()
                .cells()
                .flatMap(cell -> outcome.measure().of(cell.result()))
                .map(Estimate::mean);
        return new Range(means.min().getOrElse(0.0), means.max().getOrElse(0.0));
    }

    private record Range(double low, double high) {
        /** Where a value lies, from 0 (the lowest) to 1 (the highest); 0.5 when all are equal. */
        double position(double value) {
            return high > low ? (value - low) / (high - low) : 0.5;
        }
    }

    /** The colour of a position from 0 to 1 on the scale, blended between its stops. */
    static String colour(double position) {
        double clamped = Math.max(0, Math.min(1, position)) * (SCALE.length - 1);
        int stop = Math.min(SCALE.length - 2, (int) Math.floor(clamped));
        double within = clamped - stop;
        int from = Integer.parseInt(SCALE[stop].substring(1), 16);
        int to = Integer.parseInt(SCALE[stop + 1].substring(1), 16);
        int rgb = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int a = (from >> shift) & 0xff;
            int b = (to >> shift) & 0xff;
            rgb |= (int) Math.round(a + (b - a) * within) << shift;
        }
        return String.format(Locale.ROOT, "#%06x", rgb);
    }

    private static final String STYLE = String.join(
            "\n",
            ".objective{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 18px}",
            ".objective p{margin:2px 0}",
            ".heatmaps{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(360px,100%),1fr));gap:16px;"
                    + "margin-top:12px}",
            ".heatmaps>*{min-width:0}",
            // A box too narrow for its table scrolls, with a shadow on each side that has more:
            // the covers move with the content and hide a shadow once its edge is reached.
            ".scroll,.heat-scroll{overflow-x:auto;background:"
                    + "linear-gradient(to right,var(--card) 50%,rgba(255,255,255,0)) left/32px 100% no-repeat local,"
                    + "linear-gradient(to left,var(--card) 50%,rgba(255,255,255,0)) right/32px 100% no-repeat local,"
                    + "linear-gradient(to right,rgba(29,39,51,.3),rgba(29,39,51,0)) left/16px 100% no-repeat scroll,"
                    + "linear-gradient(to left,rgba(29,39,51,.3),rgba(29,39,51,0)) right/16px 100% no-repeat scroll,"
                    + "var(--card)}",
            // Translucent fills, so that the shadows show through the headers and the exact columns.
            ".data th{background:rgba(42,92,142,.08)}",
            ".heat{border-collapse:separate;border-spacing:3px;width:100%}",
            ".heat caption{caption-side:bottom;text-align:left;color:var(--muted);font-size:12.5px;padding-top:6px}",
            ".data caption{caption-side:top;text-align:left;color:var(--muted);font-size:12.5px;padding:8px 12px}",
            ".heat th{font-size:12.5px;color:var(--muted);font-weight:600;padding:4px 6px;text-align:center}",
            ".heat th.corner{text-align:right;font-weight:500;vertical-align:bottom}",
            ".heat th.axis{font-weight:500;padding-bottom:0}",
            ".heat th[scope=row]{text-align:right}",
            ".heat td{border-radius:6px;padding:8px 6px;text-align:center;font-variant-numeric:tabular-nums;"
                    + "min-width:84px}",
            ".heat td b{display:block;font-size:15px;white-space:nowrap}",
            ".heat td small{display:block;font-size:11.5px;opacity:.9}",
            ".heat td.none{background:#eef2f6;color:var(--muted)}",
            ".legend-scale{max-width:420px;margin:6px 0 0}",
            ".heatmaps+h3{margin-top:22px}",
            ".data th.group{text-align:center;border-bottom:1px solid var(--line)}",
            // Many measures side by side: headers wrap at their hyphens and the cells stay narrow.
            ".data.every{font-size:13px}",
            ".data.every th{white-space:normal}",
            ".data.every th,.data.every td{padding:5px 7px}",
            ".data .exact{background:rgba(205,155,17,.08)}",
            ".data thead .exact{background:rgba(195,150,30,.2)}",
            ".every td{white-space:nowrap}",
            // labels and lineups wrap, so that the figures keep to one line each
            ".every td:nth-child(2),.every td.bots{white-space:normal;min-width:11em}",
            ".ok-text{color:#2e7d32}",
            ".data .bot{font-size:12px;color:var(--muted)}",
            ".narrow-cue{display:none}",
            "@media (max-width:999px){.narrow-cue{display:inline}}",
            // A phone: squares and tables shrink to fit before they scroll.
            "@media (max-width:480px){.objective{padding:10px 12px}"
                    + ".heat{border-spacing:2px}.heat th{padding:3px 2px;font-size:12px}"
                    + ".heat td{min-width:58px;padding:6px 3px}.heat td b{font-size:14px}.heat td small{font-size:11px}"
                    + ".data{font-size:13.5px}.data .ci{display:block;font-size:12px;color:var(--muted)}"
                    + ".data td:first-child{min-width:0;white-space:nowrap}"
                    + ".data th,.data td,.data.every th,.data.every td{padding:6px 6px}}");
}
