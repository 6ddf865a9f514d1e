package io.github.incangold.rules;

import io.github.incangold.model.HazardType;
import io.vavr.collection.List;
import io.vavr.collection.Map;

/**
 * The setters of {@link Rules.Builder}, one per option, each pointing to the accessor of
 * {@link Rules} that documents the option's meaning, default and limits.
 */
abstract class OptionSetters {
    final ImmutableRules.Builder values = new ImmutableRules.Builder();

    OptionSetters() {}

    /** The builder itself, so that every setter returns the public type. */
    abstract Rules.Builder self();

    /**
     * Sets the fewest seats a game may have
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r1">R1</a>). From
     * 1 to {@value Rules#MAX_SEATS}. See {@link Rules#minPlayers()}.
     *
     * @param minPlayers 3 by default
     * @return this builder
     */
    public Rules.Builder minPlayers(int minPlayers) {
        values.minPlayers(minPlayers);
        return self();
    }

    /**
     * Sets the most seats a game may have
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r1">R1</a>).
     * From {@link Rules#minPlayers()} to {@value Rules#MAX_SEATS}. See {@link Rules#maxPlayers()}.
     *
     * @param maxPlayers 8 by default
     * @return this builder
     */
    public Rules.Builder maxPlayers(int maxPlayers) {
        values.maxPlayers(maxPlayers);
        return self();
    }

    /**
     * Sets the number of rounds
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r2">R2</a>). From 1
     * to {@value Rules#MAX_ROUNDS}. See {@link Rules#rounds()}.
     *
     * @param rounds 5 by default
     * @return this builder
     */
    public Rules.Builder rounds(int rounds) {
        values.rounds(rounds);
        return self();
    }

    /**
     * Sets the value of each treasure card, one entry per card
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r3">R3</a>).
     * Each value from 1 to {@value Rules#MAX_VALUE}; treasure and hazard cards together at least 1
     * and, with the artifacts, at most {@value Rules#MAX_CARDS}. See {@link
     * Rules#treasureValues()}.
     *
     * @param treasureValues {@link Rules#RULEBOOK_TREASURES} by default
     * @return this builder
     * @throws NullPointerException if {@code treasureValues} is null
     */
    public Rules.Builder treasureValues(List<Integer> treasureValues) {
        values.treasureValues(treasureValues);
        return self();
    }

