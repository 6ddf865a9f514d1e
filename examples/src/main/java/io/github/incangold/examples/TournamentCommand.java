package io.github.incangold.examples;

import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.variants.Presets;
import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.simulation.Estimate;
import io.github.incangold.variants.simulation.Simulator;
import io.github.incangold.variants.simulation.StrategyResult;
import io.github.incangold.variants.tournament.LineupResult;
import io.github.incangold.variants.tournament.Rating;
import io.github.incangold.variants.tournament.Tournament;
import io.github.incangold.variants.tournament.TournamentFile;
import io.github.incangold.variants.tournament.TournamentFiles;
import io.github.incangold.variants.tournament.TournamentResult;
import io.github.incangold.variants.tournament.Tournaments;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code ./simulate tournament}: plays a round robin of bots over several table sizes ({@link
 * Tournaments}), prints every bot's rating with its 95% interval and each lineup's win shares,
 * and writes the CSV, JSON and report asked for. Without options it plays the yardstick ({@link
 * Tournament#yardstick()}); each option changes one thing of it. Exit codes as {@link Simulate}'s.
 */
@Command(
        name = "tournament",
        mixinStandardHelpOptions = true,
        versionProvider = Simulate.VersionProvider.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Plays a round robin of bots: at each table size, every lineup of distinct bots (or, at a table"
                    + " with more seats than bots, every rotation of the bots) plays the same games with seats"
                    + " rotating, and every bot is rated from how often it was placed ahead of each other bot."
                    + " See docs/simulation.md, \"Tournament\".",
            "Rating: Bradley-Terry on the Elo scale, averaging 0; 400 points more means 10 to 1 odds of being"
                    + " placed ahead in a game. The 95%% intervals come from 10 batches of the games.",
            "Without options, plays the yardstick: Incan Gold; win, mcts:200, risk, threshold:8, catchup:8,"
                    + " hazards:2, habits:8, artifacts; tables of 3, 4, 5, 6 and 8 seats; 2,000 games a lineup;"
                    + " seed 2026. Each option below changes that one thing."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:done",
            "1:the tournament failed (a bot threw an exception)",
            "2:usage error or bad input (unknown option or bot, table out of range, bad games)",
            "3:an output file could not be written"
        })
final class TournamentCommand implements Callable<Integer> {

    @CommandLine.Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "FILE",
            description = "a tournament file (JSON, docs/tournament-schema.json): the bots, a bot path and what else"
                    + " it changes of the yardstick, instead of the options that would change it")
    Path file;

    @CommandLine.Option(
            names = "--yardstick",
            description = "the fixed tournament by which changes to the bots are judged (the default);"
                    + " refuses the options that would change it")
    boolean yardstick;

    @CommandLine.Option(
            names = {"--variant", "--rules"},
            paramLabel = "PRESET|FILE",
            description = "a preset id (incan-gold, diamant, ...) or a variant file; default: incan-gold")
    String variant;

    @CommandLine.Option(
            names = "--bots",
            paramLabel = "BOTS",
            description = "the bots to rate, 2 to 12, distinct as read (risk and RISK are one bot), separated by"
                    + " commas; default: the yardstick's")
    String bots;

    @CommandLine.Option(names = "--bot-path", paramLabel = "PATHS", description = BotPath.BOT_PATH_HELP)
    String botPath;

    @CommandLine.Option(names = "--max-samples", paramLabel = "N", description = BotPath.MAX_SAMPLES_HELP)
    Integer maxSamples;

    @CommandLine.Option(
            names = "--tables",
            paramLabel = "SIZES",
            split = ",",
            description = "the table sizes, separated by commas, making at most 2,000 lineups together (a table"
                    + " of n seats: one lineup per choice of n bots); default: 3,4,5,6,8")
    java.util.List<Integer> tables;

    @CommandLine.Option(
            names = "--games",
            paramLabel = "N",
            description = "games per lineup, a multiple of 10 up to 1,000,000,000; default: 2000")
    Long games;

    @CommandLine.Option(
            names = "--seed",
            paramLabel = "S",
            description = "the seed of every lineup's games; default: 2026")
    Long seed;

    @CommandLine.Option(
            names = "--threads",
            paramLabel = "N",
            description = "threads playing games, 1 to " + Simulator.MAX_THREADS + "; default: every core, up to "
                    + Simulator.MAX_THREADS + " (the results do not depend on it)")
    Integer threads;

    @CommandLine.Option(
            names = "--csv",
            paramLabel = "FILE",
            description = "write the ratings as a CSV table, one row per bot")
    Path csv;

    @CommandLine.Option(
            names = "--lineups-csv",
            paramLabel = "FILE",
            description = "write the lineups as a CSV table, one row per seat of every lineup")
    Path lineupsCsv;

    @CommandLine.Option(names = "--json", paramLabel = "FILE", description = "write the whole result as JSON")
    Path json;

    @CommandLine.Option(names = "--report", paramLabel = "FILE", description = "write a self-contained HTML report")
    Path report;

    private final PrintStream out;
    private final PrintStream err;
    private final boolean terminal;

    TournamentCommand(PrintStream out, PrintStream err, boolean terminal) {
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        Either<String, Setup> setup = setup();
        if (setup.isLeft()) {
            err.println("simulate tournament: " + setup.getLeft());
            if (setup.getLeft().startsWith(OutputFile.CANNOT)) {
                return Simulate.CANNOT_WRITE;
            }
            err.println("Try ./simulate tournament --help");
            return Simulate.BAD_INPUT;
        }
        Setup ready = setup.get();
        Tournament tournament = ready.tournament;
        Simulate.ProgressBar bar = new Simulate.ProgressBar(
                err, terminal, lineupCount(tournament) * tournament.gamesPerLineup(), "tournament");
        long start = System.nanoTime();
        TournamentResult result = Tournaments.run(tournament, ready.threads, bar::show);
        bar.finish();
        double seconds = (System.nanoTime() - start) / 1e9;
        Outcome outcome = new Outcome(result, ready.rulesName, command(ready));
        out.print(summary(outcome, ready.threads, seconds));
        Option<String> unwritten = OutputFile.writeAll(ready.outputs, outcome, out);
        if (unwritten.isDefined()) {
            err.println("simulate tournament: " + unwritten.get());
            return Simulate.CANNOT_WRITE;
        }
        return Simulate.DONE;
    }

    /** Everything checked before the first game, so a typo costs no waiting. */
    private Either<String, Setup> setup() {
        int threadCount = threads == null ? Simulator.defaultThreads() : threads;
        if (threadCount < 1) {
            return Either.left("--threads must be at least 1, got " + threadCount);
        }
        if (threadCount > Simulator.MAX_THREADS) {
            return Either.left("--threads must be at most " + Simulator.MAX_THREADS + ", got " + threadCount);
        }
        Either<String, Chosen> chosen = chosen();
        if (chosen.isLeft()) {
            return Either.left(chosen.getLeft());
        }
        List<OutputFile<Outcome>> outputs = List.empty();
        if (csv != null) {
            outputs = outputs.append(new OutputFile<>("--csv", csv, TournamentFilesOut::ratingsCsv));
        }
        if (lineupsCsv != null) {
            outputs = outputs.append(new OutputFile<>("--lineups-csv", lineupsCsv, TournamentFilesOut::lineupsCsv));
        }
        if (json != null) {
            outputs = outputs.append(new OutputFile<>("--json", json, TournamentFilesOut::json));
        }
        if (report != null) {
            outputs = outputs.append(new OutputFile<>("--report", report, TournamentReportPage::html));
        }
        Option<String> unwritable = OutputFile.refusal(outputs, chosen.get().inputs());
        if (unwritable.isDefined()) {
            return Either.left(unwritable.get());
        }
        return Either.right(new Setup(chosen.get().tournament(), chosen.get().rules(), threadCount, outputs));
    }

    /** The tournament the options ask for: the yardstick, each option changing one thing of it. */
    Either<String, Chosen> chosen() {
        if (file != null) {
            return fromFile();
        }
        if (yardstick) {
            List<String> changes = List.of(
                            variant == null ? null : "--variant",
                            bots == null ? null : "--bots",
                            tables == null ? null : "--tables",
                            games == null ? null : "--games",
                            seed == null ? null : "--seed")
                    .filter(java.util.Objects::nonNull);
            if (!changes.isEmpty()) {
                return Either.left("--yardstick is the fixed tournament: leave out " + changes.mkString(", ")
                        + ", or leave out --yardstick to change it");
            }
        }
        Tournament standard = Tournament.yardstick();
        Either<String, NamedRules> rules = NamedRules.resolve(variant == null ? "incan-gold" : variant);
        if (rules.isLeft()) {
            return Either.left("--variant: " + rules.getLeft());
        }
        Either<String, StrategyCatalog> catalog = BotPath.catalog(botPath, maxSamples);
        if (catalog.isLeft()) {
            return Either.left(catalog.getLeft());
        }
        if (bots != null) {
            Option<String> empty = Simulate.emptyBot(bots, "risk,threshold:8,random:0.3");
            if (empty.isDefined()) {
                return Either.left(empty.get());
            }
        }
        List<String> chosenBots =
                bots == null ? standard.bots() : List.of(bots.split(",", -1)).map(String::strip);
        List<Integer> chosenTables = tables == null ? standard.tables() : List.ofAll(tables);
        Either<String, Tournament> tournament = Tournament.of(
                rules.get().rules(),
                catalog.get()::parse,
                chosenBots,
                chosenTables,
                games == null ? standard.gamesPerLineup() : games,
                seed == null ? standard.seed() : seed);
        return tournament.map(checked -> new Chosen(
                checked,
                rules.get().name(),
                OutputFile.variantInput("--variant", variant)
                        .appendAll(OutputFile.botPathInputs("--bot-path", botPath))));
    }

    /** The tournament a file defines: the yardstick, each field of the file changing one thing of it. */
    private Either<String, Chosen> fromFile() {
        List<String> options = List.of(
                        yardstick ? "--yardstick" : null,
                        variant == null ? null : "--variant",
                        bots == null ? null : "--bots",
                        botPath == null ? null : "--bot-path",
                        tables == null ? null : "--tables",
                        games == null ? null : "--games",
                        seed == null ? null : "--seed")
                .filter(java.util.Objects::nonNull);
        if (!options.isEmpty()) {
            return Either.left("the tournament file " + file + " defines the tournament: leave out "
                    + options.mkString(", ") + ", or change the file");
        }
        if (!Files.exists(file)) {
            return Either.left("no file " + file + ": give the path of a tournament file, such as"
                    + " examples/tournaments/small.json");
        }
        if (Files.isDirectory(file)) {
            return Either.left(file + " is a folder, not a tournament file");
        }
        Validation<Seq<VariantProblem>, TournamentFile> loaded = TournamentFiles.load(file);
        if (loaded.isInvalid()) {
            int count = loaded.getError().size();
            // One problem per line, each with its place and what is allowed.
            return Either.left(file + " is not a valid tournament file (" + count
                    + (count == 1 ? " problem" : " problems") + "):"
                    + loaded.getError().map(problem -> "\n  " + problem).mkString());
        }
        TournamentFile defined = loaded.get();
        // paths in the file are relative to its folder
        Path folder = file.toAbsolutePath().getParent();
        String wanted = defined.variant().getOrElse("incan-gold");
        String variantChoice = wanted.isBlank()
                        || Presets.byId(wanted.strip()).isDefined()
                        || wanted.strip().matches("\\d{1,3}")
                ? wanted
                : folder.resolve(wanted).toString();
        Either<String, NamedRules> rules = NamedRules.resolve(variantChoice);
        if (rules.isLeft()) {
            return Either.left(file + ": variant: " + rules.getLeft());
        }
        String definedBotPath = defined.botPath().isEmpty()
                ? null
                : defined.botPath()
                        .map(entry -> folder.resolve(entry).toString())
                        .mkString(java.io.File.pathSeparator);
        Either<String, StrategyCatalog> catalog = BotPath.catalog(definedBotPath, maxSamples);
        if (catalog.isLeft()) {
            return Either.left(file + ": " + catalog.getLeft().replaceFirst("^--bot-path", "botPath"));
        }
        Tournament standard = Tournament.yardstick();
        return Tournament.of(
                        rules.get().rules(),
                        catalog.get()::parse,
                        defined.bots(),
                        defined.tables().getOrElse(standard.tables()),
                        defined.gamesPerLineup().getOrElse(standard.gamesPerLineup()),
                        defined.seed().getOrElse(standard.seed()))
                .mapLeft(problem -> file + ": " + problem)
                .map(checked -> new Chosen(
                        checked,
                        rules.get().name(),
                        List.of(io.vavr.Tuple.of("the tournament file", file))
                                .appendAll(OutputFile.variantInput("the tournament file's variant", variantChoice))
                                .appendAll(OutputFile.botPathInputs("the tournament file's botPath", definedBotPath))));
    }

    /** The command line that gives the same figures (without the output files and threads). */
    private String command(Setup ready) {
        Tournament tournament = ready.tournament;
        if (file != null) {
            return "./simulate tournament " + file;
        }
        if (variant == null && bots == null && tables == null && games == null && seed == null) {
            return "./simulate tournament --yardstick";
        }
        return "./simulate tournament --variant " + (variant == null ? "incan-gold" : variant)
                + (botPath == null ? "" : " --bot-path " + botPath) + " --bots "
                + tournament.bots().mkString(",") + " --tables "
                + tournament.tables().mkString(",") + " --games " + tournament.gamesPerLineup() + " --seed "
                + tournament.seed();
    }

    static long lineupCount(Tournament tournament) {
        return tournament
                .tables()
                .map(seats -> tournament.lineups(seats).size())
                .sum()
                .longValue();
    }

    /**
     * The terminal summary: what was played, the ratings with the bots the games cannot tell from
     * the leader, then per table size each lineup's win shares by bot.
     */
    static String summary(Outcome outcome, int threads, double seconds) {
        Tournament tournament = outcome.result().tournament();
        StringBuilder text = new StringBuilder();
        line(
                text,
                "Tournament: %s, %d bots, tables of %s seats (%,d %s) × %,d games, seed %d, %d %s, %.1f s",
                outcome.rules(),
                tournament.bots().size(),
                tournament.tables().mkString(", "),
                lineupCount(tournament),
                lineupCount(tournament) == 1 ? "lineup" : "lineups",
                tournament.gamesPerLineup(),
                tournament.seed(),
                threads,
                threads == 1 ? "thread" : "threads",
                seconds);
        text.append('\n');
        List<Rating> ratings = outcome.result().ratings();
        int width = botWidth(tournament);
        line(
                text,
                "  %4s  %-" + width + "s  %6s  %-16s  %-16s  %10s",
                "rank",
                "bot",
                "rating",
                "95% CI",
                "win share",
                "games");
        for (int place = 0; place < ratings.size(); place++) {
            Rating rating = ratings.get(place);
            line(
                    text,
                    "  %4d  %-" + width + "s  %6s  %-16s  %-16s  %,10d",
                    place + 1,
                    rating.bot(),
                    elo(rating.rating()),
                    interval(rating),
                    Summary.percent(rating.winShare()),
                    rating.games());
        }
        text.append('\n');
        text.append(overlapNote(outcome.result())).append('\n');
        text.append(
                "  Rating: 400 points more = 10 to 1 odds of being placed ahead in a game; the ratings average 0.\n");
        List<String> columns = ratings.map(Rating::bot);
        for (int seats : tournament.tables()) {
            text.append('\n');
            line(text, "Tables of %d seats: win share per seat (95%% CI), fair share %.1f%%", seats, 100.0 / seats);
            StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "  %6s", "lineup"));
            for (String bot : columns) {
                header.append(String.format(Locale.ROOT, "  %-15s", bot));
            }
            text.append(header.toString().stripTrailing()).append('\n');
            List<LineupResult> lineups = lineupsAt(outcome.result(), seats);
            for (int index = 0; index < lineups.size(); index++) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "  %6d", index + 1));
                for (String bot : columns) {
                    row.append(String.format(Locale.ROOT, "  %-15s", shareCell(lineups.get(index), bot)));
                }
                text.append(row.toString().stripTrailing()).append('\n');
            }
        }
        if (tournament.tables().exists(seats -> seats > tournament.bots().size())) {
            text.append('\n');
            text.append("  ×N: the bot held N seats of the lineup; its share is the mean of its seats'.\n");
        }
        return text.toString();
    }

    /** Which bots' intervals overlap the leader's: those these games cannot tell from it. */
    static String overlapNote(TournamentResult result) {
        Rating leader = result.ratings().head();
        List<Rating> overlapping = overlappingTheLeader(result);
        if (overlapping.isEmpty()) {
            return "  No other bot's 95% interval overlaps the leader's (" + leader.bot()
                    + "): it is ahead beyond the doubt of these games.";
        }
        return "  The 95% " + (overlapping.size() == 1 ? "interval" : "intervals") + " of "
                + overlapping.map(Rating::bot).mkString(", ") + " " + (overlapping.size() == 1 ? "overlaps" : "overlap")
                + " the leader's (" + leader.bot() + "): these games cannot tell "
                + (overlapping.size() == 1 ? "it" : "them") + " from the leader.";
    }

    /** The bots after the leader whose rating interval overlaps the leader's. */
    static List<Rating> overlappingTheLeader(TournamentResult result) {
        Rating leader = result.ratings().head();
        return result.ratings().tail().filter(rating -> rating.high() >= leader.low());
    }

    /** The lineups of one table size, in the tournament's order. */
    static List<LineupResult> lineupsAt(TournamentResult result, int seats) {
        return result.lineups().filter(lineup -> lineup.seats() == seats);
    }

    /** A bot's entries in a lineup: one per seat it held. */
    static List<StrategyResult> entriesOf(LineupResult lineup, String bot) {
        List<StrategyResult> entries = lineup.result().strategies();
        return List.range(0, entries.size())
                .filter(entry -> lineup.lineup().get(entry).equals(bot))
                .map(entries::get);
    }

    /**
     * A bot's win share per seat in a lineup: its one entry's, or for a bot with several seats
     * the mean of their shares, their intervals combined as the tournament combines them.
     */
    static Estimate seatShare(List<StrategyResult> entries) {
        if (entries.size() == 1) {
            return entries.head().winShare();
        }
        double mean = entries.map(entry -> entry.winShare().mean()).sum().doubleValue() / entries.size();
        double variance = entries.map(entry ->
                        entry.winShare().standardError() * entry.winShare().standardError())
                .sum()
                .doubleValue();
        double standardError = Math.sqrt(variance) / entries.size();
        long games = entries.map(entry -> entry.winShare().n()).sum().longValue();
        return new Estimate(
                games,
                mean,
                standardError * Math.sqrt((double) games),
                standardError,
                mean - Estimate.Z95 * standardError,
                mean + Estimate.Z95 * standardError);
    }

    private static String shareCell(LineupResult lineup, String bot) {
        List<StrategyResult> entries = entriesOf(lineup, bot);
        if (entries.isEmpty()) {
            return "–";
        }
        return Summary.percent(seatShare(entries)) + (entries.size() > 1 ? " ×" + entries.size() : "");
    }

    /** A rating in whole points, signed. */
    static String elo(double rating) {
        long rounded = Math.round(rating);
        return (rounded > 0 ? "+" : "") + rounded;
    }

    /** A rating's 95% interval in whole points. */
    static String interval(Rating rating) {
        return elo(rating.low()) + " to " + elo(rating.high());
    }

    private static int botWidth(Tournament tournament) {
        return Math.max(3, tournament.bots().map(String::length).max().getOrElse(3));
    }

    private static void line(StringBuilder text, String format, Object... values) {
        text.append(String.format(Locale.ROOT, format, values)).append('\n');
    }

    /** A tournament to play, the name of its rules, and the files it reads (no output may overwrite them). */
    record Chosen(Tournament tournament, String rules, List<Tuple2<String, Path>> inputs) {}

    /** What the files are made of: the result, the rules' name and the command that reproduces it. */
    record Outcome(TournamentResult result, String rules, String command) {}

    private record Setup(Tournament tournament, String rulesName, int threads, List<OutputFile<Outcome>> outputs) {}
}
