package io.github.incangold.strategies;

import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;

/**
 * The rules of leaving by which {@code win} models another seat ({@link WinningSearch.Learned}):
 * each decides from the public figures alone, now and at a choice the table saw earlier, so that
 * how well a rule fits a seat can be read from the game's record.
 */
final class Leavers {
    private Leavers() {}

    /** A rule of leaving that can also say what it would have done at a choice seen earlier. */
    interface Rule extends Strategy {
        /**
         * Whether the rule would have camped at a choice the table saw, in a seat that chose.
         *
         * @param rules the game's rules
         * @param seen the choice, with the public figures it was made from
         * @param seat the seat, one of the choosers
         * @return true to camp
         */
        boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat);

        /**
         * Whether the rule reads the standings ({@link SeenChoice#scores()}), so that the seats of
         * one choice may answer apart; if not, it answers alike for every chooser.
         *
         * @return true if the seat matters
         */
        default boolean readsStandings() {
            return false;
        }
    }

    /**
     * An expected-value leaver that weighs what the next card may cost by {@code times / per}
     * against what it may bring: a bolder one below 1, a more careful one above ({@link
     * RiskAware#leaves(Situation, int, int)}).
     */
    record LossWeighted(int times, int per) implements Rule {
        @Override
        public Choice choose(Situation situation, long seed) {
            return RiskAware.leaves(situation, times, per) ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat) {
            return RiskAware.wouldHaveCamped(rules, seen, times, per);
        }

        @Override
        public String describe() {
            return "risk weighted " + times + "/" + per;
        }
    }

    /**
     * A hazard counter: with something to carry home, camps once at least {@code percent} in 100
     * of the cards left would end the round (R14).
     */
    record BustChance(int percent) implements Rule {
        @Override
        public Choice choose(Situation situation, long seed) {
            return camps(situation.haul(), situation.bustCardsLeft(), situation.cardsLeft())
                    ? Choice.CAMP
                    : Choice.TORCH;
        }

        @Override
        public boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat) {
            return camps(seen.haul(), seen.bustCardsLeft(), seen.cardsLeft());
        }

        private boolean camps(int haul, int bustCardsLeft, int cardsLeft) {
            return haul > 0 && 100L * bustCardsLeft >= (long) percent * cardsLeft;
        }

        @Override
        public String describe() {
            return "bust chance " + percent + "%";
        }
    }

    /**
     * A leaver that counts what leaving alone would add: the risk-aware comparison (R14) with the
     * path's gems and artifacts (at 5 gems each, R12), times {@code percent} in 100 per card left,
     * on the side of camping, so that a seat that often leaves early to take what lies on the path
     * is modelled. A choice seen earlier tells the gems each chooser would have taken from the
     * path ({@link SeenChoice#haul()} less the gems at risk), not the path's own: it counts that
     * times the choosers, which leaves out what would have stayed behind (R11).
     */
    record AloneAware(int percent) implements Rule {
        /** What an artifact is counted at: the 5 gems of the first ones claimed (R12). */
        private static final int ARTIFACT_GEMS = 5;

        @Override
        public Choice choose(Situation situation, long seed) {
            boolean camps = camps(
                    situation.rules(),
                    situation.gemsAtRisk(),
                    situation.pathGems(),
                    situation.artifactsOnPath(),
                    situation.cardsLeft(),
                    situation.bustCardsLeft(),
                    situation.treasureShares(situation.seatsInTemple()));
            return camps ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public boolean wouldHaveCamped(Rules rules, SeenChoice seen, int seat) {
            int pathGems = (seen.haul() - seen.gemsAtRisk()) * seen.choosers().size();
            return camps(
                    rules,
                    seen.gemsAtRisk(),
                    pathGems,
                    seen.artifactsOnPath(),
                    seen.cardsLeft(),
                    seen.bustCardsLeft(),
                    seen.treasureShares());
        }

        private boolean camps(
                Rules rules,
                int gemsAtRisk,
                int pathGems,
                int artifactsOnPath,
                int cardsLeft,
                int bustCardsLeft,
                long treasureShares) {
            long alone = pathGems + (long) ARTIFACT_GEMS * artifactsOnPath;
            if (gemsAtRisk + alone == 0) {
                return false; // nothing to take home
            }
            int kept = Rulebook.keptOnBust(rules.bustPenalty(), gemsAtRisk);
            return 100L * bustCardsLeft * (gemsAtRisk - kept) + (long) percent * cardsLeft * alone
                    > 100L * treasureShares;
        }

        @Override
        public String describe() {
            return "alone-aware " + percent + "%";
        }
    }

    /**
     * A rule that a seat does not follow exactly: at each choice it does the opposite with the
     * chance {@code flip}, drawn from its seed and the cards left (which tell the choices of a round
     * apart), so that the plans of one sample meet the same choices.
     */
    record Noisy(Strategy rule, double flip, long seed) implements Strategy {
        @Override
        public Choice choose(Situation situation, long ignored) {
            Choice choice = rule.choose(situation, 0L);
            if (Seeds.unit(Seeds.derive(seed, situation.cardsLeft())) >= flip) {
                return choice;
            }
            return choice == Choice.CAMP ? Choice.TORCH : Choice.CAMP;
        }

        @Override
        public String describe() {
            return rule.describe() + ", otherwise " + flip;
        }
    }
}
