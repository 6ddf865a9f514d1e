package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Validation;
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
 * @param deck this round's quest deck by card id, in draw order: the first {@code revealed} are
 *     the path, the rest is still to draw
 * @param revealed how many cards of {@code deck} have been turned over
 * @param pathGems the gems lying on the path
 * @param inTemple the seats still in the temple, ascending
 * @param pendingChoices the choices made and not yet revealed, by seat
 * @param gemsAtRisk each seat's gems beside its tent, by seat
 * @param tentGems each seat's gems in its tent, by seat
 * @param claims every artifact brought back to camp, in claim order
 * @param removed the ids of the cards removed from the game, in removal order
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
        long randomState) {

    /**
     * Creates the value.
     *
     * @param rules the rules
     * @param seats the seats' names, by seat number
     * @param phase the phase
     * @param round the current round, from 1
     * @param startSeat the round's start player
     * @param deck this round's quest deck by card id, in draw order: the first {@code revealed} are the path, the rest is still to draw
     * @param revealed how many cards of {@code deck} have been turned over
     * @param pathGems the gems lying on the path
     * @param inTemple the seats still in the temple, ascending
     * @param pendingChoices the choices made and not yet revealed, by seat
     * @param gemsAtRisk each seat's gems beside its tent, by seat
     * @param tentGems each seat's gems in its tent, by seat
     * @param claims every artifact brought back to camp, in claim order
     * @param removed the ids of the cards removed from the game, in removal order
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
    }

    /**
     * The cards of a game under these rules, indexed by card id.
     *
     * @param rules the rules
     * @return every treasure, hazard and artifact card of the game, in id order
     */
    public static List<Card> cards(Rules rules) {
        Objects.requireNonNull(rules, "rules");
        return List.of(new Table(rules, List.of("-")).cards);
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
        for (int seat = 0; seat < state.table.seats; seat++) {
            if ((state.chosen & (1 << seat)) != 0) {
                pending = pending.put(seat, (state.camping & (1 << seat)) != 0 ? Choice.CAMP : Choice.TORCH);
            }
        }
        return new StateSnapshot(
                state.table.rules,
                state.table.seatNames,
                state.phase,
                state.round,
                state.startSeat,
                List.ofAll(state.deck),
                state.revealed,
                state.pathGems,
                state.seatsInTemple(),
                pending,
                List.ofAll(state.atRisk),
                List.ofAll(state.tent),
                state.claims.toList(),
                state.removed,
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
        Vector<String> problems = Vector.empty();
        int seatCount = seats.size();
        if (seatCount < rules.minPlayers() || seatCount > rules.maxPlayers()) {
            return invalid(
                    "seats: " + new Violation.SeatCount(seatCount, rules.minPlayers(), rules.maxPlayers()).message());
        }
        for (int seat = 0; seat < seatCount; seat++) {
            String name = seats.get(seat);
            if (name == null || name.isBlank()) {
                problems = problems.append("seats[" + seat + "]: a seat's name must not be blank");
            } else if (seats.indexOf(name) < seat) {
                problems = problems.append("seats[" + seat + "]: '" + name + "' is used twice");
            }
        }
        if (!problems.isEmpty()) {
            return Validation.invalid(problems);
        }
        Table table = new Table(rules, seats);
        int cardCount = table.cards.length;
        if (round < 1 || round > rules.rounds()) {
            problems = problems.append("round: " + round + " is outside 1.." + rules.rounds());
        }
        if (phase == Phase.GAME_OVER && round != rules.rounds()) {
            problems = problems.append("round: a finished game is in its last round, " + rules.rounds());
        }
        if (startSeat < 0 || startSeat >= seatCount) {
            problems = problems.append("startSeat: " + startSeat + " is not a seat (0.." + (seatCount - 1) + ")");
        }
        if (pathGems < 0) {
            problems = problems.append("pathGems: " + pathGems + " is negative");
        }
        int inTempleMask = 0;
        for (Integer seat : inTemple) {
            if (seat == null || seat < 0 || seat >= seatCount) {
                problems = problems.append("inTemple: " + seat + " is not a seat");
            } else if ((inTempleMask & (1 << seat)) != 0) {
                problems = problems.append("inTemple: seat " + seat + " is listed twice");
            } else {
                inTempleMask |= 1 << seat;
            }
        }
        int chosen = 0;
        int camping = 0;
        for (Tuple2<Integer, Choice> entry : pendingChoices) {
            Integer seat = entry._1;
            if (seat == null || seat < 0 || seat >= seatCount || (inTempleMask & (1 << seat)) == 0) {
                problems = problems.append("pendingChoices: seat " + seat + " is not in the temple");
            } else if (entry._2 == null) {
                problems = problems.append("pendingChoices: seat " + seat + " has no choice");
            } else {
                chosen |= 1 << seat;
                camping |= entry._2 == Choice.CAMP ? 1 << seat : 0;
            }
        }
        problems = problems.appendAll(phaseProblems(inTempleMask, chosen));
        Either<String, int[]> checkedAtRisk = gems("gemsAtRisk", gemsAtRisk, seatCount);
        Either<String, int[]> checkedTent = gems("tentGems", tentGems, seatCount);
        int[] atRisk = checkedAtRisk.getOrNull();
        int[] tent = checkedTent.getOrNull();
        problems = problems.appendAll(checkedAtRisk.swap()).appendAll(checkedTent.swap());
        if (atRisk != null) {
            for (int seat = 0; seat < seatCount; seat++) {
                if (atRisk[seat] != 0 && (inTempleMask & (1 << seat)) == 0) {
                    problems = problems.append("gemsAtRisk[" + seat + "]: a seat out of the temple has none at risk");
                }
            }
        }
        int introduced = table.questCards + Math.min(Math.max(round, 0), rules.artifactsInPlay());
        Either<String, int[]> checkedDeck = ids("deck", deck, cardCount);
        Either<String, int[]> checkedRemoved = ids("removed", removed, cardCount);
        problems = problems.appendAll(checkedDeck.swap()).appendAll(checkedRemoved.swap());
        if (!problems.isEmpty()) {
            return Validation.invalid(problems);
        }
        int[] deckIds = checkedDeck.get();
        int[] removedIds = checkedRemoved.get();
        if (revealed < 0 || revealed > deckIds.length) {
            problems = problems.append("revealed: " + revealed + " is outside 0.." + deckIds.length);
            return Validation.invalid(problems);
        }
        if (phase == Phase.REVEAL && revealed == deckIds.length) {
            problems = problems.append("revealed: no card is left to reveal in phase REVEAL");
        }
        if (phase != Phase.REVEAL && revealed == 0) {
            problems = problems.append("revealed: no card has been revealed in phase " + phase);
        }
        // where each card is: 1 in the deck's path, 2 still to draw, 4 removed, 8 claimed
        int[] place = new int[cardCount];
        for (int position = 0; position < deckIds.length; position++) {
            place[deckIds[position]] |= position < revealed ? 1 : 2;
        }
        for (int id : removedIds) {
            place[id] |= 4;
        }
        Array<ClaimedArtifact> claimed = Array.empty();
        for (int index = 0; index < claims.size(); index++) {
            ClaimedArtifact claim = claims.get(index);
            String at = "claims[" + index + "]: ";
            if (claim == null) {
                problems = problems.append(at + "is null");
                continue;
            }
            int number = claim.artifact().number();
            if (number > rules.artifactsInPlay()) {
                problems = problems.append(at + "there is no artifact " + number + " in this game");
                continue;
            }
            int id = table.artifactId(number);
            if (!table.cards[id].equals(claim.artifact())) {
                problems = problems.append(at + "the card is " + table.cards[id] + ", not " + claim.artifact());
            }
            if ((place[id] & 8) != 0) {
                problems = problems.append(at + "artifact " + number + " is claimed twice");
            }
            place[id] |= 8;
            if (claim.seat() < 0 || claim.seat() >= seatCount) {
                problems = problems.append(at + "seat " + claim.seat() + " is not a seat");
            }
            if (claim.claimOrder() != index + 1) {
                problems = problems.append(at + "claim order " + claim.claimOrder() + " should be " + (index + 1));
            } else if (claim.value() != table.artifactValue(id, claim.claimOrder())) {
                problems = problems.append(at + "value " + claim.value() + " should be "
                        + table.artifactValue(id, claim.claimOrder()) + " (R13)");
            }
            if (claim.round() < 1 || claim.round() > round || claim.round() < number) {
                problems = problems.append(at + "round " + claim.round() + " is not a round in which artifact " + number
                        + " could be taken");
            }
            if ((place[id] & 1) != 0 && claim.round() != round) {
                problems = problems.append(
                        at + "the artifact is on this round's path but was taken in round " + claim.round());
            }
            claimed = claimed.append(claim);
        }
        for (int id = 0; id < cardCount; id++) {
            int where = place[id];
            if (id >= introduced && where != 0) {
                problems = problems.append(
                        "card " + id + " (" + table.cards[id] + ") has not entered the game by round " + round);
            } else if (id < introduced && where == 0) {
                problems = problems.append(
                        "card " + id + " (" + table.cards[id] + ") is neither in the deck, nor removed, nor claimed");
            } else if ((where & 12) == 12) {
                problems = problems.append("card " + id + " (" + table.cards[id] + ") is both removed and claimed");
            } else if ((where & 2) != 0 && (where & 12) != 0) {
                problems = problems.append(
                        "card " + id + " (" + table.cards[id] + ") is still to draw but is removed or claimed");
            }
        }
        long hazardsSeen = 0L;
        List<Integer> pathArtifacts = List.empty();
        for (int position = 0; position < revealed; position++) {
            int id = deckIds[position];
            if (table.kinds[id] == Table.HAZARD) {
                long typeBit = 1L << table.numbers[id];
                if ((hazardsSeen & typeBit) != 0) {
                    boolean endsRound = phase == Phase.BUST || phase == Phase.ROUND_OVER || phase == Phase.GAME_OVER;
                    if (position != revealed - 1 || !endsRound) {
                        problems = problems.append("deck[" + position + "]: a second " + table.cards[id]
                                + " would have ended the round (R14)");
                    }
                }
                hazardsSeen |= typeBit;
            } else if (table.kinds[id] == Table.ARTIFACT && place[id] == 1) {
                pathArtifacts = pathArtifacts.append(position);
            }
        }
        if (phase == Phase.BUST) {
            int last = deckIds[revealed - 1];
            boolean pair = table.kinds[last] == Table.HAZARD
                    && List.ofAll(deckIds).take(revealed - 1).exists(id -> table.cards[id].equals(table.cards[last]));
            if (!pair) {
                problems =
                        problems.append("phase: BUST needs the last revealed card to be a second hazard of its type");
            }
        }
        if (!problems.isEmpty()) {
            return Validation.invalid(problems);
        }
        return Validation.valid(new GameState(
                table,
                phase,
                round,
                startSeat,
                deckIds,
                revealed,
                pathGems,
                phase == Phase.GAME_OVER ? List.empty() : pathArtifacts,
                hazardsSeen,
                inTempleMask,
                chosen,
                camping,
                atRisk,
                tent,
                claimed,
                List.ofAll(removedIds),
                randomState));
    }

    private Seq<String> phaseProblems(int inTempleMask, int chosen) {
        switch (phase) {
            case REVEAL:
            case BUST:
                return problemsIf(inTempleMask == 0, "inTemple: phase " + phase + " needs a seat in the temple")
                        .appendAll(problemsIf(chosen != 0, "pendingChoices: must be empty in phase " + phase));
            case CHOOSE:
                return problemsIf(inTempleMask == 0, "inTemple: phase CHOOSE needs a seat in the temple")
                        .appendAll(problemsIf(
                                chosen == inTempleMask,
                                "pendingChoices: every seat has chosen, so the phase is LEAVE, not CHOOSE"));
            case LEAVE:
                return problemsIf(
                        inTempleMask == 0 || chosen != inTempleMask,
                        "pendingChoices: phase LEAVE needs a choice from every seat in the temple");
            default:
                return problemsIf(inTempleMask != 0, "inTemple: must be empty in phase " + phase)
                        .appendAll(problemsIf(chosen != 0, "pendingChoices: must be empty in phase " + phase));
        }
    }

    private static Vector<String> problemsIf(boolean wrong, String problem) {
        return wrong ? Vector.of(problem) : Vector.empty();
    }

    private static Validation<Seq<String>, GameState> invalid(String problem) {
        return Validation.invalid(List.of(problem));
    }

    /** The counts, or the problem with them. */
    private static Either<String, int[]> gems(String field, List<Integer> counts, int seats) {
        if (counts.size() != seats) {
            return Either.left(field + ": " + counts.size() + " counts for " + seats + " seats");
        }
        int[] values = new int[seats];
        for (int seat = 0; seat < seats; seat++) {
            Integer count = counts.get(seat);
            if (count == null || count < 0) {
                return Either.left(field + "[" + seat + "]: " + count + " is not a count of gems");
            }
            values[seat] = count;
        }
        return Either.right(values);
    }

    /** The ids, or the problem with them. */
    private static Either<String, int[]> ids(String field, List<Integer> ids, int cardCount) {
        int[] values = new int[ids.size()];
        boolean[] seen = new boolean[cardCount];
        int index = 0;
        for (Integer id : ids) {
            if (id == null || id < 0 || id >= cardCount) {
                return Either.left(field + "[" + index + "]: " + id + " is not a card id (0.." + (cardCount - 1) + ")");
            }
            if (seen[id]) {
                return Either.left(field + "[" + index + "]: card " + id + " is listed twice");
            }
            seen[id] = true;
            values[index++] = id;
        }
        return Either.right(values);
    }
}
