package io.github.incangold.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.HazardType;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Validation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;

class RulesTest {

    @Test
    void theDefaultsAreTheRulebooks() {
        Rules rules = Rules.incanGold();
        assertEquals(3, rules.minPlayers());
        assertEquals(8, rules.maxPlayers());
        assertEquals(5, rules.rounds());
        assertEquals(124, rules.treasureValues().sum().intValue());
        assertEquals(15, rules.hazards().values().sum().intValue());
        assertEquals(5, rules.artifactsInPlay());
        assertEquals(ArtifactValuation.CLAIM_ORDER, rules.artifactValuation());
        assertEquals(List.of(5, 5, 5, 10, 10), rules.claimOrderValues());
        assertEquals(ArtifactSharing.SOLE_LEAVER, rules.artifactSharing());
        assertTrue(rules.removeBustingHazard());
        assertFalse(rules.openingHazardAutoReveal());
        assertTrue(rules.artifactTieBreak());
        assertFalse(rules.openTents());
        assertEquals(rules, Rules.builder().build());
    }

    /** R4: the order the hazard types are given in does not change the game, nor how they are listed. */
    @Test
    void r4_equalRulesListTheirHazardTypesInTheOrderOfTheirNames() {
        HazardType lava = HazardType.of("lava");
        Rules given = Rules.builder()
                .hazards(LinkedHashMap.of(HazardType.MUMMY, 2, lava, 4, HazardType.FIRE, 1))
                .build();
        Rules other = Rules.builder()
                .hazards(io.vavr.collection.HashMap.of(lava, 4, HazardType.FIRE, 1, HazardType.MUMMY, 2))
                .build();

        assertEquals(
                List.of(HazardType.FIRE, lava, HazardType.MUMMY),
                given.hazards().keySet().toList());
        assertEquals(List.of(1, 4, 2), given.hazards().values().toList());
        assertEquals(given, other);
        assertEquals(given.toString(), other.toString());
        // A hash map whose order happens to be the names' is kept in order all the same.
        Rules sortedHash =
                Rules.builder().hazards(io.vavr.collection.HashMap.of(lava, 4)).build();
        assertEquals(Rules.builder().hazards(LinkedHashMap.of(lava, 4)).build().toString(), sortedHash.toString());
        assertEquals(given.hazards().toList(), other.hazards().toList());
        assertEquals(given.hazards().toList(), given.withRounds(3).hazards().toList());
        assertEquals(
                List.of(HazardType.FIRE, HazardType.MUMMY, HazardType.ROCKFALL, HazardType.SNAKES, HazardType.SPIDERS),
                Rules.incanGold().hazards().keySet().toList());
    }

    @Test
    void r4_twoHazardTypesTheTableCannotTellApartAreRefused() {
        Seq<RuleProblem> problems = Rules.builder()
                .hazards(LinkedHashMap.of(HazardType.of("caf\u00e9"), 3, HazardType.of("cafe\u0301"), 2))
                .tryBuild()
                .getError();
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(
                "is the same name as 'caf\u00e9' to the table (letter case, accents typed apart and variation"
                        + " selectors aside); give each hazard type one name",
                problems.head().message());
        assertTrue(
                problems.head().field().startsWith("hazards.caf"),
                problems.head().field());
        assertTrue(Rules.builder()
                .hazards(Rules.RULEBOOK_HAZARDS.put(HazardType.of("Fire"), 1))
                .tryBuild()
                .isInvalid());
    }

    @Test
    void r20_diamantIsIncanGoldWithoutArtifacts() {
        assertEquals(
                Rules.builder().from(Rules.incanGold()).artifactsEnabled(false).build(), Rules.diamant());
        assertEquals(0, Rules.diamant().artifactsInPlay());
    }

