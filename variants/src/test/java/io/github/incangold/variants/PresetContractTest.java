package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Outcome.Standing;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine's rules and invariants, checked over random seeded playouts of every preset: the
 * same contract for every configuration. The players choose at random with a per-game leaving
 * rate; a rate of 0 (everyone always carries on) drives every round to a bust or to the end of
 * the deck.
 */
class PresetContractTest {

    private static final long[] SEEDS = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233};
    private static final double[] LEAVING_RATES = {0.0, 0.15, 0.5};

    static Stream<Arguments> games() {
        Stream.Builder<Arguments> games = Stream.builder();
        for (Preset preset : Presets.all()) {
            Rules rules = preset.rules();
            List<Integer> playerCounts = List.of(rules.minPlayers(), 5, Math.min(rules.maxPlayers(), 8))
                    .distinct();
            for (int players : playerCounts) {
                for (int i = 0; i < SEEDS.length; i++) {
                    games.add(Arguments.of(preset, players, SEEDS[i], LEAVING_RATES[i % LEAVING_RATES.length]));
                }
            }
        }
        return games.build();
    }

    @ParameterizedTest(name = "{0}, {1} players, seed {2}, leaving rate {3}")
    @MethodSource("games")
    void everyPresetKeepsTheRulesAndInvariants(Preset preset, int players, long seed, double leavingRate) {
        Playout first = Playout.play(preset.rules(), players, seed, leavingRate);
        Playout second = Playout.play(preset.rules(), players, seed, leavingRate);
        // Same seed, same choices: the same game, event for event (pure transitions, no hidden randomness).
        assertEquals(first.events, second.events);
        assertEquals(first.state, second.state);
    }

    /** One game, checked after every transition. */
    private static final class Playout {
        final Rules rules;
        final int players;
        final SplittableRandom choices;
        final double leavingRate;
        List<GameEvent> events = List.empty();
        GameState state;

        long gemsRevealed;
        long gemsReturned;
        long gemsLostOnBusts;
        List<Card> roundDeck = List.empty();
        int revealsThisRound;
        int transitions;

        private Playout(Rules rules, int players, long seed, double leavingRate) {
            this.rules = rules;
            this.players = players;
            this.choices = new SplittableRandom(seed * 31 + players);
            this.leavingRate = leavingRate;
        }

        static Playout play(Rules rules, int players, long seed, double leavingRate) {
            Playout playout = new Playout(rules, players, seed, leavingRate);
            playout.run(seed);
            return playout;
        }

        void run(long seed) {
            List<String> names = List.range(0, players).map(seat -> "seat " + seat);
            Either<Violation, Step> started = Game.newGame(rules, names, seed);
            assertTrue(started.isRight(), () -> "a preset must accept " + players + " players: " + started);
            take(started.get());
            // R2 bound: every round reveals at most its deck, each reveal needs at most one choice
            // per seat and one leave; a few transitions per round besides.
            int bound = rules.rounds() * (maxDeck() * (players + 2) + 4);
            while (!state.isOver()) {
                Either<Violation, Step> next = state.phase() == Phase.CHOOSE ? choose() : due();
                assertTrue(next.isRight(), () -> "refused in " + state.phase() + ": " + next.getLeft());
                take(next.get());
                if (++transitions > bound) {
                    fail("the game did not end within " + bound + " transitions");
                }
            }
            checkOutcome(state.outcome().get());
        }

        private Either<Violation, Step> due() {
            return Game.apply(state, state.legalActions().single());
        }

        private Either<Violation, Step> choose() {
            int seat = state.awaitedSeats().head();
            Choice choice = choices.nextDouble() < leavingRate ? Choice.CAMP : Choice.TORCH;
            return Game.choose(state, seat, choice);
        }

        private int maxDeck() {
            return rules.treasureValues().size()
                    + rules.hazards().values().sum().intValue()
                    + rules.artifactsInPlay();
        }

        private void take(Step step) {
            GameState before = state;
            state = step.state();
            events = events.appendAll(step.events());
            for (GameEvent event : step.events()) {
                observe(event);
            }
            checkState(before);
        }

        private void observe(GameEvent event) {
            if (event instanceof GameEvent.RoundStarted started) {
                assertTrue(state.path().isEmpty());
                roundDeck = state.remainingDeck();
                revealsThisRound = 0;
                assertEquals(started.deckSize(), roundDeck.size());
                checkCardsAtRoundStart(started.round());
            } else if (event instanceof GameEvent.CardRevealed revealed) {
                revealsThisRound++;
                if (revealed.card() instanceof Card.Treasure treasure) {
                    gemsRevealed += treasure.value();
                    // R10: equal shares rounded down, the remainder on the path.
                    assertEquals(treasure.value() / revealed.seatsInTemple(), revealed.share());
                    assertEquals(treasure.value(), revealed.share() * revealed.seatsInTemple() + revealed.remainder());
                }
            } else if (event instanceof GameEvent.Bust bust) {
                gemsLostOnBusts += bust.lost().values().sum().longValue();
                // R14 option: the busting card leaves the game unless the rules keep it.
                assertEquals(rules.removeBustingHazard(), bust.removed().isDefined());
            } else if (event instanceof GameEvent.RoundEnded ended) {
                gemsReturned += ended.gemsReturned();
                assertTrue(revealsThisRound >= 1, "R9: a round reveals at least its first card");
                assertTrue(revealsThisRound <= roundDeck.size());
            } else if (event instanceof GameEvent.PlayersLeft left) {
                // R12: with the rulebook's sharing, leaving together takes no artifact.
                if (rules.artifactSharing() == ArtifactSharing.SOLE_LEAVER
                        && left.seats().size() > 1) {
                    assertTrue(left.artifacts().isEmpty(), "R12: players leaving together take no artifact");
                }
                left.artifacts().forEach(this::checkArtifactValue);
            }
        }

        /** R13: the value of a claimed artifact, by claim order or by its printed value. */
        private void checkArtifactValue(ClaimedArtifact claim) {
            int expected;
            if (rules.artifactValuation() == ArtifactValuation.PRINTED) {
                expected = rules.printedArtifactValues().get(claim.artifact().number() - 1);
            } else {
                List<Integer> schedule = rules.claimOrderValues();
                expected = schedule.get(Math.min(claim.claimOrder(), schedule.size()) - 1);
            }
            assertEquals(expected, claim.value());
        }

        private void checkState(GameState before) {
            // Gems are conserved: every gem revealed is in a tent, at risk, on the path, back in
            // the bank at a round's end, or lost on a bust.
            long held = 0;
            for (int seat = 0; seat < players; seat++) {
                held += state.tentGems(seat) + state.gemsAtRisk(seat);
            }
            assertEquals(gemsRevealed, held + state.pathGems() + gemsReturned + gemsLostOnBusts, "gems conserved");
            assertEquals(gemsRevealed, state.gemsDealt(), "the state's tally of gems dealt");
            assertEquals(gemsReturned + gemsLostOnBusts, state.gemsReturned(), "the state's tally of gems returned");
            assertEquals(state, StateSnapshot.of(state).restore().get(), "every reachable state loads back");
            // Cards are conserved within a round: the path and the rest of the deck are the round's deck.
            if (!state.isOver()) {
                assertEquals(
                        counts(roundDeck), counts(state.path().appendAll(state.remainingDeck())), "cards conserved");
            }
            // Scores (R18) never go down, and tents never shrink.
            if (before != null) {
                for (int seat = 0; seat < players; seat++) {
                    assertTrue(state.score(seat) >= before.score(seat), "scores never decrease");
                    assertTrue(state.tentGems(seat) >= before.tentGems(seat), "tents never shrink");
                }
            }
            // R15 option: without it, an opening hazard is followed by a choice.
            if (state.phase() == Phase.CHOOSE
                    && state.path().size() == 1
                    && state.path().head() instanceof Card.Hazard) {
                assertFalse(rules.openingHazardAutoReveal(), "R15: no choice after an opening hazard");
            }
            assertTrue(state.round() >= 1 && state.round() <= rules.rounds(), "R2: round within the game");
        }

        /**
         * R5, R8, R14, R16: at a round's start the deck, the removed cards and the claimed artifacts
         * are together exactly the game's cards so far.
         */
        private void checkCardsAtRoundStart(int round) {
            List<Card> expected = List.empty();
            for (int value : rules.treasureValues()) {
                expected = expected.append(Card.treasure(value));
            }
            for (Tuple2<HazardType, Integer> hazard : rules.hazards()) {
                expected = expected.appendAll(List.fill(hazard._2, () -> Card.hazard(hazard._1)));
            }
            boolean printed = rules.artifactValuation() == ArtifactValuation.PRINTED;
            for (int number = 1; number <= Math.min(round, rules.artifactsInPlay()); number++) {
                Option<Integer> value =
                        printed ? Option.some(rules.printedArtifactValues().get(number - 1)) : Option.none();
                expected = expected.append(new Card.Artifact(number, value));
            }
            List<Card> accounted = state.remainingDeck()
                    .appendAll(state.removedCards())
                    .appendAll(state.claimedArtifacts().map(ClaimedArtifact::artifact));
            assertEquals(counts(expected), counts(accounted), "cards conserved across rounds");
            if (!rules.removeBustingHazard()) {
                assertTrue(
                        state.removedCards().forAll(card -> card instanceof Card.Artifact),
                        "R14 option: hazards stay in the game");
            }
        }

        /** R18, R19: score is tent plus artifacts; ranking and ties follow the tie-break option. */
        private void checkOutcome(Outcome outcome) {
            assertEquals(rules.rounds(), state.round());
            assertEquals(players, outcome.standings().size());
            for (Standing standing : outcome.standings()) {
                int artifacts = state.artifacts(standing.seat())
                        .map(ClaimedArtifact::value)
                        .sum()
                        .intValue();
                assertEquals(state.tentGems(standing.seat()) + artifacts, standing.score(), "R18");
                assertEquals(state.score(standing.seat()), standing.score());
            }
            Seq<Standing> standings = outcome.standings();
            for (int i = 1; i < standings.size(); i++) {
                Standing higher = standings.get(i - 1);
                Standing lower = standings.get(i);
                assertTrue(higher.score() >= lower.score(), "R19: ranked by score");
                boolean tied = higher.score() == lower.score()
                        && (!rules.artifactTieBreak() || higher.artifacts() == lower.artifacts());
                assertEquals(tied, higher.place() == lower.place(), "R19: places follow the tie-break option");
            }
            assertFalse(outcome.winners().isEmpty());
        }

        private static Map<Card, Integer> counts(Seq<Card> cards) {
            return cards.groupBy(card -> card).mapValues(Seq::size);
        }
    }
}
