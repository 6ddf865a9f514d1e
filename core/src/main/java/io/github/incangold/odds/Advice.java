package io.github.incangold.odds;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Advice for a player whose choice is awaited: the gems it can expect to carry home from this
 * round if it goes back to camp now, and if it carries on and then goes back at the best moment
 * within the next few cards; with the bust chance and the expected loss behind them. From public
 * information only (R21): the seat's own view, as a player at the table could work it out.
 *
 * <p>The figures assume that the other seats in the temple carry on (so the seat would leave
 * alone, taking the path's gems and artifacts as a lone leaver, R11 and R12) and that the seat
 * looks ahead {@link #horizon()} cards: carrying on is valued by the best of going back after
 * each possible card, in the light of that card (an optimal stopping rule over that horizon). A
 * deck that runs out sends everyone still in back together (R17); a bust leaves the seat what
 * the bust penalty lets it keep (R14). The horizon is {@link #DEFAULT_HORIZON} cards, less when
 * the deck holds so many different cards that looking further would cost more than {@link
 * #MAX_POSITIONS} positions.
 *
 * <pre>{@code
 * Advice advice = Advice.of(Views.view(state, 0));
 * System.out.printf("camp now: %.1f gems, carry on: %.1f (bust chance %.0f%%) -> %s%n",
 *         advice.campNow(), advice.carryOn(), 100 * advice.bustChance(), advice.suggestion());
 * }</pre>
 *
 * @param suggestion {@link Choice#TORCH} when carrying on is worth more than going back now,
 *     otherwise {@link Choice#CAMP}
 * @param campNow the gems the seat carries home from this round if it goes back now, alone
 * @param carryOn the gems it can expect to carry home if it carries on, then goes back at the best
 *     moment within the horizon
 * @param horizon the cards looked ahead, from 1
 * @param bustChance the chance that the next card ends the round (R14)
 * @param expectedLossIfStaying the gems at risk a bust on the next card would take, times its
 *     chance
 */
public record Advice(
        Choice suggestion,
        double campNow,
        double carryOn,
        int horizon,
        double bustChance,
        double expectedLossIfStaying) {
    /** The cards looked ahead when the deck allows it. */
    public static final int DEFAULT_HORIZON = 3;
    /** The most positions the look-ahead may weigh; a deck of many different cards looks less far. */
    public static final int MAX_POSITIONS = 200_000;

    /**
     * Creates the value.
     *
     * @param suggestion what the figures suggest
     * @param campNow the gems carried home going back now
     * @param carryOn the gems expected carrying on
     * @param horizon the cards looked ahead
     * @param bustChance the chance of a bust on the next card
     * @param expectedLossIfStaying the expected loss of staying for the next card
     */
    public Advice {
        Objects.requireNonNull(suggestion, "suggestion");
    }

    /**
     * Advises the viewer of a view whose choice is awaited.
     *
     * @param view the seat's own view
     * @return the advice
     * @throws IllegalArgumentException if the view is a spectator's or its seat is not in the
     *     temple
     */
    public static Advice of(PlayerView view) {
        return of(view, DEFAULT_HORIZON);
    }

    /**
     * Advises the viewer, looking at most {@code horizon} cards ahead.
     *
     * @param view the seat's own view
     * @param horizon the most cards to look ahead, from 1 to {@link #DEFAULT_HORIZON}
     * @return the advice
     * @throws IllegalArgumentException if the view is a spectator's, its seat is not in the
     *     temple, or the horizon is out of range
     */
    public static Advice of(PlayerView view, int horizon) {
        Objects.requireNonNull(view, "view");
        if (horizon < 1 || horizon > DEFAULT_HORIZON) {
            throw new IllegalArgumentException("the horizon is 1 to " + DEFAULT_HORIZON + " cards, got " + horizon);
        }
        SeatView seat = view.mySeat()
                .getOrElseThrow(() -> new IllegalArgumentException("a spectator's view has no seat to advise"));
        if (!seat.inTemple()) {
            throw new IllegalArgumentException("seat " + seat.seat() + " is not in the temple");
        }
        Position start = Position.of(view, seat);
        int kinds = Math.max(1, view.remainingDeck().entries().size());
        int looked = 1;
        long positions = kinds;
        while (looked < horizon && positions * kinds <= MAX_POSITIONS) {
            positions *= kinds;
            looked++;
        }
        double campNow = start.campValue();
        // After the last card, carrying on means everyone still in leaves together (R17).
        double carryOn = start.left == 0 ? start.everyoneLeaves() : start.expectationAfterNextCard(looked);
        int atRisk = seat.gemsAtRisk();
        return new Advice(
                carryOn > campNow ? Choice.TORCH : Choice.CAMP,
                campNow,
                carryOn,
                looked,
                Odds.bustChance(view).doubleValue(),
                Odds.bustChance(view).doubleValue()
                        * (atRisk - Rulebook.keptOnBust(view.rules().bustPenalty(), atRisk)));
    }

    /** The round as the advised seat sees it, with every other seat in the temple carrying on. */
    private static final class Position {
        final Rules rules;
        final int round;
        final int present;
        /** The advised seat's place among the seats in the temple in turn order from the start player (R12). */
        final int turnPlace;

        final int claimed;
        final Map<Card, Integer> deck;
        /** The cards in {@link #deck}. */
        final int left;

        final int atRisk;
        final int pathGems;
        final int[] piles;
        final List<Card.Artifact> artifacts;
        final Map<HazardType, Integer> hazards;

        private Position(
                Rules rules,
                int round,
                int present,
                int turnPlace,
                int claimed,
                Map<Card, Integer> deck,
                int left,
                int atRisk,
                int pathGems,
                int[] piles,
                List<Card.Artifact> artifacts,
                Map<HazardType, Integer> hazards) {
            this.rules = rules;
            this.round = round;
            this.present = present;
            this.turnPlace = turnPlace;
            this.claimed = claimed;
            this.deck = deck;
            this.left = left;
            this.atRisk = atRisk;
            this.pathGems = pathGems;
            this.piles = piles;
            this.artifacts = artifacts;
            this.hazards = hazards;
        }

        static Position of(PlayerView view, SeatView seat) {
            List<SeatView> inTemple = view.seats().filter(SeatView::inTemple);
            int seats = view.seats().size();
            // Turn order from the start player (R7), as artifacts are dealt in it (R12).
            List<Integer> turnOrder =
                    inTemple.map(SeatView::seat).sortBy(number -> Math.floorMod(number - view.startSeat(), seats));
            // In the deck's canonical order, so the sums are added in the same order on any JVM.
            Map<Card, Integer> deck = new LinkedHashMap<>();
            for (DeckContents.CardCount entry : view.remainingDeck().entries()) {
                deck.put(entry.card(), entry.count());
            }
            Map<HazardType, Integer> hazards = new HashMap<>();
            for (Card card : view.path()) {
                if (card instanceof Card.Hazard hazard) {
                    hazards.merge(hazard.type(), 1, Integer::sum);
                }
            }
            int[] piles = Rulebook.keepsGemsOnEachCard(view.rules().leftoverGems())
                    ? view.pathGemsByCard()
                            .toJavaStream()
                            .mapToInt(Integer::intValue)
                            .toArray()
                    : null;
            return new Position(
                    view.rules(),
                    view.round(),
                    inTemple.size(),
                    turnOrder.indexOf(seat.seat()),
                    view.seats().map(other -> other.artifacts().size()).sum().intValue(),
                    deck,
                    view.remainingDeck().size(),
                    seat.gemsAtRisk(),
                    view.pathGems(),
                    piles,
                    view.artifactsOnPath(),
                    hazards);
        }

        /** R11, R12, R13: what the seat carries home if it goes back now, alone. */
        double campValue() {
            return atRisk + Rulebook.leaversTake(rules.leftoverGems(), pathGems, piles, 1) + artifactsTaken(1);
        }

        /** R17: what the seat carries home when every seat in the temple leaves together. */
        double everyoneLeaves() {
            return atRisk
                    + Rulebook.leaversTake(rules.leftoverGems(), pathGems, piles, present)
                    + artifactsTaken(present);
        }

        /** R12, R13: the value of the artifacts dealt to the seat when {@code leavers} leave together. */
        private int artifactsTaken(int leavers) {
            int taking = Rulebook.artifactsTaken(rules.artifactSharing(), artifacts.size(), leavers);
            int place = leavers == 1 ? 0 : turnPlace;
            int value = 0;
            for (int index = 0; index < taking; index++) {
                if (Rulebook.artifactTaker(rules.artifactSharing(), index, leavers) == place) {
                    value += Rulebook.artifactValue(rules, artifacts.get(index), claimed + index + 1, round);
                }
            }
            return value;
        }

        /** The best of going back now and carrying on, looking {@code horizon} cards ahead. */
        double value(int horizon) {
            double now = campValue();
            if (horizon == 0) {
                return now;
            }
            return Math.max(now, expectationAfterNextCard(horizon));
        }

        /** The seat carries on: the value after each possible next card, weighted by its chance (R8). */
        double expectationAfterNextCard(int horizon) {
            double expected = 0;
            for (Map.Entry<Card, Integer> entry : deck.entrySet()) {
                expected += (double) entry.getValue() / left * afterRevealing(entry.getKey(), horizon);
            }
            return expected;
        }

        /** R10, R14, R17: the value once {@code card} is revealed with every seat still in. */
        private double afterRevealing(Card card, int horizon) {
            // The deck after this card matters only to a deeper look-ahead: no copy at the horizon's end.
            Map<Card, Integer> rest = deck;
            if (horizon > 1) {
                rest = new LinkedHashMap<>(deck);
                if (rest.merge(card, -1, Integer::sum) == 0) {
                    rest.remove(card);
                }
            }
            int nextAtRisk = atRisk;
            int nextPathGems = pathGems;
            int[] nextPiles = piles;
            List<Card.Artifact> nextArtifacts = artifacts;
            Map<HazardType, Integer> nextHazards = hazards;
            if (card instanceof Card.Treasure treasure) {
                nextAtRisk += Rulebook.share(treasure.value(), present);
                int remainder = Rulebook.remainder(treasure.value(), present);
                nextPathGems += remainder;
                if (piles != null) {
                    nextPiles = Arrays.copyOf(piles, piles.length + 1);
                    nextPiles[piles.length] = remainder;
                }
            } else if (card instanceof Card.Hazard hazard) {
                nextHazards = new HashMap<>(hazards);
                int revealed = nextHazards.merge(hazard.type(), 1, Integer::sum);
                if (Rulebook.endsRound(revealed, rules.bustTrigger())) {
                    return Rulebook.keptOnBust(rules.bustPenalty(), atRisk);
                }
                if (piles != null) {
                    nextPiles = Arrays.copyOf(piles, piles.length + 1);
                }
            } else {
                nextArtifacts = artifacts.append((Card.Artifact) card);
                if (piles != null) {
                    nextPiles = Arrays.copyOf(piles, piles.length + 1);
                }
            }
            Position next = new Position(
                    rules,
                    round,
                    present,
                    turnPlace,
                    claimed,
                    rest,
                    left - 1,
                    nextAtRisk,
                    nextPathGems,
                    nextPiles,
                    nextArtifacts,
                    nextHazards);
            if (next.left == 0) {
                // The seat still chooses after the last card: alone, or with everyone (R17).
                return Math.max(next.campValue(), next.everyoneLeaves());
            }
            return next.value(horizon - 1);
        }
    }
}
