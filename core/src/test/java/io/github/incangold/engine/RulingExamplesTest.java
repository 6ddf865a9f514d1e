package io.github.incangold.engine;

import static io.github.incangold.engine.Play.a;
import static io.github.incangold.engine.Play.h;
import static io.github.incangold.engine.Play.t;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Outcome.Standing;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.Rules;
import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** One or more worked examples per ruling of RULINGS.md, with numbers computed by hand. */
class RulingExamplesTest {

    private static final Rules INCAN_GOLD = Rules.incanGold();

    private static long count(List<Card> cards, Card card) {
        return cards.count(card::equals);
    }

    @Nested
    @DisplayName("R1 players")
    class R1 {
        @Test
        void r1_threeToEightSeatsByDefault() {
            assertEquals(
                    new Violation.SeatCount(2, 3, 8),
                    Game.newGame(INCAN_GOLD, List.of("a", "b"), 1).getLeft());
            assertEquals(
                    new Violation.SeatCount(9, 3, 8),
                    Game.newGame(INCAN_GOLD, List.range(0, 9).map(i -> "p" + i), 1)
                            .getLeft());
            assertTrue(Game.newGame(INCAN_GOLD, List.of("a", "b", "c"), 1).isRight());
            assertTrue(Game.newGame(INCAN_GOLD, List.range(0, 8).map(i -> "p" + i), 1)
                    .isRight());
        }

        @Test
        void r1_houseRuleAllowsTwoSeats() {
            Rules twoPlayers = Rules.builder().minPlayers(2).build();
            assertTrue(Game.newGame(twoPlayers, List.of("a", "b"), 1).isRight());
            assertEquals(
                    "a game needs 3 to 8 players, got 2",
                    Game.newGame(INCAN_GOLD, List.of("a", "b"), 1).getLeft().message());
        }

        @Test
        void r1_aSingleSeatCountIsNamedAsOne() {
            Rules threeOnly = Rules.builder().maxPlayers(3).build();
            assertEquals(
                    "a game needs exactly 3 players, got 4",
                    Game.newGame(threeOnly, List.of("a", "b", "c", "d"), 1)
                            .getLeft()
                            .message());
            Rules solo = Rules.builder().minPlayers(1).maxPlayers(1).build();
            assertEquals(
                    "a game needs exactly 1 player, got 2",
                    Game.newGame(solo, List.of("a", "b"), 1).getLeft().message());
        }
    }

    @Nested
    @DisplayName("R2 rounds")
    class R2 {
        @Test
        void r2_theGameEndsAfterTheConfiguredRounds() {
            Play play = Play.start(INCAN_GOLD.withRounds(2), 3);
            play.reveal(t(9)).decide(0, 1, 2).finishRound();
            assertEquals(2, play.state.round());
            play.reveal(t(9)).decide(0, 1, 2).finishRound();
            assertTrue(play.state.isOver());
            assertEquals(2, play.state.round());
        }
    }

    @Nested
    @DisplayName("R3 treasure cards")
    class R3 {
        @Test
        void r3_fifteenTreasureCardsWorth124() {
            GameState state = Play.start(INCAN_GOLD, 3).state;
            List<Card> deck = state.remainingDeck();
            List<Card> treasures = deck.filter(card -> card instanceof Card.Treasure);
            assertEquals(15, treasures.size());
            assertEquals(
                    124,
                    treasures.map(card -> ((Card.Treasure) card).value()).sum().intValue());
            assertEquals(2, count(deck, t(11)));
            assertEquals(1, count(deck, t(17)));
        }

        @Test
        void r3_theOnlineDeckHasNo17() {
            Rules online = Rules.builder()
                    .treasureValues(Rules.RULEBOOK_TREASURES.remove(17))
                    .build();
            List<Card> deck = Play.start(online, 3).state.remainingDeck();
            assertEquals(0, count(deck, t(17)));
            assertEquals(14 + 15 + 1, deck.size());
        }
    }

    @Nested
    @DisplayName("R4 hazards")
    class R4 {
        @Test
        void r4_fiveTypesOfThreeCards() {
            List<Card> deck = Play.start(INCAN_GOLD, 3).state.remainingDeck();
            for (HazardType type : List.of(
                    HazardType.FIRE, HazardType.MUMMY, HazardType.ROCKFALL, HazardType.SNAKES, HazardType.SPIDERS)) {
                assertEquals(3, count(deck, h(type)), type.name());
            }
            assertEquals(15, deck.count(card -> card instanceof Card.Hazard));
        }

