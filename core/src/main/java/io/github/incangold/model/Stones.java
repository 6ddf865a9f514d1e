package io.github.incangold.model;

/**
 * Gems as the physical stones of the box (R6): turquoise 1, obsidian 5, gold 10. The engine
 * counts values; a frontend drawing tokens breaks a value into the fewest stones.
 *
 * <pre>{@code
 * Stones s = Stones.of(27); // 2 gold, 1 obsidian, 2 turquoise
 * }</pre>
 *
 * @param gold stones worth 10
 * @param obsidian stones worth 5
 * @param turquoise stones worth 1
 */
public record Stones(int gold, int obsidian, int turquoise) {

    /**
     * Breaks a value into the fewest stones.
     *
     * @param value gems, not negative
     * @return the stones
     * @throws IllegalArgumentException if the value is negative
     */
    public static Stones of(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("a gem value must not be negative, got " + value);
        }
        return new Stones(value / 10, value % 10 / 5, value % 5);
    }

    /**
     * Returns the value of these stones.
     *
     * @return gold times 10 plus obsidian times 5 plus turquoise
     */
    public int value() {
        return gold * 10 + obsidian * 5 + turquoise;
    }
}
