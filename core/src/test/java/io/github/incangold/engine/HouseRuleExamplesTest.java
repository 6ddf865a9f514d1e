package io.github.incangold.engine;

import static io.github.incangold.engine.Play.a;
import static io.github.incangold.engine.Play.h;
import static io.github.incangold.engine.Play.t;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Outcome.Standing;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The house-rule options that extend a ruling, each with a stacked deck and numbers worked out
 * by hand; the rulebook's own reading of each ruling is in {@link RulingExamplesTest}.
 */
class HouseRuleExamplesTest {

    @Nested
    @DisplayName("R5 artifacts entering")
    class R5 {
        @Test
        void r5_twoArtifactsARound() {
            Rules rules = Rules.builder().artifactsPerRound(2).build();
            Play play = Play.start(rules, 3);
            GameEvent.RoundStarted first = play.event(GameEvent.RoundStarted.class);
            assertEquals(Option.some(a(1)), first.artifactAdded());
            assertEquals(List.of(a(2)), first.alsoAdded());
            assertEquals(15 + 15 + 2, play.state.remainingDeckSize());
            // Seat 0 takes artifact 2 alone in round 1; the others leave on the next card.
            play.reveal(a(2)).decide(0).reveal(t(3)).decide(1, 2);
            play.take(Game.endRound(play.state));
            GameEvent.RoundStarted second = play.event(GameEvent.RoundStarted.class);
            assertEquals(Option.some(a(3)), second.artifactAdded());
            assertEquals(List.of(a(4)), second.alsoAdded());
            // Artifact 1 is still in the game, 2 in seat 0's camp, 3 and 4 new.
            assertEquals(15 + 15 + 3, play.state.remainingDeckSize());
            assertEquals(play.state, StateSnapshot.of(play.state).restore().get());
        }

        @Test
        void r5_everyArtifactAtTheStart() {
            Play play = Play.start(Rules.builder().artifactsPerRound(5).build(), 3);
            assertEquals(
                    List.of(a(2), a(3), a(4), a(5)),
                    play.event(GameEvent.RoundStarted.class).alsoAdded());
            assertEquals(15 + 15 + 5, play.state.remainingDeckSize());
            play.reveal(a(5)).decide(0);
            assertEquals(
                    5,
                    play.event(GameEvent.PlayersLeft.class).artifacts().head().value()); // the first claim
        }
    }

    @Nested
    @DisplayName("R11 leftover gems")
    class R11 {
        /**
         * 4 seats: a 5 gives 1 each and leaves 1 on it, a 7 gives 1 each and leaves 3 on it; each
         * seat holds 2 at risk and the path 4 when seats 0 and 1 leave.
         */
        private Play twoLeaveAfterAFiveAndASeven(LeftoverGems leftover) {
            Rules rules = Rules.builder().leftoverGems(leftover).build();
            Play play = Play.start(rules, 4).reveal(t(5), t(7));
            assertEquals(2, play.state.gemsAtRisk(0));
            assertEquals(4, play.state.pathGems());
            assertEquals(
                    leftover == LeftoverGems.CARD_BY_CARD ? List.of(1, 3) : List.empty(), play.state.pathGemsByCard());
            return play.decide(0, 1);
        }

        @Test
        void r11_pooledByDefault_theLeaversDivideOnePool() {
            Play play = twoLeaveAfterAFiveAndASeven(LeftoverGems.POOLED);
            GameEvent.PlayersLeft left = play.event(GameEvent.PlayersLeft.class);
            assertEquals(2, left.share()); // 4 / 2
            assertEquals(0, left.remainder());
            assertEquals(4, play.state.tentGems(0)); // 2 at risk + 2
            assertEquals(0, play.state.pathGems());
        }