        @Test
        void r4_typesAndCountsAreConfigurable() {
            HazardType quicksand = HazardType.of("quicksand");
            Rules rules = Rules.builder()
                    .hazards(LinkedHashMap.of(HazardType.FIRE, 4, quicksand, 2))
                    .build();
            List<Card> deck = Play.start(rules, 3).state.remainingDeck();
            assertEquals(4, count(deck, h(HazardType.FIRE)));
            assertEquals(2, count(deck, h(quicksand)));
            assertEquals(0, count(deck, h(HazardType.MUMMY)));
            assertEquals(15 + 6 + 1, deck.size());
        }
    }

    @Nested
    @DisplayName("R5 artifacts")
    class R5 {
        @Test
        void r5_roundKShufflesInArtifactK() {
            Play play = Play.start(INCAN_GOLD, 3);
            GameEvent.RoundStarted first = play.event(GameEvent.RoundStarted.class);
            assertEquals(Option.some(a(1)), first.artifactAdded());
            assertEquals(31, first.deckSize());
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            GameEvent.RoundStarted second = play.event(GameEvent.RoundStarted.class);
            assertEquals(Option.some(a(2)), second.artifactAdded());
        }

        @Test
        void r5_anUnrevealedArtifactStaysForLaterRounds() {
            Play play = Play.start(INCAN_GOLD, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            List<Card> deck = play.state.remainingDeck();
            assertEquals(1, count(deck, a(1)));
            assertEquals(1, count(deck, a(2)));
            assertEquals(1, count(deck, a(3)));
            assertEquals(15 + 15 + 3, deck.size());
            play.reveal(a(1)).decide(0);
            assertEquals(List.of(a(1)), play.state.artifacts(0).map(ClaimedArtifact::artifact));
        }

        @Test
        void r5_noArtifactAfterTheConfiguredCount() {
            Rules rules = Rules.builder().artifactCount(1).rounds(2).build();
            Play play = Play.start(rules, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            GameEvent.RoundStarted second = play.event(GameEvent.RoundStarted.class);
            assertEquals(Option.none(), second.artifactAdded());
            assertEquals(31, second.deckSize());
        }
    }

    @Nested
    @DisplayName("R7 start player")
    class R7 {
        @Test
        void r7_theStartPlayerPassesToTheLeftEachRound() {
            Play play = Play.start(INCAN_GOLD, 4, 2);
            assertEquals(2, play.state.startSeat());
            play.reveal(t(1)).decide(0, 1, 2, 3).finishRound();
            assertEquals(3, play.state.startSeat());
            assertEquals(3, play.event(GameEvent.RoundStarted.class).startSeat());
            play.reveal(t(1)).decide(0, 1, 2, 3).finishRound();
            assertEquals(0, play.state.startSeat());
        }
    }

    @Nested
    @DisplayName("R8 deck")
    class R8 {
        @Test
        void r8_everyCardStillInTheGameIsShuffledBack() {
            Play play = Play.start(INCAN_GOLD, 3);
            play.reveal(t(17), h(HazardType.FIRE), t(5)).decide(0, 1, 2).finishRound();
            List<Card> deck = play.state.remainingDeck();
            assertEquals(15 + 15 + 2, deck.size());
            assertEquals(1, count(deck, t(17)));
            assertEquals(3, count(deck, h(HazardType.FIRE)));
        }
    }

    @Nested
    @DisplayName("R9 turn order")
    class R9 {
        @Test
        void r9_theFirstCardIsRevealedWithoutAChoice() {
            Play play = Play.start(INCAN_GOLD, 3);
            assertEquals(Phase.REVEAL, play.state.phase());
            assertEquals(List.empty(), play.state.awaitedSeats());
            play.reveal(t(5));
            assertEquals(Phase.CHOOSE, play.state.phase());
            assertEquals(List.of(0, 1, 2), play.state.awaitedSeats());
        }

        @Test
        void r9_leaversNeverShareInALaterCard() {
            Play play = Play.start(INCAN_GOLD, 3);
            play.reveal(t(3)).decide(0);
            assertEquals(1, play.state.tentGems(0));
            play.take(Game.reveal(play.state, t(9)));
            GameEvent.CardRevealed revealed = play.event(GameEvent.CardRevealed.class);
            assertEquals(2, revealed.seatsInTemple());
            assertEquals(4, revealed.share());
            assertEquals(0, play.state.gemsAtRisk(0));
            assertEquals(5, play.state.gemsAtRisk(1));
            assertEquals(1, play.state.pathGems());
        }
    }

    @Nested
    @DisplayName("R10 treasure card")
    class R10 {
        @Test
        void r10_rulebookExampleFourPlayersEleven() {
            Play play = Play.start(INCAN_GOLD, 4).reveal(t(11));
            GameEvent.CardRevealed revealed = play.event(GameEvent.CardRevealed.class);
            assertEquals(2, revealed.share());
            assertEquals(3, revealed.remainder());
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(2, play.state.gemsAtRisk(seat));
            }
            assertEquals(3, play.state.pathGems());
        }

        @Test
        void r10_onlineGuideExampleFivePlayersNineThenEleven() {
            Play play = Play.start(INCAN_GOLD, 5).reveal(t(9));
            assertEquals(1, play.state.gemsAtRisk(4));
            assertEquals(4, play.state.pathGems());
            play.everyoneCarriesOn().take(Game.reveal(play.state, t(11)));
            GameEvent.CardRevealed eleven = play.event(GameEvent.CardRevealed.class);
            assertEquals(2, eleven.share());
            assertEquals(1, eleven.remainder());
            assertEquals(5, play.state.pathGems());
            assertEquals(3, play.state.gemsAtRisk(0));
        }
    }

