package io.github.incangold.strategy;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Card;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a seat knows when its choice is awaited (R21): the figures most strategies decide from,
 * and the seat's whole {@link PlayerView}. Every figure is public information, or the seat's own;
 * nothing here tells the deck's order, the random state, another seat's pending choice or another
 * seat's tent.
 *
 * <p>{@link #of(PlayerView)} reads the figures from a view. A simulator that plays millions of
 * games may supply its own implementation that keeps count of the cards as they are revealed
 * instead of building a view for every decision; it must give the same figures as the view
 * would, and build {@link #view()} only when a strategy asks for it. A strategy must not keep a
 * situation after it has decided.
 *
 * <pre>{@code
 * Situation mine = Situation.of(Views.view(state, seat));
 * double bust = mine.bustChance();         // R14: the next card ends the round
 * double gain = mine.expectedShare(mine.seatsInTemple());  // R10: if everyone stays
 * int haul = mine.haul();                  // what it would carry home if everyone left now
 * }</pre>
 */
public interface Situation {

    /**
     * The figures of a seat's view.
     *
     * @param view the seat's own view
     * @return its situation
     * @throws IllegalArgumentException if the view is a spectator's
     */
    static Situation of(PlayerView view) {
        return new ViewSituation(view, null);
    }

    /**
     * The figures of a seat's view, with what the table has seen of the game so far: {@link
     * #seenChoices()} and {@link #countedScore(int)} answer from the log, as the simulator's
     * situations do. A host that plays bots beside people gives them this.
     *
     * <pre>{@code
     * PublicLog log = PublicLog.of(state);   // then fed every step of the game (see PublicLog)
     * Strategy bot = Strategies.parse("win").getOrElseThrow(problem -> new IllegalArgumentException(problem));
     * Choice choice = bot.choose(Situation.of(Views.view(state, seat), log), Seeds.derive(gameSeed, decision));
     * }</pre>
     *
     * @param view the seat's own view
     * @param log the game's log, fed every step up to the view's state
     * @return its situation
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the view is a spectator's, or the log is not in step
     *     with the view's game (another number of seats; another round, phase, path length, seats
     *     in the temple or seats that have chosen than the view shows; or a score the view shows
     *     that the log counts otherwise: a step it was not fed)
     */
    static Situation of(PlayerView view, PublicLog log) {
        return new ViewSituation(view, java.util.Objects.requireNonNull(log, "log"));
    }

    /**
     * The rules of the game.
     *
     * @return the rules
     */
    Rules rules();

    /**
     * The seat that decides.
     *
     * @return its seat number
     */
    int seat();

    /**
     * How many seats the game has, in the temple or not (R1): with {@link #countedScore(int)}, the
     * standings, walked without the costly {@link #view()}.
     *
     * <pre>{@code
     * Situation mine = Situation.of(Views.view(state, seat));
     * int best = 0;
     * for (int other = 0; other < mine.seats(); other++) {
     *     best = Math.max(best, mine.countedScore(other).orElse(0));   // the leader's score, as counted
     * }
     * }</pre>
     *
     * <p>The default asks the view; the situations of {@link #of(PlayerView)} and of the simulator
     * answer without building one.
     *
     * @return the seat count
     */
    default int seats() {
        return view().seats().size();
    }

    /**
     * The current round, from 1 (R2).
     *
     * @return the round
     */
    int round();

    /**
     * How many seats are in the temple, the deciding seat included (R9).
     *
     * @return the count
     */
    int seatsInTemple();

    /**
     * The gems this seat received this round and loses on a bust (R10, R14). Every seat in the
     * temple holds the same number.
     *
     * @return the seat's gems at risk
     */
    int gemsAtRisk();

    /**
     * The gems lying on the path (R10, R11).
     *
     * @return the loose gems
     */
    int pathGems();

    /**
     * How many artifacts lie on the path (R12).
     *
     * @return the count
     */
    int artifactsOnPath();

    /**
     * How many cards are left to draw this round (their order is secret, their number is not).
     *
     * @return the remaining deck's size
     */
    int cardsLeft();

    /**
     * How many cards left in the deck would end the round: hazards whose type would then reach the
     * rules' bust trigger this round, a second of its type by default (R14).
     *
     * @return the count
     */
    int bustCardsLeft();

    /**
     * How many hazard cards lie on the path this round (R4, R14). Under the rulebook's bust
     * trigger of two, that is the number of hazard types revealed so far, each one card away
     * from a bust.
     *
     * <pre>{@code
     * Situation mine = Situation.of(Views.view(state, seat));
     * boolean wary = mine.hazardsOnPath() >= 2;   // two hazard types out: either one ends the round
     * }</pre>
     *
     * <p>The default counts the {@link #view()}'s path; the simulator's situations count the
     * hazards as they are revealed, without building a view.
     *
     * @return the count
     */
    default int hazardsOnPath() {
        return view().path().count(card -> card instanceof Card.Hazard);
    }

    /**
     * The sum, over the treasure cards left in the deck, of the share each of {@code stayers}
     * seats would receive if that card came next: its value divided by {@code stayers}, rounded
     * down (R10). Divided by {@link #cardsLeft()} it is the expected share.
     *
     * @param stayers how many seats would share, positive
     * @return the sum of the shares
     * @throws IllegalArgumentException if {@code stayers} is not positive
     */
    long treasureShares(int stayers);

    /**
     * The seat's whole view: everything it may know. It may cost more than the other figures.
     *
     * @return the view
     */
    PlayerView view();

    /**
     * With card-by-card leftovers (R11), the gems lying on each revealed card, in path order;
     * empty under the other rules. The default asks the {@link #view()}.
     *
     * @return the gems on each card
     */
    default io.vavr.collection.List<Integer> pathGemsByCard() {
        return view().pathGemsByCard();
    }

    /**
     * A seat's score so far (R18) as a player who watched every leaving of the game counts it: its
     * starting gems, what it carried back to camp each round and the artifacts it claimed. The
     * amounts carried out are public even when tents are closed (R21, see "Closed tents and the
     * public log" in docs/rules.md), but a view does not list them: the default reads the view,
     * which shows the seat's own score and, with open tents, everyone's, and answers empty for a
     * tent it does not show. A situation kept from the game's events knows every score, and so does
     * one made with the game's {@link PublicLog}.
     *
     * @param seat a seat of the game
     * @return its score, or empty when this situation does not know it
     * @throws IndexOutOfBoundsException if there is no such seat
     */
    default OptionalInt countedScore(int seat) {
        Option<Integer> score = view().seats().get(seat).score();
        return score.isDefined() ? OptionalInt.of(score.get()) : OptionalInt.empty();
    }

    /**
     * Every earlier moment of this game when the seats in the temple chose, in order, as the whole
     * table saw it once the choices were revealed (R9, R21): for each, who chose, who camped and
     * the public figures they chose from. It is public information, but a view holds the current
     * state only: the default, for a situation read from a view, answers empty. A situation kept
     * from the game's events (the simulator's) keeps them all, from the game's first choice, and
     * one made with the game's {@link PublicLog} answers the log's.
     *
     * <p>A situation that wraps another must pass this on, or a strategy that models the other
     * players falls back to what it does without a record.
     *
     * @return the choices seen, oldest first; empty when this situation keeps no record
     */
    default io.vavr.collection.Seq<SeenChoice> seenChoices() {
        return io.vavr.collection.Vector.empty();
    }

    /**
     * What the seat would carry home if every seat in the temple left now: its gems at risk plus
     * what each leaver takes of the path's gems as the rules say (R11; {@link
     * Rulebook#leaversTake}).
     *
     * @return the gems
     */
    default int haul() {
        LeftoverGems leftover = rules().leftoverGems();
        int[] piles = Rulebook.keepsGemsOnEachCard(leftover)
                ? pathGemsByCard().toJavaStream().mapToInt(Integer::intValue).toArray()
                : null;
        return gemsAtRisk() + Rulebook.leaversTake(leftover, pathGems(), piles, Math.max(1, seatsInTemple()));
    }

    /**
     * The probability that the next card ends the round (R14); 0 when the deck is empty.
     *
     * @return the chance
     */
    default double bustChance() {
        int cards = cardsLeft();
        return cards == 0 ? 0.0 : (double) bustCardsLeft() / cards;
    }

    /**
     * The gems each of {@code stayers} seats expects from the next card (R10); 0 when the deck is
     * empty.
     *
     * @param stayers how many seats would share, positive
     * @return the expected share
     * @throws IllegalArgumentException if {@code stayers} is not positive
     */
    default double expectedShare(int stayers) {
        long shares = treasureShares(stayers);
        int cards = cardsLeft();
        return cards == 0 ? 0.0 : (double) shares / cards;
    }

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
     * @param scores every seat's score as counted from the public record when the choices were made
     *     (R18), by seat number: one for each seat at the table, so at least up to the highest
     *     chooser, at most {@link Rules#MAX_SEATS}
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
            int artifactsOnPath,
            Seq<Integer> scores) {

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
         * @param scores every seat's score as counted when the choice was made
         * @throws NullPointerException if a set, the scores or a score is null
         * @throws IllegalArgumentException if the round is not positive, nobody chose, a seat number
         *     is out of range, a camper did not choose, a figure is negative, the haul is below the
         *     gems at risk, more cards would end the round than are left, or the scores miss a
         *     chooser or number more than {@link Rules#MAX_SEATS}
         */
        public SeenChoice {
            Objects.requireNonNull(choosers, "choosers");
            Objects.requireNonNull(campers, "campers");
            Objects.requireNonNull(scores, "scores");
            choosers = TreeSet.ofAll(choosers); // ascending, whatever order the given sets keep
            campers = TreeSet.ofAll(campers);
            scores = Vector.ofAll(scores);
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
            if (scores.size() <= choosers.last() || scores.size() > Rules.MAX_SEATS) {
                throw new IllegalArgumentException("a score for each seat up to " + choosers.last() + " and at most "
                        + Rules.MAX_SEATS + " are needed, got " + scores.size());
            }
            if (scores.contains(null)) {
                throw new NullPointerException("scores: " + scores);
            }
        }

        /**
         * The moment a situation describes, once its seats in the temple have chosen: the situation's
         * figures, with the treasure shares of every chooser staying.
         *
         * @param situation the figures the seats chose from
         * @param choosers the seats that chose: those in the temple
         * @param campers the seats among them that went back to camp
         * @param scores every seat's score as the public record counts it at that moment
         * @return the choice as the table saw it
         * @throws IllegalArgumentException as the constructor does
         */
        public static SeenChoice of(
                Situation situation, SortedSet<Integer> choosers, SortedSet<Integer> campers, Seq<Integer> scores) {
            return new SeenChoice(
                    situation.round(),
                    choosers,
                    campers,
                    situation.gemsAtRisk(),
                    situation.haul(),
                    situation.cardsLeft(),
                    situation.bustCardsLeft(),
                    situation.treasureShares(situation.seatsInTemple()),
                    situation.artifactsOnPath(),
                    scores);
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
}
