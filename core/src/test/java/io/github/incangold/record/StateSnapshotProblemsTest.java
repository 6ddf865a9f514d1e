package io.github.incangold.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import org.junit.jupiter.api.Test;

/** Each consistency rule of a snapshot, broken on its own, gives its own problem. */
class StateSnapshotProblemsTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");

    /** Round 1, phase CHOOSE after a fire (R9), with seat 0's choice in. */
    private static final StateSnapshot CHOOSING = StateSnapshot.of(Game.choose(
                    Game.reveal(Game.newGame(Rules.incanGold(), SEATS, 3L).get().state(), Card.hazard(HazardType.FIRE))
                            .get()
                            .state(),
                    0,
                    Choice.CAMP)
            .get()
            .state());

    private static Seq<String> problems(Builder change) {
        return change.apply(new Parts(CHOOSING)).snapshot().restore().getError();
    }

    @Test
    void seatsMustSuitTheRules() {
        assertEquals(List.of("seats: a game needs 3 to 8 players, got 2"), problems(p -> p.seats(List.of("A", "B"))));
        assertEquals(
                List.of("seats[2]: seat 2 has an invalid name 'Ann': seat 0 has the same name"),
                problems(p -> p.seats(List.of("Ann", "Bo", "Ann"))));
        assertEquals(
                List.of("seats[1]: seat 1 has an invalid name ' ': it is blank"),
                problems(p -> p.seats(List.of("A", " ", "C"))));
    }

    @Test
    void choicesFollowThePhase() {
        assertTrue(problems(p -> p.phase(Phase.REVEAL)).contains("pendingChoices: must be empty in phase REVEAL"));
        assertTrue(problems(p -> p.phase(Phase.ROUND_OVER)).contains("inTemple: must be empty in phase ROUND_OVER"));
        Seq<String> allChosen = problems(p -> p.choices(TreeMap.of(0, Choice.CAMP, 1, Choice.TORCH, 2, Choice.TORCH)));
        assertEquals(List.of("pendingChoices: every seat has chosen, so the phase is LEAVE, not CHOOSE"), allChosen);
        assertEquals(
                List.of("inTemple: seat 1 is listed twice", "gemsAtRisk[2]: a seat out of the temple has none at risk"),
                problems(p -> p.inTemple(List.of(0, 1, 1)).atRisk(List.of(0, 0, 4))));
        assertTrue(problems(p -> p.phase(Phase.GAME_OVER)).contains("round: a finished game is in its last round, 5"));
    }

    @Test
    void gemsAndDeckMustBeWellFormed() {
        assertEquals(List.of("gemsAtRisk: 2 counts for 3 seats"), problems(p -> p.atRisk(List.of(0, 0))));
        assertEquals(List.of("deck[0]: 99 is not a card id (0..34)"), problems(p -> p.deck(p.deck.update(0, 99))));
        assertEquals(List.of("revealed: 40 is outside 0..31"), problems(p -> p.revealed(40)));
        assertEquals(List.of("revealed: no card has been revealed in phase CHOOSE"), problems(p -> p.revealed(0)));
    }

    @Test
    void theRoundEndsOnASecondHazardOnly() {
        int secondFire = 16; // ids 15, 16, 17 are the fires
        List<Integer> deck = CHOOSING.deck().remove(secondFire).insert(1, secondFire);
        assertEquals(
                List.of("deck[1]: a second hazard fire would have ended the round (R14)"),
                problems(p -> p.deck(deck).revealed(2)));
        assertTrue(problems(p -> p.phase(Phase.BUST).choices(TreeMap.empty()))
                .contains("phase: BUST needs the last revealed card to be a second hazard of its type"));
    }

    /** A new game's snapshot with its phase changed to BUST: refused with the reasons, never a crash. */
    @Test
    void aBustBeforeAnyCardIsRefused() {
        StateSnapshot fresh = StateSnapshot.of(
                Game.newGame(Rules.incanGold(), SEATS, 3L).get().state());
        StateSnapshot busted = new StateSnapshot(
                fresh.rules(),
                fresh.seats(),
                Phase.BUST,
                fresh.round(),
                fresh.startSeat(),
                fresh.deck(),
                fresh.revealed(),
                fresh.pathGems(),
                fresh.inTemple(),
                fresh.pendingChoices(),
                fresh.gemsAtRisk(),
                fresh.tentGems(),
                fresh.claims(),
                fresh.removed(),
                fresh.gemsDealt(),
                fresh.gemsReturned(),
                fresh.pathGemsByCard(),
                fresh.randomState());
        assertEquals(
                List.of("revealed: no card has been revealed in phase BUST"),
                busted.restore().getError());
    }

    @Test
    void claimsMustMatchTheGame() {
        ClaimedArtifact future = new ClaimedArtifact(0, Card.artifact(4), 5, 1, 1);
        assertTrue(problems(p -> p.claims(List.of(future)))
                .contains("card 33 (artifact 4) has not entered the game by round 1"));
        ClaimedArtifact unknown = new ClaimedArtifact(0, Card.artifact(9), 5, 1, 1);
        assertEquals(
                List.of("claims[0]: there is no artifact 9 in this game"), problems(p -> p.claims(List.of(unknown))));
        ClaimedArtifact badOrder = new ClaimedArtifact(7, Card.artifact(1), 5, 2, 1);
        Seq<String> problems = problems(p -> p.claims(List.of(badOrder)));
        assertTrue(problems.contains("claims[0]: seat 7 is not a seat"), problems::toString);
        assertTrue(problems.contains("claims[0]: claim order 2 should be 1"), problems::toString);
    }

    @FunctionalInterface
    private interface Builder {
        Parts apply(Parts parts);
    }

    /** A snapshot's parts, changed one at a time. */
    private static final class Parts {
        List<String> seats;
        Phase phase;
        List<Integer> deck;
        int revealed;
        List<Integer> inTemple;
        Map<Integer, Choice> choices;
        List<Integer> atRisk;
        List<ClaimedArtifact> claims;
        private final StateSnapshot base;

        Parts(StateSnapshot base) {
            this.base = base;
            seats = base.seats();
            phase = base.phase();
            deck = base.deck();
            revealed = base.revealed();
            inTemple = base.inTemple();
            choices = base.pendingChoices();
            atRisk = base.gemsAtRisk();
            claims = base.claims();
        }

        Parts seats(List<String> value) {
            seats = value;
            return this;
        }

        Parts phase(Phase value) {
            phase = value;
            return this;
        }

        Parts deck(List<Integer> value) {
            deck = value;
            return this;
        }

        Parts revealed(int value) {
            revealed = value;
            return this;
        }

        Parts inTemple(List<Integer> value) {
            inTemple = value;
            return this;
        }

        Parts choices(Map<Integer, Choice> value) {
            choices = value;
            return this;
        }

        Parts atRisk(List<Integer> value) {
            atRisk = value;
            return this;
        }

        Parts claims(List<ClaimedArtifact> value) {
            claims = value;
            return this;
        }

        StateSnapshot snapshot() {
            return new StateSnapshot(
                    base.rules(),
                    seats,
                    phase,
                    base.round(),
                    base.startSeat(),
                    deck,
                    revealed,
                    base.pathGems(),
                    inTemple,
                    choices,
                    atRisk,
                    base.tentGems(),
                    claims,
                    base.removed(),
                    base.gemsDealt(),
                    base.gemsReturned(),
                    base.pathGemsByCard(),
                    base.randomState());
        }
    }

    @Test
    void aValidSnapshotStillRestores() {
        GameState state = CHOOSING.restore().get();
        assertEquals(CHOOSING, StateSnapshot.of(state));
    }
}
