package io.github.incangold.heldout.second;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * heldout2-artifacts: with at most 3 seats inside, camp at once for an artifact on the path, or
 * wait for 14 gems while an artifact is in the deck; otherwise camp at 9.
 */
class ArtifactSeekerTest {
    private static final List<Card> DECK_WITH_ARTIFACT = List.of(Card.treasure(5), Card.artifact(2));
    private static final List<Card> DECK_WITHOUT_ARTIFACT = List.of(Card.treasure(5), Card.treasure(7));

    private static Choice choose(int seatsInTemple, int artifactsOnPath, List<Card> deck, int haul) {
        FakeSituation situation = new FakeSituation();
        situation.seats = 5;
        situation.seatsInTemple = seatsInTemple;
        situation.artifactsOnPath = artifactsOnPath;
        situation.deck = deck;
        situation.cardsLeft = deck.size();
        situation.gemsAtRisk = haul;
        return ArtifactSeeker.INSTANCE.choose(situation, 0L);
    }

    @Test
    void withAtMostThreeInsideItCampsAtOnceForAnArtifactOnThePath() {
        assertEquals(Choice.CAMP, choose(3, 1, DECK_WITHOUT_ARTIFACT, 0));
        assertEquals(Choice.CAMP, choose(2, 2, DECK_WITH_ARTIFACT, 0));
        assertEquals(Choice.CAMP, choose(1, 1, DECK_WITH_ARTIFACT, 3));
        // four inside: the artifact does not move it, the haul does
        assertEquals(Choice.TORCH, choose(4, 1, DECK_WITHOUT_ARTIFACT, 8));
        assertEquals(Choice.CAMP, choose(4, 1, DECK_WITHOUT_ARTIFACT, 9));
    }

    @Test
    void otherwiseItCampsAtNine() {
        assertEquals(Choice.TORCH, choose(5, 0, DECK_WITH_ARTIFACT, 8));
        assertEquals(Choice.CAMP, choose(5, 0, DECK_WITH_ARTIFACT, 9));
        assertEquals(Choice.TORCH, choose(3, 0, DECK_WITHOUT_ARTIFACT, 8));
        assertEquals(Choice.CAMP, choose(3, 0, DECK_WITHOUT_ARTIFACT, 9));
    }

    @Test
    void withAtMostThreeInsideAndAnArtifactToComeItWaitsForFourteen() {
        assertEquals(Choice.TORCH, choose(3, 0, DECK_WITH_ARTIFACT, 13));
        assertEquals(Choice.CAMP, choose(3, 0, DECK_WITH_ARTIFACT, 14));
        assertEquals(Choice.TORCH, choose(1, 0, DECK_WITH_ARTIFACT, 13));
        assertEquals(Choice.CAMP, choose(1, 0, DECK_WITH_ARTIFACT, 14));
        // four inside: it does not wait
        assertEquals(Choice.CAMP, choose(4, 0, DECK_WITH_ARTIFACT, 9));
    }

    @Test
    void theHaulCountsItsShareOfThePath() {
        FakeSituation situation = new FakeSituation();
        situation.seatsInTemple = 4;
        situation.gemsAtRisk = 7;
        situation.pathGems = 7; // 7 + 7 / 4 = 8
        assertEquals(Choice.TORCH, ArtifactSeeker.INSTANCE.choose(situation, 0L));
        situation.pathGems = 8; // 7 + 2 = 9
        assertEquals(Choice.CAMP, ArtifactSeeker.INSTANCE.choose(situation, 0L));
        assertEquals("heldout2-artifacts", ArtifactSeeker.INSTANCE.describe());
    }
}