        @Test
        void r11_cardByCard_eachCardIsDividedOnItsOwn() {
            Play play = twoLeaveAfterAFiveAndASeven(LeftoverGems.CARD_BY_CARD);
            GameEvent.PlayersLeft left = play.event(GameEvent.PlayersLeft.class);
            assertEquals(1, left.share()); // 1 / 2 = 0 from the 5, 3 / 2 = 1 from the 7
            assertEquals(2, left.remainder()); // 1 stays on each card
            assertEquals(3, play.state.tentGems(0));
            assertEquals(3, play.state.tentGems(1));
            assertEquals(2, play.state.pathGems());
            assertEquals(List.of(1, 1), play.state.pathGemsByCard());
        }

        @Test
        void r11_cardByCard_aNewCardsRemainderIsItsOwn() {
            Play play = twoLeaveAfterAFiveAndASeven(LeftoverGems.CARD_BY_CARD).reveal(t(9));
            // Two seats left in the temple: 4 each, 1 left on the 9.
            assertEquals(List.of(1, 1, 1), play.state.pathGemsByCard());
            assertEquals(3, play.state.pathGems());
            play.decide(2);
            // Seat 2 alone takes every card's gems: 1 + 1 + 1.
            assertEquals(2 + 4 + 3, play.state.tentGems(2));
            assertEquals(List.of(0, 0, 0), play.state.pathGemsByCard());
        }

        @Test
        void r11_leftOnPath_leaversTakeNothingAndTheBankGetsItBack() {
            Play play = twoLeaveAfterAFiveAndASeven(LeftoverGems.LEFT_ON_PATH);
            GameEvent.PlayersLeft left = play.event(GameEvent.PlayersLeft.class);
            assertEquals(0, left.share());
            assertEquals(4, left.remainder());
            assertEquals(2, play.state.tentGems(0));
            play.reveal(t(4)).decide(2, 3); // 2 each, nothing left on the 4
            assertEquals(2 + 2, play.state.tentGems(3));
            assertEquals(Phase.ROUND_OVER, play.state.phase());
            play.take(Game.endRound(play.state));
            assertEquals(4, play.state.gemsReturned());
        }
    }

    @Nested
    @DisplayName("R12 artifacts on leaving")
    class R12 {
        @Test
        void r12_firstInTurnOrder_theFirstLeaverFromTheStartSeatTakesThemAll() {
            Rules rules = Rules.builder()
                    .artifactSharing(ArtifactSharing.FIRST_IN_TURN_ORDER)
                    .build();
            // Start seat 2: the turn order is 2, 3, 0, 1, so of seats 0 and 3 seat 3 comes first.
            Play play = Play.start(rules, 4, 2).reveal(t(9), a(1)).decide(0, 3);
            GameEvent.PlayersLeft left = play.event(GameEvent.PlayersLeft.class);
            assertEquals(1, left.artifacts().size());
            ClaimedArtifact claim = left.artifacts().head();
            assertEquals(3, claim.seat());
            assertEquals(5, claim.value()); // the first claim (R13)
            assertEquals(2, play.state.tentGems(0)); // 2 from the 9; its 1 left does not divide by 2
            assertEquals(2 + 5, play.state.score(3));
        }

        @Test
        void r12_soleLeaverByDefault_twoLeaversTakeNone() {
            Play play = Play.start(Rules.incanGold(), 4, 2).reveal(t(9), a(1)).decide(0, 3);
            assertEquals(0, play.event(GameEvent.PlayersLeft.class).artifacts().size());
        }
    }

    @Nested
    @DisplayName("R13 artifact values")
    class R13 {
        @Test
        void r13_byRound_anArtifactIsWorthItsRoundsEntry() {
            Rules rules = Rules.builder()
                    .artifactValuation(ArtifactValuation.BY_ROUND)
                    .roundArtifactValues(List.of(4, 6))
                    .build();
            Play play = Play.start(rules, 3).reveal(t(3)).decide(0, 1, 2);
            play.take(Game.endRound(play.state));
            assertEquals(2, play.state.round());
            play.reveal(a(2)).decide(0);
            assertEquals(
                    6,
                    play.event(GameEvent.PlayersLeft.class).artifacts().head().value());
            play.reveal(t(1)).decide(1, 2).take(Game.endRound(play.state));
            play.reveal(a(1)).decide(1);
            // Round 3 is past the list's end: its last entry.
            ClaimedArtifact third =
                    play.event(GameEvent.PlayersLeft.class).artifacts().head();
            assertEquals(6, third.value());
            assertEquals(3, third.round());
            assertEquals(2, third.claimOrder());
        }
    }

