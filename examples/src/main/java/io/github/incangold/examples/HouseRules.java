package io.github.incangold.examples;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Loads a house-rule file (a JSON variant of a preset), shows what a broken file reports, and
 * plays a bot game under the house rules. Without an argument it loads the bundled {@code
 * hotter-temple.json}: a fourth fire card and seven rounds.
 */
public final class HouseRules {
    private HouseRules() {}

    /**
     * Loads and plays a variant.
     *
     * @param args the path of a variant file, or nothing for the bundled one
     */
    public static void main(String[] args) {
        Validation<Seq<VariantProblem>, Rules> loaded =
                args.length > 0 ? VariantFiles.load(Path.of(args[0])) : VariantFiles.load(bundled());
        if (loaded.isInvalid()) {
            loaded.getError().forEach(problem -> System.out.println("problem: " + problem));
            return;
        }
        Rules rules = loaded.get();
        System.out.println("rounds: " + rules.rounds());
        System.out.println("hazards: " + rules.hazards().mkString(", "));
        System.out.println("as a file: " + VariantFiles.save(rules).replaceAll("\\s+", " "));

        // Every mistake in a file is reported at once, with its place and what is allowed.
        VariantFiles.load("{\"base\": \"incan-gold\", \"rounds\": 0, \"hazzards\": {}}")
                .getError()
                .forEach(problem -> System.out.println("problem: " + problem));

        List<String> seats = List.of("Ann", "Bo", "Cy", "Di");
        List<Strategy> bots = List.of(
                Strategies.threshold(6), Strategies.riskAware(), Strategies.threshold(10), Strategies.threshold(15));
        GameState state = Game.newGame(rules, seats, 11L)
                .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()))
                .state();
        state = Game.advance(state).state();
        System.out.println(
                "round 1 deck: " + (state.remainingDeckSize() + state.path().size()) + " cards");
        while (!state.isOver()) {
            for (int seat : state.awaitedSeats()) {
                state = Game.choose(state, seat, bots.get(seat).choose(Views.view(state, seat), 0L))
                        .getOrElseThrow(violation -> new IllegalStateException(violation.message()))
                        .state();
            }
            state = Game.advance(state).state();
        }
        new Narrator(seats, Style.PLAIN).standings(state.outcome().get()).forEach(System.out::println);
    }

    private static String bundled() {
        try (InputStream in = HouseRules.class.getResourceAsStream("hotter-temple.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
