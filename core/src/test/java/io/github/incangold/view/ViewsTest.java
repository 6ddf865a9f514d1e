package io.github.incangold.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.record.Playouts;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** R21: a view shows the public information and the viewer's own secrets, nothing else. */
class ViewsTest {
    private static final List<String> SEATS = List.of("Ann", "Bo", "Cy");

    /** Round 1 after a supplied treasure 7 (R10: 2 each, 1 on the path); Ann chose camp. */
    private static GameState afterAnnChose(Rules rules) {
        GameState state = Game.newGame(rules, SEATS, 0, 21L).get().state();
        state = Game.reveal(state, Card.treasure(7)).get().state();
        return Game.choose(state, 0, Choice.CAMP).get().state();
    }

    @Test
    void r21_ownPendingChoiceIsShownOnlyToItsSeat() {
        GameState state = afterAnnChose(Rules.incanGold());

        PlayerView ann = Views.view(state, 0);
        PlayerView bo = Views.view(state, 1);
        PlayerView room = Views.spectator(state);

        assertEquals(Option.some(Choice.CAMP), ann.seats().get(0).pendingChoice());
        assertTrue(bo.seats().get(0).hasChosen());
        assertEquals(Option.none(), bo.seats().get(0).pendingChoice());
        assertEquals(Option.none(), room.seats().get(0).pendingChoice());
        assertFalse(bo.seats().get(1).hasChosen());
    }

    @Test
    void r21_publicInformationWithConcreteNumbers() {
        PlayerView bo = Views.view(afterAnnChose(Rules.incanGold()), 1);

        assertEquals(List.of(Card.treasure(7)), bo.path());
        assertEquals(1, bo.pathGems());
        assertEquals(List.of(2, 2, 2), bo.seats().map(SeatView::gemsAtRisk));
        assertEquals(List.of(true, true, true), bo.seats().map(SeatView::inTemple));
        // 15 treasures + 15 hazards + artifact 1, less the 7 on the path
        assertEquals(30, bo.remainingDeck().size());
        assertEquals(1, bo.remainingDeck().count(Card.treasure(7)));
        assertEquals(2, bo.remainingDeck().count(Card.treasure(11)));
        assertEquals(3, bo.remainingDeck().count(Card.hazard(HazardType.SNAKES)));
        assertEquals(1, bo.remainingDeck().count(Card.artifact(1)));
        assertEquals(Card.treasure(1), bo.remainingDeck().entries().head().card());
        assertEquals(Card.artifact(1), bo.remainingDeck().entries().last().card());
        assertEquals(List.of(1, 2), bo.awaitedSeats());
        assertEquals(Option.some(1), bo.viewer());
    }

    @Test
    void r21_otherTentsAreHiddenUnlessOpen() {
        GameState state = afterAnnChose(Rules.incanGold());
        state = Game.choose(state, 1, Choice.TORCH).get().state();
        state = Game.choose(state, 2, Choice.TORCH).get().state();
        state = Game.leave(state).get().state(); // Ann banks 2 + 1 (R11)

        PlayerView ann = Views.view(state, 0);
        PlayerView bo = Views.view(state, 1);
        PlayerView open = Views.view(
                Game.leave(Game.choose(
                                        Game.choose(
                                                        afterAnnChose(Rules.builder()
                                                                .openTents(true)
                                                                .build()),
                                                        1,
                                                        Choice.TORCH)
                                                .get()
                                                .state(),
                                        2,
                                        Choice.TORCH)
                                .get()
                                .state())
                        .get()
                        .state(),
                1);

        assertEquals(Option.some(3), ann.seats().get(0).tentGems());
        assertEquals(Option.some(3), ann.seats().get(0).score());
        assertEquals(Option.none(), bo.seats().get(0).tentGems());
        assertEquals(Option.none(), bo.seats().get(0).score());
        assertEquals(Option.some(0), bo.seats().get(1).tentGems());
        assertEquals(Option.some(3), open.seats().get(0).tentGems());
        assertFalse(bo.seats().get(0).inTemple());
    }

    @Test
    void tentsOpenWhenTheGameIsOver() {
        Playouts.Playout playout = Playouts.play(Rules.incanGold(), 4, 8L);
        GameState last = playout.last();

        PlayerView room = Views.spectator(last);

        assertEquals(Phase.GAME_OVER, room.phase());
        assertEquals(last.outcome(), room.outcome());
        for (SeatView seat : room.seats()) {
            assertEquals(Option.some(last.tentGems(seat.seat())), seat.tentGems());
            assertEquals(Option.some(last.score(seat.seat())), seat.score());
        }
        assertFalse(room.awaitsHost());
    }

    @Test
    void legalActionsAndWhoseInputIsAwaited() {
        GameState start = Game.newGame(Rules.incanGold(), SEATS, 0, 21L).get().state();
        GameState choosing = afterAnnChose(Rules.incanGold());

        assertTrue(Views.view(start, 0).awaitsHost());
        assertEquals(List.empty(), Views.view(start, 0).legalActions());
        assertEquals(
                List.of(new Action.Choose(1, Choice.TORCH), new Action.Choose(1, Choice.CAMP)),
                Views.view(choosing, 1).legalActions());
        assertEquals(List.empty(), Views.view(choosing, 0).legalActions());
        assertEquals(List.empty(), Views.spectator(choosing).legalActions());
        assertFalse(Views.view(choosing, 1).awaitsHost());
        assertThrows(IndexOutOfBoundsException.class, () -> Views.view(choosing, 3));
    }
}
