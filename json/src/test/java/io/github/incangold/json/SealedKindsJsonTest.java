package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The writers of actions and events name every kind of the sealed {@link Action} and {@link
 * GameEvent} and refuse any other: this test writes and reads back one of each permitted kind,
 * and fails, naming the kind, when one has no sample (a kind added to the engine) or does not come
 * back as itself.
 */
class SealedKindsJsonTest {
    @Test
    void everyKindOfActionIsWrittenAndReadBackAsItself() {
        Map<Class<?>, Action> samples = new LinkedHashMap<>();
        samples.put(Action.Reveal.class, new Action.Reveal());
        samples.put(Action.RevealCard.class, new Action.RevealCard(Card.treasure(7)));
        samples.put(Action.Choose.class, new Action.Choose(2, Choice.TORCH));
        samples.put(Action.Leave.class, new Action.Leave());
        samples.put(Action.Bust.class, new Action.Bust());
        samples.put(Action.EndRound.class, new Action.EndRound());
        samples.put(Action.Advance.class, new Action.Advance());
        for (Class<?> kind : Action.class.getPermittedSubclasses()) {
            Action sample = samples.get(kind);
            if (sample == null) {
                fail(kind.getSimpleName() + " is an Action with no sample here: add one, and its JSON");
            }
            assertEquals(
                    sample,
                    IncanGoldJson.decodeAction(IncanGoldJson.encode(sample)).get(),
                    kind.getSimpleName());
        }
    }

    /**
     * Events of real games (R5 to R19): the rulebook's, where rounds end in busts, and one whose
     * hazards never bust (a trigger of four cards of a type with three of each), where the deck
     * runs out (R17). Every kind of event comes back as itself.
     */
    @Test
    void everyKindOfEventIsWrittenAndReadBackAsItself() {
        Map<Class<?>, GameEvent> samples = new LinkedHashMap<>();
        for (Rules rules :
                List.of(Rules.incanGold(), Rules.builder().bustTrigger(4).build())) {
            for (long seed = 1; seed <= 5; seed++) {
                Step step =
                        Game.newGame(rules, List.of("Ann", "Bo", "Cy"), seed).get();
                step.events().forEach(event -> samples.putIfAbsent(event.getClass(), event));
                GameState state = step.state();
                int card = 0;
                while (!state.isOver()) {
                    int cards = card++;
                    boolean busts = rules.bustTrigger() == 2; // where nothing busts, all stay on
                    step = Game.play(state, seat -> busts && seat == cards % 5 ? Choice.CAMP : Choice.TORCH);
                    step.events().forEach(event -> samples.putIfAbsent(event.getClass(), event));
                    state = step.state();
                }
            }
        }
        for (Class<?> kind : GameEvent.class.getPermittedSubclasses()) {
            GameEvent sample = samples.get(kind);
            if (sample == null) {
                fail(kind.getSimpleName() + " is a GameEvent these games never told: add a game that does");
            }
            assertEquals(
                    List.of(sample),
                    IncanGoldJson.decodeEvents(IncanGoldJson.encode(List.of(sample)))
                            .get(),
                    kind.getSimpleName());
        }
    }
}
