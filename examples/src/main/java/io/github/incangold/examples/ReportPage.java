package io.github.incangold.examples;

import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.variants.VariantAnalysis;
import io.github.incangold.variants.simulation.Comparison;
import io.github.incangold.variants.simulation.Distribution;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.RoundResult;
import io.github.incangold.variants.simulation.SeatResult;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.StrategyResult;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.function.Function;

/**
 * The HTML report of {@code ./simulate}: one self-contained page (inline CSS and SVG, no script,
 * no font, no link to the network) that opens anywhere and prints well. For a comparison, the two
 * variants are drawn side by side in two colours.
 */
final class ReportPage {
    static final String[] VARIANT_COLOURS = {"#2f6db5", "#e07a2f"};
    static final String[] VARIANT_FILLS = {"#2f6db5cc", "#e07a2fcc"};

    private ReportPage() {}

    static String html(Simulate.Report report) {
        List<Simulate.Played> played = report.played();
        SimulationResult first = played.head().result();
        String title = played.map(Simulate.Played::name).mkString(" vs ");
        StringBuilder page = new StringBuilder();
        page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>")
                .append(escape("Simulation: " + title))
                .append("</title>\n<style>")
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<main>\n");
        page.append("<header><p class=\"kicker\">incangold simulation report</p><h1>")
                .append(escape(title))
                .append("</h1><p class=\"sub\">")
                .append(String.format(Locale.ROOT, "%,d games", first.games()))
                .append(played.size() > 1 ? " per variant" : "")
                .append(" · seed ")
                .append(first.simulation().seed())
                .append(" · seats rotate every game · every figure with its 95% confidence interval</p>")
                .append("<p class=\"lineup\">")
                .append(first.simulation()
                        .labels()
                        .zipWithIndex()
                        .map(entry -> "<span class=\"chip\"><i style=\"background:" + strategyColour(entry._2)
                                + "\"></i>" + escape(entry._1) + "</span>")
                        .mkString(""))
                .append("</p>");
        if (played.size() > 1) {
            page.append("<p class=\"legend\">");
            for (int index = 0; index < played.size(); index++) {
                page.append("<span class=\"chip\"><i style=\"background:")
                        .append(VARIANT_COLOURS[index])
                        .append("\"></i>")
                        .append(escape(played.get(index).name()))
                        .append("</span>");
            }
            page.append("</p>");
        }
        page.append("</header>\n");
        page.append(lineupWarnings(played));
        page.append(headline(played, report.comparison()));
        page.append("<section><h2>The variant")
                .append(played.size() > 1 ? "s" : "")
                .append("</h2>");
        page.append("<p class=\"note\">Worked out exactly from the rules, before any game is played.</p>");
        page.append("<div class=\"grid").append(played.size()).append("\">");
        for (int index = 0; index < played.size(); index++) {
            page.append(analysis(played.get(index), index, played.size() > 1));
        }
        page.append("</div></section>\n");
        page.append("<section><h2>Who wins</h2>")
                .append("<p class=\"note\">Share of the games won; a win shared by several seats counts as a fraction"
                        + " (R19). The dashed line is an equal share.</p>")
                .append("<div class=\"card\"><div class=\"wide-only\">")
                .append(winShares(played, false))
                .append("</div><div class=\"narrow-only\">")
                .append(winShares(played, true))
                .append("</div></div>")
                .append(scoreTable(played))
                .append("</section>\n");
        page.append("<section><h2>Score distributions</h2>")
                .append(
                        "<p class=\"note\">How often each final score occurred, by bot; the dashed line is the mean.</p>")
                .append("<div class=\"panels\">");
        for (int entry = 0; entry < first.strategies().size(); entry++) {
            page.append(histogram(played, entry));
        }
        page.append("</div></section>\n");
        page.append("<section><h2>Rounds</h2><div class=\"grid2\">")
                .append("<div class=\"card\"><h3>Bust rate per round</h3>")
                .append("<p class=\"note\">Share of the games in which the round ended on a second hazard (R14).</p>")
                .append(roundChart(played, round -> round.bustRate(), true))
                .append("</div><div class=\"card\"><h3>Cards revealed per round</h3>")
                .append("<p class=\"note\">Mean number of cards turned over in the round.</p>")
                .append(roundChart(played, RoundResult::cardsRevealed, false))
                .append("</div></div></section>\n");
        page.append("<section><h2>Per game</h2>")
                .append(gameTable(played, report.comparison()))
                .append("</section>\n");
        page.append("<section><h2>Seats</h2><p class=\"note\">Every bot plays every seat equally often, so a"
                        + " difference between seats is the position's own (seat 1 starts the first round, R7).</p>")
                .append(seatTable(played))
                .append("</section>\n");
        page.append("<footer><p>Reproduce: <code>")
                .append(escape(report.command()))
                .append("</code></p><p>The same command gives the same figures on any machine and any number of"
                        + " threads. Bots decide from what their seat may know (R21).</p></footer>\n");
        page.append("</main>\n</body>\n</html>\n");
        return page.toString();
    }

