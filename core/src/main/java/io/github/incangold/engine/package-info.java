/**
 * The referee: {@link io.github.incangold.engine.Game} holds every transition as a pure function
 * over the immutable {@link io.github.incangold.engine.GameState}; each returns a {@link
 * io.github.incangold.engine.Step} (next state and {@link io.github.incangold.engine.GameEvent
 * events}) or a {@link io.github.incangold.engine.Violation}.
 */
package io.github.incangold.engine;
