package io.github.incangold.engine;

/**
 * The parts of a state that only some games use, kept apart so that a state of the standard game
 * carries one reference for both: the cards beyond id 63 still to draw (decks of more than 64
 * cards) and, with card-by-card leftovers (R11), the gems lying on each revealed card. Immutable:
 * a transition that changes either part makes a new one, and games that use neither share {@link
 * #NONE}.
 */
final class UncommonParts {
    static final UncommonParts NONE = new UncommonParts(null, null);

    /**
     * The cards still to draw beyond id 63, as the words of {@link CardSet#high()}; null for decks
     * of up to 64 cards. Never written.
     */
    final long[] toDrawBeyond;

    /**
     * With card-by-card leftovers, the gems lying on each revealed card, by path position
     * (positions past its end hold none); null under the other rules. Never written.
     */
    final int[] piles;

    private UncommonParts(long[] toDrawBeyond, int[] piles) {
        this.toDrawBeyond = toDrawBeyond;
        this.piles = piles;
    }

    static UncommonParts of(long[] toDrawBeyond, int[] piles) {
        return toDrawBeyond == null && piles == null ? NONE : new UncommonParts(toDrawBeyond, piles);
    }

    UncommonParts withToDrawBeyond(long[] words) {
        return words == toDrawBeyond ? this : of(words, piles);
    }

    UncommonParts withPiles(int[] gems) {
        return gems == piles ? this : of(toDrawBeyond, gems);
    }
}
