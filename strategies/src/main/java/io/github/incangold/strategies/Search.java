package io.github.incangold.strategies;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Rulebook;
import io.github.incangold.internal.SplitMix64;
import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Information-set Monte Carlo tree search (single observer) over determinized decks. Each
 * iteration fills in what the seat cannot see ({@link Determinization}), draws the cards one by
 * one from the deck's known contents, and plays the round forward with the real engine until the
 * seat is out of the temple; the reward is what the seat gained (gems banked and artifacts taken,
 * R11 to R13). The tree holds the seat's own decisions; a node is what the seat has seen since
 * the root (the cards revealed and who left), so a decision deeper in the tree knows what a player
 * would know then. Below the tree the seat plays {@link RiskAware}; the other seats are modelled,
 * each iteration afresh, as risk-aware or as a threshold bot with a threshold from 3 to 15, with
 * equal chances. Decisions are chosen with UCB1; the answer is the most visited decision at the
 * root. Everything random is drawn from the seed.
 */
record Search(int iterations) implements Strategy {
    /** The most iterations per decision {@link Strategies#search(int)} accepts. */
    static final int MAX_ITERATIONS = 1_000_000;

    /** UCB1's exploration constant, for rewards scaled to at most 1. */
    private static final double EXPLORATION = 0.7;

    private static final int TORCH = 0;
    private static final int CAMP = 1;

    @Override
    public Choice choose(Situation situation, long seed) {
        PlayerView view = situation.view();
        int me = situation.seat();
        if (view.phase() != Phase.CHOOSE || !view.seats().get(me).inTemple()) {
            return RiskAware.INSTANCE.choose(situation, seed); // nothing to search: not this seat's turn
        }
        Determinization root = Determinization.of(view, Seeds.derive(seed, -1));
        int[] offsets = scoreOffsets(countedScores(situation, root.state.seatCount()), root.state);
        Node tree = new Node();
        double[] scale = {1.0};
        for (int iteration = 0; iteration < iterations; iteration++) {
            iterate(root, offsets, me, tree, scale, new Draw(Seeds.derive(seed, iteration)));
        }
        if (tree.hasUntried()) {
            return RiskAware.INSTANCE.choose(situation, seed); // one iteration compares nothing
        }
        return tree.mostVisited() == CAMP ? Choice.CAMP : Choice.TORCH;
    }

    /**
     * Every seat's score as the public log tells it; a tent the situation does not count is taken
     * to hold what the deciding seat's holds.
     */
    static int[] countedScores(Situation situation, int seats) {
        int[] counted = new int[seats];
        OptionalInt mine = situation.countedScore(situation.seat());
        for (int seat = 0; seat < seats; seat++) {
            OptionalInt score = situation.countedScore(seat);
            counted[seat] = score.isPresent() ? score.getAsInt() : mine.orElse(0);
        }
        return counted;
    }

    /**
     * What to add to a seat's score in the filled-in game for its counted score: the counted score
     * at the root less the root's, whose tents hold only the starting gems.
     */
    static int[] scoreOffsets(int[] counted, GameState root) {
        int[] offsets = new int[counted.length];
        for (int seat = 0; seat < counted.length; seat++) {
            offsets[seat] = counted[seat] - root.score(seat);
        }
        return offsets;
    }

