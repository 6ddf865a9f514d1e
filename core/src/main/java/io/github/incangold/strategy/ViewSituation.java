package io.github.incangold.strategy;

import io.github.incangold.odds.Odds;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.PlayerView.SeatView;
import java.util.Objects;
import java.util.OptionalInt;

/** The figures of a seat's view, read once when made, and the game's public log when there is one. */
final class ViewSituation implements Situation {
    private final PlayerView view;
    private final int seat;
    private final int seatsInTemple;
    private final int gemsAtRisk;
    private final int cardsLeft;
    private final int bustCardsLeft;
    private final DeckContents deck;
    /** Null when the host keeps no log. */
    private final PublicLog log;

    ViewSituation(PlayerView view, PublicLog log) {
        this.view = Objects.requireNonNull(view, "view");
        if (view.viewer().isEmpty()) {
            throw new IllegalArgumentException("a strategy decides for a seat, not from a spectator's view");
        }
        this.seat = view.viewer().get();
        this.gemsAtRisk = view.seats().get(seat).gemsAtRisk();
        this.seatsInTemple = view.seats().count(SeatView::inTemple);
        this.deck = view.remainingDeck();
        this.cardsLeft = deck.size();
        this.bustCardsLeft = Odds.bustCards(view);
        this.log = log;
        if (log != null) {
            log.checkInStepWith(view); // a log behind by a step would mislead
        }
    }

    @Override
    public Rules rules() {
        return view.rules();
    }

    @Override
    public int seat() {
        return seat;
    }

    @Override
    public int seats() {
        return view.seats().size();
    }

    @Override
    public int round() {
        return view.round();
    }

    @Override
    public int seatsInTemple() {
        return seatsInTemple;
    }

    @Override
    public int gemsAtRisk() {
        return gemsAtRisk;
    }

    @Override
    public int pathGems() {
        return view.pathGems();
    }

    @Override
    public io.vavr.collection.List<Integer> pathGemsByCard() {
        return view.pathGemsByCard();
    }

    @Override
    public int artifactsOnPath() {
        return view.artifactsOnPath().size();
    }

    @Override
    public int cardsLeft() {
        return cardsLeft;
    }

    @Override
    public int bustCardsLeft() {
        return bustCardsLeft;
    }

    @Override
    public long treasureShares(int stayers) {
        return Odds.treasureShares(deck, stayers);
    }

    @Override
    public PlayerView view() {
        return view;
    }

    @Override
    public OptionalInt countedScore(int seat) {
        if (log == null) {
            return Situation.super.countedScore(seat);
        }
        Objects.checkIndex(seat, view.seats().size());
        return OptionalInt.of(log.score(seat));
    }

    @Override
    public io.vavr.collection.Seq<SeenChoice> seenChoices() {
        return log == null ? Situation.super.seenChoices() : log.choices();
    }

    @Override
    public String toString() {
        return "Situation[seat " + seat + ", round " + view.round() + ", " + seatsInTemple + " in the temple, "
                + gemsAtRisk + " at risk, " + view.pathGems() + " on the path, " + bustCardsLeft + " of " + cardsLeft
                + " cards end the round]";
    }
}
