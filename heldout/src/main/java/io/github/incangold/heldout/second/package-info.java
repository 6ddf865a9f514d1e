/**
 * The second held-out set: six more simple heuristic bots, one for each way strong players leave
 * the temple (a threshold that moves with the standings, an expected-value leaver, a reader of the
 * other players' habits, a hazard counter, an artifact hunter and a watcher of the crowd inside),
 * written apart from the built-in bots and from the first held-out set, loaded only through a bot
 * path, and judged by one confirmatory run of {@code examples/tournaments/heldout-2.json}.
 *
 * <p>Each bot decides from its seat's situation only, takes no parameter and keeps no state, so
 * one instance serves every seat and thread. A host asks a bot only when its seat's choice is
 * awaited (see {@link io.github.incangold.strategy.Strategy}), so none of them checks that the
 * seat is in the temple; none needs chance, so the seed goes unused.
 */
package io.github.incangold.heldout.second;
