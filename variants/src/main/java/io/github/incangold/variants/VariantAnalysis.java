package io.github.incangold.variants;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.internal.Names;
import io.github.incangold.model.HazardType;
import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.Rules;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.math.BigInteger;
import java.util.Objects;

/**
 * What a rules configuration allows, worked out exactly from the rules (no simulation), with
 * warnings about what a house rule may not have meant.
 *
 * <pre>{@code
 * VariantAnalysis analysis = VariantAnalysis.analyse(Rules.incanGold());
 * analysis.deckCanRunOut();              // false: 6 hazards among 5 types always pair (R17)
 * analysis.hazardPairProbabilities();    // k = 1..10: 0, 1/31, 85/899, ...
 * analysis.warnings().forEach(w -> System.out.println(w.message() + " " + w.consider()));
 * }</pre>
 *
 * <p>A round's deck changes over a game only by the rulings: each round adds its artifacts (R5),
 * artifacts leave it when claimed or lost (R12, R16), and a bust removes hazards of one type as
 * the rules say (R14), at most once a round. Every order of the deck and every set of leavers can
 * happen, so the facts are exact, not bounds: what the players can make happen, some game does.
 * {@code VariantAnalysisExhaustiveTest} checks them against every game of thousands of tiny
 * variants played through the engine.
 *
 * @param treasureCards the number of treasure cards (R3)
 * @param treasureGems the gems on all treasure cards together
 * @param hazardTypes the number of hazard types (R4)
 * @param hazardCards the number of hazard cards at the start of the game
 * @param neverBusts true when no hazard type has as many cards as the bust trigger (two by the
 *     rulebook), so no round can bust (R14)
 * @param firstRoundDeckCanRunOut the first round whose deck can run out before any bust
 *     (R17), or none when no round's deck ever can
 * @param minCardsPerRound the fewest cards a round of some game can reveal, over every allowed
 *     player count (0 when a round's deck can be empty)
 * @param maxCardsPerRound the most cards a round of some game can reveal, over every allowed
 *     player count
 * @param hazardPairProbabilities element k-1 is the probability that the first k cards of a
 *     fresh round-1 deck (every treasure and hazard card plus the artifacts round 1 adds, R5) hold as many
 *     hazards of a type as the bust trigger (two by the rulebook), for k = 1..10; when k exceeds the deck, the whole deck. Exact for every
 *     deck of up to {@value #EXACT_PAIR_PROBABILITY_CARDS} cards, and for larger decks whenever
 *     the value in lowest terms fits a {@code long}; otherwise the closest {@link Fraction} with
 *     {@code long} terms that a continued fraction gives, less than {@code 2^-62} away
 * @param claimsBeyondSchedule with claim-order valuation (R13): the claim numbers that can
 *     happen but have no entry of their own in {@link Rules#claimOrderValues()}, so the engine
 *     values them at its last entry
 * @param zeroShareTreasures for every allowed player count, the treasure values that give each
 *     player nothing when the whole table is in the temple (as for every round's first card):
 *     values below the player count (R10); counts with none are left out
 * @param playerCountsWithoutShares the player counts for which every treasure card divides to
 *     0 with the whole table in the temple
 * @param warnings what a user should consider, in a fixed order
 */
