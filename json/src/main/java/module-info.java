/**
 * JSON encoding of rules, states, player views, events, actions and game records.
 *
 * <pre>{@code
 * String json = IncanGoldJson.encode(Views.view(state, 0));
 * }</pre>
 */
module io.github.incangold.json {
    requires transitive io.github.incangold.core;
    requires com.fasterxml.jackson.core;
    requires com.fasterxml.jackson.databind;

    exports io.github.incangold.json;
}
