package io.github.incangold.strategies;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.PlayObserver;
import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.vavr.collection.List;
import java.util.function.IntFunction;

/**
 * A search that plays to win the game rather than to bring home the most gems this round.
 *
 * <p>For each of {@code samples} imagined rounds (a deck drawn from the cards that can still come,
 * R21, and a model for each other seat) it plays the rest of the round once with the seat camping
 * now and once for each {@link Plan} that carries on now; the same imagined round serves every
 * plan, so their difference is not drowned by the luck of the draw, and plans that choose alike
 * share their play until they part. Each playout ends with the round, and is valued by the seat's
 * chance of winning the game plus a tenth of the share of the other seats it is expected to end
 * ahead of ({@link #winChance}): every seat's score as counted from the public log ({@link
 * Situation#countedScore(int)}) plus what it gained in the playout, with the rounds still to come
 * adding a spread of {@link #spreadPerRound} per round to each seat's score; the chance to end
 * ahead of every other seat is that of ending ahead of all of them at once, not the product of
 * the chances against each. The answer is camp when camping is worth more than the best plan
 * that carries on. It imagines rounds until the two are told apart ({@link #firstLook}, {@link
 * #TOLD_APART}), so the samples go where the answer is in doubt. With nothing at risk and nothing
 * on the path it carries on at once: camping would bring home nothing, and carrying on can lose
 * nothing.
 *
 * <p>The other seats are modelled, each sample afresh, from what they were seen to do ({@link
 * Others}). With the game's record of choices ({@link Situation#seenChoices()}, which the
 * simulator's situations keep), each seat is weighed by Bayes' rule among rules of leaving from
 * several families (the risk-aware bot, the artifact hunter, threshold bots from 3 to 15, bolder
 * and more careful expected-value leavers, hazard counters, leavers that count what leaving alone
 * would add, leavers that hold on longer the further they trail) and a random leaver, by how well
 * each would have made the seat's choices so far, and each rule is played as loosely as the seat was seen to follow it ({@link Learned}).
 * Without a record (a situation read from a
 * view), every seat is a risk-aware bot or a threshold bot ({@link #opponent}): risk-aware with a
 * chance of 7 in 8 at tables of up to 5 seats and 2 in 3 at larger ones before anything is seen,
 * and never a threshold it carried on past this round. Everything random is drawn from the seed.
 *
 * @param samples the imagined rounds of a decision in doubt, 1 to {@link #MAX_SAMPLES}: it plays
 *     at least 3 in 10 of them and at most twice as many ({@link #firstLook})
 */
record WinningSearch(int samples) implements Strategy {
    /** The most samples per decision {@link Strategies#win(int)} accepts. */
    static final int MAX_SAMPLES = 100_000;

    /**
     * The samples of {@code win} without a number, times the seats at the table ({@link
     * ByTable}): a sample costs about as much for each seat, while a decision of {@code mcts:200}
     * grows far less with the table, so {@code win} spends about what {@code mcts:200} does at
     * every table by imagining more rounds at smaller ones.
     */
    static final int DEFAULT_SEAT_SAMPLES = 108;

    /** The fewest samples of {@code win} without a number: from 6 seats up. */
    static final int FEWEST_DEFAULT_SAMPLES = 18;

    /** The most samples of {@code win} without a number: at 3 seats, and at 2 if the rules allow. */
    static final int MOST_DEFAULT_SAMPLES = 36;

    /**
     * The samples of {@code win} without a number at a table of that many seats: {@link
     * #DEFAULT_SEAT_SAMPLES} divided by the seats, from {@link #FEWEST_DEFAULT_SAMPLES} to {@link
     * #MOST_DEFAULT_SAMPLES}: 36 at 3 seats, 27 at 4, 21 at 5 and 18 from 6 up.
     */
    static int defaultSamples(int seats) {
        return Math.max(FEWEST_DEFAULT_SAMPLES, Math.min(MOST_DEFAULT_SAMPLES, DEFAULT_SEAT_SAMPLES / seats));
    }

    /**
     * {@code win} without a number: a {@link WinningSearch} of {@link #defaultSamples} for the
     * table it plays at.
     */
    record ByTable() implements Strategy {
        @Override
        public Choice choose(Situation situation, long seed) {
            return at(situation.seats()).choose(situation, seed);
        }

        /** The search it plays at a table of that many seats. */
        static WinningSearch at(int seats) {
            return new WinningSearch(defaultSamples(seats));
        }

        @Override
        public String describe() {
            return "win";
        }

        @Override
        public String toString() {
            return describe();
        }
    }

    /**
     * The standard deviation of the difference between two seats' gains in one round, by seats at
     * the table (3 to 8), with the 124 gems of the standard deck, as measured in games of the
     * simple bots and {@code mcts:50}. The search takes it for each seat's own spread, so a
     * difference spreads √2 times as much; the other settings of this class were chosen with it.
     */
    private static final double[] SPREAD_BY_SEATS = {0, 0, 12.0, 10.3, 8.4, 7.05, 6.15, 5.46, 4.91};

