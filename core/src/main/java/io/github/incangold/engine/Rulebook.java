package io.github.incangold.engine;

import io.github.incangold.engine.Outcome.Standing;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverArtifacts;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * The arithmetic of the rulings, one function each, named as the rulebook says it: the referee
 * uses these, and so do the odds, the views, the bots and the analysis of variants, so that no
 * rule is written twice.
 *
 * <pre>{@code
 * Rulebook.share(11, 3);       // 3: each of three explorers takes 3 gems (R10)
 * Rulebook.remainder(11, 3);   // 2: and 2 stay on the path
 * Rulebook.endsRound(Card.hazard(HazardType.FIRE), TreeSet.of(HazardType.FIRE));   // true (R14)
 * }</pre>
 */
public final class Rulebook {
    private Rulebook() {}

    /**
     * R10, R11: divide the treasure. Each of {@code seats} explorers takes an equal share of
     * {@code gems}, rounded down: of a treasure card among the seats in the temple, of the path's
     * gems among the seats leaving together.
     *
     * @param gems the gems to divide, not negative
     * @param seats the explorers dividing them, positive
     * @return each one's share
     * @throws IllegalArgumentException if {@code seats} is not positive
     */
    public static int share(int gems, int seats) {
        if (seats <= 0) {
            throw new IllegalArgumentException("a treasure is divided among at least one explorer, got " + seats);
        }
        return gems / seats;
    }

    /**
     * R10, R11: what is left of a division: the gems that stay on the path.
     *
     * @param gems the gems divided, not negative
     * @param seats the explorers dividing them, positive
     * @return {@code gems - seats * share(gems, seats)}
     * @throws IllegalArgumentException if {@code seats} is not positive
     */
    public static int remainder(int gems, int seats) {
        return gems - share(gems, seats) * seats;
    }

    /**
     * R14: flee on a second hazard. A hazard card of a type already revealed this round ends
     * it.
     *
     * @param card the card that would be revealed
     * @param seen the hazard types revealed this round
     * @return whether revealing it ends the round
     */
    public static boolean endsRound(Card card, Set<HazardType> seen) {
        Objects.requireNonNull(seen, "seen");
        return card instanceof Card.Hazard hazard && endsRound(seen.contains(hazard.type()) ? 2 : 1, 2);
    }

    /**
     * R14: flee on the rules' bust trigger: the round ends when a hazard type has been revealed
     * {@code trigger} times in it (the rulebook's trigger is 2, a second card).
     *
     * @param revealedOfType the cards of the type revealed this round, the new one included
     * @param trigger the rules' {@link io.github.incangold.rules.Rules#bustTrigger()}
     * @return whether the round ends
     */
    public static boolean endsRound(int revealedOfType, int trigger) {
        return revealedOfType >= trigger;
    }

    /**
     * R14: whether revealing {@code card} now ends the round, under any bust trigger: a hazard
     * whose type the cards revealed this round already hold {@code trigger - 1} times.
     *
     * <pre>{@code
     * Rulebook.endsRound(Card.hazard(HazardType.FIRE), List.of(Card.hazard(HazardType.FIRE)), 3);   // false
     * }</pre>
     *
     * @param card the card that would be revealed
     * @param revealed the cards revealed this round, in any order
     * @param trigger the rules' {@link io.github.incangold.rules.Rules#bustTrigger()}
     * @return whether revealing it ends the round
     */
    public static boolean endsRound(Card card, Iterable<? extends Card> revealed, int trigger) {
        Objects.requireNonNull(revealed, "revealed");
        if (!(card instanceof Card.Hazard hazard)) {
            return false;
        }
        int ofType = 1;
        for (Card earlier : revealed) {
            if (earlier instanceof Card.Hazard other && other.type().equals(hazard.type())) {
                ofType++;
            }
        }
        return endsRound(ofType, trigger);
    }

    /**
     * R5: how many artifacts have entered the game by the start of round {@code round}: {@link
     * Rules#artifactsPerRound()} a round, up to {@link Rules#artifactsInPlay()}.
     *
     * @param rules the rules
     * @param round a round, from 1
     * @return artifacts 1 to this number are in the game
     */
    public static int artifactsEnteredBy(Rules rules, int round) {
        long entered = (long) Math.max(0, round) * rules.artifactsPerRound();
        return (int) Math.min(entered, Math.max(0, rules.artifactsInPlay()));
    }

