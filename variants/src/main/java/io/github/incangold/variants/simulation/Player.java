package io.github.incangold.variants.simulation;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.PlayObserver;
import io.github.incangold.engine.Standing;
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
    private final Choice[] choices;
    private final long[] seatSeeds;
    private final int[] decisions;
    /** The choices decided for the card at hand, as the engine asks for them. */
    private final IntFunction<Choice> chosen;

    // the game being played
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
    private Outcome outcome;

    Player(Simulation simulation) {
        this.simulation = simulation;
        this.seats = simulation.seats();
        int rounds = simulation.rules().rounds();
        this.names = List.range(0, seats).map(seat -> "seat " + (seat + 1));
        this.lineup = simulation.lineup().toJavaArray(Strategy[]::new);
        this.situation = new CountingSituation(simulation.rules(), seats);
        this.choices = new Choice[seats];
        this.seatSeeds = new long[seats];
        this.decisions = new int[seats];
        this.chosen = seat -> choices[seat];
        this.entryScores = new int[seats];
        this.entryWon = new boolean[seats];
        this.entryPlace = new int[seats];
        this.roundCards = new int[rounds];
        this.roundLost = new int[rounds];
        this.roundBust = new boolean[rounds];
    }

    /** Plays game number {@code game} of the simulation and adds it to the tally. */
    void play(long game, Tally tally) {
        long gameSeed = Seeds.derive(simulation.seed(), game);
        int rotation = (int) (game % seats);
        for (int seat = 0; seat < seats; seat++) {
            seatSeeds[seat] = Seeds.derive(gameSeed, seat);
            decisions[seat] = 0;
        }
        Arrays.fill(roundCards, 0);
        Arrays.fill(roundLost, 0);
        Arrays.fill(roundBust, false);
        round = 0;
        claimed = 0;
        lost = 0;
        leaders = 0;
        leadChanges = 0;
        outcome = null;
        situation.startGame();
        GameState state =
                Game.newGame(simulation.rules(), names, gameSeed, this).get();
        while (!state.isOver()) {
            if (state.phase() == Phase.CHOOSE) {
                decide(state, game, rotation);
            }
            state = Game.play(state, chosen, this);
        }
        outcome = state.outcome().get();
        record(tally, rotation);
    }

    /** Every seat in the temple decides from the same state, before any choice is applied. */
    private void decide(GameState state, long game, int rotation) {
        int choosers = 0;
        for (int seat = 0; seat < seats; seat++) {
            if (state.inTemple(seat)) {
                choosers |= 1 << seat; // at most Rules.MAX_SEATS (32) seats
            }
        }
        situation.decideIn(state, choosers);
        for (int rest = choosers; rest != 0; rest &= rest - 1) {
            int seat = Integer.numberOfTrailingZeros(rest);
            long seed = Seeds.derive(seatSeeds[seat], decisions[seat]++);
            Strategy strategy = lineup[(seat + rotation) % seats];
            choices[seat] = strategy.choose(situation.of(seat), seed);
            if (choices[seat] == null) {
                throw new IllegalStateException("the strategy " + strategy.describe() + " (lineup entry "
                        + ((seat + rotation) % seats + 1) + ") chose null rather than torch or camp, in game "
                        + game + " of the simulation");
            }
        }
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

    private void record(Tally tally, int rotation) {
        tally.games++;
        int winners = outcome.winners().size();
        for (Standing standing : outcome.standings()) {
            int seat = standing.seat();
            int entry = (seat + rotation) % seats;
            tally.entryScore[entry].add(standing.score());
            tally.entryScores[entry].add(standing.score());
            tally.seatScore[seat].add(standing.score());
            entryScores[entry] = standing.score();
            entryWon[entry] = standing.place() == 1;
            entryPlace[entry] = standing.place();
            if (standing.place() == 1) {
                tally.entryWins[entry][winners]++;
                tally.seatWins[seat][winners]++;
            }
        }
        for (int first = 0; first < seats; first++) {
            for (int second = 0; second < seats; second++) {
                if (entryPlace[first] < entryPlace[second]) {
                    tally.pairAhead[first * seats + second]++;
                }
            }
            for (int second = first + 1; second < seats; second++) {
                if (entryScores[first] == entryScores[second]) {
                    tally.pairSameScore[first * seats + second]++;
                    if (entryWon[first] && entryWon[second]) {
                        tally.pairSharedWins[first * seats + second]++;
                    }
                }
            }
        }
        List<Standing> standings = outcome.standings();
        int best = standings.head().score();
        tally.winningScore.add(best);
        tally.margin.add(
                winners > 1 || standings.size() < 2
                        ? 0
                        : best - standings.get(1).score());
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
