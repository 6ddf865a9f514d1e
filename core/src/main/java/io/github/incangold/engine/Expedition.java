package io.github.incangold.engine;

import io.github.incangold.internal.SplitMix64;
import io.github.incangold.model.Card;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.Rules;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import java.util.Arrays;

/**
 * The rulings that move a game on, one function each, named as the rulebook says it and headed by
 * its ruling id. Each works on a draft of the next state (see {@link GameState#draft()}) and tells
 * what happened to a {@link Chronicle}; {@link Game}'s transitions check that a move is allowed
 * and compose these.
 */
final class Expedition {
    private static final int[] NONE = {};

    private Expedition() {}

    /**
     * R5, R7, R8: start a round. Every card still in the game, with the artifact of this round,
     * forms the deck; every seat enters the temple with nothing at risk. A deck left with no card
     * (a house rule's bust removal can empty it) sends them straight back to camp (R17).
     */
    static void startRound(GameState d, int round, Chronicle chronicle) {
        Catalog catalog = d.catalog();
        CardSet deck = catalog.deckOfRound(round);
        d.toDraw = deck.low();
        d.uncommon = UncommonParts.of(
                deck.high(), Rulebook.keepsGemsOnEachCard(d.rules().leftoverGems()) ? NONE : null);
        for (List<Integer> rest = d.removedLatestFirst; !rest.isEmpty(); rest = rest.tail()) {
            drawOut(d, rest.head());
        }
        for (int index = 0; index < d.claims.size(); index++) {
            drawOut(d, catalog.artifactId(d.claims.get(index).artifact().number()));
        }
        d.phase = Phase.REVEAL;
        d.round = round;
        d.path = Path.forDeck(d.toDraw, d.uncommon.toDrawBeyond);
        d.revealed = 0;
        d.pathGems = 0;
        d.inTemple = SeatSet.allBits(d.seatCount());
        d.chosen = 0;
        d.camping = 0;
        d.roundGems = 0;
        chronicle.roundStarted(d);
        if (d.cardsLeft() == 0) {
            // Only bust removals of a pair or a whole type can leave a round no card (R14).
            leaveOnEmptyDeck(d, chronicle);
        }
    }

    /** R8: draw the next card: any card still to draw, each as likely, from the game's generator. */
    static int drawCard(GameState d) {
        long drawn = SplitMix64.drawInt(d.random, d.cardsLeft());
        d.random += SplitMix64.numbersUsed(drawn) * SplitMix64.GOLDEN_GAMMA;
        return CardSet.idOfRank(d.toDraw, d.uncommon.toDrawBeyond, (int) drawn);
    }

    /**
     * R9, R10, R14, R5, R15: turn over a card. A treasure is divided, a hazard is a warning until
     * the rules' bust trigger (a second card of its type by default) ends the round, an artifact
     * waits on the path. Choices are due next,
     * except after a bust and, when the rules say so, after a hazard that opens the round.
     */
    static void revealCard(GameState d, int id, Chronicle chronicle) {
        Catalog catalog = d.catalog();
        d.path = d.path.append(d.revealed, id);
        d.revealed++;
        drawOut(d, id);
        int present = SeatSet.size(d.inTemple);
        d.phase = Phase.CHOOSE;
        switch (catalog.kinds[id]) {
            case Catalog.TREASURE -> divideTreasure(d, id, present, chronicle);
            case Catalog.HAZARD -> {
                boolean busts = Rulebook.endsRound(
                        revealedOfType(d, catalog.numbers[id]), d.rules().bustTrigger());
                if (busts) {
                    d.phase = Phase.BUST; // R14: the trigger-th hazard of this type
                    chronicle.cardRevealed(d, id, present, 0, 0, true);
                    break;
                }
                chronicle.cardRevealed(d, id, present, 0, 0, false);
                if (d.revealed == 1 && d.rules().openingHazardAutoReveal()) {
                    continueRound(d, chronicle); // R15: no choice after an opening hazard
                }
            }
            default ->
                // an artifact stays on the path until someone takes it (R12)
                chronicle.cardRevealed(d, id, present, 0, 0, false);
        }
    }

