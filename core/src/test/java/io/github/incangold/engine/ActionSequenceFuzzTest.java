package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.Rules;
import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Validation;

/**
 * Any sequence of calls, legal or not, over Incan Gold, Diamant, extreme configurations and
 * configurations made of the input: no exception escapes, a refused call leaves its state as it
 * was, and every state a call returns keeps the invariants of the playout tests (gems conserved,
 * cards conserved, scores never falling, the game only moving forward) and loads back through the
 * state loader; events told when asked equal those told as the transition runs. A normal build replays the
 * inputs stored beside this class; {@code JAZZER_FUZZ=1} searches for new ones (see
 * CONTRIBUTING.md).
 */
class ActionSequenceFuzzTest {
    /** Calls per input: enough for whole games of the longest configurations below. */
    private static final int MAX_CALLS = 3_000;

    @FuzzTest(maxDuration = "30s")
    void anyCallsKeepEveryInvariant(FuzzedDataProvider data) {
        Validation<io.vavr.collection.Seq<io.github.incangold.rules.RuleProblem>, Rules> built = rules(data);
        if (built.isInvalid()) {
            assertFalse(built.getError().isEmpty());
            return;
        }
        Rules rules = built.get();
        int seats = data.consumeInt(-1, Rules.MAX_SEATS + 1);
        List<String> names = List.range(0, Math.max(0, seats)).map(seat -> "seat " + seat);
        Either<Violation, Step> started =
                Game.newGame(rules, names, data.consumeInt(-1, Math.max(0, seats)), data.consumeLong());
        if (started.isLeft()) {
            assertFalse(started.getLeft().message().isBlank());
            return;
        }
        Invariants invariants = new Invariants(started.get().state());
        GameState state = started.get().state();
        for (int call = 0; call < MAX_CALLS && data.remainingBytes() > 0; call++) {
            GameState before = state;
            long digest = before.digest();
            Either<Violation, Step> result = call(before, data);
            assertEquals(digest, before.digest(), "a call never changes the state it was given");
            if (result.isLeft()) {
                assertFalse(result.getLeft().message().isBlank());
                continue;
            }
            state = result.get().state();
            invariants.check(before, result.get());
        }
    }

    /** A configuration: a preset, an extreme one, or one made of the input. */
    private static Validation<io.vavr.collection.Seq<io.github.incangold.rules.RuleProblem>, Rules> rules(
            FuzzedDataProvider data) {
        return switch (data.consumeInt(0, 6)) {
            case 0 -> Validation.valid(Rules.incanGold());
            case 1 -> Validation.valid(Rules.diamant());
            case 2 -> {
                // one seat to the most seats, one card of each of the most hazard types
                Map<HazardType, Integer> many = LinkedHashMap.empty();
                for (int type = 0; type < Rules.MAX_HAZARD_TYPES; type++) {
                    many = many.put(HazardType.of("Hazard " + type), 1);
                }
                yield Rules.builder()
                        .minPlayers(1)
                        .maxPlayers(Rules.MAX_SEATS)
                        .hazards(many)
                        .rounds(8)
                        .tryBuild();
            }
            case 3 -> {
                // the largest gems a game can deal without passing the int range
                yield Rules.builder()
                        .minPlayers(1)
                        .treasureValues(List.fill(200, Rules.MAX_VALUE))
                        .hazards(HashMap.empty())
                        .rounds(10)
                        .tryBuild();
            }
            case 4 -> {
                // hazards only, each revealed one opening the round alone
                yield Rules.builder()
                        .treasureValues(List.empty())
                        .openingHazardAutoReveal(true)
                        .artifactCount(12)
                        .rounds(12)
                        .tryBuild();
            }
            default -> {
                yield Rules.builder()
                        .minPlayers(data.consumeInt(0, 4))
                        .maxPlayers(data.consumeInt(1, Rules.MAX_SEATS + 1))
                        .rounds(data.consumeInt(0, 12))
                        .treasureValues(List.fill(data.consumeInt(0, 40), () -> data.consumeInt(0, 30)))
                        .hazards(hazards(data))
                        .artifactsEnabled(data.consumeBoolean())
                        .artifactCount(data.consumeInt(-1, 12))
                        .artifactValuation(data.pickValue(ArtifactValuation.values()))
                        .artifactSharing(data.pickValue(ArtifactSharing.values()))
                        .removeBustingHazard(data.consumeBoolean())
                        .openingHazardAutoReveal(data.consumeBoolean())
                        .artifactTieBreak(data.consumeBoolean())
                        .openTents(data.consumeBoolean())
                        .tryBuild();
            }
        };
    }

    private static Map<HazardType, Integer> hazards(FuzzedDataProvider data) {
        Map<HazardType, Integer> hazards = LinkedHashMap.empty();
        for (int type = data.consumeInt(0, 6); type > 0; type--) {
            hazards = hazards.put(HazardType.of("Type " + data.consumeInt(0, 9)), data.consumeInt(0, 4));
        }
        return hazards;
    }