    private static void iterate(Determinization root, int[] offsets, int me, Node tree, double[] scale, Draw draw) {
        GameState state = root.state;
        int seats = state.seatCount();
        Imagined imagined = new Imagined(root, offsets);
        Strategy[] model = new Strategy[seats];
        Choice[] choices = new Choice[seats];
        for (int seat = 0; seat < seats; seat++) {
            model[seat] = draw.below(2) == 0 ? RiskAware.INSTANCE : new Threshold(3 + draw.below(13));
        }
        int before = state.score(me);
        Node[] nodes = new Node[state.remainingDeckSize() + 1];
        int[] actions = new int[nodes.length];
        int depth = 0;
        Node node = tree;
        while (true) {
            int mine;
            boolean leaveTree = false;
            if (node != null) {
                leaveTree = node.hasUntried();
                mine = node.select(scale[0]);
                nodes[depth] = node;
                actions[depth++] = mine;
            } else {
                mine = RiskAware.leaves(imagined.at(state, me)) ? CAMP : TORCH;
            }
            int inTemple = inTempleMask(state);
            for (int seat = 0; seat < seats; seat++) {
                if (state.inTemple(seat)) {
                    choices[seat] = seat == me
                            ? (mine == CAMP ? Choice.CAMP : Choice.TORCH)
                            : model[seat].choose(imagined.at(state, seat), draw.next());
                }
            }
            state = Game.chooseEach(state, seat -> choices[seat]).get().state();
            state = Game.leave(state).get().state();
            if (!state.inTemple(me)) {
                break;
            }
            int leavers = inTemple & ~inTempleMask(state);
            int entry = imagined.drawCard(draw);
            state = Game.reveal(state, root.cards[entry]).get().state();
            if (state.phase() == Phase.BUST) {
                state = Game.bust(state).get().state(); // what the rules let the seats keep counts (R14)
                break;
            }
            node = node == null || leaveTree ? null : node.child(observation(leavers, entry));
        }
        double reward = state.score(me) - before;
        scale[0] = Math.max(scale[0], Math.abs(reward));
        for (int step = 0; step < depth; step++) {
            nodes[step].update(actions[step], reward);
        }
    }

    /**
     * What the seat sees between two of its decisions: who left (a bit per seat) and which card
     * came (its index among the distinct cards left, fewer than 2^20).
     */
    static long observation(int leavers, int entry) {
        return (leavers & 0xFFFF_FFFFL) << 20 | entry;
    }

    static int inTempleMask(GameState state) {
        int mask = 0;
        for (int seat = 0; seat < state.seatCount(); seat++) {
            if (state.inTemple(seat)) {
                mask |= 1 << seat;
            }
        }
        return mask;
    }

    @Override
    public String describe() {
        return "mcts:" + iterations;
    }

    @Override
    public String toString() {
        return describe();
    }

    /** The seat's own decision after a history of observations: the two actions' statistics. */
    static final class Node {
        private final int[] visits = new int[2];
        private final double[] rewards = new double[2];
        private Map<Long, Node> children;

        boolean hasUntried() {
            return visits[TORCH] == 0 || visits[CAMP] == 0;
        }

        /** Camp first (its playout is short), then torch, then UCB1. */
        int select(double scale) {
            if (visits[CAMP] == 0) {
                return CAMP;
            }
            if (visits[TORCH] == 0) {
                return TORCH;
            }
            double log = Math.log(visits[TORCH] + visits[CAMP]);
            double torch = rewards[TORCH] / visits[TORCH] / scale + EXPLORATION * Math.sqrt(log / visits[TORCH]);
            double camp = rewards[CAMP] / visits[CAMP] / scale + EXPLORATION * Math.sqrt(log / visits[CAMP]);
            return camp > torch ? CAMP : TORCH;
        }

        void update(int action, double reward) {
            visits[action]++;
            rewards[action] += reward;
        }

        Node child(long observation) {
            if (children == null) {
                children = new HashMap<>();
            }
            return children.computeIfAbsent(observation, key -> new Node());
        }

        /** The more visited action; on a tie, the better mean; on a tie again, torch. */
        int mostVisited() {
            if (visits[CAMP] != visits[TORCH]) {
                return visits[CAMP] > visits[TORCH] ? CAMP : TORCH;
            }
            return rewards[CAMP] > rewards[TORCH] ? CAMP : TORCH;
        }
    }

    /** The chance of one iteration: a {@link SplitMix64} stream of its own. */
    static final class Draw {
        private final SplitMix64 generator;

        Draw(long seed) {
            this.generator = new SplitMix64(seed);
        }

        long next() {
            return generator.nextLong();
        }

        /** A number in [0, bound), bound positive. */
        int below(int bound) {
            return generator.nextInt(bound);
        }
    }