    @Nested
    @DisplayName("R14 busts")
    class R14 {
        /** 3 seats: a 9 gives 3 each, a 7 gives 2 each (1 on the path); then two fires. */
        private Play bustHoldingFive(Rules rules) {
            Play play = Play.start(rules, 3).reveal(t(9), t(7));
            assertEquals(5, play.state.gemsAtRisk(0));
            play.reveal(h(HazardType.FIRE), h(HazardType.FIRE));
            assertEquals(Phase.BUST, play.state.phase());
            return play.take(Game.bust(play.state));
        }

        @Test
        void r14_keepHalf_eachSeatCarriesHalfRoundedDownToItsTent() {
            Play play = bustHoldingFive(
                    Rules.builder().bustPenalty(BustPenalty.KEEP_HALF).build());
            GameEvent.Bust bust = play.event(GameEvent.Bust.class);
            assertEquals(HashMap.of(0, 3, 1, 3, 2, 3), HashMap.ofAll(bust.lost().toJavaMap()));
            assertEquals(HashMap.of(0, 2, 1, 2, 2, 2), HashMap.ofAll(bust.kept().toJavaMap()));
            assertEquals(2, play.state.tentGems(1));
            assertEquals(9, play.state.gemsReturned()); // 3 seats lose 3 each
        }

        @Test
        void r14_loseNothing_eachSeatCarriesAllToItsTent() {
            Play play = bustHoldingFive(
                    Rules.builder().bustPenalty(BustPenalty.LOSE_NOTHING).build());
            GameEvent.Bust bust = play.event(GameEvent.Bust.class);
            assertEquals(HashMap.of(0, 0, 1, 0, 2, 0), HashMap.ofAll(bust.lost().toJavaMap()));
            assertEquals(5, play.state.tentGems(2));
            assertEquals(0, play.state.gemsReturned());
        }

        @Test
        void r14_loseAllByDefault() {
            Play play = bustHoldingFive(Rules.incanGold());
            assertEquals(
                    HashMap.empty(),
                    HashMap.ofAll(play.event(GameEvent.Bust.class).kept().toJavaMap()));
            assertEquals(0, play.state.tentGems(0));
            assertEquals(15, play.state.gemsReturned());
        }

        @Test
        void r14_pair_bothCardsOfThePairLeaveTheGame() {
            Play play = bustHoldingFive(
                    Rules.builder().bustRemoval(BustRemoval.PAIR).build());
            GameEvent.Bust bust = play.event(GameEvent.Bust.class);
            assertEquals(Option.some(h(HazardType.FIRE)), bust.removed());
            assertEquals(List.of(h(HazardType.FIRE)), bust.alsoRemoved());
            assertEquals(List.of(h(HazardType.FIRE), h(HazardType.FIRE)), play.state.removedCards());
            play.take(Game.endRound(play.state));
            assertEquals(1, play.state.remainingDeck().count(h(HazardType.FIRE)::equals));
            assertEquals(15 + 13 + 1 + 1, play.state.remainingDeckSize()); // with artifacts 1 and 2
        }

        @Test
        void r14_wholeType_everyCardOfTheTypeLeavesTheGame() {
            Play play = bustHoldingFive(
                    Rules.builder().bustRemoval(BustRemoval.WHOLE_TYPE).build());
            assertEquals(2, play.event(GameEvent.Bust.class).alsoRemoved().size());
            assertEquals(3, play.state.removedCards().size());
            play.take(Game.endRound(play.state));
            assertEquals(0, play.state.remainingDeck().count(h(HazardType.FIRE)::equals));
            assertEquals(15 + 12 + 1 + 1, play.state.remainingDeckSize());
        }