    /**
     * What makes the figures hard to read (entries that play alike, many shared wins), above
     * everything else; nothing when there is nothing to say.
     */
    private static String lineupWarnings(List<Simulate.Played> played) {
        if (played.forAll(one -> one.result().warnings().isEmpty())) {
            return "";
        }
        StringBuilder alert = new StringBuilder("<section class=\"alert\"><h2>Read with care</h2><ul>");
        for (Simulate.Played one : played) {
            for (SimulationResult.Warning warning : one.result().warnings()) {
                alert.append("<li>")
                        .append(played.size() > 1 ? "<b>" + escape(one.name()) + ":</b> " : "")
                        .append(escape(warning.message()))
                        .append(" Consider ")
                        .append(escape(warning.consider()))
                        .append("</li>");
            }
        }
        return alert.append("</ul></section>\n").toString();
    }

    /** The figures a reader wants first, as tiles; for a comparison, with the change. */
    private static String headline(List<Simulate.Played> played, Option<Comparison> comparison) {
        List<String> names = List.of("winning score", "busts per game", "artifacts claimed", "lead changes");
        List<Function<SimulationResult, Estimate>> figures = List.of(
                SimulationResult::winningScore,
                SimulationResult::busts,
                SimulationResult::artifactsClaimed,
                SimulationResult::leadChanges);
        List<String> statistics = List.of("winning score", "busts per game", "artifacts claimed", "lead changes");
        StringBuilder tiles = new StringBuilder("<section class=\"tiles\">");
        for (int index = 0; index < names.size(); index++) {
            Estimate first = figures.get(index).apply(played.head().result());
            tiles.append("<div class=\"tile\"><div class=\"label\">")
                    .append(names.get(index))
                    .append("</div><div class=\"value\" style=\"color:")
                    .append(VARIANT_COLOURS[0])
                    .append("\">")
                    .append(number(first.mean()))
                    .append("</div>");
            if (played.size() > 1) {
                Estimate second = figures.get(index).apply(played.get(1).result());
                String statistic = statistics.get(index);
                Option<Comparison.Difference> difference = comparison.flatMap(
                        c -> c.differences().find(d -> d.statistic().equals(statistic)));
                tiles.append("<div class=\"value second\" style=\"color:")
                        .append(VARIANT_COLOURS[1])
                        .append("\">")
                        .append(number(second.mean()))
                        .append("</div><div class=\"delta\">")
                        .append(difference
                                .map(d -> "against " + escape(played.get(1).name()) + ": " + change(d))
                                .getOrElse(""))
                        .append("</div>");
            } else {
                tiles.append("<div class=\"delta\">±")
                        .append(number((first.high() - first.low()) / 2))
                        .append("</div>");
            }
            tiles.append("</div>");
        }
        return tiles.append("</section>\n").toString();
    }

    private static String change(Comparison.Difference difference) {
        String sign = difference.difference() >= 0 ? "+" : "−";
        String text = proportion(difference.statistic())
                ? sign + String.format(Locale.ROOT, "%.1f pts", 100 * Math.abs(difference.difference()))
                : sign + number(Math.abs(difference.difference()));
        return difference.significant()
                ? "<span class=\"sig\">" + text + " significant</span>"
                : "<span class=\"ns\">" + text + " not significant</span>";
    }

