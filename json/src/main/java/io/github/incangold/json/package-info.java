/**
 * JSON encoding with Jackson: {@link io.github.incangold.json.IncanGoldJson} writes and reads
 * rules, full states, player views, events, actions and game records in a stable, versioned
 * format; {@link io.github.incangold.json.JsonProblem} names the location of what is wrong in a
 * malformed document; {@link io.github.incangold.json.JsonSyntax} reads JSON text of a program's
 * own (strict UTF-8, syntax errors in JSON's words) as the library reads its documents.
 *
 * <pre>{@code
 * String json = IncanGoldJson.encode(Views.view(state, 0));
 * Either<JsonProblem, GameRecord> record = IncanGoldJson.decodeRecord(text);
 * }</pre>
 */
package io.github.incangold.json;
