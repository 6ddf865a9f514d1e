package io.github.incangold.strategies;

import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.vavr.collection.Seq;

/**
 * Camps at a haul that rises with how far the seat trails the leader, spread over the rounds left:
 * {@code gems} plus the gap to the best score (as counted from the public record) divided by the
 * rounds from this one to the last, at most twice {@code gems}. Level or ahead, it is {@code
 * threshold:gems}.
 */
record CatchUp(int gems) implements Leavers.Rule {
    @Override
    public Choice choose(Situation situation, long seed) {
        return situation.haul() >= target(situation) ? Choice.CAMP : Choice.TORCH;
    }

    /** The haul at which the bot camps. */
    long target(Situation situation) {
        int mine = situation.countedScore(situation.seat()).orElse(0);
        int leader = mine;
        for (int seat = 0; seat < situation.seats(); seat++) {
            leader = Math.max(leader, situation.countedScore(seat).orElse(0));
        }
        return target(situation.rules(), situation.round(), mine, leader);
    }

    @Override
    public boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat) {
        Seq<Integer> scores = seen.scores();
        int mine = scores.get(seat);
        int leader = mine;
        // by index, without an iterator: a search reads the whole record at every decision
        for (int other = 0; other < scores.size(); other++) {
            leader = Math.max(leader, scores.get(other));
        }
        return seen.haul() >= target(rules, seen.round(), mine, leader);
    }

    @Override
    public boolean readsStandings() {
        return true;
    }

    private long target(Rules rules, int round, int mine, int leader) {
        int rounds = Math.max(1, rules.rounds() - round + 1);
        return Math.min(2L * gems, gems + (long) (leader - mine) / rounds);
    }

    @Override
    public String describe() {
        return "catchup:" + gems;
    }

    @Override
    public String toString() {
        return describe();
    }
}
