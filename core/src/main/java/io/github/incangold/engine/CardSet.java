package io.github.incangold.engine;

import java.util.Arrays;

/**
 * A set of cards of one game, by card id, immutable: the cards still to draw this round, the
 * cards of a round's deck. The first 64 ids are one {@code long}, so the rulebook's 36 cards
 * cost one word; larger decks (up to {@link io.github.incangold.rules.Rules#MAX_CARDS}) add an
 * array of further words, copied when changed. A game state keeps the cards still to draw as
 * those two parts, a {@code long} and an array (null for small decks), so that drawing a card
 * allocates nothing: the static methods work on such parts. No other class does bit arithmetic
 * on cards.
 */
final class CardSet {
    static final CardSet EMPTY = new CardSet(0L, null);

    /** Ids 0 to 63. */
    private final long low;
    /** Ids from 64 on, 64 a word; null when there are none. */
    private final long[] high;

    private CardSet(long low, long[] high) {
        this.low = low;
        this.high = high;
    }

    /** The set of two parts: ids 0 to 63 and the words beyond (null for none). */
    static CardSet of(long low, long[] high) {
        return new CardSet(low, high);
    }

    /** The part of ids 0 to 63. */
    long low() {
        return low;
    }

    /** The words of ids from 64 on; null for none. Never write to it. */
    long[] high() {
        return high;
    }

    /** The size of the set of two parts. */
    static int size(long low, long[] high) {
        int size = Long.bitCount(low);
        if (high != null) {
            for (long word : high) {
                size += Long.bitCount(word);
            }
        }
        return size;
    }

    /** The id of rank {@code rank} (0 for the lowest) in the set of two parts, which must have it. */
    static int idOfRank(long low, long[] high, int rank) {
        int skipped = Long.bitCount(low);
        if (rank < skipped) {
            return nthBit(low, rank);
        }
        int left = rank - skipped;
        for (int word = 0; high != null && word < high.length; word++) {
            int count = Long.bitCount(high[word]);
            if (left < count) {
                return (word + 1) * Long.SIZE + nthBit(high[word], left);
            }
            left -= count;
        }
        throw new IllegalArgumentException("no card of rank " + rank + " in a set of " + size(low, high));
    }

    /** The part of ids 0 to 63 without {@code id}. */
    static long lowWithout(long low, int id) {
        return id < Long.SIZE ? low & ~(1L << id) : low;
    }

    /** The words beyond id 63 without {@code id}: the same array if {@code id} is below 64 or absent. */
    static long[] highWithout(long[] high, int id) {
        if (id < Long.SIZE || high == null) {
            return high;
        }
        int word = id / Long.SIZE - 1;
        if (word >= high.length || (high[word] & (1L << id)) == 0) {
            return high;
        }
        long[] words = high.clone();
        words[word] &= ~(1L << id);
        return words;
    }

    /** Ids {@code from} (inclusive) to {@code to} (exclusive). */
    static CardSet range(int from, int to) {
        if (to <= from) {
            return EMPTY;
        }
        long low = 0;
        long[] high = to > Long.SIZE ? new long[(to - 1) / Long.SIZE] : null;
        for (int id = from; id < to; id++) {
            if (id < Long.SIZE) {
                low |= 1L << id;
            } else {
                high[id / Long.SIZE - 1] |= 1L << id;
            }
        }
        return new CardSet(low, high);
    }

    boolean contains(int id) {
        if (id < Long.SIZE) {
            return id >= 0 && (low & (1L << id)) != 0;
        }
        int word = id / Long.SIZE - 1;
        return high != null && word < high.length && (high[word] & (1L << id)) != 0;
    }

    CardSet with(int id) {
        if (id < Long.SIZE) {
            return new CardSet(low | (1L << id), high);
        }
        int word = id / Long.SIZE - 1;
        long[] words = high == null ? new long[word + 1] : Arrays.copyOf(high, Math.max(high.length, word + 1));
        words[word] |= 1L << id;
        return new CardSet(low, words);
    }

    CardSet without(int id) {
        return new CardSet(lowWithout(low, id), highWithout(high, id));
    }

    CardSet minus(CardSet other) {
        long[] words = null;
        if (high != null) {
            words = high.clone();
            if (other.high != null) {
                for (int word = 0; word < Math.min(words.length, other.high.length); word++) {
                    words[word] &= ~other.high[word];
                }
            }
        }
        return new CardSet(low & ~other.low, words);
    }