    private static final int STANDARD_DECK_GEMS = 124;

    /** The range of thresholds the other seats are modelled with. */
    private static final int LOWEST_THRESHOLD = 3;

    private static final int HIGHEST_THRESHOLD = 15;

    /**
     * The odds of the risk-aware model against the whole threshold range, before a seat is seen to
     * do anything, at tables of fewer than {@link #LARGE_TABLE} seats; the priors of {@link
     * Learned} use them too. Measured, not derived: the bots of the yardstick tournament carry on
     * and camp as the risk-aware rule would more often than even odds assume.
     */
    static final int RISK_AWARE_ODDS = 7;

    /**
     * The seats from which the other seats are modelled at {@link #LARGE_TABLE_RISK_AWARE_ODDS}.
     */
    static final int LARGE_TABLE = 6;

    /**
     * The odds of the risk-aware model against the whole threshold range at tables of {@link
     * #LARGE_TABLE} seats or more: 2 to 1 wins more games than even odds at tables of 8, and
     * higher odds lose the bot the first rating to {@code mcts:200}. Measured with the record of
     * choices only: a situation without one ({@link Unseen}) at 6 seats or more uses these odds
     * untested.
     */
    static final int LARGE_TABLE_RISK_AWARE_ODDS = 2;

    /**
     * How much ending ahead of the average other seat weighs against winning the game ({@link
     * #winChance}). Without it the bot wins slightly more games but is placed behind {@code mcts:200}
     * often enough at tables of 8 to lose the first rating there; larger weights win fewer games.
     */
    static final double PLACING_WEIGHT = 0.1;

    /**
     * A decision first imagines 3 in 10 of its samples (at least one), then 3 in 20 more at a time
     * (at least one) until camping and the best plan are {@link #TOLD_APART}, and at most twice its
     * samples: with 20, from 6 to 40 in steps of 3. Most decisions are clear after the first look;
     * a close one gets the samples that a fixed number would spend on the clear ones.
     */
    static final int FIRST_LOOK_TENTHS = 3;

    /** The first look of a decision of {@code samples}: {@link #FIRST_LOOK_TENTHS} in 10, at least one. */
    static int firstLook(int samples) {
        return Math.max(1, samples * FIRST_LOOK_TENTHS / 10);
    }

    /** The most rounds a decision of {@code samples} imagines: twice its samples. */
    static int mostSamples(int samples) {
        return 2 * samples; // samples are at most MAX_SAMPLES
    }

    /** The samples a decision adds while in doubt: half its first look, at least one. */
    static int step(int samples) {
        return Math.max(1, samples * FIRST_LOOK_TENTHS / 20);
    }

    /**
     * How many standard errors apart camping and the best plan must be, in their mean difference
     * per sample, for a decision to stop imagining. At 1.7 a decision with record costs no more
     * than one of {@code mcts:200} at tables of 4 to 8 seats; 2 plays about a tenth more rounds and
     * won no more games that could be told apart.
     */
    static final double TOLD_APART = 1.7;

    /** How a plan that carries on now decides later in the round. */
    enum Plan {
        /** Carries on now, camps at the next choice. */
        ONE_MORE,
        /** Carries on now and at the next choice, camps at the one after. */
        TWO_MORE,
        /** Carries on now and at the next two choices, camps at the third. */
        THREE_MORE,
        /** Decides as the risk-aware bot, bust loss counted half. */
        BOLD,
        /** Decides as the risk-aware bot. */
        RISK_AWARE,
        /** Decides as the risk-aware bot, bust loss counted twice. */
        CAREFUL,
        /** Camps once its score would be ahead of every other seat's as things stand. */
        LEAD
    }

    private static final Plan[] PLANS = Plan.values();

    @Override
    public Choice choose(Situation situation, long seed) {
        PlayerView view = situation.view();
        int me = situation.seat();
        if (view.phase() != Phase.CHOOSE || !view.seats().get(me).inTemple()) {
            return RiskAware.INSTANCE.choose(situation, seed); // nothing to search: not this seat's turn
        }
        if (situation.gemsAtRisk() == 0 && situation.pathGems() == 0 && situation.artifactsOnPath() == 0) {
            return Choice.TORCH; // camping brings home nothing, and carrying on can lose nothing
        }
        Weighing weighing = new Weighing(situation, view, seed).playTo(firstLook(samples));
        int most = mostSamples(samples);
        while (weighing.played < most && !weighing.isToldApart()) {
            weighing.playTo(Math.min(most, weighing.played + step(samples)));
        }
        return weighing.answer(situation, seed);
    }

