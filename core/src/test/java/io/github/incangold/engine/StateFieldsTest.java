package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each field of {@link GameState} is copied by {@code draft()} and counted by {@code equals},
 * {@code digest()} and {@link StateSnapshot}: a field added to the state and forgotten in any of
 * them fails here, by name. For every field, a copy of one state given another state's value of
 * that field alone must be a different state to each of them.
 */
class StateFieldsTest {
    /** Fields that are not part of the state, and why. */
    private static final Set<String> NOT_STATE =
            Set.of("observer"); // whom an observed transition tells while it runs; null in every state returned

    private static final Rules RULES = Rules.builder()
            .leftoverGems(LeftoverGems.CARD_BY_CARD) // so the piles of UncommonParts differ too
            .build();

    /** A state of the game with seed {@code seed} after {@code calls} calls of play. */
    private static GameState played(List<String> names, long seed, int calls) {
        GameState state = Game.newGame(RULES, names, seed).get().state();
        for (int call = 0; call < calls && !state.isOver(); call++) {
            int camper = call % (names.size() + 2); // now and then one seat camps
            state = Game.play(state, seat -> seat == camper ? Choice.CAMP : Choice.TORCH)
                    .state();
        }
        return state;
    }

    private static java.util.List<Field> stateFields() {
        java.util.List<Field> fields = new java.util.ArrayList<>();
        for (Field field : GameState.class.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers()) && !NOT_STATE.contains(field.getName())) {
                field.setAccessible(true);
                fields.add(field);
            }
        }
        return fields;
    }

    /** The state after the first awaited seat made its choice, the others' still awaited. */
    private static GameState firstAwaitedChooses(GameState state, Choice choice) {
        return Game.choose(state, state.awaitedSeats().head(), choice).get().state();
    }

    private static boolean same(Object one, Object other) {
        if (one instanceof int[] ones && other instanceof int[] others) {
            return Arrays.equals(ones, others);
        }
        return Objects.equals(one, other);
    }

    @Test
    void draftCopiesEveryField() throws IllegalAccessException {
        GameState played = played(List.of("Ann", "Bo", "Cy", "Di"), 3L, 14);
        GameState state = firstAwaitedChooses(played, Choice.CAMP);
        GameState draft = state.draft();
        GameState blank = new GameState();
        for (Field field : stateFields()) {
            if (same(field.get(state), field.get(blank))) {
                fail(field.getName() + " holds its default value here: choose a state where it does not");
            }
            assertEquals(field.get(state), field.get(draft), field.getName() + " is not copied by draft()");
        }
        assertNull(draft.observer);
    }

    /**
     * States of another table (other names, other seeds) at every point a game reaches: choices
     * awaited, some made (one seat camping), round over, game over.
     */
    private static java.util.List<GameState> others() {
        java.util.List<GameState> pool = new java.util.ArrayList<>();
        for (long seed = 11; seed <= 13; seed++) {
            for (int calls = 0; calls <= 60; calls += 3) {
                GameState state = played(List.of("Eve", "Flo", "Gus", "Hal"), seed, calls);
                pool.add(state);
                if (state.phase() == Phase.CHOOSE) {
                    pool.add(firstAwaitedChooses(state, Choice.CAMP));
                }
            }
        }
        return pool;
    }

    @Test
    void equalsDigestAndSnapshotTellEveryFieldApart() throws IllegalAccessException {
        GameState played = played(List.of("Ann", "Bo", "Cy", "Di"), 3L, 14);
        // a seat has chosen the torch, so a state where it chose camp differs in camping alone
        GameState one = firstAwaitedChooses(played, Choice.TORCH);
        java.util.List<GameState> others = others();
        for (Field field : stateFields()) {
            Object mine = field.get(one);
            Object theirs = field.getName().equals("camping") ? (Object) one.chosen : null;
            for (GameState other : others) {
                if (theirs != null) {
                    break;
                }
                if (!same(mine, field.get(other))) {
                    theirs = field.get(other);
                    break;
                }
            }
            if (theirs == null) {
                fail("no state of the pool differs in " + field.getName() + ": add one that does");
            }
            GameState changed = one.draft();
            field.set(changed, theirs);
            String name = field.getName();
            assertNotEquals(one, changed, name + " is not compared by equals");
            assertNotEquals(one.digest(), changed.digest(), name + " is not in digest()");
            assertNotEquals(StateSnapshot.of(one), StateSnapshot.of(changed), name + " is not in StateSnapshot");
        }
    }

    @Test
    void aSnapshotRestoresEveryField() throws IllegalAccessException {
        GameState state = played(List.of("Ann", "Bo", "Cy", "Di"), 3L, 14);
        GameState restored = StateSnapshot.of(state).restore().get();
        assertEquals(state, restored);
        for (Field field : stateFields()) {
            Object mine = field.get(state);
            Object back = field.get(restored);
            if (field.getName().equals("path")) {
                assertEquals(true, state.path.samePrefix(restored.path, state.revealed), "path");
            } else if (field.getName().equals("setup")) {
                assertEquals(true, state.setup.sameGame(restored.setup), "setup");
            } else if (field.getName().equals("uncommon")) {
                assertEquals(true, Arrays.equals(state.uncommon.piles, restored.uncommon.piles), "uncommon piles");
                assertEquals(true, Arrays.equals(state.uncommon.toDrawBeyond, restored.uncommon.toDrawBeyond));
            } else {
                assertEquals(true, same(mine, back), field.getName() + " is not restored from a snapshot");
            }
        }
    }
}
