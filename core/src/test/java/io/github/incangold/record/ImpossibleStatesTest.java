package io.github.incangold.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/**
 * States that no game can reach, though every part is well formed, are refused by the loader with
 * the field at fault: gems are conserved (R10, R11, R14, R16), only busting hazards and lost
 * artifacts leave the game (R14, R16), and nobody leaves before the first choices (R9).
 *
 * <p>The Incan Gold deck numbers its cards: treasures 1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13,
 * 14, 15, 17 are ids 0 to 14 (124 gems in all); the hazards, by type name, are ids 15 to 29 (fire
 * 15, 16, 17); artifacts 1 to 5 are ids 30 to 34.
 */
class ImpossibleStatesTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");
    private static final int FIRE = 15;

    /** Round 1 before its first card: 3 seats in the temple, nothing dealt. */
    private static final StateSnapshot STARTED =
            StateSnapshot.of(Game.newGame(Rules.incanGold(), SEATS, 3L).get().state());

    /** Round 1 after a treasure 7 (R10): 2 gems at risk for each of 3 seats, 1 on the path, 7 dealt. */
    private static final Change AFTER_A_SEVEN = new Change(StateSnapshot.of(
            Game.reveal(Game.newGame(Rules.incanGold(), SEATS, 3L).get().state(), Card.treasure(7))
                    .get()
                    .state()));

    @Test
    void theStatesTheTestsChangeAreConsistent() {
        StateSnapshot seven = AFTER_A_SEVEN.snapshot();
        assertEquals(List.of(2, 2, 2), seven.gemsAtRisk());
        assertEquals(1, seven.pathGems());
        assertEquals(7, seven.gemsDealt());
        assertEquals(0, seven.gemsReturned());
        GameState restored = seven.restore().get();
        assertEquals(seven, StateSnapshot.of(restored));
        assertEquals(List.of(), problems(new Change(STARTED)));
    }

    @Test
    void r10GemsAtRiskBeyondTheRevealedTreasureAreRefused() {
        assertEquals(
                List.of("gemsAtRisk: 15 at risk and 1 on the path is more than the 7 gems of this round's"
                        + " revealed treasure cards (R10)"),
                problems(AFTER_A_SEVEN.gemsAtRisk(List.of(5, 5, 5))));
        assertEquals(
                List.of("gemsAtRisk: 6 at risk and 6 on the path is more than the 7 gems of this round's"
                        + " revealed treasure cards (R10)"),
                problems(AFTER_A_SEVEN.pathGems(6)));
    }

    @Test
    void r10SeatsThatNeverLeftHoldExactlyTheirShares() {
        // 7 gems among 3 seats: 2 each and 1 on the path; 1 each and 1 on the path loses 3 gems.
        assertEquals(
                List.of("gemsAtRisk: with every seat in the temple all round, each holds 2 and the path 1 (R10),"
                        + " not 1 and 1"),
                problems(AFTER_A_SEVEN.gemsAtRisk(List.of(1, 1, 1))));
    }

    @Test
    void aMillionGemsInEveryTentInRoundOneAreRefused() {
        assertEquals(
                List.of("gemsDealt: 7 gems dealt, but the tents, the seats at risk, the path and the bank hold"
                        + " 3000007; every gem dealt is in one of them"),
                problems(AFTER_A_SEVEN.tents(List.of(1_000_000, 1_000_000, 1_000_000))));
        // Raising the tally too does not help: no round before the first dealt anything.
        assertEquals(
                List.of("gemsDealt: 3000000 gems dealt before round 1 is more than 0 rounds of every treasure"
                        + " card (124 gems each) can give"),
                problems(AFTER_A_SEVEN
                        .tents(List.of(1_000_000, 1_000_000, 1_000_000))
                        .gemsDealt(3_000_007)));
    }

    @Test
    void tentsAtTheIntegerMaximumAreCountedWithoutWrapping() {
        // 3 × 2,147,483,647 + 6 at risk + 1 on the path = 6,442,450,948
        assertEquals(
                List.of("gemsDealt: 7 gems dealt, but the tents, the seats at risk, the path and the bank hold"
                        + " 6442450948; every gem dealt is in one of them"),
                problems(AFTER_A_SEVEN.tents(List.of(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE))));
    }

    @Test
    void negativeTalliesAreRefused() {
        assertEquals(List.of("gemsDealt: -1 is negative"), problems(AFTER_A_SEVEN.gemsDealt(-1)));
        assertEquals(List.of("gemsReturned: -1 is negative"), problems(AFTER_A_SEVEN.gemsReturned(-1)));
    }

    @Test
    void r14r16ATreasureCardNeverLeavesTheGame() {
        int treasureOne = 0;
        assertEquals(
                List.of("removed[0]: treasure 1 is a treasure card; only busting hazards (R14) and artifacts lost"
                        + " on the path (R16) leave the game"),
                problems(AFTER_A_SEVEN.moveToRemoved(treasureOne)));
    }

    @Test
    void r14NoMoreHazardsRemovedThanBusts() {
        assertEquals(
                List.of("removed: the hazards removed take 1 busts, but at most 0 can have happened by now, one a round"
                        + " (R14)"),
                problems(AFTER_A_SEVEN.moveToRemoved(FIRE)));
    }

    @Test
    void r14ABustLeavesOneOfThePairInTheGame() {
        // Round 4: artifacts 2, 3 and 4 (ids 31 to 33) have entered; three rounds may have busted on fire.
        Change roundFour =
                AFTER_A_SEVEN.round(4).withDeck(AFTER_A_SEVEN.snapshot().deck().appendAll(List.of(31, 32, 33)));
        assertEquals(List.of(), problems(roundFour.moveToRemoved(FIRE).moveToRemoved(FIRE + 1)));
        assertEquals(
                List.of("removed: 3 of the 3 fire cards are removed, but a bust needs 2 of them in the game, so at"
                        + " most 2 can leave (R14)"),
                problems(roundFour.moveToRemoved(FIRE).moveToRemoved(FIRE + 1).moveToRemoved(FIRE + 2)));
    }

    @Test
    void r16AnArtifactIsLostOnlyAtTheEndOfARound() {
        int artifactOne = 30;
        assertEquals(
                List.of("removed[0]: artifact 1 is lost, but it entered in round 1 and no round since has ended"
                        + " (R16)"),
                problems(AFTER_A_SEVEN.moveToRemoved(artifactOne)));
    }

    @Test
    void r9NobodyLeavesBeforeTheFirstChoices() {
        assertEquals(
                List.of("inTemple: every seat is in the temple until the round's first choices are revealed (R9)"),
                problems(new Change(STARTED).inTemple(List.of(0, 1))));
    }

    private static Seq<String> problems(Change change) {
        return change.snapshot().restore().fold(problems -> problems, state -> List.empty());
    }

    /** A snapshot with some parts changed. */
    private static final class Change {
        private final StateSnapshot s;

        Change(StateSnapshot s) {
            this.s = s;
        }

        StateSnapshot snapshot() {
            return s;
        }

        Change round(int round) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    round,
                    s.startSeat(),
                    s.deck(),
                    s.revealed(),
                    s.pathGems(),
                    s.inTemple(),
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    s.tentGems(),
                    s.claims(),
                    s.removed(),
                    s.gemsDealt(),
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        Change withDeck(List<Integer> deck) {
            return new Change(new StateSnapshot(
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
                    s.removed(),
                    s.gemsDealt(),
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        /** Takes a card still to draw out of the deck and lists it as removed. */
        Change moveToRemoved(int id) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    s.deck().remove(id),
                    s.revealed(),
                    s.pathGems(),
                    s.inTemple(),
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    s.tentGems(),
                    s.claims(),
                    s.removed().append(id),
                    s.gemsDealt(),
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        Change pathGems(int gems) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    s.deck(),
                    s.revealed(),
                    gems,
                    s.inTemple(),
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    s.tentGems(),
                    s.claims(),
                    s.removed(),
                    s.gemsDealt(),
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        Change inTemple(List<Integer> seats) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    s.deck(),
                    s.revealed(),
                    s.pathGems(),
                    seats,
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    s.tentGems(),
                    s.claims(),
                    s.removed(),
                    s.gemsDealt(),
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        Change gemsAtRisk(List<Integer> gems) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    s.deck(),
                    s.revealed(),
                    s.pathGems(),
                    s.inTemple(),
                    s.pendingChoices(),
                    gems,
                    s.tentGems(),
                    s.claims(),
                    s.removed(),
                    s.gemsDealt(),
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        Change tents(List<Integer> gems) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    s.deck(),
                    s.revealed(),
                    s.pathGems(),
                    s.inTemple(),
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    gems,
                    s.claims(),
                    s.removed(),
                    s.gemsDealt(),
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        Change gemsDealt(int gems) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    s.deck(),
                    s.revealed(),
                    s.pathGems(),
                    s.inTemple(),
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    s.tentGems(),
                    s.claims(),
                    s.removed(),
                    gems,
                    s.gemsReturned(),
                    s.pathGemsByCard(),
                    s.randomState()));
        }

        Change gemsReturned(int gems) {
            return new Change(new StateSnapshot(
                    s.rules(),
                    s.seats(),
                    s.phase(),
                    s.round(),
                    s.startSeat(),
                    s.deck(),
                    s.revealed(),
                    s.pathGems(),
                    s.inTemple(),
                    s.pendingChoices(),
                    s.gemsAtRisk(),
                    s.tentGems(),
                    s.claims(),
                    s.removed(),
                    s.gemsDealt(),
                    gems,
                    s.pathGemsByCard(),
                    s.randomState()));
        }
    }
}