    /** The cards of a hazard type on the draft's path, the one just revealed included. */
    private static int revealedOfType(GameState d, int type) {
        return revealedAmong(d, d.catalog().cardsOfType[type]);
    }

    /**
     * R10: divide the treasure: each of the {@code present} seats in the temple takes an equal
     * share of the card's gems, rounded down, and the remainder stays on the path.
     */
    static void divideTreasure(GameState d, int id, int present, Chronicle chronicle) {
        int gems = d.catalog().numbers[id];
        int share = Rulebook.share(gems, present);
        int remainder = Rulebook.remainder(gems, present);
        d.roundGems += share;
        d.pathGems += remainder;
        if (d.uncommon.piles != null) {
            int[] piles = Arrays.copyOf(d.uncommon.piles, d.revealed);
            piles[d.revealed - 1] = remainder;
            d.uncommon = d.uncommon.withPiles(piles);
        }
        chronicle.cardRevealed(d, id, present, share, remainder, false);
    }

    /** R9: a seat in the temple makes its secret choice; when every seat has chosen, they are revealed. */
    static void makeChoice(GameState d, int seat, boolean camp, Chronicle chronicle) {
        chronicle.choicesMade(d, SeatSet.with(0, seat));
        d.chosen = SeatSet.with(d.chosen, seat);
        if (camp) {
            d.camping = SeatSet.with(d.camping, seat);
        }
        d.phase = d.chosen == d.inTemple ? Phase.LEAVE : Phase.CHOOSE;
    }

    /** R9: the awaited seats choose at once; {@code campers} among them go back to camp. */
    static void makeChoices(GameState d, int campers, Chronicle chronicle) {
        chronicle.choicesMade(d, SeatSet.minus(d.inTemple, d.chosen));
        d.chosen = d.inTemple;
        d.camping = SeatSet.union(d.camping, campers);
        d.phase = Phase.LEAVE;
    }

    /** R9, R11: the choices are revealed together, and the seats that chose camp return to camp. */
    static void revealChoices(GameState d, Chronicle chronicle) {
        chronicle.choicesRevealed(d, d.inTemple, d.camping);
        int leavers = d.camping;
        d.chosen = 0;
        d.camping = 0;
        if (leavers != 0) {
            returnToCamp(d, leavers, chronicle);
        }
        continueRound(d, chronicle);
    }

    /**
     * R11, R12, R13: return to camp. The seats leaving together take their part of the path's
     * gems as R11 says (the rest stays), put it and their gems at risk in their tents, and take
     * the artifacts on the path as R12 says.
     */
    static void returnToCamp(GameState d, int leavers, Chronicle chronicle) {
        int count = SeatSet.size(leavers);
        int share = Rulebook.leaversTake(d.rules().leftoverGems(), d.pathGems, d.uncommon.piles, count);
        int banked = d.roundGems + share;
        int[] tents = d.tents.clone();
        for (int seat = SeatSet.first(leavers); seat >= 0; seat = SeatSet.after(leavers, seat)) {
            tents[seat] += banked;
        }
        d.tents = tents;
        d.pathGems -= share * count;
        if (d.uncommon.piles != null && share > 0) {
            int[] piles = d.uncommon.piles.clone();
            for (int position = 0; position < piles.length; position++) {
                piles[position] = Rulebook.remainder(piles[position], count);
            }
            d.uncommon = d.uncommon.withPiles(piles);
        }
        List<ClaimedArtifact> taken = takeArtifacts(d, leavers);
        d.inTemple = SeatSet.minus(d.inTemple, leavers);
        if (d.inTemple == 0) {
            d.roundGems = 0;
        }
        chronicle.playersLeft(d, leavers, share, d.pathGems, banked, taken);
    }