    /**
     * R5: the round in which artifact {@code number} enters the game.
     *
     * @param rules the rules
     * @param number an artifact number, from 1
     * @return the round, from 1
     */
    public static int roundArtifactEnters(Rules rules, int number) {
        int perRound = Math.max(1, rules.artifactsPerRound());
        return (int) (((long) Math.max(1, number) + perRound - 1) / perRound);
    }

    /**
     * R12: how many of the artifacts on the path the seats leaving together take. The rulebook:
     * a seat leaving alone takes them all, seats leaving together take none. Divided among
     * leavers: each takes the same number, and the rest stay. First in turn order: one of them
     * takes them all.
     *
     * @param sharing the rules' artifact sharing
     * @param onPath the artifacts on the path
     * @param leavers the seats leaving together, positive
     * @return how many are taken, the earliest on the path first
     */
    public static int artifactsTaken(ArtifactSharing sharing, int onPath, int leavers) {
        if (onPath == 0) {
            return 0;
        }
        return switch (sharing) {
            case SOLE_LEAVER -> leavers == 1 ? onPath : 0;
            case FIRST_IN_TURN_ORDER -> onPath;
            default -> share(onPath, leavers) * leavers;
        };
    }

    /**
     * R12: which of the seats leaving together takes the {@code index}-th artifact they take
     * (from 0, the earliest on the path first): dealt in turn, or all to the first of them.
     *
     * <pre>{@code
     * Rulebook.artifactTaker(ArtifactSharing.DIVIDED_AMONG_LEAVERS, 3, 2);   // 1: the second leaver
     * }</pre>
     *
     * @param sharing the rules' artifact sharing
     * @param index the artifact's place among those taken, from 0
     * @param leavers the seats leaving together, positive
     * @return the taker's place among the leavers in turn order from the start player, from 0
     */
    public static int artifactTaker(ArtifactSharing sharing, int index, int leavers) {
        return sharing == ArtifactSharing.FIRST_IN_TURN_ORDER ? 0 : index % leavers;
    }

    /**
     * R16: whether the artifacts left on the path when a round ends leave the game (the
     * rulebook), rather than go back into it.
     *
     * @param leftover the rules' leftover artifacts
     * @return whether they are lost
     */
    public static boolean losesArtifactsLeftOnPath(LeftoverArtifacts leftover) {
        return leftover == LeftoverArtifacts.LOST;
    }

    /**
     * R13: whether an artifact's value follows the order of the claims, so that the rules'
     * {@link Rules#claimOrderValues()} are read.
     *
     * @param valuation the rules' artifact valuation
     * @return whether artifacts are valued by claim order
     */
    public static boolean valuesArtifactsByClaimOrder(ArtifactValuation valuation) {
        return valuation == ArtifactValuation.CLAIM_ORDER;
    }

    /** R13: the value printed on artifact {@code number}, when the rules value artifacts as printed. */
    static Option<Integer> printedArtifactValue(Rules rules, int number) {
        return rules.artifactValuation() == ArtifactValuation.PRINTED
                ? Option.some(rules.printedArtifactValues().get(number - 1))
                : Option.none();
    }

    /**
     * R13: the value of an artifact brought back to camp as the game's {@code claimOrder}-th, in
     * round {@code round}: its printed value, the claim-order schedule's entry (later claims are
     * worth the last entry), or the round schedule's entry (later rounds take the last entry).
     *
     * @param rules the rules
     * @param artifact the artifact
     * @param claimOrder its place among the artifacts brought back so far, from 1
     * @param round the round in which it is brought back, from 1
     * @return its value
     */
    public static int artifactValue(Rules rules, Card.Artifact artifact, int claimOrder, int round) {
        return switch (rules.artifactValuation()) {
            case PRINTED -> rules.printedArtifactValues().get(artifact.number() - 1);
            case BY_ROUND -> {
                List<Integer> byRound = rules.roundArtifactValues();
                yield byRound.get(Math.min(round, byRound.size()) - 1);
            }
            default -> {
                List<Integer> schedule = rules.claimOrderValues();
                yield schedule.get(Math.min(claimOrder, schedule.size()) - 1);
            }
        };
    }