    private static String analysis(Simulate.Played played, int index, boolean coloured) {
        VariantAnalysis analysis = played.variant().analysis();
        StringBuilder card = new StringBuilder("<div class=\"card")
                .append(coloured ? "\" style=\"border-top:4px solid " + VARIANT_COLOURS[index] + "\"" : " wide\"")
                .append("><h3>")
                .append(escape(played.name()))
                .append("</h3><div class=\"halves\"><div><table class=\"facts\">");
        fact(card, "treasure cards", analysis.treasureCards() + " worth " + analysis.treasureGems() + " gems");
        fact(card, "hazards", analysis.hazardCards() + " cards of " + analysis.hazardTypes() + " types");
        fact(
                card,
                "rounds",
                Integer.toString(played.result().simulation().rules().rounds()));
        fact(
                card,
                "artifacts",
                played.result().simulation().rules().artifactsEnabled()
                        ? played.result().simulation().rules().artifactsInPlay() + " (one more each round)"
                        : "none");
        fact(card, "cards per round", analysis.minCardsPerRound() + " to " + analysis.maxCardsPerRound());
        fact(card, "a round can bust", analysis.neverBusts() ? "never" : "yes (R14)");
        fact(card, "the deck can run out", analysis.deckCanRunOut() ? "yes (R17)" : "no");
        card.append("</table></div><div><h4>Chance that a fresh round-1 deck has busted after k cards</h4>");
        card.append(pairChart(analysis, index, coloured));
        if (analysis.warnings().isEmpty()) {
            card.append("<p class=\"ok\">No warnings.</p>");
        } else {
            card.append("<ul class=\"warnings\">");
            analysis.warnings().forEach(warning -> card.append("<li><b>")
                    .append(escape(warning.message()))
                    .append("</b> ")
                    .append(escape(warning.consider()))
                    .append("</li>"));
            card.append("</ul>");
        }
        return card.append("</div></div></div>").toString();
    }

    private static void fact(StringBuilder card, String name, String value) {
        card.append("<tr><th>")
                .append(escape(name))
                .append("</th><td>")
                .append(escape(value))
                .append("</td></tr>");
    }

    private static String pairChart(VariantAnalysis analysis, int index, boolean coloured) {
        List<Fraction> probabilities = analysis.hazardPairProbabilities();
        double width = 460;
        double height = 150;
        double left = 40;
        double bottom = 24;
        double top = 10;
        double plot = height - bottom - top;
        double slot = (width - left - 10) / Math.max(1, probabilities.size());
        Svg svg = new Svg(width, height, "probability of a bust within k cards");
        for (int tick = 0; tick <= 100; tick += 25) {
            double y = top + plot * (1 - tick / 100.0);
            svg.line(left, y, width - 10, y, "class=\"grid\"");
            svg.text(left - 6, y + 4, tick + "%", "class=\"tick\" text-anchor=\"end\"");
        }
        String colour = coloured ? VARIANT_COLOURS[index] : "#5b6b7d";
        for (int k = 0; k < probabilities.size(); k++) {
            double p = probabilities.get(k).doubleValue();
            double x = left + k * slot + slot * 0.18;
            double barHeight = plot * p;
            svg.group(String.format(Locale.ROOT, "%d cards: %s = %.1f%%", k + 1, probabilities.get(k), 100 * p));
            svg.rect(x, top + plot - barHeight, slot * 0.64, barHeight, "fill=\"" + colour + "\" rx=\"2\"");
            svg.end();
            svg.text(x + slot * 0.32, height - 8, Integer.toString(k + 1), "class=\"tick\" text-anchor=\"middle\"");
            if (p >= 0.005) {
                svg.text(
                        x + slot * 0.32,
                        top + plot - barHeight - 3,
                        String.format(Locale.ROOT, "%.0f%%", 100 * p),
                        "class=\"val\" text-anchor=\"middle\"");
            }
        }
        return svg.toString();
    }

