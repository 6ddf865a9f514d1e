package io.github.incangold.engine;

import static io.github.incangold.engine.Transitions.ADVANCE;
import static io.github.incangold.engine.Transitions.ADVANCE_UNTIL_REVEAL;
import static io.github.incangold.engine.Transitions.BUST;
import static io.github.incangold.engine.Transitions.CHOOSE;
import static io.github.incangold.engine.Transitions.CHOOSE_EACH;
import static io.github.incangold.engine.Transitions.DRAWN;
import static io.github.incangold.engine.Transitions.END_ROUND;
import static io.github.incangold.engine.Transitions.LEAVE;
import static io.github.incangold.engine.Transitions.NEW_GAME;
import static io.github.incangold.engine.Transitions.PLAY;
import static io.github.incangold.engine.Transitions.REVEAL;
import static io.github.incangold.engine.Transitions.awaitsInput;
import static io.github.incangold.engine.Transitions.playToNextDecision;
import static io.github.incangold.engine.Transitions.step;
import static io.github.incangold.engine.Transitions.take;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * The referee: every transition of the game as a pure function from a state (plus input) to the
 * next state and the events it produced. An illegal move returns a {@link Violation} in the
 * {@code Left} and changes nothing; a null argument is a programming error and throws.
 *
 * <p>The {@link GameState#phase() phase} tells which transition is due, and {@link
 * GameState#legalActions()} lists what is allowed. Code that plays (bots, simulations) needs one
 * call per card, {@link #play(GameState, IntFunction)}:
 *
 * <pre>{@code
 * GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L)
 *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()))   // a Left says why
 *         .state();
 * while (!state.isOver()) {
 *     GameState now = state;
 *     state = Game.play(now, seat -> now.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH).state();
 * }
 * Outcome outcome = state.outcome().get();
 * }</pre>
 *
 * <p>A frontend that shows every step feeds the players' choices with {@link #choose} and calls
 * {@link #advance(GameState)} for the rest; a companion app that supplies the cards drawn from a
 * physical deck calls {@link #advanceUntilReveal(GameState)} and {@link #reveal(GameState, Card)}.
 */
public final class Game {
    private Game() {}

    /**
     * Starts a game with seat 0 as the start player (R1, R5, R7, R8).
     *
     * @param rules the rules
     * @param seats the players' names, one per seat, distinct and not blank: a Vavr or JDK list
     * @param seed the seed of the game's draws; the same seed and inputs give the same game
     * @return the first round's state, ready for {@link #reveal(GameState)}, or a violation
     */
    public static Either<Violation, Step> newGame(Rules rules, Iterable<String> seats, long seed) {
        return newGame(rules, seats, 0, seed);
    }

    /**
     * Starts a game with seat 0 as the start player (R1, R5, R7, R8), telling {@code observer}
     * that the first round started: the start of a game for {@link #play(GameState, IntFunction,
     * PlayObserver)}, which tells the rest.
     *
     * <pre>{@code
     * PlayObserver observer = new PlayObserver() {};
     * GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L, observer)
     *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
     * }</pre>
     *
     * @param rules the rules
     * @param seats the players' names, one per seat, distinct and not blank: a Vavr or JDK list
     * @param seed the seed of the game's draws; the same seed and inputs give the same game
     * @param observer told that the first round started
     * @return the first round's state, or a violation (and the observer is told nothing)
     */
    public static Either<Violation, GameState> newGame(
            Rules rules, Iterable<String> seats, long seed, PlayObserver observer) {
        Objects.requireNonNull(observer, "observer");
        return newGame(rules, seats, 0, seed).map(started -> {
            GameState state = started.state();
            tellFirstRound(state, observer);
            return state;
        });
    }

    /**
     * Starts a game (R1, R5, R7, R8).
     *
     * <pre>{@code
     * Step started = Game.newGame(Rules.incanGold(), java.util.List.of("Ann", "Bo", "Cy"), 2, 42L)
     *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
     * }</pre>
     *
     * @param rules the rules
     * @param seats the players' names, one per seat, distinct and not blank: a Vavr or JDK list
     * @param startSeat the start player of the first round, chosen by the host (R7)
     * @param seed the seed of the game's draws; the same seed and inputs give the same game
     * @return the first round's state, ready for {@link #reveal(GameState)}, or a violation
     */
    public static Either<Violation, Step> newGame(Rules rules, Iterable<String> seats, int startSeat, long seed) {
        Objects.requireNonNull(rules, "rules");
        List<String> names = List.ofAll(Objects.requireNonNull(seats, "seats"));
        for (List<String> rest = names; !rest.isEmpty(); rest = rest.tail()) {
            Objects.requireNonNull(rest.head(), "seat name");
        }
        Option<Violation> refused = Setup.refuseSeats(rules, names);
        if (refused.isDefined()) {
            return Either.left(refused.get());
        }
        if (startSeat < 0 || startSeat >= names.size()) {
            return Either.left(new Violation.InvalidStartSeat(startSeat, names.size()));
        }
        GameState d = firstState(new Setup(rules, names, startSeat), seed);
        return Either.right(Step.of(d, d, NEW_GAME, 0));
    }

    /**
     * Starts another game at the table of {@code table}: the same rules, seat names and first
     * start player, a new seed (R1, R5, R7, R8); {@code observer} is told that the first round
     * started. It is the game {@link #newGame(Rules, Iterable, int, long)} starts from the same
     * arguments, without checking them again: a host's "play again", and a simulator's next game.
     *
     * <pre>{@code
     * PlayObserver observer = new PlayObserver() {};
     * GameState first = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L, observer)
     *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
     * GameState second = Game.rematch(first, 43L, observer);   // any state of the first game will do
     * }</pre>
     *
     * @param table any state of a game at the table
     * @param seed the seed of the new game's draws
     * @param observer told that the first round started
     * @return the new game's first state
     */
    public static GameState rematch(GameState table, long seed, PlayObserver observer) {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(observer, "observer");
        GameState d = firstState(table.setup, seed);
        tellFirstRound(d, observer);
        return d;
    }

    /**
     * The same game with its generator set to {@code randomState}, for a search that imagines many
     * futures of one state: plays from it meet the same cards for as long as they reveal alike.
     *
     * @param state the state, unchanged
     * @param randomState the random state the cards still to draw are drawn with
     * @return the state with that random state
     */
    public static GameState reseed(GameState state, long randomState) {
        GameState reseeded = Objects.requireNonNull(state, "state").draft();
        reseeded.random = randomState;
        return reseeded;
    }

    /** Tells an observer that the first round of a new game started. */
    private static void tellFirstRound(GameState first, PlayObserver observer) {
        first.observer = observer;
        Chronicle.OBSERVED.roundStarted(first);
        first.observer = null;
    }

    /** R5, R8, R18: the first round's state of a game at a table whose seats were checked. */
    private static GameState firstState(Setup setup, long seed) {
        GameState d = new GameState();
        d.setup = setup;
        d.tents = new int[setup.seats];
        for (int seat = 0; seat < d.tents.length; seat++) {
            d.tents[seat] = setup.rules.startingGems(seat); // R18: a handicap, if the rules give one
        }
        d.claims = Array.empty();
        d.removedLatestFirst = List.empty();
        d.random = seed;
        Expedition.startRound(d, 1, Chronicle.NONE);
        return d;
    }

    /**
     * Reveals the next card, drawn from the cards still to draw with the game's generator (R8,
     * R10, R14, R5); due in {@link Phase#REVEAL}.
     *
     * @param state the state
     * @return the next state ({@link Phase#CHOOSE}; {@link Phase#BUST} on a bust, R14; after an
     *     opening hazard, R15, {@link Phase#REVEAL} or {@link Phase#ROUND_OVER}), or a violation
     */
    public static Either<Violation, Step> reveal(GameState state) {
        if (Objects.requireNonNull(state, "state").phase != Phase.REVEAL) {
            return wrongPhase("reveal", state);
        }
        return take(state, REVEAL, DRAWN);
    }

    /**
     * Reveals a card supplied from outside: the card a companion app saw drawn from a physical
     * deck, or a test's stacked deck. It must be one of the cards still to draw; it is then
     * revealed instead of a drawn one, and the generator is not used. Due in {@link
     * Phase#REVEAL}.
     *
     * <pre>{@code
     * Step step = Game.reveal(state, Card.treasure(7)).getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
     * }</pre>
     *
     * @param state the state
     * @param card the card drawn; an artifact may be given by its number alone ({@code
     *     Card.artifact(2)}) whatever the rules' valuation, as the rules give its printed value
     * @return the next state, or a violation if the card is not in the remaining deck
     */
    public static Either<Violation, Step> reveal(GameState state, Card card) {
        Objects.requireNonNull(card, "card");
        if (Objects.requireNonNull(state, "state").phase != Phase.REVEAL) {
            return wrongPhase("reveal", state);
        }
        int id = state.catalog().idOf(card, state.cardsToDraw());
        if (id < 0) {
            List<Card> contents = state.catalog().cardsOf(state.cardsToDraw());
            return Either.left(new Violation.CardNotInDeck(card, contents));
        }
        return take(state, REVEAL, id);
    }

    /**
     * A seat in the temple makes its secret choice (R9); due in {@link Phase#CHOOSE}. When the
     * last awaited seat has chosen, the phase becomes {@link Phase#LEAVE}.
     *
     * @param state the state
     * @param seat the seat choosing
     * @param choice torch or camp
     * @return the next state, or a violation (unknown seat, seat not in the temple, choice
     *     already made, wrong phase)
     */
    public static Either<Violation, Step> choose(GameState state, int seat, Choice choice) {
        Objects.requireNonNull(choice, "choice");
        if (Objects.requireNonNull(state, "state").phase != Phase.CHOOSE) {
            return wrongPhase("choose", state);
        }
        if (seat < 0 || seat >= state.seatCount()) {
            return Either.left(new Violation.UnknownSeat(seat, state.seatCount()));
        }
        if (!SeatSet.contains(state.inTemple, seat)) {
            return Either.left(new Violation.NotInTemple(seat));
        }
        if (SeatSet.contains(state.chosen, seat)) {
            return Either.left(new Violation.AlreadyChosen(seat));
        }
        return take(state, CHOOSE, seat << 1 | (choice == Choice.CAMP ? 1 : 0));
    }

    /**
     * Every awaited seat's choice at once (R9); due in {@link Phase#CHOOSE}. The map must hold
     * exactly the seats still to choose.
     *
     * @param state the state
     * @param choices a choice per awaited seat
     * @return the next state, in {@link Phase#LEAVE}, or a violation that names the missing and
     *     unexpected seats
     */
    public static Either<Violation, Step> chooseAll(GameState state, Map<Integer, Choice> choices) {
        Objects.requireNonNull(choices, "choices");
        if (Objects.requireNonNull(state, "state").phase != Phase.CHOOSE) {
            return wrongPhase("choose", state);
        }
        List<Integer> awaited = state.awaitedSeats();
        List<Integer> missing = awaited.filter(seat -> !choices.containsKey(seat));
        List<Integer> unexpected = choices.keySet()
                .toList()
                .filter(seat -> !awaited.contains(seat))
                .sorted();
        if (!missing.isEmpty() || !unexpected.isEmpty()) {
            return Either.left(new Violation.ChoicesMismatch(missing, unexpected));
        }
        return chooseEach(state, seat -> choices.get(seat).get());
    }

    /**
     * Asks {@code choiceOf} for the choice of every awaited seat, in ascending seat order, and
     * makes them all in one step (R9); due in {@link Phase#CHOOSE}. The result is the same as
     * {@link #choose} for each awaited seat in turn, with one state instead of one per seat.
     *
     * <pre>{@code
     * Step step = Game.chooseEach(state, seat -> state.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH)
     *         .getOrElseThrow(violation -> new IllegalArgumentException(violation.message()));
     * }</pre>
     *
     * @param state the state
     * @param choiceOf the choice of a seat, called once for each awaited seat; must not return
     *     null
     * @return the next state, in {@link Phase#LEAVE}, with a {@link GameEvent.ChoiceMade} per
     *     seat; or a violation if choices are not due
     */
    public static Either<Violation, Step> chooseEach(GameState state, IntFunction<Choice> choiceOf) {
        Objects.requireNonNull(choiceOf, "choiceOf");
        if (Objects.requireNonNull(state, "state").phase != Phase.CHOOSE) {
            return wrongPhase("choose", state);
        }
        return take(state, CHOOSE_EACH, campers(state, choiceOf));
    }

    /**
     * Reveals the choices together and resolves the seats that chose camp (R9, R11, R12, R13);
     * due in {@link Phase#LEAVE}. If seats remain but the deck is empty, they leave too (R17).
     *
     * @param state the state
     * @return the next state ({@link Phase#REVEAL}, or {@link Phase#ROUND_OVER} when nobody is
     *     left in the temple), or a violation
     */
    public static Either<Violation, Step> leave(GameState state) {
        if (Objects.requireNonNull(state, "state").phase != Phase.LEAVE) {
            return wrongPhase("leave", state);
        }
        return take(state, LEAVE, 0);
    }

    /**
     * Ends the round on a bust (R14): the seats still in the temple lose the gems they received
     * this round (or what the bust penalty takes of them), and the hazards the rules remove on a
     * bust leave the game. Due in {@link Phase#BUST}.
     *
     * @param state the state
     * @return the next state, in {@link Phase#ROUND_OVER}, or a violation
     */
    public static Either<Violation, Step> bust(GameState state) {
        if (Objects.requireNonNull(state, "state").phase != Phase.BUST) {
            return wrongPhase("bust", state);
        }
        return take(state, BUST, 0);
    }

    /**
     * Ends the round (R16): gems left on the path go back to the bank and artifacts left on it
     * leave the game, unless the rules return them. Then the next round starts with the next start
     * player (R5, R7, R8), or, after the last round, the game ends (R18, R19). Due in {@link
     * Phase#ROUND_OVER}.
     *
     * @param state the state
     * @return the next round's state, or the final state in {@link Phase#GAME_OVER}, or a
     *     violation
     */
    public static Either<Violation, Step> endRound(GameState state) {
        if (Objects.requireNonNull(state, "state").phase != Phase.ROUND_OVER) {
            return wrongPhase("endRound", state);
        }
        return take(state, END_ROUND, 0);
    }

    /**
     * Applies every due transition that needs no player input ({@link #reveal(GameState)},
     * {@link #leave(GameState)}, {@link #bust(GameState)}, {@link #endRound(GameState)}) until
     * choices are awaited or the game is over. In {@link Phase#CHOOSE} or {@link
     * Phase#GAME_OVER} it returns the state unchanged with no events.
     *
     * @param state the state
     * @return the state where input is next awaited, with every event on the way
     */
    public static Step advance(GameState state) {
        Objects.requireNonNull(state, "state");
        return awaitsInput(state, true) ? new Step(state, List.empty()) : step(state, ADVANCE, 0);
    }

    /**
     * Like {@link #advance(GameState)}, but stops before a card is to be revealed, for a companion
     * app that supplies every card with {@link #reveal(GameState, Card)}: it applies {@link
     * #leave(GameState)}, {@link #bust(GameState)} and {@link #endRound(GameState)} until a card,
     * a choice or nothing is due.
     *
     * <pre>{@code
     * GameState waiting = Game.advanceUntilReveal(state).state();   // REVEAL, CHOOSE or GAME_OVER
     * }</pre>
     *
     * @param state the state
     * @return the state where a card or a choice is next awaited, with every event on the way
     */
    public static Step advanceUntilReveal(GameState state) {
        Objects.requireNonNull(state, "state");
        return awaitsInput(state, false) ? new Step(state, List.empty()) : step(state, ADVANCE_UNTIL_REVEAL, 0);
    }

    /**
     * Plays on to the next decision: the transition for code that makes the choices, such as bots
     * and simulations. In {@link Phase#CHOOSE} it asks {@code choiceOf} for every awaited seat's
     * choice, in ascending seat order, and makes them (R9); then it applies every transition that
     * follows until choices are awaited again, the round is over (a round's end is a state of its
     * own) or the game is over. So a game takes one call per card, and one state per card.
     * Events are built only if the step's {@link Step#events()} are asked for.
     *
     * <pre>{@code
     * while (!state.isOver()) {
     *     GameState now = state;
     *     state = Game.play(now, seat -> now.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH).state();
     * }
     * }</pre>
     *
     * @param state the state
     * @param choiceOf the choice of an awaited seat; called only in {@link Phase#CHOOSE}, and
     *     must not return null
     * @return the state where choices are next awaited, the round is over or the game is over;
     *     the state unchanged once the game is over
     */
    public static Step play(GameState state, IntFunction<Choice> choiceOf) {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(choiceOf, "choiceOf");
        if (state.isOver()) {
            return new Step(state, List.empty());
        }
        return step(state, PLAY, state.phase == Phase.CHOOSE ? campers(state, choiceOf) : 0);
    }

    /**
     * {@link #play(GameState, IntFunction)}, telling {@code observer} what happens as it happens
     * instead of building events: the transition for simulations and statistics, which count what
     * happens rather than show it. The observer is told by the same rule functions, in the same
     * order, as {@link Step#events()} would be; it learns what the table sees (see {@link
     * PlayObserver}). No step is made, so nothing keeps the state played from.
     *
     * <pre>{@code
     * PlayObserver observer = new PlayObserver() {};
     * while (!state.isOver()) {
     *     state = Game.play(state, seat -> Choice.TORCH, observer);
     * }
     * }</pre>
     *
     * @param state the state
     * @param choiceOf the choice of an awaited seat; called only in {@link Phase#CHOOSE}, and
     *     must not return null
     * @param observer told what happens
     * @return the state of {@link #play(GameState, IntFunction)}'s step
     */
    public static GameState play(GameState state, IntFunction<Choice> choiceOf, PlayObserver observer) {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(choiceOf, "choiceOf");
        Objects.requireNonNull(observer, "observer");
        if (state.isOver()) {
            return state;
        }
        int campers = state.phase == Phase.CHOOSE ? campers(state, choiceOf) : 0;
        GameState next = state.draft();
        next.observer = observer; // if the observer throws, the draft is dropped with it
        playToNextDecision(next, campers, Chronicle.OBSERVED);
        next.observer = null; // a state returned keeps no observer
        return next;
    }

    /**
     * Applies an action: the game's {@code (state, action) -> step} reducer.
     *
     * @param state the state
     * @param action the action
     * @return what the matching transition returns; {@link Action.Advance} never fails
     */
    public static Either<Violation, Step> apply(GameState state, Action action) {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(action, "action");
        if (action instanceof Action.Reveal) {
            return reveal(state);
        } else if (action instanceof Action.RevealCard revealCard) {
            return reveal(state, revealCard.card());
        } else if (action instanceof Action.Choose choose) {
            return choose(state, choose.seat(), choose.choice());
        } else if (action instanceof Action.Leave) {
            return leave(state);
        } else if (action instanceof Action.Bust) {
            return bust(state);
        } else if (action instanceof Action.EndRound) {
            return endRound(state);
        } else if (action instanceof Action.Advance) {
            return Either.right(advance(state));
        }
        // Action is sealed: only a kind added without its case here reaches this line
        throw new IllegalStateException("no transition for the action " + action);
    }

    private static Either<Violation, Step> wrongPhase(String attempted, GameState state) {
        return Either.left(new Violation.WrongPhase(attempted, state.phase));
    }

    /** The awaited seats that camp, asked in ascending seat order. */
    private static int campers(GameState state, IntFunction<Choice> choiceOf) {
        int awaited = state.awaited();
        int campers = 0;
        for (int seat = SeatSet.first(awaited); seat >= 0; seat = SeatSet.after(awaited, seat)) {
            if (Objects.requireNonNull(choiceOf.apply(seat), "the choice of a seat") == Choice.CAMP) {
                campers = SeatSet.with(campers, seat);
            }
        }
        return campers;
    }
}
