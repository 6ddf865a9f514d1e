package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.ints;
import static io.github.incangold.json.JsonParts.object;
import static io.github.incangold.json.JsonParts.text;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Action;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.record.GameRecord;
import io.github.incangold.view.DeckContents;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.SeatView;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import io.vavr.control.Option;
import io.vavr.control.Validation;

/**
 * Each type's JSON form, writer and reader side by side so that they stay in step. The format is
 * described in docs/frontends.md; change it only together with {@link IncanGoldJson#VERSION}.
 */
final class Formats {
    private Formats() {}

    // ---- actions

    static ObjectNode action(Action action) {
        ObjectNode node = object();
        if (action instanceof Action.Reveal) {
            node.put("action", "reveal");
        } else if (action instanceof Action.RevealCard) {
            node.put("action", "revealCard");
            node.set("card", CardJson.card(((Action.RevealCard) action).card()));
        } else if (action instanceof Action.Choose) {
            Action.Choose choose = (Action.Choose) action;
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
        switch (name) {
            case "reveal":
                in.object("action");
                return new Action.Reveal();
            case "revealCard":
                in.object("action", "card");
                return new Action.RevealCard(CardJson.card(in.field("card")));
            case "choose":
                in.object("action", "seat", "choice");
                return new Action.Choose(
                        in.field("seat").intValue(), in.field("choice").enumValue(Choice.class));
            case "leave":
                in.object("action");
                return new Action.Leave();
            case "bust":
                in.object("action");
                return new Action.Bust();
            case "endRound":
                in.object("action");
                return new Action.EndRound();
            case "advance":
                in.object("action");
                return new Action.Advance();
            default:
                throw in.field("action")
                        .fail("\"" + name + "\" is not an action; expected reveal, revealCard, "
                                + "choose, leave, bust, endRound or advance");
        }
    }

    // ---- events

    static ObjectNode event(GameEvent event) {
        ObjectNode node = object();
        if (event instanceof GameEvent.RoundStarted) {
            GameEvent.RoundStarted e = (GameEvent.RoundStarted) event;
            node.put("event", "roundStarted").put("round", e.round()).put("startSeat", e.startSeat());
            e.artifactAdded().forEach(artifact -> node.set("artifactAdded", CardJson.card(artifact)));
            node.put("deckSize", e.deckSize());
            if (!e.alsoAdded().isEmpty()) {
                node.set("alsoAdded", array(e.alsoAdded(), CardJson::card));
            }
        } else if (event instanceof GameEvent.CardRevealed) {
            GameEvent.CardRevealed e = (GameEvent.CardRevealed) event;
            node.put("event", "cardRevealed");
            node.set("card", CardJson.card(e.card()));
            node.put("seatsInTemple", e.seatsInTemple())
                    .put("share", e.share())
                    .put("remainder", e.remainder())
                    .put("bust", e.bust());
        } else if (event instanceof GameEvent.ChoiceMade) {
            node.put("event", "choiceMade").put("seat", ((GameEvent.ChoiceMade) event).seat());
        } else if (event instanceof GameEvent.ChoicesRevealed) {
            node.put("event", "choicesRevealed");
            node.set("choices", BySeatJson.choices(((GameEvent.ChoicesRevealed) event).choices()));
        } else if (event instanceof GameEvent.PlayersLeft) {
            GameEvent.PlayersLeft e = (GameEvent.PlayersLeft) event;
            node.put("event", "playersLeft");
            node.set("seats", ints(e.seats()));
            node.put("share", e.share()).put("remainder", e.remainder());
            node.set("banked", BySeatJson.seatMap(e.banked(), "gems"));
            node.set("artifacts", array(e.artifacts(), ClaimJson::claim));
        } else if (event instanceof GameEvent.DeckExhausted) {
            node.put("event", "deckExhausted");
            node.set("seats", ints(((GameEvent.DeckExhausted) event).seats()));
        } else if (event instanceof GameEvent.Bust) {
            GameEvent.Bust e = (GameEvent.Bust) event;
            node.put("event", "bust").put("hazard", e.type().name());
            node.set("lost", BySeatJson.seatMap(e.lost(), "gems"));
            e.removed().forEach(card -> node.set("removed", CardJson.card(card)));
            if (!e.kept().isEmpty()) {
                node.set("kept", BySeatJson.seatMap(e.kept(), "gems"));
            }
            if (!e.alsoRemoved().isEmpty()) {
                node.set("alsoRemoved", array(e.alsoRemoved(), CardJson::card));
            }
        } else if (event instanceof GameEvent.RoundEnded) {
            GameEvent.RoundEnded e = (GameEvent.RoundEnded) event;
            node.put("event", "roundEnded").put("round", e.round()).put("gemsReturned", e.gemsReturned());
            node.set("artifactsLost", array(e.artifactsLost(), CardJson::card));
        } else if (event instanceof GameEvent.GameEnded) {
            node.put("event", "gameEnded");
            node.set("outcome", OutcomeJson.outcome(((GameEvent.GameEnded) event).outcome()));
        } else {
            // GameEvent is sealed: only a kind added without its case here reaches this line
            throw new IllegalStateException("no JSON for the event " + event);
        }
        return node;
    }

    static GameEvent event(In in) {
        String name = in.object(
                        "event",
                        "round",
                        "startSeat",
                        "artifactAdded",
                        "deckSize",
                        "alsoAdded",
                        "card",
                        "seatsInTemple",
                        "share",
                        "remainder",
                        "bust",
                        "seat",
                        "choices",
                        "seats",
                        "banked",
                        "artifacts",
                        "hazard",
                        "lost",
                        "removed",
                        "kept",
                        "alsoRemoved",
                        "gemsReturned",
                        "artifactsLost",
                        "outcome")
                .field("event")
                .text();
        switch (name) {
            case "roundStarted":
                in.object("event", "round", "startSeat", "artifactAdded", "deckSize", "alsoAdded");
                return new GameEvent.RoundStarted(
                        in.field("round").intAtLeast(1),
                        in.field("startSeat").intAtLeast(0),
                        in.optional("artifactAdded").map(CardJson::artifact),
                        in.field("deckSize").intAtLeast(0),
                        in.optional("alsoAdded")
                                .map(cards -> cards.list(CardJson::artifact))
                                .getOrElse(List.empty()));
            case "cardRevealed":
                in.object("event", "card", "seatsInTemple", "share", "remainder", "bust");
                return new GameEvent.CardRevealed(
                        CardJson.card(in.field("card")),
                        in.field("seatsInTemple").intAtLeast(0),
                        in.field("share").intAtLeast(0),
                        in.field("remainder").intAtLeast(0),
                        in.field("bust").booleanValue());
            case "choiceMade":
                in.object("event", "seat");
                return new GameEvent.ChoiceMade(in.field("seat").intAtLeast(0));
            case "choicesRevealed":
                in.object("event", "choices");
                return new GameEvent.ChoicesRevealed(
                        TreeMap.ofEntries(BySeatJson.choices(in.field("choices"), LinkedHashMap.empty())));
            case "playersLeft":
                in.object("event", "seats", "share", "remainder", "banked", "artifacts");
                return new GameEvent.PlayersLeft(
                        ints(in.field("seats"), 0),
                        in.field("share").intAtLeast(0),
                        in.field("remainder").intAtLeast(0),
                        BySeatJson.seatMap(in.field("banked"), "gems"),
                        in.field("artifacts").list(ClaimJson::claim));
            case "deckExhausted":
                in.object("event", "seats");
                return new GameEvent.DeckExhausted(ints(in.field("seats"), 0));
            case "bust":
                in.object("event", "hazard", "lost", "removed", "kept", "alsoRemoved");
                return new GameEvent.Bust(
                        CardJson.hazardType(in.field("hazard")),
                        BySeatJson.seatMap(in.field("lost"), "gems"),
                        in.optional("removed").map(CardJson::card),
                        in.optional("kept")
                                .map(kept -> BySeatJson.seatMap(kept, "gems"))
                                .getOrElse(TreeMap.empty()),
                        in.optional("alsoRemoved")
                                .map(cards -> cards.list(CardJson::card))
                                .getOrElse(List.empty()));
            case "roundEnded":
                in.object("event", "round", "gemsReturned", "artifactsLost");
                return new GameEvent.RoundEnded(
                        in.field("round").intAtLeast(1),
                        in.field("gemsReturned").intAtLeast(0),
                        in.field("artifactsLost").list(CardJson::artifact));
            case "gameEnded":
                in.object("event", "outcome");
                return new GameEvent.GameEnded(OutcomeJson.outcome(in.field("outcome")));
            default:
                throw in.field("event")
                        .fail("\"" + name + "\" is not an event; expected roundStarted, "
                                + "cardRevealed, choiceMade, choicesRevealed, playersLeft, deckExhausted, bust, roundEnded "
                                + "or gameEnded");
        }
    }

    // ---- state

    static void state(ObjectNode node, GameState state) {
        StateSnapshot s = StateSnapshot.of(state);
        node.set("rules", RulesJson.rules(s.rules()));
        node.set("seats", array(s.seats(), JsonParts::text));
        node.put("phase", s.phase().name());
        node.put("round", s.round());
        node.put("startSeat", s.startSeat());
        node.set("deck", ints(s.deck()));
        node.put("revealed", s.revealed());
        node.put("pathGems", s.pathGems());
        node.set("inTemple", ints(s.inTemple()));
        node.set("pendingChoices", BySeatJson.choices(s.pendingChoices()));
        node.set("gemsAtRisk", ints(s.gemsAtRisk()));
        node.set("tentGems", ints(s.tentGems()));
        node.set("claims", array(s.claims(), ClaimJson::claim));
        node.set("removed", ints(s.removed()));
        node.put("gemsDealt", s.gemsDealt());
        node.put("gemsReturned", s.gemsReturned());
        if (!s.pathGemsByCard().isEmpty()) {
            node.set("pathGemsByCard", ints(s.pathGemsByCard()));
        }
        node.put("randomState", Long.toString(s.randomState()));
    }

    static GameState state(In in) {
        in.object(
                "rules",
                "seats",
                "phase",
                "round",
                "startSeat",
                "deck",
                "revealed",
                "pathGems",
                "inTemple",
                "pendingChoices",
                "gemsAtRisk",
                "tentGems",
                "claims",
                "removed",
                "gemsDealt",
                "gemsReturned",
                "pathGemsByCard",
                "randomState");
        StateSnapshot snapshot = new StateSnapshot(
                RulesJson.rules(in.field("rules")),
                in.field("seats").list(In::text),
                in.field("phase").enumValue(Phase.class),
                in.field("round").intValue(),
                in.field("startSeat").intValue(),
                ints(in.field("deck"), 0),
                in.field("revealed").intValue(),
                in.field("pathGems").intValue(),
                ints(in.field("inTemple"), 0),
                BySeatJson.choices(in.field("pendingChoices"), TreeMap.empty()),
                in.field("gemsAtRisk").list(In::intValue),
                in.field("tentGems").list(In::intValue),
                in.field("claims").list(ClaimJson::claim),
                ints(in.field("removed"), 0),
                in.field("gemsDealt").intValue(),
                in.field("gemsReturned").intValue(),
                in.optional("pathGemsByCard")
                        .map(list -> list.list(In::intValue))
                        .getOrElse(List.empty()),
                in.field("randomState").longText());
        Validation<Seq<String>, GameState> restored = snapshot.restore();
        if (restored.isInvalid()) {
            String first = restored.getError().head();
            int colon = first.indexOf(": ");
            String field = colon > 0 && first.substring(0, colon).matches("[A-Za-z]+(\\[\\d+\\])?")
                    ? "." + first.substring(0, colon)
                    : "";
            throw new In.Failure(
                    in.path + field,
                    "not a consistent game state: " + restored.getError().mkString("; "));
        }
        return restored.get();
    }

    // ---- views

    static ObjectNode seat(SeatView seat) {
        ObjectNode node = object();
        node.put("seat", seat.seat());
        node.put("name", seat.name());
        node.put("inTemple", seat.inTemple());
        node.put("hasChosen", seat.hasChosen());
        seat.pendingChoice().forEach(choice -> node.put("pendingChoice", choice.name()));
        node.put("gemsAtRisk", seat.gemsAtRisk());
        seat.tentGems().forEach(gems -> node.put("tentGems", gems));
        node.set("artifacts", array(seat.artifacts(), ClaimJson::claim));
        seat.score().forEach(score -> node.put("score", score));
        return node;
    }

    static SeatView seat(In in) {
        in.object(
                "seat",
                "name",
                "inTemple",
                "hasChosen",
                "pendingChoice",
                "gemsAtRisk",
                "tentGems",
                "artifacts",
                "score");
        return new SeatView(
                in.field("seat").intAtLeast(0),
                in.field("name").text(),
                in.field("inTemple").booleanValue(),
                in.field("hasChosen").booleanValue(),
                in.optional("pendingChoice").map(c -> c.enumValue(Choice.class)),
                in.field("gemsAtRisk").intAtLeast(0),
                in.optional("tentGems").map(v -> v.intAtLeast(0)),
                in.field("artifacts").list(ClaimJson::claim),
                in.optional("score").map(v -> v.intAtLeast(0)));
    }

    static void view(ObjectNode node, PlayerView view) {
        node.set("rules", RulesJson.rules(view.rules()));
        view.viewer().forEach(seat -> node.put("viewer", seat));
        node.put("phase", view.phase().name());
        node.put("round", view.round());
        node.put("startSeat", view.startSeat());
        node.set("path", array(view.path(), CardJson::card));
        node.put("pathGems", view.pathGems());
        if (!view.pathGemsByCard().isEmpty()) {
            node.set("pathGemsByCard", ints(view.pathGemsByCard()));
        }
        node.set("artifactsOnPath", array(view.artifactsOnPath(), CardJson::card));
        node.set("hazardsSeen", array(view.hazardsSeen(), type -> text(type.name())));
        node.set("remainingDeck", array(view.remainingDeck().entries(), entry -> {
            ObjectNode counted = object();
            counted.set("card", CardJson.card(entry.card()));
            return counted.put("count", entry.count());
        }));
        node.set("removedCards", array(view.removedCards(), CardJson::card));
        node.set("seats", array(view.seats(), Formats::seat));
        node.set("awaitedSeats", ints(view.awaitedSeats()));
        node.set("legalActions", array(view.legalActions(), Formats::action));
        view.outcome().forEach(outcome -> node.set("outcome", OutcomeJson.outcome(outcome)));
    }

    static PlayerView view(In in) {
        in.object(
                "rules",
                "viewer",
                "phase",
                "round",
                "startSeat",
                "path",
                "pathGems",
                "pathGemsByCard",
                "artifactsOnPath",
                "hazardsSeen",
                "remainingDeck",
                "removedCards",
                "seats",
                "awaitedSeats",
                "legalActions",
                "outcome");
        List<DeckContents.CardCount> entries = in.field("remainingDeck").list(entry -> {
            entry.object("card", "count");
            Card card = CardJson.card(entry.field("card"));
            int count = entry.field("count").intValue();
            return entry.build(() -> new DeckContents.CardCount(card, count));
        });
        DeckContents deck = in.field("remainingDeck").build(() -> new DeckContents(entries));
        List<SeatView> seats = in.field("seats").list(Formats::seat);
        Option<Integer> viewer = in.optional("viewer").map(v -> v.intAtLeast(0));
        if (viewer.exists(seat -> seat >= seats.size())) {
            throw in.field("viewer")
                    .fail("seat " + viewer.get() + " is not one of the view's " + seats.size() + " seats");
        }
        return new PlayerView(
                RulesJson.rules(in.field("rules")),
                viewer,
                in.field("phase").enumValue(Phase.class),
                in.field("round").intAtLeast(1),
                in.field("startSeat").intAtLeast(0),
                in.field("path").list(CardJson::card),
                in.field("pathGems").intAtLeast(0),
                in.optional("pathGemsByCard").map(list -> ints(list, 0)).getOrElse(List.empty()),
                in.field("artifactsOnPath").list(CardJson::artifact),
                in.field("hazardsSeen").list(CardJson::hazardType),
                deck,
                in.field("removedCards").list(CardJson::card),
                seats,
                ints(in.field("awaitedSeats"), 0),
                in.field("legalActions").list(Formats::action),
                in.optional("outcome").map(OutcomeJson::outcome));
    }

    // ---- records

    static void record(ObjectNode node, GameRecord record) {
        node.set("rules", RulesJson.rules(record.rules()));
        node.set("seats", array(record.seats(), JsonParts::text));
        node.put("startSeat", record.startSeat());
        node.put("seed", Long.toString(record.seed()));
        node.set("actions", array(record.actions(), Formats::action));
        if (!record.checkpoints().isEmpty()) {
            node.set("checkpoints", array(record.checkpoints(), Formats::checkpoint));
        }
    }

    static ObjectNode checkpoint(GameRecord.Checkpoint checkpoint) {
        ObjectNode node = object();
        node.put("actions", checkpoint.actions());
        node.put("digest", String.format("%016x", checkpoint.digest()));
        return node;
    }

    static GameRecord.Checkpoint checkpoint(In in) {
        in.object("actions", "digest");
        int actions = in.field("actions").intAtLeast(0);
        In digest = in.field("digest");
        String hex = digest.text();
        if (!hex.matches("[0-9a-f]{16}")) {
            throw digest.fail("\"" + (hex.length() > 20 ? hex.substring(0, 20) + "…" : hex)
                    + "\" is not a digest: 16 lowercase hexadecimal digits");
        }
        return new GameRecord.Checkpoint(actions, Long.parseUnsignedLong(hex, 16));
    }

    static GameRecord record(In in) {
        in.object("rules", "seats", "startSeat", "seed", "actions", "checkpoints");
        List<Action> actions = in.field("actions").list(Formats::action);
        List<GameRecord.Checkpoint> checkpoints = in.optional("checkpoints")
                .map(list -> list.list(Formats::checkpoint))
                .getOrElse(List.empty());
        Option<String> problem = GameRecord.checkpointProblem(checkpoints, actions.size());
        if (problem.isDefined()) {
            throw in.field("checkpoints").fail(problem.get());
        }
        return new GameRecord(
                RulesJson.rules(in.field("rules")),
                in.field("seats").list(In::text),
                in.field("startSeat").intValue(),
                in.field("seed").longText(),
                actions,
                checkpoints);
    }
}
