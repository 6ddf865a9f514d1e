package io.github.incangold.strategies;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Situation.SeenChoice;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import java.util.OptionalInt;

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
 * that carries on. When the two are close at a table of up to 5 seats ({@link #CLOSE_CALL}), it
 * imagines twice as many rounds again before it answers.
 *
 * <p>The other seats are modelled, each sample afresh, from what they were seen to do ({@link
 * Others}). With the game's record of choices ({@link Situation#seenChoices()}, which the
 * simulator's situations keep), each seat is weighed by Bayes' rule among the risk-aware bot, the
 * artifact hunter, threshold bots from 3 to 15 and a random leaver, by how well each would have
 * made the seat's choices so far ({@link Learned}). Without a record (a situation read from a
 * view), every seat is a risk-aware bot or a threshold bot ({@link #opponent}): risk-aware with a
 * chance of 7 in 8 at tables of up to 5 seats and 2 in 3 at larger ones before anything is seen,
 * and never a threshold it carried on past this round. Everything random is drawn from the seed.
 *
 * @param samples the imagined rounds per decision, 1 to {@link #MAX_SAMPLES}; a close call plays
 *     {@link #CLOSE_CALL_TIMES} times as many in all
 */
record WinningSearch(int samples) implements Strategy {
    /** The most samples per decision {@link Strategies#win(int)} accepts. */
    static final int MAX_SAMPLES = 100_000;

    /** The samples of {@code win} without a number: a decision costs about what one of {@code mcts:200} does. */
    static final int DEFAULT_SAMPLES = 20;

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
     * The seats from which the other seats are modelled at {@link #LARGE_TABLE_RISK_AWARE_ODDS}
     * and a decision plays no close call. At tables of 6 to 8 seats the settings of smaller tables
     * win a few more games but place the bot behind {@code mcts:200} more often, and lose it the
     * first rating.
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
     * The difference in value per sample between camping now and the best plan below which a
     * decision is a close call: at tables of fewer than {@link #LARGE_TABLE} seats it plays {@link
     * #CLOSE_CALL_TIMES} times its samples in all, so the samples go where the answer is in
     * doubt. A tenth of a chance to win: about half the decisions at tables of 3 to 5 seats. The
     * extra samples win more games there, more than as many samples on every decision would; at
     * tables of 8 they win none, since two copies of the bot at one table, deciding more alike,
     * leave together more often.
     */
    static final double CLOSE_CALL = 0.1;

    /** How many times its samples a close call plays in all ({@link #CLOSE_CALL}). */
    static final int CLOSE_CALL_TIMES = 3;

    /** How a plan that carries on now decides later in the round. */
    private enum Plan {
        /** Carries on now, camps at the next choice. */
        ONE_MORE,
        /** Decides as the risk-aware bot, bust loss counted half. */
        BOLD,
        /** Decides as the risk-aware bot. */
        RISK_AWARE,
        /** Decides as the risk-aware bot, bust loss counted twice. */
        CAREFUL,
        /** Camps once its score would be ahead of every other seat's as things stand. */
        LEAD,
        /** Never camps: stays until the round ends. */
        TO_THE_END
    }

    private static final Plan[] PLANS = Plan.values();

    @Override
    public Choice choose(Situation situation, long seed) {
        PlayerView view = situation.view();
        int me = situation.seat();
        if (view.phase() != Phase.CHOOSE || !view.seats().get(me).inTemple()) {
            return RiskAware.INSTANCE.choose(situation, seed); // nothing to search: not this seat's turn
        }
        Weighing weighing = new Weighing(situation, view, seed).playTo(samples);
        if (weighing.isCloseCall() && view.seats().size() < LARGE_TABLE) {
            weighing.playTo(samples * CLOSE_CALL_TIMES);
        }
        return weighing.answer(situation, seed);
    }

    /**
     * The imagined rounds of one decision: sample {@code s} is drawn from {@code Seeds.derive(seed,
     * s)}, so playing more samples goes on where the first ones stopped.
     */
    static final class Weighing {
        private final Determinization root;
        private final int me;
        private final int[] counted;
        private final double variance;
        private final Others others;
        private final Strategy[] model;
        private final long seed;
        /** [0]: camp now; [1 + p]: carry on with PLANS[p]. Each sums its value over the samples. */
        private final double[] values = new double[PLANS.length + 1];

        /** {@link #winChance}'s room for the leads over the other seats, for every playout's end. */
        private final double[] leads;

        private int played;

        Weighing(Situation situation, PlayerView view, long seed) {
            this.root = Determinization.of(view, Seeds.derive(seed, -1));
            this.me = situation.seat();
            int seats = root.state.seatCount();
            this.counted = countedScores(situation, seats);
            double spread = spreadPerRound(situation, seats);
            this.variance = 2 * spread * spread * (situation.rules().rounds() - situation.round()) + 0.25;
            this.others = Others.seenIn(situation, view);
            this.model = new Strategy[seats];
            this.leads = new double[seats - 1];
            this.seed = seed;
        }

        /** Plays the samples up to {@code total}. */
        Weighing playTo(int total) {
            for (; played < total; played++) {
                Search.Draw draw = new Search.Draw(Seeds.derive(seed, played));
                for (int seat = 0; seat < model.length; seat++) {
                    model[seat] = others.draw(seat, draw);
                }
                Walk walk = new Walk(root, me, model, new Deal(root, draw.next()), counted, variance, values, leads);
                walk.from(root.state, new Search.Imagined(root), 0, (1 << values.length) - 1, true);
            }
            return this;
        }

        private double bestPlan() {
            double best = Double.NEGATIVE_INFINITY;
            for (int plan = 1; plan < values.length; plan++) {
                best = Math.max(best, values[plan]);
            }
            return best;
        }

        /** Whether camping and the best plan are within {@link #CLOSE_CALL} per sample. */
        boolean isCloseCall() {
            return Math.abs(values[0] - bestPlan()) < CLOSE_CALL * played;
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
     * {@link #MODELS} models: the risk-aware bot, the artifact hunter, a threshold bot for each
     * threshold from 3 to 15, and a random leaver that camps with the seat's own observed rate.
     * The priors: risk-aware {@code odds} × 13, the artifact hunter and the random leaver 13 each
     * (as much as the whole threshold range), each threshold 1. Each seen choice a deterministic
     * model would have made otherwise multiplies its weight by {@link #MISMATCH}, so a seat that
     * fits no model exactly (a search bot, a person) is modelled by those that fit it best. The
     * random leaver's rate is (camps + 1) / (choices + 2), and its weight is the likelihood of the
     * seat's camps and stays at that estimated rate: a shortcut for the likelihood averaged over
     * every rate, which it overstates (for 1 camp in 3 choices, 0.144 against 0.083), so it
     * favours the random leaver somewhat. The odds come from {@link #riskAwareOdds}.
     */
    static final class Learned implements Others {
        /** Risk-aware, artifact hunter, thresholds 3 to 15, random leaver. */
        static final int MODELS = 3 + HIGHEST_THRESHOLD - LOWEST_THRESHOLD + 1;

        private static final int RISK_AWARE = 0;
        private static final int ARTIFACT_HUNTER = 1;
        private static final int FIRST_THRESHOLD = 2;
        private static final int RANDOM_LEAVER = MODELS - 1;

        /**
         * The weight left to a deterministic model for each seen choice it would have made
         * otherwise: 1 in 20 (1 in 100 and 1 in 5 do about as well at tables of 8).
         */
        static final double MISMATCH = 0.05;

        /** [seat][model]: each seat's posterior weights (the priors for a seat never seen to choose). */
        private final double[][] weights;

        /** [seat]: the random leaver's rate of camping. */
        private final double[] leaveRates;

        private Learned(double[][] weights, double[] leaveRates) {
            this.weights = weights;
            this.leaveRates = leaveRates;
        }

        static Learned from(Rules rules, io.vavr.collection.Seq<SeenChoice> seen, int seats, int odds) {
            // [seat][model]: the seat's choices the model would have made otherwise
            int[][] mismatches = new int[seats][MODELS];
            int[] camps = new int[seats];
            int[] stays = new int[seats];
            boolean[] wouldCamp = new boolean[MODELS];
            for (SeenChoice choice : seen) {
                wouldCamp[RISK_AWARE] = RiskAware.wouldHaveCamped(rules, choice);
                wouldCamp[ARTIFACT_HUNTER] = ArtifactHunter.wouldHaveCamped(rules, choice);
                for (int threshold = LOWEST_THRESHOLD; threshold <= HIGHEST_THRESHOLD; threshold++) {
                    wouldCamp[FIRST_THRESHOLD + threshold - LOWEST_THRESHOLD] =
                            new Threshold(threshold).wouldHaveCamped(choice);
                }
                for (int seat : choice.choosers()) {
                    if (seat >= seats) {
                        continue; // not a seat of this game
                    }
                    boolean camped = choice.camped(seat);
                    if (camped) {
                        camps[seat]++;
                    } else {
                        stays[seat]++;
                    }
                    for (int model = 0; model < RANDOM_LEAVER; model++) {
                        if (wouldCamp[model] != camped) {
                            mismatches[seat][model]++;
                        }
                    }
                }
            }
            double[][] weights = new double[seats][];
            double[] leaveRates = new double[seats];
            double[] logLikelihood = new double[MODELS];
            double logMismatch = Math.log(MISMATCH);
            for (int seat = 0; seat < seats; seat++) {
                for (int model = 0; model < RANDOM_LEAVER; model++) {
                    logLikelihood[model] = mismatches[seat][model] * logMismatch;
                }
                double rate = (camps[seat] + 1.0) / (camps[seat] + stays[seat] + 2.0);
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
            return new Learned(weights, leaveRates);
        }

        private static double prior(int model, int odds) {
            int range = HIGHEST_THRESHOLD - LOWEST_THRESHOLD + 1;
            if (model == RISK_AWARE) {
                return (double) odds * range;
            }
            return model == ARTIFACT_HUNTER || model == RANDOM_LEAVER ? range : 1.0;
        }

        /**
         * The chance of each model for a seat, summing to 1: [0] risk-aware, [1] artifact hunter,
         * [2..14] thresholds 3..15, [15] random leaver.
         */
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
            if (model == RISK_AWARE) {
                return RiskAware.INSTANCE;
            } else if (model == ARTIFACT_HUNTER) {
                return ArtifactHunter.INSTANCE;
            } else if (model == RANDOM_LEAVER) {
                return new RandomLeaver(leaveRates[seat], draw.next());
            }
            return new Threshold(LOWEST_THRESHOLD + model - FIRST_THRESHOLD);
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

    /** An imagined deck's order, drawn card by card as the plans need it, the same for every plan. */
    private static final class Deal {
        private final Search.Imagined counter;
        private final Search.Draw draw;
        private int[] entries = new int[8];
        private int drawn;

        Deal(Determinization root, long seed) {
            this.counter = new Search.Imagined(root);
            this.draw = new Search.Draw(seed);
        }

        /** The index among the root's distinct cards of the imagined deck's card {@code at}. */
        int entry(int at) {
            while (drawn <= at) {
                if (drawn == entries.length) {
                    entries = java.util.Arrays.copyOf(entries, drawn * 2);
                }
                entries[drawn++] = counter.drawCard(draw);
            }
            return entries[at];
        }
    }

    /**
     * The plays of one sample: every plan plays the same imagined round, and plans that choose
     * alike share their play until they part, so a step is played once for all of them.
     */
    private static final class Walk {
        private final Determinization root;
        private final int me;
        private final Strategy[] model;
        private final Deal deal;
        private final int[] counted;
        private final double variance;
        private final double[] values;
        private final double[] leads;

        Walk(
                Determinization root,
                int me,
                Strategy[] model,
                Deal deal,
                int[] counted,
                double variance,
                double[] values,
                double[] leads) {
            this.root = root;
            this.me = me;
            this.model = model;
            this.deal = deal;
            this.counted = counted;
            this.variance = variance;
            this.values = values;
            this.leads = leads;
        }

        /**
         * Plays the plans of {@code plans} (bit k: entry k of the values) on from {@code state},
         * {@code drawn} cards into the deal, and adds the value of the round's end to each.
         */
        void from(GameState state, Search.Imagined imagined, int drawn, int plans, boolean first) {
            GameState start = root.state;
            int seats = state.seatCount();
            Choice[] choices = new Choice[seats];
            while (true) {
                if (state.inTemple(me)) {
                    int campers = 0;
                    for (int plan = 0; plan < values.length; plan++) {
                        if ((plans & 1 << plan) != 0
                                && mine(
                                                plan == 0 ? null : PLANS[plan - 1],
                                                first,
                                                imagined.at(state, me),
                                                start,
                                                state,
                                                counted)
                                        == Choice.CAMP) {
                            campers |= 1 << plan;
                        }
                    }
                    if (campers != 0 && campers != plans) {
                        from(state, new Search.Imagined(imagined), drawn, campers, first);
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
                first = false;
                state = Game.chooseEach(state, seat -> choices[seat]).get().state();
                state = Game.leave(state).get().state();
                while (state.phase() == Phase.REVEAL) {
                    int entry = deal.entry(drawn++);
                    imagined.countOut(entry);
                    state = Game.reveal(state, root.cards[entry]).get().state();
                }
                if (state.phase() == Phase.BUST) {
                    state = Game.bust(state).get().state(); // what the rules let the seats keep counts (R14)
                }
                if (state.phase() != Phase.CHOOSE) {
                    break; // the round is over
                }
            }
            double value = winChance(start, state, me, counted, variance, leads);
            for (int plan = 0; plan < values.length; plan++) {
                if ((plans & 1 << plan) != 0) {
                    values[plan] += value;
                }
            }
        }
    }

    /**
     * Every seat's score as the public log tells it; a tent the situation does not count is taken
     * to hold what the deciding seat's holds.
     */
    private static int[] countedScores(Situation situation, int seats) {
        int[] counted = new int[seats];
        OptionalInt mine = situation.countedScore(situation.seat());
        for (int seat = 0; seat < seats; seat++) {
            OptionalInt score = situation.countedScore(seat);
            counted[seat] = score.isPresent() ? score.getAsInt() : mine.orElse(0);
        }
        return counted;
    }

    /** {@link #SPREAD_BY_SEATS}, scaled to the deck's gems; beyond 8 seats, about 40 / seats. */
    static double spreadPerRound(Situation situation, int seats) {
        double standard = seats < SPREAD_BY_SEATS.length ? SPREAD_BY_SEATS[seats] : 40.0 / seats;
        int gems = situation.rules().treasureValues().sum().intValue();
        return standard * gems / STANDARD_DECK_GEMS;
    }

    private static Choice mine(
            Plan plan, boolean first, Situation situation, GameState start, GameState now, int[] counted) {
        if (plan == null) {
            return Choice.CAMP;
        }
        if (first) {
            return Choice.TORCH;
        }
        boolean camp =
                switch (plan) {
                    case ONE_MORE -> true;
                    case BOLD -> RiskAware.leaves(situation, 1, 2);
                    case RISK_AWARE -> RiskAware.leaves(situation, 1, 1);
                    case CAREFUL -> RiskAware.leaves(situation, 2, 1);
                    case LEAD -> leads(situation, start, now, counted);
                    default -> false;
                };
        return camp ? Choice.CAMP : Choice.TORCH;
    }

    /** Whether leaving now would put the seat ahead of every other seat as things stand. */
    private static boolean leads(Situation situation, GameState start, GameState now, int[] counted) {
        int me = situation.seat();
        int mine = counted[me] + now.score(me) - start.score(me) + situation.haul();
        for (int seat = 0; seat < counted.length; seat++) {
            if (seat != me) {
                int theirs = counted[seat] + now.score(seat) - start.score(seat) + now.gemsAtRisk(seat);
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
        return winChance(start, end, me, counted, variance, new double[counted.length - 1]);
    }

    /**
     * {@link #winChance(GameState, GameState, int, int[], double)}, its leads over the other seats
     * (in one seat's standard deviations) written to {@code lead}, which a search reuses for every
     * playout's end.
     */
    private static double winChance(
            GameState start, GameState end, int me, int[] counted, double variance, double[] lead) {
        int seats = counted.length;
        double mine = counted[me] + end.score(me) - start.score(me);
        double ahead = 0.0;
        double differenceScale = 1.0 / Math.sqrt(variance);
        int others = 0;
        for (int seat = 0; seat < seats; seat++) {
            if (seat != me) {
                double difference = mine - (counted[seat] + end.score(seat) - start.score(seat));
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
     * standard deviations: every half unit from -6 to 6. For the smooth products it averages, the
     * rectangle rule on so fine a grid is exact to about 1e-8 up to 8 seats (5e-7 at 16, 1e-3 of
     * the chance at 32), closer than Gauss–Hermite rules of 12 or 16 points.
     */
    private static final double[] OWN_GAINS = ownGains();

    /** The weight of each of {@link #OWN_GAINS}: the normal density there times the half unit. */
    private static final double[] OWN_GAIN_WEIGHTS = ownGainWeights();

    private static double[] ownGains() {
        double[] points = new double[25];
        for (int point = 0; point < points.length; point++) {
            points[point] = -6 + 0.5 * point;
        }
        return points;
    }

    private static double[] ownGainWeights() {
        double[] weights = new double[OWN_GAINS.length];
        for (int point = 0; point < weights.length; point++) {
            double z = OWN_GAINS[point];
            weights[point] = 0.5 * Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
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
