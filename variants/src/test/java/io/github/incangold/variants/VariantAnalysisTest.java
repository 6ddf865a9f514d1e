package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.HazardType;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverArtifacts;
import io.github.incangold.rules.Rules;
import io.github.incangold.variants.VariantAnalysis.Warning.Kind;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Every expected value here is worked out by hand in the comments, or by an independent method. */
class VariantAnalysisTest {

    private static final HazardType A = HazardType.of("a");
    private static final HazardType B = HazardType.of("b");
    private static final HazardType C = HazardType.of("c");

    @Test
    void theStandardDeckNeverRunsOut() {
        VariantAnalysis analysis = VariantAnalysis.analyse(Rules.incanGold());
        // R17: 15 hazard cards in 5 types; each type must lose 2 cards to stop pairing: 10 busts,
        // but only 4 rounds come before the last.
        assertFalse(analysis.deckCanRunOut());
        assertFalse(analysis.neverBusts());
        assertEquals(15, analysis.treasureCards());
        assertEquals(124, analysis.treasureGems());
        assertEquals(5, analysis.hazardTypes());
        assertEquals(15, analysis.hazardCards());
        assertEquals(1, analysis.minCardsPerRound());
        // 15 treasures + one card of each of 5 hazard types + 5 artifacts + the busting card.
        assertEquals(26, analysis.maxCardsPerRound());
        assertTrue(analysis.claimsBeyondSchedule().isEmpty());
        assertTrue(analysis.warnings().isEmpty(), () -> analysis.warnings().mkString("\n"));
    }

    @Test
    void pairProbabilitiesOfTheStandardRoundOneDeck() {
        List<Fraction> p = VariantAnalysis.analyse(Rules.incanGold()).hazardPairProbabilities();
        assertEquals(10, p.size());
        // 31 cards: 15 treasures, artifact 1, 3 of each of 5 hazards.
        assertEquals(Fraction.ZERO, p.get(0));
        // 2 cards: 5 types * C(3,2) = 15 pairs among C(31,2) = 465 hands.
        assertEquals(Fraction.of(15, 465), p.get(1));
        assertEquals(Fraction.of(1, 31), p.get(1));
        // 3 cards: hands without a pair = C(16,3) + 15*C(16,2) + 90*16 + 270 = 560 + 1800 + 1440 + 270
        // = 4070 of C(31,3) = 4495; 425/4495 = 85/899.
        assertEquals(Fraction.of(85, 899), p.get(2));
        // 6 cards: six hazards among five types always pair, but the other cards dilute it; still
        // every k-th value equals the sequential draw computed independently below.
        Map<HazardType, Integer> hazards = Rules.RULEBOOK_HAZARDS;
        for (int k = 1; k <= 10; k++) {
            BigInteger[] exact = sequentialPairProbability(16, List.ofAll(hazards.values()), k);
            assertEquals(Fraction.of(exact[0].longValueExact(), exact[1].longValueExact()), p.get(k - 1), "k = " + k);
        }
        // The probability grows with k.
        for (int k = 1; k < 10; k++) {
            assertTrue(p.get(k).compareTo(p.get(k - 1)) > 0);
        }
    }

    @Test
    void pairProbabilitiesAreExactUpToTheLargestDeckWhoseHandsFitALong() {
        // C(361, 10) fits a long and C(362, 10) does not, worked out here with BigInteger.
        BigInteger max = BigInteger.valueOf(Long.MAX_VALUE);
        assertTrue(binomial(VariantAnalysis.EXACT_PAIR_PROBABILITY_CARDS, 10).compareTo(max) <= 0);
        assertTrue(
                binomial(VariantAnalysis.EXACT_PAIR_PROBABILITY_CARDS + 1, 10).compareTo(max) > 0);
        // A deck of exactly 361 cards: 345 treasures, artifact 1 and the 15 rulebook hazards.
        Rules rules = Rules.builder()
                .treasureValues(List.fill(VariantAnalysis.EXACT_PAIR_PROBABILITY_CARDS - 16, 1))
                .build();
        List<Fraction> p = VariantAnalysis.analyse(rules).hazardPairProbabilities();
        for (int k = 1; k <= 10; k++) {
            BigInteger[] exact = sequentialPairProbability(346, List.ofAll(Rules.RULEBOOK_HAZARDS.values()), k);
            assertEquals(Fraction.of(exact[0].longValueExact(), exact[1].longValueExact()), p.get(k - 1), "k = " + k);
        }
    }

