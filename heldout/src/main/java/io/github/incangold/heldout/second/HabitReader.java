package io.github.incangold.heldout.second;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;

/**
 * {@code heldout2-habits}, which times its leaving against the other players' habits seen this
 * game: it camps once its haul reaches {@value #MARGIN} gems less than the lowest typical camping
 * haul among the other seats still in the temple, kept between {@value #FLOOR} and {@value #CAP},
 * and camps at {@value #FALLBACK} while no such seat has a habit.
 *
 * <p>A seat's typical camping haul is the median (the lower one of an even count) of the hauls at
 * which it was seen to go back to camp this game ({@link Situation#seenChoices()}); a seat seen to
 * camp fewer than {@value #MIN_CAMPS} times has no habit yet. Leaving a card before the first of
 * the others would leave lets it take the path's gems and artifacts alone instead of sharing them.
 */
final class HabitReader implements Strategy {
    static final HabitReader INSTANCE = new HabitReader();

    /** How far below the earliest habit it camps: about one card's share, to leave a card ahead. */
    static final int MARGIN = 2;

    /** How many camps make a habit. */
    static final int MIN_CAMPS = 2;

    /** The least haul it camps at, whatever the others do. */
    static final int FLOOR = 4;

    /** The most haul it waits for, however greedy the others are. */
    static final int CAP = 20;

    /** The haul it camps at while no seat inside has a habit. */
    static final int FALLBACK = 10;

    private HabitReader() {}

    @Override
    public Choice choose(Situation situation, long seed) {
        return situation.haul() >= threshold(situation) ? Choice.CAMP : Choice.TORCH;
    }

    @Override
    public String describe() {
        return "heldout2-habits";
    }

    private static int threshold(Situation situation) {
        Seq<SeenChoice> seen = situation.seenChoices();
        int earliest = Integer.MAX_VALUE;
        for (int other : othersInTemple(situation, seen)) {
            List<Integer> hauls = List.ofAll(seen.filter(choice -> choice.camped(other)))
                    .map(SeenChoice::haul)
                    .sorted();
            if (hauls.size() >= MIN_CAMPS) {
                earliest = Math.min(earliest, hauls.get((hauls.size() - 1) / 2));
            }
        }
        return earliest == Integer.MAX_VALUE ? FALLBACK : Math.max(FLOOR, Math.min(CAP, earliest - MARGIN));
    }

    /**
     * The other seats in the temple: those that stayed at this round's last choice seen, or every
     * seat when none has been seen this round yet.
     */
    private static SortedSet<Integer> othersInTemple(Situation situation, Seq<SeenChoice> seen) {
        SortedSet<Integer> inside = seen.filter(choice -> choice.round() == situation.round())
                .lastOption()
                .map(choice -> choice.choosers().removeAll(choice.campers()))
                .getOrElse(() -> TreeSet.ofAll(List.range(0, situation.seats())));
        return inside.remove(situation.seat());
    }
}
