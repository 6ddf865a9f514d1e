/**
 * JMH benchmarks of the engine: single transitions, whole games through the public pure API
 * with simple bots, and a plain mutable loop of the same rules as a yardstick. Run them from the
 * shaded jar: {@code java -jar benchmarks/target/benchmarks.jar}; see docs/performance.md.
 */
package io.github.incangold.benchmarks;