    /**
     * The imagined rounds of one decision: sample {@code s} is drawn from {@code Seeds.derive(seed,
     * s)}, so playing more samples goes on where the first ones stopped.
     */
    static final class Weighing {
        private final Determinization root;
        /** What to add to each seat's score in the filled-in game for its counted score. */
        private final int[] offsets;

        private final Others others;
        /** Each other seat's model in the sample being played. */
        private final Strategy[] model;

        private final long seed;
        /** [0]: camp now; [1 + p]: carry on with PLANS[p]. Each sums its value over the samples. */
        private final double[] values = new double[PLANS.length + 1];

        /** The values before the sample being played, to tell that sample's own. */
        private final double[] before = new double[PLANS.length + 1];

        /** [1 + p]: the sum over the samples of the square of PLANS[p]'s value less camping's. */
        private final double[] differenceSquares = new double[PLANS.length + 1];

        /** Plays every sample, the same for all of them but the models and the deck. */
        private final Walk walk;

        private int played;

        Weighing(Situation situation, PlayerView view, long seed) {
            this.root = Determinization.of(view, Seeds.derive(seed, -1));
            int seats = root.state.seatCount();
            this.offsets = Search.scoreOffsets(Search.countedScores(situation, seats), root.state);
            double spread = spreadPerRound(situation, seats);
            double variance = 2 * spread * spread * (situation.rules().rounds() - situation.round()) + 0.25;
            this.others = Others.seenIn(situation, view);
            this.model = new Strategy[seats];
            this.walk = new Walk(root, situation.seat(), model, offsets, variance, values, new double[seats - 1]);
            this.seed = seed;
        }

        /** Plays the samples up to {@code total}. */
        Weighing playTo(int total) {
            for (; played < total; played++) {
                Search.Draw draw = new Search.Draw(Seeds.derive(seed, played));
                for (int seat = 0; seat < model.length; seat++) {
                    model[seat] = others.draw(seat, draw);
                }
                System.arraycopy(values, 0, before, 0, values.length);
                GameState imagined = Game.reseed(root.state, draw.next()); // the sample's deck order
                walk.from(imagined, new Search.Imagined(root, offsets), (1 << values.length) - 1, 0);
                double camp = values[0] - before[0];
                for (int plan = 1; plan < values.length; plan++) {
                    double difference = values[plan] - before[plan] - camp;
                    differenceSquares[plan] += difference * difference;
                }
            }
            return this;
        }

        /**
         * Whether camping and the best plan are {@link #TOLD_APART}: their mean difference per
         * sample at least that many standard errors from 0. Never after a single sample, whose
         * spread is unknown.
         */
        boolean isToldApart() {
            if (played < 2) {
                return false;
            }
            int best = 1;
            for (int plan = 2; plan < values.length; plan++) {
                if (values[plan] > values[best]) {
                    best = plan;
                }
            }
            double mean = (values[best] - values[0]) / played;
            double varianceOfMean = (differenceSquares[best] / played - mean * mean) / (played - 1);
            return mean * mean > TOLD_APART * TOLD_APART * varianceOfMean;
        }

        private double bestPlan() {
            double best = Double.NEGATIVE_INFINITY;
            for (int plan = 1; plan < values.length; plan++) {
                best = Math.max(best, values[plan]);
            }
            return best;
        }

        /** Camp when camping is worth more than the best plan; the risk-aware rule on a tie. */
        Choice answer(Situation situation, long seed) {
            double best = bestPlan();
            if (values[0] == best) {
                return RiskAware.INSTANCE.choose(situation, seed);
            }
            return values[0] > best ? Choice.CAMP : Choice.TORCH;
        }
    }

    /**
     * How one decision models the other seats, read from the situation once; each sample draws a
     * model for each seat afresh. With a record of the game's choices ({@link
     * Situation#seenChoices()}), each seat is modelled from its own choices ({@link Learned});
     * without one, every seat alike from the prior and what the seats in the temple carried on
     * with this round ({@link Unseen}).
     */
    interface Others {
        /**
         * A model for one other seat in one sample.
         *
         * @param seat the seat modelled
         * @param draw the sample's randomness
         * @return the model
         */
        Strategy draw(int seat, Search.Draw draw);

        /**
         * The model of one decision. Before the game's first choice the record is empty and nobody
         * has been seen: the model without a record applies, with its measured prior.
         *
         * @param situation the deciding seat's situation
         * @param view its view, already built (a situation may build a new one at every call)
         */
        static Others seenIn(Situation situation, PlayerView view) {
            int seats = view.seats().size();
            int odds = riskAwareOdds(seats);
            io.vavr.collection.Seq<SeenChoice> seen = situation.seenChoices();
            return seen.isEmpty()
                    ? new Unseen(gemsWhenLastCarryingOn(situation, view), odds)
                    : Learned.from(situation.rules(), seen, seats, odds);
        }
    }