    int size() {
        return size(low, high);
    }

    boolean isEmpty() {
        return size() == 0;
    }

    /** How many of these cards are also in {@code other}. */
    int countIn(CardSet other) {
        return countIn(other.low, other.high);
    }

    /** How many of these cards are also in the set of the two parts {@code otherLow} and {@code otherHigh}. */
    int countIn(long otherLow, long[] otherHigh) {
        int count = Long.bitCount(low & otherLow);
        if (high != null && otherHigh != null) {
            for (int word = 0; word < Math.min(high.length, otherHigh.length); word++) {
                count += Long.bitCount(high[word] & otherHigh[word]);
            }
        }
        return count;
    }

    /** The id of rank {@code rank} (0 for the lowest) among the cards, which must have it. */
    int idOfRank(int rank) {
        return idOfRank(low, high, rank);
    }

    private static final long ONES_IN_EACH_BYTE = 0x0101_0101_0101_0101L;

    private static final long HIGH_BIT_OF_EACH_BYTE = 0x8080_8080_8080_8080L;

    /**
     * The position of the {@code n}-th set bit of a word (0 for the lowest), which must have more
     * than {@code n}. Without a branch, so a random rank costs no mispredicted jump: the set bits
     * of each byte are counted side by side, one multiplication sums them up to each byte, the
     * bytes whose running count is at most {@code n} are counted in one subtraction, and the bit
     * within the byte comes from a table.
     */
    static int nthBit(long word, int n) {
        long pairs = word - ((word >>> 1) & 0x5555_5555_5555_5555L);
        long nibbles = (pairs & 0x3333_3333_3333_3333L) + ((pairs >>> 2) & 0x3333_3333_3333_3333L);
        long bytes = (nibbles + (nibbles >>> 4)) & 0x0F0F_0F0F_0F0F_0F0FL;
        // Byte i of upTo holds the set bits of bytes 0 to i: at most 64, so no byte carries over.
        long upTo = bytes * ONES_IN_EACH_BYTE;
        // A byte's high bit survives the subtraction when its running count is at most n (n < 64).
        long passed = ((n * ONES_IN_EACH_BYTE | HIGH_BIT_OF_EACH_BYTE) - upTo) & HIGH_BIT_OF_EACH_BYTE;
        int offset = Long.bitCount(passed) << 3;
        int before = (int) ((upTo << 8) >>> offset) & 0xFF;
        return offset + SELECT_IN_BYTE[(int) ((word >>> offset) & 0xFF) << 3 | (n - before)];
    }

    /** For a byte b and n below 8: the position of the n-th set bit of b, at index b * 8 + n. */
    private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

    static {
        for (int bits = 0; bits < 256; bits++) {
            int n = 0;
            for (int position = 0; position < 8; position++) {
                if ((bits & (1 << position)) != 0) {
                    SELECT_IN_BYTE[bits << 3 | n++] = (byte) position;
                }
            }
        }
    }

    /** The lowest id, or -1 for the empty set. */
    int first() {
        return after(-1);
    }

    /** The lowest id above {@code id}, or -1 if there is none. */
    int after(int id) {
        int next = id + 1;
        if (next < Long.SIZE) {
            long rest = low & (-1L << next);
            if (rest != 0) {
                return Long.numberOfTrailingZeros(rest);
            }
            next = Long.SIZE;
        }
        if (high == null) {
            return -1;
        }
        for (int word = next / Long.SIZE - 1; word < high.length; word++) {
            long rest = high[word];
            if (word == next / Long.SIZE - 1) {
                rest &= -1L << next;
            }
            if (rest != 0) {
                return (word + 1) * Long.SIZE + Long.numberOfTrailingZeros(rest);
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof CardSet that)) {
            return false;
        }
        return low == that.low && Arrays.equals(trimmed(high), trimmed(that.high));
    }

    @Override
    public int hashCode() {
        return 31 * Long.hashCode(low) + Arrays.hashCode(trimmed(high));
    }

    /** The words without trailing zero words, so that equal sets compare equal. */
    private static long[] trimmed(long[] words) {
        if (words == null) {
            return new long[0];
        }
        int length = words.length;
        while (length > 0 && words[length - 1] == 0) {
            length--;
        }
        return length == words.length ? words : Arrays.copyOf(words, length);
    }
}