public record VariantAnalysis(
        int treasureCards,
        long treasureGems,
        int hazardTypes,
        int hazardCards,
        boolean neverBusts,
        Option<Integer> firstRoundDeckCanRunOut,
        int minCardsPerRound,
        int maxCardsPerRound,
        List<Fraction> hazardPairProbabilities,
        List<Integer> claimsBeyondSchedule,
        Map<Integer, List<Integer>> zeroShareTreasures,
        List<Integer> playerCountsWithoutShares,
        List<Warning> warnings) {

    /** The largest k of {@link #hazardPairProbabilities()}. */
    public static final int PAIR_PROBABILITY_CARDS = 10;

    /**
     * The largest deck whose {@link #hazardPairProbabilities()} are always exact: every hand
     * count of at most {@value #PAIR_PROBABILITY_CARDS} cards of it, C(361, 10) at most, fits a
     * {@code long}.
     */
    public static final int EXACT_PAIR_PROBABILITY_CARDS = 361;

    /**
     * Creates an analysis; {@link #analyse(Rules)} is the way to get one.
     *
     * @param treasureCards the number of treasure cards
     * @param treasureGems the gems on all treasure cards
     * @param hazardTypes the number of hazard types
     * @param hazardCards the number of hazard cards
     * @param neverBusts whether no round can bust
     * @param firstRoundDeckCanRunOut the first round whose deck can run out, if any
     * @param minCardsPerRound the fewest cards a round can reveal
     * @param maxCardsPerRound the most cards a round can reveal
     * @param hazardPairProbabilities the pair probabilities for k = 1..10
     * @param claimsBeyondSchedule the claim numbers valued at the schedule's last entry
     * @param zeroShareTreasures by player count, the values that divide to 0 at a full table
     * @param playerCountsWithoutShares the player counts for which every value does
     * @param warnings the warnings
     * @throws NullPointerException if an argument is null
     */
    public VariantAnalysis {
        Objects.requireNonNull(firstRoundDeckCanRunOut, "firstRoundDeckCanRunOut");
        Objects.requireNonNull(hazardPairProbabilities, "hazardPairProbabilities");
        Objects.requireNonNull(claimsBeyondSchedule, "claimsBeyondSchedule");
        Objects.requireNonNull(zeroShareTreasures, "zeroShareTreasures");
        Objects.requireNonNull(playerCountsWithoutShares, "playerCountsWithoutShares");
        Objects.requireNonNull(warnings, "warnings");
    }

    /**
     * Tells whether some round's deck can run out with players still in the temple (R17).
     *
     * @return true when {@link #firstRoundDeckCanRunOut()} is defined
     */
    public boolean deckCanRunOut() {
        return firstRoundDeckCanRunOut.isDefined();
    }

    /**
     * Tells whether a warning of a kind was raised.
     *
     * @param kind the kind
     * @return true if {@link #warnings()} holds one
     */
    public boolean warns(Warning.Kind kind) {
        return warnings.exists(warning -> warning.kind() == kind);
    }

    /**
     * Something in a configuration that is legal but probably not what its author meant.
     *
     * @param kind what kind of warning
     * @param message what the rules imply
     * @param consider what the author should consider changing
     */
    public record Warning(Kind kind, String message, String consider) {
        /**
         * Creates a warning.
         *
         * @param kind what kind of warning
         * @param message what the rules imply
         * @param consider what to consider changing
         * @throws NullPointerException if an argument is null
         */
        public Warning {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(consider, "consider");
        }

        /** The kinds of warning. */
        public enum Kind {
            /** A round's deck can run out before a bust (R17). */
            DECK_CAN_RUN_OUT,
            /**
             * No hazard type has as many cards as the bust trigger (two by the rulebook), so no round
             * can bust (R14).
             */
            NEVER_BUSTS,
            /** The deck holds no treasure card (R3). */
            NO_TREASURE,
            /** More artifacts can be claimed than the claim-order schedule lists (R13). */
            CLAIMS_BEYOND_SCHEDULE,
            /** Claim-order values that no claim can ever use (R13). */
            UNUSED_CLAIM_VALUES,
            /** Artifacts that are never shuffled in because the game has too few rounds (R5). */
            ARTIFACTS_NEVER_PLAYED,
            /** Player counts for which no treasure card gives anything to a full temple (R10). */
            NO_SHARE_AT_FULL_TABLE,
            /**
             * A hazard type whose name differs from one of the rulebook's only by letter case, a
             * plural or a small edit: a type of its own beside the rulebook's, maybe by mistake (R4).
             */
            HAZARD_NAME_NEAR_STANDARD
        }

        @Override
        public String toString() {
            return kind + ": " + message + " Consider: " + consider;
        }
    }

    /**
     * Analyses a configuration.
     *
     * @param rules the rules
     * @return the facts and warnings
     */
    public static VariantAnalysis analyse(Rules rules) {
        Objects.requireNonNull(rules, "rules");
        List<Integer> counts = rules.hazards().values().toList();
        int treasureCards = rules.treasureValues().size();
        long treasureGems = rules.treasureValues().foldLeft(0L, (sum, value) -> sum + value);
        int hazardTypes = counts.size();
        int hazardCards = counts.sum().intValue();
        int artifacts = rules.artifactsInPlay();
        int trigger = rules.bustTrigger();
        // A type busts once `trigger` of its cards are revealed in a round (R14).
        int excess =
                counts.map(count -> Math.max(0, count - (trigger - 1))).sum().intValue();
        boolean neverBusts = excess == 0;
        int roundsBeforeLast = rules.rounds() - 1;
        // The busts, one a round at most (R14), after which no type has `trigger` cards left.
        Option<Integer> bustsToUnpair = bustsToUnpair(rules.bustRemoval(), counts, trigger);
        Option<Integer> runsOut = neverBusts
                ? Option.some(1)
                : bustsToUnpair.filter(busts -> busts <= roundsBeforeLast).map(busts -> busts + 1);

        int minCards = minCardsPerRound(rules, treasureCards, counts, artifacts);
        int maxCards = maxCardsPerRound(rules, treasureCards, counts);

        List<Fraction> pairs =
                pairProbabilities(treasureCards + Rulebook.artifactsEnteredBy(rules, 1), counts, trigger);
        List<Integer> beyond = claimsBeyondSchedule(rules, artifacts);

        Map<Integer, List<Integer>> zeroShares = LinkedHashMap.empty();
        List<Integer> noShares = List.empty();
        List<Integer> sortedValues = rules.treasureValues().sorted();
        for (int players = rules.minPlayers(); players <= rules.maxPlayers(); players++) {
            int table = players;
            List<Integer> zero = sortedValues.filter(value -> value < table);
            if (!zero.isEmpty()) {
                zeroShares = zeroShares.put(players, zero);
            }
            if (treasureCards > 0 && zero.size() == treasureCards) {
                noShares = noShares.append(players);
            }
        }

        Vector<Warning> warnings = Vector.empty();
        if (runsOut.isDefined()) {
            warnings = warnings.append(new Warning(
                    Warning.Kind.DECK_CAN_RUN_OUT,
                    (runsOut.get() == 1
                                    ? "From round 1"
                                    : "From round " + runsOut.get() + ", after " + (runsOut.get() - 1) + " bust"
                                            + (runsOut.get() == 2 ? "" : "s") + " removed hazards from the game,")
                            + " a round's deck can run out before " + (trigger == 2 ? "two" : String.valueOf(trigger))
                            + " hazards of a type appear; the players"
                            + " still in the temple then leave together (R17).",
                    neverBusts
                            ? "giving some hazard type at least " + trigger + " cards."
                            : "more hazard cards, or keeping busting hazards in the game (bustRemoval NONE),"
                                    + " if running out should not happen."));
        }
        if (neverBusts) {
            warnings = warnings.append(new Warning(
                    Warning.Kind.NEVER_BUSTS,
                    "No hazard type has " + (trigger == 2 ? "two" : String.valueOf(trigger))
                            + " cards, so no round can bust (R14): staying in the temple is free"
                            + " of risk.",
                    "at least " + trigger + " cards for some hazard type, so that pressing on has a price."));
        }
        if (treasureCards == 0) {
            warnings = warnings.append(new Warning(
                    Warning.Kind.NO_TREASURE,
                    "The deck has no treasure card, so no gem can ever be won (R3, R10).",
                    "adding treasureValues; without them only artifacts score."));
        }
        if (!beyond.isEmpty()) {
            List<Integer> schedule = rules.claimOrderValues();
            warnings = warnings.append(new Warning(
                    Warning.Kind.CLAIMS_BEYOND_SCHEDULE,
                    "claimOrderValues lists " + schedule.size() + " value" + (schedule.size() == 1 ? "" : "s")
                            + " but up to " + beyond.last() + " artifacts can reach a camp: claim"
                            + (beyond.size() == 1 ? " " : "s ") + beyond.mkString(", ") + " take the last entry, "
                            + schedule.last() + " (R13).",
                    "listing a value for every artifact, if the last value is not meant for them."));
        }
        int claimable = Rulebook.artifactsEnteredBy(rules, rules.rounds());
        if (artifacts > 0
                && Rulebook.valuesArtifactsByClaimOrder(rules.artifactValuation())
                && rules.claimOrderValues().size() > Math.max(1, claimable)) {
            warnings = warnings.append(new Warning(
                    Warning.Kind.UNUSED_CLAIM_VALUES,
                    "claimOrderValues lists " + rules.claimOrderValues().size() + " values but at most "
                            + claimable + " artifact" + (claimable == 1 ? "" : "s")
                            + " can reach a camp; the values from entry " + (claimable + 1)
                            + " on are never used (R13).",
                    "removing them, or adding artifacts (artifactCount) and rounds to use them."));
        }
        int entered = Rulebook.artifactsEnteredBy(rules, rules.rounds());
        if (artifacts > entered) {
            warnings = warnings.append(new Warning(
                    Warning.Kind.ARTIFACTS_NEVER_PLAYED,
                    (rules.artifactsPerRound() == 1
                                    ? "Round k adds artifact k to the deck (R5), so with "
                                    : "Each round adds " + rules.artifactsPerRound() + " artifacts to the deck (R5), so"
                                            + " with ")
                            + rules.rounds() + " round" + (rules.rounds() == 1 ? "" : "s") + " artifacts "
                            + (entered + 1) + " to " + artifacts + " never enter the game.",
                    "artifactCount " + entered + ", or more rounds."));
        }
        if (!noShares.isEmpty()) {
            warnings = warnings.append(new Warning(
                    Warning.Kind.NO_SHARE_AT_FULL_TABLE,
                    "With " + noShares.mkString(", ") + " players every treasure card divides to 0 while the"
                            + " whole table is in the temple (R10): gems only come from the path when players"
                            + " leave (R11).",
                    "some treasure cards worth at least " + noShares.last() + ", or fewer players (maxPlayers)."));
        }
        for (HazardType type : rules.hazards().keySet()) { // in the order of their names (R4)
            Option<HazardType> near = nearStandardHazard(type);
            // Only beside the rulebook's type: a file that drops it may mean a renamed type.
            if (near.isDefined() && rules.hazards().containsKey(near.get())) {
                warnings = warnings.append(new Warning(
                        Warning.Kind.HAZARD_NAME_NEAR_STANDARD,
                        "\"" + type.name() + "\" is a hazard type of its own, beside the rulebook's \""
                                + near.get().name() + "\" (R4): the deck has " + hazardTypes + " hazard types and "
                                + hazardCards + " hazard cards.",
                        "\"" + near.get().name() + "\" if the rulebook's type was meant; keep \"" + type.name()
                                + "\" for a new type."));
            }
        }
        return new VariantAnalysis(
                treasureCards,
                treasureGems,
                hazardTypes,
                hazardCards,
                neverBusts,
                runsOut,
                minCards,
                maxCards,
                pairs,
                beyond,
                zeroShares,
                noShares,
                warnings.toList());
    }

    /**
     * The rulebook's hazard type that {@code type} nearly names: other letter case, a plural or
     * singular ("snake", "mummies"), or one letter wrong, missing or added where either name has
     * five or more letters ("mumy", "rockfal"); none if it is one of the rulebook's, or a name of
     * its own ("lava", "mine").
     */
    static Option<HazardType> nearStandardHazard(HazardType type) {
        List<HazardType> standard =
                List.of(HazardType.FIRE, HazardType.MUMMY, HazardType.ROCKFALL, HazardType.SNAKES, HazardType.SPIDERS);
        if (standard.contains(type)) {
            return Option.none();
        }
        String name = type.name().strip().toLowerCase(java.util.Locale.ROOT);
        String singular = name.endsWith("ies")
                ? name.substring(0, name.length() - 3) + "y"
                : name.endsWith("s") ? name.substring(0, name.length() - 1) : name;
        return standard.find(known -> {
            String other = known.name();
            String otherSingular = other.endsWith("s") ? other.substring(0, other.length() - 1) : other;
            return singular.equals(otherSingular)
                    || name.equals(other)
                    || (Math.max(name.length(), other.length()) >= 5 && Names.editDistance(name, other) <= 1);
        });
    }

    /**
     * The first card of a round is revealed before any choice (R9), and everyone may leave after
     * it. Only R15 can force a second card: after an opening hazard, when the deck holds nothing
     * but hazards. A round can also hold no card at all (R17): when the deck has no treasure, the
     * last round adds no artifact (R5), and the bust removal can take every hazard out (R14).
     */
    private static int minCardsPerRound(Rules rules, int treasureCards, List<Integer> hazardCounts, int artifacts) {
        if (treasureCards > 0) {
            return 1;
        }
        // A lone seat cannot both take the artifacts and stay for a bust in one round, and
        // artifacts returned to the game must be taken (R12, R16): one round goes to taking them.
        boolean takingCostsARound = artifacts > 0
                && !Rulebook.losesArtifactsLeftOnPath(rules.leftoverArtifacts())
                && rules.maxPlayers() == 1;
        int bustRounds = rules.rounds() - 1 - (takingCostsARound ? 1 : 0);
        int hazardsLeft = hazardCounts.sum().intValue()
                - mostHazardsRemoved(rules.bustRemoval(), hazardCounts, rules.bustTrigger(), bustRounds);
        boolean lastRoundAddsOne = Rulebook.artifactsEnteredBy(rules, rules.rounds())
                > Rulebook.artifactsEnteredBy(rules, rules.rounds() - 1);
        int smallestDeck = hazardsLeft + (lastRoundAddsOne ? 1 : 0);
        if (smallestDeck == 0) {
            return 0;
        }
        if (!rules.openingHazardAutoReveal() || artifacts > 0 || rules.bustTrigger() == 1) {
            return 1; // with a trigger of 1 an opening hazard ends the round at once
        }
        return Math.min(2, smallestDeck);
    }

    /**
     * The most cards a round can reveal: every card but the hazards beyond the trigger's count
     * less one of each type, plus the busting card (R14), in the round whose deck holds the most
     * artifacts (R5) and every hazard.
     *
     * <p>A round that keeps the deck as it is, revealing no artifact and ending in no bust that
     * removes a card, lets the last round have every artifact and hazard: it opens with a
     * treasure, or with a hazard when no second card is forced (R15) or two hazards can follow
     * each other without a bust, or ends in a bust that removes nothing, or shows artifacts that
     * two seats leaving together leave on the path for a later round (R12, R16). Without such a
     * round (no treasure in the deck), every round costs an artifact or a bust; {@link
     * #mostCardsWithoutAQuietRound} weighs the two.
     */
    private static int maxCardsPerRound(Rules rules, int treasureCards, List<Integer> hazardCounts) {
        int trigger = rules.bustTrigger();
        int entered = Rulebook.artifactsEnteredBy(rules, rules.rounds());
        int hazardCards = hazardCards(hazardCounts, trigger);
        if (treasureCards > 0 || entered == 0 || hasQuietRound(rules, hazardCounts)) {
            return treasureCards + hazardCards + entered;
        }
        return mostCardsWithoutAQuietRound(rules, hazardCounts);
    }

    /** The hazard cards a round with every seat staying reveals: up to the bust (R14). */
    private static int hazardCards(List<Integer> hazardCounts, int trigger) {
        return safeHazards(hazardCounts, trigger) + (hazardCounts.exists(count -> count >= trigger) ? 1 : 0);
    }

    /** R14: the hazard cards a round can reveal without a bust, up to one less than the trigger of each type. */
    private static int safeHazards(List<Integer> hazardCounts, int trigger) {
        return hazardCounts.map(count -> Math.min(count, trigger - 1)).sum().intValue();
    }

    /** Whether a round of a deck with no treasure can leave the deck as it found it (see above). */
    private static boolean hasQuietRound(Rules rules, List<Integer> hazardCounts) {
        int trigger = rules.bustTrigger();
        boolean anyHazard = !hazardCounts.isEmpty();
        boolean hazardAlone = anyHazard
                && trigger >= 2
                && (!rules.openingHazardAutoReveal() || safeHazards(hazardCounts, trigger) >= 2);
        boolean bustRemovingNothing = hazardCounts.exists(
                count -> count >= trigger && Rulebook.hazardsRemovedByBust(rules.bustRemoval(), trigger, count) == 0);
        // Two seats leaving together can leave an artifact on the path for a later round.
        boolean artifactsLeftTogether = !Rulebook.losesArtifactsLeftOnPath(rules.leftoverArtifacts())
                && rules.maxPlayers() >= 2
                && Rulebook.artifactsTaken(rules.artifactSharing(), 1, 2) == 0;
        return hazardAlone || bustRemovingNothing || artifactsLeftTogether;
    }

    /**
     * The most cards a round reveals when every round must reveal an artifact that then leaves
     * the game, or bust and remove hazards (a deck with no treasure and no quiet round): an
     * opening hazard ends the round (a trigger of 1) or forces a second card (R15) with a single
     * hazard type, and an artifact shown is lost (R16) or taken (R12), as the seats cannot leave
     * it on the path for later.
     *
     * <p>Worked out round by round: for each number of busts so far, the most artifacts the
     * deck can hold. A round with an artifact spends one artifact or one bust; a round with
     * none busts if it can and otherwise changes nothing. More artifacts never hurt, and
     * neither do fewer busts, so the most artifacts per bust count is all there is to keep.
     * After the last artifact has entered, no round gains anything, so the rounds stop there.
     * The work is at most the deck's artifacts times its hazard cards.
     */
    private static int mostCardsWithoutAQuietRound(Rules rules, List<Integer> hazardCounts) {
        int trigger = rules.bustTrigger();
        // The hazards after each bust: which type busts does not matter here, as every type
        // counts alike (a trigger of 1) or there is one type (R15 with no second safe hazard).
        java.util.List<List<Integer>> afterBusts = new java.util.ArrayList<>();
        List<Integer> hazards = hazardCounts;
        afterBusts.add(hazards);
        // A removal of nothing always allows a quiet round, so it never gets here.
        while (hazards.exists(count -> count >= trigger)) {
            int busting = hazards.indexWhere(count -> count >= trigger);
            if (Rulebook.hazardsRemovedByBust(rules.bustRemoval(), trigger, hazards.get(busting)) == 0) {
                break;
            }
            hazards = afterBust(rules.bustRemoval(), hazards, busting, trigger);
            afterBusts.add(hazards);
        }
        int chain = afterBusts.size();
        int[] hazardCards = new int[chain];
        for (int busts = 0; busts < chain; busts++) {
            hazardCards[busts] = hazardCards(afterBusts.get(busts), trigger);
        }
        int lastRound = rules.rounds();
        for (int round = 1; round < rules.rounds(); round++) {
            if (Rulebook.artifactsEnteredBy(rules, round) == rules.artifactsInPlay()) {
                lastRound = round;
                break;
            }
        }
        int[] artifacts = new int[chain];
        java.util.Arrays.fill(artifacts, -1);
        artifacts[0] = Rulebook.artifactsEnteredBy(rules, 1);
        int most = artifacts[0] + hazardCards[0];
        for (int round = 2; round <= lastRound; round++) {
            int[] next = new int[chain];
            java.util.Arrays.fill(next, -1);
            for (int busts = 0; busts < chain; busts++) {
                int held = artifacts[busts];
                boolean canBust = busts + 1 < chain;
                if (held > 0) {
                    next[busts] = Math.max(next[busts], held - 1);
                }
                if (canBust) {
                    next[busts + 1] = Math.max(next[busts + 1], held);
                } else if (held == 0) {
                    next[busts] = Math.max(next[busts], 0);
                }
            }
            int added = Rulebook.artifactsEnteredBy(rules, round) - Rulebook.artifactsEnteredBy(rules, round - 1);
            for (int busts = 0; busts < chain; busts++) {
                if (next[busts] >= 0) {
                    next[busts] += added;
                    most = Math.max(most, next[busts] + hazardCards[busts]);
                }
            }
            artifacts = next;
        }
        return most;
    }

    /** R14: the hazard counts after the type at {@code busting} busts, as the removal says. */
    private static List<Integer> afterBust(BustRemoval removal, List<Integer> hazardCounts, int busting, int trigger) {
        int count = hazardCounts.get(busting);
        int left = count - Rulebook.hazardsRemovedByBust(removal, trigger, count);
        return left == 0 ? hazardCounts.removeAt(busting) : hazardCounts.update(busting, left);
    }

    /**
     * R14: the fewest busts after which no hazard type has {@code trigger} cards left, or none
     * when the bust removal never gets there.
     */
    private static Option<Integer> bustsToUnpair(BustRemoval removal, List<Integer> hazardCounts, int trigger) {
        int busts = 0;
        for (int count : hazardCounts) {
            List<Integer> removals = Rulebook.hazardsRemovedByEachBust(removal, trigger, count);
            int left = count - removals.sum().intValue();
            if (left >= trigger) {
                return Option.none();
            }
            busts += removals.size();
        }
        return Option.some(busts);
    }

    /**
     * R14: the most hazard cards that {@code busts} busts, one a round, can remove from the game:
     * the largest removals the types allow (a type's later busts never remove more than its
     * earlier ones, so the largest are always a prefix of each type's busts).
     */
    private static int mostHazardsRemoved(BustRemoval removal, List<Integer> hazardCounts, int trigger, int busts) {
        return hazardCounts
                .flatMap(count -> Rulebook.hazardsRemovedByEachBust(removal, trigger, count))
                .sorted(java.util.Comparator.reverseOrder())
                .take(Math.max(0, busts))
                .sum()
                .intValue();
    }

    /**
     * For k = 1..10: 1 - (k-card hands with fewer than {@code trigger} cards of each hazard type) /
     * (all k-card hands), counting hands of {@code others} non-hazard cards and the given hazard
     * counts.
     */
    private static List<Fraction> pairProbabilities(int others, List<Integer> hazardCounts, int trigger) {
        int deck = others + hazardCounts.sum().intValue();
        // distinct[j]: ways to choose j hazard cards with fewer than `trigger` of any type: the
        // coefficients of the product over types of sum_{i < trigger} C(count, i) x^i.
        BigInteger[] distinct = new BigInteger[PAIR_PROBABILITY_CARDS + 1];
        java.util.Arrays.fill(distinct, BigInteger.ZERO);
        distinct[0] = BigInteger.ONE;
        for (int count : hazardCounts) {
            BigInteger[] next = new BigInteger[PAIR_PROBABILITY_CARDS + 1];
            java.util.Arrays.fill(next, BigInteger.ZERO);
            for (int j = 0; j <= PAIR_PROBABILITY_CARDS; j++) {
                for (int i = 0; i < trigger && i <= count && i <= j; i++) {
                    next[j] = next[j].add(distinct[j - i].multiply(choose(count, i)));
                }
            }
            distinct = next;
        }
        List<Fraction> probabilities = List.empty();
        for (int k = 1; k <= PAIR_PROBABILITY_CARDS; k++) {
            int drawn = Math.min(k, deck);
            BigInteger withoutPair = BigInteger.ZERO;
            for (int j = 0; j <= drawn; j++) {
                withoutPair = withoutPair.add(distinct[j].multiply(choose(others, drawn - j)));
            }
            BigInteger hands = choose(deck, drawn);
            probabilities = probabilities.append(fraction(hands.subtract(withoutPair), hands));
        }
        return probabilities;
    }

    /**
     * {@code numerator / denominator} as a {@link Fraction}: exact when its lowest terms fit a
     * {@code long}; otherwise the last convergent of its continued fraction whose terms do. For a
     * value in [0, 1] with a convergent p/q followed by p'/q' (q' beyond the range of a long), the
     * error is below 1/(q q') and at most 1/q', so below 2^-62 whatever q is.
     *
     * @param numerator not negative
     * @param denominator positive
     * @return the fraction
     */
    static Fraction fraction(BigInteger numerator, BigInteger denominator) {
        BigInteger gcd = numerator.gcd(denominator);
        BigInteger p = numerator.divide(gcd);
        BigInteger q = denominator.divide(gcd);
        if (p.bitLength() < Long.SIZE && q.bitLength() < Long.SIZE) {
            return Fraction.of(p.longValueExact(), q.longValueExact());
        }
        // Convergents h/k of p/q: h(n) = a(n) h(n-1) + h(n-2), and the same for k.
        BigInteger max = BigInteger.valueOf(Long.MAX_VALUE);
        BigInteger h = BigInteger.ONE;
        BigInteger previousH = BigInteger.ZERO;
        BigInteger k = BigInteger.ZERO;
        BigInteger previousK = BigInteger.ONE;
        BigInteger rest = p;
        BigInteger divisor = q;
        while (divisor.signum() != 0) {
            BigInteger[] quotient = rest.divideAndRemainder(divisor);
            BigInteger nextH = quotient[0].multiply(h).add(previousH);
            BigInteger nextK = quotient[0].multiply(k).add(previousK);
            if (nextH.compareTo(max) > 0 || nextK.compareTo(max) > 0) {
                break;
            }
            previousH = h;
            previousK = k;
            h = nextH;
            k = nextK;
            rest = divisor;
            divisor = quotient[1];
        }
        return Fraction.of(h.longValueExact(), k.longValueExact());
    }

    private static List<Integer> claimsBeyondSchedule(Rules rules, int artifacts) {
        if (artifacts == 0 || !Rulebook.valuesArtifactsByClaimOrder(rules.artifactValuation())) {
            return List.empty();
        }
        int claimable = Rulebook.artifactsEnteredBy(rules, rules.rounds());
        return List.rangeClosed(rules.claimOrderValues().size() + 1, claimable);
    }

    private static BigInteger choose(int n, int k) {
        if (k < 0 || k > n) {
            return BigInteger.ZERO;
        }
        BigInteger result = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            result = result.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return result;
    }
}
