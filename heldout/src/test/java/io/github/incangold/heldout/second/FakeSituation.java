package io.github.incangold.heldout.second;

import io.github.incangold.engine.Phase;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.view.PlayerView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.OptionalInt;

/**
 * A situation with the figures a test sets, for seat 0 of an Incan Gold game under the rulebook's
 * rules: the bots' decisions derived by hand from them. Its haul is the rules' own (gems at risk
 * plus an even share of the path's gems); its view shows the path, the hazards seen and the
 * remaining deck, and the hazards on the path are counted from that view, as a situation read from
 * a view counts them.
 */
final class FakeSituation implements Situation {
    int seats = 4;
    int round = 1;
    int seatsInTemple = 4;
    int gemsAtRisk;
    int pathGems;
    int artifactsOnPath;
    int cardsLeft = 20;
    int bustCardsLeft;
    /** The sum of the shares when as many seats as are in the temple stay; other counts are not asked. */
    long treasureShares;

    int[] scores = new int[0];
    Seq<SeenChoice> seen = Vector.empty();
    List<Card> path = List.empty();
    List<Card> deck = List.empty();

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
    public int round() {
        return round;
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
        return pathGems;
    }

    @Override
    public int artifactsOnPath() {
        return artifactsOnPath;
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
        if (stayers != seatsInTemple) {
            throw new AssertionError("asked the shares of " + stayers + " stayers");
        }
        return treasureShares;
    }

    @Override
    public OptionalInt countedScore(int seat) {
        return seat < scores.length ? OptionalInt.of(scores[seat]) : OptionalInt.empty();
    }

    @Override
    public Seq<SeenChoice> seenChoices() {
        return seen;
    }

    @Override
    public PlayerView view() {
        List<PlayerView.SeatView> seatViews = List.range(0, seats)
                .map(seat -> new PlayerView.SeatView(
                        seat,
                        "seat " + seat,
                        seat < seatsInTemple,
                        false,
                        Option.none(),
                        seat < seatsInTemple ? gemsAtRisk : 0,
                        Option.none(),
                        List.empty(),
                        Option.none()));
        List<HazardType> hazardsSeen = path.flatMap(
                        card -> card instanceof Card.Hazard hazard ? List.of(hazard.type()) : List.<HazardType>empty())
                .distinct();
        return new PlayerView(
                rules(),
                Option.some(0),
                Phase.CHOOSE,
                round,
                0,
                path,
                pathGems,
                List.empty(),
                List.empty(),
                hazardsSeen,
                PlayerView.DeckContents.of(deck),
                List.empty(),
                seatViews,
                List.range(0, seatsInTemple),
                List.empty(),
                Option.none());
    }
}
