package io.github.incangold.web;

import io.github.incangold.model.Choice;
import io.github.incangold.strategies.StrategyProvider;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;

/**
 * A bot author's provider, for the bot path of {@code ./play-web}: {@code patient:N} camps once it
 * would carry home N gems. Public, with a public constructor, as {@code ServiceLoader} needs.
 */
public final class PatientBots implements StrategyProvider {
    /** Patient bots, for ServiceLoader. */
    public PatientBots() {}

    @Override
    public List<String> names() {
        return List.of("patient");
    }

    @Override
    public Either<String, Strategy> parse(String description) {
        String[] parts = description.split(":", -1);
        if (parts.length != 2 || !parts[1].matches("\\d{1,3}")) {
            return Either.left("patient:N takes a number of gems N, got '" + description + "'");
        }
        int gems = Integer.parseInt(parts[1]);
        return Either.right(new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                return situation.haul() >= gems ? Choice.CAMP : Choice.TORCH;
            }

            @Override
            public String describe() {
                return "patient:" + gems;
            }
        });
    }
}
