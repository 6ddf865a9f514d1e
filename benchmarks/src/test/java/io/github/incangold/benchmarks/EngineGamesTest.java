package io.github.incangold.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.rules.Rules;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The batched and the code-driven games of the benchmark are the same game as the seat-by-seat one. */
class EngineGamesTest {
    @ParameterizedTest
    @EnumSource(Bot.class)
    void batchedChoicesPlayTheSameGames(Bot bot) {
        for (int seats = 3; seats <= 8; seats++) {
            for (long seed = 1; seed <= 50; seed++) {
                assertEquals(
                        EngineGames.play(
                                Rules.incanGold(),
                                EngineGames.seatNames(seats),
                                seed,
                                bot.engine(),
                                new SplittableRandom(seed)),
                        EngineGames.playBatched(
                                Rules.incanGold(),
                                EngineGames.seatNames(seats),
                                seed,
                                bot.engine(),
                                new SplittableRandom(seed)));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Bot.class)
    void codeDrivenPlayPlaysTheSameGames(Bot bot) {
        for (int seats = 3; seats <= 8; seats++) {
            for (long seed = 1; seed <= 50; seed++) {
                assertEquals(
                        EngineGames.play(
                                Rules.incanGold(),
                                EngineGames.seatNames(seats),
                                seed,
                                bot.engine(),
                                new SplittableRandom(seed)),
                        EngineGames.playCodeDriven(
                                Rules.incanGold(),
                                EngineGames.seatNames(seats),
                                seed,
                                bot.engine(),
                                new SplittableRandom(seed)));
            }
        }
    }
}
