package io.github.incangold.examples;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.PlayObserver;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts how often each hazard type ends a round (R14) over many games of four bots that camp at 8
 * gems at risk: a statistic the simulator does not give, counted as the simulator counts, from a
 * {@link PlayObserver} that is told what happens as {@code Game.play} runs.
 */
public final class CountBusts {
    private CountBusts() {}

    /**
     * Counts the busts of each hazard type.
     *
     * @param args the number of games; 1000 when absent
     */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        Rules rules = Rules.incanGold();
        Map<String, Integer> busts = new TreeMap<>();
        PlayObserver counter = new PlayObserver() {
            @Override
            public void bust(HazardType type, int seats, int lostEach, int keptEach) {
                busts.merge(type.name(), 1, Integer::sum);
            }
        };
        for (long seed = 1; seed <= games; seed++) {
            GameState state = Game.newGame(rules, List.of("Ann", "Bo", "Cy", "Di"), seed, counter)
                    .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
            while (!state.isOver()) {
                GameState now = state;
                state = Game.play(now, seat -> now.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH, counter);
            }
        }
        System.out.println(games + " games of four bots camping at 8 gems at risk; rounds ended by");
        busts.forEach((type, count) -> System.out.println("  " + type + ": " + count));
    }
}
