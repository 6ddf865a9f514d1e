package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * The whole state of a game at one moment, as the referee sees it: immutable, with value
 * semantics ({@link #equals(Object)} compares every field), so states can be kept, compared and
 * used as keys. It holds secrets (the deck's order, pending choices, the random state); a player
 * must only ever be shown a view of it.
 *
 * <p>States are made and advanced by {@link Game}; a state is never modified, and what does not
 * change from one state to the next (the shuffled deck, the seats' gems) is shared, not copied.
 *
 * <pre>{@code
 * GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L).get().state();
 * state.phase();          // REVEAL
 * state.remainingDeck();  // 31 cards in draw order (a secret)
 * }</pre>
 */
public final class GameState {
    final Table table;
    final Phase phase;
    final int round;
    final int startSeat;
    /** This round's deck: {@code [0, revealed)} is the path, the rest is still to draw. */
    final int[] deck;

    final int revealed;
    final int pathGems;
    /** Deck positions of the artifacts revealed this round and still on the path. */
    final List<Integer> pathArtifacts;
    /** Bit per hazard type index, for the types revealed this round. */
    final long hazardsSeen;

    final int inTemple;
    final int chosen;
    final int camping;
    final int[] atRisk;
    final int[] tent;
    /** In claim order. */
    final Array<ClaimedArtifact> claims;
    /** Ids of the cards removed from the game (R14, R16), in removal order. */
    final List<Integer> removed;

    final long random;

    GameState(
            Table table,
            Phase phase,
            int round,
            int startSeat,
            int[] deck,
            int revealed,
            int pathGems,
            List<Integer> pathArtifacts,
            long hazardsSeen,
            int inTemple,
            int chosen,
            int camping,
            int[] atRisk,
            int[] tent,
            Array<ClaimedArtifact> claims,
            List<Integer> removed,
            long random) {
        this.table = table;
        this.phase = phase;
        this.round = round;
        this.startSeat = startSeat;
        this.deck = deck;
        this.revealed = revealed;
        this.pathGems = pathGems;
        this.pathArtifacts = pathArtifacts;
        this.hazardsSeen = hazardsSeen;
        this.inTemple = inTemple;
        this.chosen = chosen;
        this.camping = camping;
        this.atRisk = atRisk;
        this.tent = tent;
        this.claims = claims;
        this.removed = removed;
        this.random = random;
    }

    /**
     * The rules of this game.
     *
     * @return the configuration the game was created with
     */
    public Rules rules() {
        return table.rules;
    }

    /**
     * The seats' names, by seat number.
     *
     * @return one name per seat
     */
    public List<String> seats() {
        return table.seatNames;
    }

    /**
     * The number of seats.
     *
     * @return the seat count
     */
    public int seatCount() {
        return table.seats;
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
        return startSeat;
    }

    /**
     * The cards still to draw this round, in draw order. A secret (R21): never show it to a
     * player.
     *
     * @return the remaining deck, top card first
     */
    public List<Card> remainingDeck() {
        return cardsAt(revealed, deck.length);
    }

    /**
     * The number of cards still to draw this round (public, R21).
     *
     * @return the remaining deck's size
     */
    public int remainingDeckSize() {
        return deck.length - revealed;
    }

    /**
     * The cards revealed this round, in order (R9).
     *
     * @return the path, first card first
     */
    public List<Card> path() {
        return cardsAt(0, revealed);
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
        return pathArtifacts.map(position -> (Card.Artifact) table.cards[deck[position]]);
    }

    /**
     * The hazard types revealed this round (R14).
     *
     * @return the types, by name
     */
    public TreeSet<HazardType> hazardsSeen() {
        TreeSet<HazardType> seen = TreeSet.empty();
        for (int type = 0; type < table.hazardTypes.length; type++) {
            if ((hazardsSeen & (1L << type)) != 0) {
                seen = seen.add(table.hazardTypes[type]);
            }
        }
        return seen;
    }

    /**
     * Tells whether a seat is still in the temple this round.
     *
     * @param seat a seat number
     * @return true if the seat has neither left nor been driven out
     */
    public boolean inTemple(int seat) {
        return (inTemple & bit(seat)) != 0;
    }

    /**
     * The seats still in the temple.
     *
     * @return seat numbers, ascending
     */
    public List<Integer> seatsInTemple() {
        return seatsOf(inTemple);
    }

    /**
     * The seats whose choice is awaited: in {@link Phase#CHOOSE}, those in the temple that have
     * not chosen; otherwise none.
     *
     * @return seat numbers, ascending
     */
    public List<Integer> awaitedSeats() {
        return phase == Phase.CHOOSE ? seatsOf(inTemple & ~chosen) : List.empty();
    }

    /**
     * Tells whether a seat has made its choice for the current card.
     *
     * @param seat a seat number
     * @return true if its choice is in and not yet revealed
     */
    public boolean hasChosen(int seat) {
        return (chosen & bit(seat)) != 0;
    }

    /**
     * A seat's choice that is in but not yet revealed. A secret (R21) of that seat.
     *
     * @param seat a seat number
     * @return the choice, or none
     */
    public Option<Choice> pendingChoice(int seat) {
        int b = bit(seat);
        if ((chosen & b) == 0) {
            return Option.none();
        }
        return Option.some((camping & b) != 0 ? Choice.CAMP : Choice.TORCH);
    }

    /**
     * The gems a seat received this round and would lose on a bust (R10, R14).
     *
     * @param seat a seat number
     * @return the gems beside the seat's tent
     */
    public int gemsAtRisk(int seat) {
        return atRisk[checkSeat(seat)];
    }

    /**
     * The gems in a seat's tent, safe for the rest of the game (R11). Hidden from other players
     * unless the rules have open tents (R21).
     *
     * @param seat a seat number
     * @return the tent gems
     */
    public int tentGems(int seat) {
        return tent[checkSeat(seat)];
    }

    /**
     * The artifacts a seat has brought back to camp (R12, R13).
     *
     * @param seat a seat number
     * @return its artifacts, in claim order
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
     */
    public int score(int seat) {
        int score = tent[checkSeat(seat)];
        for (ClaimedArtifact claim : claims) {
            if (claim.seat() == seat) {
                score += claim.value();
            }
        }
        return score;
    }

    /**
     * The cards removed from the game for good: busting hazards (R14) and artifacts lost on the
     * path (R16).
     *
     * @return the cards, in removal order
     */
    public List<Card> removedCards() {
        return removed.map(id -> table.cards[id]);
    }

    /**
     * The random generator's state, from which the next rounds are shuffled. A secret (R21).
     *
     * @return the SplitMix64 state
     */
    public long randomState() {
        return random;
    }

    /**
     * The final result, once the game is over.
     *
     * @return the outcome in {@link Phase#GAME_OVER}, otherwise none
     */
    public Option<Outcome> outcome() {
        return isOver() ? Option.some(Game.outcome(this)) : Option.none();
    }

    private List<Card> cardsAt(int from, int to) {
        List<Card> cards = List.empty();
        for (int i = to - 1; i >= from; i--) {
            cards = cards.prepend(table.cards[deck[i]]);
        }
        return cards;
    }

    private List<Integer> seatsOf(int mask) {
        List<Integer> seats = List.empty();
        for (int seat = table.seats - 1; seat >= 0; seat--) {
            if ((mask & (1 << seat)) != 0) {
                seats = seats.prepend(seat);
            }
        }
        return seats;
    }

    private int checkSeat(int seat) {
        if (seat < 0 || seat >= table.seats) {
            throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + table.seats);
        }
        return seat;
    }

    private int bit(int seat) {
        return 1 << checkSeat(seat);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof GameState)) {
            return false;
        }
        GameState that = (GameState) other;
        return phase == that.phase
                && round == that.round
                && startSeat == that.startSeat
                && revealed == that.revealed
                && pathGems == that.pathGems
                && hazardsSeen == that.hazardsSeen
                && inTemple == that.inTemple
                && chosen == that.chosen
                && camping == that.camping
                && random == that.random
                && Arrays.equals(deck, that.deck)
                && Arrays.equals(atRisk, that.atRisk)
                && Arrays.equals(tent, that.tent)
                && pathArtifacts.equals(that.pathArtifacts)
                && claims.equals(that.claims)
                && removed.equals(that.removed)
                && table.sameGame(that.table);
    }

    @Override
    public int hashCode() {
        int hash = phase.ordinal();
        hash = 31 * hash + round;
        hash = 31 * hash + startSeat;
        hash = 31 * hash + revealed;
        hash = 31 * hash + pathGems;
        hash = 31 * hash + Long.hashCode(hazardsSeen);
        hash = 31 * hash + inTemple;
        hash = 31 * hash + chosen;
        hash = 31 * hash + camping;
        hash = 31 * hash + Long.hashCode(random);
        hash = 31 * hash + Arrays.hashCode(deck);
        hash = 31 * hash + Arrays.hashCode(atRisk);
        hash = 31 * hash + Arrays.hashCode(tent);
        hash = 31 * hash + claims.hashCode();
        hash = 31 * hash + removed.hashCode();
        return 31 * hash + table.seatNames.hashCode();
    }

    /** Shows the public part of the state only, so that logging a state leaks no secret. */
    @Override
    public String toString() {
        return "GameState[round " + round + ", " + phase + ", path " + path() + ", " + pathGems
                + " gems on the path, in temple " + seatsInTemple() + "]";
    }
}
