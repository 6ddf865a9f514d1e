package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Action;
import io.github.incangold.model.Choice;

/**
 * Actions in JSON: the {@code "action"} document a client sends and the actions that records and
 * views (their legal actions) nest. Keep in step with action.json and common.json in docs/schemas
 * and with docs/frontends.md, and change only together with {@link IncanGoldJson#VERSION}.
 */
final class ActionJson {
    private ActionJson() {}

    static ObjectNode action(Action action) {
        ObjectNode node = object();
        if (action instanceof Action.Reveal) {
            node.put("action", "reveal");
        } else if (action instanceof Action.RevealCard revealCard) {
            node.put("action", "revealCard");
            node.set("card", CardJson.card(revealCard.card()));
        } else if (action instanceof Action.Choose choose) {

            node.put("action", "choose")
                    .put("seat", choose.seat())
                    .put("choice", choose.choice().name());
        } else if (action instanceof Action.Leave) {
            node.put("action", "leave");
        } else if (action instanceof Action.Bust) {
            node.put("action", "bust");
        } else if (action instanceof Action.EndRound) {
            node.put("action", "endRound");
        } else if (action instanceof Action.Advance) {
            node.put("action", "advance");
        } else {
            // Action is sealed: only a kind added without its case here reaches this line
            throw new IllegalStateException("no JSON for the action " + action);
        }
        return node;
    }

    static Action action(In in) {
        String name =
                in.object("action", "card", "seat", "choice").field("action").text();
        return switch (name) {
            case "reveal" -> {
                in.object("action");
                yield new Action.Reveal();
            }
            case "revealCard" -> {
                in.object("action", "card");
                yield new Action.RevealCard(CardJson.card(in.field("card")));
            }
            case "choose" -> {
                in.object("action", "seat", "choice");
                yield new Action.Choose(
                        in.field("seat").intValue(), in.field("choice").enumValue(Choice.class));
            }
            case "leave" -> {
                in.object("action");
                yield new Action.Leave();
            }
            case "bust" -> {
                in.object("action");
                yield new Action.Bust();
            }
            case "endRound" -> {
                in.object("action");
                yield new Action.EndRound();
            }
            case "advance" -> {
                in.object("action");
                yield new Action.Advance();
            }
            default ->
                throw in.field("action")
                        .fail("\"" + name + "\" is not an action; expected reveal, revealCard, "
                                + "choose, leave, bust, endRound or advance");
        };
    }
}
