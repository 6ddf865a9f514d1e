package io.github.incangold.variants.simulation;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.PlayObserver;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * Plays the games of one worker through the engine's public pure API and adds them up, counting
 * what happens as the engine tells it ({@link PlayObserver}): no event is built. The bots
 * decide from a {@link CountingSituation}, which holds public figures only (R21); all the seats in
 * the temple decide from the same state before any choice is applied, as they choose at once
 * (R9). Seat {@code s} of game {@code g} is played by lineup entry {@code (s + g) mod seats}.
 */
final class Player implements PlayObserver {
    private final Simulation simulation;
    private final List<String> names;
    private final Strategy[] lineup;
    private final int seats;
    private final CountingSituation situation;
    private final long[] seatSeeds;
    private final int[] decisions;
    /** The lineup entry that plays each seat in the game at hand. */
    private final int[] entryOfSeat;
    /** A state of this worker's table, from which each game is a rematch; none before the first. */
    private GameState table;
    /**
     * The choice of a seat in the temple, decided when the engine asks for it: it asks every
     * awaited seat in turn from the same state before it makes any choice (R9).
     */
    private final IntFunction<Choice> decide = this::decide;

    // the game being played
    private long game;
    private final int[] entryScores;
    private final boolean[] entryWon;
    private final int[] entryPlace;
    private final int[] roundCards;
    private final int[] roundLost;
    private final boolean[] roundBust;
    private int round;

    private int claimed;
    private int lost;
    private int leaders;
    private int leadChanges;
    /** The seats placed so far at the end of the game, and how many of them won. */
    private int placed;

    private int winners;
    private int bestScore;
    private int secondScore;

    Player(Simulation simulation) {
        this.simulation = simulation;
        this.seats = simulation.seats();
        int rounds = simulation.rules().rounds();
        this.names = List.range(0, seats).map(seat -> "seat " + (seat + 1));
        this.lineup = simulation.lineup().toJavaArray(Strategy[]::new);
        this.situation = new CountingSituation(simulation.rules(), seats);
        this.seatSeeds = new long[seats];
        this.decisions = new int[seats];
        this.entryOfSeat = new int[seats];
        this.entryScores = new int[seats];
        this.entryWon = new boolean[seats];
        this.entryPlace = new int[seats];
        this.roundCards = new int[rounds];
        this.roundLost = new int[rounds];
        this.roundBust = new boolean[rounds];
    }

    /** Plays game number {@code game} of the simulation and adds it to the tally. */
    void play(long game, Tally tally) {
        this.game = game;
        long gameSeed = Seeds.derive(simulation.seed(), game);
        int rotation = (int) (game % seats);
        for (int seat = 0; seat < seats; seat++) {
            seatSeeds[seat] = Seeds.derive(gameSeed, seat);
            decisions[seat] = 0;
            entryOfSeat[seat] = seat + rotation < seats ? seat + rotation : seat + rotation - seats;
        }
        Arrays.fill(roundCards, 0);
        Arrays.fill(roundLost, 0);
        Arrays.fill(roundBust, false);
        round = 0;
        claimed = 0;
        lost = 0;
        leaders = 0;
        leadChanges = 0;
        placed = 0;
        winners = 0;
        situation.startGame();
        GameState state = table == null
                ? Game.newGame(simulation.rules(), names, gameSeed, this).get()
                : Game.rematch(table, gameSeed, this); // the same rules and seats, checked once
        table = state;
        while (!state.isOver()) {
            if (state.phase() == Phase.CHOOSE) {
                situation.decideIn(state);
            }
            state = Game.play(state, decide, this);
        }
        record(tally);
    }

    /** A seat in the temple decides, from the state all of them decide from. */
    private Choice decide(int seat) {
        Strategy strategy = lineup[entryOfSeat[seat]];
        long seed = Seeds.derive(seatSeeds[seat], decisions[seat]++);
        Choice choice;
        try {
            choice = strategy.choose(situation.of(seat), seed);
        } catch (RuntimeException thrown) {
            throw failed(seat, seed, thrown);
        }
        if (choice == null) {
            throw choseNull(seat);
        }
        return choice;
    }

    /** What a strategy threw, with where: the bot, its lineup entry, the game, the seat and the seed. */
    private IllegalStateException failed(int seat, long seed, RuntimeException thrown) {
        return new IllegalStateException(
                "the strategy " + lineup[entryOfSeat[seat]].describe() + " (lineup entry " + (entryOfSeat[seat] + 1)
                        + ") threw " + thrown + " in game " + game + " of the simulation, deciding for seat "
                        + (seat + 1) + " with the seed " + seed,
                thrown);
    }

