/**
 * Variants: named rule {@link io.github.incangold.variants.Presets presets} with stable ids,
 * house-rule files that change a preset ({@link io.github.incangold.variants.VariantFiles}), and
 * an exact {@link io.github.incangold.variants.VariantAnalysis analysis} of what a configuration
 * allows.
 *
 * <pre>{@code
 * Rules rules = VariantFiles.load("{\"base\": \"incan-gold\", \"rounds\": 7}")
 *         .toEither().getOrElseThrow(problems -> new IllegalArgumentException(problems.mkString("; ")));
 * VariantAnalysis analysis = VariantAnalysis.analyse(rules);
 * }</pre>
 */
package io.github.incangold.variants;
