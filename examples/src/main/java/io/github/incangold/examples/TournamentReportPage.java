package io.github.incangold.examples;

import static io.github.incangold.examples.ReportPage.escape;

import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.StrategyResult;
import io.github.incangold.variants.tournament.LineupResult;
import io.github.incangold.variants.tournament.Rating;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentResult;
import io.github.incangold.variants.tournament.Tournaments;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import java.util.Locale;

/**
 * The HTML report of {@code ./simulate tournament}: one self-contained page in the style of {@link
 * ReportPage} (inline CSS and SVG, no script, no font, no link to the network). The ratings as a
 * table and as a chart of their intervals, then per table size every lineup's win shares by bot.
 */
final class TournamentReportPage {
    private TournamentReportPage() {}

    static String html(TournamentCommand.Outcome outcome) {
        TournamentResult result = outcome.result();
        Tournament tournament = result.tournament();
        StringBuilder page = new StringBuilder();
        page.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>")
                .append(escape("Tournament: " + outcome.rules()))
                .append("</title>\n<style>")
                .append(ReportPage.STYLE)
                .append('\n')
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<main>\n");
        page.append("<header><p class=\"kicker\">incangold tournament report</p><h1>")
                .append(escape(outcome.rules()))
                .append("</h1><p class=\"sub\">")
                .append(escape(String.format(
                        Locale.ROOT,
                        "%d bots · tables of %s seats · %,d lineups × %,d games · seed %d · seats rotate every"
                                + " game · every figure with its 95%% confidence interval",
                        tournament.bots().size(),
                        tournament.tables().mkString(", "),
                        TournamentCommand.lineupCount(tournament),
                        tournament.gamesPerLineup(),
                        tournament.seed())))
                .append("</p><p class=\"lineup\">");
        List<String> bots = tournament.bots();
        for (int index = 0; index < bots.size(); index++) {
            page.append("<span class=\"chip\"><i style=\"background:")
                    .append(ReportPage.strategyColour(index))
                    .append("\"></i>")
                    .append(escape(bots.get(index)))
                    .append("</span>");
        }
        page.append("</p></header>\n");
        page.append(ratings(result));
        for (int seats : tournament.tables()) {
            page.append(table(result, seats));
        }
        page.append("<footer><p>Reproduce: <code>")
                .append(escape(outcome.command()))
                .append("</code></p><p>Every lineup plays its games from the seed ")
                .append(tournament.seed())
                .append(", its seats rotating from game to game. The same command gives the same figures on any"
                        + " machine and number of threads.</p></footer>\n");
        page.append("</main>\n</body>\n</html>\n");
        return page.toString();
    }

    /** The ratings: what they mean, the interval chart, then the table. */
    private static String ratings(TournamentResult result) {
        List<Rating> ratings = result.ratings();
        Set<String> overlapping =
                TournamentCommand.overlappingTheLeader(result).map(Rating::bot).toSet();
        StringBuilder section = new StringBuilder("<section><h2>Ratings</h2><p class=\"note\">")
                .append("A Bradley–Terry rating on the Elo scale, from how often each bot was placed ahead of each")
                .append(" other bot in the same game (a tie counting half): 400 points more means 10 to 1 odds of")
                .append(" being placed ahead. The ratings average 0. Each interval is the 95% interval of Student's t")
                .append(" over the ratings fitted to ")
                .append(Tournaments.BATCHES)
                .append(" disjoint batches of the games. ≈ marks a bot whose interval overlaps the leader's: these")
                .append(" games cannot tell it from the leader.</p>");
        section.append("<div class=\"card\">").append(intervalChart(result)).append("</div>");
        section.append("<div class=\"scroll\"><table class=\"data ratings\"><thead><tr><th>rank</th><th>bot</th>")
                .append("<th class=\"num\">rating</th><th class=\"num\">95% interval</th>")
                .append("<th class=\"num\">win share (95% CI)</th><th class=\"num\">games</th>")
                .append("<th>compared with the leader</th></tr></thead><tbody>");
        for (int place = 0; place < ratings.size(); place++) {
            Rating rating = ratings.get(place);
            section.append("<tr><td>")
                    .append(place + 1)
                    .append("</td><td class=\"bot\">")
                    .append(escape(rating.bot()))
                    .append("</td><td class=\"num\">")
                    .append(TournamentCommand.elo(rating.rating()))
                    .append("</td><td class=\"num\">")
                    .append(TournamentCommand.interval(rating))
                    .append("</td><td class=\"num\">")
                    .append(share(rating.winShare()))
                    .append("</td><td class=\"num\">")
                    .append(String.format(Locale.ROOT, "%,d", rating.games()))
                    .append("</td><td>")
                    .append(
                            place == 0
                                    ? "★ leader"
                                    : overlapping.contains(rating.bot())
                                            ? "≈ intervals overlap: not told apart"
                                            : "clearly behind")
                    .append("</td></tr>");
        }
        return section.append("</tbody></table></div></section>\n").toString();
    }