        @Test
        void r14_none_everyHazardStays() {
            Play play = bustHoldingFive(
                    Rules.builder().bustRemoval(BustRemoval.NONE).build());
            assertEquals(Option.none(), play.event(GameEvent.Bust.class).removed());
            assertEquals(List.empty(), play.state.removedCards());
            assertTrue(!play.state.rules().removeBustingHazard());
        }

        @Test
        void r14_aTriggerOfThreeBustsOnTheThirdCardOfAType() {
            Rules rules = Rules.builder().bustTrigger(3).build();
            Play play = Play.start(rules, 3).reveal(t(9), h(HazardType.FIRE), h(HazardType.FIRE));
            assertEquals(Phase.CHOOSE, play.state.phase()); // two fires: still a warning
            assertEquals(3, play.state.gemsAtRisk(0));
            play.reveal(h(HazardType.MUMMY), h(HazardType.FIRE));
            assertEquals(Phase.BUST, play.state.phase());
            play.take(Game.bust(play.state));
            assertEquals(List.of(h(HazardType.FIRE)), play.state.removedCards());
            assertEquals(play.state, StateSnapshot.of(play.state).restore().get());
            play.take(Game.endRound(play.state));
            assertEquals(2, play.state.remainingDeck().count(h(HazardType.FIRE)::equals));
        }

        /** A trigger of 3 with pair removal: the third fire and one earlier fire leave, one stays. */
        @Test
        void r14_aTriggerOfThreeWithPairRemovalRemovesTwoOfTheThreeCards() {
            Rules rules =
                    Rules.builder().bustTrigger(3).bustRemoval(BustRemoval.PAIR).build();
            Play play = Play.start(rules, 3)
                    .reveal(h(HazardType.FIRE), h(HazardType.FIRE), h(HazardType.MUMMY), h(HazardType.FIRE));
            assertEquals(Phase.BUST, play.state.phase());
            play.take(Game.bust(play.state));
            assertEquals(List.of(h(HazardType.FIRE), h(HazardType.FIRE)), play.state.removedCards());
            assertEquals(
                    List.of(h(HazardType.FIRE)),
                    play.event(GameEvent.Bust.class).alsoRemoved());
            play.take(Game.endRound(play.state));
            assertEquals(1, play.state.remainingDeck().count(h(HazardType.FIRE)::equals)); // 3 - 2
            assertEquals(3, play.state.remainingDeck().count(h(HazardType.MUMMY)::equals));
        }

        @Test
        void r14_aTriggerOfOneBustsOnAnyHazard() {
            Rules rules = Rules.builder().bustTrigger(1).build();
            Play play = Play.start(rules, 3).reveal(t(9), h(HazardType.SPIDERS));
            assertEquals(Phase.BUST, play.state.phase());
            play.take(Game.bust(play.state));
            assertEquals(
                    HashMap.of(0, 3, 1, 3, 2, 3),
                    HashMap.ofAll(play.event(GameEvent.Bust.class).lost().toJavaMap()));
            assertEquals(List.of(h(HazardType.SPIDERS)), play.state.removedCards());
        }

        @Test
        void r14_aTriggerOfOneWithPairRemovalRemovesTheBustingCardAlone() {
            Rules rules =
                    Rules.builder().bustTrigger(1).bustRemoval(BustRemoval.PAIR).build();
            Play play = Play.start(rules, 3).reveal(h(HazardType.SPIDERS));
            play.take(Game.bust(play.state));
            assertEquals(List.of(h(HazardType.SPIDERS)), play.state.removedCards());
            assertEquals(List.empty(), play.event(GameEvent.Bust.class).alsoRemoved());
        }

