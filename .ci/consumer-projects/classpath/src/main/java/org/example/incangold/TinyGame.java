package org.example.incangold;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.model.Choice;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.odds.Odds;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.Presets;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;

/**
 * A short game through the public API of the four jars: presets, a variant file, the rules
 * builder, bots, views, odds and JSON.
 */
public final class TinyGame {
    private TinyGame() {}

    /**
     * Plays a three-round game of three bots and checks a few facts on the way.
     *
     * @param args not used
     */
    public static void main(String[] args) {
        Rules rules = Rules.builder().from(Presets.INCAN_GOLD.rules()).rounds(3).build();
        check(rules.equals(VariantFiles.load("{\"base\": \"incan-gold\", \"rounds\": 3}").get()), "variant file");
        check(IncanGoldJson.decodeRules(IncanGoldJson.encode(rules)).get().equals(rules), "rules as JSON");

        List<Strategy> bots = List.of(Strategies.threshold(8), Strategies.riskAware(), Strategies.random(0.3));
        GameState state = Game.newGame(rules, List.of("Ann", "Bo", "Cy"), 7L).get().state();
        int reveals = 0;
        while (!state.isOver()) {
            Step step = Game.advance(state);
            state = step.state();
            reveals++;
            for (int seat : state.awaitedSeats()) {
                PlayerView view = Views.view(state, seat);
                Fraction bust = Odds.bustChance(view);
                check(bust.compareTo(Fraction.ZERO) >= 0 && bust.compareTo(Fraction.ONE) <= 0, "odds");
                Choice choice = bots.get(seat).choose(view, reveals);
                state = Game.choose(state, seat, choice).get().state();
            }
        }
        String json = IncanGoldJson.encode(state);
        check(IncanGoldJson.decodeState(json).get().equals(state), "state as JSON");
        System.out.println("consumer game over after " + reveals + " steps: " + state.outcome().get());
    }

    private static void check(boolean fact, String what) {
        if (!fact) {
            throw new AssertionError("consumer check failed: " + what);
        }
    }
}
