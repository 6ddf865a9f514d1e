package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import io.vavr.control.Validation;
import java.lang.invoke.VarHandle;
import java.util.Objects;

/**
 * Every part of a {@link GameState}, secrets included, as plain public values: what a server
 * stores to save a game and reads back to load it. {@link #of(GameState)} takes a state apart and
 * {@link #restore()} checks the parts and puts the same state back together, so that {@code
 * StateSnapshot.of(state).restore().get().equals(state)}.
 *
 * <p>Cards are named by id, because equal cards (two treasure 5s, three fires) are distinct
 * physical cards whose places in the deck a state tells apart. The ids of a game are the indexes
 * of {@link #cards(Rules)}: treasures by ascending value, then hazards by type name, each type's
 * copies in a row, then artifacts by number.
 *
 * <pre>{@code
 * StateSnapshot saved = StateSnapshot.of(state);
 * Validation<Seq<String>, GameState> loaded = saved.restore();
 * }</pre>
 *
 * <p>A snapshot holds every secret of the game (R21): never show one to a player.
 *
 * @param rules the rules
 * @param seats the seats' names, by seat number
 * @param phase the phase
 * @param round the current round, from 1
 * @param startSeat the round's start player
 * @param deck this round's quest deck by card id: the first {@code revealed} are the path, in
 *     order; the rest are the cards still to draw, in ascending id order (the order in which
 *     they will be drawn follows from the random state)
 * @param revealed how many cards of {@code deck} have been turned over
 * @param pathGems the gems lying on the path
 * @param inTemple the seats still in the temple, ascending
 * @param pendingChoices the choices made and not yet revealed, by seat
 * @param gemsAtRisk each seat's gems beside its tent, by seat: the same for every seat in the
 *     temple (R10), none for the others
 * @param tentGems each seat's gems in its tent, by seat
 * @param claims every artifact brought back to camp, in claim order
 * @param removed the ids of the cards removed from the game, in removal order
 * @param gemsDealt every gem on the treasure cards revealed in the game so far, and the starting
 *     gems (R18)
 * @param gemsReturned the gems gone back to the bank so far (left on the path at a round's end,
 *     lost in a bust)
 * @param pathGemsByCard with card-by-card leftovers (R11), the gems lying on each revealed card,
 *     in path order (trailing cards without gems may be left out); empty under the other rules
 * @param randomState the random generator's state
 */
