package io.github.incangold.engine;

import io.github.incangold.model.Choice;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * How a transition runs once {@link Game} has let it through: on a draft of the next state, by
 * the rule functions of {@link Expedition}, telling a {@link Chronicle} (none on the hot path, a
 * recorder when a {@link Step}'s events are asked for, the observer of an observed play).
 */
final class Transitions {
    // The transitions as a step remembers them (see Step and events()).
    static final int REVEAL = 1;
    static final int CHOOSE = 2;
    static final int CHOOSE_EACH = 3;
    static final int LEAVE = 4;
    static final int BUST = 5;
    static final int END_ROUND = 6;
    static final int ADVANCE = 7;
    static final int ADVANCE_UNTIL_REVEAL = 8;
    static final int PLAY = 9;
    /** A new game: its events are told from its first state. */
    static final int NEW_GAME = 10;
    /** The input of {@link #REVEAL} when the engine draws the card. */
    static final int DRAWN = -1;

    private Transitions() {}

    static boolean awaitsInput(GameState state, boolean drawCards) {
        return state.phase == Phase.CHOOSE
                || state.phase == Phase.GAME_OVER
                || (!drawCards && state.phase == Phase.REVEAL);
    }

    /** Takes a transition that is allowed. */
    static Either<Violation, Step> take(GameState state, int transition, int input) {
        return Either.right(step(state, transition, input));
    }

    /** Takes a transition: its state now, its events when asked. */
    static Step step(GameState state, int transition, int input) {
        GameState next = state.draft();
        if (transition == PLAY) {
            playToNextDecision(next, input, Chronicle.NONE); // the hot path of bots and simulations
        } else {
            run(next, transition, input, Chronicle.NONE);
        }
        return Step.of(next, state, transition, input);
    }

    /**
     * {@link Game#play}'s rulings: the awaited choices are made and revealed (or the round ends), then
     * cards are revealed until choices are awaited, the round is over or the game is over.
     */
    static void playToNextDecision(GameState d, int campers, Chronicle chronicle) {
        if (d.phase == Phase.CHOOSE) {
            Expedition.makeChoices(d, campers, chronicle);
        }
        if (d.phase == Phase.LEAVE) {
            Expedition.revealChoices(d, chronicle);
        } else if (d.phase == Phase.ROUND_OVER) {
            Expedition.endRound(d, chronicle);
        }
        while (d.phase == Phase.REVEAL) {
            Expedition.revealCard(d, Expedition.drawCard(d), chronicle);
        }
        if (d.phase == Phase.BUST) {
            Expedition.fleeOnSecondHazard(d, chronicle);
        }
    }

    /** The events of a transition taken from {@code from}: the same rule functions, told to a recorder. */
    static List<GameEvent> events(GameState from, int transition, int input) {
        Chronicle.Recorder recorder = new Chronicle.Recorder(from.catalog());
        if (transition == NEW_GAME) {
            recorder.roundStarted(from);
        } else {
            run(from.draft(), transition, input, recorder);
        }
        return recorder.events();
    }

    /** Every transition, composed from the rulings of {@link Expedition}, on a draft of the next state. */
    static void run(GameState d, int transition, int input, Chronicle chronicle) {
        switch (transition) {
            case REVEAL -> Expedition.revealCard(d, input == DRAWN ? Expedition.drawCard(d) : input, chronicle);
            case CHOOSE -> Expedition.makeChoice(d, input >>> 1, (input & 1) != 0, chronicle);
            case CHOOSE_EACH -> Expedition.makeChoices(d, input, chronicle);
            case LEAVE -> Expedition.revealChoices(d, chronicle);
            case BUST -> Expedition.fleeOnSecondHazard(d, chronicle);
            case END_ROUND -> Expedition.endRound(d, chronicle);
            case ADVANCE, ADVANCE_UNTIL_REVEAL -> {
                while (!awaitsInput(d, transition == ADVANCE)) {
                    Expedition.takeDueTransition(d, chronicle);
                }
            }
            case PLAY -> playToNextDecision(d, input, chronicle);
            default -> throw new IllegalArgumentException("no transition " + transition);
        }
    }

    /** See {@link GameState#legalActions()}. */
    static List<Action> legalActions(GameState state) {
        switch (state.phase) {
            case REVEAL -> {
                return List.of(new Action.Reveal());
            }
            case CHOOSE -> {
                List<Action> actions = List.empty();
                int awaited = state.awaited();
                for (int seat = SeatSet.first(awaited); seat >= 0; seat = SeatSet.after(awaited, seat)) {
                    actions = actions.prepend(new Action.Choose(seat, Choice.TORCH))
                            .prepend(new Action.Choose(seat, Choice.CAMP));
                }
                return actions.reverse();
            }
            case LEAVE -> {
                return List.of(new Action.Leave());
            }
            case BUST -> {
                return List.of(new Action.Bust());
            }
            case ROUND_OVER -> {
                return List.of(new Action.EndRound());
            }
            default -> {
                return List.empty();
            }
        }
    }
}
