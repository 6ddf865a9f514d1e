package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.vavr.collection.List;
import io.vavr.collection.SortedMap;
import io.vavr.collection.TreeMap;
import io.vavr.control.Option;
import java.util.ArrayList;

/**
 * What the rule functions tell as they go: the events of a transition. A transition run for its
 * state alone tells {@link #NONE}, which builds nothing; {@link Step#events()} runs it again from
 * the same state and input with a {@link Recorder}, so events cost only those who ask for them.
 */
interface Chronicle {
    /** Builds no event. */
    Chronicle NONE = new Chronicle() {};

    default void roundStarted(GameState state) {}

    default void cardRevealed(GameState d, int id, int seatsInTemple, int share, int remainder, boolean bust) {}

    /** The seats chose, each in turn, in ascending seat order. */
    default void choicesMade(GameState d, int seats) {}

    default void choicesRevealed(GameState d, int seats, int camping) {}

    default void playersLeft(
            GameState d, int leavers, int share, int remainder, int banked, List<ClaimedArtifact> taken) {}

    default void deckExhausted(GameState d, int seats) {}

    default void bust(GameState d, int id, int seats, int lost, int kept, int[] removed) {}

    default void roundEnded(GameState d, int round, int gemsReturned, int[] artifactsLost) {}

    default void gameEnded(GameState over) {}

    /**
     * Tells the {@link PlayObserver} a draft carries while it is drafted ({@link
     * GameState#observer}) in primitives, building nothing: the facts of the events, from the same
     * calls of the rule functions. One object serves every draft, so observing allocates nothing.
     */
    Chronicle OBSERVED = new Observed();

    /** {@link #OBSERVED}. */
    final class Observed implements Chronicle {
        private Observed() {}

        @Override
        public void roundStarted(GameState state) {
            state.observer.roundStarted(state.round, state.startSeat(), state.cardsLeft());
        }

        @Override
        public void cardRevealed(GameState d, int id, int seatsInTemple, int share, int remainder, boolean bust) {
            d.observer.cardRevealed(d.catalog().cards[id], seatsInTemple, share, remainder, bust);
        }

        @Override
        public void choicesMade(GameState d, int seats) {
            d.observer.choicesMade(seats);
        }

        @Override
        public void choicesRevealed(GameState d, int seats, int camping) {
            d.observer.choicesRevealed(seats, camping);
        }

        @Override
        public void playersLeft(
                GameState d, int leavers, int share, int remainder, int banked, List<ClaimedArtifact> taken) {
            d.observer.playersLeft(leavers, share, remainder, banked);
            for (List<ClaimedArtifact> rest = taken; !rest.isEmpty(); rest = rest.tail()) {
                ClaimedArtifact claimed = rest.head();
                d.observer.artifactClaimed(claimed.seat(), claimed.artifact(), claimed.value());
            }
        }

        @Override
        public void deckExhausted(GameState d, int seats) {
            d.observer.deckExhausted(seats);
        }

        @Override
        public void bust(GameState d, int id, int seats, int lost, int kept, int[] removed) {
            Card[] cards = d.catalog().cards;
            d.observer.bust(((Card.Hazard) cards[id]).type(), seats, lost, kept);
            for (int removedId : removed) {
                d.observer.cardRemoved(cards[removedId]);
            }
        }

        @Override
        public void roundEnded(GameState d, int round, int gemsReturned, int[] artifactsLost) {
            d.observer.roundEnded(round, gemsReturned, artifactsLost.length);
        }

        @Override
        public void gameEnded(GameState over) {
            PlayObserver observer = over.observer;
            Rulebook.placeSeats(
                    over, (seat, place, score, tentGems, artifacts) -> observer.seatPlaced(seat, place, score));
            observer.gameEnded();
        }
    }

    /** Builds the events, in order; seat maps iterate in seat order. */
    final class Recorder implements Chronicle {
        private final Catalog catalog;
        private final ArrayList<GameEvent> events = new ArrayList<>();