    /**
     * Every other seat alike: risk-aware or a threshold ({@link #opponent}).
     *
     * @param carriedOnWith the gems at risk of the round's last choice ({@link
     *     #gemsWhenLastCarryingOn}), or -1 before the first
     * @param odds the risk-aware model's prior odds at this table ({@link #riskAwareOdds})
     */
    record Unseen(int carriedOnWith, int odds) implements Others {
        @Override
        public Strategy draw(int seat, Search.Draw draw) {
            return opponent(draw, carriedOnWith, odds);
        }
    }

    /**
     * Each other seat modelled from the choices it was seen to make this game, by Bayes' rule over
     * {@link #MODELS} models: the rules of {@link #RULES} (the risk-aware bot, the artifact hunter,
     * a threshold bot for each threshold from 3 to 15, expected-value leavers bolder and more
     * careful than the risk-aware one, hazard counters and leavers that count what leaving alone
     * would add, {@link Leavers}; leavers that catch up, {@link CatchUp}, read from the scores each
     * choice was made with) and a random leaver that camps with the seat's own observed rate.
     *
     * <p>No seat need follow a rule exactly (a search bot or a person does not): each seat is
     * taken to do the opposite of its rule at a choice with a chance of its own, {@code flip}: the
     * fewest choices any rule would have made otherwise, plus one half, over its choices plus 10,
     * at most {@link #MOST_FLIP}. A rule's weight is its prior times {@code flip} for each seen
     * choice it would have made otherwise and {@code 1 - flip} for each it would have made alike;
     * the random leaver's, its prior times the likelihood of the seat's camps and stays at the rate
     * (camps + 1) / (choices + 2). A sample draws a rule by weight and plays it with the seat's
     * {@code flip} ({@link Leavers.Noisy}), so a seat that fits a rule but not always is expected
     * to stray as often as it was seen to. The priors: risk-aware {@code odds} × 13; the artifact
     * hunter, the random leaver and each other family 13 in all, shared among its members; each
     * threshold 1. The odds come from {@link #riskAwareOdds}.
     */
    static final class Learned implements Others {
        /** The loss weights of the expected-value leavers, as times / per ({@link Leavers.LossWeighted}). */
        private static final int[][] LOSS_WEIGHTS = {{1, 3}, {1, 2}, {2, 1}, {3, 1}, {4, 1}};

        /** The chances of a bust, in percent, at which the hazard counters camp ({@link Leavers.BustChance}). */
        private static final int[] BUST_PERCENTS = {10, 15, 20, 25, 30};

        /** How much leaving alone weighs, in percent per card left ({@link Leavers.AloneAware}). */
        private static final int[] ALONE_PERCENTS = {3, 6, 10, 15};

        /** The gems at which the leavers that catch up camp when level ({@link CatchUp}). */
        private static final int[] CATCH_UP_GEMS = {4, 6, 8, 10, 12};

        /** The prior weight of the whole threshold range, and of each other family in all. */
        private static final int FAMILY = HIGHEST_THRESHOLD - LOWEST_THRESHOLD + 1;

        /** The rules, in the order of their weights; the random leaver comes after them. */
        static final Leavers.Rule[] RULES;

        /** The prior of each rule; risk-aware's is multiplied by the table's odds ({@link #prior}). */
        private static final double[] RULE_PRIORS;

        static {
            java.util.List<Leavers.Rule> rules = new java.util.ArrayList<>();
            java.util.List<Double> priors = new java.util.ArrayList<>();
            addFamily(rules, priors, FAMILY, List.of(RiskAware.INSTANCE));
            addFamily(rules, priors, FAMILY, List.of(ArtifactHunter.INSTANCE));
            for (int threshold = LOWEST_THRESHOLD; threshold <= HIGHEST_THRESHOLD; threshold++) {
                addFamily(rules, priors, 1, List.of(new Threshold(threshold)));
            }
            addFamily(rules, priors, FAMILY, List.of(LOSS_WEIGHTS).map(w -> new Leavers.LossWeighted(w[0], w[1])));
            addFamily(rules, priors, FAMILY, List.ofAll(BUST_PERCENTS).map(Leavers.BustChance::new));
            addFamily(rules, priors, FAMILY, List.ofAll(ALONE_PERCENTS).map(Leavers.AloneAware::new));
            addFamily(rules, priors, FAMILY, List.ofAll(CATCH_UP_GEMS).map(CatchUp::new));
            RULES = rules.toArray(new Leavers.Rule[0]);
            RULE_PRIORS = priors.stream().mapToDouble(Double::doubleValue).toArray();
            long readingStandings = 0;
            for (int model = 0; model < RULES.length; model++) {
                readingStandings |= RULES[model].readsStandings() ? 1L << model : 0;
            }
            READING_STANDINGS = readingStandings;
        }

        /** The rules and the random leaver. */
        static final int MODELS = RULES.length + 1;

        /** A bit for each rule: at most 63 rules. */
        private static final long ALL_RULES = -1L >>> (64 - RULES.length);

