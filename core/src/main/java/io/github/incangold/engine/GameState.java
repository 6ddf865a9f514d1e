package io.github.incangold.engine;

import io.github.incangold.internal.SplitMix64;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;

/**
 * The whole state of a game at one moment, as the referee sees it: immutable, with value
 * semantics ({@link #equals(Object)} compares every field), so states can be kept, compared and
 * used as keys. It holds secrets (the cards still to draw, pending choices, the random state); a
 * player must only ever be shown a view of it.
 *
 * <p>States are made by {@link Game} and never change once a transition has returned them; what
 * does not change from one state to the next (the seats' tents, the claims, the round's path) is
 * shared, not copied. The next card is drawn from the cards still to draw with the generator whose
 * state is part of the game's, so a seed and the inputs replay the same game.
 *
 * <pre>{@code
 * GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L)
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()))   // a Left says why
 *         .state();
 * state.phase();              // REVEAL
 * state.remainingDeckSize();  // 31 cards (their order is a secret)
 * state.legalActions();       // [Reveal]
 * }</pre>
 */
public final class GameState {
    // The fields are set only while a transition drafts the next state (see draft()); a state
    // that has left the engine is never written again.
    Setup setup;
    Phase phase;
    /** From 1 (R2). */
    int round;
    /** This round's revealed cards: the first {@code revealed} ids of {@code path}. */
    Path path;

    int revealed;
    /**
     * This round's cards still to draw (R5, R8), as the two parts of a {@link CardSet}: ids 0 to
     * 63 here, further ids in {@link UncommonParts#toDrawBeyond}. The draw order is not fixed
     * until each draw.
     */
    long toDraw;
    /** The gems lying on the path (R10, R11). */
    int pathGems;
    /**
     * The cards beyond id 63 still to draw and the gems on each revealed card, which only some
     * games use. Neither the hazards of a type revealed this round (R14, counted from the deck the
     * path was dealt from and the cards still to draw) nor the gems dealt (summed from where they
     * are now) is kept: a state is copied for every card.
     */
    UncommonParts uncommon;

    /** The seats still in the temple, as a {@link SeatSet}'s bits. */
    int inTemple;
    /** The seats whose choice for this card is in, as a {@link SeatSet}'s bits. */
    int chosen;
    /** Of those, the seats that chose camp, as a {@link SeatSet}'s bits. */
    int camping;
    /**
     * The gems each seat in the temple received this round (R10): all of them received every
     * share, so they hold the same number; seats out of the temple hold none at risk.
     */
    int roundGems;
    /** By seat; replaced, never written, when seats go back to camp. */
    int[] tents;
    /** In claim order. */
    Array<ClaimedArtifact> claims;
    /** Ids of the cards removed from the game (R14, R16), the latest first. */
    List<Integer> removedLatestFirst;
    /** The gems gone back to the bank: left on the path at a round's end (R16), lost in a bust (R14). */
    int gemsReturned;

    long random;

    /**
     * While a transition drafts this state for an observer ({@link Chronicle#OBSERVED}), whom to
     * tell; null in every state a transition returns, so no state keeps an observer. Not part of
     * the state: not copied by {@link #draft()}, compared, hashed or saved.
     */
    PlayObserver observer;

    GameState() {}

    /** A copy to draft the next state in: the one way a transition makes a state. */
    GameState draft() {
        return StateFields.copy(this);
    }

    Catalog catalog() {
        return setup.catalog;
    }

    /** The cards still to draw this round. */
    CardSet cardsToDraw() {
        return CardSet.of(toDraw, uncommon.toDrawBeyond);
    }

    /** How many cards are still to draw this round. */
    int cardsLeft() {
        return CardSet.size(toDraw, uncommon.toDrawBeyond);
    }

    /**
     * The rules of this game.
     *
     * @return the configuration the game was created with
     */
    public Rules rules() {
        return setup.rules;
    }

    /**
     * The seats' names, by seat number.
     *
     * @return one name per seat
     */
    public List<String> seats() {
        return setup.seatNames;
    }

    /**
     * The number of seats.
     *
     * @return the seat count
     */
    public int seatCount() {
        return setup.seats;
    }

    /**
     * The phase, which tells the transition that is due.
     *
     * @return the phase
     */
    public Phase phase() {
        return phase;
    }

    /**
     * Tells whether the last round has ended.
     *
     * @return true in {@link Phase#GAME_OVER}
     */
    public boolean isOver() {
        return phase == Phase.GAME_OVER;
    }

    /**
     * The current round, from 1 (R2).
     *
     * @return the round
     */
    public int round() {
        return round;
    }

