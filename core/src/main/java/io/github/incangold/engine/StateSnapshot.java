package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverArtifacts;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeMap;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
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
        Vector<String> problems = Vector.empty();
        int seatCount = seats.size();
        Option<Violation> refusedSeats = Setup.refuseSeats(rules, seats);
        if (refusedSeats.isDefined()) {
            Violation refused = refusedSeats.get();
            return invalid(
                    refused instanceof Violation.InvalidSeatName invalidName
                            ? "seats[" + invalidName.seat() + "]: " + refused.message()
                            : "seats: " + refused.message());
        }
        Catalog table = Catalog.of(rules);
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
        SeatSet seatsInTemple = SeatSet.EMPTY;
        for (Integer seat : inTemple) {
            if (seat == null || seat < 0 || seat >= seatCount) {
                problems = problems.append("inTemple: " + seat + " is not a seat");
            } else if (seatsInTemple.contains(seat)) {
                problems = problems.append("inTemple: seat " + seat + " is listed twice");
            } else {
                seatsInTemple = seatsInTemple.with(seat);
            }
        }
        SeatSet chosen = SeatSet.EMPTY;
        SeatSet camping = SeatSet.EMPTY;
        for (Tuple2<Integer, Choice> entry : pendingChoices) {
            Integer seat = entry._1;
            if (seat == null || !seatsInTemple.contains(seat)) {
                problems = problems.append("pendingChoices: seat " + seat + " is not in the temple");
            } else if (entry._2 == null) {
                problems = problems.append("pendingChoices: seat " + seat + " has no choice");
            } else {
                chosen = chosen.with(seat);
                camping = entry._2 == Choice.CAMP ? camping.with(seat) : camping;
            }
        }
        problems = problems.appendAll(phaseProblems(seatsInTemple, chosen));
        Either<String, int[]> checkedAtRisk = gems("gemsAtRisk", gemsAtRisk, seatCount);
        Either<String, int[]> checkedTent = gems("tentGems", tentGems, seatCount);
        int[] atRisk = checkedAtRisk.getOrNull();
        int[] tent = checkedTent.getOrNull();
        problems = problems.appendAll(checkedAtRisk.swap()).appendAll(checkedTent.swap());
        int roundGems = 0;
        if (atRisk != null) {
            int first = seatsInTemple.first();
            roundGems = first < 0 ? 0 : atRisk[first];
            for (int seat = 0; seat < seatCount; seat++) {
                if (atRisk[seat] != 0 && !seatsInTemple.contains(seat)) {
                    problems = problems.append("gemsAtRisk[" + seat + "]: a seat out of the temple has none at risk");
                } else if (seatsInTemple.contains(seat) && atRisk[seat] != roundGems) {
                    problems = problems.append("gemsAtRisk[" + seat + "]: " + atRisk[seat] + " differs from seat "
                            + first + "'s " + roundGems + "; every seat in the temple received every share (R10)");
                }
            }
        }
        int introduced = table.questCards + rules.artifactsEnteredBy(round);
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
        // A round dealt no card at all (a house rule's bust removal emptied the deck) is over at once (R17).
        boolean emptyRound = deckIds.length == 0 && (phase == Phase.ROUND_OVER || phase == Phase.GAME_OVER);
        if (phase != Phase.REVEAL && revealed == 0 && !emptyRound) {
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
            } else if (claim.round() >= 1
                    && claim.value()
                            != Rulebook.artifactValue(rules, claim.artifact(), claim.claimOrder(), claim.round())) {
                problems = problems.append(at + "value " + claim.value() + " should be "
                        + Rulebook.artifactValue(rules, claim.artifact(), claim.claimOrder(), claim.round())
                        + " (R13)");
            }
            if (claim.round() < 1 || claim.round() > round || claim.round() < rules.roundArtifactEnters(number)) {
                problems = problems.append(at + "round " + claim.round() + " is not a round in which artifact " + number
                        + " could be taken");
            }
            if ((place[id] & 1) == 0 && claim.round() == round) {
                problems = problems.append(at + "taken in round " + round + " but not on this round's path");
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
        int[] revealedOfType = new int[table.cardsOfType.length];
        int artifactsOnPath = 0;
        for (int position = 0; position < revealed; position++) {
            int id = deckIds[position];
            if (table.kinds[id] == Catalog.HAZARD) {
                int type = table.numbers[id];
                revealedOfType[type]++;
                if (Rulebook.endsRound(revealedOfType[type], rules.bustTrigger())) {
                    boolean endsRound = phase == Phase.BUST || phase == Phase.ROUND_OVER || phase == Phase.GAME_OVER;
                    if (position != revealed - 1 || !endsRound) {
                        problems = problems.append("deck[" + position + "]: "
                                + (revealedOfType[type] == 2
                                        ? "a second " + table.cards[id]
                                        : table.cards[id] + " number " + revealedOfType[type] + " of its type")
                                + " would have ended the round (R14)");
                    }
                }
            } else if (table.kinds[id] == Catalog.ARTIFACT && place[id] == 1) {
                artifactsOnPath++;
            } else if (table.kinds[id] == Catalog.ARTIFACT && artifactsOnPath > 0) {
                problems = problems.append(
                        "deck[" + position + "]: " + table.cards[id]
                                + " was taken while an earlier artifact stayed on the path; the earliest are taken first (R12)");
            }
        }
        if (phase == Phase.BUST && revealed > 0 && !bustedThisRound(table, deckIds)) {
            problems = problems.append(
                    rules.bustTrigger() == 2
                            ? "phase: BUST needs the last revealed card to be a second hazard of its type"
                            : "phase: BUST needs the last revealed card to be hazard number " + rules.bustTrigger()
                                    + " of its type this round (R14)");
        }
        problems = problems.appendAll(pileProblems(table, deckIds));
        problems = problems.appendAll(removalProblems(table, deckIds, removedIds));
        problems = problems.appendAll(templeProblems(table, deckIds, seatsInTemple, seatCount));
        problems = problems.appendAll(gemProblems(table, deckIds, seatsInTemple, roundGems, tent));
        if (!problems.isEmpty()) {
            return Validation.invalid(problems);
        }
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
                rules.leftoverGems() == LeftoverGems.CARD_BY_CARD
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

    /** Whether this round ended in a bust: its last revealed card is a second hazard of its type (R14). */
    private boolean bustedThisRound(Catalog table, int[] deckIds) {
        if (revealed == 0 || (phase != Phase.BUST && phase != Phase.ROUND_OVER && phase != Phase.GAME_OVER)) {
            return false;
        }
        int last = deckIds[revealed - 1];
        if (table.kinds[last] != Catalog.HAZARD) {
            return false;
        }
        int ofType = 0;
        for (int position = 0; position < revealed; position++) {
            if (table.kinds[deckIds[position]] == Catalog.HAZARD
                    && table.numbers[deckIds[position]] == table.numbers[last]) {
                ofType++;
            }
        }
        return Rulebook.endsRound(ofType, rules.bustTrigger());
    }

    /**
     * R10, R11: with card-by-card leftovers, the gems on each revealed card: no more than the
     * card's remainder could leave there, none on a card that is not a treasure, and together
     * the gems on the path. Under the other rules the path is one pool and lists none.
     */
    private Vector<String> pileProblems(Catalog table, int[] deckIds) {
        if (rules.leftoverGems() != LeftoverGems.CARD_BY_CARD) {
            return problemsIf(
                    !pathGemsByCard.isEmpty(),
                    "pathGemsByCard: lists gems by card, but these rules keep the path's gems in one pool (R11)");
        }
        if (pathGemsByCard.size() > revealed) {
            return Vector.of(
                    "pathGemsByCard: " + pathGemsByCard.size() + " entries for " + revealed + " revealed cards");
        }
        Vector<String> problems = Vector.empty();
        long total = 0;
        for (int position = 0; position < pathGemsByCard.size(); position++) {
            Integer pile = pathGemsByCard.get(position);
            int id = deckIds[position];
            // A card keeps a division's remainder, always less than the seats that divided it.
            int most = table.kinds[id] == Catalog.TREASURE ? Math.min(table.numbers[id], seatCount() - 1) : 0;
            if (pile == null || pile < 0 || pile > most) {
                problems = problems.append("pathGemsByCard[" + position + "]: " + pile + " gems on " + table.cards[id]
                        + ", which can leave 0 to " + most + " there (R10)");
            } else {
                total += pile;
            }
        }
        if (problems.isEmpty() && total != pathGems) {
            problems = problems.append(
                    "pathGemsByCard: the cards hold " + total + " gems, but pathGems is " + pathGems + " (R11)");
        }
        return problems;
    }

    /**
     * R14, R16: only hazards removed by busts, as the rules' bust removal says (at most one bust
     * a round), and artifacts left on the path at a round's end leave the game.
     */
    private Vector<String> removalProblems(Catalog table, int[] deckIds, int[] removedIds) {
        Vector<String> problems = Vector.empty();
        boolean busted = bustedThisRound(table, deckIds) && phase != Phase.BUST;
        int busts = round - 1 + (busted ? 1 : 0);
        // With every hazard ending the round (trigger 1) there is no pair: the busting card alone leaves.
        BustRemoval removal = rules.bustRemoval() == BustRemoval.PAIR && rules.bustTrigger() == 1
                ? BustRemoval.BUSTING_CARD
                : rules.bustRemoval();
        int[] ofType = new int[table.cardsOfType.length];
        for (int index = 0; index < removedIds.length; index++) {
            int id = removedIds[index];
            String at = "removed[" + index + "]: ";
            if (table.kinds[id] == Catalog.TREASURE) {
                problems = problems.append(
                        at + table.cards[id]
                                + " is a treasure card; only busting hazards (R14) and artifacts lost on the path (R16) leave the game");
            } else if (table.kinds[id] == Catalog.HAZARD) {
                int type = table.numbers[id];
                ofType[type]++;
                if (removal == BustRemoval.NONE) {
                    problems = problems.append(
                            at + table.cards[id] + " is removed, but these rules keep busting hazards (R14)");
                } else if (removal == BustRemoval.BUSTING_CARD
                        && ofType[type] > table.cardsOfType[type].size() - rules.bustTrigger() + 1) {
                    problems = problems.append(
                            rules.bustTrigger() == 2
                                    ? at + "every " + table.cards[id]
                                            + " is removed, but a bust leaves one of the pair in the game (R14)"
                                    : at + ofType[type] + " " + table.cards[id] + " cards are removed, but a bust"
                                            + " needs " + rules.bustTrigger() + " of them and removes one, so at most "
                                            + (table.cardsOfType[type].size() - rules.bustTrigger() + 1)
                                            + " can leave (R14)");
                }
            } else if (rules.leftoverArtifacts() == LeftoverArtifacts.RETURNED) {
                problems = problems.append(at + table.cards[id]
                        + " is removed, but these rules return artifacts left on the path to the game (R16)");
            } else {
                int number = table.numbers[id];
                int lastEnded = phase == Phase.GAME_OVER ? round : round - 1;
                if (rules.roundArtifactEnters(number) > lastEnded) {
                    problems = problems.append(at + table.cards[id] + " is lost, but it entered in round "
                            + rules.roundArtifactEnters(number)
                            + " and no round since has ended (R16)");
                }
            }
        }
        // How many busts the removed hazards need: one card, two or a whole type each.
        int bustsNeeded = 0;
        for (int type = 0; type < ofType.length; type++) {
            int copies = table.cardsOfType[type].size();
            if (removal == BustRemoval.BUSTING_CARD) {
                bustsNeeded += ofType[type];
            } else if (removal == BustRemoval.PAIR) {
                bustsNeeded += (ofType[type] + 1) / 2;
                if (ofType[type] % 2 != 0) {
                    problems = problems.append("removed: " + ofType[type] + " " + table.hazardTypes[type]
                            + " cards are removed, but a bust removes them two at a time (R14)");
                } else if (ofType[type] > Math.max(0, copies - rules.bustTrigger() + 2) / 2 * 2) {
                    // The last pair left with the trigger's count of cards still in the game.
                    problems = problems.append("removed: " + ofType[type] + " of the " + copies + " "
                            + table.hazardTypes[type] + " cards are removed, but a bust needs "
                            + rules.bustTrigger() + " of them in the game, so at most "
                            + Math.max(0, copies - rules.bustTrigger() + 2) / 2 * 2 + " can leave two at a time (R14)");
                }
            } else if (removal == BustRemoval.WHOLE_TYPE && ofType[type] > 0) {
                bustsNeeded++;
                if (ofType[type] != copies) {
                    problems = problems.append("removed: " + ofType[type] + " of the " + copies + " "
                            + table.hazardTypes[type] + " cards are removed, but a bust removes the whole type (R14)");
                } else if (copies < rules.bustTrigger()) {
                    problems = problems.append(
                            "removed: every " + table.hazardTypes[type] + " card is removed, but " + copies
                                    + " of them can never reach the bust trigger of " + rules.bustTrigger() + " (R14)");
                }
            }
        }
        if (bustsNeeded > busts) {
            problems = problems.append("removed: the hazards removed take " + bustsNeeded + " busts, but at most "
                    + busts + " can have happened by now, one a round (R14)");
        }
        return problems;
    }

    /** R9: nobody leaves the temple before the round's first choices are revealed. */
    private Vector<String> templeProblems(Catalog table, int[] deckIds, SeatSet seatsInTemple, int seatCount) {
        boolean openingHazardSkipped =
                rules.openingHazardAutoReveal() && revealed >= 2 && table.kinds[deckIds[0]] == Catalog.HAZARD;
        int beforeFirstChoice = openingHazardSkipped ? 2 : 1;
        boolean noChoiceRevealed = (revealed == 0 && deckIds.length > 0)
                || (revealed == beforeFirstChoice
                        && (phase == Phase.CHOOSE || phase == Phase.LEAVE || phase == Phase.BUST));
        return problemsIf(
                noChoiceRevealed && !seatsInTemple.equals(SeatSet.all(seatCount)),
                "inTemple: every seat is in the temple until the round's first choices are revealed (R9)");
    }

    /**
     * R10, R11, R14, R16: gems are conserved. The tally of gems dealt is what the tents, the
     * seats at risk, the path and the bank hold; this round's revealed treasure accounts for what
     * is at risk and on the path; earlier rounds dealt at most every treasure card once each.
     */
    private Vector<String> gemProblems(Catalog table, int[] deckIds, SeatSet seatsInTemple, int roundGems, int[] tent) {
        Vector<String> problems = Vector.empty();
        if (gemsDealt < 0) {
            return problems.append("gemsDealt: " + gemsDealt + " is negative");
        }
        if (gemsReturned < 0) {
            return problems.append("gemsReturned: " + gemsReturned + " is negative");
        }
        long dealtThisRound = 0;
        long everyTreasure = 0;
        long sharesThisRound = 0;
        long leftThisRound = 0;
        int present = seatsInTemple.size();
        for (int id = 0; id < table.questCards; id++) {
            if (table.kinds[id] == Catalog.TREASURE) {
                everyTreasure += table.numbers[id];
            }
        }
        for (int position = 0; position < revealed; position++) {
            int id = deckIds[position];
            if (table.kinds[id] == Catalog.TREASURE) {
                dealtThisRound += table.numbers[id];
                if (present > 0) {
                    sharesThisRound += Rulebook.share(table.numbers[id], present);
                    leftThisRound += Rulebook.remainder(table.numbers[id], present);
                }
            }
        }
        long starting = 0;
        for (int seat = 0; seat < tent.length; seat++) {
            starting += rules.startingGems(seat);
            if (tent[seat] < rules.startingGems(seat)) {
                problems = problems.append("tentGems[" + seat + "]: " + tent[seat] + " is less than the "
                        + rules.startingGems(seat) + " gems the seat started with; a tent never shrinks (R11, R18)");
            }
        }
        long dealtBefore = gemsDealt - dealtThisRound;
        if (dealtBefore < starting) {
            problems = problems.append("gemsDealt: " + gemsDealt + " is less than the " + dealtThisRound
                    + " gems on this round's revealed treasure cards"
                    + (starting == 0 ? "" : " and the " + starting + " starting gems"));
        } else if (dealtBefore - starting > (round - 1L) * everyTreasure) {
            problems = problems.append("gemsDealt: " + (dealtBefore - starting) + " gems dealt before round " + round
                    + " is more than " + (round - 1) + " rounds of every treasure card (" + everyTreasure
                    + " gems each) can give" + (starting == 0 ? "" : ", besides the " + starting + " starting gems"));
        }
        long atRisk = (long) roundGems * present;
        if (pathGems + atRisk > dealtThisRound) {
            problems = problems.append(
                    "gemsAtRisk: " + atRisk + " at risk and " + pathGems + " on the path is more than the "
                            + dealtThisRound + " gems of this round's revealed treasure cards (R10)");
        } else if (present == seatCount() && (roundGems != sharesThisRound || pathGems != leftThisRound)) {
            problems = problems.append("gemsAtRisk: with every seat in the temple all round, each holds "
                    + sharesThisRound + " and the path " + leftThisRound + " (R10), not " + roundGems + " and "
                    + pathGems);
        }
        long held = atRisk + pathGems + gemsReturned;
        for (int gems : tent) {
            held += gems;
        }
        if (problems.isEmpty() && held != gemsDealt) {
            problems = problems.append(
                    "gemsDealt: " + gemsDealt + " gems dealt, but the tents, the seats at risk, the path"
                            + " and the bank hold " + held + "; every gem dealt is in one of them");
        }
        return problems;
    }

    private int seatCount() {
        return seats.size();
    }

    private Seq<String> phaseProblems(SeatSet seatsInTemple, SeatSet chosen) {
        return switch (phase) {
            case REVEAL, BUST ->
                problemsIf(seatsInTemple.isEmpty(), "inTemple: phase " + phase + " needs a seat in the temple")
                        .appendAll(problemsIf(!chosen.isEmpty(), "pendingChoices: must be empty in phase " + phase));
            case CHOOSE ->
                problemsIf(seatsInTemple.isEmpty(), "inTemple: phase CHOOSE needs a seat in the temple")
                        .appendAll(problemsIf(
                                chosen.equals(seatsInTemple),
                                "pendingChoices: every seat has chosen, so the phase is LEAVE, not CHOOSE"));
            case LEAVE ->
                problemsIf(
                        seatsInTemple.isEmpty() || !chosen.equals(seatsInTemple),
                        "pendingChoices: phase LEAVE needs a choice from every seat in the temple");
            default ->
                problemsIf(!seatsInTemple.isEmpty(), "inTemple: must be empty in phase " + phase)
                        .appendAll(problemsIf(!chosen.isEmpty(), "pendingChoices: must be empty in phase " + phase));
        };
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
