package io.github.incangold.strategies;

import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.PlayerView.DeckContents;
import io.github.incangold.view.PlayerView.SeatView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Seat 0 of an Incan Gold game with figures a simple bot's test sets by hand: its whole haul at
 * risk, nothing on the path, 20 cards left of which 2 would end the round, 30 to gain; no scores
 * and no record unless given, and a view only if given, counting how often it is asked for.
 */
final class FixedSituation implements Situation {
    private final int round;
    private final int seats;
    private final int seatsInTemple;
    private final int haul;
    private final int[] scores;
    private final Seq<SeenChoice> record;
    private final PlayerView view;
    private final AtomicInteger viewsBuilt;

    private FixedSituation(
            int round,
            int seats,
            int seatsInTemple,
            int haul,
            int[] scores,
            Seq<SeenChoice> record,
            PlayerView view,
            AtomicInteger viewsBuilt) {
        this.round = round;
        this.seats = seats;
        this.seatsInTemple = seatsInTemple;
        this.haul = haul;
        this.scores = scores;
        this.record = record;
        this.view = view;
        this.viewsBuilt = viewsBuilt;
    }

    /** Seat 0 of {@code seats}, {@code seatsInTemple} of them in the temple, with that haul at risk. */
    static FixedSituation of(int round, int seats, int seatsInTemple, int haul) {
        return new FixedSituation(round, seats, seatsInTemple, haul, null, List.empty(), null, new AtomicInteger());
    }

    /** The same with every seat's score as counted from the public log. */
    FixedSituation withScores(int... counted) {
        return new FixedSituation(round, seats, seatsInTemple, haul, counted.clone(), record, view, viewsBuilt);
    }

    /** The same with the game's record of choices. */
    FixedSituation withRecord(Seq<SeenChoice> choices) {
        return new FixedSituation(round, seats, seatsInTemple, haul, scores, choices, view, viewsBuilt);
    }

    /** The same with a view that counts into {@code counter} how often it is asked for. */
    FixedSituation withView(PlayerView shown, AtomicInteger counter) {
        return new FixedSituation(round, seats, seatsInTemple, haul, scores, record, shown, counter);
    }

    /**
     * Seat 0's view of an Incan Gold game in {@link Phase#CHOOSE}: the seats in the temple as
     * {@code inTemple} says, each holding {@code gemsAtRisk} and awaited, and the path.
     */
    static PlayerView view(int round, List<Boolean> inTemple, int gemsAtRisk, List<Card> path) {
        return new PlayerView(
                Rules.incanGold(),
                Option.some(0),
                Phase.CHOOSE,
                round,
                0,
                path,
                0,
                List.empty(),
                List.empty(),
                List.empty(),
                DeckContents.of(List.empty()),
                List.empty(),
                List.range(0, inTemple.length())
                        .map(seat -> new SeatView(
                                seat,
                                "seat " + seat,
                                inTemple.get(seat),
                                false,
                                Option.none(),
                                gemsAtRisk,
                                Option.none(),
                                List.empty(),
                                Option.none())),
                List.range(0, inTemple.length()).filter(inTemple::get),
                List.empty(),
                Option.none());
    }

    @Override
    public Rules rules() {
        return Rules.incanGold();
    }

    @Override
    public int seat() {
        return 0;
    }

    @Override
    public int seats() {
        return seats;
    }

    @Override
    public OptionalInt countedScore(int seat) {
        return scores == null ? OptionalInt.empty() : OptionalInt.of(scores[seat]);
    }

    @Override
    public int round() {
        return round;
    }

    @Override
    public int seatsInTemple() {
        return seatsInTemple;
    }

    @Override
    public int gemsAtRisk() {
        return haul;
    }

    @Override
    public int haul() {
        return haul;
    }

    @Override
    public int pathGems() {
        return 0;
    }

    @Override
    public int artifactsOnPath() {
        return 0;
    }

    @Override
    public int cardsLeft() {
        return 20;
    }

    @Override
    public int bustCardsLeft() {
        return 2;
    }

    @Override
    public long treasureShares(int stayers) {
        return 30;
    }

    @Override
    public Seq<SeenChoice> seenChoices() {
        return record;
    }

    @Override
    public PlayerView view() {
        if (view == null) {
            throw new AssertionError("the bot asked for the view, which this test gives none of");
        }
        viewsBuilt.incrementAndGet();
        return view;
    }
}