    /** One call of the public API, its arguments taken from the input, legal or not. */
    private static Either<Violation, Step> call(GameState state, FuzzedDataProvider data) {
        int seat = data.consumeInt(-2, state.seatCount() + 1);
        Choice choice = data.consumeBoolean() ? Choice.CAMP : Choice.TORCH;
        return switch (data.consumeInt(0, 12)) {
            case 0 -> Game.reveal(state);
            case 1 -> {
                // a card of the game or of no game
                List<Card> cards = state.remainingDeck().appendAll(state.removedCards());
                Card card = cards.isEmpty() || data.consumeBoolean()
                        ? Card.treasure(data.consumeInt(1, 20))
                        : cards.get(data.consumeInt(0, cards.size() - 1));
                yield Game.reveal(state, card);
            }
            case 2 -> Game.choose(state, seat, choice);
            case 3 -> {
                io.vavr.collection.Map<Integer, Choice> choices = HashMap.empty();
                for (int count = data.consumeInt(0, 4); count > 0; count--) {
                    choices = choices.put(data.consumeInt(-1, state.seatCount()), choice);
                }
                yield Game.chooseAll(state, data.consumeBoolean() ? allAwaited(state, choice) : choices);
            }
            case 4 -> Game.chooseEach(state, awaited -> data.consumeBoolean() ? Choice.CAMP : Choice.TORCH);
            case 5 -> Game.leave(state);
            case 6 -> Game.bust(state);
            case 7 -> Game.endRound(state);
            case 8 -> Either.right(Game.advance(state));
            case 9 -> Either.right(Game.advanceUntilReveal(state));
            case 10 -> Either.right(Game.play(state, awaited -> data.consumeBoolean() ? Choice.CAMP : Choice.TORCH));
            case 11 -> Either.right(Game.play(state, awaited -> choice));
            default -> {
                // a legal action, so that games get far
                List<Action> legal = state.legalActions();
                yield legal.isEmpty()
                        ? Either.right(Game.advance(state))
                        : Game.apply(state, legal.get(data.consumeInt(0, legal.size() - 1)));
            }
        };
    }

    private static io.vavr.collection.Map<Integer, Choice> allAwaited(GameState state, Choice choice) {
        io.vavr.collection.Map<Integer, Choice> choices = HashMap.empty();
        for (int seat : state.awaitedSeats()) {
            choices = choices.put(seat, choice);
        }
        return choices;
    }

    /** What every state of a game keeps, checked after every accepted call. */
    private static final class Invariants {
        private final Rules rules;
        private final int cardsInGame;
        /** The gems dealt, told by the events: the starting gems (R18) and every treasure revealed (R10). */
        private long dealt;

        Invariants(GameState start) {
            this.rules = start.rules();
            this.cardsInGame = rules.treasureValues().size()
                    + rules.hazards().values().sum().intValue()
                    + rules.artifactsInPlay();
            for (int seat = 0; seat < start.seatCount(); seat++) {
                dealt += rules.startingGems(seat);
            }
            check(null, new Step(start, List.empty()));
        }

        void check(GameState before, Step step) {
            GameState after = step.state();
            for (GameEvent event : step.events()) {
                if (event instanceof GameEvent.CardRevealed revealed
                        && revealed.card() instanceof Card.Treasure treasure) {
                    dealt += treasure.value();
                }
            }
            long held = after.pathGems() + (long) after.gemsReturned();
            for (int seat = 0; seat < after.seatCount(); seat++) {
                held += after.tentGems(seat) + (long) after.gemsAtRisk(seat);
                assertTrue(after.tentGems(seat) >= 0 && after.gemsAtRisk(seat) >= 0, "no count is negative");
                if (before != null && before.round() <= after.round()) {
                    assertTrue(after.score(seat) >= before.score(seat), "scores never decrease");
                }
            }
            assertEquals(dealt, held, "gems dealt = in tents + at risk + on the path + returned");
            assertEquals(dealt, after.gemsDealt(), "the state's tally of gems dealt agrees with the events");
            // Between a round's end and the next round's start, and once the game is over, a
            // busting card or a lost artifact is both on the path and out of the game.
            if (after.phase() != Phase.ROUND_OVER && !after.isOver()) {
                int artifactsIn = Math.min(after.round(), rules.artifactsInPlay());
                // Artifacts claimed this round are on the path and among the claims alike.
                int claimedThisRound = after.claimedArtifacts().count(claim -> claim.round() == after.round());
                assertEquals(
                        cardsInGame - rules.artifactsInPlay() + artifactsIn,
                        after.remainingDeckSize()
                                + after.path().size()
                                + after.removedCards().size()
                                + after.claimedArtifacts().size()
                                - claimedThisRound,
                        "cards are conserved: the deck, the path, the cards removed and the artifacts claimed");
            }
            assertTrue(after.round() >= 1 && after.round() <= rules.rounds(), "the round is one of the game's");
            if (before != null) {
                assertTrue(
                        after.round() > before.round()
                                || (after.round() == before.round()
                                        && after.path().size() >= before.path().size()),
                        "the game only moves forward");
                assertFalse(before.isOver() && !after.isOver(), "a game over stays over");
            }
            assertEquals(after, StateSnapshot.of(after).restore().get(), "every reachable state loads back");
        }
    }
}
