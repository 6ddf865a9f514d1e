/**
 * Project infrastructure that is not part of the public API: the shared Immutables style and the
 * game's generator ({@code SplitMix64}, exported to the strategies module alone, whose searches
 * draw with it). Not exported to other modules' users; may change without notice.
 */
package io.github.incangold.internal;
