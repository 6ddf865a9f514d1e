/**
 * The rules configuration: {@link io.github.incangold.rules.Rules} holds every option of the
 * rulings (R1..R21) as validated, immutable data, with Incan Gold and Diamant built in.
 */
package io.github.incangold.rules;
