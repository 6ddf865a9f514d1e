package io.github.incangold.engine;

import io.vavr.collection.Vector;

/**
 * The gem checks of a {@link SnapshotCheck} (R10, R11, R18): every gem dealt is in a tent, at
 * risk, on the path or back in the bank, and no division could have left what the parts say.
 */
final class GemCheck {
    private GemCheck() {}

    /**
     * R10, R11: with card-by-card leftovers, the gems on each revealed card: no more than the
     * card's remainder could leave there, none on a card that is not a treasure, and together
     * the gems on the path. Under the other rules the path is one pool and lists none.
     */
    static Vector<String> pileProblems(SnapshotCheck check, Catalog table, int[] deckIds) {
        if (!Rulebook.keepsGemsOnEachCard(check.rules.leftoverGems())) {
            return SnapshotCheck.problemsIf(
                    !check.pathGemsByCard.isEmpty(),
                    "pathGemsByCard: lists gems by card, but these rules keep the path's gems in one pool (R11)");
        }
        if (check.pathGemsByCard.size() > check.revealed) {
            return Vector.of("pathGemsByCard: " + check.pathGemsByCard.size() + " entries for " + check.revealed
                    + " revealed cards");
        }
        Vector<String> problems = Vector.empty();
        long total = 0;
        for (int position = 0; position < check.pathGemsByCard.size(); position++) {
            Integer pile = check.pathGemsByCard.get(position);
            int id = deckIds[position];
            // A card keeps a division's remainder, always less than the check.seats that divided it.
            int most = table.kinds[id] == Catalog.TREASURE ? Math.min(table.numbers[id], check.seatCount - 1) : 0;
            if (pile == null || pile < 0 || pile > most) {
                problems = problems.append("pathGemsByCard[" + position + "]: " + pile + " gems on " + table.cards[id]
                        + ", which can leave 0 to " + most + " there (R10)");
            } else {
                total += pile;
            }
        }
        if (problems.isEmpty() && total != check.pathGems) {
            problems = problems.append(
                    "pathGemsByCard: the cards hold " + total + " gems, but pathGems is " + check.pathGems + " (R11)");
        }
        return problems;
    }

    /**
     * R10, R11, R14, R16: gems are conserved. The tally of gems dealt is what the tents, the
     * seats at risk, the path and the bank hold; this round's revealed treasure accounts for what
     * is at risk and on the path; earlier rounds dealt at most every treasure card once each.
     */
    static Vector<String> gemProblems(
            SnapshotCheck check, Catalog table, int[] deckIds, SeatSet seatsInTemple, int roundGems, int[] tent) {
        Vector<String> problems = Vector.empty();
        if (check.gemsDealt < 0) {
            return problems.append("gemsDealt: " + check.gemsDealt + " is negative");
        }
        if (check.gemsReturned < 0) {
            return problems.append("gemsReturned: " + check.gemsReturned + " is negative");
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
        for (int position = 0; position < check.revealed; position++) {
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
            starting += check.rules.startingGems(seat);
            if (tent[seat] < check.rules.startingGems(seat)) {
                problems = problems.append(
                        "tentGems[" + seat + "]: " + tent[seat] + " is less than the " + check.rules.startingGems(seat)
                                + " gems the seat started with; a tent never shrinks (R11, R18)");
            }
        }
        long dealtBefore = check.gemsDealt - dealtThisRound;
        if (dealtBefore < starting) {
            problems = problems.append("gemsDealt: " + check.gemsDealt + " is less than the " + dealtThisRound
                    + " gems on this round's revealed treasure cards"
                    + (starting == 0 ? "" : " and the " + starting + " starting gems"));
        } else if (dealtBefore - starting > (check.round - 1L) * everyTreasure) {
            problems = problems.append("gemsDealt: " + (dealtBefore - starting) + " gems dealt before round "
                    + check.round
                    + " is more than " + (check.round - 1) + " rounds of every treasure card (" + everyTreasure
                    + " gems each) can give" + (starting == 0 ? "" : ", besides the " + starting + " starting gems"));
        }
        long atRisk = (long) roundGems * present;
        if (check.pathGems + atRisk > dealtThisRound) {
            problems = problems.append(
                    "gemsAtRisk: " + atRisk + " at risk and " + check.pathGems + " on the path is more than the "
                            + dealtThisRound + " gems of this round's revealed treasure cards (R10)");
        } else if (present == check.seatCount && (roundGems != sharesThisRound || check.pathGems != leftThisRound)) {
            problems = problems.append("gemsAtRisk: with every seat in the temple all round, each holds "
                    + sharesThisRound + " and the path " + leftThisRound + " (R10), not " + roundGems + " and "
                    + check.pathGems);
        }
        long held = atRisk + check.pathGems + check.gemsReturned;
        for (int gems : tent) {
            held += gems;
        }
        if (problems.isEmpty() && held != check.gemsDealt) {
            problems = problems.append(
                    "gemsDealt: " + check.gemsDealt + " gems dealt, but the tents, the seats at risk, the path"
                            + " and the bank hold " + held + "; every gem dealt is in one of them");
        }
        return problems;
    }
}
