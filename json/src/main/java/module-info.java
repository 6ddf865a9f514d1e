/**
 * JSON encoding of rules, states, player views, events, actions and game records.
 *
 * <pre>{@code
 * String json = IncanGoldJson.encode(Views.view(state, 0));
 * }</pre>
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"}) // Immutables publishes no module descriptor.
module io.github.incangold.json {
    requires transitive io.github.incangold.core;
    requires com.fasterxml.jackson.core;
    requires com.fasterxml.jackson.databind;
    requires static org.immutables.value.annotations;

    exports io.github.incangold.json;
}
