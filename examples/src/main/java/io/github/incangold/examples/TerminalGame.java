package io.github.incangold.examples;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.odds.Advice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.StrategyCatalog;
import io.github.incangold.strategy.PublicLog;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.Preset;
import io.github.incangold.variants.Presets;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.function.Function;

/**
 * You against bots at a terminal. It only reads lines and prints views and events; the game is
 * the pure engine, and the bots see their own views only. Every answer has a default (Enter), a
 * wrong keystroke gets a short hint, and the end of the input ends the game politely.
 */
final class TerminalGame {
    /**
     * The most players at the terminal: you and 7 bots. There are 8 bot names, and your name may
     * be one of them.
     */
    static final int MOST_PLAYERS = BotGame.BOT_NAMES.size();

    /**
     * The built-in bots the questions name beside r (risk) and a number (threshold:N), each with a
     * parameter to show its form: every built-in name but those two (a test keeps them in step).
     */
    static final List<String> OTHER_BUILT_IN_BOTS =
            List.of("random:0.3", "artifacts", "catchup:8", "hazards:2", "habits:8", "mcts:200", "win");

    /** The default opponents, the first as many as the rules want (3 when they allow it). */
    private static final List<String> DEFAULT_BOTS = List.of("r", "6", "10", "15", "8", "12", "r");

    private static final String CHOICE_HINT =
            "Type t for torch (go deeper) or c for camp (bank your gems); h for a hint; q quits.";

    private final BufferedReader in;
    private final PrintStream out;
    /** Where a bot's failure goes: it ends the game and the program's status tells it. */
    private final PrintStream err;

    private final Style style;
    /** The bots to pick from: the built-in ones, and those of {@code ./play --bot-path}. */
    private final StrategyCatalog catalog;

    TerminalGame(BufferedReader in, PrintStream out, PrintStream err, Style style, StrategyCatalog catalog) {
        this.in = in;
        this.out = out;
        this.err = err;
        this.style = style;
        this.catalog = catalog;
    }

    /**
     * Asks for the rules, the bots and your seat, then plays; returns quietly if the input ends.
     *
     * @return false when a bot failed or chose nothing, which ended the game
     */
    boolean run(String suggestedRules, long seed) {
        out.println(style.bold("Incan Gold") + " at the terminal. Press Enter to take the [default].");
        out.println();
        out.println("Rules:");
        List<Preset> presets = Presets.all();
        int idWidth = presets.map(preset -> preset.id().length()).max().getOrElse(0);
        for (int index = 0; index < presets.size(); index++) {
            out.println(String.format(
                    Locale.ROOT,
                    "  %2d  %-" + idWidth + "s  %s",
                    index + 1,
                    presets.get(index).id(),
                    presets.get(index).title()));
        }
        Option<NamedRules> rules = askUntil(
                "Rules: a number, a preset id or the path of a variant file",
                suggestedRules,
                answer -> NamedRules.resolve(answer).flatMap(TerminalGame::seatable));
        if (rules.isEmpty()) {
            return true;
        }
        Rules chosen = rules.get().rules();
        out.print(Summary.variantWarnings(
                io.github.incangold.variants.VariantAnalysis.analyse(chosen))); // what ./simulate warns about too
        Option<List<Strategy>> bots = askUntil(
                "Opponents: r for a risk-aware bot, a number N for one that camps at N gems, or "
                        + OTHER_BUILT_IN_BOTS.mkString(", ") + yours(catalog)
                        + (chosen.minPlayers() == 1 ? "; none for no bots" : ""),
                defaultBots(chosen),
                answer -> parseBots(answer, chosen, catalog));
        if (bots.isEmpty()) {
            return true;
        }
        Option<String> name = askUntil("Your name", "You", answer -> parseName(answer, chosen, bots.get()));
        if (name.isEmpty()) {
            return true;
        }
        int seats = bots.get().size() + 1;
        Option<Integer> seat =
                askUntil("Your seat, 1 to " + seats + " (seat 1 starts)", "1", answer -> parseSeat(answer, seats));
        if (seat.isEmpty()) {
            return true;
        }
        return play(rules.get(), bots.get(), name.get(), seat.get(), seed);
    }

