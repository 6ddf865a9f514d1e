/**
 * Project infrastructure that is not part of the public API: the shared Immutables style, the
 * game's generator ({@code SplitMix64}, for the searches of the strategies module) and the check
 * of a name people read ({@code Names}: a seat's, a hazard type's, for the variants module's
 * house-rule files). Exported to those modules alone; not to other modules' users; may change
 * without notice.
 */
package io.github.incangold.internal;
