package io.github.incangold.engine;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The checks of a {@link StateSnapshot} before it is restored, walking the rulings: the seats
 * (R1), the cards' places (R5, R8, R12, R16), the path (R14), the gems (R10, R11, R18), the
 * temple (R9) and the phase. Each problem names the part and what is wrong. What the checks
 * work out (the card ids, the seat sets, each seat's gems) is kept for the restore.
 */
final class SnapshotCheck {
    final Rules rules;
    final List<String> seats;
    final Phase phase;
    final int round;
    final int startSeat;
    final List<Integer> deck;
    final int revealed;
    final int pathGems;
    final List<Integer> inTemple;
    final Map<Integer, Choice> pendingChoices;
    final List<Integer> gemsAtRisk;
    final List<Integer> tentGems;
    final List<ClaimedArtifact> claims;
    final List<Integer> removed;
    final int gemsDealt;
    final int gemsReturned;
    final List<Integer> pathGemsByCard;

    int seatCount;
    Catalog table;
    SeatSet seatsInTemple;
    SeatSet chosen;
    SeatSet camping;
    int roundGems;
    int[] tent;
    int[] deckIds;
    int[] removedIds;
    Array<ClaimedArtifact> claimed;

    SnapshotCheck(StateSnapshot snapshot) {
        this.rules = snapshot.rules();
        this.seats = snapshot.seats();
        this.phase = snapshot.phase();
        this.round = snapshot.round();
        this.startSeat = snapshot.startSeat();
        this.deck = snapshot.deck();
        this.revealed = snapshot.revealed();
        this.pathGems = snapshot.pathGems();
        this.inTemple = snapshot.inTemple();
        this.pendingChoices = snapshot.pendingChoices();
        this.gemsAtRisk = snapshot.gemsAtRisk();
        this.tentGems = snapshot.tentGems();
        this.claims = snapshot.claims();
        this.removed = snapshot.removed();
        this.gemsDealt = snapshot.gemsDealt();
        this.gemsReturned = snapshot.gemsReturned();
        this.pathGemsByCard = snapshot.pathGemsByCard();
    }

    /** Every problem of the snapshot, none when it can be restored. */
    Seq<String> problems() {
        Vector<String> problems = Vector.empty();
        seatCount = seats.size();
        Option<Violation> refusedSeats = Setup.refuseSeats(rules, seats);
        if (refusedSeats.isDefined()) {
            Violation refused = refusedSeats.get();
            return Vector.of(
                    refused instanceof Violation.InvalidSeatName invalidName
                            ? "seats[" + invalidName.seat() + "]: " + refused.message()
                            : "seats: " + refused.message());
        }
        table = Catalog.of(rules);
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
        seatsInTemple = SeatSet.EMPTY;
        for (Integer seat : inTemple) {
            if (seat == null || seat < 0 || seat >= seatCount) {
                problems = problems.append("inTemple: " + seat + " is not a seat");
            } else if (seatsInTemple.contains(seat)) {
                problems = problems.append("inTemple: seat " + seat + " is listed twice");
            } else {
                seatsInTemple = seatsInTemple.with(seat);
            }
        }
        chosen = SeatSet.EMPTY;
        camping = SeatSet.EMPTY;
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
        tent = checkedTent.getOrNull();
        problems = problems.appendAll(checkedAtRisk.swap()).appendAll(checkedTent.swap());
        roundGems = 0;
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
        int introduced = table.questCards + Rulebook.artifactsEnteredBy(rules, round);
        Either<String, int[]> checkedDeck = ids("deck", deck, cardCount);
        Either<String, int[]> checkedRemoved = ids("removed", removed, cardCount);
        problems = problems.appendAll(checkedDeck.swap()).appendAll(checkedRemoved.swap());
        if (!problems.isEmpty()) {
            return problems;
        }
        deckIds = checkedDeck.get();
        removedIds = checkedRemoved.get();
        if (revealed < 0 || revealed > deckIds.length) {
            problems = problems.append("revealed: " + revealed + " is outside 0.." + deckIds.length);
            return problems;
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
        claimed = Array.empty();
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
            if (claim.round() < 1
                    || claim.round() > round
                    || claim.round() < Rulebook.roundArtifactEnters(rules, number)) {
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
        problems = problems.appendAll(GemCheck.pileProblems(this, table, deckIds));
        problems = problems.appendAll(removalProblems(table, deckIds, removedIds));
        problems = problems.appendAll(templeProblems(table, deckIds, seatsInTemple, seatCount));
        problems = problems.appendAll(GemCheck.gemProblems(this, table, deckIds, seatsInTemple, roundGems, tent));
        return problems;
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

    /** Names a removed card in a problem; built only for a problem, so a sound snapshot builds no text. */
    private static String removed(int index) {
        return "removed[" + index + "]: ";
    }

    /**
     * R14, R16: only hazards removed by busts, as the rules' bust removal says (at most one bust
     * a round), and artifacts left on the path at a round's end leave the game.
     */
    private Vector<String> removalProblems(Catalog table, int[] deckIds, int[] removedIds) {
        Vector<String> problems = Vector.empty();
        boolean busted = bustedThisRound(table, deckIds) && phase != Phase.BUST;
        int busts = round - 1 + (busted ? 1 : 0);
        int trigger = rules.bustTrigger();
        int[] ofType = new int[table.cardsOfType.length];
        for (int index = 0; index < removedIds.length; index++) {
            int id = removedIds[index];
            if (table.kinds[id] == Catalog.TREASURE) {
                problems = problems.append(
                        removed(index) + table.cards[id]
                                + " is a treasure card; only busting hazards (R14) and artifacts lost on the path (R16) leave the game");
            } else if (table.kinds[id] == Catalog.HAZARD) {
                int type = table.numbers[id];
                ofType[type]++;
                int copies = table.cardsOfType[type].size();
                if (Rulebook.hazardsRemovedByBust(rules.bustRemoval(), trigger, copies) == 0) {
                    problems = problems.append(removed(index) + table.cards[id]
                            + " is removed, but these rules keep busting hazards (R14)");
                }
            } else if (!Rulebook.losesArtifactsLeftOnPath(rules.leftoverArtifacts())) {
                problems = problems.append(removed(index) + table.cards[id]
                        + " is removed, but these rules return artifacts left on the path to the game (R16)");
            } else {
                int number = table.numbers[id];
                int lastEnded = phase == Phase.GAME_OVER ? round : round - 1;
                if (Rulebook.roundArtifactEnters(rules, number) > lastEnded) {
                    problems = problems.append(removed(index) + table.cards[id] + " is lost, but it entered in round "
                            + Rulebook.roundArtifactEnters(rules, number)
                            + " and no round since has ended (R16)");
                }
            }
        }
        // Replays each type's busts until they account for its removed cards, to count the busts
        // needed and to find removals that no sequence of busts leaves.
        int bustsNeeded = 0;
        for (int type = 0; type < ofType.length; type++) {
            int copies = table.cardsOfType[type].size();
            int left = 0;
            int lastLeaving = 0;
            for (int leaving : Rulebook.hazardsRemovedByEachBust(rules.bustRemoval(), trigger, copies)) {
                if (left >= ofType[type]) {
                    break;
                }
                left += leaving;
                lastLeaving = leaving;
                bustsNeeded++;
            }
            if (left > ofType[type]) {
                problems = problems.append("removed: " + ofType[type] + " of the " + copies + " "
                        + table.hazardTypes[type] + " cards are removed, but a bust removes " + lastLeaving
                        + " of them at a time here, so " + (left - lastLeaving) + " or " + left
                        + " can have left (R14)");
            } else if (left < ofType[type] && Rulebook.hazardsRemovedByBust(rules.bustRemoval(), trigger, copies) > 0) {
                problems = problems.append("removed: " + ofType[type] + " of the " + copies + " "
                        + table.hazardTypes[type] + " cards are removed, but a bust needs " + trigger
                        + " of them in the game, so at most " + left + " can leave (R14)");
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

    static Vector<String> problemsIf(boolean wrong, String problem) {
        return wrong ? Vector.of(problem) : Vector.empty();
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
