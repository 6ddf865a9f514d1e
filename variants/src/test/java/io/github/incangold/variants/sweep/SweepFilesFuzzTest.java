package io.github.incangold.variants.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;

/**
 * Whatever the text, loading a sweep file answers with a sweep or with problems, never an
 * exception; a valid sweep's cells are within the limits and each cell's rules survive a save and
 * a load. A normal build replays the inputs stored beside this class; {@code JAZZER_FUZZ=1}
 * searches for new ones.
 */
class SweepFilesFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void loadingNeverThrowsAndEveryCellIsAValidVariant(String text) {
        if (text == null) {
            return;
        }
        Validation<Seq<VariantProblem>, Sweep> loaded = SweepFiles.load(text);
        if (loaded.isValid()) {
            Sweep sweep = loaded.get();
            assertTrue(sweep.cells().size() <= SweepFiles.MAX_CELLS);
            assertTrue(sweep.axes().size() <= SweepFiles.MAX_AXES);
            assertTrue(sweep.gamesPerCell() >= 1 && sweep.gamesPerCell() <= SweepFiles.MAX_GAMES_PER_CELL);
            for (SweepCell cell : sweep.cells()) {
                assertEquals(
                        cell.rules(),
                        VariantFiles.load(VariantFiles.save(cell.rules())).get());
                assertEquals(cell.lineup().size(), cell.simulation().seats());
            }
        } else {
            assertFalse(loaded.getError().isEmpty());
            assertTrue(loaded.getError().size() <= VariantFiles.MAX_PROBLEMS + 1);
            loaded.getError().forEach(problem -> assertFalse(problem.message().isBlank()));
        }
    }
}
