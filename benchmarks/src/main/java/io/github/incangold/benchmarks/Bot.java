package io.github.incangold.benchmarks;

import com.google.errorprone.annotations.Immutable;
import io.github.incangold.engine.GameState;
import io.github.incangold.model.Choice;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import java.util.SplittableRandom;

/**
 * The simple players of the benchmarks, each in two forms that decide alike: one reading the
 * engine's public state only, one reading the mutable baseline's numbers.
 */
public enum Bot {
    /** Camps with probability one half after every card. */
    RANDOM((state, seat, random) -> random.nextBoolean() ? Choice.CAMP : Choice.TORCH, new RandomForBaseline()),
    /** Camps once it has {@value #THRESHOLD_GEMS} or more gems at risk. */
    THRESHOLD(
            (state, seat, random) -> state.gemsAtRisk(seat) >= Bot.THRESHOLD_GEMS ? Choice.CAMP : Choice.TORCH,
            new ThresholdForBaseline());

    /** The gems at risk at which {@link #THRESHOLD} camps. */
    public static final int THRESHOLD_GEMS = 10;

    /**
     * The bot as the simulator's strategy, deciding alike from a seat's situation; its chance
     * comes from the seed the simulator passes with each decision.
     *
     * @return the strategy
     */
    public Strategy simulated() {
        return this == THRESHOLD ? new SimulatedThreshold() : new SimulatedRandom();
    }

    /** {@link #THRESHOLD} from a situation. */
    private static final class SimulatedThreshold implements Strategy {
        @Override
        public Choice choose(Situation situation, long seed) {
            return situation.gemsAtRisk() >= THRESHOLD_GEMS ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "at-risk:" + THRESHOLD_GEMS;
        }
    }

    /** {@link #RANDOM} from a situation. */
    private static final class SimulatedRandom implements Strategy {
        @Override
        public Choice choose(Situation situation, long seed) {
            return Seeds.unit(seed) < 0.5 ? Choice.CAMP : Choice.TORCH;
        }

        @Override
        public String describe() {
            return "coin";
        }
    }

    /** A seat's choice from the engine's public state. */
    @FunctionalInterface
    @Immutable
    public interface EngineStrategy {
        /**
         * Chooses for a seat that is awaited.
         *
         * @param state the game, read through its public accessors only
         * @param seat the seat choosing
         * @param random the bot's own randomness
         * @return torch or camp
         */
        Choice choose(GameState state, int seat, SplittableRandom random);
    }

    /** The same decision for the mutable baseline. */
    @FunctionalInterface
    @Immutable
    public interface BaselineStrategy {
        /**
         * Chooses for a seat in the temple.
         *
         * @param atRisk the seat's gems at risk
         * @param random the bot's own randomness
         * @return true to camp
         */
        boolean camps(int atRisk, SplittableRandom random);

        /**
         * Every seat's choice after a card, made at once: {@link #camps} for each seat in the
         * temple, in seat order. A strategy may decide faster, but must decide alike: the
         * baseline calls this once per card, and a branch per seat costs it much, whether
         * needless ({@link #THRESHOLD}: every seat in the temple holds the same gems at risk, so
         * all camp or none) or mispredicted one time in two ({@link #RANDOM}).
         *
         * @param inTemple the seats in the temple, as bits
         * @param atRisk the gems at risk of every seat in the temple
         * @param random the bot's own randomness
         * @return the seats that camp, as bits
         */
        default int campers(int inTemple, int atRisk, SplittableRandom random) {
            int campers = 0;
            for (int rest = inTemple; rest != 0; rest &= rest - 1) {
                if (camps(atRisk, random)) {
                    campers |= rest & -rest;
                }
            }
            return campers;
        }
    }

    private static final class RandomForBaseline implements BaselineStrategy {
        @Override
        public boolean camps(int atRisk, SplittableRandom random) {
            return random.nextBoolean();
        }

        /**
         * The same draws: {@code nextBoolean()} is the sign of {@code nextInt()} ({@link
         * java.util.random.RandomGenerator#nextBoolean()}), taken here without a branch, which
         * the processor would mispredict one time in two.
         */
        @Override
        public int campers(int inTemple, int atRisk, SplittableRandom random) {
            int campers = 0;
            for (int rest = inTemple; rest != 0; rest &= rest - 1) {
                campers |= rest & -rest & (random.nextInt() >> 31); // the seat if nextBoolean()
            }
            return campers;
        }
    }

    private static final class ThresholdForBaseline implements BaselineStrategy {
        @Override
        public boolean camps(int atRisk, SplittableRandom random) {
            return atRisk >= THRESHOLD_GEMS;
        }

        /** Every seat in the temple holds the same gems at risk: all camp or none. */
        @Override
        public int campers(int inTemple, int atRisk, SplittableRandom random) {
            return atRisk >= THRESHOLD_GEMS ? inTemple : 0;
        }
    }

    private final EngineStrategy engine;
    private final BaselineStrategy baseline;

    Bot(EngineStrategy engine, BaselineStrategy baseline) {
        this.engine = engine;
        this.baseline = baseline;
    }

    /**
     * The bot for engine games.
     *
     * @return a strategy reading public state
     */
    public EngineStrategy engine() {
        return engine;
    }

    /**
     * The bot for the mutable baseline.
     *
     * @return the same decision over plain numbers
     */
    public BaselineStrategy baseline() {
        return baseline;
    }
}
