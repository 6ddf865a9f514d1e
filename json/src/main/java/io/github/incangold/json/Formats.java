package io.github.incangold.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.engine.Action;
import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Standing;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverArtifacts;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.RuleProblem;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.github.incangold.view.DeckContents;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.SeatView;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedMap;
import io.vavr.collection.TreeMap;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.function.Function;

/**
 * Each type's JSON form, writer and reader side by side so that they stay in step. The format is
 * described in docs/frontends.md; change it only together with {@link IncanGoldJson#VERSION}.
 */
final class Formats {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Formats() {}

    static ObjectNode object() {
        return NODES.objectNode();
    }

    static <T> ArrayNode array(Iterable<T> items, Function<T, com.fasterxml.jackson.databind.JsonNode> item) {
        ArrayNode array = NODES.arrayNode();
        for (T value : items) {
            array.add(item.apply(value));
        }
        return array;
    }

    static ArrayNode ints(Iterable<Integer> values) {
        ArrayNode array = NODES.arrayNode();
        values.forEach(array::add);
        return array;
    }

    static List<Integer> ints(In in, int min) {
        return in.list(element -> element.intAtLeast(min));
    }

    // ---- cards

    static ObjectNode card(Card card) {
        ObjectNode node = object();
        if (card instanceof Card.Treasure treasure) {
            node.put("kind", "treasure").put("value", treasure.value());
        } else if (card instanceof Card.Hazard hazard) {
            node.put("kind", "hazard").put("hazard", hazard.type().name());
        } else {
            Card.Artifact artifact = (Card.Artifact) card;
            node.put("kind", "artifact").put("number", artifact.number());
            artifact.printedValue().forEach(value -> node.put("printedValue", value));
        }
        return node;
    }

    static Card card(In in) {
        String kind = in.object("kind", "value", "hazard", "number", "printedValue")
                .field("kind")
                .text();
        return switch (kind) {
            case "treasure" -> {
                in.object("kind", "value");
                int value = in.field("value").intValue();
                yield in.build(() -> Card.treasure(value));
            }
            case "hazard" -> {
                in.object("kind", "hazard");
                HazardType type = hazardType(in.field("hazard"));
                yield Card.hazard(type);
            }
            case "artifact" -> {
                in.object("kind", "number", "printedValue");
                int number = in.field("number").intValue();
                Option<Integer> printed = in.optional("printedValue").map(In::intValue);
                yield in.build(() -> new Card.Artifact(number, printed));
            }
            default ->
                throw in.field("kind")
                        .fail("\"" + kind + "\" is not a card kind; expected treasure, hazard or artifact");
        };
    }

    static Card.Artifact artifact(In in) {
        Card card = card(in);
        if (!(card instanceof Card.Artifact artifact)) {
            throw in.fail("expected an artifact card, found " + card);
        }
        return artifact;
    }

    static HazardType hazardType(In in) {
        String name = in.text();
        return in.build(() -> HazardType.of(name));
    }

    // ---- rules

