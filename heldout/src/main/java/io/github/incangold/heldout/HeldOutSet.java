package io.github.incangold.heldout;

import io.github.incangold.strategies.StrategyProvider;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * A held-out set's provider: its bots by name, in any case and with spaces around; each takes no
 * parameter, so anything else is refused with the set's names.
 */
public abstract class HeldOutSet implements StrategyProvider {
    private final List<Strategy> bots;
    private final String which;

    /**
     * A provider of {@code bots}; {@code which} names the set in a refusal ("the held-out bots").
     */
    protected HeldOutSet(List<Strategy> bots, String which) {
        this.bots = bots;
        this.which = which;
    }

    @Override
    public final List<String> names() {
        return bots.map(Strategy::describe);
    }

    @Override
    public final Either<String, Strategy> parse(String description) {
        String name = description.strip().toLowerCase(Locale.ROOT);
        return bots.find(bot -> bot.describe().equals(name))
                .toEither(() ->
                        "'" + description + "': " + which + " take no parameter; they are " + names().mkString(", "));
    }
}