    /**
     * Sets the hazard types and the number of cards of each
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r4">R4</a>). At
     * least 1 card per listed type, at most {@value Rules#MAX_HAZARD_TYPES} types; the order of the
     * entries does not change the game, and the rules keep them in the order of the types'
     * names. See {@link Rules#hazards()}.
     *
     * @param hazards {@link Rules#RULEBOOK_HAZARDS} by default
     * @return this builder
     * @throws NullPointerException if {@code hazards} is null
     */
    public Rules.Builder hazards(Map<HazardType, Integer> hazards) {
        values.hazards(hazards);
        return self();
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
    public Rules.Builder artifactsEnabled(boolean artifactsEnabled) {
        values.artifactsEnabled(artifactsEnabled);
        return self();
    }

    /**
     * Sets how many artifacts the game has
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>).
     * Artifacts enter the deck {@code artifactsPerRound} a round, in number order. Zero or more. See {@link
     * Rules#artifactCount()}.
     *
     * @param artifactCount 5 by default
     * @return this builder
     */
    public Rules.Builder artifactCount(int artifactCount) {
        values.artifactCount(artifactCount);
        return self();
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
    public Rules.Builder artifactValuation(ArtifactValuation artifactValuation) {
        values.artifactValuation(artifactValuation);
        return self();
    }

    /**
     * Sets the value of the artifacts that reach a camp, in claim order
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>).
     * Used with {@link ArtifactValuation#CLAIM_ORDER}; later claims are worth the last entry.
     * Not empty when artifacts are valued by claim order; each value from 0 to {@value
     * Rules#MAX_VALUE}. See {@link Rules#claimOrderValues()}.
     *
     * @param claimOrderValues {@link Rules#CLASSIC_ARTIFACT_VALUES} by default
     * @return this builder
     * @throws NullPointerException if {@code claimOrderValues} is null
     */
    public Rules.Builder claimOrderValues(List<Integer> claimOrderValues) {
        values.claimOrderValues(claimOrderValues);
        return self();
    }

    /**
     * Sets the printed value of each artifact, artifact 1 first
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>).
     * Used with {@link ArtifactValuation#PRINTED}; it must cover every artifact, each value
     * from 0 to {@value Rules#MAX_VALUE}. See {@link Rules#printedArtifactValues()}.
     *
     * @param printedArtifactValues {@link Rules#MODERN_ARTIFACT_VALUES} by default
     * @return this builder
     * @throws NullPointerException if {@code printedArtifactValues} is null
     */
    public Rules.Builder printedArtifactValues(List<Integer> printedArtifactValues) {
        values.printedArtifactValues(printedArtifactValues);
        return self();
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
    public Rules.Builder artifactSharing(ArtifactSharing artifactSharing) {
        values.artifactSharing(artifactSharing);
        return self();
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
    public Rules.Builder removeBustingHazard(boolean removeBustingHazard) {
        values.bustRemoval(removeBustingHazard ? BustRemoval.BUSTING_CARD : BustRemoval.NONE);
        return self();
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
    public Rules.Builder bustRemoval(BustRemoval bustRemoval) {
        values.bustRemoval(bustRemoval);
        return self();
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
    public Rules.Builder bustPenalty(BustPenalty bustPenalty) {
        values.bustPenalty(bustPenalty);
        return self();
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
    public Rules.Builder leftoverGems(LeftoverGems leftoverGems) {
        values.leftoverGems(leftoverGems);
        return self();
    }

    /**
     * Sets the value of an artifact by the round in which it is claimed, with {@link
     * ArtifactValuation#BY_ROUND}
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r13">R13</a>).
     * Not empty when artifacts are valued by round; each value from 0 to {@value Rules#MAX_VALUE}.
     * See {@link Rules#roundArtifactValues()}.
     *
     * @param roundArtifactValues {@link Rules#CLASSIC_ARTIFACT_VALUES} by default
     * @return this builder
     * @throws NullPointerException if {@code roundArtifactValues} is null
     */
    public Rules.Builder roundArtifactValues(List<Integer> roundArtifactValues) {
        values.roundArtifactValues(roundArtifactValues);
        return self();
    }

    /**
     * Sets each seat's gems at the start of the game
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r18">R18</a>),
     * seat 0 first: at most {@code maxPlayers} entries, each from 0 to {@value Rules#MAX_VALUE}.
     * See {@link Rules#startingGems()}.
     *
     * @param startingGems none by default
     * @return this builder
     * @throws NullPointerException if {@code startingGems} is null
     */
    public Rules.Builder startingGems(List<Integer> startingGems) {
        values.startingGems(startingGems);
        return self();
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
    public Rules.Builder tieBreak(TieBreak tieBreak) {
        values.tieBreak(tieBreak);
        return self();
    }

    /**
     * Sets how many artifacts each round adds to the deck
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r5">R5</a>).
     * See {@link Rules#artifactsPerRound()}.
     *
     * @param artifactsPerRound 1 by default; from 1 to {@value Rules#MAX_CARDS}
     * @return this builder
     */
    public Rules.Builder artifactsPerRound(int artifactsPerRound) {
        values.artifactsPerRound(artifactsPerRound);
        return self();
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
    public Rules.Builder leftoverArtifacts(LeftoverArtifacts leftoverArtifacts) {
        values.leftoverArtifacts(leftoverArtifacts);
        return self();
    }

    /**
     * Sets the card of one hazard type, counted within a round, that ends the round
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r14">R14</a>).
     * See {@link Rules#bustTrigger()}.
     *
     * @param bustTrigger 2 by default; from 1 to {@value Rules#MAX_CARDS}
     * @return this builder
     */
    public Rules.Builder bustTrigger(int bustTrigger) {
        values.bustTrigger(bustTrigger);
        return self();
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
    public Rules.Builder openingHazardAutoReveal(boolean openingHazardAutoReveal) {
        values.openingHazardAutoReveal(openingHazardAutoReveal);
        return self();
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
    public Rules.Builder artifactTieBreak(boolean artifactTieBreak) {
        values.tieBreak(artifactTieBreak ? TieBreak.ARTIFACTS : TieBreak.SHARED);
        return self();
    }

    /**
     * Sets whether every player may see the contents of every tent
     * (<a href="https://github.com/incangold/incangold/blob/main/docs/rules.md#r21">R21</a>).
     * See {@link Rules#openTents()}.
     *
     * @param openTents {@code false} by default
     * @return this builder
     */
    public Rules.Builder openTents(boolean openTents) {
        values.openTents(openTents);
        return self();
    }
}
