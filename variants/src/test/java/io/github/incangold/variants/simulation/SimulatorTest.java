package io.github.incangold.variants.simulation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Outcome;
import io.github.incangold.engine.Rulebook;
import io.github.incangold.model.Choice;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.Views;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SimulatorTest {
    private static final List<Strategy> MIXED = List.of(
            Strategies.random(0.4), Strategies.riskAware(), Strategies.threshold(9), Strategies.artifactHunter());

    @Test
    void theSameSimulationGivesTheSameResultOnAnyNumberOfThreads() {
        // 3 chunks and a part: the threads share the chunks differently every time
        Simulation simulation = Simulation.of(Rules.incanGold(), MIXED, 3 * Simulator.CHUNK + 17, 11L)
                .get();
        SimulationResult one = Simulator.run(simulation, 1, done -> {});
        assertEquals(one, Simulator.run(simulation, 2, done -> {}));
        assertEquals(one, Simulator.run(simulation, 3, done -> {}));
        assertEquals(one, Simulator.run(simulation, 8, done -> {}));
        assertEquals(simulation.games(), one.strategies().get(0).scores().total());
    }

    @Test
    void anotherSeedGivesOtherGames() {
        SimulationResult one =
                Simulator.run(Simulation.of(Rules.incanGold(), MIXED, 200, 1L).get());
        SimulationResult other =
                Simulator.run(Simulation.of(Rules.incanGold(), MIXED, 200, 2L).get());
        assertTrue(one.cardsRevealed().mean() != other.cardsRevealed().mean());
    }

    /** Leaves at its first choice, so it decides once a round, and counts the seats it decided in. */
    record SeatCounter(AtomicLongArray seats) implements Strategy {
        @Override
        public Choice choose(Situation situation, long seed) {
            seats.incrementAndGet(situation.seat());
            return Choice.CAMP;
        }

        @Override
        public String describe() {
            return "counter";
        }
    }

    @Test
    void everyStrategyPlaysEverySeatEqually() {
        AtomicLongArray seats = new AtomicLongArray(4);
        Strategy counter = new SeatCounter(seats);
        List<Strategy> lineup = List.of(Strategies.random(0), counter, Strategies.random(0), Strategies.random(0));
        Simulator.run(Simulation.of(Rules.incanGold(), lineup, 400, 3L).get(), 2, done -> {});
        // 400 games: 100 in each seat, 5 rounds each
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(500, seats.get(seat), "seat " + seat);
        }
    }

    @Test
    void fourSeatsThatAlwaysCarryOnBustEveryRound() {
        SimulationResult result =
                Simulator.run(Simulation.of(Rules.incanGold(), List.fill(4, Strategies.random(0)), 500, 8L)
                        .get());
        for (RoundResult round : result.rounds()) {
            assertEquals(1.0, round.bustRate().mean(), "round " + round.round());
        }
        assertEquals(5.0, result.busts().mean());
        assertEquals(0.0, result.artifactsClaimed().mean());
        assertEquals(0.0, result.winningScore().mean());
        assertEquals(1.0, result.sharedWins().mean()); // everyone scores 0
        assertTrue(result.gemsLostToBusts().mean() > 0);
        result.strategies().forEach(entry -> assertEquals(0.25, entry.winShare().mean(), 1e-12));
    }

    @Test
    void fourSeatsThatLeaveAtOnceNeverLoseGems() {
        SimulationResult result =
                Simulator.run(Simulation.of(Rules.incanGold(), List.fill(4, Strategies.threshold(0)), 500, 9L)
                        .get());
        assertEquals(0.0, result.gemsLostToBusts().mean());
        assertEquals(0.0, result.busts().mean());
        for (RoundResult round : result.rounds()) {
            assertEquals(0.0, round.bustRate().mean());
            assertEquals(1.0, round.cardsRevealed().mean()); // one card, then everyone leaves
            assertEquals(0.0, round.gemsLost().mean());
        }
        // leaving together, nobody takes an artifact (R12) and everyone has the same score
        assertEquals(0.0, result.artifactsClaimed().mean());
        assertEquals(1.0, result.sharedWins().mean());
        assertEquals(0.0, result.leadChanges().mean());
        assertEquals(0.0, result.margin().mean());
    }

    /** Checks, at every decision, the simulator's figures against those of the seat's real view. */
    record ViewChecker(Strategy then) implements Strategy {
        @Override
        public Choice choose(Situation counted, long seed) {
            io.github.incangold.view.PlayerView view = counted.view();
            Situation viewed = Situation.of(view);
            String where = viewed.toString();
            assertEquals(viewed.seat(), counted.seat(), where);
            assertEquals(viewed.round(), counted.round(), where);
            assertEquals(viewed.rules(), counted.rules(), where);
            assertEquals(viewed.seatsInTemple(), counted.seatsInTemple(), where);
            assertEquals(viewed.gemsAtRisk(), counted.gemsAtRisk(), where);
            assertEquals(viewed.pathGems(), counted.pathGems(), where);
            assertEquals(viewed.artifactsOnPath(), counted.artifactsOnPath(), where);
            assertEquals(viewed.cardsLeft(), counted.cardsLeft(), where);
            assertEquals(viewed.bustCardsLeft(), counted.bustCardsLeft(), where);
            assertEquals(viewed.hazardsOnPath(), counted.hazardsOnPath(), where);
            assertEquals(viewed.pathGemsByCard(), counted.pathGemsByCard(), where);
            assertEquals(viewed.haul(), counted.haul(), where);
            for (int stayers = 1; stayers <= view.seats().size() + 1; stayers++) {
                assertEquals(viewed.treasureShares(stayers), counted.treasureShares(stayers), where);
            }
            for (int seat = 0; seat < view.seats().size(); seat++) {
                // the events count every tent; a view shows its own, or all with open tents (R21)
                assertTrue(counted.countedScore(seat).isPresent(), where);
                if (viewed.countedScore(seat).isPresent()) {
                    assertEquals(viewed.countedScore(seat), counted.countedScore(seat), where);
                }
            }
            assertTrue(viewed.countedScore(viewed.seat()).isPresent(), where);
            return then.choose(counted, seed);
        }

        @Override
        public String describe() {
            return "checker";
        }
    }

    static Stream<Rules> rules() {
        Rules tiny = Rules.builder()
                .treasureValues(List.of(2, 3, 5))
                .hazards(LinkedHashMap.of(HazardType.FIRE, 2))
                .artifactCount(2)
                .rounds(4)
                .openingHazardAutoReveal(true)
                .build();
        Rules generous = Rules.builder()
                .removeBustingHazard(false)
                .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                .openTents(true)
                .build();
        // The house rules that change what bots count: leftovers, bust removal and penalty, handicaps.
        Rules cardByCard = Rules.builder()
                .leftoverGems(io.github.incangold.rules.LeftoverGems.CARD_BY_CARD)
                .bustRemoval(io.github.incangold.rules.BustRemoval.WHOLE_TYPE)
                .bustPenalty(io.github.incangold.rules.BustPenalty.KEEP_HALF)
                .startingGems(List.of(0, 4))
                .artifactsPerRound(2)
                .build();
        Rules pairs = Rules.builder()
                .leftoverGems(io.github.incangold.rules.LeftoverGems.LEFT_ON_PATH)
                .bustRemoval(io.github.incangold.rules.BustRemoval.PAIR)
                .bustPenalty(io.github.incangold.rules.BustPenalty.LOSE_NOTHING)
                .bustTrigger(3)
                .leftoverArtifacts(io.github.incangold.rules.LeftoverArtifacts.RETURNED)
                .build();
        return Stream.of(Rules.incanGold(), Rules.diamant(), tiny, generous, cardByCard, pairs);
    }

    @ParameterizedTest
    @MethodSource("rules")
    void theBotsFiguresAreThoseOfTheirViews(Rules rules) {
        List<Strategy> lineup = List.of(
                new ViewChecker(Strategies.random(0.2)),
                new ViewChecker(Strategies.riskAware()),
                new ViewChecker(Strategies.artifactHunter()));
        SimulationResult result =
                Simulator.run(Simulation.of(rules, lineup, 25, 4L).get(), 2, done -> {});
        assertEquals(25, result.games());
    }

    static Stream<org.junit.jupiter.params.provider.Arguments> gamesToAddUp() {
        return rules().flatMap(rules ->
                Stream.of(1L, 2L, 3L).map(seed -> org.junit.jupiter.params.provider.Arguments.of(rules, seed)));
    }

    @ParameterizedTest
    @MethodSource("gamesToAddUp")
    void oneGameAddsUpAsTheStatesTellIt(Rules rules, long seed) {
        List<Strategy> lineup = List.of(
                Strategies.threshold(6), Strategies.riskAware(), Strategies.threshold(10), Strategies.artifactHunter());
        SimulationResult result =
                Simulator.run(Simulation.of(rules, lineup, 1, seed).get());

        // The same game played transition by transition, counted from the states alone.
        int rounds = rules.rounds();
        int[] cards = new int[rounds];
        int[] busts = new int[rounds];
        int[] lost = new int[rounds];
        int artifactsLost = 0;
        int leadChanges = 0;
        int leaders = -1;
        GameState state = Game.newGame(rules, List.of("a", "b", "c", "d"), Seeds.derive(seed, 0))
                .get()
                .state();
        while (!state.isOver()) {
            int round = state.round() - 1;
            switch (state.phase()) {
                case REVEAL -> {
                    cards[round]++;
                    state = Game.reveal(state).get().state();
                }
                case CHOOSE -> {
                    GameState deciding = state;
                    for (int seat : deciding.awaitedSeats()) {
                        Choice choice = lineup.get(seat).choose(Views.view(deciding, seat), 0L);
                        state = Game.choose(state, seat, choice).get().state();
                    }
                }
                case LEAVE -> state = Game.leave(state).get().state();
                case BUST -> {
                    busts[round]++;
                    for (int seat : state.seatsInTemple()) {
                        int atRisk = state.gemsAtRisk(seat);
                        lost[round] += atRisk - Rulebook.keptOnBust(rules.bustPenalty(), atRisk);
                    }
                    state = Game.bust(state).get().state();
                }
                default -> {
                    // ROUND_OVER
                    if (rules.leftoverArtifacts() == io.github.incangold.rules.LeftoverArtifacts.LOST) {
                        artifactsLost += state.artifactsOnPath().size(); // R16: otherwise they stay in the game
                    }
                    int now = 0;
                    int best = List.range(0, 4).map(state::score).max().get();
                    for (int seat = 0; seat < 4; seat++) {
                        now |= state.score(seat) == best ? 1 << seat : 0;
                    }
                    leadChanges += leaders >= 0 && now != leaders ? 1 : 0;
                    leaders = now;
                    state = Game.endRound(state).get().state();
                }
            }
        }
        Outcome outcome = state.outcome().get();
        for (int round = 0; round < rounds; round++) {
            RoundResult counted = result.rounds().get(round);
            assertEquals(cards[round], counted.cardsRevealed().mean(), "cards in round " + (round + 1));
            assertEquals(busts[round], counted.bustRate().mean(), "bust in round " + (round + 1));
            assertEquals(lost[round], counted.gemsLost().mean(), "lost in round " + (round + 1));
        }
        assertEquals(
                List.ofAll(cards).sum().intValue(), (int) result.cardsRevealed().mean());
        assertEquals(List.ofAll(busts).sum().intValue(), (int) result.busts().mean());
        assertEquals(List.ofAll(lost).sum().intValue(), (int)
                result.gemsLostToBusts().mean());
        assertEquals(
                state.claimedArtifacts().size(), (int) result.artifactsClaimed().mean());
        assertEquals(artifactsLost, (int) result.artifactsLost().mean());
        assertEquals(leadChanges, (int) result.leadChanges().mean());
        assertEquals(
                outcome.standings().head().score(), (int) result.winningScore().mean());
        assertEquals(outcome.sharedWin() ? 1.0 : 0.0, result.sharedWins().mean());
        int margin = outcome.sharedWin()
                ? 0
                : outcome.standings().get(0).score()
                        - outcome.standings().get(1).score();
        assertEquals(margin, (int) result.margin().mean());
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(state.score(seat), (int)
                    result.strategies().get(seat).score().mean());
            assertEquals(
                    state.score(seat), (int) result.seats().get(seat).score().mean());
            double share =
                    outcome.winners().contains(seat) ? 1.0 / outcome.winners().size() : 0.0;
            assertEquals(share, result.strategies().get(seat).winShare().mean(), 1e-12);
        }
    }

    @Test
    void seatsRotateFromGameToGame() {
        // game 1 of a simulation: seat s is played by entry (s + 1) mod 4
        List<Strategy> lineup = List.of(
                Strategies.threshold(6), Strategies.riskAware(), Strategies.threshold(10), Strategies.artifactHunter());
        SimulationResult two =
                Simulator.run(Simulation.of(Rules.incanGold(), lineup, 2, 7L).get());
        SimulationResult first =
                Simulator.run(Simulation.of(Rules.incanGold(), lineup, 1, 7L).get());
        GameState state = Game.newGame(Rules.incanGold(), List.of("a", "b", "c", "d"), Seeds.derive(7L, 1))
                .get()
                .state();
        while (!state.isOver()) {
            state = Game.advance(state).state();
            GameState deciding = state;
            for (int seat : deciding.awaitedSeats()) {
                Choice choice = lineup.get((seat + 1) % 4).choose(Views.view(deciding, seat), 0L);
                state = Game.choose(state, seat, choice).get().state();
            }
        }
        for (int entry = 0; entry < 4; entry++) {
            int seat = (entry + 3) % 4;
            double expected = (first.strategies().get(entry).score().mean() + state.score(seat)) / 2;
            assertEquals(expected, two.strategies().get(entry).score().mean(), 1e-12, "entry " + entry);
        }
    }

    @Test
    void aStrategyThatFailsStopsTheRun() {
        Strategy broken = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                throw new IllegalStateException("no idea");
            }

            @Override
            public String describe() {
                return "broken";
            }
        };
        List<Strategy> lineup = List.of(broken, Strategies.riskAware(), Strategies.riskAware());
        IllegalStateException thrown = assertThrows(
                IllegalStateException.class,
                () -> Simulator.run(
                        Simulation.of(Rules.incanGold(), lineup, 1000, 1L).get(), 2, done -> {}));
        // what it threw, with where: the bot, its lineup entry, the game, the seat and the seed
        assertEquals("no idea", thrown.getCause().getMessage());
        java.util.regex.Matcher where = java.util.regex.Pattern.compile(
                        "the strategy broken \\(lineup entry 1\\) threw java.lang.IllegalStateException: no idea"
                                + " in game (\\d+) of the simulation, deciding for seat (\\d) with the seed (-?\\d+)")
                .matcher(thrown.getMessage());
        assertTrue(where.matches(), thrown.getMessage());
        // the seed named is the one the bot was given: Seeds.derive(Seeds.derive(game seed, seat), 0)
        long game = Long.parseLong(where.group(1));
        int seat = Integer.parseInt(where.group(2)) - 1;
        assertEquals(0, (seat + game) % 3, "seat " + seat + " of game " + game + " is lineup entry 1");
        assertEquals(
                Seeds.derive(Seeds.derive(Seeds.derive(1L, game), seat), 0),
                Long.parseLong(where.group(3)),
                "its first decision");
    }

    @Test
    void aProgressListenerThatFailsStopsTheWorkers() throws InterruptedException {
        Simulation endless = Simulation.of(
                        Rules.incanGold(),
                        List.of(Strategies.riskAware(), Strategies.threshold(8), Strategies.random(0.3)),
                        Simulation.MAX_GAMES,
                        1L)
                .get();
        IllegalStateException thrown = assertThrows(
                IllegalStateException.class,
                () -> Simulator.run(endless, 2, done -> {
                    throw new IllegalStateException("the window was closed");
                }));
        assertEquals("the window was closed", thrown.getMessage());
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (workersAlive() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(0, workersAlive(), "the workers play on after the run failed");
    }

    private static long workersAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("simulation-") && thread.isAlive())
                .count();
    }

    @Test
    void aStrategyWithoutADescriptionIsRefusedBeforeAnyGame() {
        Strategy nameless = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                return Choice.CAMP;
            }

            @Override
            public String describe() {
                return null;
            }
        };
        List<Strategy> lineup = List.of(Strategies.riskAware(), nameless, Strategies.threshold(8));
        String problem = Simulation.of(Rules.incanGold(), lineup, 10, 1L).getLeft();
        assertTrue(problem.startsWith("the strategy of lineup entry 2 ("), problem);
        assertTrue(problem.endsWith(") describes itself as null; its describe() must name it"), problem);
        assertEquals(
                problem,
                assertThrows(IllegalArgumentException.class, () -> new Simulation(Rules.incanGold(), lineup, 10, 1L))
                        .getMessage());
    }

    @Test
    void aStrategyThatChoosesNullIsNamed() {
        Strategy silent = new Strategy() {
            @Override
            public Choice choose(Situation situation, long seed) {
                return null;
            }

            @Override
            public String describe() {
                return "silent";
            }
        };
        List<Strategy> lineup = List.of(Strategies.riskAware(), Strategies.riskAware(), silent);
        IllegalStateException thrown = assertThrows(
                IllegalStateException.class,
                () -> Simulator.run(
                        Simulation.of(Rules.incanGold(), lineup, 10, 1L).get(), 1, done -> {}));
        assertTrue(thrown.getMessage().contains("silent (lineup entry 3) chose null"), thrown.getMessage());
        assertTrue(thrown.getMessage().contains("in game 0"), thrown.getMessage());
    }

    @Test
    void progressIsToldOnTheCallingThreadUpToTheLastGame() {
        java.util.List<Long> told = new ArrayList<>();
        Thread caller = Thread.currentThread();
        Simulator.run(Simulation.of(Rules.incanGold(), MIXED, 700, 1L).get(), 2, done -> {
            assertEquals(caller, Thread.currentThread());
            told.add(done);
        });
        assertEquals(700L, told.get(told.size() - 1));
        for (int index = 1; index < told.size(); index++) {
            assertTrue(told.get(index) >= told.get(index - 1));
        }
        assertEquals(
                "a simulation needs at least one thread, got 0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> Simulator.run(
                                        Simulation.of(Rules.incanGold(), MIXED, 1, 1L)
                                                .get(),
                                        0,
                                        done -> {}))
                        .getMessage());
    }

    @Test
    void aSimulationRunsOnOneToMaxThreadsThreads() {
        Simulation simulation = Simulation.of(Rules.incanGold(), MIXED, 3, 1L).get();
        // 100,000 threads were started, one per chunk up to the count; a few games make one chunk
        for (int threads : new int[] {0, -1, Simulator.MAX_THREADS + 1, 100_000, Integer.MAX_VALUE}) {
            String expected = threads < 1
                    ? "a simulation needs at least one thread, got " + threads
                    : String.format(Locale.ROOT, "a simulation runs on at most 256 threads, got %,d", threads);
            assertEquals(
                    expected,
                    assertThrows(IllegalArgumentException.class, () -> Simulator.run(simulation, threads, done -> {}))
                            .getMessage());
            assertEquals(
                    expected,
                    assertThrows(
                                    IllegalArgumentException.class,
                                    () -> Simulator.totals(simulation, threads, done -> {}))
                            .getMessage());
        }
        assertEquals(256, Simulator.MAX_THREADS);
        assertEquals(
                Simulator.run(simulation, 1, done -> {}), Simulator.run(simulation, Simulator.MAX_THREADS, done -> {}));
        assertEquals(
                Simulator.totals(simulation, 1, done -> {}),
                Simulator.totals(simulation, Simulator.MAX_THREADS, done -> {}));
    }

    @Test
    void theDefaultIsEveryCoreUpToTheLimit() {
        int cores = Runtime.getRuntime().availableProcessors();
        assertEquals(Math.min(cores, Simulator.MAX_THREADS), Simulator.defaultThreads());
    }

    @Test
    void aSimulationPlaysAtMostAThousandMillionGames() {
        // the limit itself is a simulation (not played here: it would take days)
        assertEquals(
                Simulation.MAX_GAMES,
                Simulation.of(Rules.incanGold(), MIXED, 1_000_000_000L, 1L)
                        .get()
                        .games());
        assertEquals(
                "a simulation plays at most 1,000,000,000 games, got 1,000,000,001",
                Simulation.of(Rules.incanGold(), MIXED, 1_000_000_001L, 1L).getLeft());
        // counts so near the largest long once wrapped the simulator's chunk count to no game at all
        assertEquals(
                "a simulation plays at most 1,000,000,000 games, got 9,223,372,036,854,775,807",
                Simulation.of(Rules.incanGold(), MIXED, Long.MAX_VALUE, 1L).getLeft());
        assertThrows(
                IllegalArgumentException.class, () -> new Simulation(Rules.incanGold(), MIXED, Long.MAX_VALUE - 1, 1L));
    }

    @Test
    void aSimulationMustFitTheRules() {
        assertEquals(
                "a lineup of 2 strategies does not fit these rules, which seat 3 to 8 players (R1)",
                Simulation.of(Rules.incanGold(), MIXED.take(2), 10, 1L).getLeft());
        assertEquals(
                "a lineup of 1 strategy does not fit these rules, which seat 3 to 8 players (R1)",
                Simulation.of(Rules.incanGold(), MIXED.take(1), 10, 1L).getLeft());
        assertEquals(
                "the number of games must be positive, got 0",
                Simulation.of(Rules.incanGold(), MIXED, 0, 1L).getLeft());
        assertThrows(IllegalArgumentException.class, () -> new Simulation(Rules.incanGold(), MIXED, -1, 1L));
        Simulation twice = Simulation.of(
                        Rules.incanGold(),
                        List.of(Strategies.threshold(8), Strategies.riskAware(), Strategies.threshold(8)),
                        10,
                        1L)
                .get();
        assertEquals(List.of("threshold:8 #1", "risk", "threshold:8 #2"), twice.labels());
        assertEquals(3, twice.seats());
    }
}
