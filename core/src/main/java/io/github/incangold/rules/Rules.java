package io.github.incangold.rules;

import io.github.incangold.internal.IncanGoldStyle;
import io.github.incangold.model.HazardType;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Validation;
import org.immutables.value.Value;

/**
 * The rules of a game, as data: every ruling that is an option is a field here, with the
 * rulebook's default. A configuration is immutable and valid by construction; {@link
 * #incanGold()} and {@link #diamant()} are the two built-in values. The ruling ids (R1 to R21)
 * link to <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md">the rules
 * page</a>, which maps every ruling to its code and its tests; {@link Builder} sets the options.
 *
 * <pre>{@code
 * Rules longer = Rules.incanGold().withRounds(7);
 * Validation<Seq<RuleProblem>, Rules> checked =
 *         Rules.builder().from(Rules.incanGold()).rounds(0).tryBuild(); // invalid: rounds
 * }</pre>
 *
 * <p>Engine limits beyond the rulebook: at most {@value #MAX_SEATS} seats, {@value
 * #MAX_HAZARD_TYPES} hazard types and {@value #MAX_CARDS} cards, treasure and artifact values and
 * starting gems up to {@value #MAX_VALUE}, and at most {@link Integer#MAX_VALUE} gems and points
 * in a whole game (rounds times the treasure cards' gems, plus the artifacts at their highest
 * value and the starting gems), so that no count of the game can wrap.
 */
@Value.Immutable
@IncanGoldStyle
public abstract class Rules {

    /**
     * The most seats a game can have: four times the rulebook's eight, and one machine word as a
     * set of seats, which keeps every per-card operation on seats a single instruction.
     */
    public static final int MAX_SEATS = 32;
    /**
     * The most hazard types a configuration can have: more than twelve times the rulebook's five.
     * Like the other limits, it bounds what a configuration can ask of the engine and its odds.
     */
    public static final int MAX_HAZARD_TYPES = 64;
    /** The most cards (treasure, hazard and artifact) a configuration can have. */
    public static final int MAX_CARDS = 10_000;
    /** The largest treasure or artifact value. */
    public static final int MAX_VALUE = 1_000_000;

    /**
     * The treasure cards of the 2006 rulebook
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r3">R3</a>): 15
     * cards, 124 gems.
     */
    public static final List<Integer> RULEBOOK_TREASURES = List.of(1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15, 17);
    /**
     * The hazards of the rulebook
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r4">R4</a>): five
     * types, three cards each.
     */
    public static final Map<HazardType, Integer> RULEBOOK_HAZARDS = LinkedHashMap.of(
            HazardType.FIRE,
            3,
            HazardType.MUMMY,
            3,
            HazardType.ROCKFALL,
            3,
            HazardType.SNAKES,
            3,
            HazardType.SPIDERS,
            3);
    /**
     * The rulebook's artifact values by claim order
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>
     * "Classic").
     */
    public static final List<Integer> CLASSIC_ARTIFACT_VALUES = List.of(5, 5, 5, 10, 10);
    /**
     * The online implementation's printed artifact values for rounds 1 to 5
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>
     * "Modern").
     */
    public static final List<Integer> MODERN_ARTIFACT_VALUES = List.of(5, 7, 8, 10, 12);

    private static final Rules INCAN_GOLD = builder().build();
    private static final Rules DIAMANT = builder().artifactsEnabled(false).build();

    Rules() {}

    /**
     * The rules of the 2006 Incan Gold rulebook, every option at its default.
     *
     * @return the default rules
     */
    public static Rules incanGold() {
        return INCAN_GOLD;
    }

    /**
     * The original Diamant: Incan Gold without the artifacts
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r20">R20</a>).
     *
     * @return Incan Gold with {@code artifactsEnabled} false
     */
    public static Rules diamant() {
        return DIAMANT;
    }

