package io.github.incangold.rules;

import io.github.incangold.internal.IncanGoldStyle;
import io.github.incangold.model.HazardType;
import io.vavr.Tuple;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
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
 * <p>Engine limits beyond the rulebook: at most {@value #MAX_SEATS} seats, {@value #MAX_ROUNDS}
 * rounds, {@value #MAX_HAZARD_TYPES} hazard types and {@value #MAX_CARDS} cards, treasure and
 * artifact values and starting gems up to {@value #MAX_VALUE}, and at most {@link
 * Integer#MAX_VALUE} gems and points in a whole game (rounds times the treasure cards' gems, plus
 * the artifacts at their highest value and the starting gems), so that no count of the game can
 * wrap.
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
    /** The most rounds a game can have, so that a whole game's work (rounds × cards) is bounded. */
    public static final int MAX_ROUNDS = 1_000;
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
    public static final Map<HazardType, Integer> RULEBOOK_HAZARDS = LinkedHashMap.ofEntries(
            List.of(HazardType.FIRE, HazardType.MUMMY, HazardType.ROCKFALL, HazardType.SNAKES, HazardType.SPIDERS)
                    .map(type -> Tuple.of(type, 3)));
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
     * number of rounds, from 1 to {@value #MAX_ROUNDS}.
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
     * artifacts the game has; they enter the deck {@code artifactsPerRound} a round, in number order.
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
        return RulesCheck.checked(this);
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
    public static final class Builder extends OptionSetters {
        Builder() {}

        @Override
        Builder self() {
            return this;
        }

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
