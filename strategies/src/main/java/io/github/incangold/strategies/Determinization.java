package io.github.incangold.strategies;

import io.github.incangold.engine.ClaimedArtifact;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Rulebook;
import io.github.incangold.engine.StateSnapshot;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.control.Validation;
import java.util.ArrayDeque;
import java.util.Comparator;

/**
 * A game state consistent with what a seat knows (R21), for a search to play forward: the public
 * part of its view as it is; the hidden parts filled in. Nobody has chosen yet (the seats that
 * did choose are asked again, by the searcher's model of them); the tents are 0 (they change no
 * transition, and the search counts what a seat gains from now on); the search draws each next
 * card at random from {@link #cards} with {@code Game.reveal(state, card)}; the random state,
 * which only draws the cards of later rounds, is drawn from the seed.
 */
final class Determinization {
    /** The state: phase {@link Phase#CHOOSE}, every seat in the temple still to choose. */
    final GameState state;
    /** The distinct cards left in the deck, in canonical order. */
    final Card[] cards;
    /** How many of each of {@link #cards} are left. */
    final int[] counts;
    /** Whether each of {@link #cards} would end the round if revealed now (R14). */
    final boolean[] busting;

    /** How many of each of {@link #cards} are revealed this round: for hazards, how near a bust (R14). */
    final int[] revealed;

    /** The hazard cards on the path this round (R14), whether or not their type is still in the deck. */
    final int hazardsOnPath;

    /** The indices of the treasures among {@link #cards}. */
    final int[] treasureEntries;

    /** The values of those treasures, in the same order. */
    final int[] treasureValues;

    /** The index of each of {@link #cards}. */
    private final java.util.Map<Card, Integer> entriesOfCards;

    private Determinization(
            GameState state,
            Card[] cards,
            int[] counts,
            boolean[] busting,
            int[] revealed,
            int hazardsOnPath,
            java.util.Map<Card, Integer> entriesOfCards) {
        this.state = state;
        this.hazardsOnPath = hazardsOnPath;
        this.entriesOfCards = entriesOfCards;
        this.cards = cards;
        this.counts = counts;
        this.busting = busting;
        this.revealed = revealed;
        int treasures = 0;
        for (Card card : cards) {
            treasures += card instanceof Card.Treasure ? 1 : 0;
        }
        this.treasureEntries = new int[treasures];
        this.treasureValues = new int[treasures];
        for (int entry = 0, index = 0; entry < cards.length; entry++) {
            if (cards[entry] instanceof Card.Treasure treasure) {
                treasureEntries[index] = entry;
                treasureValues[index++] = treasure.value();
            }
        }
    }

    /**
     * The index among {@link #cards} of a card still to come: one the filled-in game reveals.
     *
     * @param card one of the filled-in game's cards still to draw
     * @return its index
     * @throws IllegalArgumentException if it is none of them (a programming error)
     */
    int entryOf(Card card) {
        Integer entry = entriesOfCards.get(card);
        if (entry == null) {
            throw new IllegalArgumentException(
                    card + " is not among the cards left: " + java.util.Arrays.toString(cards));
        }
        return entry;
    }

    /**
     * Fills in a view's hidden parts.
     *
     * @param view a seat's view in {@link Phase#CHOOSE}, with the seat in the temple
     * @param randomState the random state of the filled-in game
     */
    static Determinization of(PlayerView view, long randomState) {
        List<Card> catalog = StateSnapshot.cards(view.rules());
        java.util.Map<Card, ArrayDeque<Integer>> ids = new java.util.HashMap<>();
        for (int id = 0; id < catalog.size(); id++) {
            ids.computeIfAbsent(catalog.get(id), card -> new ArrayDeque<>()).add(id);
        }
        java.util.List<Integer> deck = new java.util.ArrayList<>();
        view.path().forEach(card -> deck.add(ids.get(card).poll()));
        List<Integer> removed = view.removedCards().map(card -> ids.get(card).poll());
        DeckContents left = view.remainingDeck();
        int trigger = view.rules().bustTrigger();
        int distinct = left.entries().size();
        Card[] cards = new Card[distinct];
        int[] counts = new int[distinct];
        boolean[] busting = new boolean[distinct];
        int[] revealed = new int[distinct];
        for (int entry = 0; entry < distinct; entry++) {
            DeckContents.CardCount count = left.entries().get(entry);
            cards[entry] = count.card();
            counts[entry] = count.count();
            revealed[entry] = view.path().count(count.card()::equals);
            busting[entry] = count.card() instanceof Card.Hazard && Rulebook.endsRound(revealed[entry] + 1, trigger);
            for (int copy = 0; copy < count.count(); copy++) {
                deck.add(ids.get(count.card()).poll());
            }
        }
        List<SeatView> seats = view.seats();
        List<ClaimedArtifact> claims =
                seats.flatMap(SeatView::artifacts).sorted(Comparator.comparingInt(ClaimedArtifact::claimOrder));
        // The tents are secret, so the filled-in game banked nothing: the gems of this round's
        // treasure not at risk or on the path count as returned to the bank.
        int dealtThisRound = view.path()
                .filter(card -> card instanceof Card.Treasure)
                .map(card -> ((Card.Treasure) card).value())
                .sum()
                .intValue();
        int held = seats.map(SeatView::gemsAtRisk).sum().intValue() + view.pathGems();
        // Each tent is filled in with the gems the seat started with (R18), the least it can hold.
        List<Integer> startingTents = seats.map(seat -> view.rules().startingGems(seat.seat()));
        int starting = startingTents.sum().intValue();
        StateSnapshot snapshot = new StateSnapshot(
                view.rules(),
                seats.map(SeatView::name),
                Phase.CHOOSE,
                view.round(),
                view.startSeat(),
                List.ofAll(deck),
                view.path().size(),
                view.pathGems(),
                seats.filter(SeatView::inTemple).map(SeatView::seat),
                HashMap.<Integer, Choice>empty(),
                seats.map(SeatView::gemsAtRisk),
                startingTents,
                claims,
                removed,
                dealtThisRound + starting,
                dealtThisRound - held,
                view.pathGemsByCard(),
                randomState);
        Validation<io.vavr.collection.Seq<String>, GameState> restored = snapshot.restore();
        if (restored.isInvalid()) {
            throw new IllegalStateException(
                    "a view that no game can have: " + restored.getError().mkString("; "));
        }
        java.util.Map<Card, Integer> entriesOfCards = new java.util.HashMap<>();
        for (int entry = 0; entry < distinct; entry++) {
            entriesOfCards.put(cards[entry], entry);
        }
        int hazardsOnPath = view.path().count(card -> card instanceof Card.Hazard);
        return new Determinization(restored.get(), cards, counts, busting, revealed, hazardsOnPath, entriesOfCards);
    }
}
