package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.vavr.collection.List;
import io.vavr.collection.SortedMap;
import io.vavr.control.Option;

/**
 * Something that happened in a game, with the numbers a frontend needs to show it. Every
 * transition returns its events in order in its {@link Step}. Amounts and choices by seat are
 * sorted maps, which iterate in seat order.
 */
public sealed interface GameEvent
        permits GameEvent.RoundStarted,
                GameEvent.CardRevealed,
                GameEvent.ChoiceMade,
                GameEvent.ChoicesRevealed,
                GameEvent.PlayersLeft,
                GameEvent.DeckExhausted,
                GameEvent.Bust,
                GameEvent.RoundEnded,
                GameEvent.GameEnded {

    /**
     * A round began (R5, R7, R8): every card still in the game, with this round's artifact,
     * formed the deck.
     *
     * @param round the round, from 1
     * @param startSeat the start player of the round
     * @param artifactAdded the artifact added to the deck this round, if any (the first of them
     *     when the rules add several a round)
     * @param deckSize the number of cards in the quest deck
     * @param alsoAdded the further artifacts added this round, in number order, when the rules add
     *     more than one a round; empty otherwise
     */
    record RoundStarted(
            int round, int startSeat, Option<Card.Artifact> artifactAdded, int deckSize, List<Card.Artifact> alsoAdded)
            implements GameEvent {
        /**
         * A round that added at most one artifact, as the rulebook's rounds do.
         *
         * @param round the round, from 1
         * @param startSeat the start player of the round
         * @param artifactAdded the artifact added to the deck this round, if any
         * @param deckSize the number of cards in the quest deck
         */
        public RoundStarted(int round, int startSeat, Option<Card.Artifact> artifactAdded, int deckSize) {
            this(round, startSeat, artifactAdded, deckSize, List.empty());
        }
    }

    /**
     * A card was turned over (R10, R14, R5).
     *
     * @param card the card
     * @param seatsInTemple how many seats shared it
     * @param share the gems each of them received (treasure only)
     * @param remainder the gems left on the path (treasure only)
     * @param bust true when this hazard brings its type to the rules' bust trigger this round (R14)
     */
    record CardRevealed(Card card, int seatsInTemple, int share, int remainder, boolean bust) implements GameEvent {}

    /**
     * A seat has made its secret choice; what it chose stays hidden until {@link ChoicesRevealed}.
     *
     * @param seat the seat
     */
    record ChoiceMade(int seat) implements GameEvent {}

    /**
     * The choices were revealed together (R9).
     *
     * @param choices each choosing seat's choice, by seat
     */
    record ChoicesRevealed(SortedMap<Integer, Choice> choices) implements GameEvent {}

    /**
     * Seats left the temple together and went back to camp (R11, R12, R13; R17 when the deck ran
     * out).
     *
     * @param seats the leavers, by seat number
     * @param share the gems from the path each leaver received
     * @param remainder the gems left on the path
     * @param banked the gems each leaver put in its tent (this round's gems plus its share)
     * @param artifacts the artifacts taken, with their values, in claim order
     */
    record PlayersLeft(
            List<Integer> seats,
            int share,
            int remainder,
            SortedMap<Integer, Integer> banked,
            List<ClaimedArtifact> artifacts)
            implements GameEvent {}

    /**
     * No card was left to reveal, so every seat still in the temple leaves at once (R17); a
     * {@link PlayersLeft} follows.
     *
     * @param seats the seats forced out
     */
    record DeckExhausted(List<Integer> seats) implements GameEvent {}

    /**
     * The round ended on a bust: a hazard type reached the rules' bust trigger (R14).
     *
     * @param type the hazard type
     * @param lost the gems each seat still in the temple gave back
     * @param removed the busting card, when the rules remove hazards from the game
     * @param kept the gems each seat still in the temple carried to its tent, when the rules'
     *     bust penalty lets it keep some; empty otherwise
     * @param alsoRemoved the other cards of the type that left the game with the busting one,
     *     when the rules remove the pair or the whole type; empty otherwise
     */
    record Bust(
            HazardType type,
            SortedMap<Integer, Integer> lost,
            Option<Card> removed,
            SortedMap<Integer, Integer> kept,
            List<Card> alsoRemoved)
            implements GameEvent {
        /**
         * A bust under the rulebook's penalty and removal: nothing kept, nothing else removed.
         *
         * @param type the hazard type
         * @param lost the gems each seat gave back
         * @param removed the busting card, when removed
         */
        public Bust(HazardType type, SortedMap<Integer, Integer> lost, Option<Card> removed) {
            this(type, lost, removed, io.vavr.collection.TreeMap.empty(), List.empty());
        }
    }

    /**
     * A round ended (R16).
     *
     * @param round the round
     * @param gemsReturned the gems left on the path, back to the bank
     * @param artifactsLost the artifacts left on the path, removed from the game
     */
    record RoundEnded(int round, int gemsReturned, List<Card.Artifact> artifactsLost) implements GameEvent {}

    /**
     * The last round ended (R18, R19).
     *
     * @param outcome scores, ranking and winners
     */
    record GameEnded(Outcome outcome) implements GameEvent {}
}