    @Test
    void pairProbabilitiesOfAHugeDeckAreTheClosestLongFractions() {
        // 5,000 treasures, artifact 1 and 15 hazards: the exact values need more than a long.
        Rules rules = Rules.builder().treasureValues(List.fill(5_000, 1)).build();
        List<Fraction> p = VariantAnalysis.analyse(rules).hazardPairProbabilities();
        BigInteger bound = BigInteger.ONE.shiftLeft(62);
        int beyondLong = 0;
        for (int k = 1; k <= 10; k++) {
            BigInteger[] exact = sequentialPairProbability(5_001, List.ofAll(Rules.RULEBOOK_HAZARDS.values()), k);
            if (exact[1].bitLength() >= Long.SIZE) {
                beyondLong++;
            }
            // |n/d - a/b| < 2^-62  <=>  |n b - a d| 2^62 < d b
            BigInteger n = BigInteger.valueOf(p.get(k - 1).numerator());
            BigInteger d = BigInteger.valueOf(p.get(k - 1).denominator());
            BigInteger gap = n.multiply(exact[1]).subtract(exact[0].multiply(d)).abs();
            assertTrue(gap.multiply(bound).compareTo(d.multiply(exact[1])) < 0, "k = " + k + ": " + p.get(k - 1));
            if (k > 1) {
                assertTrue(p.get(k - 1).compareTo(p.get(k - 2)) > 0, "k = " + k);
            }
        }
        // k = 2: 15 pairs among C(5016, 2) hands, small enough to stay exact.
        assertEquals(Fraction.of(15, 5016L * 5015 / 2), p.get(1));
        assertTrue(beyondLong >= 5, "the test must reach values beyond a long, got " + beyondLong);
    }

    @Test
    void aFractionBeyondALongIsAConvergentOfItsContinuedFraction() {
        // Exact values stay exact, reduced: 2/30 = 1/15.
        assertEquals(Fraction.of(1, 15), VariantAnalysis.fraction(BigInteger.valueOf(2), BigInteger.valueOf(30)));
        assertEquals(Fraction.ZERO, VariantAnalysis.fraction(BigInteger.ZERO, BigInteger.TEN.pow(40)));
        assertEquals(Fraction.ONE, VariantAnalysis.fraction(BigInteger.TEN.pow(40), BigInteger.TEN.pow(40)));
        // 10^30 / (3 * 10^30 + 1) = [0; 3, 10^30]: the convergent before the last is 1/3.
        BigInteger big = BigInteger.TEN.pow(30);
        assertEquals(
                Fraction.of(1, 3),
                VariantAnalysis.fraction(
                        big, big.multiply(BigInteger.valueOf(3)).add(BigInteger.ONE)));
        // (F(n-1) / F(n)) for Fibonacci numbers beyond a long: every convergent is F(j-1)/F(j),
        // so the answer is the largest such pair that fits, F(91)/F(92).
        BigInteger[] fib = new BigInteger[101];
        fib[0] = BigInteger.ZERO;
        fib[1] = BigInteger.ONE;
        for (int i = 2; i <= 100; i++) {
            fib[i] = fib[i - 1].add(fib[i - 2]);
        }
        assertTrue(fib[92].bitLength() < Long.SIZE && fib[93].bitLength() >= Long.SIZE);
        assertEquals(
                Fraction.of(fib[91].longValueExact(), fib[92].longValueExact()),
                VariantAnalysis.fraction(fib[99], fib[100]));
    }

