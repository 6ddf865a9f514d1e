package io.github.incangold.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import java.util.ArrayList;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Invariants over many seeded random playouts, for every seat count 3 to 8 and both built-in
 * rules: gems and cards are conserved, the phase machine only takes legal steps, every game ends
 * within the deck's bound, scores never decrease, and the same seed replays the same game.
 */
class PlayoutInvariantsTest {

    /** Games per case; mutation testing lowers it (see the PIT configuration in core/pom.xml). */
    private static final int GAMES_PER_CASE = Integer.getInteger("incangold.playouts", 60);

    private static final Set<Tuple2<Phase, Phase>> LEGAL_STEPS = HashSet.of(
            Tuple.of(Phase.REVEAL, Phase.CHOOSE),
            Tuple.of(Phase.REVEAL, Phase.BUST),
            Tuple.of(Phase.REVEAL, Phase.REVEAL), // R15 opening hazard
            Tuple.of(Phase.REVEAL, Phase.ROUND_OVER), // R15 then R17
            Tuple.of(Phase.CHOOSE, Phase.CHOOSE),
            Tuple.of(Phase.CHOOSE, Phase.LEAVE),
            Tuple.of(Phase.LEAVE, Phase.REVEAL),
            Tuple.of(Phase.LEAVE, Phase.ROUND_OVER),
            Tuple.of(Phase.BUST, Phase.ROUND_OVER),
            Tuple.of(Phase.ROUND_OVER, Phase.REVEAL),
            Tuple.of(Phase.ROUND_OVER, Phase.ROUND_OVER), // R17: a round whose deck a bust removal emptied
            Tuple.of(Phase.ROUND_OVER, Phase.GAME_OVER));

    @TestFactory
    Stream<DynamicTest> randomPlayoutsKeepEveryInvariant() {
        return Stream.of(Rules.incanGold(), Rules.diamant()).flatMap(rules -> IntStream.rangeClosed(3, 8)
                .mapToObj(seats -> DynamicTest.dynamicTest(
                        (rules.artifactsEnabled() ? "Incan Gold" : "Diamant") + ", " + seats + " seats", () -> {
                            for (long seed = 0; seed < GAMES_PER_CASE; seed++) {
                                Playout first = Playout.play(rules, seats, seed * 7919 + seats);
                                Playout again = Playout.play(rules, seats, seed * 7919 + seats);
                                assertEquals(first.states, again.states, "same seed, same game");
                                assertEquals(first.events, again.events, "same seed, same events");
                            }
                        })));
    }