    /**
     * The figures of a seat in an imagined game: counted from the cards the search drew, so only
     * what the seat could count at the table (the drawn order stays unknown to the policies).
     */
    static final class Imagined implements Situation {
        private final Card[] cards;
        private final int[] counts;
        private final boolean[] busting;
        /** How many of each card the seat saw revealed this round (R14). */
        private final int[] revealed;
        /** The root's treasure entries and their values: shared, never written. */
        private final int[] treasureEntries;

        private final int[] treasureValues;

        private final int trigger;

        private int cardsLeft;
        /** The cards left that would end the round if revealed now: the counts of the busting entries. */
        private int bustCardsLeft;

        /** The hazards on the path at the root, and how many of each card its deck held: shared, never written. */
        private final int rootHazardsOnPath;

        private final int[] rootCounts;

        private GameState state;
        private int seat;

        /** For each seat, its counted score less its score in the filled-in game ({@link #scoreOffsets}). */
        private final int[] offsets;

        /**
         * A figure not worked out yet. The figures below are of the state every model at a step
         * asks about: each is worked out when first asked, and forgotten when {@link #at} gives
         * another state.
         */
        private static final int NOT_YET = -1;

        private int templeSeats = NOT_YET;

        /** What one leaver would take from the path: the same for every seat. */
        private int pathTake = NOT_YET;

        /** Every seat's counted score, when {@link #scoresCounted}. */
        private int[] scores;

        private boolean scoresCounted;

        /**
         * {@link #treasureShares} by the seats staying, where {@link #sharesKnown}: asked by every
         * model at every step, and kept up to date as cards are counted out.
         */
        private final long[] sharesByStayers;

        private final boolean[] sharesKnown;

        /**
         * The figures at the root of a search.
         *
         * @param root the filled-in game
         * @param offsets what to add to each seat's score in the filled-in game for its counted
         *     score ({@link #scoreOffsets}), shared, never written
         */
        Imagined(Determinization root, int[] offsets) {
            this.offsets = offsets;
            this.cards = root.cards;
            this.counts = root.counts.clone();
            this.busting = root.busting.clone();
            this.revealed = root.revealed.clone();
            this.trigger = root.state.rules().bustTrigger();
            this.treasureEntries = root.treasureEntries;
            this.treasureValues = root.treasureValues;
            this.sharesByStayers = new long[root.state.seatCount() + 1];
            this.sharesKnown = new boolean[root.state.seatCount() + 1];
            this.rootHazardsOnPath = root.hazardsOnPath;
            this.rootCounts = root.counts;
            for (int entry = 0; entry < cards.length; entry++) {
                cardsLeft += counts[entry];
                bustCardsLeft += busting[entry] ? counts[entry] : 0;
            }
        }

        @SuppressWarnings("ReferenceEquality") // the figures are of this very state: states are immutable
        Imagined at(GameState current, int deciding) {
            if (current != state) {
                this.state = current;
                templeSeats = NOT_YET;
                pathTake = NOT_YET;
                scoresCounted = false;
            }
            this.seat = deciding;
            return this;
        }

        /** The same counts, to go on apart from this one. */
        Imagined(Imagined other) {
            this.offsets = other.offsets;
            this.cards = other.cards;
            this.counts = other.counts.clone();
            this.busting = other.busting.clone();
            this.revealed = other.revealed.clone();
            this.treasureEntries = other.treasureEntries;
            this.treasureValues = other.treasureValues;
            this.trigger = other.trigger;
            this.cardsLeft = other.cardsLeft;
            this.bustCardsLeft = other.bustCardsLeft;
            this.rootHazardsOnPath = other.rootHazardsOnPath;
            this.rootCounts = other.rootCounts;
            this.sharesByStayers = other.sharesByStayers.clone();
            this.sharesKnown = other.sharesKnown.clone();
        }