    private IllegalStateException choseNull(int seat) {
        return new IllegalStateException("the strategy " + lineup[entryOfSeat[seat]].describe() + " (lineup entry "
                + (entryOfSeat[seat] + 1) + ") chose null rather than torch or camp, in game " + game
                + " of the simulation");
    }

    @Override
    public void roundStarted(int round, int startSeat, int cardsInDeck) {
        this.round = round;
        situation.roundStarted(round, startSeat, cardsInDeck);
    }

    @Override
    public void cardRevealed(Card card, int seatsInTemple, int share, int remainder, boolean bust) {
        roundCards[round - 1]++;
        situation.cardRevealed(card, seatsInTemple, share, remainder, bust);
    }

    @Override
    public void choicesRevealed(int choosers, int camping) {
        situation.choicesRevealed(choosers, camping);
    }

    @Override
    public void playersLeft(int leavers, int share, int gemsLeftOnPath, int bankedEach) {
        situation.playersLeft(leavers, share, gemsLeftOnPath, bankedEach);
    }

    @Override
    public void artifactClaimed(int seat, Card.Artifact artifact, int value) {
        claimed++;
        situation.artifactClaimed(seat, artifact, value);
    }

    @Override
    public void bust(HazardType type, int seatsInTemple, int lostEach, int keptEach) {
        roundBust[round - 1] = true;
        roundLost[round - 1] += lostEach * Integer.bitCount(seatsInTemple);
        situation.bust(type, seatsInTemple, lostEach, keptEach);
    }

    @Override
    public void cardRemoved(Card card) {
        situation.cardRemoved(card);
    }

    @Override
    public void roundEnded(int round, int gemsReturned, int artifactsLost) {
        lost += artifactsLost;
        int now = leaders();
        if (round > 1 && now != leaders) {
            leadChanges++;
        }
        leaders = now;
    }

    @Override
    public void seatPlaced(int seat, int place, int score) {
        int entry = entryOfSeat[seat];
        entryScores[entry] = score;
        entryPlace[entry] = place;
        entryWon[entry] = place == 1;
        if (place == 1) {
            winners++;
        }
        if (placed == 0) {
            bestScore = score;
        } else if (placed == 1) {
            secondScore = score;
        }
        placed++;
    }

    /** The seats with the highest score as the situation counts it, as a bit set. */
    private int leaders() {
        int best = Integer.MIN_VALUE;
        int mask = 0;
        for (int seat = 0; seat < seats; seat++) {
            int score = situation.score(seat);
            if (score > best) {
                best = score;
                mask = 1 << seat;
            } else if (score == best) {
                mask |= 1 << seat;
            }
        }
        return mask;
    }

    /** Adds the game to the tally, from the places the engine told ({@link #seatPlaced}). */
    private void record(Tally tally) {
        tally.games++;
        for (int seat = 0; seat < seats; seat++) {
            int entry = entryOfSeat[seat];
            int score = entryScores[entry];
            tally.entryScore[entry].add(score);
            tally.entryScores[entry].add(score);
            tally.seatScore[seat].add(score);
            if (entryWon[entry]) {
                tally.entryWins[entry][winners]++;
                tally.seatWins[seat][winners]++;
            }
        }
        for (int first = 0; first < seats; first++) {
            for (int second = first + 1; second < seats; second++) {
                if (entryPlace[first] < entryPlace[second]) {
                    tally.pairAhead[first * seats + second]++;
                } else if (entryPlace[second] < entryPlace[first]) {
                    tally.pairAhead[second * seats + first]++;
                }
                if (entryScores[first] == entryScores[second]) {
                    tally.pairSameScore[first * seats + second]++;
                    if (entryWon[first] && entryWon[second]) {
                        tally.pairSharedWins[first * seats + second]++;
                    }
                }
            }
        }
        tally.winningScore.add(bestScore);
        tally.margin.add(winners > 1 || seats < 2 ? 0 : bestScore - secondScore);
        if (winners > 1) {
            tally.sharedWins++;
        }
        int cards = 0;
        int busts = 0;
        int gemsLost = 0;
        for (int index = 0; index < roundCards.length; index++) {
            cards += roundCards[index];
            busts += roundBust[index] ? 1 : 0;
            gemsLost += roundLost[index];
            tally.roundBusts[index] += roundBust[index] ? 1 : 0;
            tally.roundCards[index].add(roundCards[index]);
            tally.roundGemsLost[index].add(roundLost[index]);
        }
        tally.cards.add(cards);
        tally.busts.add(busts);
        tally.gemsLost.add(gemsLost);
        tally.artifactsClaimed.add(claimed);
        tally.artifactsLost.add(lost);
        tally.leadChanges.add(leadChanges);
    }
}