    /**
     * The win shares as horizontal bars with error bars: wide, the labels left of the bars; compact
     * (for a phone, where the wide chart would shrink below reading size), each label above its
     * bars across a narrower chart.
     */
    private static String winShares(List<Simulate.Played> played, boolean compact) {
        List<StrategyResult> entries = played.head().result().strategies();
        int variants = played.size();
        double barHeight = 16;
        double labelHeight = compact ? 18 : 0;
        double rowHeight = labelHeight + variants * (barHeight + 4) + 16;
        double left = compact ? 8 : 170;
        double width = compact ? 360 : 900;
        double right = compact ? 56 : 80;
        double top = 26;
        double height = top + entries.size() * rowHeight + 8;
        double max = 0;
        for (Simulate.Played one : played) {
            for (StrategyResult entry : one.result().strategies()) {
                max = Math.max(max, entry.winShare().high());
            }
        }
        max = Math.max(max, 1.0 / entries.size());
        double step = Svg.step(max, 5);
        double end = Svg.ceiling(max, step);
        double plot = width - left - right;
        Svg svg = new Svg(width, height, "win share by bot with 95% error bars");
        for (double tick = 0; tick <= end + 1e-9; tick += step) {
            double x = left + plot * tick / end;
            svg.line(x, top - 6, x, height - 6, "class=\"grid\"");
            svg.text(
                    x,
                    top - 10,
                    String.format(Locale.ROOT, "%.0f%%", 100 * tick),
                    "class=\"tick\" text-anchor=\"middle\"");
        }
        double fair = left + plot / entries.size() / end;
        svg.line(fair, top - 6, fair, height - 6, "class=\"fair\"");
        for (int entry = 0; entry < entries.size(); entry++) {
            double rowTop = top + entry * rowHeight + 8 + labelHeight;
            if (compact) {
                svg.text(left, rowTop - 6, entries.get(entry).label(), "class=\"label\"");
            } else {
                svg.text(
                        left - 12,
                        rowTop + variants * (barHeight + 4) / 2 + 3,
                        entries.get(entry).label(),
                        "class=\"label\" text-anchor=\"end\"");
            }
            for (int variant = 0; variant < variants; variant++) {
                StrategyResult result =
                        played.get(variant).result().strategies().get(entry);
                Estimate share = result.winShare();
                double y = rowTop + variant * (barHeight + 4);
                String colour = variants > 1 ? VARIANT_FILLS[variant] : strategyColour(entry);
                svg.group(String.format(
                        Locale.ROOT,
                        "%s, %s: %.2f%% (95%% CI %.2f%% to %.2f%%)",
                        result.label(),
                        played.get(variant).name(),
                        100 * share.mean(),
                        100 * share.low(),
                        100 * share.high()));
                svg.rect(left, y, plot * share.mean() / end, barHeight, "fill=\"" + colour + "\" rx=\"3\"");
                svg.end();
                svg.horizontalErrorBar(
                        left + plot * share.low() / end, left + plot * share.high() / end, y + barHeight / 2, 5);
                svg.text(
                        left + plot * share.high() / end + 8,
                        y + barHeight / 2 + 4,
                        String.format(Locale.ROOT, "%.1f%%", 100 * share.mean()),
                        "class=\"val\"");
            }
        }
        return svg.toString();
    }

    private static String scoreTable(List<Simulate.Played> played) {
        boolean comparing = played.size() > 1;
        StringBuilder table = new StringBuilder("<div class=\"scroll\"><table class=\"data\"><thead><tr><th>bot</th>");
        if (comparing) {
            table.append("<th>variant</th>");
        }
        table.append("<th class=\"num\">score (95% CI)</th><th class=\"num\">10% · median · 90%</th>")
                .append("<th class=\"num\">wins alone / shared</th></tr></thead><tbody>");
        List<StrategyResult> entries = played.head().result().strategies();
        for (int entry = 0; entry < entries.size(); entry++) {
            for (int variant = 0; variant < played.size(); variant++) {
                table.append(variant == 0 ? "<tr>" : "<tr class=\"more\">");
                if (variant == 0) {
                    table.append("<td class=\"bot\" rowspan=\"")
                            .append(played.size())
                            .append("\"><i class=\"dot\" style=\"background:")
                            .append(strategyColour(entry))
                            .append("\"></i>")
                            .append(escape(entries.get(entry).label()))
                            .append("</td>");
                }
                if (comparing) {
                    table.append("<td><i class=\"dot\" style=\"background:")
                            .append(VARIANT_COLOURS[variant])
                            .append("\"></i>")
                            .append(escape(played.get(variant).name()))
                            .append("</td>");
                }
                StrategyResult result =
                        played.get(variant).result().strategies().get(entry);
                Distribution scores = result.scores();
                table.append("<td class=\"num\">")
                        .append(Summary.mean(result.score()))
                        .append("</td><td class=\"num\">")
                        .append(scores.quantile(0.1))
                        .append(" · ")
                        .append(scores.quantile(0.5))
                        .append(" · ")
                        .append(scores.quantile(0.9))
                        .append("</td><td class=\"num\">")
                        .append(String.format(Locale.ROOT, "%,d / %,d", result.outrightWins(), result.sharedWins()))
                        .append("</td></tr>");
            }
        }
        return table.append("</tbody></table></div>").toString();
    }