    @Nested
    @DisplayName("R11 leaving")
    class R11 {
        @Test
        void r11_twoLeaversSplitAnOddPath() {
            Play play = Play.start(INCAN_GOLD, 4).reveal(t(11)).decide(0, 1);
            GameEvent.PlayersLeft left = play.event(GameEvent.PlayersLeft.class);
            assertEquals(List.of(0, 1), left.seats());
            assertEquals(1, left.share());
            assertEquals(1, left.remainder());
            assertEquals(HashMap.of(0, 3, 1, 3), HashMap.ofAll(left.banked().toJavaMap()));
            assertEquals(3, play.state.tentGems(0));
            assertEquals(3, play.state.tentGems(1));
            assertEquals(0, play.state.gemsAtRisk(0));
            assertEquals(1, play.state.pathGems());
            assertEquals(2, play.state.gemsAtRisk(2));
            assertEquals(List.of(2, 3), play.state.seatsInTemple());
            assertEquals(Phase.REVEAL, play.state.phase());
        }

        @Test
        void r11_tentGemsAreSafeFromALaterBust() {
            Play play = Play.start(INCAN_GOLD, 3).reveal(t(9)).decide(0);
            play.reveal(h(HazardType.FIRE), h(HazardType.FIRE));
            assertEquals(Phase.BUST, play.state.phase());
            play.take(Game.bust(play.state));
            assertEquals(3, play.state.tentGems(0));
            assertEquals(0, play.state.tentGems(1));
        }
    }

    @Nested
    @DisplayName("R12 artifacts on leaving")
    class R12 {
        @Test
        void r12_twoLeaversTakeNoArtifactAndItStays() {
            Play play = Play.start(INCAN_GOLD, 3).reveal(a(1)).decide(0, 1);
            assertEquals(List.empty(), play.event(GameEvent.PlayersLeft.class).artifacts());
            assertEquals(List.of(a(1)), play.state.artifactsOnPath());
            assertEquals(List.empty(), play.state.claimedArtifacts());
            play.reveal(t(4)).decide(2);
            ClaimedArtifact claim =
                    play.event(GameEvent.PlayersLeft.class).artifacts().single();
            assertEquals(new ClaimedArtifact(2, a(1), 5, 1, 1), claim);
            assertEquals(List.empty(), play.state.artifactsOnPath());
        }

