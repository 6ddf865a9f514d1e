package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Java 17 has no exhaustive switch over a sealed type, so the reducer names every kind of {@link
 * Action} in a chain of tests and refuses any other: this test applies one of each permitted kind
 * and fails, naming it, when a kind has no sample here (a kind added to {@code Action}) or reaches
 * no transition of its own.
 */
class SealedDispatchTest {
    /** One action of each kind, and the phase it is due in. */
    private static final Map<Class<?>, Action> SAMPLES = new LinkedHashMap<>();

    static {
        SAMPLES.put(Action.Reveal.class, new Action.Reveal());
        SAMPLES.put(Action.RevealCard.class, new Action.RevealCard(Card.treasure(5)));
        SAMPLES.put(Action.Choose.class, new Action.Choose(0, Choice.CAMP));
        SAMPLES.put(Action.Leave.class, new Action.Leave());
        SAMPLES.put(Action.Bust.class, new Action.Bust());
        SAMPLES.put(Action.EndRound.class, new Action.EndRound());
        SAMPLES.put(Action.Advance.class, new Action.Advance());
    }

    @Test
    void everyKindOfActionHasASample() {
        for (Class<?> kind : Action.class.getPermittedSubclasses()) {
            if (!SAMPLES.containsKey(kind)) {
                fail(kind.getSimpleName() + " is an Action with no sample here: add one, and its case to"
                        + " Game.apply and to every writer of actions");
            }
        }
        assertEquals(Action.class.getPermittedSubclasses().length, SAMPLES.size());
    }

    /**
     * R8, R9: from a new game (a card to reveal) every kind is either applied or refused as a
     * violation naming what was attempted; none falls through to another kind's transition.
     */
    @Test
    void everyKindOfActionReachesATransitionOfItsOwn() {
        GameState start = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 7L)
                .get()
                .state();
        for (Map.Entry<Class<?>, Action> sample : SAMPLES.entrySet()) {
            var applied = Game.apply(start, sample.getValue()); // throws for a kind with no case
            String kind = sample.getKey().getSimpleName();
            switch (kind) {
                case "Reveal", "RevealCard", "Advance" -> assertTrue(applied.isRight(), kind + " is due");
                default ->
                    assertTrue(
                            applied.isLeft() && applied.getLeft() instanceof Violation.WrongPhase,
                            kind + " is refused in " + start.phase() + ": " + applied);
            }
        }
        // the revealed card is the one supplied, so RevealCard did not fall through to Reveal
        Step supplied = Game.apply(start, SAMPLES.get(Action.RevealCard.class)).get();
        assertEquals(List.of(Card.treasure(5)), supplied.state().path());
    }
}