    @Test
    void aPairIsCertainOnceTheHazardsOutnumberTheTypes() {
        // Only hazards: 2 types of 2 cards. 3 cards always hold a pair; 2 cards: pairs are
        // {a,a} or {b,b}: 2 of C(4,2) = 6 hands.
        Rules rules = Rules.builder()
                .treasureValues(List.empty())
                .artifactsEnabled(false)
                .hazards(LinkedHashMap.of(A, 2, B, 2))
                .build();
        List<Fraction> p = VariantAnalysis.analyse(rules).hazardPairProbabilities();
        assertEquals(Fraction.ZERO, p.get(0));
        assertEquals(Fraction.of(1, 3), p.get(1));
        assertEquals(Fraction.ONE, p.get(2));
        // Beyond the 4-card deck, the whole deck.
        assertEquals(Fraction.ONE, p.get(9));
    }

    @Test
    void oneCardPerHazardTypeNeverBusts() {
        Rules rules =
                Rules.builder().hazards(LinkedHashMap.of(A, 1, B, 1, C, 1)).build();
        VariantAnalysis analysis = VariantAnalysis.analyse(rules);
        assertTrue(analysis.neverBusts());
        assertEquals(Option.some(1), analysis.firstRoundDeckCanRunOut());
        // 15 treasures + 3 hazards + 5 artifacts, all revealed in round 5; no busting card.
        assertEquals(23, analysis.maxCardsPerRound());
        assertTrue(analysis.hazardPairProbabilities().forAll(Fraction.ZERO::equals));
        assertEquals(
                List.of(Kind.DECK_CAN_RUN_OUT, Kind.NEVER_BUSTS),
                analysis.warnings().map(VariantAnalysis.Warning::kind));
        analysis.warnings().forEach(warning -> assertFalse(warning.consider().isBlank()));
        assertTrue(analysis.warnings().head().message().contains("R17"));
    }

    @Test
    void r5_twoArtifactsARoundEnterSoonerAndThickenTheFirstDeck() {
        Rules twoARound = Rules.builder().artifactsPerRound(2).build();
        VariantAnalysis analysis = VariantAnalysis.analyse(twoARound);
        // The first deck holds 15 treasures, 15 hazards and artifacts 1 and 2: 32 cards, so a
        // pair in the first two is 5 * C(3, 2) / C(32, 2) = 15/496.
        assertEquals(Fraction.of(15, 496), analysis.hazardPairProbabilities().get(1));
        // Seven artifacts enter by round 4 at two a round: none is left out.
        Rules seven = Rules.builder().from(twoARound).artifactCount(7).build();
        assertFalse(VariantAnalysis.analyse(seven).warns(Kind.ARTIFACTS_NEVER_PLAYED));
        VariantAnalysis oneARound = VariantAnalysis.analyse(
                Rules.builder().from(seven).artifactsPerRound(1).build());
        assertTrue(oneARound.warns(Kind.ARTIFACTS_NEVER_PLAYED));
        // 15 treasures, one card of each of the 5 types safely, all 7 artifacts, and the bust.
        assertEquals(15 + 5 + 7 + 1, VariantAnalysis.analyse(seven).maxCardsPerRound());
    }

