package io.github.incangold.spark;

import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.variants.sweep.Sweep;
import io.github.incangold.variants.sweep.SweepCell;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;

/** Small sweeps built in code, as a sweep file would describe them. */
final class TestSweeps {
    static final List<String> THREE_BOTS = List.of("threshold:8", "risk", "random:0.3");
    static final List<String> FOUR_BOTS = List.of("artifacts", "threshold:5", "random:0.5", "risk");

    private TestSweeps() {}

    /** Three cells of different rounds, snake cards and lineups (three and four seats). */
    static Sweep threeCells(long games, long seed) {
        return new Sweep(
                "three cells",
                List.empty(),
                List.of(
                        cell(0, 4, 3, THREE_BOTS, games, seed),
                        cell(1, 5, 2, FOUR_BOTS, games, seed),
                        cell(2, 6, 4, THREE_BOTS, games, seed)),
                games,
                seed);
    }

    /** The grid of the measurements: rounds 4, 5 and 6 by 2, 3 and 4 snake cards. */
    static Sweep grid(long games, long seed) {
        List<String> lineup = List.of("threshold:8", "risk", "random:0.3", "artifacts");
        List<SweepCell> cells = List.empty();
        for (int rounds = 4; rounds <= 6; rounds++) {
            for (int snakes = 2; snakes <= 4; snakes++) {
                cells = cells.append(cell(cells.size(), rounds, snakes, lineup, games, seed));
            }
        }
        return new Sweep("rounds by snakes", List.empty(), cells, games, seed);
    }

    /** {@code count} small cells of the grid's nine rule sets in turn, for the measurement of many small cells. */
    static Sweep smallCells(int count, long games, long seed) {
        List<String> lineup = List.of("threshold:8", "risk", "random:0.3", "artifacts");
        List<SweepCell> cells = List.empty();
        for (int index = 0; index < count; index++) {
            cells = cells.prepend(cell(index, 4 + index % 3, 2 + index / 3 % 3, lineup, games, seed));
        }
        return new Sweep("many small cells", List.empty(), cells.reverse(), games, seed);
    }

    static SweepCell cell(int index, int rounds, int snakes, List<String> lineup, long games, long seed) {
        Rules rules = Rules.builder()
                .from(Rules.incanGold())
                .rounds(rounds)
                .hazards(Rules.RULEBOOK_HAZARDS.put(HazardType.SNAKES, snakes))
                .build();
        return SweepCell.of(
                index,
                LinkedHashMap.of("rounds", Integer.toString(rounds), "hazards/snake", Integer.toString(snakes)),
                rules,
                lineup,
                games,
                seed);
    }
}
