package io.github.incangold.benchmarks;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.SplittableRandom;

/**
 * States of every phase, taken evenly from real games played transition by transition with both
 * bots, so that a benchmark cycling through them sees every kind of card, leaver count and round
 * end. Each array holds {@link #SAMPLES} states.
 */
final class SampledStates {
    static final int SAMPLES = 1024;
    static final int MASK = SAMPLES - 1;

    final GameState[] toReveal;
    /** A card still to draw in each of {@link #toReveal}, as a companion app would supply it, chosen at random. */
    final Card[] cardToReveal;
    /** States awaiting the choice of {@link #choosingSeat}; {@link #choice} is the one its bot made. */
    final GameState[] toChoose;

    final int[] choosingSeat;
    final Choice[] choice;
    final GameState[] toLeave;
    final GameState[] toBust;
    final GameState[] toEndRound;
    /** States where {@link Game#advance} is due (every phase but CHOOSE). */
    final GameState[] toAdvance;

    SampledStates(int seats) {
        java.util.List<GameState> reveal = new ArrayList<>();
        java.util.List<GameState> choose = new ArrayList<>();
        java.util.List<Integer> chooseSeats = new ArrayList<>();
        java.util.List<Choice> choices = new ArrayList<>();
        java.util.List<GameState> leave = new ArrayList<>();
        java.util.List<GameState> bust = new ArrayList<>();
        java.util.List<GameState> endRound = new ArrayList<>();
        java.util.List<GameState> advance = new ArrayList<>();
        List<String> names = EngineGames.seatNames(seats);
        SplittableRandom random = new SplittableRandom(7);
        long seed = 1;
        while (bust.size() < SAMPLES || endRound.size() < SAMPLES) {
            Bot.EngineStrategy bot = (seed % 2 == 0 ? Bot.RANDOM : Bot.THRESHOLD).engine();
            GameState state =
                    Game.newGame(Rules.incanGold(), names, seed++).get().state();
            while (!state.isOver()) {
                Phase phase = state.phase();
                if (phase != Phase.CHOOSE) {
                    advance.add(state);
                }
                switch (phase) {
                    case REVEAL -> {
                        reveal.add(state);
                        state = Game.reveal(state).get().state();
                    }
                    case CHOOSE -> {
                        int seat = state.awaitedSeats().head();
                        Choice made = bot.choose(state, seat, random);
                        choose.add(state);
                        chooseSeats.add(seat);
                        choices.add(made);
                        state = Game.choose(state, seat, made).get().state();
                    }
                    case LEAVE -> {
                        leave.add(state);
                        state = Game.leave(state).get().state();
                    }
                    case BUST -> {
                        bust.add(state);
                        state = Game.bust(state).get().state();
                    }
                    case ROUND_OVER -> {
                        endRound.add(state);
                        state = Game.endRound(state).get().state();
                    }
                    default -> throw new IllegalStateException("unexpected phase " + phase);
                }
            }
        }
        toReveal = spread(reveal);
        cardToReveal = new Card[SAMPLES];
        for (int i = 0; i < SAMPLES; i++) {
            List<Card> left = toReveal[i].remainingDeck();
            cardToReveal[i] = left.get(random.nextInt(left.size()));
        }
        toChoose = spread(choose);
        toLeave = spread(leave);
        toBust = spread(bust);
        toEndRound = spread(endRound);
        toAdvance = spread(advance);
        int step = choose.size() / SAMPLES;
        choosingSeat = new int[SAMPLES];
        choice = new Choice[SAMPLES];
        for (int i = 0; i < SAMPLES; i++) {
            choosingSeat[i] = chooseSeats.get(i * step);
            choice[i] = choices.get(i * step);
        }
    }

    private static GameState[] spread(java.util.List<GameState> states) {
        int step = states.size() / SAMPLES;
        GameState[] spread = new GameState[SAMPLES];
        for (int i = 0; i < SAMPLES; i++) {
            spread[i] = states.get(i * step);
        }
        return spread;
    }
}
