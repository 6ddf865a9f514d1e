package io.github.incangold.benchmarks;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/** Whole games played through the engine's public pure API, as a host would. */
public final class EngineGames {
    private EngineGames() {}

    /**
     * Seat names for a game.
     *
     * @param seats the seat count
     * @return "seat 0", "seat 1", ...
     */
    public static List<String> seatNames(int seats) {
        return List.range(0, seats).map(seat -> "seat " + seat);
    }

    /**
     * Plays a game to its end: {@link Game#advance(GameState)} for everything that needs no
     * input, {@link Game#choose} for every seat in the temple.
     *
     * @param rules the rules
     * @param seats the seat names
     * @param seed the game's seed
     * @param bot every seat's strategy
     * @param random the bot's randomness
     * @return the final state
     */
    public static GameState play(
            Rules rules, List<String> seats, long seed, Bot.EngineStrategy bot, SplittableRandom random) {
        GameState state = Game.newGame(rules, seats, seed).get().state();
        while (true) {
            state = Game.advance(state).state();
            if (state.isOver()) {
                return state;
            }
            state = chooseAll(state, bot, random);
        }
    }

    /**
     * The same game as {@link #play}, with every seat's choice made in one step by {@link
     * Game#chooseEach}.
     *
     * @param rules the rules
     * @param seats the seat names
     * @param seed the game's seed
     * @param bot every seat's strategy
     * @param random the bot's randomness
     * @return the final state
     */
    public static GameState playBatched(
            Rules rules, List<String> seats, long seed, Bot.EngineStrategy bot, SplittableRandom random) {
        GameState state = Game.newGame(rules, seats, seed).get().state();
        while (true) {
            state = Game.advance(state).state();
            if (state.isOver()) {
                return state;
            }
            GameState choosing = state;
            state = Game.chooseEach(choosing, seat -> bot.choose(choosing, seat, random))
                    .get()
                    .state();
        }
    }

    /**
     * The same game as {@link #play}, with one call per card: {@link Game#play} makes every
     * awaited choice and plays on to the next decision.
     *
     * @param rules the rules
     * @param seats the seat names
     * @param seed the game's seed
     * @param bot every seat's strategy
     * @param random the bot's randomness
     * @return the final state
     */
    public static GameState playCodeDriven(
            Rules rules, List<String> seats, long seed, Bot.EngineStrategy bot, SplittableRandom random) {
        Deciding deciding = new Deciding(bot, random);
        GameState state = Game.newGame(rules, seats, seed).get().state();
        while (!state.isOver()) {
            deciding.state = state;
            state = Game.play(state, deciding).state();
        }
        return state;
    }

    /** The choices of one state's awaited seats, made by a bot: one object for a whole game. */
    private static final class Deciding implements IntFunction<Choice> {
        private final Bot.EngineStrategy bot;
        private final SplittableRandom random;
        GameState state;

        Deciding(Bot.EngineStrategy bot, SplittableRandom random) {
            this.bot = bot;
            this.random = random;
        }

        @Override
        public Choice apply(int seat) {
            return bot.choose(state, seat, random);
        }
    }

    /**
     * The same game as {@link #play}, adding its numbers to the statistics.
     *
     * @param rules the rules
     * @param seats the seat names
     * @param seed the game's seed
     * @param bot every seat's strategy
     * @param random the bot's randomness
     * @param statistics where the game's outcome is added
     * @return the final state
     */
    public static GameState playCounting(
            Rules rules,
            List<String> seats,
            long seed,
            Bot.EngineStrategy bot,
            SplittableRandom random,
            OutcomeStatistics statistics) {
        GameState state = Game.newGame(rules, seats, seed).get().state();
        int cards = 0;
        int busts = 0;
        while (true) {
            Step step = Game.advance(state);
            for (GameEvent event : step.events()) {
                if (event instanceof GameEvent.CardRevealed) {
                    cards++;
                } else if (event instanceof GameEvent.Bust) {
                    busts++;
                }
            }
            state = step.state();
            if (state.isOver()) {
                int[] scores = new int[state.seatCount()];
                for (int seat = 0; seat < scores.length; seat++) {
                    scores[seat] = state.score(seat);
                }
                statistics.add(scores, busts, cards, state.claimedArtifacts().size());
                return state;
            }
            state = chooseAll(state, bot, random);
        }
    }

    private static GameState chooseAll(GameState state, Bot.EngineStrategy bot, SplittableRandom random) {
        int seatCount = state.seatCount();
        for (int seat = 0; seat < seatCount; seat++) {
            if (state.inTemple(seat)) {
                state = Game.choose(state, seat, bot.choose(state, seat, random))
                        .get()
                        .state();
            }
        }
        return state;
    }
}