    /**
     * R14: what a seat in the temple carries back to its tent when the round busts, of the gems
     * it received this round: none (the rulebook), half rounded down, or all, as the rules say.
     *
     * @param penalty the rules' bust penalty
     * @param atRisk the seat's gems at risk
     * @return the gems it keeps; the rest go back to the bank
     */
    public static int keptOnBust(BustPenalty penalty, int atRisk) {
        return switch (penalty) {
            case KEEP_HALF -> atRisk / 2;
            case LOSE_NOTHING -> atRisk;
            default -> 0;
        };
    }

    /**
     * R14: how many hazard cards one bust removes from the game, when {@code inGame} cards of
     * the busting type are in the game: the busting card (the rulebook), the pair on the path
     * (the busting card alone when every hazard busts), the whole type, or none.
     *
     * <pre>{@code
     * Rulebook.hazardsRemovedByBust(BustRemoval.PAIR, 3, 4);   // 2
     * }</pre>
     *
     * @param removal the rules' bust removal
     * @param trigger the rules' {@link Rules#bustTrigger()}
     * @param inGame the cards of the busting type in the game, at least {@code trigger}
     * @return the cards that leave
     */
    public static int hazardsRemovedByBust(BustRemoval removal, int trigger, int inGame) {
        return switch (removal) {
            case NONE -> 0;
            case PAIR -> Math.min(inGame, trigger >= 2 ? 2 : 1);
            case WHOLE_TYPE -> inGame;
            default -> Math.min(inGame, 1);
        };
    }

    /**
     * R14: the cards each bust of one hazard type removes, bust after bust, as
     * {@link #hazardsRemovedByBust} counts them, while the type can still bust: until fewer than
     * {@code trigger} of its cards are in the game or a bust removes none.
     *
     * <pre>{@code
     * Rulebook.hazardsRemovedByEachBust(BustRemoval.PAIR, 3, 7);   // List(2, 2, 2): 7, 5, 3 cards bust
     * }</pre>
     *
     * @param removal the rules' bust removal
     * @param trigger the rules' {@link Rules#bustTrigger()}
     * @param copies the type's cards in the deck at the game's start
     * @return the cards that leave at each of the type's busts, in order
     */
    public static List<Integer> hazardsRemovedByEachBust(BustRemoval removal, int trigger, int copies) {
        List<Integer> removals = List.empty();
        int inGame = copies;
        while (inGame >= trigger) {
            int leaving = hazardsRemovedByBust(removal, trigger, inGame);
            if (leaving == 0) {
                break;
            }
            removals = removals.prepend(leaving);
            inGame -= leaving;
        }
        return removals.reverse();
    }

    /**
     * R14: the hazard cards that leave the game after the card at {@code busting} ended the
     * round, as {@link #hazardsRemovedByBust} counts them, in the order they leave: the pair's
     * earlier card first, a whole type by card id.
     */
    static int[] hazardsLeavingOnBust(GameState d, int busting) {
        Catalog catalog = d.catalog();
        int type = catalog.numbers[busting];
        CardSet ofType = catalog.cardsOfType[type];
        // Nothing of a busting type has left the game yet when a whole type leaves (R14).
        int leaving = hazardsRemovedByBust(d.rules().bustRemoval(), d.rules().bustTrigger(), ofType.size());
        int[] removed = new int[leaving];
        if (d.rules().bustRemoval() == BustRemoval.WHOLE_TYPE) {
            int index = 0;
            for (int id = ofType.first(); id >= 0; id = ofType.after(id)) {
                removed[index++] = id;
            }
            return removed;
        }
        // The busting card last, after the latest earlier cards of its type on the path.
        int index = leaving - 1;
        if (index >= 0) {
            removed[index--] = busting;
        }
        for (int position = d.revealed - 2; position >= 0 && index >= 0; position--) {
            int id = d.path.get(position);
            if (catalog.kinds[id] == Catalog.HAZARD && catalog.numbers[id] == type) {
                removed[index--] = id;
            }
        }
        return removed;
    }