        Recorder(Catalog catalog) {
            this.catalog = catalog;
        }

        List<GameEvent> events() {
            return List.ofAll(events);
        }

        @Override
        public void roundStarted(GameState state) {
            int round = state.round;
            List<Card.Artifact> added = List.empty();
            for (int number = Rulebook.artifactsEnteredBy(state.rules(), round);
                    number > Rulebook.artifactsEnteredBy(state.rules(), round - 1);
                    number--) {
                added = added.prepend((Card.Artifact) catalog.cards[catalog.artifactId(number)]);
            }
            events.add(new GameEvent.RoundStarted(
                    round, state.startSeat(), added.headOption(), state.cardsLeft(), added.drop(1)));
        }

        @Override
        public void cardRevealed(GameState d, int id, int seatsInTemple, int share, int remainder, boolean bust) {
            events.add(new GameEvent.CardRevealed(catalog.cards[id], seatsInTemple, share, remainder, bust));
        }

        @Override
        public void choicesMade(GameState d, int seatBits) {
            SeatSet seats = SeatSet.of(seatBits);
            for (int seat = seats.first(); seat >= 0; seat = seats.after(seat)) {
                events.add(new GameEvent.ChoiceMade(seat));
            }
        }

        @Override
        public void choicesRevealed(GameState d, int seatBits, int campingBits) {
            SeatSet seats = SeatSet.of(seatBits);
            SeatSet camping = SeatSet.of(campingBits);
            SortedMap<Integer, Choice> choices = TreeMap.empty();
            for (int seat = seats.first(); seat >= 0; seat = seats.after(seat)) {
                choices = choices.put(seat, camping.contains(seat) ? Choice.CAMP : Choice.TORCH);
            }
            events.add(new GameEvent.ChoicesRevealed(choices));
        }

        @Override
        public void playersLeft(
                GameState d, int leaverBits, int share, int remainder, int banked, List<ClaimedArtifact> taken) {
            SeatSet leavers = SeatSet.of(leaverBits);
            events.add(new GameEvent.PlayersLeft(leavers.toList(), share, remainder, each(leavers, banked), taken));
        }

        @Override
        public void deckExhausted(GameState d, int seats) {
            events.add(new GameEvent.DeckExhausted(SeatSet.of(seats).toList()));
        }

        @Override
        public void bust(GameState d, int id, int seatBits, int lost, int kept, int[] removed) {
            Card card = catalog.cards[id];
            List<Card> others = List.empty();
            for (int index = removed.length - 1; index >= 0; index--) {
                if (removed[index] != id) {
                    others = others.prepend(catalog.cards[removed[index]]);
                }
            }
            events.add(new GameEvent.Bust(
                    ((Card.Hazard) card).type(),
                    each(SeatSet.of(seatBits), lost),
                    removed.length > 0 ? Option.some(card) : Option.none(),
                    kept > 0 ? each(SeatSet.of(seatBits), kept) : TreeMap.empty(),
                    others));
        }

        @Override
        public void roundEnded(GameState d, int round, int gemsReturned, int[] artifactsLost) {
            List<Card.Artifact> lost = List.empty();
            for (int index = artifactsLost.length - 1; index >= 0; index--) {
                lost = lost.prepend((Card.Artifact) catalog.cards[artifactsLost[index]]);
            }
            events.add(new GameEvent.RoundEnded(round, gemsReturned, lost));
        }

        @Override
        public void gameEnded(GameState over) {
            events.add(new GameEvent.GameEnded(Rulebook.rankPlayers(over)));
        }

        private static SortedMap<Integer, Integer> each(SeatSet seats, int gems) {
            SortedMap<Integer, Integer> bySeat = TreeMap.empty();
            for (int seat = seats.first(); seat >= 0; seat = seats.after(seat)) {
                bySeat = bySeat.put(seat, gems);
            }
            return bySeat;
        }
    }
}