    private static String histogram(List<Simulate.Played> played, int entry) {
        int low = Integer.MAX_VALUE;
        int high = Integer.MIN_VALUE;
        for (Simulate.Played one : played) {
            Distribution scores = one.result().strategies().get(entry).scores();
            low = Math.min(low, scores.quantile(0.002));
            high = Math.max(high, scores.quantile(0.998));
        }
        int binWidth = Math.max(1, (int) Math.ceil((high - low + 1) / 45.0));
        low = Math.floorDiv(low, binWidth) * binWidth;
        int bins = (high - low) / binWidth + 1;
        double[][] shares = new double[played.size()][bins];
        double max = 0;
        for (int variant = 0; variant < played.size(); variant++) {
            Distribution scores =
                    played.get(variant).result().strategies().get(entry).scores();
            double total = scores.total();
            for (int index = 0; index < scores.values().size(); index++) {
                int bin = Math.floorDiv(scores.values().get(index) - low, binWidth);
                bin = Math.max(0, Math.min(bins - 1, bin)); // the rare tails fall in the end bins
                shares[variant][bin] += scores.counts().get(index) / total;
            }
            for (double share : shares[variant]) {
                max = Math.max(max, share);
            }
        }
        double width = 420;
        double height = 200;
        double left = 38;
        double right = 10;
        double top = 12;
        double bottom = 26;
        double plotWidth = width - left - right;
        double plotHeight = height - top - bottom;
        double step = Svg.step(max, 4);
        double end = Svg.ceiling(max, step);
        double binPixels = plotWidth / bins;
        String label = played.head().result().strategies().get(entry).label();
        Svg svg = new Svg(width, height, "score distribution of " + label);
        for (double tick = 0; tick <= end + 1e-9; tick += step) {
            double y = top + plotHeight * (1 - tick / end);
            svg.line(left, y, width - right, y, "class=\"grid\"");
            svg.text(
                    left - 5,
                    y + 4,
                    String.format(Locale.ROOT, step < 0.01 ? "%.1f%%" : "%.0f%%", 100 * tick),
                    "class=\"tick\" text-anchor=\"end\"");
        }
        int labelEvery = Math.max(1, (int) Math.ceil(bins / 8.0));
        for (int bin = 0; bin < bins; bin += labelEvery) {
            svg.text(
                    left + (bin + 0.5) * binPixels,
                    height - 8,
                    Integer.toString(low + bin * binWidth),
                    "class=\"tick\" text-anchor=\"middle\"");
        }
        for (int variant = 0; variant < played.size(); variant++) {
            String colour = played.size() > 1 ? VARIANT_COLOURS[variant] : strategyColour(entry);
            if (variant == 0) {
                for (int bin = 0; bin < bins; bin++) {
                    double barHeight = plotHeight * shares[variant][bin] / end;
                    svg.rect(
                            left + bin * binPixels + 0.5,
                            top + plotHeight - barHeight,
                            binPixels - 1,
                            barHeight,
                            "fill=\"" + colour + "\" fill-opacity=\"" + (played.size() > 1 ? "0.55" : "0.85") + "\"");
                }
            } else {
                StringBuilder outline = new StringBuilder();
                for (int bin = 0; bin < bins; bin++) {
                    double y = top + plotHeight - plotHeight * shares[variant][bin] / end;
                    double x = left + bin * binPixels;
                    outline.append(bin == 0 ? "M" : "L")
                            .append(Svg.n(x))
                            .append(' ')
                            .append(Svg.n(y));
                    outline.append(" L")
                            .append(Svg.n(x + binPixels))
                            .append(' ')
                            .append(Svg.n(y));
                }
                svg.path(outline.toString(), "fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"2.2\"");
            }
            double mean =
                    played.get(variant).result().strategies().get(entry).score().mean();
            double x = left + (mean - low + 0.5) / binWidth * binPixels;
            svg.line(x, top, x, top + plotHeight, "stroke=\"" + colour + "\" class=\"mean\"");
        }
        svg.line(left, top + plotHeight, width - right, top + plotHeight, "class=\"axis\"");
        StringBuilder caption = new StringBuilder();
        for (int variant = 0; variant < played.size(); variant++) {
            StrategyResult result = played.get(variant).result().strategies().get(entry);
            caption.append("<span style=\"color:")
                    .append(played.size() > 1 ? VARIANT_COLOURS[variant] : "inherit")
                    .append("\">mean ")
                    .append(number(result.score().mean()))
                    .append(" · median ")
                    .append(result.scores().quantile(0.5))
                    .append("</span>")
                    .append(variant + 1 < played.size() ? " <span class=\"sep\">|</span> " : "");
        }
        return "<div class=\"card panel\"><h3>" + escape(label) + "</h3><p class=\"note\">" + caption + "</p>" + svg
                + "</div>";
    }

