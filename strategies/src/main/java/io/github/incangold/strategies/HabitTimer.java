package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.Seq;

/**
 * Times its leaving against the other seats' habits, read from the public record ({@link
 * Situation#seenChoices()}): it takes each other seat still in the temple to camp at the mean haul
 * at which it was seen to camp this game ({@code gems} for a seat never seen to camp), and camps
 * one gem before the lowest of them, at 1 gem or more, to leave first and alone. Alone in the
 * temple it camps at {@code gems}.
 */
record HabitTimer(int gems) implements Strategy {
    @Override
    public Choice choose(Situation situation, long seed) {
        int haul = situation.haul();
        if (situation.seatsInTemple() <= 1) {
            return haul >= gems ? Choice.CAMP : Choice.TORCH;
        }
        Seq<SeenChoice> record = situation.seenChoices();
        boolean[] others = othersInTemple(situation, record);
        int[] camps = new int[others.length];
        long[] hauls = new long[others.length];
        for (SeenChoice seen : record) {
            for (int camper : seen.campers()) {
                camps[camper]++;
                hauls[camper] += seen.haul();
            }
        }
        boolean first = false; // whether some other seat is expected to camp at haul + 1 or less
        for (int other = 0; other < others.length; other++) {
            first |= others[other]
                    && (camps[other] == 0 ? haul + 1L >= gems : (haul + 1L) * camps[other] >= hauls[other]);
        }
        return first && haul >= 1 ? Choice.CAMP : Choice.TORCH;
    }

    /**
     * The other seats in the temple, from the record: every seat at the round's first choice (R9),
     * else those of the round's last choice that did not camp. The view is built only when the
     * record disagrees with the count of seats in the temple.
     */
    private static boolean[] othersInTemple(Situation situation, Seq<SeenChoice> record) {
        boolean[] in = new boolean[situation.seats()];
        SeenChoice last = record.lastOption().getOrNull();
        int count = 0;
        for (int seat = 0; seat < in.length; seat++) {
            in[seat] = last == null || last.round() != situation.round() || (last.chose(seat) && !last.camped(seat));
            count += in[seat] ? 1 : 0;
        }
        // without a record every estimate is the same, so which seats are in does not matter
        if (last != null && count != situation.seatsInTemple()) { // a record out of step: ask the view
            situation.view().seats().forEach(seat -> in[seat.seat()] = seat.inTemple());
        }
        in[situation.seat()] = false;
        return in;
    }

    @Override
    public String describe() {
        return "habits:" + gems;
    }

    @Override
    public String toString() {
        return describe();
    }
}