    @Test
    void everyProblemIsReportedAtOnceWithItsFieldAndValue() {
        Validation<Seq<RuleProblem>, Rules> result = Rules.builder()
                .minPlayers(0)
                .maxPlayers(40)
                .rounds(0)
                .treasureValues(List.of(3, -2, 0))
                .hazards(LinkedHashMap.of(HazardType.FIRE, 0))
                .artifactCount(-1)
                .tryBuild();
        assertTrue(result.isInvalid());
        assertEquals(
                List.of(
                        new RuleProblem("minPlayers", "0 is below 1"),
                        new RuleProblem("maxPlayers", "40 exceeds the limit of 32"),
                        new RuleProblem("rounds", "0 is below 1"),
                        new RuleProblem("treasureValues[1]", "-2 is below 1"),
                        new RuleProblem("treasureValues[2]", "0 is below 1"),
                        new RuleProblem("hazards.fire", "0 cards; a listed hazard type needs at least 1"),
                        new RuleProblem("artifactCount", "-1 is negative")),
                result.getError().toList());
    }

    @Test
    void r1_aMinimumBeyondTheSeatLimitIsBlamedOnMinPlayersToo() {
        assertEquals(
                List.of(
                        new RuleProblem("minPlayers", "33 exceeds the limit of 32"),
                        new RuleProblem("maxPlayers", "32 is below minPlayers (33)")),
                Rules.builder()
                        .minPlayers(33)
                        .maxPlayers(32)
                        .tryBuild()
                        .getError()
                        .toList());
    }

    /**
     * No count can wrap: 1,289 treasure cards of 1,000,000 gems for 2 rounds could deal
     * 2,578,000,000 gems (more than 2,147,483,647); 1,073 of them for 2 rounds, 2,146,000,000,
     * plus 5 artifacts at 10 points, fit.
     */
    @Test
    void aGameWhoseGemsCouldPassTheIntegerRangeIsRefused() {
        List<Integer> tooMany = List.fill(1_289, 1_000_000);
        Seq<RuleProblem> problems =
                Rules.builder().treasureValues(tooMany).rounds(2).tryBuild().getError();
        assertEquals(
                List.of(new RuleProblem(
                        "rounds",
                        "the game could deal 2578000050 gems and points (2 rounds of the treasure cards, plus the"
                                + " artifacts), more than the 2147483647 a score can hold; use fewer rounds or smaller"
                                + " treasure values")),
                problems.toList());
        assertTrue(Rules.builder()
                .treasureValues(List.fill(1_073, 1_000_000))
                .rounds(2)
                .tryBuild()
                .isValid());
        assertEquals(
                List.of(new RuleProblem(
                        "rounds",
                        "the game could deal 2147483650 gems and points (1000 rounds of the treasure cards, plus"
                                + " the artifacts), more than the 2147483647 a score can hold; use fewer rounds or"
                                + " smaller treasure values")),
                Rules.builder()
                        .rounds(1_000)
                        .treasureValues(List.of(1_000_000, 1_000_000, 147_483))
                        .artifactsEnabled(false)
                        .startingGems(List.of(650))
                        .tryBuild()
                        .getError()
                        .toList(),
                "1,000 rounds × 2,147,483 gems + 650 starting gems is 3 past the range");
        assertTrue(
                Rules.builder()
                        .rounds(1_000)
                        .treasureValues(List.of(1_000_000, 1_000_000, 147_483))
                        .artifactsEnabled(false)
                        .startingGems(List.of(647))
                        .tryBuild()
                        .isValid(),
                "1,000 rounds × 2,147,483 gems + 647 starting gems is 2,147,483,647");
    }

    /** R2: from 1 to 1,000 rounds (Rules.MAX_ROUNDS), so a whole game's work is bounded. */
    @Test
    void r2_roundsFromOneToAThousand() {
        assertEquals(1_000, Rules.builder().rounds(1_000).build().rounds());
        assertEquals(
                List.of(new RuleProblem("rounds", "1001 exceeds the limit of 1000")),
                Rules.builder().rounds(1_001).tryBuild().getError().toList());
        assertEquals(
                List.of(new RuleProblem("rounds", "2147483647 exceeds the limit of 1000")),
                Rules.builder().rounds(Integer.MAX_VALUE).tryBuild().getError().toList());
        assertEquals(
                List.of(new RuleProblem("rounds", "0 is below 1")),
                Rules.builder().rounds(0).tryBuild().getError().toList());
    }

