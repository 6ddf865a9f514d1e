package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;

/**
 * What happens in play, told as it happens through primitive callbacks, for code that counts
 * rather than shows: simulators, statistics, bots that track the table. {@link
 * Game#play(GameState, java.util.function.IntFunction, PlayObserver)} calls it from the same rule
 * functions that build {@link Step#events()}, in the same order as those events, and builds no
 * event, collection or string for it. Every method does nothing unless overridden.
 *
 * <p>A set of seats is given as bits: seat {@code s} is in the set when bit {@code s} is set
 * ({@code (seats >>> s & 1) == 1}); a table has at most {@link io.github.incangold.rules.Rules#MAX_SEATS}
 * seats. An observer learns what the table sees: cards as they are revealed, choices once they
 * are revealed (R9), what each seat takes and loses. It learns no card before its reveal, no
 * choice before all are revealed, and nothing of the generator, so it may feed a bot's {@code
 * Situation} without exposing more than a seat's view (R21).
 *
 * <pre>{@code
 * int[] cards = new int[1];
 * PlayObserver counter = new PlayObserver() {
 *     @Override
 *     public void cardRevealed(Card card, int seatsInTemple, int share, int remainder, boolean bust) {
 *         cards[0]++;
 *     }
 * };
 * GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L, counter)
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
 * while (!state.isOver()) {
 *     state = Game.play(state, seat -> Choice.TORCH, counter);
 * }
 * }</pre>
 */
public interface PlayObserver {
    /**
     * R5, R7: round {@code round} started; {@code startSeat} goes first and {@code cardsInDeck}
     * cards are to draw. The first round's start is told by {@link
     * Game#newGame(io.github.incangold.rules.Rules, Iterable, long, PlayObserver)}.
     *
     * @param round the round, from 1
     * @param startSeat the round's start player
     * @param cardsInDeck the cards to draw
     */
    default void roundStarted(int round, int startSeat, int cardsInDeck) {}

    /**
     * R10, R14: a card was revealed. A treasure is divided among the seats in the temple: each
     * took {@code share}, and {@code remainder} stays on the card. A hazard that ends the round
     * is told with {@code bust} set, and then {@link #bust}.
     *
     * @param card the card, as the rules' deck holds it
     * @param seatsInTemple how many seats were in the temple
     * @param share the gems each of them took; 0 for a hazard or an artifact
     * @param remainder the gems left on the card
     * @param bust whether the card ends the round (R14)
     */
    default void cardRevealed(Card card, int seatsInTemple, int share, int remainder, boolean bust) {}

    /**
     * R9: these seats made their choice, not yet revealed.
     *
     * @param seats the seats that chose, as bits
     */
    default void choicesMade(int seats) {}

    /**
     * R9: the choices were revealed.
     *
     * @param seats the seats that chose, as bits
     * @param camping those of them that return to camp, as bits
     */
    default void choicesRevealed(int seats, int camping) {}

    /**
     * R11: these seats returned to camp together. Each took {@code share} of the gems on the path
     * and put {@code bankedEach} in its tent (its gems at risk and the share); any artifact taken
     * is told next, by {@link #artifactClaimed}.
     *
     * @param leavers the seats that left, as bits
     * @param share the gems each took from the path (R11)
     * @param gemsLeftOnPath the gems still on the path
     * @param bankedEach the gems each put in its tent
     */
    default void playersLeft(int leavers, int share, int gemsLeftOnPath, int bankedEach) {}

    /**
     * R12, R13: a seat that left took an artifact from the path.
     *
     * @param seat the seat
     * @param artifact the artifact
     * @param value what it scores (R13)
     */
    default void artifactClaimed(int seat, Card.Artifact artifact, int value) {}

    /**
     * R17: the deck ran out; these seats return to camp, as {@link #playersLeft} tells next.
     *
     * @param seats the seats still in the temple, as bits
     */
    default void deckExhausted(int seats) {}

    /**
     * R14: the round ended on a hazard. Each of {@code seats} lost {@code lostEach} gems and kept
     * {@code keptEach} (a house rule's bust penalty); the cards leaving the game are told next, by
     * {@link #cardRemoved}.
     *
     * @param type the busting hazard's type
     * @param seats the seats in the temple, as bits
     * @param lostEach the gems each lost
     * @param keptEach the gems each kept
     */
    default void bust(HazardType type, int seats, int lostEach, int keptEach) {}

    /**
     * R14: a hazard card left the game after a bust, in the order the cards leave.
     *
     * @param card the card
     */
    default void cardRemoved(Card card) {}

    /**
     * R16: the round ended; the gems on the path went back to the bank, and the artifacts left
     * on it left the game (unless the rules return them).
     *
     * @param round the round
     * @param gemsReturned the gems that were on the path
     * @param artifactsLost how many artifacts left the game
     */
    default void roundEnded(int round, int gemsReturned, int artifactsLost) {}

    /**
     * R18, R19: the game is over and a seat took its place; told for every seat, best first, in
     * the order of the outcome's standings ({@link GameState#outcome()}), before {@link
     * #gameEnded}. Seats tied after the rules' tie-break share a place.
     *
     * @param seat the seat
     * @param place its place, from 1
     * @param score its score: tent gems plus artifact values
     */
    default void seatPlaced(int seat, int place, int score) {}

    /** R18, R19: the game is over; every seat's place was told ({@link #seatPlaced}). */
    default void gameEnded() {}
}
