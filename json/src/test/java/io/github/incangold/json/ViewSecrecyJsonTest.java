package io.github.incangold.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.GameState;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.Views;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * R21, checked on the text sent to a player: for random games, every state and every seat (and a
 * spectator), the JSON of the view holds neither the remaining deck's order, nor the seed or the
 * random state, nor another seat's pending choice, nor another seat's tent unless tents are open.
 */
class ViewSecrecyJsonTest {
    private static final Pattern PENDING = Pattern.compile("\"seat\":(\\d+),[^{}]*?\"pendingChoice\"");
    private static final Pattern TENT = Pattern.compile("\"seat\":(\\d+),[^{}]*?\"tentGems\"");

    @TestFactory
    Stream<DynamicTest> theJsonOfAViewHoldsNoSecret() {
        return LongStream.range(0, 20)
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    Rules rules = Games.RULES.get((int) (seed % Games.RULES.size()));
                    int seats = 3 + (int) (seed % 6);
                    Games.Played played = Games.play(rules, seats, 90_000 + seed);
                    long gameSeed = played.record().seed();
                    Random random = new Random(seed);
                    for (GameState state : played.states()) {
                        for (int seat = -1; seat < seats; seat++) {
                            Option<Integer> viewer = seat < 0 ? Option.none() : Option.some(seat);
                            String json = encodeView(state, viewer);

                            assertNoNumber(json, gameSeed, "the seed");
                            assertNoNumber(json, state.randomState(), "the random state");
                            assertFalse(json.contains(deckOrder(state)), "the remaining deck's order");
                            assertOnlyOwn(PENDING, json, viewer, false, "pending choice");
                            assertOnlyOwn(TENT, json, viewer, rules.openTents() || state.isOver(), "tent");
                            assertEquals(
                                    json,
                                    encodeView(disguised(state, viewer, random), viewer),
                                    "the view changed with a secret the viewer may not know");
                        }
                    }
                }));
    }

    private static String encodeView(GameState state, Option<Integer> viewer) {
        return IncanGoldJson.encode(viewer.isEmpty() ? Views.spectator(state) : Views.view(state, viewer.get()));
    }

    private static void assertNoNumber(String json, long secret, String what) {
        assertFalse(json.contains(Long.toString(secret)), what + " in decimal");
        assertFalse(json.contains(Long.toUnsignedString(secret)), what + " unsigned");
        assertFalse(json.toLowerCase(Locale.ROOT).contains(Long.toHexString(secret)), what + " in hex");
    }

    /** The remaining cards as a JSON array of cards would list them, top card first. */
    private static String deckOrder(GameState state) {
        List<Card> remaining = state.remainingDeck();
        if (remaining.size() < 3) {
            return "\u0000 too short to tell an order apart";
        }
        return remaining.map(card -> CardJson.card(card).toString()).mkString(",");
    }

    private static void assertOnlyOwn(Pattern field, String json, Option<Integer> viewer, boolean open, String what) {
        Matcher matcher = field.matcher(json);
        while (matcher.find()) {
            int seat = Integer.parseInt(matcher.group(1));
            assertTrue(open || viewer.contains(seat), "seat " + seat + "'s " + what + " shown to " + viewer);
        }
    }

    /** The same public state with every secret of the viewer's opponents changed. */
    private static GameState disguised(GameState state, Option<Integer> viewer, Random random) {
        StateSnapshot s = StateSnapshot.of(state);
        ArrayList<Integer> rest = new ArrayList<>(s.deck().drop(s.revealed()).toJavaList());
        Collections.shuffle(rest, random);
        Map<Integer, Choice> choices = s.pendingChoices();
        for (Tuple2<Integer, Choice> entry : s.pendingChoices()) {
            if (!viewer.contains(entry._1)) {
                choices = choices.put(entry._1, entry._2 == Choice.CAMP ? Choice.TORCH : Choice.CAMP);
            }
        }
        // Other hidden tents, gems conserved: moved from the bank and between hidden tents.
        int[] tentGems = s.tentGems().toJavaStream().mapToInt(Integer::intValue).toArray();
        int returned = s.gemsReturned();
        if (!s.rules().openTents() && !state.isOver()) {
            int previousHidden = -1;
            for (int seat = 0; seat < tentGems.length; seat++) {
                if (viewer.contains(seat)) {
                    continue;
                }
                int fromBank = random.nextInt(Math.min(returned, 20) + 1);
                tentGems[seat] += fromBank;
                returned -= fromBank;
                if (previousHidden >= 0) {
                    // Never below the gems the seat started with (R18): a tent does not shrink.
                    int moved =
                            random.nextInt(tentGems[previousHidden] - s.rules().startingGems(previousHidden) + 1);
                    tentGems[previousHidden] -= moved;
                    tentGems[seat] += moved;
                }
                previousHidden = seat;
            }
        }
        List<Integer> tents = List.ofAll(tentGems);
        return new StateSnapshot(
                        s.rules(),
                        s.seats(),
                        s.phase(),
                        s.round(),
                        s.startSeat(),
                        s.deck().take(s.revealed()).appendAll(rest),
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
                .fold(
                        problems -> {
                            throw new AssertionError("the disguised state is refused: " + problems.mkString("; "));
                        },
                        disguised -> disguised);
    }
}
