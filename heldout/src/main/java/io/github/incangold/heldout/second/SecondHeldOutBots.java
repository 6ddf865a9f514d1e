package io.github.incangold.heldout.second;

import io.github.incangold.strategies.StrategyProvider;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The second held-out set: six more simple heuristic bots that no bot is tuned against, offered by
 * name to {@code ./simulate tournament --bot-path heldout/target/heldout-bots.jar} and to {@code
 * examples/tournaments/heldout-2.json}, beside the first set. Each decides from its seat's
 * situation only and takes no parameter: its parameters were fixed when the set was committed.
 */
public final class SecondHeldOutBots implements StrategyProvider {
    /** The bots, in the order of {@link #names()}. */
    static final List<Strategy> BOTS = List.of(
            ScoreGapThreshold.INSTANCE,
            OneCardExpectation.INSTANCE,
            HabitReader.INSTANCE,
            HazardLimits.INSTANCE,
            ArtifactSeeker.INSTANCE,
            CrowdShare.INSTANCE);

    /** Creates the provider; {@link java.util.ServiceLoader} calls it. */
    public SecondHeldOutBots() {}

    @Override
    public List<String> names() {
        return BOTS.map(Strategy::describe);
    }

    @Override
    public Either<String, Strategy> parse(String description) {
        String name = description.strip().toLowerCase(Locale.ROOT);
        return BOTS.find(bot -> bot.describe().equals(name))
                .toEither(
                        () -> "'" + description + "': the bots of the second held-out set take no parameter; they are "
                                + names().mkString(", "));
    }
}