    private static String roundChart(
            List<Simulate.Played> played, Function<RoundResult, Estimate> figure, boolean percent) {
        int rounds = played.map(one -> one.result().rounds().size()).max().get();
        int variants = played.size();
        double width = 460;
        double height = 230;
        double left = 44;
        double right = 10;
        double top = 16;
        double bottom = 28;
        double max = 0;
        for (Simulate.Played one : played) {
            for (RoundResult round : one.result().rounds()) {
                max = Math.max(max, figure.apply(round).high());
            }
        }
        double step = Svg.step(percent ? Math.min(1, max) : max, 4);
        double end = Svg.ceiling(percent ? Math.min(1, max) : max, step);
        double plotWidth = width - left - right;
        double plotHeight = height - top - bottom;
        double slot = plotWidth / rounds;
        double bar = slot * 0.7 / variants;
        Svg svg = new Svg(width, height, percent ? "bust rate per round" : "cards revealed per round");
        for (double tick = 0; tick <= end + 1e-9; tick += step) {
            double y = top + plotHeight * (1 - tick / end);
            svg.line(left, y, width - right, y, "class=\"grid\"");
            svg.text(
                    left - 6,
                    y + 4,
                    percent ? String.format(Locale.ROOT, "%.0f%%", 100 * tick) : step >= 1 ? Svg.n(tick) : number(tick),
                    "class=\"tick\" text-anchor=\"end\"");
        }
        for (int round = 0; round < rounds; round++) {
            double slotLeft = left + round * slot + slot * 0.15;
            svg.text(
                    left + (round + 0.5) * slot,
                    height - 9,
                    "round " + (round + 1),
                    "class=\"tick\" text-anchor=\"middle\"");
            for (int variant = 0; variant < variants; variant++) {
                List<RoundResult> results = played.get(variant).result().rounds();
                if (round >= results.size()) {
                    continue;
                }
                Estimate estimate = figure.apply(results.get(round));
                double x = slotLeft + variant * bar;
                double barHeight = plotHeight * estimate.mean() / end;
                svg.group(String.format(
                        Locale.ROOT,
                        "round %d, %s: %s (95%% CI %s to %s)",
                        round + 1,
                        played.get(variant).name(),
                        format(estimate.mean(), percent),
                        format(estimate.low(), percent),
                        format(estimate.high(), percent)));
                svg.rect(
                        x + 1,
                        top + plotHeight - barHeight,
                        bar - 2,
                        barHeight,
                        "fill=\"" + (variants > 1 ? VARIANT_FILLS[variant] : "#5b6b7d") + "\" rx=\"2\"");
                svg.end();
                svg.verticalErrorBar(
                        x + bar / 2,
                        top + plotHeight * (1 - Math.min(end, estimate.low()) / end),
                        top + plotHeight * (1 - Math.min(end, estimate.high()) / end),
                        4);
                if (variants == 1) { // two labels side by side would overlap: the tooltips tell
                    svg.text(
                            x + bar / 2,
                            top + plotHeight * (1 - Math.min(end, estimate.high()) / end) - 5,
                            format(estimate.mean(), percent),
                            "class=\"val\" text-anchor=\"middle\"");
                }
            }
        }
        svg.line(left, top + plotHeight, width - right, top + plotHeight, "class=\"axis\"");
        return svg.toString();
    }

    private static String format(double value, boolean percent) {
        return percent ? String.format(Locale.ROOT, "%.1f%%", 100 * value) : number(value);
    }

    private static String gameTable(List<Simulate.Played> played, Option<Comparison> comparison) {
        List<String> names = List.of(
                "cards revealed per game",
                "busts per game",
                "gems lost to busts",
                "artifacts claimed",
                "artifacts lost",
                "shared wins",
                "lead changes",
                "winning score",
                "margin of victory");
        List<String> explanations = List.of(
                "the game's length",
                "rounds that ended on a second hazard (R14)",
                "gems at risk when the round busted",
                "brought back to camp (R12)",
                "left on the path when a round ended (R16)",
                "share of games won by more than one seat (R19)",
                "how often the leader changed from one round's end to the next",
                "the winner's score",
                "the winner's lead over second place");
        StringBuilder table =
                new StringBuilder("<div class=\"scroll\"><table class=\"data\"><thead><tr><th>statistic</th>");
        for (Simulate.Played one : played) {
            table.append("<th class=\"num\">").append(escape(one.name())).append("</th>");
        }
        if (comparison.isDefined()) {
            table.append("<th class=\"num\">")
                    .append(escape(played.get(0).name()))
                    .append(" minus ")
                    .append(escape(played.get(1).name()))
                    .append("</th><th class=\"num\">z</th>");
        }
        table.append("</tr></thead><tbody>");
        for (int row = 0; row < names.size(); row++) {
            int index = row;
            table.append("<tr><td>")
                    .append(names.get(row))
                    .append("<br><small>")
                    .append(explanations.get(row))
                    .append("</small></td>");
            for (Simulate.Played one : played) {
                Estimate estimate = ResultFiles.gameStatistics(one.result()).get(row)._2;
                table.append("<td class=\"num\">")
                        .append(row == 5 ? Summary.percent(estimate) : Summary.mean(estimate))
                        .append("</td>");
            }
            comparison.forEach(c -> {
                Comparison.Difference difference = c.differences()
                        .find(d -> d.statistic().equals(names.get(index)))
                        .get();
                table.append("<td class=\"num\">")
                        .append(change(difference))
                        .append("</td><td class=\"num\">")
                        .append(
                                Double.isInfinite(difference.z())
                                        ? "∞"
                                        : String.format(Locale.ROOT, "%.1f", difference.z()))
                        .append("</td>");
            });
            table.append("</tr>");
        }
        return table.append("</tbody></table></div>").toString();
    }

