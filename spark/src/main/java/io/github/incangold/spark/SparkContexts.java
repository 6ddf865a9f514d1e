package io.github.incangold.spark;

import io.github.incangold.variants.simulation.Simulator;
import org.apache.spark.SparkConf;

/** The Spark configuration of a sweep: the cluster's under {@code spark-submit}, else embedded. */
final class SparkContexts {
    static final String APP_NAME = "incangold sweep";

    private SparkContexts() {}

    /**
     * The configuration for a sweep's own context.
     *
     * @param threads the cores of an embedded Spark: a {@code SweepRun}'s threads or {@link
     *     Simulator#defaultThreads()}, so at most {@link Simulator#MAX_THREADS}
     * @return the configuration read from the {@code spark.*} system properties (which {@code
     *     spark-submit} sets); without a master among them, an embedded {@code local[threads]}
     *     without its web UI
     */
    static SparkConf configuration(int threads) {
        SparkConf conf = new SparkConf().setIfMissing("spark.app.name", APP_NAME);
        if (!conf.contains("spark.master")) {
            conf.setMaster("local[" + threads + "]")
                    .set("spark.ui.enabled", "false")
                    // A single machine talks to itself: no lookup of the host's name or address.
                    .set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1");
        }
        return conf;
    }
}