        @Test
        void r14_r17_aRoundWhoseDeckIsEmptySendsEveryoneBackToCampAtOnce() {
            Rules rules = Rules.builder()
                    .treasureValues(List.of())
                    .hazards(LinkedHashMap.of(HazardType.FIRE, 2))
                    .artifactsEnabled(false)
                    .rounds(2)
                    .bustRemoval(BustRemoval.WHOLE_TYPE)
                    .build();
            Play play = Play.start(rules, 3).reveal(h(HazardType.FIRE), h(HazardType.FIRE));
            play.take(Game.bust(play.state));
            play.take(Game.endRound(play.state));
            assertEquals(2, play.state.round());
            assertEquals(0, play.state.remainingDeckSize());
            assertEquals(Phase.ROUND_OVER, play.state.phase());
            assertEquals(
                    List.of(0, 1, 2), play.event(GameEvent.DeckExhausted.class).seats());
            assertEquals(0, play.event(GameEvent.RoundStarted.class).deckSize());
            assertEquals(
                    io.vavr.collection.Vector.empty(),
                    StateSnapshot.of(play.state)
                            .restore()
                            .fold(problems -> problems, restored -> io.vavr.collection.Vector.empty()));
            assertEquals(play.state, StateSnapshot.of(play.state).restore().get());
            play.take(Game.endRound(play.state));
            assertEquals(Phase.GAME_OVER, play.state.phase());
        }
    }

    @Nested
    @DisplayName("R16 artifacts left on the path")
    class R16 {
        @Test
        void r16_returned_anArtifactNobodyTookComesBackInTheNextRound() {
            Rules rules = Rules.builder()
                    .leftoverArtifacts(io.github.incangold.rules.LeftoverArtifacts.RETURNED)
                    .build();
            // Every seat leaves together: nobody takes artifact 1 (R12).
            Play play = Play.start(rules, 3).reveal(t(9), a(1)).decide(0, 1, 2);
            play.take(Game.endRound(play.state));
            assertEquals(List.empty(), play.event(GameEvent.RoundEnded.class).artifactsLost());
            assertEquals(List.empty(), play.state.removedCards());
            // Round 2: 15 treasures, 15 hazards, artifact 1 back and artifact 2 new.
            assertEquals(32, play.state.remainingDeckSize());
            play.reveal(a(1)).decide(1);
            ClaimedArtifact claim =
                    play.event(GameEvent.PlayersLeft.class).artifacts().head();
            assertEquals(1, claim.artifact().number());
            assertEquals(2, claim.round());
            assertEquals(5, claim.value());
        }

        @Test
        void r16_lostByDefault() {
            Play play = Play.start(Rules.incanGold(), 3).reveal(t(9), a(1)).decide(0, 1, 2);
            play.take(Game.endRound(play.state));
            assertEquals(List.of(a(1)), play.event(GameEvent.RoundEnded.class).artifactsLost());
            assertEquals(31, play.state.remainingDeckSize());
        }
    }

    @Nested
    @DisplayName("R18 starting gems")
    class R18 {
        @Test
        void r18_startingGemsAreInTheTentsFromTheStart() {
            Rules rules = Rules.builder().startingGems(List.of(0, 2, 5)).build();
            Play play = Play.start(rules, 4);
            assertEquals(List.of(0, 2, 5, 0), List.range(0, 4).map(play.state::tentGems));
            assertEquals(7, play.state.gemsDealt());
            play.reveal(t(9)).decide(1); // 2 each and 1 on the path, which seat 1 takes alone
            assertEquals(2 + 2 + 1, play.state.tentGems(1));
            assertEquals(7 + 9, play.state.gemsDealt());
        }
    }

    @Nested
    @DisplayName("R19 ties")
    class R19 {
        /**
         * One round, 3 seats: seat 0 leaves alone with 5 gems and artifact 1 (5 points); seats 1
         * and 2 leave later with 10 gems each. All three score 10.
         */
        private Outcome threeWayTie(TieBreak tieBreak) {
            Rules rules = Rules.builder().rounds(1).tieBreak(tieBreak).build();
            Play play = Play.start(rules, 3).reveal(t(15), a(1)).decide(0);
            play.reveal(t(11)).decide(1, 2);
            play.take(Game.endRound(play.state));
            Outcome outcome = play.state.outcome().get();
            assertEquals(List.of(10, 10, 10), outcome.standings().map(Standing::score));
            return outcome;
        }

