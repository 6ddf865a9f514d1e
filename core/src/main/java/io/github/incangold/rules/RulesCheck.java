package io.github.incangold.rules;

import io.github.incangold.internal.Names;
import io.github.incangold.model.HazardType;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;

/**
 * The checks of a {@link Rules}: every limit its accessors document, each problem naming its
 * field and the bad value, all of them found at once. {@link Rules} runs them whenever a
 * configuration is built.
 */
final class RulesCheck {
    private RulesCheck() {}

    /** The rules, with their hazard types in the order of their names; throws when they are invalid. */
    static Rules checked(Rules rules) {
        Seq<RuleProblem> problems = problems(rules);
        if (!problems.isEmpty()) {
            throw new InvalidRulesException(problems);
        }
        List<Tuple2<HazardType, Integer>> byName = rules.hazards().toList().sortBy(Tuple2::_1);
        if (rules.hazards() instanceof LinkedHashMap
                && byName.map(Tuple2::_1).equals(rules.hazards().keySet().toList())) {
            return rules;
        }
        return new ImmutableRules.Builder()
                .from(rules)
                .hazards(LinkedHashMap.ofEntries(byName))
                .build();
    }

    static Seq<RuleProblem> problems(Rules rules) {
        Vector<RuleProblem> problems = Vector.empty();
        if (rules.minPlayers() < 1) {
            problems = problems.append(problem("minPlayers", rules.minPlayers() + " is below 1"));
        }
        if (rules.minPlayers() > Rules.MAX_SEATS) {
            problems = problems.append(
                    problem("minPlayers", rules.minPlayers() + " exceeds the limit of " + Rules.MAX_SEATS));
        }
        if (rules.maxPlayers() > Rules.MAX_SEATS) {
            problems = problems.append(
                    problem("maxPlayers", rules.maxPlayers() + " exceeds the limit of " + Rules.MAX_SEATS));
        }
        if (rules.maxPlayers() < rules.minPlayers()) {
            problems = problems.append(
                    problem("maxPlayers", rules.maxPlayers() + " is below minPlayers (" + rules.minPlayers() + ")"));
        }
        if (rules.rounds() < 1) {
            problems = problems.append(problem("rounds", rules.rounds() + " is below 1"));
        } else if (rules.rounds() > Rules.MAX_ROUNDS) {
            problems = problems.append(problem("rounds", rules.rounds() + " exceeds the limit of " + Rules.MAX_ROUNDS));
        }
        if (rules.artifactsPerRound() < 1) {
            problems = problems.append(problem("artifactsPerRound", rules.artifactsPerRound() + " is below 1"));
        } else if (rules.artifactsPerRound() > Rules.MAX_CARDS) {
            problems = problems.append(problem(
                    "artifactsPerRound", rules.artifactsPerRound() + " exceeds the limit of " + Rules.MAX_CARDS));
        }
        if (rules.bustTrigger() < 1) {
            problems = problems.append(problem("bustTrigger", rules.bustTrigger() + " is below 1"));
        } else if (rules.bustTrigger() > Rules.MAX_CARDS) {
            problems = problems.append(
                    problem("bustTrigger", rules.bustTrigger() + " exceeds the limit of " + Rules.MAX_CARDS));
        }
        problems = problems.appendAll(values("treasureValues", rules.treasureValues(), 1));
        int hazardCards = 0;
        boolean oversizedType = false;
        if (rules.hazards().size() > Rules.MAX_HAZARD_TYPES) {
            problems = problems.append(problem(
                    "hazards", rules.hazards().size() + " hazard types exceed the limit of " + Rules.MAX_HAZARD_TYPES));
        }
        for (Tuple2<HazardType, Integer> entry : rules.hazards()) {
            if (entry._1 == null || entry._2 == null) {
                problems = problems.append(problem("hazards", "contains a null type or count"));
            } else if (entry._2 < 1) {
                problems = problems.append(problem(
                        "hazards." + entry._1.name(), entry._2 + " cards; a listed hazard type needs at least 1"));
            } else if (entry._2 > Rules.MAX_CARDS) {
                problems = problems.append(problem(
                        "hazards." + entry._1.name(),
                        entry._2 + " cards exceed the limit of " + Rules.MAX_CARDS + " cards in a deck"));
                oversizedType = true;
                hazardCards += Rules.MAX_CARDS + 1; // counted capped: the deck has cards, just too many
            } else {
                hazardCards += entry._2;
            }
        }
        // Two types the table cannot tell apart would play as two (R4): "Fire" beside "fire".
        java.util.Map<String, HazardType> byIdentity = new java.util.HashMap<>();
        for (Tuple2<HazardType, Integer> entry : rules.hazards()) {
            HazardType earlier =
                    entry._1 == null ? null : byIdentity.putIfAbsent(Names.identity(entry._1.name()), entry._1);
            if (earlier != null) {
                problems = problems.append(problem(
                        "hazards." + entry._1.name(),
                        "is the same name as '" + earlier.name() + "' to the table (letter case, accents typed"
                                + " apart and variation selectors aside); give each hazard type one name"));
            }
        }
        int questCards = rules.treasureValues().size() + hazardCards;
        if (questCards < 1) {
            problems = problems.append(problem(
                    "treasureValues", "the deck has no treasure and no hazard card; it needs at least one card"));
        }
        if (rules.artifactCount() < 0) {
            problems = problems.append(problem("artifactCount", rules.artifactCount() + " is negative"));
        }
        long deckCards = (long) questCards + Math.max(0, rules.artifactsInPlay());
        if (rules.artifactsInPlay() > Rules.MAX_CARDS) {
            problems = problems.append(problem(
                    "artifactCount",
                    rules.artifactsInPlay() + " artifacts exceed the limit of " + Rules.MAX_CARDS + " cards"));
        } else if (deckCards > Rules.MAX_CARDS && !oversizedType) {
            // Blamed on the largest part of the deck, the one to shorten.
            int treasures = rules.treasureValues().size();
            int artifacts = Math.max(0, rules.artifactsInPlay());
            String largest = artifacts > Math.max(treasures, hazardCards)
                    ? "artifactCount"
                    : hazardCards > treasures ? "hazards" : "treasureValues";
            problems = problems.append(problem(
                    largest,
                    "the deck has " + deckCards + " cards (" + treasures + " treasure, " + hazardCards + " hazard, "
                            + artifacts + " artifact), more than the limit of " + Rules.MAX_CARDS));
        }
        problems = problems.appendAll(values("startingGems", rules.startingGems(), 0));
        if (rules.startingGems().size() > Rules.MAX_SEATS) {
            problems = problems.append(problem(
                    "startingGems",
                    rules.startingGems().size() + " entries exceed the limit of " + Rules.MAX_SEATS + " seats"));
        } else if (rules.startingGems().size() > rules.maxPlayers() && rules.maxPlayers() >= 1) {
            // an entry past the last seat would never be used: a list for other rules, or a typo
            problems = problems.append(problem(
                    "startingGems",
                    rules.startingGems().size() + " entries, but at most " + rules.maxPlayers()
                            + " players play (maxPlayers): one entry a seat, seat 0 first"));
        }
        // Every schedule's values are checked, used or not: a value out of range is never meant.
        problems = problems.appendAll(values("claimOrderValues", rules.claimOrderValues(), 0));
        problems = problems.appendAll(values("printedArtifactValues", rules.printedArtifactValues(), 0));
        problems = problems.appendAll(values("roundArtifactValues", rules.roundArtifactValues(), 0));
        if (rules.artifactsInPlay() > 0) {
            if (rules.artifactValuation() == ArtifactValuation.BY_ROUND
                    && rules.roundArtifactValues().isEmpty()) {
                problems = problems.append(
                        problem("roundArtifactValues", "is empty; BY_ROUND valuation needs at least one value"));
            } else if (rules.artifactValuation() == ArtifactValuation.CLAIM_ORDER
                    && rules.claimOrderValues().isEmpty()) {
                problems = problems.append(
                        problem("claimOrderValues", "is empty; CLAIM_ORDER valuation needs at least one value"));
            } else if (rules.artifactValuation() == ArtifactValuation.PRINTED
                    && rules.printedArtifactValues().size() < rules.artifactCount()) {
                problems = problems.append(problem(
                        "printedArtifactValues",
                        "has " + rules.printedArtifactValues().size() + " values for " + rules.artifactCount()
                                + " artifacts; PRINTED valuation needs one per artifact"));
            }
        }
        if (problems.isEmpty() && mostGemsAndPoints(rules) > Integer.MAX_VALUE) {
            problems = problems.append(problem(
                    "rounds",
                    "the game could deal " + mostGemsAndPoints(rules) + " gems and points (" + rules.rounds()
                            + " rounds of the treasure cards, plus the artifacts), more than the "
                            + Integer.MAX_VALUE + " a score can hold; use fewer rounds or smaller treasure values"));
        }
        return problems;
    }

