package io.github.incangold.variants.tournament;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A tournament file as read ({@link TournamentFiles}): the bots by name and where to load bots of
 * your own, and what it changes of the {@link Tournament#yardstick() yardstick}. Whether the bots
 * exist, the tables fit the rules and the games are a multiple of {@link Tournaments#BATCHES} is
 * for {@link Tournament#of(io.github.incangold.rules.Rules, java.util.function.Function, List, List,
 * long, long)} to say, once the variant is resolved and the bot path loaded.
 *
 * <pre>{@code
 * TournamentFile file = TournamentFiles.load("{\"bots\": [\"risk\", \"threshold:8\"], \"tables\": [3]}")
 *         .toEither()
 *         .getOrElseThrow(problems -> new IllegalArgumentException(problems.mkString("; ")));
 * file.tables();   // Some(List(3)); the yardstick's for what the file leaves out
 * }</pre>
 *
 * @param description what the tournament is for, in words; empty when not given
 * @param variant the rules: a preset's id or a house-rule file (relative to the tournament file's
 *     folder), if given
 * @param bots the bots' descriptions, each read by the built-in parser or a provider of the bot path
 * @param botPath jars or class folders with bots of your own (relative to the tournament file's
 *     folder), in order; empty when none
 * @param tables the table sizes, if given
 * @param gamesPerLineup the games each lineup plays, if given
 * @param seed the seed, if given
 */
public record TournamentFile(
        String description,
        Option<String> variant,
        List<String> bots,
        List<String> botPath,
        Option<List<Integer>> tables,
        Option<Long> gamesPerLineup,
        Option<Long> seed) {
    /**
     * Creates the value.
     *
     * @param description the description
     * @param variant the variant
     * @param bots the bots
     * @param botPath the bot path
     * @param tables the table sizes
     * @param gamesPerLineup the games of each lineup
     * @param seed the seed
     * @throws NullPointerException if a component is null
     */
    public TournamentFile {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(bots, "bots");
        Objects.requireNonNull(botPath, "botPath");
        Objects.requireNonNull(tables, "tables");
        Objects.requireNonNull(gamesPerLineup, "gamesPerLineup");
        Objects.requireNonNull(seed, "seed");
    }
}
