package io.github.incangold.view;

import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.model.Choice;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One seat as a viewer sees it (R21). Public: its name, whether it is in the temple, whether it
 * has chosen, its gems at risk and its artifacts. Its pending choice is shown only to the seat
 * itself, and its tent (and so its score) only to itself, or to everyone when the rules have open
 * tents or the game is over (the rulebook opens the tents after the last round).
 *
 * @param seat the seat number
 * @param name the seat's name
 * @param inTemple whether the seat is still in the temple this round
 * @param hasChosen whether its choice for the current card is in (not what it is)
 * @param pendingChoice its choice not yet revealed: only in the seat's own view
 * @param gemsAtRisk the gems beside its tent, lost on a bust (R10, R14)
 * @param tentGems its tent gems, when the viewer may see them
 * @param artifacts the artifacts it brought back to camp, in claim order (R12, R13)
 * @param score its score (R18), when the viewer may see its tent
 */
public record SeatView(
        int seat,
        String name,
        boolean inTemple,
        boolean hasChosen,
        Option<Choice> pendingChoice,
        int gemsAtRisk,
        Option<Integer> tentGems,
        List<ClaimedArtifact> artifacts,
        Option<Integer> score) {

    /**
     * Creates the value.
     *
     * @param seat the seat number
     * @param name the seat's name
     * @param inTemple whether the seat is still in the temple this round
     * @param hasChosen whether its choice for the current card is in (not what it is)
     * @param pendingChoice its choice not yet revealed: only in the seat's own view
     * @param gemsAtRisk the gems beside its tent, lost on a bust (R10, R14)
     * @param tentGems its tent gems, when the viewer may see them
     * @param artifacts the artifacts it brought back to camp, in claim order (R12, R13)
     * @param score its score (R18), when the viewer may see its tent
     * @throws NullPointerException if a component is null
     */
    public SeatView {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pendingChoice, "pendingChoice");
        Objects.requireNonNull(tentGems, "tentGems");
        Objects.requireNonNull(artifacts, "artifacts");
        Objects.requireNonNull(score, "score");
    }
}