    /**
     * Plays one game: you at {@code mySeat}, the bots in the other seats in order.
     *
     * @return false when a bot failed or chose nothing, or the game could not start
     */
    boolean play(NamedRules rules, List<Strategy> bots, String myName, int mySeat, long seed) {
        List<String> names = botNames(myName, bots.size()).insert(mySeat, myName);
        List<Option<Strategy>> players = bots.map(Option::some).insert(mySeat, Option.none());
        Either<Violation, Step> started = Game.newGame(rules.rules(), names, seed);
        if (started.isLeft()) { // run() asks until the engine takes the name and the count; play() may be called alone
            err.println("cannot start the game: " + started.getLeft().message());
            return false;
        }
        Step step = started.get();
        Narrator narrator = new Narrator(names, style, myName.equalsIgnoreCase("you") ? mySeat : -1);
        out.println();
        out.println(style.bold(rules.name()) + ", seed " + seed + ". Seats: "
                + List.range(0, names.size())
                        .map(s -> names.get(s)
                                + players.get(s)
                                        .map(bot -> " (" + bot.describe() + ")")
                                        .getOrElse(" (you)"))
                        .mkString(", "));
        BotGame.tell(narrator, step.events(), out);
        GameState state = step.state();
        PublicLog seen = PublicLog.of(state); // what the table saw: the bots that model the others read it
        int[] decisions = new int[names.size()];
        while (!state.isOver()) {
            step = Game.advance(state);
            BotGame.tell(narrator, step.events(), out);
            seen = seen.seen(state, step);
            state = step.state();
            for (int seat : state.awaitedSeats()) {
                Choice choice;
                if (seat == mySeat) {
                    narrator.screen(Views.view(state, seat)).forEach(out::println);
                    Option<Choice> mine = askChoice(Views.view(state, seat));
                    if (mine.isEmpty()) {
                        out.println("You leave the table in round " + state.round() + ". Thanks for playing.");
                        return true;
                    }
                    choice = mine.get();
                } else {
                    long decisionSeed = Seeds.derive(Seeds.derive(seed, seat), decisions[seat]++);
                    Strategy bot = players.get(seat).get();
                    try {
                        choice = bot.choose(Situation.of(Views.view(state, seat), seen), decisionSeed);
                    } catch (RuntimeException failed) {
                        // a bot of your own (--bot-path) may fail; the built-in ones do not
                        err.println(names.get(seat) + " (" + bot.describe() + ") failed in round " + state.round()
                                + ", so the game ends here: " + failed);
                        return false;
                    }
                    if (choice == null) {
                        err.println(names.get(seat) + " (" + bot.describe() + ") chose nothing in round "
                                + state.round() + ", so the game ends here");
                        return false;
                    }
                }
                Step chosen = Game.choose(state, seat, choice)
                        .get(); // never refused: an awaited seat may make either choice (R9)
                seen = seen.seen(state, chosen);
                state = chosen.state();
            }
        }
        out.println("Seed " + seed + ": ./play --seed " + seed + " shuffles the same first deck again.");
        return true;
    }

    /** Torch or camp, with a hint on request; none when the player quits or the input ends. */
    private Option<Choice> askChoice(PlayerView view) {
        while (true) {
            out.print(style.prompt("Torch or camp? [t/c/h/q] "));
            out.flush();
            Option<String> line = readLine();
            if (line.isEmpty()) {
                out.println();
                return Option.none();
            }
            switch (line.get().strip().toLowerCase(Locale.ROOT)) {
                case "t", "torch" -> {
                    return Option.some(Choice.TORCH);
                }
                case "c", "camp" -> {
                    return Option.some(Choice.CAMP);
                }
                case "q", "quit" -> {
                    return Option.none();
                }
                case "h", "hint", "?" -> out.println("  " + hint(Advice.of(view)));
                default -> out.println("  " + CHOICE_HINT);
            }
        }
    }

    /** The advice in a sentence: what going back now and carrying on are worth, and why. */
    static String hint(Advice advice) {
        return String.format(
                Locale.ROOT,
                "Hint: going back now brings home %s gems; carrying on, about %.1f (looking %d card%s ahead, if"
                        + " the others carry on). Bust chance %.0f%%, expected loss %.1f gems. %s",
                advice.campNow() == Math.rint(advice.campNow())
                        ? String.valueOf((long) advice.campNow())
                        : String.format(Locale.ROOT, "%.1f", advice.campNow()),
                advice.carryOn(),
                advice.horizon(),
                advice.horizon() == 1 ? "" : "s",
                100 * advice.bustChance(),
                advice.expectedLossIfStaying(),
                advice.suggestion() == Choice.TORCH ? "Torch looks better." : "Camp looks better.");
    }

    /** Asks until the answer parses; Enter takes the default. None when the input ends. */
    private <T> Option<T> askUntil(String question, String defaultAnswer, Function<String, Either<String, T>> parse) {
        while (true) {
            out.print(style.prompt(question + " [" + defaultAnswer + "]: "));
            out.flush();
            Option<String> line = readLine();
            if (line.isEmpty()) {
                out.println();
                out.println("No more input: no game today.");
                return Option.none();
            }
            String answer =
                    line.get().strip().isEmpty() ? defaultAnswer : line.get().strip();
            Either<String, T> parsed = parse.apply(answer);
            if (parsed.isRight()) {
                return Option.some(parsed.get());
            }
            out.println("  " + parsed.getLeft());
        }
    }