    static ObjectNode rules(Rules rules) {
        ObjectNode node = object();
        node.put("minPlayers", rules.minPlayers());
        node.put("maxPlayers", rules.maxPlayers());
        node.put("rounds", rules.rounds());
        node.set("treasureValues", ints(rules.treasureValues()));
        node.set("hazards", array(rules.hazards(), entry -> object().put("type", entry._1.name())
                .put("count", entry._2)));
        node.put("artifactsEnabled", rules.artifactsEnabled());
        node.put("artifactCount", rules.artifactCount());
        node.put("artifactValuation", rules.artifactValuation().name());
        node.set("claimOrderValues", ints(rules.claimOrderValues()));
        node.set("printedArtifactValues", ints(rules.printedArtifactValues()));
        node.put("artifactSharing", rules.artifactSharing().name());
        node.put("removeBustingHazard", rules.removeBustingHazard());
        node.put("openingHazardAutoReveal", rules.openingHazardAutoReveal());
        node.put("artifactTieBreak", rules.artifactTieBreak());
        // The house-rule options added within version 2 are written only when they differ from
        // the rulebook, so a rulebook game's document stays the same text for every reader.
        if (!rules.roundArtifactValues().equals(Rules.CLASSIC_ARTIFACT_VALUES)) {
            node.set("roundArtifactValues", ints(rules.roundArtifactValues()));
        }
        if (rules.leftoverGems() != LeftoverGems.POOLED) {
            node.put("leftoverGems", rules.leftoverGems().name());
        }
        if (rules.artifactsPerRound() != 1) {
            node.put("artifactsPerRound", rules.artifactsPerRound());
        }
        if (rules.leftoverArtifacts() != LeftoverArtifacts.LOST) {
            node.put("leftoverArtifacts", rules.leftoverArtifacts().name());
        }
        if (rules.bustTrigger() != 2) {
            node.put("bustTrigger", rules.bustTrigger());
        }
        if (rules.bustPenalty() != BustPenalty.LOSE_ALL) {
            node.put("bustPenalty", rules.bustPenalty().name());
        }
        if (rules.bustRemoval() != BustRemoval.BUSTING_CARD && rules.bustRemoval() != BustRemoval.NONE) {
            node.put("bustRemoval", rules.bustRemoval().name());
        }
        if (rules.tieBreak() == TieBreak.MOST_GEMS) {
            node.put("tieBreak", rules.tieBreak().name());
        }
        if (!rules.startingGems().isEmpty()) {
            node.set("startingGems", ints(rules.startingGems()));
        }
        node.put("openTents", rules.openTents());
        return node;
    }