    /**
     * R12, R13: take the artifacts: as many of those on the path as {@link
     * Rulebook#artifactsTaken} says, the earliest first, dealt to the leavers in turn order from
     * the start player, each valued as R13 says.
     */
    static List<ClaimedArtifact> takeArtifacts(GameState d, int leavers) {
        Rules rules = d.rules();
        int taking = Rulebook.artifactsTaken(rules.artifactSharing(), artifactsOnPathCount(d), SeatSet.size(leavers));
        if (taking == 0) {
            return List.empty();
        }
        int[] onPath = artifactIdsOnPath(d);
        int[] takers = SeatSet.inTurnOrderFrom(leavers, d.startSeat(), d.seatCount());
        List<ClaimedArtifact> taken = List.empty();
        for (int index = taking - 1; index >= 0; index--) {
            Card.Artifact artifact = (Card.Artifact) d.catalog().cards[onPath[index]];
            int order = d.claims.size() + index + 1;
            taken = taken.prepend(new ClaimedArtifact(
                    takers[Rulebook.artifactTaker(rules.artifactSharing(), index, takers.length)],
                    artifact,
                    Rulebook.artifactValue(rules, artifact, order, d.round),
                    order,
                    d.round));
        }
        d.claims = d.claims.appendAll(taken);
        return taken;
    }

    /**
     * After seats left: the round is over if nobody is left, the next card is due if there is
     * one, and otherwise everyone left must leave (R17).
     */
    static void continueRound(GameState d, Chronicle chronicle) {
        if (d.inTemple == 0) {
            d.phase = Phase.ROUND_OVER;
        } else if (d.cardsLeft() == 0) {
            leaveOnEmptyDeck(d, chronicle);
        } else {
            d.phase = Phase.REVEAL;
        }
    }

    /** R17: leave on an empty deck: with no card left to reveal, every seat in the temple returns to camp. */
    static void leaveOnEmptyDeck(GameState d, Chronicle chronicle) {
        chronicle.deckExhausted(d, d.inTemple);
        returnToCamp(d, d.inTemple, chronicle);
        d.phase = Phase.ROUND_OVER;
    }

    /**
     * R14: flee on a second hazard. Every seat still in the temple loses the gems it received
     * this round (or keeps part of them, as the rules' bust penalty says), and the busting card
     * leaves the game (or the pair, the whole type or nothing, as the rules say).
     */
    static void fleeOnSecondHazard(GameState d, Chronicle chronicle) {
        Rules rules = d.rules();
        int busting = d.path.get(d.revealed - 1);
        int kept = Rulebook.keptOnBust(rules.bustPenalty(), d.roundGems);
        int[] removed = Rulebook.hazardsLeavingOnBust(d, busting);
        chronicle.bust(d, busting, d.inTemple, d.roundGems - kept, kept, removed);
        for (int id : removed) {
            d.removedLatestFirst = d.removedLatestFirst.prepend(id);
            drawOut(d, id);
        }
        if (kept > 0) {
            int[] tents = d.tents.clone();
            for (int seat = SeatSet.first(d.inTemple); seat >= 0; seat = SeatSet.after(d.inTemple, seat)) {
                tents[seat] += kept;
            }
            d.tents = tents;
        }
        d.gemsReturned += (d.roundGems - kept) * SeatSet.size(d.inTemple);
        d.inTemple = 0;
        d.roundGems = 0;
        d.phase = Phase.ROUND_OVER;
    }

    /**
     * R16: end the round. Gems left on the path go back to the bank, artifacts left on it leave
     * the game; then the next round starts with the next start player (R7), or after the last
     * round the game ends (R18, R19).
     */
    static void endRound(GameState d, Chronicle chronicle) {
        // Artifacts left on the path leave the game, unless the rules return them to it (R16).
        int[] lost = artifactsOnPathCount(d) == 0
                        || !Rulebook.losesArtifactsLeftOnPath(d.rules().leftoverArtifacts())
                ? NONE
                : artifactIdsOnPath(d);
        for (int id : lost) {
            d.removedLatestFirst = d.removedLatestFirst.prepend(id);
        }
        chronicle.roundEnded(d, d.round, d.pathGems, lost);
        d.gemsReturned += d.pathGems;
        d.pathGems = 0;
        if (d.uncommon.piles != null) {
            d.uncommon = d.uncommon.withPiles(NONE);
        }
        if (d.round == d.rules().rounds()) {
            d.phase = Phase.GAME_OVER;
            chronicle.gameEnded(d);
        } else {
            startRound(d, d.round + 1, chronicle);
        }
    }