        @Test
        void r19_artifactsByDefault_theArtifactWins() {
            Outcome outcome = threeWayTie(TieBreak.ARTIFACTS);
            assertEquals(List.of(0), outcome.winners());
            assertEquals(List.of(1, 2, 2), outcome.standings().map(Standing::place));
        }

        @Test
        void r19_mostGems_theGemsWin() {
            Outcome outcome = threeWayTie(TieBreak.MOST_GEMS);
            assertEquals(List.of(1, 2), outcome.winners());
            assertEquals(List.of(1, 1, 3), outcome.standings().map(Standing::place));
            assertEquals(0, outcome.standings().last().seat());
        }

        @Test
        void r19_shared_everyTiedSeatWins() {
            Outcome outcome = threeWayTie(TieBreak.SHARED);
            assertEquals(List.of(0, 1, 2), outcome.winners());
            assertEquals(List.of(1, 1, 1), outcome.standings().map(Standing::place));
        }
    }

    @Nested
    @DisplayName("Loading states under the house rules")
    class Loading {
        @Test
        void r10_r11_aCardKeepsLessThanTheSeatsThatDividedIt() {
            Rules rules =
                    Rules.builder().leftoverGems(LeftoverGems.CARD_BY_CARD).build();
            // 3 seats: the 5 leaves 2 on it, the 7 leaves 1.
            StateSnapshot real = StateSnapshot.of(Play.start(rules, 3).reveal(t(5), t(7)).state);
            assertEquals(List.of(2, 1), real.pathGemsByCard());
            io.vavr.collection.Seq<String> problems = changed(real, real.deck(), real.removed(), List.of(0, 3))
                    .restore()
                    .getError();
            assertEquals(
                    List.of("pathGemsByCard[1]: 3 gems on treasure 7, which can leave 0 to 2 there (R10)"),
                    problems.toList());
        }

        @Test
        void r14_removedHazardsMustHaveReachedTheTriggerWhenTheyLeft() {
            Rules rules = Rules.builder()
                    .hazards(Rules.RULEBOOK_HAZARDS.put(HazardType.FIRE, 4))
                    .artifactsEnabled(false)
                    .bustTrigger(3)
                    .bustRemoval(BustRemoval.PAIR)
                    .build();
            StateSnapshot start = StateSnapshot.of(Play.start(rules, 3).state);
            io.vavr.collection.Seq<String> allFour =
                    removingFires(start, 4).restore().getError();
            assertTrue(
                    allFour.exists(problem -> problem.equals("removed: 4 of the 4 fire cards are removed, but a bust"
                            + " needs 3 of them in the game, so at most 2 can leave (R14)")),
                    allFour::toString);
            // Two fires could leave in one bust, with four in the game.
            assertTrue(removingFires(start, 2).restore().isValid());
        }

        /** The round-1 snapshot at round 3 with {@code fires} fire cards out of the deck and removed. */
        private StateSnapshot removingFires(StateSnapshot start, int fires) {
            Catalog catalog = Catalog.of(start.rules());
            List<Integer> fireIds = start.deck()
                    .filter(id -> catalog.cards[id].equals(h(HazardType.FIRE)))
                    .take(fires);
            return new StateSnapshot(
                    start.rules(),
                    start.seats(),
                    start.phase(),
                    3,
                    (start.startSeat() + 2) % start.seats().size(),
                    start.deck().removeAll(fireIds),
                    0,
                    0,
                    start.inTemple(),
                    start.pendingChoices(),
                    start.gemsAtRisk(),
                    start.tentGems(),
                    start.claims(),
                    fireIds,
                    0,
                    0,
                    start.pathGemsByCard(),
                    start.randomState());
        }

        private StateSnapshot changed(
                StateSnapshot s, List<Integer> deck, List<Integer> removed, List<Integer> pathGemsByCard) {
            return new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    deck,
                    s.revealed(),
                    s.pathGems(),
                    s.inTemple(),
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    s.tentGems(),
                    s.claims(),
                    removed,
                    s.gemsDealt(),
                    s.gemsReturned(),
                    pathGemsByCard,
                    s.randomState());
        }
    }
}