    /** Omitted fields keep the rulebook's defaults. */
    static Rules rules(In in) {
        in.object(
                "minPlayers",
                "maxPlayers",
                "rounds",
                "treasureValues",
                "hazards",
                "artifactsEnabled",
                "artifactCount",
                "artifactValuation",
                "claimOrderValues",
                "printedArtifactValues",
                "roundArtifactValues",
                "artifactSharing",
                "leftoverGems",
                "artifactsPerRound",
                "leftoverArtifacts",
                "bustTrigger",
                "bustPenalty",
                "bustRemoval",
                "removeBustingHazard",
                "openingHazardAutoReveal",
                "tieBreak",
                "artifactTieBreak",
                "startingGems",
                "openTents");
        Rules.Builder builder = Rules.builder();
        in.optional("minPlayers").forEach(v -> builder.minPlayers(v.intValue()));
        in.optional("maxPlayers").forEach(v -> builder.maxPlayers(v.intValue()));
        in.optional("rounds").forEach(v -> builder.rounds(v.intValue()));
        in.optional("treasureValues").forEach(v -> builder.treasureValues(v.list(In::intValue)));
        in.optional("hazards").forEach(v -> {
            Map<HazardType, Integer> hazards = LinkedHashMap.empty();
            for (In entry : v.elements()) {
                entry.object("type", "count");
                HazardType type = hazardType(entry.field("type"));
                if (hazards.containsKey(type)) {
                    throw entry.field("type").fail("the hazard type '" + type + "' is listed twice");
                }
                hazards = hazards.put(type, entry.field("count").intValue());
            }
            builder.hazards(hazards);
        });
        in.optional("artifactsEnabled").forEach(v -> builder.artifactsEnabled(v.booleanValue()));
        in.optional("artifactCount").forEach(v -> builder.artifactCount(v.intValue()));
        in.optional("artifactValuation").forEach(v -> builder.artifactValuation(v.enumValue(ArtifactValuation.class)));
        in.optional("claimOrderValues").forEach(v -> builder.claimOrderValues(v.list(In::intValue)));
        in.optional("printedArtifactValues").forEach(v -> builder.printedArtifactValues(v.list(In::intValue)));
        in.optional("roundArtifactValues").forEach(v -> builder.roundArtifactValues(v.list(In::intValue)));
        in.optional("artifactSharing").forEach(v -> builder.artifactSharing(v.enumValue(ArtifactSharing.class)));
        in.optional("leftoverGems").forEach(v -> builder.leftoverGems(v.enumValue(LeftoverGems.class)));
        in.optional("artifactsPerRound").forEach(v -> builder.artifactsPerRound(v.intValue()));
        in.optional("leftoverArtifacts").forEach(v -> builder.leftoverArtifacts(v.enumValue(LeftoverArtifacts.class)));
        in.optional("bustTrigger").forEach(v -> builder.bustTrigger(v.intValue()));
        in.optional("bustPenalty").forEach(v -> builder.bustPenalty(v.enumValue(BustPenalty.class)));
        // removeBustingHazard and artifactTieBreak: the booleans of earlier documents, read when
        // the option that replaced each is absent, and refused when both disagree.
        Option<Boolean> removeBusting = in.optional("removeBustingHazard").map(In::booleanValue);
        Option<BustRemoval> removal = in.optional("bustRemoval").map(v -> v.enumValue(BustRemoval.class));
        if (removal.isDefined() && removeBusting.exists(remove -> remove != (removal.get() != BustRemoval.NONE))) {
            throw in.field("removeBustingHazard")
                    .fail("says " + removeBusting.get() + " but bustRemoval is " + removal.get()
                            + "; give bustRemoval only");
        }
        removeBusting.forEach(builder::removeBustingHazard);
        removal.forEach(builder::bustRemoval);
        in.optional("openingHazardAutoReveal").forEach(v -> builder.openingHazardAutoReveal(v.booleanValue()));
        Option<Boolean> artifactTieBreak = in.optional("artifactTieBreak").map(In::booleanValue);
        Option<TieBreak> tieBreak = in.optional("tieBreak").map(v -> v.enumValue(TieBreak.class));
        if (tieBreak.isDefined()
                && artifactTieBreak.exists(byArtifacts -> byArtifacts != (tieBreak.get() == TieBreak.ARTIFACTS))) {
            throw in.field("artifactTieBreak")
                    .fail("says " + artifactTieBreak.get() + " but tieBreak is " + tieBreak.get()
                            + "; give tieBreak only");
        }
        artifactTieBreak.forEach(builder::artifactTieBreak);
        tieBreak.forEach(builder::tieBreak);
        in.optional("startingGems").forEach(v -> builder.startingGems(v.list(In::intValue)));
        in.optional("openTents").forEach(v -> builder.openTents(v.booleanValue()));
        Validation<Seq<RuleProblem>, Rules> built = builder.tryBuild();
        if (built.isInvalid()) {
            RuleProblem first = built.getError().head();
            String field = first.field().replaceFirst("^hazards\\..*", "hazards");
            throw new In.Failure(in.path + "." + field, built.getError().mkString("; "));
        }
        return built.get();
    }

    // ---- artifacts, outcome

    static ObjectNode claim(ClaimedArtifact claim) {
        ObjectNode node = object();
        node.put("seat", claim.seat());
        node.set("artifact", card(claim.artifact()));
        node.put("value", claim.value());
        node.put("claimOrder", claim.claimOrder());
        node.put("round", claim.round());
        return node;
    }

    static ClaimedArtifact claim(In in) {
        in.object("seat", "artifact", "value", "claimOrder", "round");
        int seat = in.field("seat").intAtLeast(0);
        Card.Artifact artifact = artifact(in.field("artifact"));
        int value = in.field("value").intAtLeast(0);
        int order = in.field("claimOrder").intAtLeast(1);
        int round = in.field("round").intAtLeast(1);
        return new ClaimedArtifact(seat, artifact, value, order, round);
    }

    static ObjectNode outcome(Outcome outcome) {
        ObjectNode node = object();
        node.set("standings", array(outcome.standings(), standing -> object().put("place", standing.place())
                .put("seat", standing.seat())
                .put("score", standing.score())
                .put("gems", standing.gems())
                .put("artifacts", standing.artifacts())));
        node.set("winners", ints(outcome.winners()));
        return node;
    }