    /**
     * The start player of the current round (R7).
     *
     * @return a seat number
     */
    public int startSeat() {
        return setup.startSeat(round);
    }

    /**
     * The cards still to draw this round, in the order in which the engine would draw them if no
     * card is supplied. A secret (R21): never show it to a player.
     *
     * @return the remaining deck, next card first
     */
    public List<Card> remainingDeck() {
        return Expedition.drawOrder(this);
    }

    /**
     * The number of cards still to draw this round (public, R21).
     *
     * @return the remaining deck's size
     */
    public int remainingDeckSize() {
        return cardsLeft();
    }

    /**
     * The cards revealed this round, in order (R9).
     *
     * @return the path, first card first
     */
    public List<Card> path() {
        List<Card> cards = List.empty();
        for (int position = revealed - 1; position >= 0; position--) {
            cards = cards.prepend(catalog().cards[path.get(position)]);
        }
        return cards;
    }

    /**
     * The gems lying on the path (R10, R11).
     *
     * @return the loose gems
     */
    public int pathGems() {
        return pathGems;
    }

    /**
     * The artifacts revealed this round that nobody has taken (R12).
     *
     * @return the artifacts on the path, in path order
     */
    public List<Card.Artifact> artifactsOnPath() {
        return Expedition.artifactsOnPath(this);
    }

    /**
     * The hazard types revealed this round (R14).
     *
     * @return the types, by name
     */
    public TreeSet<HazardType> hazardsSeen() {
        return Expedition.hazardsSeen(this);
    }

    /**
     * Tells whether a seat is still in the temple this round.
     *
     * @param seat a seat number
     * @return true if the seat has neither left nor been driven out
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public boolean inTemple(int seat) {
        return SeatSet.contains(inTemple, checkSeat(seat));
    }

    /**
     * The seats still in the temple.
     *
     * @return seat numbers, ascending
     */
    public List<Integer> seatsInTemple() {
        return SeatSet.of(inTemple).toList();
    }

    /**
     * The seats whose choice is awaited: in {@link Phase#CHOOSE}, those in the temple that have
     * not chosen; otherwise none.
     *
     * @return seat numbers, ascending
     */
    public List<Integer> awaitedSeats() {
        return SeatSet.of(awaited()).toList();
    }

    /** The seats whose choice is awaited, as a {@link SeatSet}'s bits. */
    int awaited() {
        return phase == Phase.CHOOSE ? SeatSet.minus(inTemple, chosen) : 0;
    }

    /**
     * Tells whether a seat has made its choice for the current card.
     *
     * @param seat a seat number
     * @return true if its choice is in and not yet revealed
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public boolean hasChosen(int seat) {
        return SeatSet.contains(chosen, checkSeat(seat));
    }

    /**
     * A seat's choice that is in but not yet revealed. A secret (R21) of that seat.
     *
     * @param seat a seat number
     * @return the choice, or none
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public Option<Choice> pendingChoice(int seat) {
        if (!hasChosen(seat)) {
            return Option.none();
        }
        return Option.some(SeatSet.contains(camping, seat) ? Choice.CAMP : Choice.TORCH);
    }

    /**
     * The gems a seat received this round and would lose on a bust (R10, R14). Every seat in the
     * temple holds the same number.
     *
     * @param seat a seat number
     * @return the gems beside the seat's tent
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public int gemsAtRisk(int seat) {
        return inTemple(seat) ? roundGems : 0;
    }

    /**
     * The gems in a seat's tent, safe for the rest of the game (R11). Hidden from other players
     * unless the rules have open tents (R21).
     *
     * @param seat a seat number
     * @return the tent gems
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public int tentGems(int seat) {
        return tents[checkSeat(seat)];
    }

    /**
     * The artifacts a seat has brought back to camp (R12, R13).
     *
     * @param seat a seat number
     * @return its artifacts, in claim order
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public Seq<ClaimedArtifact> artifacts(int seat) {
        checkSeat(seat);
        return claims.filter(claim -> claim.seat() == seat);
    }

    /**
     * Every artifact brought back to camp so far, by any seat (R13).
     *
     * @return the claims, in claim order
     */
    public Seq<ClaimedArtifact> claimedArtifacts() {
        return claims;
    }

    /**
     * A seat's score so far: tent gems plus artifact values (R18).
     *
     * @param seat a seat number
     * @return the score
     * @throws IndexOutOfBoundsException if the game has no such seat
     */
    public int score(int seat) {
        int score = tents[checkSeat(seat)];
        // by index: searches ask every seat's score at every imagined step, and an iterator costs
        for (int index = 0; index < claims.size(); index++) {
            ClaimedArtifact claim = claims.get(index);
            if (claim.seat() == seat) {
                score += claim.value();
            }
        }
        return score;
    }

