package io.github.incangold.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.incangold.engine.GameState;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Choice;
import io.github.incangold.record.Playouts;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * R21: two states that differ only in what a viewer may not know give that viewer equal views.
 * The secrets are changed through {@link StateSnapshot}: the remaining deck is reshuffled, the
 * random state replaced, other seats' pending choices flipped and, unless tents are open, other
 * tents refilled.
 */
class ViewSecrecyTest {
    /** The engine's card catalog, found by name (it is not public), so a rename fails here instead of checking nothing. */
    private static final Class<?> CATALOG = engineClass("Catalog");

    private static Class<?> engineClass(String simpleName) {
        try {
            return Class.forName("io.github.incangold.engine." + simpleName);
        } catch (ClassNotFoundException missing) {
            throw new AssertionError("the engine has no class " + simpleName, missing);
        }
    }

    @TestFactory
    Stream<DynamicTest> aViewIsBlindToEverySecretItMustNotShow() {
        return LongStream.range(0, Long.getLong("incangold.playouts", 6))
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    Rules rules =
                            seed % 4 == 3 ? Rules.builder().openTents(true).build() : Rules.incanGold();
                    int seats = 3 + (int) (seed % 6);
                    Playouts.Playout playout = Playouts.play(rules, seats, 1000 + seed);
                    Random random = new Random(seed);
                    for (GameState state : playout.states()) {
                        for (int seat = -1; seat < seats; seat++) {
                            Option<Integer> viewer = seat < 0 ? Option.none() : Option.some(seat);
                            GameState disguised = withOtherSecrets(state, viewer, random);
                            assertEquals(view(state, viewer), view(disguised, viewer));
                        }
                    }
                }));
    }

    @Test
    void theTestCanTellAShownSecretApart() {
        // The own pending choice is a secret the owner sees: changing it must change its view.
        GameState state = Playouts.play(Rules.incanGold(), 3, 4L)
                .states()
                .find(s -> s.pendingChoice(0).isDefined())
                .get();
        StateSnapshot s = StateSnapshot.of(state);
        Map<Integer, Choice> flipped =
                s.pendingChoices().put(0, flip(s.pendingChoices().get(0).get()));
        GameState other = new StateSnapshot(
                        s.rules(),
                        s.seats(),
                        s.phase(),
                        s.round(),
                        s.startSeat(),
                        s.deck(),
                        s.revealed(),
                        s.pathGems(),
                        s.inTemple(),
                        flipped,
                        s.gemsAtRisk(),
                        s.tentGems(),
                        s.claims(),
                        s.removed(),
                        s.gemsDealt(),
                        s.gemsReturned(),
                        s.pathGemsByCard(),
                        s.randomState())
                .restore()
                .get();

        assertNotEquals(Views.view(state, 0), Views.view(other, 0));
        assertEquals(Views.view(state, 1), Views.view(other, 1));
    }

    @TestFactory
    Stream<DynamicTest> aViewReachesNoPartOfTheState() {
        return LongStream.range(0, 4)
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    for (GameState state :
                            Playouts.play(Rules.incanGold(), 4, seed).states()) {
                        assertReachesNoState(Views.view(state, (int) seed));
                        assertReachesNoState(Views.spectator(state));
                    }
                }));
    }

    private static PlayerView view(GameState state, Option<Integer> viewer) {
        return viewer.isEmpty() ? Views.spectator(state) : Views.view(state, viewer.get());
    }

    private static GameState withOtherSecrets(GameState state, Option<Integer> viewer, Random random) {
        StateSnapshot s = StateSnapshot.of(state);
        List<Integer> drawn = s.deck().take(s.revealed());
        java.util.List<Integer> rest =
                new java.util.ArrayList<>(s.deck().drop(s.revealed()).toJavaList());
        Collections.shuffle(rest, random);
        Map<Integer, Choice> choices = s.pendingChoices();
        for (Tuple2<Integer, Choice> entry : s.pendingChoices()) {
            if (!viewer.contains(entry._1) && random.nextBoolean()) {
                choices = choices.put(entry._1, flip(entry._2));
            }
        }
        boolean tentsShown = s.rules().openTents() || state.isOver();
        int[] tentGems = s.tentGems().toJavaStream().mapToInt(Integer::intValue).toArray();
        int returned = s.gemsReturned();
        if (!tentsShown) {
            returned = otherHiddenTents(tentGems, returned, viewer, random);
        }
        List<Integer> tents = List.ofAll(tentGems);
        return new StateSnapshot(
                        s.rules(),
                        s.seats(),
                        s.phase(),
                        s.round(),
                        s.startSeat(),
                        drawn.appendAll(rest),
                        s.revealed(),
                        s.pathGems(),
                        s.inTemple(),
                        choices,
                        s.gemsAtRisk(),
                        tents,
                        s.claims(),
                        s.removed(),
                        s.gemsDealt(),
                        returned,
                        s.pathGemsByCard(),
                        random.nextLong())
                .restore()
                .get();
    }

    private static Choice flip(Choice choice) {
        return choice == Choice.CAMP ? Choice.TORCH : Choice.CAMP;
    }

    /** Walks every object reachable from the view's fields. */
    private static void assertReachesNoState(Object root) throws IllegalAccessException {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Object current = todo.pop();
            if (!seen.add(current)) {
                continue;
            }
            Class<?> type = current.getClass();
            assertFalse(
                    current instanceof GameState || current instanceof StateSnapshot,
                    "a view reaches a " + type.getName());
            assertFalse(CATALOG.isInstance(current), "a view reaches the card catalog");
            assertFalse(current instanceof int[] || current instanceof long[], "a view reaches a raw array");
            if (type.isArray()) {
                if (!type.getComponentType().isPrimitive()) {
                    for (int i = 0; i < Array.getLength(current); i++) {
                        push(todo, Array.get(current, i));
                    }
                }
                continue;
            }
            if (type.getName().startsWith("java.")) {
                continue;
            }
            for (Class<?> c = type; c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
                for (Field field : c.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers())
                            || field.getType().isPrimitive()) {
                        continue;
                    }
                    field.setAccessible(true);
                    push(todo, field.get(current));
                }
            }
        }
    }

    private static void push(Deque<Object> todo, Object value) {
        if (value != null) {
            todo.push(value);
        }
    }

    /**
     * Changes the tents hidden from the viewer as another game could have them, keeping gems
     * conserved: gems moved from one hidden tent to another and from the bank into hidden tents.
     *
     * @return the gems left returned to the bank
     */
    static int otherHiddenTents(int[] tents, int returned, Option<Integer> viewer, Random random) {
        int bank = returned;
        int previousHidden = -1;
        for (int seat = 0; seat < tents.length; seat++) {
            if (viewer.contains(seat)) {
                continue;
            }
            int fromBank = random.nextInt(Math.min(bank, 30) + 1);
            tents[seat] += fromBank;
            bank -= fromBank;
            if (previousHidden >= 0) {
                int moved = random.nextInt(tents[previousHidden] + 1);
                tents[previousHidden] -= moved;
                tents[seat] += moved;
            }
            previousHidden = seat;
        }
        return bank;
    }
}