    private static String seatTable(List<Simulate.Played> played) {
        StringBuilder table = new StringBuilder("<div class=\"scroll\"><table class=\"data\"><thead><tr><th>seat</th>");
        for (Simulate.Played one : played) {
            String name = played.size() > 1 ? ", " + escape(one.name()) : "";
            table.append("<th class=\"num\">score").append(name).append("</th>");
            table.append("<th class=\"num\">win share").append(name).append("</th>");
        }
        table.append("</tr></thead><tbody>");
        for (int seat = 0; seat < played.head().result().seats().size(); seat++) {
            table.append("<tr><td>seat ")
                    .append(seat + 1)
                    .append(seat == 0 ? " (starts)" : "")
                    .append("</td>");
            for (Simulate.Played one : played) {
                SeatResult result = one.result().seats().get(seat);
                table.append("<td class=\"num\">")
                        .append(Summary.mean(result.score()))
                        .append("</td><td class=\"num\">")
                        .append(Summary.percent(result.winShare()))
                        .append("</td>");
            }
            table.append("</tr>");
        }
        return table.append("</tbody></table></div>").toString();
    }

    /** Statistics that are shares of the games, whose differences read best in percentage points. */
    static boolean proportion(String statistic) {
        return statistic.startsWith("bust rate")
                || statistic.startsWith("win share")
                || statistic.equals("shared wins");
    }

    static String strategyColour(int entry) {
        String[] palette = {"#4c78a8", "#f58518", "#54a24b", "#e45756", "#72b7b2", "#b279a2", "#eeca3b", "#9d755d"};
        return palette[entry % palette.length];
    }

    static String number(double value) {
        return Summary.number(value);
    }