    private Option<String> readLine() {
        try {
            return Option.of(in.readLine());
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    /** The rules, if a game at the terminal can seat as many players as they need (R1). */
    static Either<String, NamedRules> seatable(NamedRules rules) {
        if (rules.rules().minPlayers() > MOST_PLAYERS) {
            return Either.left("these rules need "
                    + Rules.playerCount(
                            rules.rules().minPlayers(), rules.rules().maxPlayers())
                    + "; a game at the terminal seats at most " + MOST_PLAYERS + " (you and " + (MOST_PLAYERS - 1)
                    + " bots): pick other rules");
        }
        return Either.right(rules);
    }

    /** The default opponents for these rules: three bots if the rules allow it, else as near as they do. */
    static String defaultBots(Rules rules) {
        int bots = Math.max(rules.minPlayers() - 1, Math.min(3, Math.min(rules.maxPlayers(), MOST_PLAYERS) - 1));
        return bots == 0 ? "none" : DEFAULT_BOTS.take(bots).mkString(" ");
    }

    /** The names of the bots of {@code --bot-path}, to offer beside the built-in ones; empty without. */
    private static String yours(StrategyCatalog catalog) {
        List<String> own = catalog.names().removeAll(StrategyCatalog.builtIn().names());
        return own.isEmpty() ? "" : "; yours: " + own.mkString(", ");
    }

    /** Built-in bots by their descriptions ({@code Strategies.parse}), with r for risk and N for threshold:N. */
    static Either<String, List<Strategy>> parseBots(String answer, Rules rules) {
        return parseBots(answer, rules, StrategyCatalog.builtIn());
    }

    /** Bots by their descriptions as the catalog reads them, with r for risk and N for threshold:N. */
    static Either<String, List<Strategy>> parseBots(String answer, Rules rules, StrategyCatalog catalog) {
        List<Strategy> bots = List.empty();
        String lowered = answer.toLowerCase(Locale.ROOT);
        for (String word : lowered.equals("none") ? new String[0] : lowered.split("[\\s,]+")) {
            if (word.isEmpty()) {
                continue;
            }
            String description = word.equals("r") || word.equals("c")
                    ? "risk"
                    : word.matches("\\d{1,3}") ? "threshold:" + word : word;
            Either<String, Strategy> bot = catalog.parse(description);
            if (bot.isLeft()) {
                // A strategy's own form (mcts:0, risk:2) gets the parser's reason, as ./simulate gives it;
                // anything else the forms the terminal takes.
                return Either.left(
                        word.contains(":") || catalog.names().contains(word)
                                ? bot.getLeft()
                                : "'" + word + "' is not a bot: type r, a number of gems, "
                                        + OTHER_BUILT_IN_BOTS.init().mkString(", ") + " or "
                                        + OTHER_BUILT_IN_BOTS.last() + ", e.g. r 6 10" + yours(catalog));
            }
            bots = bots.append(bot.get());
        }
        int players = bots.size() + 1;
        String makes = "with you that makes " + players + (players == 1 ? " player" : " players");
        int least = rules.minPlayers();
        int most = Math.min(rules.maxPlayers(), MOST_PLAYERS);
        if (players < least || players > rules.maxPlayers()) {
            return Either.left(makes + "; these rules need " + Rules.playerCount(least, rules.maxPlayers()) + ", so "
                    + bots(least - 1, most - 1));
        }
        if (players > MOST_PLAYERS) {
            return Either.left(makes + "; a game at the terminal seats at most " + MOST_PLAYERS + ", so "
                    + bots(least - 1, most - 1));
        }
        return Either.right(bots);
    }

    /** "2 to 7 bots", "2 bots", "1 bot", "no bots (type none)". */
    private static String bots(int least, int most) {
        if (least == most) {
            return least == 0 ? "no bots (type none)" : least + (least == 1 ? " bot" : " bots");
        }
        return least + " to " + most + " bots";
    }

    /** The bots' names: the first of {@link BotGame#BOT_NAMES} that are not yours. */
    private static List<String> botNames(String myName, int bots) {
        return BotGame.BOT_NAMES.filter(n -> !n.equalsIgnoreCase(myName)).take(bots);
    }

    /** Your name, if the engine takes it at a table with these rules and bots (R1). */
    static Either<String, String> parseName(String answer, Rules rules, List<Strategy> bots) {
        if (answer.length() > 20) {
            return Either.left("a shorter name, please (20 characters at most)");
        }
        Either<Violation, Step> table =
                Game.newGame(rules, botNames(answer, bots.size()).prepend(answer), 0L);
        if (table.isLeft() && table.getLeft() instanceof Violation.InvalidSeatName refused) {
            return Either.left("'" + refused.name() + "' cannot be a name: " + refused.reason() + "; type another");
        }
        return Either.right(answer);
    }

    static Either<String, Integer> parseSeat(String answer, int seats) {
        if (answer.matches("\\d{1,2}")) {
            int seat = Integer.parseInt(answer);
            if (seat >= 1 && seat <= seats) {
                return Either.right(seat - 1);
            }
        }
        return Either.left("type a seat number from 1 to " + seats);
    }
}