        /** A bit for each rule that reads the standings, so that the choosers of one moment differ. */
        private static final long READING_STANDINGS;

        static final int RISK_AWARE = 0;
        static final int RANDOM_LEAVER = MODELS - 1;

        /** The most a seat is taken to stray from its rule: past it, the random leaver fits better. */
        static final double MOST_FLIP = 0.3;

        /** [seat][model]: each seat's posterior weights, before the risk-aware odds. */
        private final double[][] weights;

        /** [seat]: the chance that the seat strays from its rule at a choice. */
        private final double[] flips;

        /** [seat]: the random leaver's rate of camping. */
        private final double[] leaveRates;

        private Learned(double[][] weights, double[] flips, double[] leaveRates) {
            this.weights = weights;
            this.flips = flips;
            this.leaveRates = leaveRates;
        }

        /** Adds a family of rules that share the prior {@code total} equally. */
        private static void addFamily(
                java.util.List<Leavers.Rule> rules,
                java.util.List<Double> priors,
                double total,
                List<? extends Leavers.Rule> members) {
            for (Leavers.Rule member : members) {
                rules.add(member);
                priors.add(total / members.size());
            }
        }

        static Learned from(Rules rules, io.vavr.collection.Seq<SeenChoice> seen, int seats, int odds) {
            // [seat][model]: the seat's choices the rule would have made otherwise
            int[][] mismatches = new int[seats][RULES.length];
            int[] camps = new int[seats];
            int[] stays = new int[seats];
            for (SeenChoice choice : seen) {
                // bit k: whether RULES[k] would have camped, alike for every chooser unless it
                // reads the standings
                long alike = 0;
                int firstChooser = choice.choosers().head();
                for (int model = 0; model < RULES.length; model++) {
                    if ((READING_STANDINGS >>> model & 1) == 0) {
                        alike |= RULES[model].wouldHaveCamped(rules, choice, firstChooser) ? 1L << model : 0;
                    }
                }
                int campers = seatsOf(choice.campers(), seats);
                for (int chose = seatsOf(choice.choosers(), seats); chose != 0; chose &= chose - 1) {
                    int seat = Integer.numberOfTrailingZeros(chose);
                    long wouldCamp = alike;
                    for (long reading = READING_STANDINGS; reading != 0; reading &= reading - 1) {
                        int model = Long.numberOfTrailingZeros(reading);
                        wouldCamp |= RULES[model].wouldHaveCamped(rules, choice, seat) ? 1L << model : 0;
                    }
                    boolean camped = (campers >>> seat & 1) != 0;
                    if (camped) {
                        camps[seat]++;
                    } else {
                        stays[seat]++;
                    }
                    for (long missed = camped ? ~wouldCamp & ALL_RULES : wouldCamp; missed != 0; missed &= missed - 1) {
                        mismatches[seat][Long.numberOfTrailingZeros(missed)]++;
                    }
                }
            }
            double[][] weights = new double[seats][];
            double[] flips = new double[seats];
            double[] leaveRates = new double[seats];
            double[] logLikelihood = new double[MODELS];
            for (int seat = 0; seat < seats; seat++) {
                int choices = camps[seat] + stays[seat];
                int fewest = Integer.MAX_VALUE;
                for (int model = 0; model < RULES.length; model++) {
                    fewest = Math.min(fewest, mismatches[seat][model]);
                }
                double flip = Math.min(MOST_FLIP, (fewest + 0.5) / (choices + 10.0));
                flips[seat] = flip;
                for (int model = 0; model < RULES.length; model++) {
                    int missed = mismatches[seat][model];
                    logLikelihood[model] = missed * Math.log(flip) + (choices - missed) * Math.log(1 - flip);
                }
                double rate = (camps[seat] + 1.0) / (choices + 2.0);
                leaveRates[seat] = rate;
                logLikelihood[RANDOM_LEAVER] = camps[seat] * Math.log(rate) + stays[seat] * Math.log(1 - rate);
                double best = Double.NEGATIVE_INFINITY;
                for (double each : logLikelihood) {
                    best = Math.max(best, each);
                }
                weights[seat] = new double[MODELS];
                for (int model = 0; model < MODELS; model++) {
                    weights[seat][model] = prior(model, odds) * Math.exp(logLikelihood[model] - best);
                }
            }
            return new Learned(weights, flips, leaveRates);
        }

        /** The seats of a set of a seen choice as bits, leaving out any that is not a seat of this game. */
        private static int seatsOf(io.vavr.collection.SortedSet<Integer> set, int seats) {
            int bits = 0;
            for (int seat : set) {
                bits |= seat < seats ? 1 << seat : 0;
            }
            return bits;
        }

        private static double prior(int model, int odds) {
            if (model == RANDOM_LEAVER) {
                return FAMILY;
            }
            return model == RISK_AWARE ? odds * RULE_PRIORS[model] : RULE_PRIORS[model];
        }

