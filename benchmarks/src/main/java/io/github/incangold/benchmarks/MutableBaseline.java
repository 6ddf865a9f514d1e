package io.github.incangold.benchmarks;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The yardstick of the engine's speed: the fastest loop we could write of the default Incan Gold
 * rules (R3, R4, R5, R10-R14, R16-R18); the ratio to anything slower means nothing.
 *
 * <p>It records no events, checks no input and allocates nothing after its construction: a game
 * lives in local variables, bitmasks (the cards in the game by id, the seats in the temple, the
 * hazard types seen, the artifacts on the path) and arrays reused from game to game. Each card is
 * drawn at random from those not drawn yet (a lazy Fisher-Yates shuffle, one random number per
 * card revealed), and the gems at risk are one number, since every seat in the temple receives
 * every share of the round. Its draws differ from the engine's, so only the statistics of many
 * games can be compared, which {@code MutableBaselineTest} does.
 */
public final class MutableBaseline {
    private static final int[] TREASURES = {1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15, 17};
    private static final int HAZARD_TYPES = 5;
    private static final int HAZARD_COPIES = 3;
    private static final int FIRST_HAZARD = TREASURES.length;
    private static final int FIRST_ARTIFACT = FIRST_HAZARD + HAZARD_TYPES * HAZARD_COPIES;
    private static final int ROUNDS = 5;
    /** Every card id, 35 of them, fits a long. */
    private static final int CARDS = FIRST_ARTIFACT + ROUNDS;

    /** The treasures and hazards: the cards in the game before the first round. */
    private static final long QUEST_CARDS = (1L << FIRST_ARTIFACT) - 1;
    /** The artifact of every round. */
    private static final long ARTIFACTS = ((1L << ROUNDS) - 1) << FIRST_ARTIFACT;
    /** By seats in the temple, then card id: a treasure's share for each (R10), 0 for the other cards. */
    private static final int[][] SHARE = new int[32][CARDS];
    /** By seats in the temple, then card id: the gems a treasure leaves on the path (R10). */
    private static final int[][] LEFT_ON_PATH = new int[32][CARDS];
    /** By card id: a hazard's type as a bit, 0 for the other cards. */
    private static final int[] HAZARD_TYPE = new int[CARDS];

    private static final int[] ARTIFACT_VALUES_BY_CLAIM = {5, 5, 5, 10, 10};
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    /** The deck of the first round before its artifact: the treasures and hazards by id. */
    private static final int[] QUEST_DECK = new int[FIRST_ARTIFACT];

    static {
        for (int id = 0; id < FIRST_ARTIFACT; id++) {
            QUEST_DECK[id] = id;
        }
        for (int present = 1; present < SHARE.length; present++) {
            for (int id = 0; id < TREASURES.length; id++) {
                SHARE[present][id] = TREASURES[id] / present;
                LEFT_ON_PATH[present][id] = TREASURES[id] % present;
            }
        }
        for (int id = FIRST_HAZARD; id < FIRST_ARTIFACT; id++) {
            HAZARD_TYPE[id] = 1 << ((id - FIRST_HAZARD) / HAZARD_COPIES);
        }
    }

    private final int seats;
    private final int allSeats;
    private final int[] tent;
    private final int[] artifactPoints;
    private final int[] scores;
    /**
     * The cards in the game (R8): in a round, those not drawn yet first and those drawn after
     * them; a draw picks at random among the first, so their order does not matter.
     */
    private final int[] deck = new int[CARDS];