    @Test
    void r14_aBustTriggerOfThreeNeedsThreeCardsOfAType() {
        Rules third = Rules.builder().bustTrigger(3).build();
        VariantAnalysis analysis = VariantAnalysis.analyse(third);
        assertFalse(analysis.neverBusts());
        // 31 cards: 5 types of 3, so three cards of one type among the first 3 is 5 / C(31, 3).
        assertEquals(Fraction.ZERO, analysis.hazardPairProbabilities().get(1));
        assertEquals(Fraction.of(5, 4495), analysis.hazardPairProbabilities().get(2));
        // 15 treasures, two of each type safely, an artifact, and the busting card.
        assertEquals(15 + 10 + 5 + 1, analysis.maxCardsPerRound());
        // One busting card a round leaves the game: 5 busts before any type is below three, so
        // 5 rounds never get there, 6 rounds do from round 6.
        assertEquals(Option.none(), analysis.firstRoundDeckCanRunOut());
        assertEquals(
                Option.some(6),
                VariantAnalysis.analyse(Rules.builder().from(third).rounds(6).build())
                        .firstRoundDeckCanRunOut());
        // A trigger of 4 on three cards a type never busts.
        VariantAnalysis fourth =
                VariantAnalysis.analyse(Rules.builder().bustTrigger(4).build());
        assertTrue(fourth.neverBusts());
        assertTrue(fourth.warnings().exists(w -> w.message().startsWith("No hazard type has 4 cards")));
        // A trigger of 1: the first card busts when it is one of the 15 hazards among 31 cards.
        assertEquals(
                Fraction.of(15, 31),
                VariantAnalysis.analyse(Rules.builder().bustTrigger(1).build())
                        .hazardPairProbabilities()
                        .get(0));
    }

    @Test
    void r14_removingPairsOrWholeTypesThinsTheDeckFaster() {
        // a: 4 cards, b: 2. Pairs: a needs two busts (4, 2, 0), b one: from round 4.
        Rules rules = Rules.builder()
                .hazards(LinkedHashMap.of(A, 4, B, 2))
                .bustRemoval(BustRemoval.PAIR)
                .build();
        assertEquals(Option.some(4), VariantAnalysis.analyse(rules).firstRoundDeckCanRunOut());
        // Whole types: one bust each, so from round 3.
        Rules wholeTypes =
                Rules.builder().from(rules).bustRemoval(BustRemoval.WHOLE_TYPE).build();
        assertEquals(Option.some(3), VariantAnalysis.analyse(wholeTypes).firstRoundDeckCanRunOut());
        // a: 3 cards under pairs: one bust leaves one card, which can never pair.
        Rules odd = Rules.builder()
                .from(rules)
                .hazards(LinkedHashMap.of(A, 3, B, 2))
                .build();
        assertEquals(Option.some(3), VariantAnalysis.analyse(odd).firstRoundDeckCanRunOut());
    }

    @Test
    void r14_r17_aRoundCanHoldNoCardWhenEveryHazardCanLeave() {
        // No treasure, no artifact, one type of 2: after one bust that removes the type, round 2 is empty.
        Rules rules = Rules.builder()
                .treasureValues(List.empty())
                .hazards(LinkedHashMap.of(A, 2))
                .artifactsEnabled(false)
                .rounds(2)
                .bustRemoval(BustRemoval.WHOLE_TYPE)
                .build();
        assertEquals(0, VariantAnalysis.analyse(rules).minCardsPerRound());
        assertEquals(
                0,
                VariantAnalysis.analyse(Rules.builder()
                                .from(rules)
                                .bustRemoval(BustRemoval.PAIR)
                                .build())
                        .minCardsPerRound());
        // Removing only the busting card leaves one hazard: a round reveals it at least.
        assertEquals(
                1,
                VariantAnalysis.analyse(Rules.builder()
                                .from(rules)
                                .bustRemoval(BustRemoval.BUSTING_CARD)
                                .build())
                        .minCardsPerRound());
    }