    /** R18: one starting entry a seat; an entry past maxPlayers would never be used. */
    @Test
    void startingGemsForMoreSeatsThanPlayAreRefused() {
        assertEquals(
                List.of(new RuleProblem(
                        "startingGems",
                        "4 entries, but at most 3 players play (maxPlayers): one entry a seat, seat 0 first")),
                Rules.builder()
                        .maxPlayers(3)
                        .startingGems(List.of(0, 2, 4, 6))
                        .tryBuild()
                        .getError()
                        .toList());
        assertTrue(Rules.builder()
                .maxPlayers(3)
                .startingGems(List.of(0, 2, 4))
                .tryBuild()
                .isValid());
        assertTrue(
                Rules.builder().startingGems(List.of(1)).tryBuild().isValid(), "seats past the list start with none");
    }

    @Test
    void anEmptyDeckAndShortValueListsAreRefused() {
        Seq<RuleProblem> problems = Rules.builder()
                .treasureValues(List.empty())
                .hazards(LinkedHashMap.empty())
                .artifactValuation(ArtifactValuation.PRINTED)
                .printedArtifactValues(List.of(5, 7))
                .tryBuild()
                .getError();
        assertEquals(
                List.of(
                        new RuleProblem(
                                "treasureValues",
                                "the deck has no treasure and no hazard card; it needs at least one card"),
                        new RuleProblem(
                                "printedArtifactValues",
                                "has 2 values for 5 artifacts; PRINTED valuation needs one per artifact")),
                problems.toList());
        assertEquals(
                List.of(new RuleProblem(
                        "claimOrderValues", "is empty; CLAIM_ORDER valuation needs at least one value")),
                Rules.builder()
                        .claimOrderValues(List.empty())
                        .tryBuild()
                        .getError()
                        .toList());
        assertEquals(
                List.of(new RuleProblem("maxPlayers", "2 is below minPlayers (3)")),
                Rules.builder().maxPlayers(2).tryBuild().getError().toList());
    }

    @Test
    void codeBuildingInvalidRulesGetsAnExceptionListingTheProblems() {
        InvalidRulesException thrown = assertThrows(
                InvalidRulesException.class, () -> Rules.incanGold().withRounds(0));
        assertEquals("invalid rules: rounds: 0 is below 1", thrown.getMessage());
        assertEquals(1, thrown.problems().size());
    }

    @Test
    void artifactValuesAreIgnoredWhenArtifactsAreOff() {
        assertTrue(Rules.builder()
                .artifactsEnabled(false)
                .claimOrderValues(List.empty())
                .tryBuild()
                .isValid());
    }

    @Test
    void aDeckBeyondTheCardLimitIsBlamedOnItsLargestPart() {
        // 15 treasure cards (R3) and 15 hazard cards (R4) of the rulebook, plus the artifacts.
        assertEquals(
                List.of(
                        new RuleProblem(
                                "artifactCount",
                                "the deck has 10020 cards (15 treasure, 15 hazard, 9990 artifact), more than the limit of 10000")),
                Rules.builder().artifactCount(9_990).tryBuild().getError().toList());
        assertEquals(
                List.of(
                        new RuleProblem(
                                "hazards",
                                "the deck has 10020 cards (15 treasure, 10000 hazard, 5 artifact), more than the limit of 10000")),
                Rules.builder()
                        .hazards(LinkedHashMap.of(HazardType.of("Snake"), 5_000, HazardType.of("Mummy"), 5_000))
                        .tryBuild()
                        .getError()
                        .toList());
    }

    @Test
    void aDeckOfOnlyAnOversizedHazardTypeIsBlamedOnceOnThatType() {
        assertEquals(
                List.of(new RuleProblem("hazards.Snake", "20000 cards exceed the limit of 10000 cards in a deck")),
                Rules.builder()
                        .treasureValues(List.empty())
                        .hazards(LinkedHashMap.of(HazardType.of("Snake"), 20_000))
                        .tryBuild()
                        .getError()
                        .toList());
    }