    /**
     * R11: whether the rules keep the gems left on the path on the cards they came from, each
     * card's pile divided on its own (see {@link #leaversTake}), rather than in one pool.
     *
     * @param leftover the rules' leftover gems
     * @return whether the path's gems lie card by card
     */
    public static boolean keepsGemsOnEachCard(LeftoverGems leftover) {
        return leftover == LeftoverGems.CARD_BY_CARD;
    }

    /**
     * R11: what each of {@code leavers} seats returning to camp together takes of the gems on the
     * path: one pool divided equally, rounded down (the rulebook); each card's pile divided
     * separately, rounded down; or nothing, as the rules say. What they do not take stays on the
     * path.
     *
     * @param leftover the rules' leftover gems
     * @param pathGems the gems on the path
     * @param piles with {@link LeftoverGems#CARD_BY_CARD}, the gems lying on each revealed card;
     *     not read otherwise, and may be null then
     * @param leavers the seats leaving together, positive
     * @return each leaver's take
     */
    public static int leaversTake(LeftoverGems leftover, int pathGems, int[] piles, int leavers) {
        return switch (leftover) {
            case LEFT_ON_PATH -> 0;
            case CARD_BY_CARD -> {
                int take = 0;
                for (int pile : piles) {
                    take += share(pile, leavers);
                }
                yield take;
            }
            default -> share(pathGems, leavers);
        };
    }

    /** Told each seat's standing by {@link #placeSeats}, best first. */
    interface Placing {
        void placed(int seat, int place, int score, int tentGems, int artifacts);
    }

    /**
     * R18, R19: rank the players: by score (tent gems plus artifact values), ties broken as the
     * rules say (by artifacts, by tent gems, or not at all); seats still tied share a place. Each
     * seat is told to {@code placing}, best first, tied seats in seat order.
     */
    static void placeSeats(GameState state, Placing placing) {
        int seats = state.seatCount();
        int[] scores = new int[seats];
        int[] artifacts = new int[seats];
        for (int seat = 0; seat < seats; seat++) {
            scores[seat] = state.tents[seat];
        }
        for (ClaimedArtifact claim : state.claims) {
            scores[claim.seat()] += claim.value();
            artifacts[claim.seat()]++;
        }
        TieBreak tieBreak = state.rules().tieBreak();
        // An insertion sort: stable, so tied seats stay in seat order.
        int[] order = new int[seats];
        for (int seat = 0; seat < seats; seat++) {
            int at = seat;
            while (at > 0 && ranksAbove(seat, order[at - 1], scores, artifacts, state.tents, tieBreak)) {
                order[at] = order[at - 1];
                at--;
            }
            order[at] = seat;
        }
        int place = 1;
        for (int index = 0; index < seats; index++) {
            boolean tied =
                    index > 0 && !ranksAbove(order[index - 1], order[index], scores, artifacts, state.tents, tieBreak);
            place = tied ? place : index + 1;
            int seat = order[index];
            placing.placed(seat, place, scores[seat], state.tents[seat], artifacts[seat]);
        }
    }

    /** R18, R19: the outcome: every seat's standing as {@link #placeSeats} ranks them. */
    static Outcome rankPlayers(GameState state) {
        Standing[] standings = new Standing[state.seatCount()];
        int[] placed = new int[1];
        placeSeats(
                state,
                (seat, place, score, tentGems, artifacts) ->
                        standings[placed[0]++] = new Standing(place, seat, score, tentGems, artifacts));
        List<Standing> ranked = List.of(standings);
        return new Outcome(
                ranked, ranked.filter(standing -> standing.place() == 1).map(Standing::seat));
    }

    /**
     * R18, R19: {@code seat} places before {@code other}: a higher score, or as high and, as the
     * rules break ties, more artifacts or more tent gems.
     */
    private static boolean ranksAbove(
            int seat, int other, int[] scores, int[] artifacts, int[] tents, TieBreak tieBreak) {
        if (scores[seat] != scores[other]) {
            return scores[seat] > scores[other];
        }
        return switch (tieBreak) {
            case ARTIFACTS -> artifacts[seat] > artifacts[other];
            case MOST_GEMS -> tents[seat] > tents[other];
            default -> false;
        };
    }
}