        /** The chance of each model for a seat, summing to 1, in the order of {@link #RULES} then the random leaver. */
        double[] chances(int seat) {
            double[] chances = weights[seat].clone();
            double total = 0;
            for (double weight : chances) {
                total += weight;
            }
            for (int model = 0; model < chances.length; model++) {
                chances[model] /= total;
            }
            return chances;
        }

        /** The chance that a seat strays from its rule at a choice. */
        double flip(int seat) {
            return flips[seat];
        }

        @Override
        public Strategy draw(int seat, Search.Draw draw) {
            double[] seatWeights = weights[seat];
            double total = 0;
            for (double weight : seatWeights) {
                total += weight;
            }
            double pick = Seeds.unit(draw.next()) * total;
            int model = 0;
            while (model < MODELS - 1 && pick >= seatWeights[model]) {
                pick -= seatWeights[model];
                model++;
            }
            long seed = draw.next();
            if (model == RANDOM_LEAVER) {
                return new RandomLeaver(leaveRates[seat], seed);
            }
            return new Leavers.Noisy(RULES[model], flips[seat], seed);
        }
    }

    /**
     * A model that camps with a fixed chance at each choice, drawn from its seed and the cards left
     * (which tell the choices of a round apart), so the plans of one sample meet the same choices.
     */
    record RandomLeaver(double leave, long seed) implements Strategy {
        @Override
        public Choice choose(Situation situation, long ignored) {
            return Seeds.unit(Seeds.derive(seed, situation.cardsLeft())) < leave ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "random:" + leave;
        }
    }
    /**
     * The odds of the risk-aware model against the whole threshold range at a table of that many
     * seats, before anything is seen: {@link #RISK_AWARE_ODDS} to 1 below {@link #LARGE_TABLE}
     * seats, {@link #LARGE_TABLE_RISK_AWARE_ODDS} to 1 from there on.
     */
    static int riskAwareOdds(int seats) {
        return seats < LARGE_TABLE ? RISK_AWARE_ODDS : LARGE_TABLE_RISK_AWARE_ODDS;
    }

    /**
     * A model of another seat still in the temple, drawn afresh for each sample by Bayes' rule:
     * before anything is seen, risk-aware with weight {@code odds} × 13 and each of the 13
     * thresholds with weight 1. The seat carried on with {@code carriedOnWith} gems at risk, which
     * a threshold bot with that threshold or a lower one would not have done, so those thresholds
     * get weight 0 and the rest keep theirs. (A threshold bot counts the path's gems too, so a
     * few thresholds above the gems at risk may also be impossible; they keep their weight, and
     * the risk-aware model is never ruled out.) With odds of 7, risk-aware has a chance of 91 in
     * 104 before the round's first choice, 91 in 97 after carrying on with 9 gems, and 1 past
     * every threshold of the range.
     *
     * @param draw the sample's randomness
     * @param carriedOnWith the gems at risk of the round's last choice, or -1 before the first
     * @param odds the risk-aware model's prior weight against the whole threshold range's, at
     *     least 1
     */
    static Strategy opponent(Search.Draw draw, int carriedOnWith, int odds) {
        int lowest = Math.max(LOWEST_THRESHOLD, carriedOnWith + 1);
        int thresholdsLeft = Math.max(0, HIGHEST_THRESHOLD - lowest + 1);
        int riskAwareWeight = odds * (HIGHEST_THRESHOLD - LOWEST_THRESHOLD + 1);
        int pick = draw.below(riskAwareWeight + thresholdsLeft);
        return pick < thresholdsLeft ? new Threshold(lowest + pick) : RiskAware.INSTANCE;
    }

    /**
     * The gems at risk with which the seats in the temple made the round's last choice, all
     * carrying on: every one of them received every share since (R10), so they all held the same.
     * Before the round's first choice (one card revealed, or two after an opening hazard, R15),
     * -1.
     */
    static int gemsWhenLastCarryingOn(Situation situation, PlayerView view) {
        io.vavr.collection.List<Card> path = view.path();
        boolean openingHazard =
                situation.rules().openingHazardAutoReveal() && !path.isEmpty() && path.head() instanceof Card.Hazard;
        int choicesMade = path.size() - (openingHazard ? 2 : 1);
        if (choicesMade <= 0) {
            return -1;
        }
        Card last = path.last();
        int lastShare = last instanceof Card.Treasure treasure
                ? Rulebook.share(treasure.value(), situation.seatsInTemple())
                : 0;
        return situation.gemsAtRisk() - lastShare;
    }

    /**
     * The plays of one sample: every plan plays the same imagined round, and plans that choose
     * alike share their play until they part, so a step is played once for all of them. The
     * cards come from the sample's generator in the state played from, so plans that part meet
     * the same cards; each is counted out of the figures of the plan that meets it.
     */
    private static final class Walk implements PlayObserver {
        private final Determinization root;
        private final int me;
        private final Strategy[] model;
        private final int[] offsets;
        private final double variance;
        private final double[] values;
        /** {@link #winChance}'s room for the leads over the other seats, for every playout's end. */
        private final double[] leads;
        /** The choices of the step being played: every seat in the temple's, written before each step. */
        private final Choice[] choices;

