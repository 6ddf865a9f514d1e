package io.github.incangold.variants.simulation;

import io.github.incangold.engine.GameState;
import io.github.incangold.engine.PlayObserver;
import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.Tuple2;
import io.vavr.collection.TreeSet;
import io.vavr.collection.Vector;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A seat's situation kept up to date from what the table sees, as the engine tells it to a {@link
 * PlayObserver}, as a player at the table counts the cards: which treasures and hazards are still
 * in the deck, how many cards are left, which hazard types were revealed this round. It answers
 * the figures of {@link Situation} in a few operations instead of building a view per decision,
 * and counts a revealed card only once a strategy asks for a figure that needs it; {@link #view()}
 * builds the real view when a strategy asks for it. It also keeps the game's record of choices
 * ({@link #seenChoices()}): the state of every moment the seats chose, and who camped once the
 * choices were revealed. One per worker thread, reused from decision to decision.
 */
final class CountingSituation implements Situation, PlayObserver {
    private final Rules rules;
    /** Treasure and hazard cards, by card; artifacts are not counted. */
    private final Map<Card, Integer> entries = new HashMap<>();

    /** The entries of the treasures valued below {@link #VALUES_BY_INDEX}, by value; -1 for none. */
    private final int[] treasureEntryByValue;

    /** The entries of the hazards, by type (the cards of a type are one entry). */
    private final Map<HazardType, Integer> hazardEntries = new HashMap<>();

    private static final int VALUES_BY_INDEX = 1 << 12;

    /** Copies of each entry in a full game. */
    private final int[] copies;

    private final boolean[] hazard;
    private final int[] treasureValue;
    /** Copies of each entry still in the game (busting hazards leave it, R14). */
    private final int[] inGame;
    /** Copies of each entry still in this round's deck. */
    private final int[] inDeck;
    /** Copies of each entry revealed this round: for hazards, how near their type is to a bust (R14). */
    private final int[] revealedThisRound;

    private int round;
    /** The cards to draw when the round started, and those revealed since. */
    private int cardsAtStart;

    private int cardsRevealed;
    private int artifactsClaimed;
    /**
     * The cards revealed this round, the first {@link #cardsCounted} of them counted into the
     * deck's figures below: a card is counted when a strategy first asks for a figure that needs
     * it, so a strategy that reads only its gems at risk costs no counting at all.
     */
    private Card[] revealedCards = new Card[64];

    private int cardsCounted;
    /** Whether the deck's figures below are still those of an earlier round. */
    private boolean countsOfEarlierRound;

    // The deck's figures, as of the first cardsCounted cards of the round.
    private int bustCardsLeft;
    private int artifactsRevealed;

    /** The hazard cards revealed this round (R14). */
    private int hazardsRevealed;

    /** [n]: the sum of the shares of n stayers over the treasures in the deck (R10), n up to the seats. */
    private final long[] shares;
    /** The same at the start of a round, with every treasure card in the deck. */
    private final long[] fullShares;
    /** [entry][n]: a treasure entry's value divided by n, rounded down. */
    private final int[][] quotients;

    /** Every seat's starting gems (R18). */
    private final int[] startingGems;

    /** Every seat's score as the events tell it (R18, R21: what a seat carries out is public). */
    private final int[] scores;

    private GameState state;
    private int seat;
    /** The seats in the state's temple, counted when a strategy first asks; {@link #UNCOUNTED} before. */
    private int seatsInTemple;

    private static final int UNCOUNTED = -1;

    /**
     * The game's choices so far: the state each was made in (states are immutable, so keeping one
     * costs a reference), and the choosers and campers as seat bits once the engine revealed them
     * (at most {@link Rules#MAX_SEATS} seats). The last one is pending until its choices are
     * revealed. Built into
     * {@link SeenChoice}s only when a strategy asks, from the same figures a {@code PublicLog}
     * gives a bot beside people: once a strategy has asked for the record, each choice from this
     * situation's own figures when its choices are revealed (before any seat leaves, so they are
     * still those the seats chose from); the choices before the first ask from their states' views.
     */
    private GameState[] choiceStates = new GameState[64];

    private int[] choosers = new int[64];
    private int[] campers = new int[64];
    private int choicesSeen;
    private boolean choicePending;
    private Vector<SeenChoice> seenChoices = Vector.empty();

    /**
     * Whether a strategy has asked for the record: from then on each choice joins it as its
     * choices are revealed, so that the record costs no view. A simulation whose bots never ask
     * builds nothing for it.
     */
    private boolean recording;

    /**
     * [bits]: the set of those seats, once built (sets are immutable, so choices share them); kept
     * at tables of up to {@link #SETS_KEPT_UP_TO} seats, null beyond.
     */
    private final TreeSet<Integer>[] setsOfSeats;

    private static final int SETS_KEPT_UP_TO = 10;

    CountingSituation(Rules rules, int seats) {
        this.rules = rules;
        java.util.List<Card> distinct = new java.util.ArrayList<>();
        java.util.List<Integer> copies = new java.util.ArrayList<>();
        for (int value : rules.treasureValues()) {
            count(Card.treasure(value), distinct, copies);
        }
        for (Tuple2<HazardType, Integer> type : rules.hazards()) {
            for (int copy = 0; copy < type._2; copy++) {
                count(Card.hazard(type._1), distinct, copies);
            }
        }
        int size = distinct.size();
        hazard = new boolean[size];
        treasureValue = new int[size];
        inGame = new int[size];
        inDeck = new int[size];
        revealedThisRound = new int[size];
        int highestValue = -1;
        for (int entry = 0; entry < size; entry++) {
            Card card = distinct.get(entry);
            hazard[entry] = card instanceof Card.Hazard;
            treasureValue[entry] = card instanceof Card.Treasure treasure ? treasure.value() : 0;
            if (card instanceof Card.Treasure && treasureValue[entry] < VALUES_BY_INDEX) {
                highestValue = Math.max(highestValue, treasureValue[entry]);
            } else if (hazard[entry]) {
                hazardEntries.put(((Card.Hazard) card).type(), entry);
            }
        }
        treasureEntryByValue = new int[highestValue + 1];
        java.util.Arrays.fill(treasureEntryByValue, -1);
        for (int entry = 0; entry < size; entry++) {
            if (!hazard[entry] && treasureValue[entry] >= 0 && treasureValue[entry] < VALUES_BY_INDEX) {
                treasureEntryByValue[treasureValue[entry]] = entry;
            }
        }
        this.copies = copies.stream().mapToInt(Integer::intValue).toArray();
        scores = new int[seats];
        @SuppressWarnings("unchecked") // an array of one generic type, written and read here only
        TreeSet<Integer>[] sets = seats <= SETS_KEPT_UP_TO ? new TreeSet[1 << seats] : null;
        setsOfSeats = sets;
        startingGems = new int[seats];
        for (int each = 0; each < seats; each++) {
            startingGems[each] = rules.startingGems(each); // R18: a handicap, if any
        }
        shares = new long[seats + 1];
        fullShares = new long[seats + 1];
        quotients = new int[size][seats + 1];
        for (int entry = 0; entry < size; entry++) {
            for (int stayers = 1; stayers <= seats; stayers++) {
                quotients[entry][stayers] = Rulebook.share(treasureValue[entry], stayers);
                fullShares[stayers] += (long) quotients[entry][stayers] * this.copies[entry];
            }
        }
    }

    private void count(Card card, java.util.List<Card> distinct, java.util.List<Integer> copies) {
        Integer entry = entries.get(card);
        if (entry == null) {
            entries.put(card, distinct.size());
            distinct.add(card);
            copies.add(1);
        } else {
            copies.set(entry, copies.get(entry) + 1);
        }
    }

    /** A new game: every card is back in it, and no choice has been seen. */
    void startGame() {
        // the last game's states stay in choiceStates until this game's choices replace them
        choicesSeen = 0;
        choicePending = false;
        seenChoices = Vector.empty();
        System.arraycopy(copies, 0, inGame, 0, copies.length);
        System.arraycopy(startingGems, 0, scores, 0, scores.length);
    }

    @Override
    public void roundStarted(int round, int startSeat, int cardsInDeck) {
        this.round = round;
        cardsAtStart = cardsInDeck;
        cardsRevealed = 0;
        cardsCounted = 0;
        artifactsClaimed = 0;
        countsOfEarlierRound = true;
    }

    /** Counts the cards of the round revealed since a strategy last asked. */
    private void countRevealedCards() {
        if (countsOfEarlierRound) {
            startCounting();
            countsOfEarlierRound = false;
        }
        for (; cardsCounted < cardsRevealed; cardsCounted++) {
            count(revealedCards[cardsCounted]);
        }
    }

    /** R5: the round's deck is every card still in the game. */
    private void startCounting() {
        artifactsRevealed = 0;
        hazardsRevealed = 0;
        System.arraycopy(fullShares, 0, shares, 0, shares.length);
        System.arraycopy(inGame, 0, inDeck, 0, inGame.length);
        java.util.Arrays.fill(revealedThisRound, 0);
        bustCardsLeft = 0;
        if (Rulebook.endsRound(1, rules.bustTrigger())) {
            for (int entry = 0; entry < inDeck.length; entry++) {
                if (hazard[entry]) {
                    bustCardsLeft += inDeck[entry]; // with a trigger of 1, every hazard ends the round
                }
            }
        }
    }

    @Override
    public void playersLeft(int leavers, int share, int gemsLeftOnPath, int bankedEach) {
        addToScores(leavers, bankedEach); // R11
    }

    @Override
    public void artifactClaimed(int of, Card.Artifact artifact, int value) {
        artifactsClaimed++;
        scores[of] += value;
    }

    @Override
    public void bust(HazardType type, int seatsInTemple, int lostEach, int keptEach) {
        addToScores(seatsInTemple, keptEach); // R14: what a bust penalty lets them keep
    }

    @Override
    public void cardRemoved(Card card) {
        inGame[entryOf(card)]--;
    }

    /**
     * The entry of a treasure or hazard card, -1 for an artifact: found by its value or its type,
     * without hashing the card, as it is asked for every card revealed.
     */
    private int entryOf(Card card) {
        if (card instanceof Card.Treasure treasure) {
            int value = treasure.value();
            return value >= 0 && value < treasureEntryByValue.length
                    ? treasureEntryByValue[value]
                    : entries.getOrDefault(card, -1);
        } else if (card instanceof Card.Hazard hazard) {
            return hazardEntries.getOrDefault(hazard.type(), -1);
        }
        return -1;
    }

    private void addToScores(int seatBits, int gems) {
        for (int rest = seatBits; rest != 0; rest &= rest - 1) {
            scores[Integer.numberOfTrailingZeros(rest)] += gems;
        }
    }

    @Override
    public void cardRevealed(Card card, int seatsInTemple, int share, int remainder, boolean bust) {
        if (cardsRevealed == revealedCards.length) {
            revealedCards = java.util.Arrays.copyOf(revealedCards, 2 * cardsRevealed);
        }
        revealedCards[cardsRevealed++] = card;
    }

    /** A revealed card leaves the deck (R9), and a hazard brings its type nearer a bust (R14). */
    private void count(Card card) {
        int entry = entryOf(card);
        if (entry < 0) {
            artifactsRevealed++;
            return;
        }
        inDeck[entry]--;
        int[] quotient = quotients[entry];
        for (int stayers = 1; stayers < shares.length; stayers++) {
            shares[stayers] -= quotient[stayers];
        }
        if (hazard[entry]) {
            hazardsRevealed++;
            int ofType = ++revealedThisRound[entry];
            if (Rulebook.endsRound(ofType, rules.bustTrigger())) {
                bustCardsLeft--; // this card ends the round
            } else if (Rulebook.endsRound(ofType + 1, rules.bustTrigger())) {
                bustCardsLeft += inDeck[entry]; // the rest of its type now would
            }
        }
    }

    /** A choice is due: the seats in the temple decide from this state. */
    void decideIn(GameState current) {
        this.state = current;
        this.seatsInTemple = UNCOUNTED;
        if (choicesSeen == choosers.length) {
            int longer = choicesSeen * 2;
            choiceStates = java.util.Arrays.copyOf(choiceStates, longer);
            choosers = java.util.Arrays.copyOf(choosers, longer);
            campers = java.util.Arrays.copyOf(campers, longer);
        }
        choiceStates[choicesSeen] = current;
        choicePending = true;
    }

    @Override
    public void choicesRevealed(int choosers, int camping) {
        if (!choicePending) {
            throw new IllegalStateException("choices were revealed, but none was due");
        }
        this.choosers[choicesSeen] = choosers;
        campers[choicesSeen++] = camping;
        choicePending = false;
        if (recording) { // nobody has left yet: the figures are those the seats chose from
            int asked = seat;
            seenChoices = seenChoices.append(seenChoice(choicesSeen - 1, of(Integer.numberOfTrailingZeros(choosers))));
            seat = asked;
        }
    }

    @Override
    public io.vavr.collection.Seq<SeenChoice> seenChoices() {
        recording = true;
        for (int index = seenChoices.size(); index < choicesSeen; index++) { // those before the first ask
            int firstChooser = Integer.numberOfTrailingZeros(choosers[index]);
            seenChoices =
                    seenChoices.append(seenChoice(index, Situation.of(Views.view(choiceStates[index], firstChooser))));
        }
        return seenChoices;
    }

    /** A choice of the record from the figures its seats chose from (R9, R21), as PublicLog reads them. */
    private SeenChoice seenChoice(int index, Situation then) {
        GameState chosenIn = choiceStates[index];
        int[] scoresThen = new int[chosenIn.seatCount()];
        for (int each = 0; each < scoresThen.length; each++) {
            scoresThen[each] = chosenIn.score(each);
        }
        return SeenChoice.of(then, seatsOf(choosers[index]), seatsOf(campers[index]), Vector.ofAll(scoresThen));
    }

    /** The set of the seats of {@code bits}, built once per set at tables of up to {@link #SETS_KEPT_UP_TO} seats. */
    private TreeSet<Integer> seatsOf(int bits) {
        if (setsOfSeats != null && setsOfSeats[bits] != null) {
            return setsOfSeats[bits];
        }
        TreeSet<Integer> seats = TreeSet.empty();
        for (int rest = bits; rest != 0; rest &= rest - 1) {
            seats = seats.add(Integer.numberOfTrailingZeros(rest));
        }
        if (setsOfSeats != null) {
            setsOfSeats[bits] = seats;
        }
        return seats;
    }

    /** The situation of one of the deciding seats. */
    Situation of(int deciding) {
        this.seat = deciding;
        return this;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public int seat() {
        return seat;
    }

    @Override
    public int round() {
        return round;
    }

    @Override
    public int seatsInTemple() {
        if (seatsInTemple == UNCOUNTED) {
            int count = 0;
            for (int each = 0; each < scores.length; each++) {
                count += state.inTemple(each) ? 1 : 0;
            }
            seatsInTemple = count;
        }
        return seatsInTemple;
    }

    @Override
    public int gemsAtRisk() {
        return state.gemsAtRisk(seat);
    }

    @Override
    public int pathGems() {
        return state.pathGems();
    }

    @Override
    public io.vavr.collection.List<Integer> pathGemsByCard() {
        return state.pathGemsByCard();
    }

    @Override
    public int artifactsOnPath() {
        countRevealedCards();
        return artifactsRevealed - artifactsClaimed; // R12: claimed ones left the path
    }

    @Override
    public int hazardsOnPath() {
        countRevealedCards();
        return hazardsRevealed;
    }

    @Override
    public int cardsLeft() {
        return cardsAtStart - cardsRevealed;
    }

    @Override
    public int bustCardsLeft() {
        countRevealedCards();
        return bustCardsLeft;
    }

    @Override
    public long treasureShares(int stayers) {
        if (stayers <= 0) {
            throw new IllegalArgumentException("a share needs at least one seat in the temple, got " + stayers);
        }
        countRevealedCards();
        if (stayers < shares.length) {
            return shares[stayers];
        }
        long sum = 0;
        for (int entry = 0; entry < inDeck.length; entry++) {
            sum += (long) Rulebook.share(treasureValue[entry], stayers) * inDeck[entry];
        }
        return sum;
    }

    @Override
    public int seats() {
        return scores.length;
    }

    @Override
    public OptionalInt countedScore(int of) {
        return OptionalInt.of(scores[of]);
    }

    /** A seat's score as counted, without wrapping it: the simulator reads it after every round. */
    int score(int of) {
        return scores[of];
    }

    @Override
    public PlayerView view() {
        return Views.view(state, seat);
    }
}
