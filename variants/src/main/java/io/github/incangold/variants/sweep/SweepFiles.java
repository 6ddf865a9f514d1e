package io.github.incangold.variants.sweep;

import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Validation;
import java.nio.file.Path;

/** Reads sweep files. (Being written.) */
public final class SweepFiles {
    private SweepFiles() {}

    public static Validation<Seq<VariantProblem>, Sweep> load(String json) {
        return Validation.invalid(Vector.of(new VariantProblem("", 0, 0, "not yet readable")));
    }

    public static Validation<Seq<VariantProblem>, Sweep> load(Path file) {
        return Validation.invalid(Vector.of(new VariantProblem("", 0, 0, "not yet readable")));
    }
}