    /**
     * The most gems and artifact points a whole game can deal: every treasure card revealed in
     * every round, every artifact claimed at the highest value, and every seat's starting gems. It bounds every count of the
     * game (a tent, a score, the gems on the path), which must fit an {@code int}.
     */
    static long mostGemsAndPoints(Rules rules) {
        long treasure = 0;
        for (Integer value : rules.treasureValues()) {
            treasure += value;
        }
        long artifactValue = 0;
        List<Integer> schedule = rules.artifactValuation() == ArtifactValuation.CLAIM_ORDER
                ? rules.claimOrderValues()
                : rules.artifactValuation() == ArtifactValuation.BY_ROUND
                        ? rules.roundArtifactValues()
                        : rules.printedArtifactValues();
        for (Integer value : schedule) {
            artifactValue = Math.max(artifactValue, value);
        }
        long starting = 0;
        for (Integer gems : rules.startingGems()) {
            starting += gems;
        }
        // checked after the rounds' limit, so at most 1,000 rounds of 10^10 gems: a long holds it
        return rules.rounds() * treasure + rules.artifactsInPlay() * artifactValue + starting;
    }

    private static Seq<RuleProblem> values(String field, List<Integer> values, int min) {
        Vector<RuleProblem> problems = Vector.empty();
        int index = 0;
        for (Integer value : values) {
            String at = field + "[" + index++ + "]";
            if (value == null) {
                problems = problems.append(problem(at, "is null"));
            } else if (value < min) {
                problems = problems.append(problem(at, value + " is below " + min));
            } else if (value > Rules.MAX_VALUE) {
                problems = problems.append(problem(at, value + " exceeds the limit of " + Rules.MAX_VALUE));
            }
        }
        return problems;
    }

    private static RuleProblem problem(String field, String message) {
        return new RuleProblem(field, message);
    }
}