    @Test
    void busesThinTheDeckUntilItCanRunOut() {
        // a: 3 cards, b: 2: three busts (two of a, one of b) leave one of each, so from round 4.
        Rules rules = Rules.builder().hazards(LinkedHashMap.of(A, 3, B, 2)).build();
        VariantAnalysis analysis = VariantAnalysis.analyse(rules);
        assertEquals(Option.some(4), analysis.firstRoundDeckCanRunOut());
        assertTrue(analysis.warns(Kind.DECK_CAN_RUN_OUT));
        assertTrue(analysis.warnings().head().message().contains("From round 4, after 3 busts removed hazards"));
        // With 3 rounds, 2 busts come before the last: never.
        assertFalse(
                VariantAnalysis.analyse(Rules.builder().from(rules).rounds(3).build())
                        .deckCanRunOut());
        // With busting hazards kept (R14 option) the deck never thins.
        assertFalse(VariantAnalysis.analyse(
                        Rules.builder().from(rules).removeBustingHazard(false).build())
                .deckCanRunOut());
    }

    @Test
    void theFewestCardsARoundRevealsIsOneUnlessR15ForcesASecond() {
        Rules hazardsOnly = Rules.builder()
                .treasureValues(List.empty())
                .artifactsEnabled(false)
                .hazards(LinkedHashMap.of(A, 2, B, 2))
                .build();
        assertEquals(1, VariantAnalysis.analyse(hazardsOnly).minCardsPerRound());
        // R15: an opening hazard is followed by the next card; every card is a hazard.
        Rules quick =
                Rules.builder().from(hazardsOnly).openingHazardAutoReveal(true).build();
        assertEquals(2, VariantAnalysis.analyse(quick).minCardsPerRound());
        // One type of 2 cards: round 1 busts and removes one; round 2's deck is the other card.
        Rules single =
                Rules.builder().from(quick).hazards(LinkedHashMap.of(A, 2)).build();
        assertEquals(1, VariantAnalysis.analyse(single).minCardsPerRound());
        // With an artifact in the deck the first card may be the artifact.
        Rules withArtifacts = Rules.builder().from(quick).artifactsEnabled(true).build();
        assertEquals(1, VariantAnalysis.analyse(withArtifacts).minCardsPerRound());
        // Max for hazardsOnly: one of each of 2 types, then the busting card.
        assertEquals(3, VariantAnalysis.analyse(hazardsOnly).maxCardsPerRound());
        assertTrue(VariantAnalysis.analyse(hazardsOnly).warns(Kind.NO_TREASURE));
    }

    @Test
    void r15_r5_anOpeningHazardThatForcesASecondCardCostsAnArtifactEveryRound() {
        // No treasure, one hazard card, 4 artifacts entering 2 a round, 2 rounds, R15 on. Every
        // round shows an artifact (first, or forced after the opening hazard), which is then
        // taken or lost (R12, R16). Round 1: 2 artifacts + the hazard = 3 cards; round 2: the
        // artifact not shown + 2 new ones + the hazard = 4, not the 5 of all four artifacts.
        Rules rules = Rules.builder()
                .treasureValues(List.empty())
                .hazards(LinkedHashMap.of(A, 1))
                .artifactCount(4)
                .artifactsPerRound(2)
                .rounds(2)
                .openingHazardAutoReveal(true)
                .build();
        assertEquals(4, VariantAnalysis.analyse(rules).maxCardsPerRound());
        // Without R15 the round can open with the hazard and everyone leave: 0 + 1 + 4 = 5.
        Rules free = Rules.builder().from(rules).openingHazardAutoReveal(false).build();
        assertEquals(5, VariantAnalysis.analyse(free).maxCardsPerRound());
    }

    @Test
    void r14_aTriggerOfOneMakesEveryRoundCostAnArtifactOrAHazard() {
        // No treasure, 2 cards of one type, every hazard busts and leaves the game, 3 artifacts
        // and 3 rounds. Keeping all three artifacts to round 3 takes two busts, which leave no
        // hazard: 3 cards; keeping the hazard costs an artifact: 2 + 1 = 3 too. The 4 of every
        // artifact plus a busting hazard cannot happen.
        Rules rules = Rules.builder()
                .treasureValues(List.empty())
                .hazards(LinkedHashMap.of(A, 2))
                .bustTrigger(1)
                .artifactCount(3)
                .rounds(3)
                .build();
        assertEquals(3, VariantAnalysis.analyse(rules).maxCardsPerRound());
        // When busts remove nothing, a hazard can open and end every round: 3 artifacts + 1.
        Rules keep = Rules.builder().from(rules).bustRemoval(BustRemoval.NONE).build();
        assertEquals(4, VariantAnalysis.analyse(keep).maxCardsPerRound());
    }