    static String escape(String text) {
        StringBuilder escaped = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '&' -> escaped.append("&amp;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    static final String STYLE = String.join(
            "\n",
            ":root{--ink:#1d2733;--muted:#5f6c7b;--line:#e3e8ee;--bg:#f5f7fa;--card:#fff;--gold:#b8860b}",
            "*{box-sizing:border-box}",
            "body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.5 system-ui,-apple-system,'Segoe UI',"
                    + "Roboto,'DejaVu Sans',sans-serif}",
            "main{max-width:1080px;margin:0 auto;padding:28px 24px 48px}",
            ".grid1>*,.grid2>*,.panels>*,.tiles>*,.halves>*{min-width:0}",
            "header{background:linear-gradient(135deg,#22303f,#3a2f1d);color:#fff;border-radius:14px;padding:26px 30px;"
                    + "margin-bottom:18px}",
            "header h1{margin:2px 0 6px;font-size:30px;letter-spacing:-.01em}",
            ".kicker{margin:0;text-transform:uppercase;letter-spacing:.12em;font-size:12px;color:#f2c14e}",
            ".sub{margin:0;color:#d5dbe2}",
            ".lineup,.legend{margin:12px 0 0;display:flex;flex-wrap:wrap;gap:8px}",
            ".chip{display:inline-flex;align-items:center;gap:6px;background:rgba(255,255,255,.12);border-radius:999px;"
                    + "padding:3px 11px;font-size:13px}",
            ".chip i,.dot{display:inline-block;width:10px;height:10px;border-radius:50%}",
            ".dot{margin-right:8px}",
            ".legend .chip{background:#fff;color:var(--ink);font-weight:600}",
            "section{margin:26px 0}",
            "h2{font-size:20px;margin:0 0 4px}",
            "h3{font-size:16px;margin:0 0 6px}",
            "h4{font-size:13px;margin:14px 0 4px;color:var(--muted);font-weight:600}",
            ".note{color:var(--muted);margin:0 0 10px;font-size:13.5px}",
            ".card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 18px;"
                    + "box-shadow:0 1px 2px rgba(20,30,40,.04)}",
            ".grid1{display:grid;grid-template-columns:1fr;gap:16px}",
            ".wide .halves{display:grid;grid-template-columns:1fr 1fr;gap:28px;align-items:start}",
            ".wide h4{margin-top:0}",
            ".grid2{display:grid;grid-template-columns:1fr 1fr;gap:16px}",
            ".panels{display:grid;grid-template-columns:1fr 1fr;gap:16px}",
            ".tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}",
            ".tile{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:14px 16px}",
            ".tile .label{color:var(--muted);font-size:12.5px;text-transform:uppercase;letter-spacing:.06em}",
            ".tile .value{font-size:28px;font-weight:700;line-height:1.2}",
            ".tile .second{font-size:22px}",
            ".tile .delta{font-size:13px;color:var(--muted)}",
            ".sig{color:#b42318;font-weight:600}",
            ".ns{color:var(--muted)}",
            "table{border-collapse:collapse;width:100%}",
            ".facts th{text-align:left;font-weight:500;color:var(--muted);padding:3px 12px 3px 0;width:45%}",
            ".facts td{padding:3px 0}",
            // a data table scrolls inside its box when the window is too narrow for it
            ".scroll{background:var(--card);border:1px solid var(--line);border-radius:12px;margin-top:14px;"
                    + "overflow-x:auto}",
            ".data th{background:#eef2f6;text-align:left;font-size:12.5px;color:var(--muted);font-weight:600;"
                    + "padding:8px 12px}",
            ".data td{border-top:1px solid var(--line);padding:7px 12px;vertical-align:top}",
            ".data tr.more td{border-top:1px dashed var(--line)}",
            ".data td:first-child{white-space:nowrap}",
            ".data th.num{white-space:normal}",
            ".sep{color:var(--line);margin:0 4px}",
            ".data td.bot{font-weight:600;white-space:nowrap;vertical-align:middle}",
            ".data small{color:var(--muted)}",
            ".num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}",
            ".warnings{margin:10px 0 0;padding-left:18px;color:#8a4b00;font-size:13.5px}",
            ".ok{color:#2e7d32;margin:8px 0 0;font-size:13.5px}",
            ".alert{background:#fff4e5;border:1px solid #f0c48a;border-left:5px solid #d97706;border-radius:12px;"
                    + "padding:12px 18px;color:#6b3b00}",
            ".alert h2{font-size:16px;margin:0 0 4px;color:#6b3b00}",
            ".alert ul{margin:0;padding-left:18px}",
            "svg text{font:12px system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;fill:var(--ink)}",
            "svg .tick{fill:var(--muted);font-size:11px}",
            "svg .val{font-size:11px;font-weight:600}",
            "svg .label{font-size:13px;font-weight:600}",
            "svg .grid{stroke:#edf0f4;stroke-width:1}",
            "svg .axis{stroke:#9aa5b1;stroke-width:1}",
            "svg .err{stroke:#1d2733;stroke-width:1.4}",
            "svg .fair{stroke:#9aa5b1;stroke-width:1.2;stroke-dasharray:5 4}",
            "svg .mean{stroke-width:1.6;stroke-dasharray:4 3}",
            "footer{color:var(--muted);font-size:13px;border-top:1px solid var(--line);margin-top:30px;padding-top:12px}",
            "code{background:#eef2f6;border-radius:6px;padding:2px 6px;font-size:12.5px;overflow-wrap:anywhere}",
            ".narrow-only{display:none}",
            "@media (max-width:760px){.grid2,.panels,.wide .halves{grid-template-columns:1fr}"
                    + ".wide-only{display:none}.narrow-only{display:block}"
                    + ".tiles{grid-template-columns:1fr 1fr}}",
            "@media (max-width:480px){main{padding:16px 12px 32px}header{padding:18px 18px}header h1{font-size:24px}"
                    + ".tiles{gap:10px}.tile{padding:12px}.tile .value{font-size:24px}.card{padding:14px 12px}"
                    + ".data th,.data td{padding:7px 8px}.data td:first-child{white-space:normal;min-width:8em}}",
            "@media print{body{background:#fff}header{color:#000;background:none;border:1px solid #ccc}}");
}
