package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import org.junit.jupiter.api.Test;

/** The arithmetic of the rulings, with numbers worked out by hand. */
class RulebookTest {

    @Test
    void r10_aTreasureOf11AmongThreeGives3EachAnd2OnThePath() {
        assertEquals(3, Rulebook.share(11, 3));
        assertEquals(2, Rulebook.remainder(11, 3));
        assertEquals(0, Rulebook.share(2, 3));
        assertEquals(2, Rulebook.remainder(2, 3));
        assertEquals(17, Rulebook.share(17, 1));
        assertEquals(0, Rulebook.remainder(17, 1));
        assertThrows(IllegalArgumentException.class, () -> Rulebook.share(5, 0));
    }

    @Test
    void r11_sevenPathGemsAmongTwoLeaversGive3EachAnd1Stays() {
        assertEquals(3, Rulebook.share(7, 2));
        assertEquals(1, Rulebook.remainder(7, 2));
    }

    @Test
    void r14_onlyAHazardOfATypeAlreadyRevealedEndsTheRound() {
        TreeSet<HazardType> seen = TreeSet.of(HazardType.FIRE, HazardType.SNAKES);
        assertTrue(Rulebook.endsRound(Card.hazard(HazardType.FIRE), seen));
        assertFalse(Rulebook.endsRound(Card.hazard(HazardType.MUMMY), seen));
        assertFalse(Rulebook.endsRound(Card.treasure(5), seen));
        assertFalse(Rulebook.endsRound(Card.artifact(1), seen));
        assertFalse(Rulebook.endsRound(Card.hazard(HazardType.FIRE), TreeSet.empty()));
    }

    @Test
    void r12_aLoneLeaverTakesEveryArtifactAndPartnersTakeNone() {
        assertEquals(2, Rulebook.artifactsTaken(ArtifactSharing.SOLE_LEAVER, 2, 1));
        assertEquals(0, Rulebook.artifactsTaken(ArtifactSharing.SOLE_LEAVER, 2, 2));
        assertEquals(0, Rulebook.artifactsTaken(ArtifactSharing.SOLE_LEAVER, 0, 1));
    }

    @Test
    void r12_dividedAmongLeaversFiveArtifactsAmongTwoGive4Taken() {
        assertEquals(4, Rulebook.artifactsTaken(ArtifactSharing.DIVIDED_AMONG_LEAVERS, 5, 2));
        assertEquals(0, Rulebook.artifactsTaken(ArtifactSharing.DIVIDED_AMONG_LEAVERS, 1, 2));
        assertEquals(3, Rulebook.artifactsTaken(ArtifactSharing.DIVIDED_AMONG_LEAVERS, 3, 1));
    }

    @Test
    void r13_claimOrderValues5_5_5_10_10ThenTheLastForEveryLaterClaim() {
        Rules rules = Rules.incanGold();
        Card.Artifact any = Card.artifact(3);
        assertEquals(
                List.of(5, 5, 5, 10, 10, 10),
                List.rangeClosed(1, 6).map(order -> Rulebook.artifactValue(rules, any, order, 2)));
    }

    @Test
    void r13_printedValuesBelongToTheCardWhateverTheOrder() {
        Rules printed =
                Rules.builder().artifactValuation(ArtifactValuation.PRINTED).build();
        assertEquals(8, Rulebook.artifactValue(printed, Card.artifact(3), 1, 3));
        assertEquals(12, Rulebook.artifactValue(printed, Card.artifact(5), 1, 5));
        assertEquals(5, Rulebook.artifactValue(printed, Card.artifact(1), 5, 5));
    }

    @Test
    void r13_byRoundTheRoundOfTheClaimSetsTheValueThenTheLastForLaterRounds() {
        Rules byRound = Rules.builder()
                .artifactValuation(ArtifactValuation.BY_ROUND)
                .roundArtifactValues(List.of(3, 6, 9))
                .build();
        assertEquals(
                List.of(3, 6, 9, 9, 9),
                List.rangeClosed(1, 5).map(round -> Rulebook.artifactValue(byRound, Card.artifact(1), 1, round)));
        assertEquals(6, Rulebook.artifactValue(byRound, Card.artifact(5), 4, 2));
    }

    @Test
    void r11_leaversTakePooledCardByCardOrNothing() {
        int[] piles = {1, 1, 3};
        // One pool of 5 among 2: 2 each, 1 stays.
        assertEquals(2, Rulebook.leaversTake(LeftoverGems.POOLED, 5, null, 2));
        // Card by card among 2: 1/2 = 0, 1/2 = 0, 3/2 = 1: 1 each, 3 stay.
        assertEquals(1, Rulebook.leaversTake(LeftoverGems.CARD_BY_CARD, 5, piles, 2));
        // A lone leaver takes every pile whole either way.
        assertEquals(5, Rulebook.leaversTake(LeftoverGems.CARD_BY_CARD, 5, piles, 1));
        assertEquals(0, Rulebook.leaversTake(LeftoverGems.LEFT_ON_PATH, 5, piles, 1));
    }

    @Test
    void r14_eachBustOfATypeRemovesItsCardsWhileTheTypeCanStillBust() {
        // The rulebook: 3 copies, a pair busts: one card leaves at each bust, 3 -> 2 -> 1, and a
        // single card cannot make a pair.
        assertEquals(List.of(1, 1), Rulebook.hazardsRemovedByEachBust(BustRemoval.BUSTING_CARD, 2, 3));
        // Pairs at a trigger of 3: 7 -> 5 -> 3 -> 1, and one card cannot make three.
        assertEquals(List.of(2, 2, 2), Rulebook.hazardsRemovedByEachBust(BustRemoval.PAIR, 3, 7));
        // Pairs at a trigger of 1: every hazard busts alone, so one card leaves at a time.
        assertEquals(List.of(1, 1, 1), Rulebook.hazardsRemovedByEachBust(BustRemoval.PAIR, 1, 3));
        assertEquals(List.of(3), Rulebook.hazardsRemovedByEachBust(BustRemoval.WHOLE_TYPE, 2, 3));
        assertEquals(List.empty(), Rulebook.hazardsRemovedByEachBust(BustRemoval.NONE, 2, 3));
        // Fewer copies than the trigger: the type never busts.
        assertEquals(List.empty(), Rulebook.hazardsRemovedByEachBust(BustRemoval.PAIR, 3, 2));
    }

    @Test
    void r14_keptOnBustNoneHalfRoundedDownOrAll() {
        assertEquals(0, Rulebook.keptOnBust(BustPenalty.LOSE_ALL, 7));
        assertEquals(3, Rulebook.keptOnBust(BustPenalty.KEEP_HALF, 7));
        assertEquals(7, Rulebook.keptOnBust(BustPenalty.LOSE_NOTHING, 7));
    }

    @Test
    void r12_firstInTurnOrderTakesEveryArtifactOnThePath() {
        assertEquals(3, Rulebook.artifactsTaken(ArtifactSharing.FIRST_IN_TURN_ORDER, 3, 2));
        assertEquals(0, Rulebook.artifactsTaken(ArtifactSharing.SOLE_LEAVER, 3, 2));
        assertEquals(2, Rulebook.artifactsTaken(ArtifactSharing.DIVIDED_AMONG_LEAVERS, 3, 2));
    }
}