    @TestFactory
    Stream<DynamicTest> houseRulesKeepEveryInvariantToo() {
        Rules tiny = Rules.builder()
                .treasureValues(List.of(2, 3, 5))
                .hazards(io.vavr.collection.LinkedHashMap.of(io.github.incangold.model.HazardType.FIRE, 2))
                .artifactCount(2)
                .rounds(4)
                .openingHazardAutoReveal(true)
                .build();
        Rules generous = Rules.builder()
                .minPlayers(2)
                .removeBustingHazard(false)
                .artifactSharing(io.github.incangold.rules.ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .artifactValuation(io.github.incangold.rules.ArtifactValuation.PRINTED)
                .artifactTieBreak(false)
                .build();
        // Every value of every house-rule option in some game (R11, R12, R13, R14, R18, R19).
        Rules cardByCard = Rules.builder()
                .leftoverGems(LeftoverGems.CARD_BY_CARD)
                .bustPenalty(BustPenalty.KEEP_HALF)
                .bustRemoval(BustRemoval.PAIR)
                .tieBreak(TieBreak.MOST_GEMS)
                .startingGems(List.of(0, 3, 5))
                .artifactSharing(io.github.incangold.rules.ArtifactSharing.FIRST_IN_TURN_ORDER)
                .artifactValuation(io.github.incangold.rules.ArtifactValuation.BY_ROUND)
                .roundArtifactValues(List.of(3, 6, 9))
                .build();
        Rules leftOnPath = Rules.builder()
                .minPlayers(2)
                .leftoverGems(LeftoverGems.LEFT_ON_PATH)
                .bustPenalty(BustPenalty.LOSE_NOTHING)
                .bustRemoval(BustRemoval.WHOLE_TYPE)
                .tieBreak(TieBreak.SHARED)
                .artifactSharing(io.github.incangold.rules.ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .build();
        Rules emptyingDeck = Rules.builder()
                .treasureValues(List.of(1, 4))
                .hazards(io.vavr.collection.LinkedHashMap.of(
                        io.github.incangold.model.HazardType.FIRE, 2, io.github.incangold.model.HazardType.MUMMY, 4))
                .artifactCount(1)
                .rounds(6)
                .bustRemoval(BustRemoval.PAIR)
                .leftoverGems(LeftoverGems.CARD_BY_CARD)
                .openingHazardAutoReveal(true)
                .build();
        Rules emptyDeck = Rules.builder()
                .treasureValues(List.of())
                .hazards(io.vavr.collection.LinkedHashMap.of(io.github.incangold.model.HazardType.FIRE, 2))
                .artifactsEnabled(false)
                .rounds(3)
                .bustRemoval(BustRemoval.WHOLE_TYPE)
                .build();
        Rules allArtifactsAtOnce = Rules.builder()
                .artifactsPerRound(5)
                .leftoverArtifacts(io.github.incangold.rules.LeftoverArtifacts.RETURNED)
                .artifactSharing(io.github.incangold.rules.ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .build();
        Rules thirdCardBusts = Rules.builder()
                .leftoverArtifacts(io.github.incangold.rules.LeftoverArtifacts.RETURNED)
                .bustTrigger(3)
                .bustRemoval(BustRemoval.PAIR)
                .openingHazardAutoReveal(true)
                .build();
        Rules everyHazardBusts = Rules.builder()
                .artifactsPerRound(2)
                .artifactCount(7)
                .bustTrigger(1)
                .bustRemoval(BustRemoval.PAIR)
                .leftoverGems(LeftoverGems.CARD_BY_CARD)
                .build();
        return Stream.of(
                        tiny,
                        generous,
                        cardByCard,
                        leftOnPath,
                        emptyingDeck,
                        emptyDeck,
                        thirdCardBusts,
                        everyHazardBusts,
                        allArtifactsAtOnce)
                .map(rules -> DynamicTest.dynamicTest(rules.toString(), () -> {
                    for (long seed = 0; seed < GAMES_PER_CASE; seed++) {
                        Playout.play(rules, rules.minPlayers() + (int) (seed % 4), seed);
                    }
                }));
    }

    /** One random game, checked after every step. */
    static final class Playout {
        final java.util.List<GameState> states = new ArrayList<>();
        final java.util.List<GameEvent> events = new ArrayList<>();
        private final Rules rules;
        private int dealt;
        private int returned;
        private int reveals;
        private int[] lastScores;

        private Playout(Rules rules) {
            this.rules = rules;
        }

        static Playout play(Rules rules, int seats, long seed) {
            Playout playout = new Playout(rules);
            for (int seat = 0; seat < seats; seat++) {
                playout.dealt += rules.startingGems(seat); // R18: dealt with the game
            }
            SplittableRandom players = new SplittableRandom(seed ^ 0x5DEECE66DL);
            double leaveChance = 0.1 + players.nextDouble() * 0.4;
            Step step = Game.newGame(rules, List.range(0, seats).map(i -> "seat " + i), (int) (seed % seats), seed)
                    .get();
            playout.record(null, step);
            int deckBound = rules.treasureValues().size()
                    + rules.hazards().values().sum().intValue()
                    + rules.artifactsInPlay();
            int transitions = 0;
            while (!step.state().isOver()) {
                GameState state = step.state();
                Step next;
                if (state.phase() == Phase.CHOOSE) {
                    int seat = state.awaitedSeats()
                            .get(players.nextInt(state.awaitedSeats().size()));
                    Choice choice = players.nextDouble() < leaveChance ? Choice.CAMP : Choice.TORCH;
                    next = Game.choose(state, seat, choice).get();
                } else {
                    next = Game.apply(state, dueAction(state)).get();
                }
                playout.record(state, next);
                step = next;
                transitions++;
                assertTrue(transitions < rules.rounds() * deckBound * (seats + 3) + 10, "the game must end");
            }
            assertTrue(playout.reveals <= rules.rounds() * deckBound, "reveals within the deck's bound");
            return playout;
        }

        private static Action dueAction(GameState state) {
            return state.legalActions().single();
        }

        private void record(GameState before, Step step) {
            GameState after = step.state();
            if (before != null) {
                assertTrue(
                        LEGAL_STEPS.contains(Tuple.of(before.phase(), after.phase())),
                        () -> before.phase() + " -> " + after.phase());
            }
            for (GameEvent event : step.events()) {
                if (event instanceof GameEvent.CardRevealed cardRevealed) {
                    reveals++;
                    Card card = cardRevealed.card();
                    if (card instanceof Card.Treasure treasure) {
                        dealt += treasure.value();
                    }
                } else if (event instanceof GameEvent.Bust bust) {
                    returned += bust.lost().values().sum().intValue();
                } else if (event instanceof GameEvent.RoundEnded roundEnded) {
                    returned += roundEnded.gemsReturned();
                } else if (event instanceof GameEvent.RoundStarted roundStarted) {
                    checkCardsAtRoundStart(after, roundStarted);
                }
            }
            int held = after.pathGems();
            int[] scores = new int[after.seatCount()];
            for (int seat = 0; seat < after.seatCount(); seat++) {
                held += after.tentGems(seat) + after.gemsAtRisk(seat);
                scores[seat] = after.score(seat);
                if (lastScores != null) {
                    assertTrue(scores[seat] >= lastScores[seat], "scores never decrease");
                }
                if (!after.inTemple(seat)) {
                    assertEquals(0, after.gemsAtRisk(seat), "only seats in the temple hold gems at risk");
                }
            }
            lastScores = scores;
            if (rules.leftoverGems() == LeftoverGems.CARD_BY_CARD) {
                assertEquals(
                        after.pathGems(), after.pathGemsByCard().sum().intValue(), "the cards hold the path's gems");
            } else {
                assertEquals(List.empty(), after.pathGemsByCard());
            }
            assertEquals(dealt, held + returned, "gems dealt = in tents + at risk + on the path + returned");
            assertEquals(dealt, after.gemsDealt(), "the state's tally of gems dealt agrees with the events");
            assertEquals(returned, after.gemsReturned(), "the state's tally of gems returned agrees with the events");
            assertEquals(
                    after,
                    StateSnapshot.of(after)
                            .restore()
                            .fold(
                                    problems -> {
                                        throw new AssertionError(
                                                "a reachable state refused: " + problems.mkString("; "));
                                    },
                                    restored -> restored),
                    "every reachable state loads back");
            states.add(after);
            events.addAll(step.events().toJavaList());
        }

        private void checkCardsAtRoundStart(GameState state, GameEvent.RoundStarted started) {
            int total = rules.treasureValues().size()
                    + rules.hazards().values().sum().intValue();
            int artifactsIn = Rulebook.artifactsEnteredBy(rules, state.round());
            int outOfGame =
                    state.removedCards().size() + state.claimedArtifacts().size();
            assertEquals(total + artifactsIn, started.deckSize() + outOfGame, "cards are conserved");
            assertEquals(started.deckSize(), state.remainingDeckSize());
            assertEquals(List.empty(), state.path());
            List<Card> all = state.remainingDeck()
                    .appendAll(state.removedCards())
                    .appendAll(state.claimedArtifacts().map(c -> (Card) c.artifact()));
            assertEquals(total + artifactsIn, all.size());
            assertEquals(rules.treasureValues().size(), all.count(card -> card instanceof Card.Treasure));
            assertEquals(artifactsIn, all.count(card -> card instanceof Card.Artifact));
        }
    }
}