        private final IntFunction<Choice> choiceOf;
        /** The figures of the plans being played, which count out the cards revealed. */
        private Search.Imagined counting;

        Walk(
                Determinization root,
                int me,
                Strategy[] model,
                int[] offsets,
                double variance,
                double[] values,
                double[] leads) {
            this.root = root;
            this.me = me;
            this.model = model;
            this.offsets = offsets;
            this.variance = variance;
            this.values = values;
            this.leads = leads;
            this.choices = new Choice[model.length];
            this.choiceOf = seat -> choices[seat];
        }

        /**
         * Plays the plans of {@code plans} (bit k: entry k of the values) on from {@code state}, the
         * seat's choice {@code choice} of the round from the decision (0: the decision's own), and
         * adds the value of the round's end to each.
         */
        void from(GameState state, Search.Imagined imagined, int plans, int choice) {
            int seats = state.seatCount();
            while (true) {
                if (state.inTemple(me)) {
                    int campers = 0;
                    for (int plan = 0; plan < values.length; plan++) {
                        if ((plans & 1 << plan) != 0
                                && mine(plan == 0 ? null : PLANS[plan - 1], choice, imagined.at(state, me), state)
                                        == Choice.CAMP) {
                            campers |= 1 << plan;
                        }
                    }
                    if (campers != 0 && campers != plans) {
                        from(state, new Search.Imagined(imagined), campers, choice);
                        plans &= ~campers;
                        campers = 0;
                    }
                    choices[me] = campers != 0 ? Choice.CAMP : Choice.TORCH;
                }
                for (int seat = 0; seat < seats; seat++) {
                    if (seat != me && state.inTemple(seat)) {
                        choices[seat] = model[seat].choose(imagined.at(state, seat), 0L);
                    }
                }
                choice++;
                counting = imagined;
                // on to the next choice or the round's end; what a bust lets the seats keep counts (R14)
                state = Game.play(state, choiceOf, this);
                if (state.phase() != Phase.CHOOSE) {
                    break; // the round is over
                }
            }
            double value = winChance(state, me, offsets, variance, leads);
            for (int plan = 0; plan < values.length; plan++) {
                if ((plans & 1 << plan) != 0) {
                    values[plan] += value;
                }
            }
        }

        @Override
        public void cardRevealed(Card card, int seatsInTemple, int share, int remainder, boolean bust) {
            counting.countOut(root.entryOf(card));
        }
    }

    /** {@link #SPREAD_BY_SEATS}, scaled to the deck's gems; beyond 8 seats, about 40 / seats. */
    static double spreadPerRound(Situation situation, int seats) {
        double standard = seats < SPREAD_BY_SEATS.length ? SPREAD_BY_SEATS[seats] : 40.0 / seats;
        int gems = situation.rules().treasureValues().sum().intValue();
        return standard * gems / STANDARD_DECK_GEMS;
    }

    /**
     * What a plan chooses at the seat's choice {@code choice} of the round from the decision: the
     * decision itself (0) is the plan's carrying on; null is camping now.
     */
    static Choice mine(Plan plan, int choice, Situation situation, GameState now) {
        if (plan == null) {
            return Choice.CAMP;
        }
        if (choice == 0) {
            return Choice.TORCH;
        }
        boolean camp =
                switch (plan) {
                    case ONE_MORE -> true;
                    case TWO_MORE -> choice >= 2;
                    case THREE_MORE -> choice >= 3;
                    case BOLD -> RiskAware.leaves(situation, 1, 2);
                    case RISK_AWARE -> RiskAware.leaves(situation, 1, 1);
                    case CAREFUL -> RiskAware.leaves(situation, 2, 1);
                    case LEAD -> leads(situation, now);
                };
        return camp ? Choice.CAMP : Choice.TORCH;
    }