    @Test
    void r16_r12_aLoneSeatNeedsARoundOfItsOwnToTakeReturnedArtifacts() {
        // No treasure, one hazard card that busts alone (trigger 1), one artifact, returned to
        // the game when left on the path. Two seats empty round 2's deck in round 1: one leaves
        // alone with the artifact, the other busts on the hazard, which leaves the game.
        Rules rules = Rules.builder()
                .treasureValues(List.empty())
                .hazards(LinkedHashMap.of(A, 1))
                .bustTrigger(1)
                .artifactCount(1)
                .rounds(2)
                .leftoverArtifacts(LeftoverArtifacts.RETURNED)
                .minPlayers(1)
                .maxPlayers(2)
                .build();
        assertEquals(0, VariantAnalysis.analyse(rules).minCardsPerRound());
        // A lone seat either leaves with the artifact or stays to bust: round 2 keeps a card.
        Rules solo = Rules.builder().from(rules).maxPlayers(1).build();
        assertEquals(1, VariantAnalysis.analyse(solo).minCardsPerRound());
        // A third round gives it the round it needs: bust in round 1, take the artifact in 2.
        assertEquals(0, VariantAnalysis.analyse(solo.withRounds(3)).minCardsPerRound());
    }

    @Test
    void diamantRevealsAtMostTwentyOneCards() {
        // 15 treasures + 5 hazard types + the busting card; no artifacts (R20).
        assertEquals(21, VariantAnalysis.analyse(Rules.diamant()).maxCardsPerRound());
        assertTrue(VariantAnalysis.analyse(Rules.diamant()).warnings().isEmpty());
    }

    @Test
    void claimsBeyondTheScheduleTakeItsLastValue() {
        Rules rules = Rules.builder().claimOrderValues(List.of(5, 5, 8)).build();
        VariantAnalysis analysis = VariantAnalysis.analyse(rules);
        assertEquals(List.of(4, 5), analysis.claimsBeyondSchedule());
        VariantAnalysis.Warning warning = analysis.warnings().single();
        assertEquals(Kind.CLAIMS_BEYOND_SCHEDULE, warning.kind());
        assertTrue(warning.message().contains("claims 4, 5 take the last entry, 8"), warning.message());
        // Three rounds let only three artifacts enter: the schedule covers them.
        assertTrue(VariantAnalysis.analyse(Rules.builder().from(rules).rounds(3).build())
                .claimsBeyondSchedule()
                .isEmpty());
        // Printed values cover every artifact by validation.
        Rules printed = Rules.builder()
                .from(rules)
                .artifactValuation(ArtifactValuation.PRINTED)
                .build();
        assertTrue(VariantAnalysis.analyse(printed).claimsBeyondSchedule().isEmpty());
    }

    @Test
    void artifactsBeyondTheLastRoundNeverEnter() {
        VariantAnalysis analysis = VariantAnalysis.analyse(Rules.incanGold().withRounds(3));
        assertEquals(
                List.of(Kind.UNUSED_CLAIM_VALUES, Kind.ARTIFACTS_NEVER_PLAYED),
                analysis.warnings().map(VariantAnalysis.Warning::kind));
        assertTrue(analysis.warnings().get(1).message().contains("artifacts 4 to 5 never enter"));
        // 15 + 5 + 3 artifacts + 1.
        assertEquals(24, analysis.maxCardsPerRound());
    }

