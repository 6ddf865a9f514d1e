/**
 * Variant sweeps on Apache Spark: {@link io.github.incangold.spark.SparkSweeps}, the sweep engine
 * {@code spark} (embedded, or on the cluster of {@code spark-submit}), and {@link
 * io.github.incangold.spark.SweepJob}, the job for a cluster. Each cell travels to the executors as
 * text (its house-rule file, its lineup's descriptions, its games and seed) and comes back as exact
 * integer totals, so a sweep on Spark gives the same numbers as one on a single machine.
 *
 * <pre>{@code
 * SweepResult result = Sweeps.engine("spark")
 *         .getOrElseThrow(() -> new IllegalStateException("incangold-spark is not on the class path"))
 *         .run(sweep, SweepRun.defaults().withThreads(2));
 * }</pre>
 *
 * <p>The module is on the class path only, with no {@code module-info}: Spark and Scala are not
 * named modules.
 */
package io.github.incangold.spark;