    /** Each bot's rating as a dot on its 95% interval, the highest on top, 0 marked. */
    static String intervalChart(TournamentResult result) {
        List<Rating> ratings = result.ratings();
        double left = 130;
        double right = 70;
        double width = 900;
        double top = 28;
        double rowHeight = 30;
        double height = top + ratings.size() * rowHeight + 10;
        double low = Math.min(0, ratings.map(Rating::low).min().getOrElse(0.0));
        double high = Math.max(0, ratings.map(Rating::high).max().getOrElse(0.0));
        double step = Svg.step(Math.max(1, high - low), 6);
        double start = Math.floor(low / step) * step;
        double end = Math.max(start + step, Math.ceil(high / step - 1e-9) * step);
        double plot = width - left - right;
        Svg svg = new Svg(width, height, "rating of each bot with its 95% interval");
        for (double tick = start; tick <= end + step * 1e-6; tick += step) {
            double x = left + plot * (tick - start) / (end - start);
            svg.line(x, top - 6, x, height - 6, tick == 0 ? "class=\"fair\"" : "class=\"grid\"");
            svg.text(x, top - 10, TournamentCommand.elo(tick), "class=\"tick\" text-anchor=\"middle\"");
        }
        List<String> bots = result.tournament().bots();
        for (int place = 0; place < ratings.size(); place++) {
            Rating rating = ratings.get(place);
            double y = top + place * rowHeight + rowHeight / 2;
            svg.text(left - 12, y + 4, rating.bot(), "class=\"label\" text-anchor=\"end\"");
            svg.horizontalErrorBar(
                    left + plot * (rating.low() - start) / (end - start),
                    left + plot * (rating.high() - start) / (end - start),
                    y,
                    6);
            svg.group(String.format(
                    Locale.ROOT,
                    "%s: %s (95%% interval %s)",
                    rating.bot(),
                    TournamentCommand.elo(rating.rating()),
                    TournamentCommand.interval(rating)));
            double x = left + plot * (rating.rating() - start) / (end - start);
            svg.circle(x, y, 6, "fill=\"" + ReportPage.strategyColour(bots.indexOf(rating.bot())) + "\"");
            svg.end();
            svg.text(
                    left + plot * (rating.high() - start) / (end - start) + 10,
                    y + 4,
                    TournamentCommand.elo(rating.rating()),
                    "class=\"val\"");
        }
        return svg.toString();
    }

    /** One table size: a row per lineup, a column per bot (the highest rated first). */
    private static String table(TournamentResult result, int seats) {
        List<String> columns = result.ratings().map(Rating::bot);
        List<LineupResult> lineups = TournamentCommand.lineupsAt(result, seats);
        boolean repeats = seats > result.tournament().bots().size();
        StringBuilder section = new StringBuilder("<section><h2>Tables of ")
                .append(seats)
                .append(" seats</h2><p class=\"note\">")
                .append(String.format(
                        Locale.ROOT,
                        "Each lineup's win share of every bot it seats, with its 95%% interval; a fair share is"
                                + " %.1f%%. ",
                        100.0 / seats))
                .append(
                        repeats
                                ? "With more seats than bots, the lineups are the rotations of the bots repeated in"
                                        + " order, so a bot may hold several seats: each seat's share is listed."
                                : "A dash: the bot sat out that lineup.")
                .append("</p><div class=\"scroll\"><table class=\"data lineups\"><thead><tr><th>lineup</th>");
        for (String bot : columns) {
            section.append("<th class=\"num\">").append(escape(bot)).append("</th>");
        }
        section.append("</tr></thead><tbody>");
        for (int index = 0; index < lineups.size(); index++) {
            LineupResult lineup = lineups.get(index);
            section.append("<tr><td>")
                    .append(index + 1)
                    .append("<br><small>")
                    .append(escape(lineup.lineup().mkString(", ")))
                    .append("</small></td>");
            for (String bot : columns) {
                List<StrategyResult> entries = TournamentCommand.entriesOf(lineup, bot);
                section.append("<td class=\"num\">")
                        .append(
                                entries.isEmpty()
                                        ? "–"
                                        : entries.map(entry -> (entries.size() > 1
                                                                ? "<small>" + escape(entry.label()) + "</small> "
                                                                : "")
                                                        + share(entry.winShare()))
                                                .mkString("<br>"))
                        .append("</td>");
            }
            section.append("</tr>");
        }
        return section.append("</tbody></table></div></section>\n").toString();
    }

    /** A share in percent with its interval below it. */
    private static String share(Estimate estimate) {
        return String.format(
                Locale.ROOT,
                "%.1f%% <small>(%.1f – %.1f)</small>",
                100 * estimate.mean(),
                100 * estimate.low(),
                100 * estimate.high());
    }

    private static final String STYLE = String.join(
            "\n",
            ".data th.num{text-align:right}",
            // the seating under a lineup's number may wrap; a share's interval goes under it, so that
            // eight bots' columns fit a desktop window
            ".lineups td:first-child small{white-space:normal}",
            ".lineups td.num small{display:block}",
            ".ratings td:last-child{white-space:nowrap}");
}
