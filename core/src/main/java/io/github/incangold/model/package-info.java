/**
 * The game's components as values: {@link io.github.incangold.model.Card cards},
 * {@link io.github.incangold.model.HazardType hazard types}, the players'
 * {@link io.github.incangold.model.Choice choice} and {@link io.github.incangold.model.Stones
 * stones}; and {@link io.github.incangold.model.Names what a name may hold}, a seat's or a hazard
 * type's.
 */
package io.github.incangold.model;