    static Outcome outcome(In in) {
        in.object("standings", "winners");
        List<Standing> standings = in.field("standings").list(s -> {
            s.object("place", "seat", "score", "gems", "artifacts");
            return new Standing(
                    s.field("place").intAtLeast(1),
                    s.field("seat").intAtLeast(0),
                    s.field("score").intAtLeast(0),
                    s.field("gems").intAtLeast(0),
                    s.field("artifacts").intAtLeast(0));
        });
        return new Outcome(standings, ints(in.field("winners"), 0));
    }

    static ArrayNode seatMap(Map<Integer, Integer> values, String valueName) {
        return array(values, entry -> object().put("seat", entry._1).put(valueName, entry._2));
    }

    static SortedMap<Integer, Integer> seatMap(In in, String valueName) {
        SortedMap<Integer, Integer> values = TreeMap.empty();
        for (In entry : in.elements()) {
            entry.object("seat", valueName);
            int seat = entry.field("seat").intAtLeast(0);
            if (values.containsKey(seat)) {
                throw entry.field("seat").fail("seat " + seat + " is listed twice");
            }
            values = values.put(seat, entry.field(valueName).intAtLeast(0));
        }
        return values;
    }

    static ArrayNode choices(Map<Integer, Choice> choices) {
        return array(choices, entry -> object().put("seat", entry._1).put("choice", entry._2.name()));
    }

    static Map<Integer, Choice> choices(In in, Map<Integer, Choice> empty) {
        Map<Integer, Choice> choices = empty;
        for (In entry : in.elements()) {
            entry.object("seat", "choice");
            int seat = entry.field("seat").intAtLeast(0);
            if (choices.containsKey(seat)) {
                throw entry.field("seat").fail("seat " + seat + " is listed twice");
            }
            choices = choices.put(seat, entry.field("choice").enumValue(Choice.class));
        }
        return choices;
    }

    // ---- actions