        @Test
        void r12_aLoneLeaverTakesEveryArtifact() {
            Play play = Play.start(INCAN_GOLD, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(a(1), t(2), a(2)).decide(1);
            assertEquals(
                    List.of(new ClaimedArtifact(1, a(1), 5, 1, 2), new ClaimedArtifact(1, a(2), 5, 2, 2)),
                    play.state.claimedArtifacts().toList());
        }

        /**
         * 85 treasures and 15 hazards put the artifacts at ids 100 and on, beyond the first word
         * of a card set: in round 2 the first artifact is on the path while the second is still
         * to draw, and only the first is taken.
         */
        @Test
        void r12_aLoneLeaverTakesOnlyTheArtifactOnThePathOfADeckOverSixtyFourCards() {
            Rules big = Rules.builder().treasureValues(List.range(1, 86)).build();
            Play play = Play.start(big, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(a(1), t(2));
            assertEquals(List.of(a(1)), play.state.artifactsOnPath());
            assertEquals(1, count(play.state.remainingDeck(), a(2)));
            play.decide(1);
            assertEquals(
                    List.of(new ClaimedArtifact(1, a(1), 5, 1, 2)),
                    play.state.claimedArtifacts().toList());
            assertEquals(List.empty(), play.state.artifactsOnPath());
        }

        @Test
        void r12_dividedAmongLeaversOption() {
            Rules rules = Rules.builder()
                    .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                    .build();
            Play play = Play.start(rules, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            assertEquals(2, play.state.startSeat());
            play.reveal(a(1), a(2), a(3)).decide(0, 1);
            assertEquals(
                    List.of(new ClaimedArtifact(0, a(1), 5, 1, 3), new ClaimedArtifact(1, a(2), 5, 2, 3)),
                    play.state.claimedArtifacts().toList());
            assertEquals(List.of(a(3)), play.state.artifactsOnPath());
        }
    }

    @Nested
    @DisplayName("R13 artifact value")
    class R13 {
        @Test
        void r13_aLoneLeaverTakingTheThirdAndFourthClaimsScoresFivePlusTen() {
            Play play = Play.start(INCAN_GOLD, 3);
            play.reveal(a(1)).decide(0);
            play.reveal(t(1)).decide(1, 2).finishRound();
            play.reveal(a(2)).decide(1);
            play.reveal(t(1)).decide(0, 2).finishRound();
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(a(3), a(4)).decide(2);
            assertEquals(
                    List.of(new ClaimedArtifact(2, a(3), 5, 3, 4), new ClaimedArtifact(2, a(4), 10, 4, 4)),
                    play.event(GameEvent.PlayersLeft.class).artifacts());
            assertEquals(15, play.state.score(2));
        }

        @Test
        void r13_artifactsLostOnThePathDoNotCountTowardsTheOrder() {
            Play play = Play.start(INCAN_GOLD, 3);
            play.reveal(a(1)).decide(0, 1, 2);
            play.take(Game.endRound(play.state));
            assertEquals(List.of(a(1)), play.event(GameEvent.RoundEnded.class).artifactsLost());
            play.reveal(a(2)).decide(0);
            assertEquals(
                    new ClaimedArtifact(0, a(2), 5, 1, 2),
                    play.state.claimedArtifacts().single());
        }

        @Test
        void r13_claimsBeyondTheScheduleAreWorthItsLastValue() {
            Rules rules = Rules.builder().claimOrderValues(List.of(3, 6)).build();
            Play play = Play.start(rules, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(a(1), a(2), a(3)).decide(0);
            assertEquals(
                    List.of(3, 6, 6),
                    play.state.claimedArtifacts().map(ClaimedArtifact::value).toList());
        }

        @Test
        void r13_printedValuesOption() {
            Rules modern =
                    Rules.builder().artifactValuation(ArtifactValuation.PRINTED).build();
            Play play = Play.start(modern, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            Card.Artifact second = new Card.Artifact(2, Option.some(7));
            play.reveal(second).decide(0);
            assertEquals(
                    new ClaimedArtifact(0, second, 7, 1, 2),
                    play.state.claimedArtifacts().single());
            assertEquals(7, play.state.score(0));
        }

        @Test
        void r13_aCompanionAppSuppliesAnArtifactByItsNumberUnderPrintedValues() {
            // The physical card is "artifact 2"; the rules, not the app, know it is worth 7.
            Rules modern =
                    Rules.builder().artifactValuation(ArtifactValuation.PRINTED).build();
            Play play = Play.start(modern, 3);
            play.reveal(t(1)).decide(0, 1, 2).finishRound();
            play.reveal(a(2)).decide(0);
            assertEquals(
                    new ClaimedArtifact(0, new Card.Artifact(2, Option.some(7)), 7, 1, 2),
                    play.state.claimedArtifacts().single());
            assertEquals(7, play.state.score(0));
        }
    }

    @Nested
    @DisplayName("R14 hazard card")
    class R14 {
        @Test
        void r14_aSecondHazardOfATypeBustsAndIsRemovedButNotTheFirst() {
            Play play = Play.start(INCAN_GOLD, 3).reveal(t(9), h(HazardType.FIRE));
            assertEquals(Phase.CHOOSE, play.state.phase());
            play.reveal(h(HazardType.MUMMY), h(HazardType.FIRE));
            assertTrue(play.event(GameEvent.CardRevealed.class).bust());
            assertEquals(Phase.BUST, play.state.phase());
            play.take(Game.bust(play.state));
            GameEvent.Bust bust = play.event(GameEvent.Bust.class);
            assertEquals(HazardType.FIRE, bust.type());
            assertEquals(HashMap.of(0, 3, 1, 3, 2, 3), HashMap.ofAll(bust.lost().toJavaMap()));
            assertEquals(Option.some(h(HazardType.FIRE)), bust.removed());
            assertEquals(List.of(h(HazardType.FIRE)), play.state.removedCards());
            assertEquals(0, play.totalAtRisk());
            assertEquals(Phase.ROUND_OVER, play.state.phase());
            play.take(Game.endRound(play.state));
            List<Card> deck = play.state.remainingDeck();
            assertEquals(2, count(deck, h(HazardType.FIRE)));
            assertEquals(3, count(deck, h(HazardType.MUMMY)));
            assertEquals(15 + 14 + 2, deck.size());
        }

        @Test
        void r14_optionKeepsTheBustingCard() {
            Rules keep = Rules.builder().removeBustingHazard(false).build();
            Play play = Play.start(keep, 3).reveal(h(HazardType.SNAKES), h(HazardType.SNAKES));
            play.take(Game.bust(play.state));
            assertEquals(Option.none(), play.event(GameEvent.Bust.class).removed());
            play.take(Game.endRound(play.state));
            assertEquals(2, play.state.round());
            assertEquals(3, count(play.state.remainingDeck(), h(HazardType.SNAKES)));
            assertEquals(List.empty(), play.state.removedCards());
        }
    }

    @Nested
    @DisplayName("R15 opening hazard")
    class R15 {
        @Test
        void r15_offByDefaultAChoiceFollowsAnOpeningHazard() {
            Play play = Play.start(INCAN_GOLD, 3).reveal(h(HazardType.SPIDERS));
            assertEquals(Phase.CHOOSE, play.state.phase());
        }

        @Test
        void r15_withTheOptionTheNextCardIsDueAtOnce() {
            Rules rules = Rules.builder().openingHazardAutoReveal(true).build();
            Play play = Play.start(rules, 3).reveal(h(HazardType.SPIDERS));
            assertEquals(Phase.REVEAL, play.state.phase());
            play.take(Game.reveal(play.state, h(HazardType.MUMMY)));
            assertEquals(Phase.CHOOSE, play.state.phase());
        }
    }

    @Nested
    @DisplayName("R16 end of a round")
    class R16 {
        @Test
        void r16_pathGemsReturnAndArtifactsOnThePathAreLost() {
            Play play = Play.start(INCAN_GOLD, 3).reveal(t(7), a(1)).decide(0, 1, 2);
            assertEquals(1, play.state.pathGems());
            assertEquals(Phase.ROUND_OVER, play.state.phase());
            play.take(Game.endRound(play.state));
            GameEvent.RoundEnded ended = play.event(GameEvent.RoundEnded.class);
            assertEquals(1, ended.gemsReturned());
            assertEquals(List.of(a(1)), ended.artifactsLost());
            assertEquals(0, play.state.pathGems());
            assertTrue(play.state.removedCards().contains(a(1)));
            assertEquals(0, count(play.state.remainingDeck(), a(1)));
        }
    }

    @Nested
    @DisplayName("R17 empty deck")
    class R17 {
        private final Rules tinyDeck = Rules.builder()
                .treasureValues(List.of(3, 4))
                .hazards(LinkedHashMap.empty())
                .artifactsEnabled(false)
                .rounds(1)
                .build();

        @Test
        void r17_whoeverIsLeftLeavesWhenNoCardRemains() {
            Play play = Play.start(tinyDeck, 3).reveal(t(3), t(4));
            assertEquals(1, play.state.pathGems());
            play.decide(0);
            GameEvent.DeckExhausted exhausted = play.event(GameEvent.DeckExhausted.class);
            assertEquals(List.of(1, 2), exhausted.seats());
            assertEquals(3, play.state.tentGems(0));
            assertEquals(2, play.state.tentGems(1));
            assertEquals(2, play.state.tentGems(2));
            assertEquals(Phase.ROUND_OVER, play.state.phase());
            play.finishRound();
            assertEquals(List.of(0), play.state.outcome().get().winners());
        }

        @Test
        void r17_severalForcedLeaversSplitThePathAndTheRemainderGoesBack() {
            Play play = Play.start(tinyDeck, 3).reveal(t(3), t(4)).everyoneCarriesOn();
            GameEvent.PlayersLeft left = play.event(GameEvent.PlayersLeft.class);
            assertEquals(0, left.share());
            assertEquals(1, left.remainder());
            play.finishRound();
            assertEquals(1, play.event(GameEvent.RoundEnded.class).gemsReturned());
            assertTrue(play.state.outcome().get().sharedWin());
        }
    }

    @Nested
    @DisplayName("R18 R19 score and winner")
    class R18R19 {
        private final Rules oneRound = INCAN_GOLD.withRounds(1);

        @Test
        void r18_scoreIsTentGemsPlusArtifacts() {
            Play play = Play.start(oneRound, 3).reveal(t(9), a(1)).decide(2);
            play.reveal(t(2)).decide(0, 1).finishRound();
            Outcome outcome = play.state.outcome().get();
            assertEquals(new Standing(1, 2, 3 + 5, 3, 1), outcome.standings().head());
            assertEquals(4, play.state.score(0));
            assertEquals(List.of(8, 4, 4), outcome.standings().map(Standing::score));
        }

        @Test
        void r19_tiesAreBrokenByArtifacts() {
            Play play = Play.start(oneRound, 3).reveal(a(1)).decide(0);
            play.reveal(t(11)).decide(1, 2).finishRound();
            Outcome outcome = play.state.outcome().get();
            assertEquals(List.of(5, 5, 5), outcome.standings().map(Standing::score));
            assertEquals(List.of(0), outcome.winners());
            assertFalse(outcome.sharedWin());
            assertEquals(List.of(1, 2, 2), outcome.standings().map(Standing::place));
        }

        @Test
        void r19_optionWithoutTieBreakSharesTheWin() {
            Rules noTieBreak =
                    Rules.builder().from(oneRound).artifactTieBreak(false).build();
            Play play = Play.start(noTieBreak, 3).reveal(a(1)).decide(0);
            play.reveal(t(11)).decide(1, 2).finishRound();
            Outcome outcome = play.state.outcome().get();
            assertEquals(List.of(0, 1, 2), outcome.winners());
            assertTrue(outcome.sharedWin());
        }

        @Test
        void r19_playersStillTiedShareTheWin() {
            Play play = Play.start(oneRound, 4).reveal(t(9)).decide(0, 1);
            play.reveal(t(1)).decide(2, 3).finishRound();
            Outcome outcome = play.state.outcome().get();
            assertEquals(List.of(2, 2, 3, 3), List.range(0, 4).map(play.state::score));
            assertEquals(List.of(2, 3), outcome.winners());
            assertTrue(outcome.sharedWin());
            GameEvent.GameEnded ended = play.event(GameEvent.GameEnded.class);
            assertEquals(outcome, ended.outcome());
        }
    }

    @Nested
    @DisplayName("R20 Diamant")
    class R20 {
        @Test
        void r20_diamantHasNoArtifacts() {
            Play play = Play.start(Rules.diamant(), 3);
            GameEvent.RoundStarted started = play.event(GameEvent.RoundStarted.class);
            assertEquals(30, started.deckSize());
            assertEquals(Option.none(), started.artifactAdded());
            assertEquals(0, play.state.remainingDeck().count(card -> card instanceof Card.Artifact));
            assertTrue(Game.reveal(play.state, a(1)).isLeft());
        }
    }

    @Nested
    @DisplayName("R21 hidden information")
    class R21 {
        @Test
        void r21_aStatesTextShowsNoSecret() {
            // Two states that differ only in secrets: a pending choice, the random state and so
            // the order of the cards still to draw.
            Play camping = Play.start(INCAN_GOLD, 3).reveal(t(9));
            camping.take(Game.choose(camping.state, 0, io.github.incangold.model.Choice.CAMP));
            List<String> names = List.of("P0", "P1", "P2");
            GameState other = Game.reveal(
                            Game.newGame(INCAN_GOLD, names, 0, 8L).get().state(), t(9))
                    .get()
                    .state();
            other = Game.choose(other, 0, io.github.incangold.model.Choice.TORCH)
                    .get()
                    .state();
            assertNotEquals(camping.state.remainingDeck(), other.remainingDeck());
            assertNotEquals(camping.state.pendingChoice(0), other.pendingChoice(0));
            assertEquals(camping.state.toString(), other.toString());
            assertFalse(camping.state.toString().contains(Long.toString(camping.state.randomState())));
        }
    }
}
