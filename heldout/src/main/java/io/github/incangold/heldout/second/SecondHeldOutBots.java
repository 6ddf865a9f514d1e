package io.github.incangold.heldout.second;

import io.github.incangold.heldout.HeldOutSet;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;

/**
 * The second held-out set: six more simple heuristic bots that no bot is tuned against, offered by
 * name to {@code ./simulate tournament --bot-path heldout/target/heldout-bots.jar} and to {@code
 * examples/tournaments/heldout-2.json}, beside the first set. Each decides from its seat's
 * situation only and takes no parameter: its parameters were fixed when the set was committed.
 */
public final class SecondHeldOutBots extends HeldOutSet {
    /** The bots, in the order of {@link #names()}. */
    static final List<Strategy> BOTS = List.of(
            ScoreGapThreshold.INSTANCE,
            OneCardExpectation.INSTANCE,
            HabitReader.INSTANCE,
            HazardLimits.INSTANCE,
            ArtifactSeeker.INSTANCE,
            CrowdShare.INSTANCE);

    /** Creates the provider; {@link java.util.ServiceLoader} calls it. */
    public SecondHeldOutBots() {
        super(BOTS, "the bots of the second held-out set");
    }
}
