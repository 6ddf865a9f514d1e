package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import java.util.Objects;

/**
 * A transition as a value, for hosts that queue, log or replay moves: {@link
 * Game#apply(GameState, Action)} is the game's {@code (state, action) -> step} reducer.
 *
 * <pre>{@code
 * Either<Violation, Step> step = Game.apply(state, new Action.Choose(0, Choice.CAMP));
 * }</pre>
 */
public sealed interface Action
        permits Action.Reveal,
                Action.RevealCard,
                Action.Choose,
                Action.Leave,
                Action.Bust,
                Action.EndRound,
                Action.Advance {

    /** {@link Game#reveal(GameState)}. */
    record Reveal() implements Action {}

    /**
     * {@link Game#reveal(GameState, Card)}.
     *
     * @param card the card drawn from a physical or stacked deck
     */
    record RevealCard(Card card) implements Action {
        /**
         * Creates the value.
         *
         * @param card the card drawn from a physical or stacked deck
         * @throws NullPointerException if the card is null
         */
        public RevealCard {
            Objects.requireNonNull(card, "card");
        }
    }

    /**
     * {@link Game#choose(GameState, int, Choice)}.
     *
     * @param seat the seat choosing
     * @param choice torch or camp
     */
    record Choose(int seat, Choice choice) implements Action {
        /**
         * Creates the value.
         *
         * @param seat the seat choosing
         * @param choice torch or camp
         * @throws NullPointerException if the choice is null
         */
        public Choose {
            Objects.requireNonNull(choice, "choice");
        }
    }

    /** {@link Game#leave(GameState)}. */
    record Leave() implements Action {}

    /** {@link Game#bust(GameState)}. */
    record Bust() implements Action {}

    /** {@link Game#endRound(GameState)}. */
    record EndRound() implements Action {}

    /** {@link Game#advance(GameState)}. */
    record Advance() implements Action {}
}
