package io.github.incangold.strategy;

import io.github.incangold.model.Card;
import io.github.incangold.rules.Rules;
import io.github.incangold.view.DeckContents;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.SeatView;
import java.util.Objects;

/** The figures of a seat's view, read once when made. */
final class ViewSituation implements Situation {
    private final PlayerView view;
    private final int seat;
    private final int seatsInTemple;
    private final int gemsAtRisk;
    private final int cardsLeft;
    private final int bustCardsLeft;
    /** The treasure cards left: value, count, value, count, ... */
    private final int[] treasures;

    ViewSituation(PlayerView view) {
        this.view = Objects.requireNonNull(view, "view");
        if (view.viewer().isEmpty()) {
            throw new IllegalArgumentException("a strategy decides for a seat, not from a spectator's view");
        }
        this.seat = view.viewer().get();
        this.gemsAtRisk = view.seats().get(seat).gemsAtRisk();
        this.seatsInTemple = view.seats().count(SeatView::inTemple);
        DeckContents deck = view.remainingDeck();
        int cards = 0;
        int busting = 0;
        int[] values = new int[2 * deck.entries().size()];
        int treasureEntries = 0;
        for (DeckContents.CardCount entry : deck.entries()) {
            cards += entry.count();
            Card card = entry.card();
            if (card instanceof Card.Treasure) {
                values[treasureEntries++] = ((Card.Treasure) card).value();
                values[treasureEntries++] = entry.count();
            } else if (card instanceof Card.Hazard && view.hazardsSeen().contains(((Card.Hazard) card).type())) {
                busting += entry.count();
            }
        }
        this.cardsLeft = cards;
        this.bustCardsLeft = busting;
        this.treasures = java.util.Arrays.copyOf(values, treasureEntries);
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
        if (stayers <= 0) {
            throw new IllegalArgumentException("a share needs at least one seat in the temple, got " + stayers);
        }
        long sum = 0;
        for (int entry = 0; entry < treasures.length; entry += 2) {
            sum += (long) (treasures[entry] / stayers) * treasures[entry + 1];
        }
        return sum;
    }

    @Override
    public PlayerView view() {
        return view;
    }

    @Override
    public String toString() {
        return "Situation[seat " + seat + ", round " + view.round() + ", " + seatsInTemple + " in the temple, "
                + gemsAtRisk + " at risk, " + view.pathGems() + " on the path, " + bustCardsLeft + " of " + cardsLeft
                + " cards end the round]";
    }
}
