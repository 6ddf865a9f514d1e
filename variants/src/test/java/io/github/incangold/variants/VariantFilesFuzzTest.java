package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.incangold.rules.Rules;
import io.vavr.collection.Seq;
import io.vavr.control.Validation;

/**
 * Whatever the text, loading answers with rules or with problems, never an exception; valid
 * rules survive a save and a load. A normal build replays the inputs stored beside this class;
 * {@code JAZZER_FUZZ=1} searches for new ones.
 */
class VariantFilesFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void loadingNeverThrowsAndRoundTrips(String text) {
        if (text == null) {
            return;
        }
        Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(text);
        if (loaded.isValid()) {
            Validation<Seq<VariantProblem>, Rules> again = VariantFiles.load(VariantFiles.save(loaded.get()));
            assertTrue(again.isValid(), () -> again.getError().mkString("\n"));
            assertEquals(loaded.get(), again.get());
        } else {
            assertFalse(loaded.getError().isEmpty());
            loaded.getError().forEach(problem -> assertFalse(problem.message().isBlank()));
        }
    }
}
