package io.github.incangold.heldout;

import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;

/**
 * The first held-out set: simple heuristic bots, now a field for tuning since its confirmatory
 * run (docs/simulation.md), offered by name to {@code ./simulate tournament --bot-path
 * heldout/target/heldout-bots.jar} and to {@code examples/tournaments/heldout.json}. Each decides
 * from its seat's situation only and takes no parameter: its parameters were fixed when the set
 * was committed.
 */
public final class HeldOutBots extends HeldOutSet {
    /** The bots, in the order of {@link #names()}. */
    static final List<Strategy> BOTS = List.of(
            StandingsThreshold.INSTANCE,
            ExpectedValueLeaver.INSTANCE,
            HabitTimer.INSTANCE,
            HazardCounter.INSTANCE,
            RelicHunter.INSTANCE,
            CardCounter.INSTANCE);

    /** Creates the provider; {@link java.util.ServiceLoader} calls it. */
    public HeldOutBots() {
        super(BOTS, "the held-out bots");
    }
}
