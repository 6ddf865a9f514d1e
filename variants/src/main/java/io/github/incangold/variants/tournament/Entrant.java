package io.github.incangold.variants.tournament;

import io.github.incangold.strategy.Strategy;
import java.util.Objects;

/**
 * A bot entered in a {@link Tournament}: the name its rating is shown under and the strategy that
 * plays. The strategy may be any {@link Strategy}, a bot of your own as well as a built-in one; the
 * simulator's threads share it, so it must be safe to call from several threads at once.
 *
 * <pre>{@code
 * Entrant mine = Entrant.of(Strategies.threshold(6));         // named threshold:6
 * Entrant named = new Entrant("steady", Strategies.threshold(6));
 * }</pre>
 *
 * @param name the name its rating is shown under; {@link Tournament#ofEntrants} checks it
 * @param strategy the strategy that plays
 */
public record Entrant(String name, Strategy strategy) {
    /**
     * Creates the value.
     *
     * @param name the name
     * @param strategy the strategy
     * @throws NullPointerException if an argument is null
     */
    public Entrant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(strategy, "strategy");
    }

    /**
     * A strategy entered under its own {@link Strategy#describe() description}.
     *
     * @param strategy the strategy, describing itself (not as null)
     * @return the entrant
     * @throws NullPointerException if the strategy or its description is null
     */
    public static Entrant of(Strategy strategy) {
        Objects.requireNonNull(strategy, "strategy");
        return new Entrant(
                Objects.requireNonNull(
                        strategy.describe(), () -> strategy.getClass().getName() + " describes itself as null"),
                strategy);
    }
}