    /** The ids of the cards removed from the game, in removal order. */
    List<Integer> removedCardIds() {
        return removedLatestFirst.reverse();
    }

    /**
     * The cards removed from the game for good: the hazards busts removed (R14) and artifacts lost
     * on the path (R16).
     *
     * @return the cards, in removal order
     */
    public List<Card> removedCards() {
        List<Card> cards = List.empty();
        for (List<Integer> rest = removedLatestFirst; !rest.isEmpty(); rest = rest.tail()) {
            cards = cards.prepend(catalog().cards[rest.head()]);
        }
        return cards;
    }

    /**
     * With card-by-card leftovers (R11), the gems lying on each revealed card: what each card's
     * division left (R10), less what leavers took from it since. Public, like the path.
     *
     * @return by path position, trailing cards without gems left out; empty under the other rules
     */
    public List<Integer> pathGemsByCard() {
        return uncommon.piles == null ? List.empty() : List.ofAll(uncommon.piles);
    }

    /**
     * Every gem dealt so far: the gems on all the treasure cards revealed in the game (R10), and
     * the starting gems where the rules give some (R18). Gems are conserved, so the state counts
     * them where they are now: in the tents, at risk, on the path and {@linkplain #gemsReturned()
     * returned to the bank}. The tests check that sum against the treasure the events revealed,
     * and the loader refuses a snapshot whose tally differs from it.
     *
     * <pre>{@code
     * int held = state.pathGems() + state.gemsReturned();
     * for (int seat = 0; seat < state.seatCount(); seat++) {
     *     held += state.tentGems(seat) + state.gemsAtRisk(seat);
     * }
     * assert state.gemsDealt() == held;
     * }</pre>
     *
     * @return the gems dealt, never negative
     */
    public int gemsDealt() {
        int held = pathGems + gemsReturned + roundGems * SeatSet.size(inTemple);
        for (int gems : tents) {
            held += gems;
        }
        return held;
    }

    /**
     * The gems gone back to the bank so far: those left on the path when a round ended (R16) and
     * those the seats in the temple lost in a bust (R14).
     *
     * @return the gems returned, never negative
     */
    public int gemsReturned() {
        return gemsReturned;
    }

    /**
     * The random generator's state, from which the next cards are drawn. A secret (R21).
     *
     * @return the {@link SplitMix64} state
     */
    public long randomState() {
        return random;
    }

    /**
     * A 64-bit fingerprint of the whole state, secrets included (everything but the rules): the
     * same on every JVM, and different for two states of a game as surely as a 64-bit hash can
     * make it. A {@link io.github.incangold.record.GameRecord} keeps the digests of the states it
     * leads to, so that a replay that goes elsewhere (a changed seed, start seat or input) says
     * where. It tells of the secrets, so it is not shown to players; it detects a changed
     * record, not a forged one (anyone can compute it).
     *
     * <pre>{@code
     * long digest = state.digest();
     * }</pre>
     *
     * @return the digest
     */
    public long digest() {
        return StateFields.digest(this);
    }

    /**
     * The final result, once the game is over.
     *
     * @return the outcome in {@link Phase#GAME_OVER}, otherwise none
     */
    public Option<Outcome> outcome() {
        return isOver() ? Option.some(Rulebook.rankPlayers(this)) : Option.none();
    }

    /**
     * Every action that {@link Game#apply(GameState, Action)} accepts now, apart from {@link
     * Action.Advance} (always accepted) and {@link Action.RevealCard} (a chance outcome: see
     * {@link #remainingDeck()} and the odds). In {@link Phase#CHOOSE}, a torch and a camp choice
     * for each awaited seat, by seat; in the other phases the one transition due; none once the
     * game is over.
     *
     * <pre>{@code
     * for (Action action : state.legalActions()) {
     *     Step step = Game.apply(state, action).get();   // never a violation
     * }
     * }</pre>
     *
     * @return the actions, in that order
     */
    public List<Action> legalActions() {
        return Transitions.legalActions(this);
    }

    private int checkSeat(int seat) {
        if (seat < 0 || seat >= setup.seats) {
            throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + setup.seats);
        }
        return seat;
    }

    @Override
    public boolean equals(Object other) {
        return this == other || (other instanceof GameState that && StateFields.same(this, that));
    }

    @Override
    public int hashCode() {
        return StateFields.hash(this);
    }

    /** Shows the public part of the state only, so that logging a state leaks no secret. */
    @Override
    public String toString() {
        return "GameState[round " + round + ", " + phase + ", path " + path() + ", " + pathGems
                + " gems on the path, in temple " + seatsInTemple() + "]";
    }
}
