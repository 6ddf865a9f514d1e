/**
 * The held-out set (docs/simulation.md, "The held-out set"): simple heuristic bots written apart
 * from the built-in ones, loaded only through a bot path, and judged by one confirmatory run of
 * {@code examples/tournaments/heldout.json}.
 */
package io.github.incangold.heldout;
