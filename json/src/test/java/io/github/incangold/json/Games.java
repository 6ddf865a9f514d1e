package io.github.incangold.json;

import io.github.incangold.engine.Action;
import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.Step;
import io.github.incangold.record.GameRecord;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.vavr.collection.List;
import java.util.Random;

/** Random games for the JSON tests, one transition at a time so that every phase is visited. */
final class Games {
    private Games() {}

    /** A spread of configurations, so that every field of the format is exercised. */
    static final List<Rules> RULES = List.of(
            Rules.incanGold(),
            Rules.diamant(),
            Rules.builder().openTents(true).build(),
            Rules.builder()
                    .artifactValuation(ArtifactValuation.PRINTED)
                    .artifactSharing(ArtifactSharing.DIVIDED_AMONG_LEAVERS)
                    .removeBustingHazard(false)
                    .openingHazardAutoReveal(true)
                    .artifactTieBreak(false)
                    .rounds(3)
                    .build(),
            Rules.builder()
                    .leftoverGems(LeftoverGems.CARD_BY_CARD)
                    .bustPenalty(BustPenalty.KEEP_HALF)
                    .bustRemoval(BustRemoval.PAIR)
                    .artifactValuation(ArtifactValuation.BY_ROUND)
                    .roundArtifactValues(List.of(2, 4, 8))
                    .artifactSharing(ArtifactSharing.FIRST_IN_TURN_ORDER)
                    .startingGems(List.of(1, 0, 2))
                    .artifactsPerRound(2)
                    .tieBreak(TieBreak.MOST_GEMS)
                    .build(),
            Rules.builder()
                    .leftoverGems(LeftoverGems.LEFT_ON_PATH)
                    .bustPenalty(BustPenalty.LOSE_NOTHING)
                    .bustRemoval(BustRemoval.WHOLE_TYPE)
                    .bustTrigger(3)
                    .leftoverArtifacts(io.github.incangold.rules.LeftoverArtifacts.RETURNED)
                    .tieBreak(TieBreak.SHARED)
                    .build());

    /** A played game: its record, every state and every event. */
    record Played(GameRecord record, List<GameState> states, List<GameEvent> events) {
        GameState last() {
            return states.last();
        }
    }

    static Played play(Rules rules, int seats, long seed) {
        Random random = new Random(seed);
        List<String> names = List.range(0, seats).map(seat -> "Seat" + seat);
        int startSeat = random.nextInt(seats);
        long gameSeed = random.nextLong();
        GameRecord record = GameRecord.of(rules, names, startSeat, gameSeed);
        Step step = Game.newGame(rules, names, startSeat, gameSeed).get();
        List<GameState> states = List.of(step.state());
        while (!step.state().isOver()) {
            Action action = nextAction(step.state(), random);
            step = step.then(Game.apply(step.state(), action).get());
            record = record.withAction(action);
            states = states.append(step.state());
        }
        return new Played(record, states, step.events());
    }

    static Action nextAction(GameState state, Random random) {
        List<Action> legal = state.legalActions();
        if (state.phase() != Phase.CHOOSE) {
            return legal.head(); // the one transition due
        }
        // A torch and a camp action per awaited seat: one of the seats, at random, camps one time in four.
        int seat = random.nextInt(legal.size() / 2);
        return legal.get(2 * seat + (random.nextInt(4) == 0 ? 1 : 0));
    }
}
