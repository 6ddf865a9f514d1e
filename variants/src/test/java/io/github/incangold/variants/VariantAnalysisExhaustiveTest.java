package io.github.incangold.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverArtifacts;
import io.github.incangold.rules.Rules;
import io.vavr.collection.HashMap;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Proves {@link VariantAnalysis} exact on tiny variants by playing every game they allow through
 * the engine: every card that can come next (supplied with {@link Game#reveal(GameState, Card)})
 * and every set of seats that can leave, for every allowed player count, over every combination
 * of the options that change which cards a round reveals (R5, R12, R14, R15, R16, R17).
 */
class VariantAnalysisExhaustiveTest {

    private static final HazardType A = HazardType.of("a");
    private static final HazardType B = HazardType.of("b");

    /** What every game of a variant did, over every round of every game. */
    private record Reach(int fewestCards, int mostCards, int firstRunOut, int mostClaims, boolean busted) {
        static final Reach NOTHING = new Reach(Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, false);

        Reach or(Reach other) {
            return new Reach(
                    Math.min(fewestCards, other.fewestCards),
                    Math.max(mostCards, other.mostCards),
                    Math.min(firstRunOut, other.firstRunOut),
                    Math.max(mostClaims, other.mostClaims),
                    busted || other.busted);
        }
    }

    /** A fixed sample of {@link #everyTinyVariantIsAnalysedExactly()}'s variants, for every build. */
    @Test
    void aSeededSampleOf1000TinyVariantsIsAnalysedExactly() {
        assertAnalysedExactly(seededSample(tinyVariants(), 1_000));
    }

    /** A fixed sample of {@link #longerGamesWithoutTreasureAreAnalysedExactly()}'s variants. */
    @Test
    void aSeededSampleOf100LongerGamesWithoutTreasureIsAnalysedExactly() {
        assertAnalysedExactly(seededSample(longerGamesWithoutTreasure(), 100));
    }

    @Test
    @Tag("full")
    void everyTinyVariantIsAnalysedExactly() {
        java.util.List<Rules> variants = tinyVariants();
        assertTrue(variants.size() > 10_000, "variants: " + variants.size());
        assertAnalysedExactly(variants);
    }

    /**
     * Without treasure and with an opening hazard forcing a second card or a trigger of 1,
     * every round costs an artifact or a bust: longer games, where the analysis weighs the two.
     */
    @Test
    @Tag("full")
    void longerGamesWithoutTreasureAreAnalysedExactly() {
        java.util.List<Rules> variants = longerGamesWithoutTreasure();
        assertTrue(variants.size() > 1_000, "variants: " + variants.size());
        assertAnalysedExactly(variants);
    }

    private static java.util.List<Rules> tinyVariants() {
        return variants(
                List.of(List.empty(), List.of(1)),
                List.of(
                        LinkedHashMap.empty(),
                        LinkedHashMap.of(A, 1),
                        LinkedHashMap.of(A, 2),
                        LinkedHashMap.of(A, 3),
                        LinkedHashMap.of(A, 1, B, 1),
                        LinkedHashMap.of(A, 2, B, 1)),
                2,
                3,
                3);
    }

    private static java.util.List<Rules> longerGamesWithoutTreasure() {
        return variants(
                        List.of(List.empty()),
                        List.of(LinkedHashMap.of(A, 1), LinkedHashMap.of(A, 2), LinkedHashMap.of(A, 3)),
                        4,
                        5,
                        2)
                .stream()
                .filter(rules -> rules.artifactsInPlay() >= 3 || rules.rounds() >= 4)
                .filter(rules -> rules.openingHazardAutoReveal() || rules.bustTrigger() == 1)
                // Left to the test above, to keep this one short: sharing among leavers, decks over 6.
                .filter(rules -> rules.artifactSharing() != ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .filter(rules -> rules.hazards().values().sum().intValue() + rules.artifactsInPlay() <= 6)
                .collect(java.util.stream.Collectors.toList());
    }

    /** {@code size} of the variants, drawn without replacement by a fixed seed. */
    private static java.util.List<Rules> seededSample(java.util.List<Rules> variants, int size) {
        assertTrue(variants.size() > size, "a sample smaller than the whole: " + variants.size());
        java.util.List<Rules> shuffled = new ArrayList<>(variants);
        java.util.Collections.shuffle(shuffled, new java.util.Random(20_261_128L));
        return shuffled.subList(0, size);
    }

    private static void assertAnalysedExactly(java.util.List<Rules> variants) {
        java.util.Map<String, Reach> byTable = new java.util.concurrent.ConcurrentHashMap<>();
        ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
        IntStream.range(0, variants.size()).parallel().forEach(index -> {
            Rules rules = variants.get(index);
            Reach reach = Reach.NOTHING;
            for (int players = rules.minPlayers(); players <= rules.maxPlayers(); players++) {
                int seats = players;
                // Variants that differ only by their player range share the games of a table size.
                String table = describe(Rules.builder()
                                .from(rules)
                                .minPlayers(1)
                                .maxPlayers(32)
                                .build()) + " @" + seats;
                Reach games = byTable.get(table);
                if (games == null) {
                    games = everyGame(rules, seats);
                    byTable.put(table, games);
                }
                reach = reach.or(games);
            }
            VariantAnalysis analysis = VariantAnalysis.analyse(rules);
            java.util.List<String> differences = new ArrayList<>();
            if (analysis.minCardsPerRound() != reach.fewestCards()) {
                differences.add("minCardsPerRound " + analysis.minCardsPerRound() + ", games " + reach.fewestCards());
            }
            if (analysis.maxCardsPerRound() != reach.mostCards()) {
                differences.add("maxCardsPerRound " + analysis.maxCardsPerRound() + ", games " + reach.mostCards());
            }
            Option<Integer> runOut =
                    reach.firstRunOut() == Integer.MAX_VALUE ? Option.none() : Option.some(reach.firstRunOut());
            if (!analysis.firstRoundDeckCanRunOut().equals(runOut)) {
                differences.add("firstRoundDeckCanRunOut " + analysis.firstRoundDeckCanRunOut() + ", games " + runOut);
            }
            if (analysis.neverBusts() == reach.busted()) {
                differences.add("neverBusts " + analysis.neverBusts() + ", games busted " + reach.busted());
            }
            // One claim-order value: every claim from the second on is beyond the schedule (R13).
            List<Integer> beyond = reach.mostClaims() >= 2 ? List.rangeClosed(2, reach.mostClaims()) : List.empty();
            if (!analysis.claimsBeyondSchedule().equals(beyond)) {
                differences.add("claimsBeyondSchedule " + analysis.claimsBeyondSchedule() + ", games " + beyond);
            }
            if (!differences.isEmpty()) {
                wrong.add(describe(rules) + ": " + String.join("; ", differences));
            }
        });
        assertTrue(
                wrong.isEmpty(),
                () -> wrong.size() + " variants analysed wrongly, e.g.\n"
                        + List.ofAll(wrong).sorted().take(40).mkString("\n"));
    }

    @Test
    void theEnumerationSeesWhatTheIssueDescribes() {
        // One hazard type with one card, two artifacts, two rounds, R15 on: round 1 always reveals
        // artifact 1 (first, or after the opening hazard), so round 2 holds 2 cards, not 3.
        Rules rules = Rules.builder()
                .treasureValues(List.empty())
                .hazards(LinkedHashMap.of(A, 1))
                .artifactCount(2)
                .rounds(2)
                .openingHazardAutoReveal(true)
                .minPlayers(1)
                .maxPlayers(2)
                .build();
        Reach reach = everyGame(rules, 1).or(everyGame(rules, 2));
        assertEquals(2, reach.mostCards());
        assertEquals(1, reach.fewestCards());
        assertEquals(2, VariantAnalysis.analyse(rules).maxCardsPerRound());
        // Returned to the game when both seats leave together (R16 house rule, R12): 3 cards.
        Rules returned = Rules.builder()
                .from(rules)
                .leftoverArtifacts(LeftoverArtifacts.RETURNED)
                .build();
        assertEquals(3, everyGame(returned, 2).mostCards());
        assertEquals(2, everyGame(returned, 1).mostCards());
        assertEquals(3, VariantAnalysis.analyse(returned).maxCardsPerRound());
    }

    /**
     * The variants: the given treasure and hazard decks; up to {@code mostArtifacts} artifacts,
     * one or two a round; up to {@code mostRounds} rounds; every bust trigger up to {@code
     * highestTrigger}, every bust removal, R15 setting, leftover-artifact rule and artifact
     * sharing; one seat, two, or both allowed. Options that cannot change anything for a deck
     * are left at their default.
     */
    private static java.util.List<Rules> variants(
            List<List<Integer>> treasures,
            List<Map<HazardType, Integer>> hazardSets,
            int mostArtifacts,
            int mostRounds,
            int highestTrigger) {
        java.util.List<Rules> variants = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (List<Integer> treasure : treasures) {
            for (Map<HazardType, Integer> hazards : hazardSets) {
                if (treasure.isEmpty() && hazards.isEmpty()) {
                    continue; // a deck needs a card
                }
                int largestType = hazards.values().max().getOrElse(0);
                for (int artifacts = 0; artifacts <= mostArtifacts; artifacts++) {
                    for (int perRound = 1; perRound <= Math.min(2, Math.max(1, artifacts)); perRound++) {
                        for (int rounds = 1; rounds <= mostRounds; rounds++) {
                            for (int trigger = 1; trigger <= highestTrigger; trigger++) {
                                for (BustRemoval removal : BustRemoval.values()) {
                                    if (largestType < trigger && removal != BustRemoval.BUSTING_CARD) {
                                        continue; // no bust, nothing to remove
                                    }
                                    for (boolean autoReveal : new boolean[] {false, true}) {
                                        for (LeftoverArtifacts leftover : LeftoverArtifacts.values()) {
                                            for (ArtifactSharing sharing : ArtifactSharing.values()) {
                                                if (artifacts == 0
                                                        && (leftover != LeftoverArtifacts.LOST
                                                                || sharing != ArtifactSharing.SOLE_LEAVER)) {
                                                    continue;
                                                }
                                                for (int[] players : new int[][] {{1, 1}, {2, 2}, {1, 2}}) {
                                                    Rules rules = Rules.builder()
                                                            .treasureValues(treasure)
                                                            .hazards(hazards)
                                                            .artifactCount(artifacts)
                                                            .artifactsPerRound(perRound)
                                                            .claimOrderValues(List.of(5))
                                                            .rounds(rounds)
                                                            .bustTrigger(trigger)
                                                            .bustRemoval(removal)
                                                            .openingHazardAutoReveal(autoReveal)
                                                            .leftoverArtifacts(leftover)
                                                            .artifactSharing(sharing)
                                                            .minPlayers(players[0])
                                                            .maxPlayers(players[1])
                                                            .build();
                                                    if (seen.add(describe(rules))) {
                                                        variants.add(rules);
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return variants;
    }

    private static String describe(Rules rules) {
        return "treasure " + rules.treasureValues() + ", hazards "
                + rules.hazards().mkString(" ")
                + ", artifacts " + rules.artifactsInPlay() + " (" + rules.artifactsPerRound() + " a round)"
                + ", rounds " + rules.rounds() + ", trigger " + rules.bustTrigger() + ", " + rules.bustRemoval()
                + ", autoReveal " + rules.openingHazardAutoReveal() + ", " + rules.leftoverArtifacts() + ", "
                + rules.artifactSharing() + ", players " + rules.minPlayers() + "-" + rules.maxPlayers();
    }

    /** Every game of the rules with this many seats, summed up. */
    private static Reach everyGame(Rules rules, int players) {
        List<String> seats = List.range(0, players).map(seat -> "p" + seat);
        Step start = Game.newGame(rules, seats, 0, 1L).get();
        Walk walk = new Walk();
        return walk.from(Game.advanceUntilReveal(start.state()), start.events(), 1, 0, Reach.NOTHING);
    }

    /** A depth-first walk of the game tree, remembering what follows from equivalent positions. */
    private static final class Walk {
        private final java.util.Map<String, Reach> known = new java.util.HashMap<>();

        /**
         * Applies the events of the step that led to {@code step}'s state, then walks on from it.
         *
         * @param cardsThisRound cards the current round had revealed before these events
         */
        Reach from(Step step, List<GameEvent> before, int round, int cardsThisRound, Reach done) {
            Reach reach = done;
            int cards = cardsThisRound;
            int current = round;
            for (GameEvent event : before.appendAll(step.events())) {
                if (event instanceof GameEvent.RoundStarted roundStarted) {
                    current = roundStarted.round();
                } else if (event instanceof GameEvent.CardRevealed) {
                    cards++;
                } else if (event instanceof GameEvent.DeckExhausted) {
                    reach = reach.or(new Reach(Integer.MAX_VALUE, Integer.MIN_VALUE, current, 0, false));
                } else if (event instanceof GameEvent.Bust) {
                    reach = reach.or(new Reach(Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE, 0, true));
                } else if (event instanceof GameEvent.RoundEnded) {
                    reach = reach.or(new Reach(cards, cards, Integer.MAX_VALUE, 0, false));
                    cards = 0;
                }
            }
            return reach.or(walk(step.state(), cards));
        }

        private Reach walk(GameState state, int cardsThisRound) {
            if (state.isOver()) {
                return new Reach(
                        Integer.MAX_VALUE,
                        Integer.MIN_VALUE,
                        Integer.MAX_VALUE,
                        state.claimedArtifacts().size(),
                        false);
            }
            String key = key(state, cardsThisRound);
            Reach cached = known.get(key);
            if (cached != null) {
                return cached;
            }
            Reach reach = Reach.NOTHING;
            if (state.phase() == Phase.REVEAL) {
                for (Card card : state.remainingDeck().distinct()) {
                    Step revealed = Game.reveal(state, card).get();
                    Step next = Game.advanceUntilReveal(revealed.state());
                    reach = reach.or(from(next, revealed.events(), state.round(), cardsThisRound, Reach.NOTHING));
                }
            } else if (state.phase() == Phase.CHOOSE) {
                List<Integer> awaited = state.awaitedSeats();
                for (int leavers = 0; leavers < 1 << awaited.size(); leavers++) {
                    int mask = leavers;
                    Map<Integer, Choice> choices = HashMap.ofEntries(awaited.zipWithIndex()
                            .map(seat -> io.vavr.Tuple.of(
                                    seat._1, (mask >> seat._2 & 1) == 1 ? Choice.CAMP : Choice.TORCH)));
                    Step chosen = Game.chooseAll(state, choices).get();
                    Step next = Game.advanceUntilReveal(chosen.state());
                    reach = reach.or(from(next, chosen.events(), state.round(), cardsThisRound, Reach.NOTHING));
                }
            } else {
                throw new AssertionError("advanceUntilReveal stopped in " + state.phase());
            }
            known.put(key, reach);
            return reach;
        }

        /**
         * What decides the rest of a game's cards, runs-out, busts and claims: the round, the
         * phase, the cards still to draw and the path's cards (artifacts in path order), who is
         * in the temple, what left the game and what was claimed; not the gems.
         */
        private static String key(GameState state, int cardsThisRound) {
            Comparator<Card> byText = Comparator.comparing(Card::toString);
            return state.round() + "|" + state.phase() + "|" + cardsThisRound + "|"
                    + state.remainingDeck().sorted(byText) + "|" + state.path().sorted(byText) + "|"
                    + state.artifactsOnPath() + "|" + state.seatsInTemple() + "|"
                    + state.removedCards().sorted(byText) + "|"
                    + state.claimedArtifacts()
                            .map(claim -> claim.artifact().number())
                            .sorted();
        }
    }
}
