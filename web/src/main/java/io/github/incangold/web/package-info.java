/**
 * A browser game on the library's public API: {@link io.github.incangold.web.WebServer} hosts
 * tables over HTTP and serves a static page. Each table keeps one immutable game state, swapped
 * whole under the table's lock; each player receives only its own view (R21) and the public
 * events, and a per-seat token keeps one seat from acting for another. Bots play their seats on
 * the server from their own views. The API is described in docs/web.md.
 */
package io.github.incangold.web;
