package io.github.incangold.heldout;

import io.github.incangold.strategies.StrategyProvider;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The first held-out set: simple heuristic bots, now a field for tuning since its confirmatory
 * run (docs/simulation.md), offered by name to {@code ./simulate tournament --bot-path
 * heldout/target/heldout-bots.jar} and to {@code examples/tournaments/heldout.json}. Each decides
 * from its seat's situation only and takes no parameter: its parameters were fixed when the set
 * was committed.
 */
public final class HeldOutBots implements StrategyProvider {
    /** The bots, in the order of {@link #names()}. */
    static final List<Strategy> BOTS = List.of(
            StandingsThreshold.INSTANCE,
            ExpectedValueLeaver.INSTANCE,
            HabitTimer.INSTANCE,
            HazardCounter.INSTANCE,
            RelicHunter.INSTANCE,
            CardCounter.INSTANCE);

    /** Creates the provider; {@link java.util.ServiceLoader} calls it. */
    public HeldOutBots() {}

    @Override
    public List<String> names() {
        return BOTS.map(Strategy::describe);
    }

    @Override
    public Either<String, Strategy> parse(String description) {
        String name = description.strip().toLowerCase(Locale.ROOT);
        return BOTS.find(bot -> bot.describe().equals(name))
                .toEither(() -> "'" + description + "': the held-out bots take no parameter; they are "
                        + names().mkString(", "));
    }
}