    /** The one transition due in the draft's phase that needs no input: reveal, leave, bust or end the round. */
    static void takeDueTransition(GameState d, Chronicle chronicle) {
        switch (d.phase) {
            case REVEAL -> revealCard(d, drawCard(d), chronicle);
            case LEAVE -> revealChoices(d, chronicle);
            case BUST -> fleeOnSecondHazard(d, chronicle);
            case ROUND_OVER -> endRound(d, chronicle);
            default -> throw new IllegalStateException("no transition without input is due in " + d.phase);
        }
    }

    /** Takes a card out of those still to draw (a draft's). */
    static void drawOut(GameState d, int id) {
        d.toDraw = CardSet.lowWithout(d.toDraw, id);
        if (id >= Long.SIZE) {
            d.uncommon = d.uncommon.withToDrawBeyond(CardSet.highWithout(d.uncommon.toDrawBeyond, id));
        }
    }

    /**
     * The ids of the artifacts on the path, in path order: those revealed this round that nobody
     * has taken (R12); taking starts with the earliest, so they are the latest revealed. None once
     * the game is over: the last round's were lost (R16).
     */
    static int[] artifactIdsOnPath(GameState d) {
        int onPath = artifactsOnPathCount(d);
        int[] ids = new int[onPath];
        Catalog catalog = d.catalog();
        for (int position = d.revealed - 1; position >= 0 && onPath > 0; position--) {
            int id = d.path.get(position);
            if (catalog.kinds[id] == Catalog.ARTIFACT) {
                ids[--onPath] = id;
            }
        }
        return ids;
    }

    /**
     * How many of {@code cards} were revealed this round: those of the round's deck no longer to
     * draw (see {@link Path}), counted without reading the path.
     */
    static int revealedAmong(GameState d, CardSet cards) {
        return cards.countIn(d.path.dealtLow, d.path.dealtHigh) - cards.countIn(d.toDraw, d.uncommon.toDrawBeyond);
    }

    /** How many artifacts lie on the path: those revealed this round less those taken this round (R12). */
    static int artifactsOnPathCount(GameState d) {
        if (d.phase == Phase.GAME_OVER) {
            return 0;
        }
        int revealedArtifacts = revealedAmong(d, d.catalog().artifactCards);
        int taken = 0;
        for (int index = d.claims.size() - 1; index >= 0 && d.claims.get(index).round() == d.round; index--) {
            taken++;
        }
        return revealedArtifacts - taken;
    }

    /** R8: the cards still to draw, in the order {@link #drawCard} would draw them (see {@link GameState#remainingDeck()}). */
    static List<Card> drawOrder(GameState d) {
        SplitMix64 generator = new SplitMix64(d.random);
        CardSet left = d.cardsToDraw();
        java.util.ArrayList<Card> order = new java.util.ArrayList<>();
        for (int size = left.size(); size > 0; size--) {
            int id = left.idOfRank(generator.nextInt(size));
            order.add(d.catalog().cards[id]);
            left = left.without(id);
        }
        return List.ofAll(order);
    }

    /** R14: the hazard types revealed this round, by name. */
    static TreeSet<HazardType> hazardsSeen(GameState d) {
        TreeSet<HazardType> seen = TreeSet.empty();
        Catalog catalog = d.catalog();
        for (int position = 0; position < d.revealed; position++) {
            int id = d.path.get(position);
            if (catalog.kinds[id] == Catalog.HAZARD) {
                seen = seen.add(catalog.hazardTypes[catalog.numbers[id]]);
            }
        }
        return seen;
    }

    /** R12: the artifacts on the path, in path order. */
    static List<Card.Artifact> artifactsOnPath(GameState d) {
        if (artifactsOnPathCount(d) == 0) {
            return List.empty();
        }
        List<Card.Artifact> found = List.empty();
        for (int id : artifactIdsOnPath(d)) {
            found = found.append((Card.Artifact) d.catalog().cards[id]);
        }
        return found;
    }
}