    private int busts;
    private int cardsRevealed;
    private int artifactsClaimed;
    private int artifactValue;

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
        this.scores = new int[seats];
    }

    /**
     * Plays a game with every seat using one strategy. Its {@code campers} is called once per
     * card: the JIT inlines it where a JVM sees one strategy class only, as in a JMH fork.
     *
     * @param seed the seed of the draws
     * @param bot every seat's strategy
     * @param botRandom the bot's randomness
     * @return the sum of the scores, for a benchmark to consume
     */
    public int play(long seed, Bot.BaselineStrategy bot, SplittableRandom botRandom) {
        long random = seed; // SplitMix64
        long inGame = QUEST_CARDS; // card ids
        int claimed = 0;
        int bustCount = 0;
        int revealed = 0;
        Arrays.fill(tent, 0);
        Arrays.fill(artifactPoints, 0);
        System.arraycopy(QUEST_DECK, 0, deck, 0, FIRST_ARTIFACT);
        int size = FIRST_ARTIFACT;
        for (int round = 0; round < ROUNDS; round++) {
            inGame |= 1L << (FIRST_ARTIFACT + round); // R5: an artifact not revealed stays
            deck[size++] = FIRST_ARTIFACT + round;
            // R8: no shuffle; each card is drawn at random from those not drawn yet
            int undrawn = size;
            int inTemple = allSeats;
            int[] shares = SHARE[seats];
            int[] leftOnPath = LEFT_ON_PATH[seats];
            // every seat in the temple holds the same gems at risk: all receive every share
            int atRisk = 0;
            int pathGems = 0;
            long pathArtifacts = 0;
            int hazardsSeen = 0;
            while (inTemple != 0) {
                int leavers;
                if (undrawn == 0) {
                    // R17, never with these cards: 11 of the 15 hazards at least stay in the game
                    // (one leaves per bust), so a type comes twice before the deck runs out
                    leavers = inTemple;
                } else {
                    // a lazy Fisher-Yates shuffle: a random undrawn card swapped to the drawn end
                    long z = (random += GOLDEN_GAMMA);
                    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                    z = z ^ (z >>> 31);
                    int pick = (int) (((z >>> 32) * undrawn) >>> 32);
                    int id = deck[pick];
                    deck[pick] = deck[--undrawn];
                    deck[undrawn] = id;
                    revealed++;
                    int hazard = HAZARD_TYPE[id];
                    if ((hazardsSeen & hazard) != 0) { // R14
                        bustCount++;
                        inGame &= ~(1L << id);
                        break;
                    }
                    hazardsSeen |= hazard;
                    atRisk += shares[id]; // R10
                    pathGems += leftOnPath[id];
                    pathArtifacts |= (1L << id) & ARTIFACTS;
                    leavers = bot.campers(inTemple, atRisk, botRandom); // R9
                    if (leavers == 0) {
                        continue;
                    }
                }
                int count = Integer.bitCount(leavers); // R11
                int share = pathGems / count;
                pathGems -= share * count;
                for (int rest = leavers; rest != 0; rest &= rest - 1) {
                    tent[Integer.numberOfTrailingZeros(rest)] += atRisk + share;
                }
                if (count == 1 && pathArtifacts != 0) { // R12, R13
                    int seat = Integer.numberOfTrailingZeros(leavers);
                    for (long rest = pathArtifacts; rest != 0; rest &= rest - 1) {
                        artifactPoints[seat] +=
                                ARTIFACT_VALUES_BY_CLAIM[Math.min(claimed++, ARTIFACT_VALUES_BY_CLAIM.length - 1)];
                    }
                    inGame &= ~pathArtifacts;
                    pathArtifacts = 0;
                }
                inTemple &= ~leavers;
                int present = Integer.bitCount(inTemple);
                shares = SHARE[present];
                leftOnPath = LEFT_ON_PATH[present];
            }
            inGame &= ~pathArtifacts; // R16
            // the drawn cards that left the game (R12, R14, R16) leave the deck
            int kept = undrawn;
            for (int i = undrawn; i < size; i++) {
                if ((inGame & (1L << deck[i])) != 0) {
                    deck[kept++] = deck[i];
                }
            }
            size = kept;
        }
        busts = bustCount;
        cardsRevealed = revealed;
        artifactsClaimed = claimed;
        int total = 0;
        artifactValue = 0;
        for (int seat = 0; seat < seats; seat++) { // R18
            scores[seat] = tent[seat] + artifactPoints[seat];
            total += scores[seat];
            artifactValue += artifactPoints[seat];
        }
        return total;
    }

    /** {@return every seat's score in the last game (R18), by seat; the array is reused} */
    public int[] scores() {
        return scores;
    }

    /** {@return the rounds of the last game that ended on a bust} */
    public int busts() {
        return busts;
    }

    /** {@return the cards revealed in the last game} */
    public int cardsRevealed() {
        return cardsRevealed;
    }

    /** {@return the artifacts brought back to camp in the last game} */
    public int artifactsClaimed() {
        return artifactsClaimed;
    }

    /** {@return the points of those artifacts, all seats together (R13)} */
    public int artifactValue() {
        return artifactValue;
    }
}
