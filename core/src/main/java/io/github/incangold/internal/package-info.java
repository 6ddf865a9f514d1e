/**
 * Project infrastructure that is not part of the public API: the shared Immutables style. Not
 * exported to other modules' users; may change without notice.
 */
package io.github.incangold.internal;
