package io.github.incangold.examples;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.PublicLog;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.PrintStream;

/** Bots against bots, narrated round by round: the demo when there is no terminal. */
final class BotGame {
    private BotGame() {}

    /** The bots of the demo: three fixed hauls (6, 10 and 15 gems) and one odds watcher. */
    static final List<Strategy> DEFAULT_BOTS = List.of(
            Strategies.threshold(6), Strategies.riskAware(), Strategies.threshold(10), Strategies.threshold(15));

    static final List<String> BOT_NAMES = List.of("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal");

    /**
     * The bots for a game of these rules: {@link #DEFAULT_BOTS} if the rules seat four, else as
     * many as they need (the four again, in order), one per name of {@link #BOT_NAMES} at most.
     *
     * @return the bots, or why no game of bots fits the rules (R1)
     */
    static Either<String, List<Strategy>> lineup(Rules rules) {
        if (rules.minPlayers() > BOT_NAMES.size()) {
            return Either.left("these rules need " + Rules.playerCount(rules.minPlayers(), rules.maxPlayers())
                    + "; the bot game seats at most " + BOT_NAMES.size() + " bots");
        }
        int count = Math.max(rules.minPlayers(), Math.min(DEFAULT_BOTS.size(), rules.maxPlayers()));
        return Either.right(List.range(0, count).map(seat -> DEFAULT_BOTS.get(seat % DEFAULT_BOTS.size())));
    }

    /**
     * Plays a whole game and narrates it.
     *
     * @return the final state, or the violation that refused the setup
     */
    static Either<Violation, GameState> play(
            NamedRules rules, List<Strategy> bots, long seed, PrintStream out, Style style) {
        List<String> names = BOT_NAMES.take(bots.size());
        Either<Violation, Step> started = Game.newGame(rules.rules(), names, seed);
        if (started.isLeft()) {
            return Either.left(started.getLeft());
        }
        Narrator narrator = new Narrator(names, style);
        out.println(style.bold(rules.name()) + ", " + bots.size() + (bots.size() == 1 ? " bot" : " bots") + ", seed "
                + seed);
        out.println("Seats: "
                + names.zipWith(bots, (name, bot) -> name + " (" + bot.describe() + ")")
                        .mkString(", "));
        Step step = started.get();
        tell(narrator, step.events(), out);
        GameState state = step.state();
        PublicLog seen = PublicLog.of(state); // what the table saw: the bots that model the others read it
        int[] decisions = new int[bots.size()];
        while (!state.isOver()) {
            step = Game.advance(state);
            tell(narrator, step.events(), out);
            seen = seen.seen(state, step);
            state = step.state();
            for (int seat : state.awaitedSeats()) {
                Strategy bot = bots.get(seat);
                long decisionSeed = Seeds.derive(Seeds.derive(seed, seat), decisions[seat]++);
                Choice choice = bot.choose(Situation.of(Views.view(state, seat), seen), decisionSeed);
                Either<Violation, Step> chosen = Game.choose(state, seat, choice);
                if (chosen.isLeft()) {
                    return Either.left(chosen.getLeft()); // refused: the Left says why
                }
                seen = seen.seen(state, chosen.get());
                state = chosen.get().state();
            }
        }
        return Either.right(state);
    }

    static void tell(Narrator narrator, List<GameEvent> events, PrintStream out) {
        events.flatMap(narrator::tell).forEach(out::println);
    }
}