    @Test
    void treasureThatDividesToZeroForAFullTable() {
        // R10: with 3 players the 1 and 2 give nothing to a full temple; with 8, every card below 8.
        VariantAnalysis standard = VariantAnalysis.analyse(Rules.incanGold());
        assertEquals(List.of(1, 2), standard.zeroShareTreasures().get(3).get());
        assertEquals(
                List.of(1, 2, 3, 4, 5, 5, 7, 7),
                standard.zeroShareTreasures().get(8).get());
        assertTrue(standard.playerCountsWithoutShares().isEmpty());
        // Cards of 1 to 3: from 4 players on no card gives a full temple anything.
        Rules small = Rules.builder().treasureValues(List.of(3, 1, 2)).build();
        VariantAnalysis analysis = VariantAnalysis.analyse(small);
        assertEquals(List.of(4, 5, 6, 7, 8), analysis.playerCountsWithoutShares());
        assertEquals(List.of(1, 2), analysis.zeroShareTreasures().get(3).get());
        assertTrue(analysis.warns(Kind.NO_SHARE_AT_FULL_TABLE));
        assertEquals(6, analysis.treasureGems());
    }

    @Test
    void everyPresetIsAnalysedWithoutSurprises() {
        for (Preset preset : Presets.all()) {
            VariantAnalysis analysis = VariantAnalysis.analyse(preset.rules());
            assertFalse(analysis.deckCanRunOut(), preset.id());
            assertTrue(analysis.warnings().isEmpty(), () -> preset.id() + ": " + analysis.warnings());
        }
        // The online deck: 14 treasures, 107 gems, and one card fewer per round at most.
        VariantAnalysis online = VariantAnalysis.analyse(Presets.ONLINE_CLASSIC.rules());
        assertEquals(107, online.treasureGems());
        assertEquals(25, online.maxCardsPerRound());
        // 30 cards, 15 of them not hazards: 15 pairs among C(30,2) = 435 hands.
        assertEquals(Fraction.of(15, 435), online.hazardPairProbabilities().get(1));
    }

    /**
     * The chance of a pair within the first k cards, drawing one card at a time: an independent
     * method (conditional probabilities over the draw sequence) for the combinatorial formula.
     * Exact, as {numerator, denominator} in lowest terms.
     */
    private static BigInteger[] sequentialPairProbability(int others, List<Integer> counts, int k) {
        BigInteger[] none = noPair(others, counts, List.fill(counts.size(), false), k, new java.util.HashMap<>());
        return reduce(none[1].subtract(none[0]), none[1]);
    }

    private static BigInteger[] noPair(
            int others, List<Integer> counts, List<Boolean> seen, int k, java.util.Map<String, BigInteger[]> memo) {
        int deck = others + counts.sum().intValue();
        if (k == 0 || deck == 0) {
            return new BigInteger[] {BigInteger.ONE, BigInteger.ONE};
        }
        String key = others + " " + seen + " " + k;
        BigInteger[] known = memo.get(key);
        if (known != null) {
            return known;
        }
        // Sum over the next card: another card, or a hazard of a type not seen yet.
        BigInteger[] sum = {BigInteger.ZERO, BigInteger.ONE};
        if (others > 0) {
            addTerm(sum, others, deck, noPair(others - 1, counts, seen, k - 1, memo));
        }
        for (int type = 0; type < counts.size(); type++) {
            if (!seen.get(type) && counts.get(type) > 0) {
                addTerm(
                        sum,
                        counts.get(type),
                        deck,
                        noPair(
                                others,
                                counts.update(type, counts.get(type) - 1),
                                seen.update(type, true),
                                k - 1,
                                memo));
            }
        }
        BigInteger[] result = reduce(sum[0], sum[1]);
        memo.put(key, result);
        return result;
    }

    private static void addTerm(BigInteger[] sum, int ways, int deck, BigInteger[] rest) {
        if (ways == 0) {
            return;
        }
        BigInteger numerator = BigInteger.valueOf(ways).multiply(rest[0]);
        BigInteger denominator = BigInteger.valueOf(deck).multiply(rest[1]);
        sum[0] = sum[0].multiply(denominator).add(numerator.multiply(sum[1]));
        sum[1] = sum[1].multiply(denominator);
    }

