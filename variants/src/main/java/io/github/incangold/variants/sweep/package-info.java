/**
 * Sweeps: a grid of rule changes and lineups, each cell simulated with the same seed, read from a
 * sweep file ({@link io.github.incangold.variants.sweep.SweepFiles}) and run on this machine
 * ({@link io.github.incangold.variants.sweep.Sweeps}), resumably. Every cell's result is a set of
 * exact integer totals, so any runner that plays the same games (more threads, another machine,
 * a cluster) gets the same figures.
 *
 * <pre>{@code
 * Sweep sweep = SweepFiles.load(java.nio.file.Path.of("sweep.json"))
 *         .toEither().getOrElseThrow(problems -> new IllegalArgumentException(problems.mkString("; ")));
 * SweepResult result = Sweeps.run(sweep, SweepRun.defaults());
 * }</pre>
 */
package io.github.incangold.variants.sweep;
