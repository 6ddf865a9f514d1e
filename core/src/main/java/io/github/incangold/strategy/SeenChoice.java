package io.github.incangold.strategy;

import io.github.incangold.rules.Rules;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import java.util.Objects;

/**
 * One moment of a game when the seats in the temple chose together, as every player at the table
 * saw it once the choices were revealed (R9, R21): who chose, who went back to camp, and the
 * public figures they chose from. A strategy that models the other players reads these from
 * {@link Situation#seenChoices()}, for instance to tell a player who camps at a fixed number of
 * gems from one who weighs the next card.
 *
 * <pre>{@code
 * // a bot that camps when seat 0 was seen to camp with this haul or less (the simulator's
 * // situations keep the record; a situation read from a view has none, so it carries on)
 * Strategy copycat = new Strategy() {
 *     public Choice choose(Situation situation, long seed) {
 *         boolean seatZeroCamped = situation.seenChoices()
 *                 .exists(seen -> seen.camped(0) && seen.haul() <= situation.haul());
 *         return seatZeroCamped ? Choice.CAMP : Choice.TORCH;
 *     }
 *
 *     public String describe() {
 *         return "copycat";
 *     }
 * };
 * }</pre>
 *
 * @param round the round, from 1
 * @param choosers the seats that chose, ascending: those in the temple, seat numbers from 0 to
 *     {@link Rules#MAX_SEATS} - 1
 * @param campers the seats among them that chose to go back to camp
 * @param gemsAtRisk the gems at risk of each chooser (R10: every seat in the temple holds the same)
 * @param haul what each chooser would have carried home had all of them left ({@link
 *     Situation#haul()})
 * @param cardsLeft the cards left to draw ({@link Situation#cardsLeft()})
 * @param bustCardsLeft the cards left that would have ended the round ({@link
 *     Situation#bustCardsLeft()}, R14)
 * @param treasureShares the sum of the shares of the treasures left, had every chooser stayed
 *     ({@link Situation#treasureShares(int)} for the choosers' number, R10)
 * @param artifactsOnPath the artifacts lying on the path (R12)
 */
public record SeenChoice(
        int round,
        SortedSet<Integer> choosers,
        SortedSet<Integer> campers,
        int gemsAtRisk,
        int haul,
        int cardsLeft,
        int bustCardsLeft,
        long treasureShares,
        int artifactsOnPath) {

    /**
     * Creates the value, checking the figures.
     *
     * @param round the round, from 1
     * @param choosers the seats that chose, ascending
     * @param campers the seats among them that went back to camp
     * @param gemsAtRisk the gems at risk of each chooser
     * @param haul what each chooser would have carried home had all of them left
     * @param cardsLeft the cards left to draw
     * @param bustCardsLeft the cards left that would have ended the round
     * @param treasureShares the sum of the shares of the treasures left, had every chooser stayed
     * @param artifactsOnPath the artifacts lying on the path
     * @throws NullPointerException if a set is null
     * @throws IllegalArgumentException if the round is not positive, nobody chose, a seat number
     *     is out of range, a camper did not choose, a figure is negative, the haul is below the
     *     gems at risk or more cards would end the round than are left
     */
    public SeenChoice {
        Objects.requireNonNull(choosers, "choosers");
        Objects.requireNonNull(campers, "campers");
        choosers = TreeSet.ofAll(choosers); // ascending, whatever order the given sets keep
        campers = TreeSet.ofAll(campers);
        if (round < 1) {
            throw new IllegalArgumentException("the round must be positive, got " + round);
        }
        if (choosers.isEmpty()) {
            throw new IllegalArgumentException("a choice needs at least one seat that chose");
        }
        if (choosers.head() < 0 || choosers.last() >= Rules.MAX_SEATS) {
            throw new IllegalArgumentException(
                    "seat numbers must be from 0 to " + (Rules.MAX_SEATS - 1) + ", got " + choosers);
        }
        if (!choosers.containsAll(campers)) {
            throw new IllegalArgumentException("campers " + campers + " must be among the choosers " + choosers);
        }
        if (gemsAtRisk < 0
                || haul < gemsAtRisk
                || cardsLeft < 0
                || bustCardsLeft < 0
                || bustCardsLeft > cardsLeft
                || treasureShares < 0
                || artifactsOnPath < 0) {
            throw new IllegalArgumentException("figures out of range: gems at risk " + gemsAtRisk + ", haul " + haul
                    + ", cards left " + cardsLeft + ", bust cards left " + bustCardsLeft + ", treasure shares "
                    + treasureShares + ", artifacts on the path " + artifactsOnPath);
        }
    }

    /**
     * The moment a situation describes, once its seats in the temple have chosen: the situation's
     * figures, with the treasure shares of every chooser staying.
     *
     * @param situation the figures the seats chose from
     * @param choosers the seats that chose: those in the temple
     * @param campers the seats among them that went back to camp
     * @return the choice as the table saw it
     * @throws IllegalArgumentException as the constructor does
     */
    public static SeenChoice of(Situation situation, SortedSet<Integer> choosers, SortedSet<Integer> campers) {
        return new SeenChoice(
                situation.round(),
                choosers,
                campers,
                situation.gemsAtRisk(),
                situation.haul(),
                situation.cardsLeft(),
                situation.bustCardsLeft(),
                situation.treasureShares(situation.seatsInTemple()),
                situation.artifactsOnPath());
    }

    /**
     * Tells whether a seat chose at this moment and went back to camp.
     *
     * @param seat a seat number
     * @return true if it was among the campers
     */
    public boolean camped(int seat) {
        return campers.contains(seat);
    }

    /**
     * Tells whether a seat chose at this moment (it was in the temple).
     *
     * @param seat a seat number
     * @return true if it was among the choosers
     */
    public boolean chose(int seat) {
        return choosers.contains(seat);
    }
}
