/**
 * The first held-out set (docs/simulation.md, "The first set and its confirmatory run"): simple
 * heuristic bots written apart from the built-in ones and loaded only through a bot path. Its one
 * confirmatory run of {@code examples/tournaments/heldout.json} is done, so it is now a field for
 * tuning like any other; the set in use is the second ({@code io.github.incangold.heldout.second}).
 */
package io.github.incangold.heldout;