    static ObjectNode action(Action action) {
        ObjectNode node = object();
        if (action instanceof Action.Reveal) {
            node.put("action", "reveal");
        } else if (action instanceof Action.RevealCard revealCard) {
            node.put("action", "revealCard");
            node.set("card", card(revealCard.card()));
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
                yield new Action.RevealCard(card(in.field("card")));
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

    // ---- events

    static ObjectNode event(GameEvent event) {
        ObjectNode node = object();
        if (event instanceof GameEvent.RoundStarted e) {
            node.put("event", "roundStarted").put("round", e.round()).put("startSeat", e.startSeat());
            e.artifactAdded().forEach(artifact -> node.set("artifactAdded", card(artifact)));
            node.put("deckSize", e.deckSize());
            if (!e.alsoAdded().isEmpty()) {
                node.set("alsoAdded", array(e.alsoAdded(), Formats::card));
            }
        } else if (event instanceof GameEvent.CardRevealed e) {
            node.put("event", "cardRevealed");
            node.set("card", card(e.card()));
            node.put("seatsInTemple", e.seatsInTemple())
                    .put("share", e.share())
                    .put("remainder", e.remainder())
                    .put("bust", e.bust());
        } else if (event instanceof GameEvent.ChoiceMade choiceMade) {
            node.put("event", "choiceMade").put("seat", choiceMade.seat());
        } else if (event instanceof GameEvent.ChoicesRevealed choicesRevealed) {
            node.put("event", "choicesRevealed");
            node.set("choices", choices(choicesRevealed.choices()));
        } else if (event instanceof GameEvent.PlayersLeft e) {
            node.put("event", "playersLeft");
            node.set("seats", ints(e.seats()));
            node.put("share", e.share()).put("remainder", e.remainder());
            node.set("banked", seatMap(e.banked(), "gems"));
            node.set("artifacts", array(e.artifacts(), Formats::claim));
        } else if (event instanceof GameEvent.DeckExhausted deckExhausted) {
            node.put("event", "deckExhausted");
            node.set("seats", ints(deckExhausted.seats()));
        } else if (event instanceof GameEvent.Bust e) {
            node.put("event", "bust").put("hazard", e.type().name());
            node.set("lost", seatMap(e.lost(), "gems"));
            e.removed().forEach(card -> node.set("removed", card(card)));
            if (!e.kept().isEmpty()) {
                node.set("kept", seatMap(e.kept(), "gems"));
            }
            if (!e.alsoRemoved().isEmpty()) {
                node.set("alsoRemoved", array(e.alsoRemoved(), Formats::card));
            }
        } else if (event instanceof GameEvent.RoundEnded e) {
            node.put("event", "roundEnded").put("round", e.round()).put("gemsReturned", e.gemsReturned());
            node.set("artifactsLost", array(e.artifactsLost(), Formats::card));
        } else if (event instanceof GameEvent.GameEnded gameEnded) {
            node.put("event", "gameEnded");
            node.set("outcome", outcome(gameEnded.outcome()));
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
        return switch (name) {
            case "roundStarted" -> {
                in.object("event", "round", "startSeat", "artifactAdded", "deckSize", "alsoAdded");
                yield new GameEvent.RoundStarted(
                        in.field("round").intAtLeast(1),
                        in.field("startSeat").intAtLeast(0),
                        in.optional("artifactAdded").map(Formats::artifact),
                        in.field("deckSize").intAtLeast(0),
                        in.optional("alsoAdded")
                                .map(cards -> cards.list(Formats::artifact))
                                .getOrElse(List.empty()));
            }
            case "cardRevealed" -> {
                in.object("event", "card", "seatsInTemple", "share", "remainder", "bust");
                yield new GameEvent.CardRevealed(
                        card(in.field("card")),
                        in.field("seatsInTemple").intAtLeast(0),
                        in.field("share").intAtLeast(0),
                        in.field("remainder").intAtLeast(0),
                        in.field("bust").booleanValue());
            }
            case "choiceMade" -> {
                in.object("event", "seat");
                yield new GameEvent.ChoiceMade(in.field("seat").intAtLeast(0));
            }
            case "choicesRevealed" -> {
                in.object("event", "choices");
                yield new GameEvent.ChoicesRevealed(
                        TreeMap.ofEntries(choices(in.field("choices"), LinkedHashMap.empty())));
            }
            case "playersLeft" -> {
                in.object("event", "seats", "share", "remainder", "banked", "artifacts");
                yield new GameEvent.PlayersLeft(
                        ints(in.field("seats"), 0),
                        in.field("share").intAtLeast(0),
                        in.field("remainder").intAtLeast(0),
                        seatMap(in.field("banked"), "gems"),
                        in.field("artifacts").list(Formats::claim));
            }
            case "deckExhausted" -> {
                in.object("event", "seats");
                yield new GameEvent.DeckExhausted(ints(in.field("seats"), 0));
            }
            case "bust" -> {
                in.object("event", "hazard", "lost", "removed", "kept", "alsoRemoved");
                yield new GameEvent.Bust(
                        hazardType(in.field("hazard")),
                        seatMap(in.field("lost"), "gems"),
                        in.optional("removed").map(Formats::card),
                        in.optional("kept").map(kept -> seatMap(kept, "gems")).getOrElse(TreeMap.empty()),
                        in.optional("alsoRemoved")
                                .map(cards -> cards.list(Formats::card))
                                .getOrElse(List.empty()));
            }
            case "roundEnded" -> {
                in.object("event", "round", "gemsReturned", "artifactsLost");
                yield new GameEvent.RoundEnded(
                        in.field("round").intAtLeast(1),
                        in.field("gemsReturned").intAtLeast(0),
                        in.field("artifactsLost").list(Formats::artifact));
            }
            case "gameEnded" -> {
                in.object("event", "outcome");
                yield new GameEvent.GameEnded(outcome(in.field("outcome")));
            }
            default ->
                throw in.field("event")
                        .fail("\"" + name + "\" is not an event; expected roundStarted, "
                                + "cardRevealed, choiceMade, choicesRevealed, playersLeft, deckExhausted, bust, roundEnded "
                                + "or gameEnded");
        };
    }

    // ---- state

    static void state(ObjectNode node, GameState state) {
        StateSnapshot s = StateSnapshot.of(state);
        node.set("rules", rules(s.rules()));
        node.set("seats", array(s.seats(), NODES::textNode));
        node.put("phase", s.phase().name());
        node.put("round", s.round());
        node.put("startSeat", s.startSeat());
        node.set("deck", ints(s.deck()));
        node.put("revealed", s.revealed());
        node.put("pathGems", s.pathGems());
        node.set("inTemple", ints(s.inTemple()));
        node.set("pendingChoices", choices(s.pendingChoices()));
        node.set("gemsAtRisk", ints(s.gemsAtRisk()));
        node.set("tentGems", ints(s.tentGems()));
        node.set("claims", array(s.claims(), Formats::claim));
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
                rules(in.field("rules")),
                in.field("seats").list(In::text),
                in.field("phase").enumValue(Phase.class),
                in.field("round").intValue(),
                in.field("startSeat").intValue(),
                ints(in.field("deck"), 0),
                in.field("revealed").intValue(),
                in.field("pathGems").intValue(),
                ints(in.field("inTemple"), 0),
                choices(in.field("pendingChoices"), TreeMap.empty()),
                in.field("gemsAtRisk").list(In::intValue),
                in.field("tentGems").list(In::intValue),
                in.field("claims").list(Formats::claim),
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
        node.set("artifacts", array(seat.artifacts(), Formats::claim));
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
                in.field("artifacts").list(Formats::claim),
                in.optional("score").map(v -> v.intAtLeast(0)));
    }

    static void view(ObjectNode node, PlayerView view) {
        node.set("rules", rules(view.rules()));
        view.viewer().forEach(seat -> node.put("viewer", seat));
        node.put("phase", view.phase().name());
        node.put("round", view.round());
        node.put("startSeat", view.startSeat());
        node.set("path", array(view.path(), Formats::card));
        node.put("pathGems", view.pathGems());
        if (!view.pathGemsByCard().isEmpty()) {
            node.set("pathGemsByCard", ints(view.pathGemsByCard()));
        }
        node.set("artifactsOnPath", array(view.artifactsOnPath(), Formats::card));
        node.set("hazardsSeen", array(view.hazardsSeen(), type -> NODES.textNode(type.name())));
        node.set("remainingDeck", array(view.remainingDeck().entries(), entry -> {
            ObjectNode counted = object();
            counted.set("card", card(entry.card()));
            return counted.put("count", entry.count());
        }));
        node.set("removedCards", array(view.removedCards(), Formats::card));
        node.set("seats", array(view.seats(), Formats::seat));
        node.set("awaitedSeats", ints(view.awaitedSeats()));
        node.set("legalActions", array(view.legalActions(), Formats::action));
        view.outcome().forEach(outcome -> node.set("outcome", outcome(outcome)));
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
            Card card = card(entry.field("card"));
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
                rules(in.field("rules")),
                viewer,
                in.field("phase").enumValue(Phase.class),
                in.field("round").intAtLeast(1),
                in.field("startSeat").intAtLeast(0),
                in.field("path").list(Formats::card),
                in.field("pathGems").intAtLeast(0),
                in.optional("pathGemsByCard").map(list -> ints(list, 0)).getOrElse(List.empty()),
                in.field("artifactsOnPath").list(Formats::artifact),
                in.field("hazardsSeen").list(Formats::hazardType),
                deck,
                in.field("removedCards").list(Formats::card),
                seats,
                ints(in.field("awaitedSeats"), 0),
                in.field("legalActions").list(Formats::action),
                in.optional("outcome").map(Formats::outcome));
    }

    // ---- records

    static void record(ObjectNode node, GameRecord record) {
        node.set("rules", rules(record.rules()));
        node.set("seats", array(record.seats(), NODES::textNode));
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
                rules(in.field("rules")),
                in.field("seats").list(In::text),
                in.field("startSeat").intValue(),
                in.field("seed").longText(),
                actions,
                checkpoints);
    }
}
