/**
 * The game's components as values: {@link io.github.incangold.model.Card cards},
 * {@link io.github.incangold.model.HazardType hazard types}, the players'
 * {@link io.github.incangold.model.Choice choice} and {@link io.github.incangold.model.Stones
 * stones}.
 */
package io.github.incangold.model;
