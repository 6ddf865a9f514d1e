/**
 * Variants of the rules: named presets, house-rule files and an exact analysis of a
 * configuration.
 *
 * <pre>{@code
 * Rules rules = VariantFiles.load("{\"base\": \"incan-gold\", \"rounds\": 7}")
 *         .toEither().getOrElseThrow(problems -> new IllegalArgumentException(problems.mkString("; ")));
 * }</pre>
 */
module io.github.incangold.variants {
    requires transitive io.github.incangold.core;
    requires io.github.incangold.strategies;
    requires io.github.incangold.json;
    requires com.fasterxml.jackson.core;
    requires com.fasterxml.jackson.databind;

    exports io.github.incangold.variants;
    exports io.github.incangold.variants.simulation;
    exports io.github.incangold.variants.sweep;
    exports io.github.incangold.variants.tournament;

    uses io.github.incangold.variants.sweep.SweepEngine;
}