    private static BigInteger binomial(int n, int k) {
        BigInteger result = BigInteger.ONE;
        for (int i = 1; i <= k; i++) {
            result = result.multiply(BigInteger.valueOf(n - k + i)).divide(BigInteger.valueOf(i));
        }
        return result;
    }

    private static BigInteger[] reduce(BigInteger numerator, BigInteger denominator) {
        BigInteger gcd = numerator.gcd(denominator);
        return new BigInteger[] {numerator.divide(gcd), denominator.divide(gcd)};
    }
    /** A house-rule file meant to change two of the rulebook's types, which adds two. */
    @Test
    void hazardNamesNearTheRulebooksAreWarnedOf() {
        // "Mummy" is the rulebook's "mummy" to the table (R4), so the file is refused, not warned of.
        assertTrue(VariantFiles.load("{\"base\": \"incan-gold\", \"hazards\": {\"Mummy\": 2}}")
                .isInvalid());
        Rules loaded = VariantFiles.load("{\"base\": \"incan-gold\", \"hazards\": {\"mumy\": 2, \"snake\": 2}}")
                .get();
        // R4: five types of three cards, and the two new types of two.
        assertEquals(7, loaded.hazards().size());
        VariantAnalysis analysis = VariantAnalysis.analyse(loaded);
        List<VariantAnalysis.Warning> near =
                analysis.warnings().filter(warning -> warning.kind() == Kind.HAZARD_NAME_NEAR_STANDARD);
        assertEquals(
                List.of(
                        "\"mumy\" is a hazard type of its own, beside the rulebook's \"mummy\" (R4): the deck has 7"
                                + " hazard types and 19 hazard cards.",
                        "\"snake\" is a hazard type of its own, beside the rulebook's \"snakes\" (R4): the deck has 7"
                                + " hazard types and 19 hazard cards."),
                near.map(VariantAnalysis.Warning::message));
        assertEquals(
                "\"mummy\" if the rulebook's type was meant; keep \"mumy\" for a new type.",
                near.head().consider());
        // A plural, a singular or one letter off is near; a name of its own, or the rulebook's own, is not.
        assertEquals(Option.some(HazardType.ROCKFALL), VariantAnalysis.nearStandardHazard(HazardType.of("rockfal")));
        // one letter short of a five-letter name is as near as one letter wrong in it
        assertEquals(Option.some(HazardType.MUMMY), VariantAnalysis.nearStandardHazard(HazardType.of("mumy")));
        assertEquals(Option.some(HazardType.MUMMY), VariantAnalysis.nearStandardHazard(HazardType.of("muumy")));
        assertEquals(Option.some(HazardType.MUMMY), VariantAnalysis.nearStandardHazard(HazardType.of("Mummies")));
        assertEquals(Option.some(HazardType.SPIDERS), VariantAnalysis.nearStandardHazard(HazardType.of("spider")));
        for (String own : new String[] {"lava", "mine", "fork", "spikes", "snail", "rokfal"}) {
            assertEquals(Option.none(), VariantAnalysis.nearStandardHazard(HazardType.of(own)), own);
        }
        assertEquals(Option.none(), VariantAnalysis.nearStandardHazard(HazardType.SPIDERS));
        // A file that drops the rulebook's type and names its own may mean a rename: no warning.
        Rules renamed = VariantFiles.load("{\"base\": \"incan-gold\", \"hazards\": {\"mummy\": 0, \"Mummy\": 3}}")
                .get();
        assertFalse(VariantAnalysis.analyse(renamed).warns(Kind.HAZARD_NAME_NEAR_STANDARD));
        assertFalse(VariantAnalysis.analyse(Rules.incanGold()).warns(Kind.HAZARD_NAME_NEAR_STANDARD));
    }
}