    /** Whether leaving now would put the seat ahead of every other seat as things stand. */
    private static boolean leads(Situation situation, GameState now) {
        int me = situation.seat();
        int mine = situation.countedScore(me).getAsInt() + situation.haul();
        for (int seat = 0; seat < now.seatCount(); seat++) {
            if (seat != me) {
                int theirs = situation.countedScore(seat).getAsInt() + now.gemsAtRisk(seat);
                if (theirs >= mine) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The value of a round's end: the chance that the seat ends the game ahead of every other
     * seat, plus {@link #PLACING_WEIGHT} times the share of the other seats it is expected to end
     * ahead of. What each seat gains in the rounds to come is taken as normal and independent of
     * the others' gains, with half the variance of a difference ({@code variance}), around the
     * scores at the round's end. To be ahead of every other seat, each of them must end below the
     * same final score of the deciding seat, so the chances are not independent: the win chance is
     * the mean, over the deciding seat's own gains, of the product of the chances that each other
     * seat ends below it ({@link #OWN_GAINS}). At a table of 8 seats level with each
     * other it is 1/8, where the product of the chances to beat each seat alone would give 1/128.
     * The placing term keeps the seat from throwing away its place behind the winner for a long
     * shot at the win.
     */
    static double winChance(GameState start, GameState end, int me, int[] counted, double variance) {
        return winChance(end, me, Search.scoreOffsets(counted, start), variance, new double[counted.length - 1]);
    }

    /**
     * {@link #winChance(GameState, GameState, int, int[], double)} from the end alone, each seat's
     * counted score being its score there plus its offset ({@link Search#scoreOffsets}); its leads
     * over the other seats (in one seat's standard deviations) written to {@code lead}, which a
     * search reuses for every playout's end.
     */
    private static double winChance(GameState end, int me, int[] offsets, double variance, double[] lead) {
        int seats = offsets.length;
        double mine = offsets[me] + end.score(me);
        double ahead = 0.0;
        double differenceScale = 1.0 / Math.sqrt(variance);
        int others = 0;
        for (int seat = 0; seat < seats; seat++) {
            if (seat != me) {
                double difference = mine - (offsets[seat] + end.score(seat));
                ahead += normalBelow(difference * differenceScale);
                lead[others++] = difference * differenceScale * Math.sqrt(2);
            }
        }
        double chance = 0.0;
        for (int node = 0; node < OWN_GAINS.length; node++) {
            double product = OWN_GAIN_WEIGHTS[node];
            for (int other = 0; other < others && product > 0; other++) {
                product *= normalBelow(lead[other] + OWN_GAINS[node]);
            }
            chance += product;
        }
        return chance + PLACING_WEIGHT * ahead / others;
    }

    /**
     * The points at which {@link #winChance} averages over the deciding seat's own gains, in
     * standard deviations: every three quarters of a unit from -4.5 to 4.5, 13 points. For the
     * smooth products it averages, the rectangle rule on this grid is within about 1e-5 of the
     * chance up to 8 seats (2e-4 at 16), well below what tells two plans apart, at two thirds of
     * the cost of a grid of half units.
     */
    private static final double OWN_GAIN_STEP = 0.75;

    private static final double[] OWN_GAINS = ownGains();

    /** The weight of each of {@link #OWN_GAINS}: the normal density there times the grid's step. */
    private static final double[] OWN_GAIN_WEIGHTS = ownGainWeights();

    private static double[] ownGains() {
        double[] points = new double[13];
        for (int point = 0; point < points.length; point++) {
            points[point] = -4.5 + OWN_GAIN_STEP * point;
        }
        return points;
    }

    private static double[] ownGainWeights() {
        double[] weights = new double[OWN_GAINS.length];
        for (int point = 0; point < weights.length; point++) {
            double z = OWN_GAINS[point];
            weights[point] = OWN_GAIN_STEP * Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
        }
        return weights;
    }

    /** {@link #normalBelow}'s table: the points per unit of z. */
    private static final int NORMAL_STEPS_PER_UNIT = 256;

    /** {@link #normalBelow}'s table: the function at every step from -8 to 8. */
    private static final double[] NORMAL_BELOW = normalBelowTable();

    /**
     * The standard normal distribution function, to about 6e-7: read between two points of a
     * table, since a decision asks it some ten thousand times.
     */
    static double normalBelow(double z) {
        if (z <= -8) {
            return 0.0;
        }
        if (z >= 8) {
            return 1.0;
        }
        double position = (z + 8) * NORMAL_STEPS_PER_UNIT;
        int below = Math.min((int) position, NORMAL_BELOW.length - 2); // z just below 8 rounds to 16
        double fraction = position - below;
        return NORMAL_BELOW[below] + fraction * (NORMAL_BELOW[below + 1] - NORMAL_BELOW[below]);
    }

    private static double[] normalBelowTable() {
        double[] table = new double[16 * NORMAL_STEPS_PER_UNIT + 1];
        for (int point = 0; point < table.length; point++) {
            table[point] = normalBelowByFormula(-8 + (double) point / NORMAL_STEPS_PER_UNIT);
        }
        return table;
    }

    /** The standard normal distribution function, to about 1e-7 (Abramowitz and Stegun 26.2.17). */
    static double normalBelowByFormula(double z) {
        double t = 1.0 / (1.0 + 0.2316419 * Math.abs(z));
        double density = Math.exp(-0.5 * z * z) * 0.3989422804014327;
        double tail = density
                * t
                * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
        return z >= 0 ? 1.0 - tail : tail;
    }

    @Override
    public String describe() {
        return "win:" + samples;
    }

    @Override
    public String toString() {
        return describe();
    }
}
