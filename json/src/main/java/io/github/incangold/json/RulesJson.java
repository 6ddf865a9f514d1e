package io.github.incangold.json;

import static io.github.incangold.json.JsonParts.array;
import static io.github.incangold.json.JsonParts.ints;
import static io.github.incangold.json.JsonParts.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverArtifacts;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.RuleProblem;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import io.vavr.control.Validation;

/**
 * The rules in JSON: the {@code "rules"} document and the rules that states, views and records
 * nest. Keep in step with rules.json and common.json in docs/schemas (and the TypeScript types
 * beside them) and with docs/frontends.md, and change only together with {@link
 * IncanGoldJson#VERSION}.
 */
final class RulesJson {
    private RulesJson() {}

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
                HazardType type = CardJson.hazardType(entry.field("type"));
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
}
