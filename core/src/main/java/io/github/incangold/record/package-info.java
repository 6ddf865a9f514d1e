/**
 * Keeping and replaying games: a {@link io.github.incangold.record.GameRecord} (rules, seats,
 * start player, seed and ordered inputs) replays to the same final state and events, also for
 * companion games whose cards were supplied; a {@link io.github.incangold.record.History} keeps
 * every step for undo and redo to any point.
 *
 * <pre>{@code
 * Either<ReplayFailure, Step> replayed = GameRecord.replay(record);
 * History history = History.start(record)
 *         .getOrElseThrow(failure -> new IllegalArgumentException(failure.message()))
 *         .goTo(3);
 * }</pre>
 */
package io.github.incangold.record;