    @Test
    void aHazardCountBeyondTheCardLimitIsBlamedOnItsType() {
        assertEquals(
                List.of(new RuleProblem("hazards.Snake", "2147483647 cards exceed the limit of 10000 cards in a deck")),
                Rules.builder()
                        .hazards(LinkedHashMap.of(HazardType.of("Snake"), Integer.MAX_VALUE))
                        .tryBuild()
                        .getError()
                        .toList());
    }

    @Test
    void aHugeArtifactCountIsRefusedWithoutOverflow() {
        assertEquals(
                List.of(new RuleProblem("artifactCount", "2147483647 artifacts exceed the limit of 10000 cards")),
                Rules.builder()
                        .artifactCount(Integer.MAX_VALUE)
                        .artifactValuation(ArtifactValuation.CLAIM_ORDER)
                        .tryBuild()
                        .getError()
                        .toList());
    }

    @Test
    void everySetterOfTheBuilderSetsItsOption() {
        Rules rules = Rules.builder()
                .minPlayers(2)
                .maxPlayers(9)
                .rounds(6)
                .treasureValues(List.of(4, 6))
                .hazards(LinkedHashMap.of(HazardType.MUMMY, 2))
                .artifactsEnabled(false)
                .artifactCount(3)
                .artifactValuation(ArtifactValuation.PRINTED)
                .claimOrderValues(List.of(1))
                .printedArtifactValues(List.of(7, 8, 9))
                .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .removeBustingHazard(false)
                .openingHazardAutoReveal(true)
                .artifactTieBreak(false)
                .openTents(true)
                .build();
        assertEquals(2, rules.minPlayers());
        assertEquals(9, rules.maxPlayers());
        assertEquals(6, rules.rounds());
        assertEquals(List.of(4, 6), rules.treasureValues());
        assertEquals(LinkedHashMap.of(HazardType.MUMMY, 2), rules.hazards());
        assertFalse(rules.artifactsEnabled());
        assertEquals(3, rules.artifactCount());
        assertEquals(ArtifactValuation.PRINTED, rules.artifactValuation());
        assertEquals(List.of(1), rules.claimOrderValues());
        assertEquals(List.of(7, 8, 9), rules.printedArtifactValues());
        assertEquals(ArtifactSharing.DIVIDED_AMONG_LEAVERS, rules.artifactSharing());
        assertFalse(rules.removeBustingHazard());
        assertTrue(rules.openingHazardAutoReveal());
        assertFalse(rules.artifactTieBreak());
        assertTrue(rules.openTents());
        assertEquals(rules, Rules.builder().from(rules).build());
        assertEquals(
                Rules.incanGold(),
                Rules.builder().from(rules).from(Rules.incanGold()).build());
    }

    @Test
    void theBuilderHasASetterForEveryOption() {
        // The builder is written by hand so that each setter carries its option's documentation;
        // an option added to Rules without a setter fails here.
        Vector<String> options = Vector.empty();
        Vector<String> missing = Vector.empty();
        for (Method accessor : Rules.class.getDeclaredMethods()) {
            int modifiers = accessor.getModifiers();
            if (!Modifier.isPublic(modifiers)
                    || Modifier.isStatic(modifiers)
                    || accessor.getParameterCount() != 0
                    || accessor.getName().equals("artifactsInPlay")) {
                continue;
            }
            options = options.append(accessor.getName());
            try {
                Method setter = Rules.Builder.class.getMethod(accessor.getName(), accessor.getReturnType());
                assertEquals(Rules.Builder.class, setter.getReturnType(), setter.getName());
            } catch (NoSuchMethodException e) {
                missing = missing.append(accessor.getName());
            }
        }
        assertTrue(options.size() >= 15 && options.contains("openTents"), options::toString);
        assertEquals(Vector.empty(), missing);
        assertThrows(NullPointerException.class, () -> Rules.builder().treasureValues(null));
        assertThrows(NullPointerException.class, () -> Rules.builder().from(null));
    }
}