        /** Draws one of the cards left, each as likely as the others, and counts it out. */
        int drawCard(Draw draw) {
            int pick = draw.below(cardsLeft);
            int entry = 0;
            while (pick >= counts[entry]) {
                pick -= counts[entry++];
            }
            countOut(entry);
            return entry;
        }

        /** Counts out a card drawn elsewhere: one of {@link #cards}, by index. */
        void countOut(int entry) {
            if (cards[entry] instanceof Card.Treasure treasure) {
                for (int stayers = 1; stayers < sharesKnown.length; stayers++) {
                    if (sharesKnown[stayers]) {
                        sharesByStayers[stayers] -= Rulebook.share(treasure.value(), stayers);
                    }
                }
            }
            counts[entry]--;
            cardsLeft--;
            if (busting[entry]) {
                bustCardsLeft--; // the card ends the round, and its type stays one that would (R14)
            } else if (cards[entry] instanceof Card.Hazard) {
                // Only the drawn card's own type comes nearer a bust (R14).
                busting[entry] = Rulebook.endsRound(++revealed[entry] + 1, trigger);
                bustCardsLeft += busting[entry] ? counts[entry] : 0;
            }
        }

        @Override
        public Rules rules() {
            return state.rules();
        }

        @Override
        public int seat() {
            return seat;
        }

        @Override
        public int round() {
            return state.round();
        }

        @Override
        public int seats() {
            return state.seatCount();
        }

        /** The score counted at the root, plus what the seat gained in the imagined play. */
        @Override
        public OptionalInt countedScore(int of) {
            if (!scoresCounted) {
                int seats = state.seatCount();
                scores = scores == null ? new int[seats] : scores;
                for (int seat = 0; seat < seats; seat++) {
                    scores[seat] = offsets[seat] + state.score(seat);
                }
                scoresCounted = true;
            }
            return OptionalInt.of(scores[of]);
        }

        @Override
        public int seatsInTemple() {
            if (templeSeats == NOT_YET) {
                templeSeats = Integer.bitCount(inTempleMask(state));
            }
            return templeSeats;
        }

        @Override
        public int gemsAtRisk() {
            return state.gemsAtRisk(seat);
        }

        @Override
        public int pathGems() {
            return state.pathGems();
        }

        /** {@link Situation#haul()}, what it adds to the gems at risk worked out once per state. */
        @Override
        public int haul() {
            if (pathTake == NOT_YET) {
                pathTake = Situation.super.haul() - gemsAtRisk();
            }
            return gemsAtRisk() + pathTake;
        }

        @Override
        public io.vavr.collection.List<Integer> pathGemsByCard() {
            return state.pathGemsByCard();
        }

        @Override
        public int artifactsOnPath() {
            return state.artifactsOnPath().size();
        }

        @Override
        public int cardsLeft() {
            return cardsLeft;
        }

        @Override
        public int bustCardsLeft() {
            return bustCardsLeft;
        }

        /**
         * The root's, plus the hazards counted out since: worked out only when asked, so that a
         * search whose models never ask pays nothing for it per card.
         */
        @Override
        public int hazardsOnPath() {
            int hazards = rootHazardsOnPath;
            for (int entry = 0; entry < cards.length; entry++) {
                hazards += cards[entry] instanceof Card.Hazard ? rootCounts[entry] - counts[entry] : 0;
            }
            return hazards;
        }

        @Override
        public long treasureShares(int stayers) {
            if (stayers <= 0) {
                throw new IllegalArgumentException("a share needs at least one seat in the temple, got " + stayers);
            }
            boolean cached = stayers < sharesKnown.length;
            if (cached && sharesKnown[stayers]) {
                return sharesByStayers[stayers];
            }
            long sum = 0;
            for (int index = 0; index < treasureEntries.length; index++) {
                sum += (long) Rulebook.share(treasureValues[index], stayers) * counts[treasureEntries[index]];
            }
            if (cached) {
                sharesByStayers[stayers] = sum;
                sharesKnown[stayers] = true;
            }
            return sum;
        }

        @Override
        public PlayerView view() {
            return Views.view(state, seat);
        }
    }
}