public record StateSnapshot(
        Rules rules,
        List<String> seats,
        Phase phase,
        int round,
        int startSeat,
        List<Integer> deck,
        int revealed,
        int pathGems,
        List<Integer> inTemple,
        Map<Integer, Choice> pendingChoices,
        List<Integer> gemsAtRisk,
        List<Integer> tentGems,
        List<ClaimedArtifact> claims,
        List<Integer> removed,
        int gemsDealt,
        int gemsReturned,
        List<Integer> pathGemsByCard,
        long randomState) {

    /**
     * Creates the value.
     *
     * @param rules the rules
     * @param seats the seats' names, by seat number
     * @param phase the phase
     * @param round the current round, from 1
     * @param startSeat the round's start player
     * @param deck this round's quest deck by card id: the first {@code revealed} are the path, in order; the rest are the cards still to draw, in ascending id order
     * @param revealed how many cards of {@code deck} have been turned over
     * @param pathGems the gems lying on the path
     * @param inTemple the seats still in the temple, ascending
     * @param pendingChoices the choices made and not yet revealed, by seat
     * @param gemsAtRisk each seat's gems beside its tent, by seat: the same for every seat in the
     *     temple (R10), none for the others
     * @param tentGems each seat's gems in its tent, by seat
     * @param claims every artifact brought back to camp, in claim order
     * @param removed the ids of the cards removed from the game, in removal order
     * @param gemsDealt every gem on the treasure cards revealed in the game so far
     * @param gemsReturned the gems gone back to the bank so far
     * @param pathGemsByCard with card-by-card leftovers, the gems on each revealed card
     * @param randomState the random generator's state
     * @throws NullPointerException if a component is null
     */
    public StateSnapshot {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(seats, "seats");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(deck, "deck");
        Objects.requireNonNull(inTemple, "inTemple");
        Objects.requireNonNull(pendingChoices, "pendingChoices");
        Objects.requireNonNull(gemsAtRisk, "gemsAtRisk");
        Objects.requireNonNull(tentGems, "tentGems");
        Objects.requireNonNull(claims, "claims");
        Objects.requireNonNull(removed, "removed");
        Objects.requireNonNull(pathGemsByCard, "pathGemsByCard");
    }

    /**
     * The cards of a game under these rules, indexed by card id.
     *
     * @param rules the rules
     * @return every treasure, hazard and artifact card of the game, in id order
     */
    public static List<Card> cards(Rules rules) {
        Objects.requireNonNull(rules, "rules");
        return List.of(Catalog.of(rules).cards);
    }

    /**
     * Takes a state apart.
     *
     * @param state the state
     * @return its parts
     */
    public static StateSnapshot of(GameState state) {
        Objects.requireNonNull(state, "state");
        Map<Integer, Choice> pending = TreeMap.empty();
        for (int seat = SeatSet.first(state.chosen); seat >= 0; seat = SeatSet.after(state.chosen, seat)) {
            pending = pending.put(seat, SeatSet.contains(state.camping, seat) ? Choice.CAMP : Choice.TORCH);
        }
        java.util.ArrayList<Integer> deck = new java.util.ArrayList<>();
        for (int position = 0; position < state.revealed; position++) {
            deck.add(state.path.get(position));
        }
        CardSet toDraw = state.cardsToDraw();
        for (int id = toDraw.first(); id >= 0; id = toDraw.after(id)) {
            deck.add(id);
        }
        List<Integer> atRisk = List.range(0, state.seatCount()).map(state::gemsAtRisk);
        return new StateSnapshot(
                state.rules(),
                state.seats(),
                state.phase,
                state.round,
                state.startSeat(),
                List.ofAll(deck),
                state.revealed,
                state.pathGems,
                state.seatsInTemple(),
                pending,
                atRisk,
                List.ofAll(state.tents),
                state.claims.toList(),
                state.removedCardIds(),
                state.gemsDealt(),
                state.gemsReturned,
                state.pathGemsByCard(),
                state.random);
    }

    /**
     * Checks the parts and puts the state back together. The artifacts on the path and the
     * hazard types seen are not stored: they follow from the path, the claims and the removed
     * cards.
     *
     * @return the state, or every problem found, each naming the part and what is wrong
     */
    public Validation<Seq<String>, GameState> restore() {
        SnapshotCheck check = new SnapshotCheck(this);
        Seq<String> problems = check.problems();
        if (!problems.isEmpty()) {
            return Validation.invalid(problems);
        }
        int seatCount = seats.size();
        int[] deckIds = check.deckIds;
        int[] removedIds = check.removedIds;
        SeatSet seatsInTemple = check.seatsInTemple;
        SeatSet chosen = check.chosen;
        SeatSet camping = check.camping;
        int roundGems = check.roundGems;
        int[] tent = check.tent;
        Array<ClaimedArtifact> claimed = check.claimed;
        GameState state = new GameState();
        state.setup = new Setup(rules, seats, (int) Math.floorMod(startSeat - (round - 1L), (long) seatCount));
        state.phase = phase;
        state.round = round;
        CardSet toDraw = CardSet.EMPTY;
        for (int position = revealed; position < deckIds.length; position++) {
            toDraw = toDraw.with(deckIds[position]);
        }
        CardSet dealt = toDraw;
        for (int position = 0; position < revealed; position++) {
            dealt = dealt.with(deckIds[position]);
        }
        state.path = Path.of(deckIds, revealed, deckIds.length, dealt.low(), dealt.high());
        state.revealed = revealed;
        state.toDraw = toDraw.low();
        state.pathGems = pathGems;
        state.inTemple = seatsInTemple.bits();
        state.chosen = chosen.bits();
        state.camping = camping.bits();
        state.roundGems = roundGems;
        state.tents = tent;
        state.claims = claimed;
        state.removedLatestFirst = List.ofAll(removedIds).reverse();
        state.gemsReturned = gemsReturned;
        state.uncommon = UncommonParts.of(
                toDraw.high(),
                Rulebook.keepsGemsOnEachCard(rules.leftoverGems())
                        ? pathGemsByCard
                                .toJavaStream()
                                .mapToInt(Integer::intValue)
                                .toArray()
                        : null);
        state.random = randomState;
        // Published as a transition's state is (see Step).
        VarHandle.releaseFence();
        return Validation.valid(state);
    }
}
