/**
 * Tournaments: a round robin of bots over several table sizes, each lineup played with seat
 * rotation, and a Bradley–Terry rating of every bot with its interval. {@link
 * io.github.incangold.variants.tournament.Tournament#yardstick()} is the fixed tournament by which
 * changes to the bots are judged.
 *
 * <pre>{@code
 * TournamentResult result = Tournaments.run(Tournament.yardstick(), 2, done -> {});
 * result.ratings().forEach(System.out::println);
 * }</pre>
 */
package io.github.incangold.variants.tournament;
