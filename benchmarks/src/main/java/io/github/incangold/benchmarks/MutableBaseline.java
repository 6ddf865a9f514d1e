package io.github.incangold.benchmarks;

import java.util.Arrays;

/**
 * A yardstick, not a second implementation: the default Incan Gold rules (R3, R4, R5, R10-R14,
 * R16-R18) as a plain loop over mutable arrays, reused from game to game, with nothing
 * allocated. It records no events and checks no input; the engine's speed is measured as a
 * ratio to it. Its shuffles differ from the engine's, so only the statistics of many games can
 * be compared, which {@code MutableBaselineTest} does.
 */
public final class MutableBaseline {
    private static final int[] TREASURES = {1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15, 17};
    private static final int HAZARD_COPIES = 3;
    private static final int FIRST_HAZARD = TREASURES.length;
    /** Five hazard types of three cards each. */
    private static final int FIRST_ARTIFACT = FIRST_HAZARD + 5 * HAZARD_COPIES;

    private static final int ROUNDS = 5;
    private static final int[] ARTIFACT_VALUES_BY_CLAIM = {5, 5, 5, 10, 10};
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private final int seats;
    private final int allSeats;
    private final int[] tent;
    private final int[] artifactPoints;
    private final int[] atRisk;
    private final int[] scores;
    private final boolean[] gone = new boolean[FIRST_ARTIFACT + ROUNDS];
    private final int[] deck = new int[FIRST_ARTIFACT + ROUNDS];
    private final int[] pathArtifacts = new int[ROUNDS];

    private long random;
    private int inTemple;
    private int pathGems;
    private int pathArtifactCount;
    private int busts;
    private int cardsRevealed;
    private int artifactsClaimed;

    /**
     * A baseline for games of a seat count.
     *
     * @param seats 1 to 31 seats
     */
    public MutableBaseline(int seats) {
        this.seats = seats;
        this.allSeats = (1 << seats) - 1;
        this.tent = new int[seats];
        this.artifactPoints = new int[seats];
        this.atRisk = new int[seats];
        this.scores = new int[seats];
    }

    /**
     * Plays a game with every seat using one strategy.
     *
     * @param seed the seed of the shuffles
     * @param bot every seat's strategy
     * @param botRandom the bot's randomness
     * @return the sum of the scores, for a benchmark to consume
     */
    public int play(long seed, Bot.BaselineStrategy bot, java.util.SplittableRandom botRandom) {
        random = seed;
        Arrays.fill(tent, 0);
        Arrays.fill(artifactPoints, 0);
        Arrays.fill(gone, false);
        busts = 0;
        cardsRevealed = 0;
        artifactsClaimed = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            playRound(round, bot, botRandom);
        }
        int total = 0;
        for (int seat = 0; seat < seats; seat++) {
            scores[seat] = tent[seat] + artifactPoints[seat];
            total += scores[seat];
        }
        return total;
    }

    private void playRound(int round, Bot.BaselineStrategy bot, java.util.SplittableRandom botRandom) {
        // R5, R8: every card still in the game plus this round's artifact
        int size = 0;
        for (int id = 0; id < FIRST_ARTIFACT + round; id++) {
            if (!gone[id]) {
                deck[size++] = id;
            }
        }
        for (int i = size - 1; i > 0; i--) {
            int j = (int) (((nextLong() >>> 32) * (i + 1)) >>> 32);
            int swap = deck[i];
            deck[i] = deck[j];
            deck[j] = swap;
        }
        inTemple = allSeats;
        pathGems = 0;
        pathArtifactCount = 0;
        Arrays.fill(atRisk, 0);
        long hazardsSeen = 0;
        int position = 0;
        while (inTemple != 0) {
            if (position == size) {
                leave(inTemple); // R17
                break;
            }
            int id = deck[position++];
            cardsRevealed++;
            if (id < FIRST_HAZARD) { // R10
                int present = Integer.bitCount(inTemple);
                int share = TREASURES[id] / present;
                pathGems += TREASURES[id] - share * present;
                for (int seat = 0; seat < seats; seat++) {
                    if ((inTemple & (1 << seat)) != 0) {
                        atRisk[seat] += share;
                    }
                }
            } else if (id < FIRST_ARTIFACT) { // R14
                long type = 1L << ((id - FIRST_HAZARD) / HAZARD_COPIES);
                if ((hazardsSeen & type) != 0) {
                    busts++;
                    gone[id] = true;
                    inTemple = 0;
                    break;
                }
                hazardsSeen |= type;
            } else {
                pathArtifacts[pathArtifactCount++] = id;
            }
            int leavers = 0; // R9
            for (int seat = 0; seat < seats; seat++) {
                if ((inTemple & (1 << seat)) != 0 && bot.camps(atRisk[seat], botRandom)) {
                    leavers |= 1 << seat;
                }
            }
            if (leavers != 0) {
                leave(leavers);
            }
        }
        for (int i = 0; i < pathArtifactCount; i++) { // R16
            gone[pathArtifacts[i]] = true;
        }
    }

    /** R11, R12, R13. */
    private void leave(int leavers) {
        int count = Integer.bitCount(leavers);
        int share = pathGems / count;
        pathGems -= share * count;
        for (int seat = 0; seat < seats; seat++) {
            if ((leavers & (1 << seat)) != 0) {
                tent[seat] += atRisk[seat] + share;
                atRisk[seat] = 0;
                if (count == 1) {
                    for (int i = 0; i < pathArtifactCount; i++) {
                        int order = Math.min(artifactsClaimed++, ARTIFACT_VALUES_BY_CLAIM.length - 1);
                        artifactPoints[seat] += ARTIFACT_VALUES_BY_CLAIM[order];
                        gone[pathArtifacts[i]] = true;
                    }
                    pathArtifactCount = 0;
                }
            }
        }
        inTemple &= ~leavers;
    }

    private long nextLong() {
        long z = (random += GOLDEN_GAMMA);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** @return every seat's score in the last game (R18), by seat; the array is reused */
    public int[] scores() {
        return scores;
    }

    /** @return the rounds of the last game that ended on a bust */
    public int busts() {
        return busts;
    }

    /** @return the cards revealed in the last game */
    public int cardsRevealed() {
        return cardsRevealed;
    }

    /** @return the artifacts brought back to camp in the last game */
    public int artifactsClaimed() {
        return artifactsClaimed;
    }
}
