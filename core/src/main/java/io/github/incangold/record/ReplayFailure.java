package io.github.incangold.record;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Violation;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why a {@link GameRecord} does not replay: the engine refused its setup or one of its inputs,
 * or the game replayed is not the one recorded ({@link Violation.RecordDiverged}: a checkpoint's
 * digest differs).
 *
 * @param index the index of the refused action, or of the action after which the replay
 *     diverged; -1 for the game's creation
 * @param action the refused or diverging action; none for the setup
 * @param violation the engine's reason
 */
public record ReplayFailure(int index, Option<Action> action, Violation violation) {
    /**
     * Creates the value.
     *
     * @param index the index of the refused action, or of the action after which the replay
     *     diverged; -1 for the game's creation
     * @param action the refused or diverging action; none for the setup
     * @param violation the engine's reason
     * @throws NullPointerException if an argument is null
     */
    public ReplayFailure {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(violation, "violation");
    }

    /**
     * Explains the failure.
     *
     * @return a sentence naming the input and the engine's reason
     */
    public String message() {
        if (violation instanceof Violation.RecordDiverged) {
            return index < 0
                    ? "the game created is not the one recorded: " + violation.message()
                    : "action " + index + " (" + action.get() + ") led elsewhere: " + violation.message();
        }
        return index < 0
                ? "the game cannot be created: " + violation.message()
                : "action " + index + " (" + action.get() + ") is refused: " + violation.message();
    }
}
