/** The variants module's own helpers, shared by its packages; not part of the API (not exported). */
package io.github.incangold.variants.internal;
