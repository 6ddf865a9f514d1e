/**
 * Helpers the modules that read JSON share; not part of the API (exported only to the variants
 * module).
 */
package io.github.incangold.json.internal;
