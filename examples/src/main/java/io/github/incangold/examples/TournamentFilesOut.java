package io.github.incangold.examples;

import io.github.incangold.variants.simulation.PairResult;
import io.github.incangold.variants.simulation.SimulationResult;
import io.github.incangold.variants.simulation.StrategyResult;
import io.github.incangold.variants.tournament.LineupResult;
import io.github.incangold.variants.tournament.Rating;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentResult;
import io.github.incangold.variants.tournament.Tournaments;
import io.vavr.collection.List;

/**
 * The machine-readable outputs of {@code ./simulate tournament}: the ratings as CSV (one row per
 * bot), the lineups as CSV (one row per seat of every lineup), and the whole result as JSON.
 * Numbers are written as {@link ResultFiles} writes them.
 */
final class TournamentFilesOut {
    /** The JSON document's format, to change when its shape changes. */
    static final String FORMAT = "incangold-tournament/1";

    private TournamentFilesOut() {}

    /**
     * A header, then one row per bot, the highest rated first: {@code rank,bot,rating,rating_low,
     * rating_high,win_share_mean,win_share_low,win_share_high,games}.
     */
    static String ratingsCsv(TournamentCommand.Outcome outcome) {
        StringBuilder csv = new StringBuilder(
                "rank,bot,rating,rating_low,rating_high,win_share_mean,win_share_low,win_share_high,games\n");
        List<Rating> ratings = outcome.result().ratings();
        for (int place = 0; place < ratings.size(); place++) {
            Rating rating = ratings.get(place);
            List<String> row = List.of(
                    Integer.toString(place + 1),
                    rating.bot(),
                    ResultFiles.decimal(rating.rating()),
                    ResultFiles.decimal(rating.low()),
                    ResultFiles.decimal(rating.high()),
                    ResultFiles.decimal(rating.winShare().mean()),
                    ResultFiles.decimal(rating.winShare().low()),
                    ResultFiles.decimal(rating.winShare().high()),
                    Long.toString(rating.games()));
            csv.append(row.map(ResultFiles::cell).mkString(",")).append('\n');
        }
        return csv.toString();
    }

    /**
     * A header, then one row per seat of every lineup, in the tournament's order: {@code
     * table,lineup,seat,bot,label,games}, then the mean and 95% interval of the entry's win share
     * and score, and its outright and shared wins. {@code lineup} counts from 1 within its table;
     * {@code label} tells apart a bot seated twice ({@code risk #2}).
     */
    static String lineupsCsv(TournamentCommand.Outcome outcome) {
        StringBuilder csv = new StringBuilder("table,lineup,seat,bot,label,games,win_share_mean,win_share_low,"
                + "win_share_high,score_mean,score_low,score_high,outright_wins,shared_wins\n");
        TournamentResult result = outcome.result();
        for (int seats : result.tournament().tables()) {
            List<LineupResult> lineups = TournamentCommand.lineupsAt(result, seats);
            for (int index = 0; index < lineups.size(); index++) {
                LineupResult lineup = lineups.get(index);
                List<StrategyResult> entries = lineup.result().strategies();
                for (int seat = 0; seat < entries.size(); seat++) {
                    StrategyResult entry = entries.get(seat);
                    List<String> row = List.of(
                            Integer.toString(seats),
                            Integer.toString(index + 1),
                            Integer.toString(seat + 1),
                            lineup.lineup().get(seat),
                            entry.label(),
                            Long.toString(lineup.result().games()),
                            ResultFiles.decimal(entry.winShare().mean()),
                            ResultFiles.decimal(entry.winShare().low()),
                            ResultFiles.decimal(entry.winShare().high()),
                            ResultFiles.decimal(entry.score().mean()),
                            ResultFiles.decimal(entry.score().low()),
                            ResultFiles.decimal(entry.score().high()),
                            Long.toString(entry.outrightWins()),
                            Long.toString(entry.sharedWins()));
                    csv.append(row.map(ResultFiles::cell).mkString(",")).append('\n');
                }
            }
        }
        return csv.toString();
    }

    /**
     * The tournament's definition, the ratings (the highest first), then every lineup with each
     * seat's win share and score and how often each two seats were placed ahead of each other.
     */
    static String json(TournamentCommand.Outcome outcome) {
        TournamentResult result = outcome.result();
        Tournament tournament = result.tournament();
        ResultFiles.Json json = new ResultFiles.Json();
        json.open('{');
        json.field("format").string(FORMAT);
        json.field("tournament").open('{');
        json.field("rules").string(outcome.rules());
        json.field("bots").open('[');
        tournament.bots().forEach(json::string);
        json.close(']');
        json.field("tables").open('[');
        tournament.tables().forEach(table -> json.number((long) table));
        json.close(']');
        json.field("gamesPerLineup").number(tournament.gamesPerLineup());
        json.field("seed").number(tournament.seed());
        json.field("batches").number(Tournaments.BATCHES);
        json.field("lineups").number(TournamentCommand.lineupCount(tournament));
        json.field("yardstick").bool(tournament.equals(Tournament.yardstick()));
        json.close('}');
        json.field("ratings").open('[');
        List<Rating> ratings = result.ratings();
        for (int place = 0; place < ratings.size(); place++) {
            Rating rating = ratings.get(place);
            json.open('{');
            json.field("rank").number(place + 1);
            json.field("bot").string(rating.bot());
            json.field("rating").number(rating.rating());
            json.field("low").number(rating.low());
            json.field("high").number(rating.high());
            json.field("winShare");
            ResultFiles.estimate(json, rating.winShare());
            json.field("games").number(rating.games());
            json.close('}');
        }
        json.close(']');
        json.field("leaderNotToldApartFrom").open('[');
        TournamentCommand.overlappingTheLeader(result).forEach(rating -> json.string(rating.bot()));
        json.close(']');
        json.field("lineups").open('[');
        for (int seats : tournament.tables()) {
            List<LineupResult> lineups = TournamentCommand.lineupsAt(result, seats);
            for (int index = 0; index < lineups.size(); index++) {
                lineup(json, lineups.get(index), index + 1);
            }
        }
        json.close(']');
        json.field("command").string(outcome.command());
        json.close('}');
        return json + "\n";
    }

    private static void lineup(ResultFiles.Json json, LineupResult lineup, int number) {
        SimulationResult result = lineup.result();
        json.open('{');
        json.field("table").number(lineup.seats());
        json.field("lineup").number(number);
        json.field("bots").open('[');
        lineup.lineup().forEach(json::string);
        json.close(']');
        json.field("games").number(result.games());
        json.field("entries").open('[');
        List<StrategyResult> entries = result.strategies();
        for (int seat = 0; seat < entries.size(); seat++) {
            StrategyResult entry = entries.get(seat);
            json.open('{');
            json.field("seat").number(seat + 1);
            json.field("bot").string(lineup.lineup().get(seat));
            json.field("label").string(entry.label());
            json.field("winShare");
            ResultFiles.estimate(json, entry.winShare());
            json.field("score");
            ResultFiles.estimate(json, entry.score());
            json.field("outrightWins").number(entry.outrightWins());
            json.field("sharedWins").number(entry.sharedWins());
            json.close('}');
        }
        json.close(']');
        json.field("pairs").open('[');
        for (PairResult pair : result.pairs()) {
            json.open('{');
            json.field("first").number(pair.first() + 1);
            json.field("second").number(pair.second() + 1);
            json.field("firstAhead").number(pair.firstAhead());
            json.field("secondAhead").number(pair.secondAhead());
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
            json.close('}');
        }
        json.close(']');
        json.close('}');
    }
}
