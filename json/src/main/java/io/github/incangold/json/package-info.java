/**
 * JSON encoding with Jackson: {@link io.github.incangold.json.IncanGoldJson} writes and reads
 * rules, full states, player views, events, actions and game records in a stable, versioned
 * format; {@link io.github.incangold.json.JsonProblem} names the location of what is wrong in a
 * malformed document.
 *
 * <pre>{@code
 * String json = IncanGoldJson.encode(Views.view(state, 0));
 * Either<JsonProblem, GameRecord> record = IncanGoldJson.decodeRecord(text);
 * }</pre>
 */
package io.github.incangold.json;