    /**
     * Starts a configuration from the defaults (Incan Gold); use {@code from(rules)} to start
     * from another one.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r1">R1</a>: the
     * fewest seats a game may have.
     *
     * @return 3 by default
     */
    @Value.Default
    public int minPlayers() {
        return 3;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r1">R1</a>: the most
     * seats a game may have.
     *
     * @return 8 by default
     */
    @Value.Default
    public int maxPlayers() {
        return 8;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r2">R2</a>: the
     * number of rounds.
     *
     * @return 5 by default
     */
    @Value.Default
    public int rounds() {
        return 5;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r3">R3</a>: the
     * value of each treasure card, one entry per card.
     *
     * @return {@link #RULEBOOK_TREASURES} by default
     */
    @Value.Default
    public List<Integer> treasureValues() {
        return RULEBOOK_TREASURES;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r4">R4</a>: the
     * hazard types and the number of cards of each, in the order of the types' names, whatever
     * order they were given in.
     *
     * @return {@link #RULEBOOK_HAZARDS} by default
     */
    @Value.Default
    public Map<HazardType, Integer> hazards() {
        return RULEBOOK_HAZARDS;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>,
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r20">R20</a>:
     * whether artifacts are played; off is the original Diamant.
     *
     * @return true by default
     */
    @Value.Default
    public boolean artifactsEnabled() {
        return true;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>: how many
     * artifacts the game has; round k adds artifact k to the deck, while k is at most this count.
     *
     * @return 5 by default
     */
    @Value.Default
    public int artifactCount() {
        return 5;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>: how
     * artifacts are valued.
     *
     * @return {@link ArtifactValuation#CLAIM_ORDER} by default
     */
    @Value.Default
    public ArtifactValuation artifactValuation() {
        return ArtifactValuation.CLAIM_ORDER;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>: the
     * value of the first, second, ... artifact to reach a camp, used with {@link
     * ArtifactValuation#CLAIM_ORDER}; later claims are worth the last entry.
     *
     * @return {@link #CLASSIC_ARTIFACT_VALUES} by default
     */
    @Value.Default
    public List<Integer> claimOrderValues() {
        return CLASSIC_ARTIFACT_VALUES;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>: the
     * printed value of artifact 1, 2, ..., used with {@link ArtifactValuation#PRINTED}; it must
     * cover every artifact.
     *
     * @return {@link #MODERN_ARTIFACT_VALUES} by default
     */
    @Value.Default
    public List<Integer> printedArtifactValues() {
        return MODERN_ARTIFACT_VALUES;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>: the
     * value of an artifact claimed in round 1, 2, ..., used with {@link
     * ArtifactValuation#BY_ROUND}; later rounds take the last entry.
     *
     * @return {@link #CLASSIC_ARTIFACT_VALUES} by default
     */
    @Value.Default
    public List<Integer> roundArtifactValues() {
        return CLASSIC_ARTIFACT_VALUES;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r12">R12</a>: who
     * takes the artifacts on the path when players leave together.
     *
     * @return {@link ArtifactSharing#SOLE_LEAVER} by default
     */
    @Value.Default
    public ArtifactSharing artifactSharing() {
        return ArtifactSharing.SOLE_LEAVER;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r11">R11</a>: what
     * the players returning to camp together take of the gems on the path.
     *
     * @return {@link LeftoverGems#POOLED} by default
     */
    @Value.Default
    public LeftoverGems leftoverGems() {
        return LeftoverGems.POOLED;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>: what
     * the seats still in the temple lose when the round busts.
     *
     * @return {@link BustPenalty#LOSE_ALL} by default
     */
    @Value.Default
    public BustPenalty bustPenalty() {
        return BustPenalty.LOSE_ALL;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>: which
     * hazard cards leave the game after a bust.
     *
     * @return {@link BustRemoval#BUSTING_CARD} by default
     */
    @Value.Default
    public BustRemoval bustRemoval() {
        return BustRemoval.BUSTING_CARD;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>:
     * whether any hazard card leaves the game after a bust.
     *
     * @return false when {@link #bustRemoval()} is {@link BustRemoval#NONE}
     */
    public boolean removeBustingHazard() {
        return bustRemoval() != BustRemoval.NONE;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r16">R16</a>: what
     * becomes of the artifacts left on the path when a round ends.
     *
     * @return {@link LeftoverArtifacts#LOST} by default
     */
    @Value.Default
    public LeftoverArtifacts leftoverArtifacts() {
        return LeftoverArtifacts.LOST;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>: the
     * card of one hazard type, counted within a round, that ends the round: the rulebook's second,
     * or a house rule's third, fourth, ...; 1 makes every hazard end the round.
     *
     * @return 2 by default
     */
    @Value.Default
    public int bustTrigger() {
        return 2;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r15">R15</a>:
     * whether a hazard that is a round's first card is followed at once by the next card, with no
     * choice asked.
     *
     * @return false by default
     */
    @Value.Default
    public boolean openingHazardAutoReveal() {
        return false;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r19">R19</a>: how
     * players with the same score are ranked.
     *
     * @return {@link TieBreak#ARTIFACTS} by default
     */
    @Value.Default
    public TieBreak tieBreak() {
        return TieBreak.ARTIFACTS;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r19">R19</a>:
     * whether tied scores are broken by the number of artifacts.
     *
     * @return true when {@link #tieBreak()} is {@link TieBreak#ARTIFACTS}
     */
    public boolean artifactTieBreak() {
        return tieBreak() == TieBreak.ARTIFACTS;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r18">R18</a>: the
     * gems in each seat's tent when the game starts, by seat: a handicap that lets new players
     * start ahead. Seats past the end of the list start with none; the list has at most {@link
     * #maxPlayers()} entries.
     *
     * @return no starting gems by default
     */
    @Value.Default
    public List<Integer> startingGems() {
        return List.empty();
    }

    /**
     * The gems a seat's tent holds when the game starts (R18).
     *
     * @param seat a seat number, from 0
     * @return its entry of {@link #startingGems()}, or 0 past its end
     */
    public int startingGems(int seat) {
        return seat >= 0 && seat < startingGems().size() ? startingGems().get(seat) : 0;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r21">R21</a>:
     * whether every player may see the contents of every tent.
     *
     * @return false by default
     */
    @Value.Default
    public boolean openTents() {
        return false;
    }

    /**
     * R1: a range of player counts in words, as every message about a player count says it.
     *
     * <pre>{@code
     * Rules.playerCount(3, 8);   // "3 to 8 players"
     * Rules.playerCount(3, 3);   // "exactly 3 players"
     * }</pre>
     *
     * @param min the fewest players
     * @param max the most players
     * @return "3 to 8 players", "exactly 3 players" or "exactly 1 player"
     */
    public static String playerCount(int min, int max) {
        return min == max ? "exactly " + min + (min == 1 ? " player" : " players") : min + " to " + max + " players";
    }

    /**
     * The number of artifacts that enter the game: {@link #artifactCount()} when artifacts are
     * enabled, otherwise 0.
     *
     * @return the artifacts in play
     */
    public int artifactsInPlay() {
        return artifactsEnabled() ? artifactCount() : 0;
    }

    /**
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>: how
     * many artifacts each round adds to the deck, in number order: the rulebook's one, or a house
     * rule's more (as many as {@link #artifactCount()} shuffles them all in at the start).
     *
     * @return 1 by default
     */
    @Value.Default
    public int artifactsPerRound() {
        return 1;
    }

    /**
     * R5: how many artifacts have entered the game by the start of round {@code round}: {@link
     * #artifactsPerRound()} a round, up to {@link #artifactsInPlay()}.
     *
     * @param round a round, from 1
     * @return artifacts 1 to this number are in the game
     */
    public int artifactsEnteredBy(int round) {
        long entered = (long) Math.max(0, round) * artifactsPerRound();
        return (int) Math.min(entered, Math.max(0, artifactsInPlay()));
    }

    /**
     * R5: the round in which artifact {@code number} enters the game.
     *
     * @param number an artifact number, from 1
     * @return the round, from 1
     */
    public int roundArtifactEnters(int number) {
        int perRound = Math.max(1, artifactsPerRound());
        return (int) (((long) Math.max(1, number) + perRound - 1) / perRound);
    }

    /**
     * Returns a copy with another number of rounds.
     *
     * @param rounds
     * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r2">R2</a>, at least
     * 1
     * @return the copy
     * @throws InvalidRulesException if the copy is invalid
     */
    public abstract Rules withRounds(int rounds);

    /**
     * Refuses invalid rules, and keeps the hazard types in the order of their names, whatever
     * order they were given in: rules that are equal then list them alike, in their JSON and
     * wherever else they are written or read in turn.
     */
    @Value.Check
    Rules check() {
        Seq<RuleProblem> problems = problems();
        if (!problems.isEmpty()) {
            throw new InvalidRulesException(problems);
        }
        List<Tuple2<HazardType, Integer>> byName = hazards().toList().sortBy(Tuple2::_1);
        if (hazards() instanceof LinkedHashMap
                && byName.map(Tuple2::_1).equals(hazards().keySet().toList())) {
            return this;
        }
        return new ImmutableRules.Builder()
                .from(this)
                .hazards(LinkedHashMap.ofEntries(byName))
                .build();
    }

    private Seq<RuleProblem> problems() {
        Vector<RuleProblem> problems = Vector.empty();
        if (minPlayers() < 1) {
            problems = problems.append(problem("minPlayers", minPlayers() + " is below 1"));
        }
        if (minPlayers() > MAX_SEATS) {
            problems = problems.append(problem("minPlayers", minPlayers() + " exceeds the limit of " + MAX_SEATS));
        }
        if (maxPlayers() > MAX_SEATS) {
            problems = problems.append(problem("maxPlayers", maxPlayers() + " exceeds the limit of " + MAX_SEATS));
        }
        if (maxPlayers() < minPlayers()) {
            problems = problems.append(
                    problem("maxPlayers", maxPlayers() + " is below minPlayers (" + minPlayers() + ")"));
        }
        if (rounds() < 1) {
            problems = problems.append(problem("rounds", rounds() + " is below 1"));
        }
        if (artifactsPerRound() < 1) {
            problems = problems.append(problem("artifactsPerRound", artifactsPerRound() + " is below 1"));
        } else if (artifactsPerRound() > MAX_CARDS) {
            problems = problems.append(
                    problem("artifactsPerRound", artifactsPerRound() + " exceeds the limit of " + MAX_CARDS));
        }
        if (bustTrigger() < 1) {
            problems = problems.append(problem("bustTrigger", bustTrigger() + " is below 1"));
        } else if (bustTrigger() > MAX_CARDS) {
            problems = problems.append(problem("bustTrigger", bustTrigger() + " exceeds the limit of " + MAX_CARDS));
        }
        problems = problems.appendAll(values("treasureValues", treasureValues(), 1));
        int hazardCards = 0;
        boolean oversizedType = false;
        if (hazards().size() > MAX_HAZARD_TYPES) {
            problems = problems.append(
                    problem("hazards", hazards().size() + " hazard types exceed the limit of " + MAX_HAZARD_TYPES));
        }
        for (Tuple2<HazardType, Integer> entry : hazards()) {
            if (entry._1 == null || entry._2 == null) {
                problems = problems.append(problem("hazards", "contains a null type or count"));
            } else if (entry._2 < 1) {
                problems = problems.append(problem(
                        "hazards." + entry._1.name(), entry._2 + " cards; a listed hazard type needs at least 1"));
            } else if (entry._2 > MAX_CARDS) {
                problems = problems.append(problem(
                        "hazards." + entry._1.name(),
                        entry._2 + " cards exceed the limit of " + MAX_CARDS + " cards in a deck"));
                oversizedType = true;
                hazardCards += MAX_CARDS + 1; // counted capped: the deck has cards, just too many
            } else {
                hazardCards += entry._2;
            }
        }
        int questCards = treasureValues().size() + hazardCards;
        if (questCards < 1) {
            problems = problems.append(problem(
                    "treasureValues", "the deck has no treasure and no hazard card; it needs at least one card"));
        }
        if (artifactCount() < 0) {
            problems = problems.append(problem("artifactCount", artifactCount() + " is negative"));
        }
        long deckCards = (long) questCards + Math.max(0, artifactsInPlay());
        if (artifactsInPlay() > MAX_CARDS) {
            problems = problems.append(problem(
                    "artifactCount", artifactsInPlay() + " artifacts exceed the limit of " + MAX_CARDS + " cards"));
        } else if (deckCards > MAX_CARDS && !oversizedType) {
            // Blamed on the largest part of the deck, the one to shorten.
            int treasures = treasureValues().size();
            int artifacts = Math.max(0, artifactsInPlay());
            String largest = artifacts > Math.max(treasures, hazardCards)
                    ? "artifactCount"
                    : hazardCards > treasures ? "hazards" : "treasureValues";
            problems = problems.append(problem(
                    largest,
                    "the deck has " + deckCards + " cards (" + treasures + " treasure, " + hazardCards + " hazard, "
                            + artifacts + " artifact), more than the limit of " + MAX_CARDS));
        }
        problems = problems.appendAll(values("startingGems", startingGems(), 0));
        if (startingGems().size() > MAX_SEATS) {
            problems = problems.append(problem(
                    "startingGems", startingGems().size() + " entries exceed the limit of " + MAX_SEATS + " seats"));
        } else if (startingGems().size() > maxPlayers() && maxPlayers() >= 1) {
            // an entry past the last seat would never be used: a list for other rules, or a typo
            problems = problems.append(problem(
                    "startingGems",
                    startingGems().size() + " entries, but at most " + maxPlayers()
                            + " players play (maxPlayers): one entry a seat, seat 0 first"));
        }
        // Every schedule's values are checked, used or not: a value out of range is never meant.
        problems = problems.appendAll(values("claimOrderValues", claimOrderValues(), 0));
        problems = problems.appendAll(values("printedArtifactValues", printedArtifactValues(), 0));
        problems = problems.appendAll(values("roundArtifactValues", roundArtifactValues(), 0));
        if (artifactsInPlay() > 0) {
            if (artifactValuation() == ArtifactValuation.BY_ROUND
                    && roundArtifactValues().isEmpty()) {
                problems = problems.append(
                        problem("roundArtifactValues", "is empty; BY_ROUND valuation needs at least one value"));
            } else if (artifactValuation() == ArtifactValuation.CLAIM_ORDER
                    && claimOrderValues().isEmpty()) {
                problems = problems.append(
                        problem("claimOrderValues", "is empty; CLAIM_ORDER valuation needs at least one value"));
            } else if (artifactValuation() == ArtifactValuation.PRINTED
                    && printedArtifactValues().size() < artifactCount()) {
                problems = problems.append(problem(
                        "printedArtifactValues",
                        "has " + printedArtifactValues().size() + " values for " + artifactCount()
                                + " artifacts; PRINTED valuation needs one per artifact"));
            }
        }
        if (problems.isEmpty() && mostGemsAndPoints() > Integer.MAX_VALUE) {
            problems = problems.append(problem(
                    "rounds",
                    "the game could deal " + mostGemsAndPoints() + " gems and points (" + rounds()
                            + " rounds of the treasure cards, plus the artifacts), more than the "
                            + Integer.MAX_VALUE + " a score can hold; use fewer rounds or smaller treasure values"));
        }
        return problems;
    }

    /**
     * The most gems and artifact points a whole game can deal: every treasure card revealed in
     * every round, every artifact claimed at the highest value, and every seat's starting gems. It bounds every count of the
     * game (a tent, a score, the gems on the path), which must fit an {@code int}.
     */
    private long mostGemsAndPoints() {
        long treasure = 0;
        for (Integer value : treasureValues()) {
            treasure += value;
        }
        long artifactValue = 0;
        List<Integer> schedule = artifactValuation() == ArtifactValuation.CLAIM_ORDER
                ? claimOrderValues()
                : artifactValuation() == ArtifactValuation.BY_ROUND ? roundArtifactValues() : printedArtifactValues();
        for (Integer value : schedule) {
            artifactValue = Math.max(artifactValue, value);
        }
        long starting = 0;
        for (Integer gems : startingGems()) {
            starting += gems;
        }
        // Up to 2^31 rounds of 10^10 gems: saturate rather than wrap a long too.
        long perGame =
                treasure == 0 || rounds() <= Long.MAX_VALUE / 2 / treasure ? rounds() * treasure : Long.MAX_VALUE / 2;
        return perGame + artifactsInPlay() * artifactValue + starting;
    }

    private static Seq<RuleProblem> values(String field, List<Integer> values, int min) {
        Vector<RuleProblem> problems = Vector.empty();
        int index = 0;
        for (Integer value : values) {
            String at = field + "[" + index++ + "]";
            if (value == null) {
                problems = problems.append(problem(at, "is null"));
            } else if (value < min) {
                problems = problems.append(problem(at, value + " is below " + min));
            } else if (value > MAX_VALUE) {
                problems = problems.append(problem(at, value + " exceeds the limit of " + MAX_VALUE));
            }
        }
        return problems;
    }

    private static RuleProblem problem(String field, String message) {
        return new RuleProblem(field, message);
    }

    /**
     * Builds a {@link Rules}; every setter is optional and defaults to Incan Gold. A builder is not
     * thread-safe: use it where it is made, then drop it.
     *
     * <pre>{@code
     * Rules twoPlayers = Rules.builder().minPlayers(2).build();
     * Rules longDiamant = Rules.builder().from(Rules.diamant()).rounds(7).build();
     * }</pre>
     *
     * <p>Values are checked together when the rules are built: {@link #build()} throws {@link
     * InvalidRulesException} and {@link #tryBuild()} returns every problem at once.
     */
    public static final class Builder {
        private final ImmutableRules.Builder values = new ImmutableRules.Builder();

        Builder() {}

        /**
         * Sets every option to its value in {@code rules}, to change a few of them afterwards.
         *
         * @param rules the configuration to start from
         * @return this builder
         * @throws NullPointerException if {@code rules} is null
         */
        public Builder from(Rules rules) {
            values.from(rules);
            return this;
        }

        /**
         * Sets the fewest seats a game may have
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r1">R1</a>). From
         * 1 to {@value #MAX_SEATS}. See {@link Rules#minPlayers()}.
         *
         * @param minPlayers 3 by default
         * @return this builder
         */
        public Builder minPlayers(int minPlayers) {
            values.minPlayers(minPlayers);
            return this;
        }

        /**
         * Sets the most seats a game may have
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r1">R1</a>).
         * From {@link #minPlayers(int) minPlayers} to {@value #MAX_SEATS}. See {@link Rules#maxPlayers()}.
         *
         * @param maxPlayers 8 by default
         * @return this builder
         */
        public Builder maxPlayers(int maxPlayers) {
            values.maxPlayers(maxPlayers);
            return this;
        }

        /**
         * Sets the number of rounds
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r2">R2</a>). At
         * least 1. See {@link Rules#rounds()}.
         *
         * @param rounds 5 by default
         * @return this builder
         */
        public Builder rounds(int rounds) {
            values.rounds(rounds);
            return this;
        }

        /**
         * Sets the value of each treasure card, one entry per card
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r3">R3</a>).
         * Each value from 1 to {@value #MAX_VALUE}; treasure and hazard cards together at least 1
         * and, with the artifacts, at most {@value #MAX_CARDS}. See {@link
         * Rules#treasureValues()}.
         *
         * @param treasureValues {@link #RULEBOOK_TREASURES} by default
         * @return this builder
         * @throws NullPointerException if {@code treasureValues} is null
         */
        public Builder treasureValues(List<Integer> treasureValues) {
            values.treasureValues(treasureValues);
            return this;
        }

        /**
         * Sets the hazard types and the number of cards of each
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r4">R4</a>). At
         * least 1 card per listed type, at most {@value #MAX_HAZARD_TYPES} types; the order of the
         * entries does not change the game, and the rules keep them in the order of the types'
         * names. See {@link Rules#hazards()}.
         *
         * @param hazards {@link #RULEBOOK_HAZARDS} by default
         * @return this builder
         * @throws NullPointerException if {@code hazards} is null
         */
        public Builder hazards(Map<HazardType, Integer> hazards) {
            values.hazards(hazards);
            return this;
        }

        /**
         * Sets whether artifacts are played
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>,
         * <a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r20">R20</a>).
         * {@code false} is the original Diamant; the artifact options are then ignored. See {@link
         * Rules#artifactsEnabled()}.
         *
         * @param artifactsEnabled {@code true} by default
         * @return this builder
         */
        public Builder artifactsEnabled(boolean artifactsEnabled) {
            values.artifactsEnabled(artifactsEnabled);
            return this;
        }

        /**
         * Sets how many artifacts the game has
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>).
         * Round k adds artifact k to the deck, while k is at most this count. Zero or more. See {@link
         * Rules#artifactCount()}.
         *
         * @param artifactCount 5 by default
         * @return this builder
         */
        public Builder artifactCount(int artifactCount) {
            values.artifactCount(artifactCount);
            return this;
        }

        /**
         * Sets how artifacts are valued
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>).
         * By the order in which they reach a camp ({@link #claimOrderValues(List)}) or by their
         * printed value ({@link #printedArtifactValues(List)}). See {@link
         * Rules#artifactValuation()}.
         *
         * @param artifactValuation {@link ArtifactValuation#CLAIM_ORDER} by default
         * @return this builder
         * @throws NullPointerException if {@code artifactValuation} is null
         */
        public Builder artifactValuation(ArtifactValuation artifactValuation) {
            values.artifactValuation(artifactValuation);
            return this;
        }

        /**
         * Sets the value of the artifacts that reach a camp, in claim order
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>).
         * Used with {@link ArtifactValuation#CLAIM_ORDER}; later claims are worth the last entry.
         * Not empty when artifacts are valued by claim order; each value from 0 to {@value
         * #MAX_VALUE}. See {@link Rules#claimOrderValues()}.
         *
         * @param claimOrderValues {@link #CLASSIC_ARTIFACT_VALUES} by default
         * @return this builder
         * @throws NullPointerException if {@code claimOrderValues} is null
         */
        public Builder claimOrderValues(List<Integer> claimOrderValues) {
            values.claimOrderValues(claimOrderValues);
            return this;
        }

        /**
         * Sets the printed value of each artifact, artifact 1 first
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>).
         * Used with {@link ArtifactValuation#PRINTED}; it must cover every artifact, each value
         * from 0 to {@value #MAX_VALUE}. See {@link Rules#printedArtifactValues()}.
         *
         * @param printedArtifactValues {@link #MODERN_ARTIFACT_VALUES} by default
         * @return this builder
         * @throws NullPointerException if {@code printedArtifactValues} is null
         */
        public Builder printedArtifactValues(List<Integer> printedArtifactValues) {
            values.printedArtifactValues(printedArtifactValues);
            return this;
        }

        /**
         * Sets who takes the artifacts on the path when players leave together
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r12">R12</a>).
         * See {@link Rules#artifactSharing()}.
         *
         * @param artifactSharing {@link ArtifactSharing#SOLE_LEAVER} by default
         * @return this builder
         * @throws NullPointerException if {@code artifactSharing} is null
         */
        public Builder artifactSharing(ArtifactSharing artifactSharing) {
            values.artifactSharing(artifactSharing);
            return this;
        }

        /**
         * Sets whether the hazard card that ends a round is removed from the game
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>):
         * {@link BustRemoval#BUSTING_CARD} when true, {@link BustRemoval#NONE} when false. See
         * {@link #bustRemoval(BustRemoval)} for the other choices.
         *
         * @param removeBustingHazard {@code true} by default
         * @return this builder
         */
        public Builder removeBustingHazard(boolean removeBustingHazard) {
            values.bustRemoval(removeBustingHazard ? BustRemoval.BUSTING_CARD : BustRemoval.NONE);
            return this;
        }

        /**
         * Sets which hazard cards leave the game after a bust
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>).
         * See {@link Rules#bustRemoval()}.
         *
         * @param bustRemoval {@link BustRemoval#BUSTING_CARD} by default
         * @return this builder
         * @throws NullPointerException if {@code bustRemoval} is null
         */
        public Builder bustRemoval(BustRemoval bustRemoval) {
            values.bustRemoval(bustRemoval);
            return this;
        }

        /**
         * Sets what the seats in the temple lose when a round busts
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>).
         * See {@link Rules#bustPenalty()}.
         *
         * @param bustPenalty {@link BustPenalty#LOSE_ALL} by default
         * @return this builder
         * @throws NullPointerException if {@code bustPenalty} is null
         */
        public Builder bustPenalty(BustPenalty bustPenalty) {
            values.bustPenalty(bustPenalty);
            return this;
        }

        /**
         * Sets what players returning to camp together take of the gems on the path
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r11">R11</a>).
         * See {@link Rules#leftoverGems()}.
         *
         * @param leftoverGems {@link LeftoverGems#POOLED} by default
         * @return this builder
         * @throws NullPointerException if {@code leftoverGems} is null
         */
        public Builder leftoverGems(LeftoverGems leftoverGems) {
            values.leftoverGems(leftoverGems);
            return this;
        }

        /**
         * Sets the value of an artifact by the round in which it is claimed, with {@link
         * ArtifactValuation#BY_ROUND}
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>).
         * Not empty when artifacts are valued by round; each value from 0 to {@value #MAX_VALUE}.
         * See {@link Rules#roundArtifactValues()}.
         *
         * @param roundArtifactValues {@link #CLASSIC_ARTIFACT_VALUES} by default
         * @return this builder
         * @throws NullPointerException if {@code roundArtifactValues} is null
         */
        public Builder roundArtifactValues(List<Integer> roundArtifactValues) {
            values.roundArtifactValues(roundArtifactValues);
            return this;
        }

        /**
         * Sets each seat's gems at the start of the game
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r18">R18</a>),
         * seat 0 first: at most {@value #MAX_SEATS} entries, each from 0 to {@value #MAX_VALUE}.
         * See {@link Rules#startingGems()}.
         *
         * @param startingGems none by default
         * @return this builder
         * @throws NullPointerException if {@code startingGems} is null
         */
        public Builder startingGems(List<Integer> startingGems) {
            values.startingGems(startingGems);
            return this;
        }

        /**
         * Sets how tied scores are ranked
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r19">R19</a>).
         * See {@link Rules#tieBreak()}.
         *
         * @param tieBreak {@link TieBreak#ARTIFACTS} by default
         * @return this builder
         * @throws NullPointerException if {@code tieBreak} is null
         */
        public Builder tieBreak(TieBreak tieBreak) {
            values.tieBreak(tieBreak);
            return this;
        }

        /**
         * Sets how many artifacts each round adds to the deck
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>).
         * See {@link Rules#artifactsPerRound()}.
         *
         * @param artifactsPerRound 1 by default; from 1 to {@value #MAX_CARDS}
         * @return this builder
         */
        public Builder artifactsPerRound(int artifactsPerRound) {
            values.artifactsPerRound(artifactsPerRound);
            return this;
        }

        /**
         * Sets what becomes of the artifacts left on the path when a round ends
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r16">R16</a>).
         * See {@link Rules#leftoverArtifacts()}.
         *
         * @param leftoverArtifacts {@link LeftoverArtifacts#LOST} by default
         * @return this builder
         * @throws NullPointerException if {@code leftoverArtifacts} is null
         */
        public Builder leftoverArtifacts(LeftoverArtifacts leftoverArtifacts) {
            values.leftoverArtifacts(leftoverArtifacts);
            return this;
        }

        /**
         * Sets the card of one hazard type, counted within a round, that ends the round
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>).
         * See {@link Rules#bustTrigger()}.
         *
         * @param bustTrigger 2 by default; from 1 to {@value #MAX_CARDS}
         * @return this builder
         */
        public Builder bustTrigger(int bustTrigger) {
            values.bustTrigger(bustTrigger);
            return this;
        }

        /**
         * Sets whether a hazard that is a round's first card is followed at once by the next card,
         * with no choice asked
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r15">R15</a>).
         * See {@link Rules#openingHazardAutoReveal()}.
         *
         * @param openingHazardAutoReveal {@code false} by default
         * @return this builder
         */
        public Builder openingHazardAutoReveal(boolean openingHazardAutoReveal) {
            values.openingHazardAutoReveal(openingHazardAutoReveal);
            return this;
        }

        /**
         * Sets whether tied scores are broken by the number of artifacts
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r19">R19</a>):
         * {@link TieBreak#ARTIFACTS} when true, {@link TieBreak#SHARED} when false. See {@link
         * #tieBreak(TieBreak)} for the other choice.
         *
         * @param artifactTieBreak {@code true} by default
         * @return this builder
         */
        public Builder artifactTieBreak(boolean artifactTieBreak) {
            values.tieBreak(artifactTieBreak ? TieBreak.ARTIFACTS : TieBreak.SHARED);
            return this;
        }

        /**
         * Sets whether every player may see the contents of every tent
         * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r21">R21</a>).
         * See {@link Rules#openTents()}.
         *
         * @param openTents {@code false} by default
         * @return this builder
         */
        public Builder openTents(boolean openTents) {
            values.openTents(openTents);
            return this;
        }

        /**
         * Builds the configuration.
         *
         * @return the rules
         * @throws InvalidRulesException if the options are invalid, listing every problem
         */
        public Rules build() {
            return values.build();
        }

        /**
         * Builds the configuration, or returns every problem with it.
         *
         * @return the rules, or the problems, each naming the field and the bad value
         */
        public Validation<Seq<RuleProblem>, Rules> tryBuild() {
            try {
                return Validation.valid(build());
            } catch (InvalidRulesException invalid) {
                return Validation.invalid(invalid.problems());
            }
        }
    }
}
