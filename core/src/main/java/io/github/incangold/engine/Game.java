package io.github.incangold.engine;

import io.github.incangold.model.Card;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.Rules;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * The referee: every transition of the game as a pure function from a state (plus input) to the
 * next state and the events it produced. An illegal move returns a {@link Violation} in the
 * {@code Left} and changes nothing; a null argument is a programming error and throws.
 *
 * <p>The {@link GameState#phase() phase} tells which transition is due. A host only needs to
 * feed the players' choices and call {@link #advance(GameState)} for the rest:
 *
 * <pre>{@code
 * GameState state = Game.newGame(Rules.incanGold(), List.of("Ann", "Bo", "Cy"), 42L).get().state();
 * while (!state.isOver()) {
 *     state = Game.advance(state).state();             // reveal, leave, bust, end round
 *     for (int seat : state.awaitedSeats()) {
 *         state = Game.choose(state, seat, Choice.TORCH).get().state();
 *     }
 * }
 * Outcome outcome = state.outcome().get();
 * }</pre>
 */
public final class Game {
    /** Sets of seats among the first this many have their events built once (R1: up to 8 players). */
    private static final int CACHED_SEATS = 8;
    /** The event list of a choice, one per seat: events are values, so equal ones are shared. */
    private static final Array<List<GameEvent>> CHOICE_MADE =
            Array.range(0, Rules.MAX_SEATS).map(seat -> List.of(new GameEvent.ChoiceMade(seat)));
    /** The event lists of {@link #chooseEach} for every set of seats among the first eight. */
    private static final Array<List<GameEvent>> CHOICES_MADE =
            Array.range(0, 1 << CACHED_SEATS).map(Game::choiceMadeEvents);
    /** The entries (seat, torch) and (seat, camp) of a {@link GameEvent.ChoicesRevealed} map. */
    private static final Array<Tuple2<Integer, Choice>> TORCH_ENTRIES =
            Array.range(0, Rules.MAX_SEATS).map(seat -> Tuple.of(seat, Choice.TORCH));

    private static final Array<Tuple2<Integer, Choice>> CAMP_ENTRIES =
            Array.range(0, Rules.MAX_SEATS).map(seat -> Tuple.of(seat, Choice.CAMP));

    /**
     * The revealed choices of every set of seats among the first eight when all of them carry on,
     * by set: the most frequent choices of all.
     */
    private static final Array<GameEvent> ALL_TORCH_REVEALED = Array.range(0, 1 << CACHED_SEATS)
            .map(mask -> new GameEvent.ChoicesRevealed(
                    HashMap.ofEntries(TORCH_ENTRIES.filter(entry -> (mask & (1 << entry._1)) != 0))));

    private Game() {}

    /**
     * Starts a game with seat 0 as the start player (R1, R5, R7, R8).
     *
     * @param rules the rules
     * @param seats the players' names, one per seat, distinct and not blank
     * @param seed the seed of the game's shuffles; the same seed and inputs give the same game
     * @return the first round's state, ready for {@link #reveal(GameState)}, or a violation
     */
    public static Either<Violation, Step> newGame(Rules rules, Seq<String> seats, long seed) {
        return newGame(rules, seats, 0, seed);
    }

    /**
     * Starts a game (R1, R5, R7, R8).
     *
     * @param rules the rules
     * @param seats the players' names, one per seat, distinct and not blank
     * @param startSeat the start player of the first round, chosen by the host (R7)
     * @param seed the seed of the game's shuffles; the same seed and inputs give the same game
     * @return the first round's state, ready for {@link #reveal(GameState)}, or a violation
     */
    public static Either<Violation, Step> newGame(Rules rules, Seq<String> seats, int startSeat, long seed) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(seats, "seats");
        if (seats.size() < rules.minPlayers() || seats.size() > rules.maxPlayers()) {
            return Either.left(new Violation.SeatCount(seats.size(), rules.minPlayers(), rules.maxPlayers()));
        }
        List<String> names = List.ofAll(seats);
        for (int seat = 0; seat < names.size(); seat++) {
            String name = Objects.requireNonNull(names.get(seat), "seat name");
            if (name.isBlank()) {
                return Either.left(new Violation.InvalidSeatName(seat, name, "it is blank"));
            }
            int first = names.indexOf(name);
            if (first < seat) {
                return Either.left(new Violation.InvalidSeatName(seat, name, "seat " + first + " has the same name"));
            }
        }
        if (startSeat < 0 || startSeat >= names.size()) {
            return Either.left(new Violation.InvalidStartSeat(startSeat, names.size()));
        }
        Table table = new Table(rules, names);
        return Either.right(startRound(table, 1, startSeat, new int[table.seats], Array.empty(), List.empty(), seed));
    }

    /**
     * Reveals the top card of the quest deck (R10, R14, R5); due in {@link Phase#REVEAL}.
     *
     * @param state the state
     * @return the next state ({@link Phase#CHOOSE}, or {@link Phase#BUST} on a second hazard of
     *     a type), or a violation
     */
    public static Either<Violation, Step> reveal(GameState state) {
        if (state.phase != Phase.REVEAL) {
            return wrongPhase("reveal", state);
        }
        return Either.right(revealNext(state, state.deck, null));
    }

    /**
     * Reveals a card supplied from outside: the card a companion app saw drawn from a physical
     * deck, or a test's stacked deck. It must be one of the remaining deck's cards; it is then
     * drawn instead of the top card. Due in {@link Phase#REVEAL}.
     *
     * @param state the state
     * @param card the card drawn
     * @return the next state, or a violation if the card is not in the remaining deck
     */
    public static Either<Violation, Step> reveal(GameState state, Card card) {
        Objects.requireNonNull(card, "card");
        if (state.phase != Phase.REVEAL) {
            return wrongPhase("reveal", state);
        }
        int[] deck = state.deck;
        Card[] cards = state.table.cards;
        for (int position = state.revealed; position < deck.length; position++) {
            if (cards[deck[position]].equals(card)) {
                if (position != state.revealed) {
                    deck = deck.clone();
                    deck[position] = deck[state.revealed];
                    deck[state.revealed] = state.deck[position];
                }
                return Either.right(revealNext(state, deck, null));
            }
        }
        int[] remaining = Arrays.copyOfRange(deck, state.revealed, deck.length);
        Arrays.sort(remaining);
        List<Card> contents = List.ofAll(remaining).map(id -> cards[id]);
        return Either.left(new Violation.CardNotInDeck(card, contents));
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
        if (state.phase != Phase.CHOOSE) {
            return wrongPhase("choose", state);
        }
        Option<Violation> refused = refuseChoice(state, seat);
        if (refused.isDefined()) {
            return Either.left(refused.get());
        }
        int bit = 1 << seat;
        int chosen = state.chosen | bit;
        int camping = choice == Choice.CAMP ? state.camping | bit : state.camping;
        GameState next = new GameState(
                state.table,
                chosen == state.inTemple ? Phase.LEAVE : Phase.CHOOSE,
                state.round,
                state.startSeat,
                state.deck,
                state.revealed,
                state.pathGems,
                state.pathArtifacts,
                state.hazardsSeen,
                state.inTemple,
                chosen,
                camping,
                state.atRisk,
                state.tent,
                state.claims,
                state.removed,
                state.random);
        return Either.right(new Step(next, CHOICE_MADE.get(seat)));
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
        if (state.phase != Phase.CHOOSE) {
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
        Step step = new Step(state, List.empty());
        for (int seat : awaited) {
            step = step.then(choose(step.state(), seat, choices.get(seat).get()).get());
        }
        return Either.right(step);
    }

    /**
     * Asks {@code choiceOf} for the choice of every awaited seat, in ascending seat order, and
     * makes them all in one step (R9); due in {@link Phase#CHOOSE}. The result is the same as
     * {@link #choose} for each awaited seat in turn, with one state instead of one per seat: the
     * transition to use when the choices come from code, such as bots in a simulation.
     *
     * <pre>{@code
     * Step step = Game.chooseEach(state, seat -> state.gemsAtRisk(seat) >= 8 ? Choice.CAMP : Choice.TORCH)
     *         .get();
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
        if (state.phase != Phase.CHOOSE) {
            return wrongPhase("choose", state);
        }
        int awaited = state.inTemple & ~state.chosen;
        int camping = state.camping;
        for (int seat = 0; seat < state.table.seats; seat++) {
            int bit = 1 << seat;
            if ((awaited & bit) != 0) {
                Choice choice = Objects.requireNonNull(choiceOf.apply(seat), "the choice of a seat");
                if (choice == Choice.CAMP) {
                    camping |= bit;
                }
            }
        }
        GameState next = new GameState(
                state.table,
                Phase.LEAVE,
                state.round,
                state.startSeat,
                state.deck,
                state.revealed,
                state.pathGems,
                state.pathArtifacts,
                state.hazardsSeen,
                state.inTemple,
                state.inTemple,
                camping,
                state.atRisk,
                state.tent,
                state.claims,
                state.removed,
                state.random);
        return Either.right(new Step(next, choicesMade(awaited)));
    }

    /** The {@link GameEvent.ChoiceMade} events of the seats of {@code mask}, in seat order. */
    private static List<GameEvent> choicesMade(int mask) {
        return isCached(mask) ? CHOICES_MADE.get(mask) : choiceMadeEvents(mask);
    }

    /** Whether the events of the seats of {@code mask} are built once (see {@link #CACHED_SEATS}). */
    private static boolean isCached(int mask) {
        return (mask >>> CACHED_SEATS) == 0;
    }

    private static List<GameEvent> choiceMadeEvents(int mask) {
        List<GameEvent> events = List.empty();
        for (int seat = Integer.SIZE - 1; seat >= 0; seat--) {
            if ((mask & (1 << seat)) != 0) {
                events = events.prepend(new GameEvent.ChoiceMade(seat));
            }
        }
        return events;
    }

    /**
     * Reveals the choices together and resolves the seats that chose camp (R11, R12, R13); due
     * in {@link Phase#LEAVE}. If seats remain but the deck is empty, they leave too (R17).
     *
     * @param state the state
     * @return the next state ({@link Phase#REVEAL}, or {@link Phase#ROUND_OVER} when nobody is
     *     left in the temple), or a violation
     */
    public static Either<Violation, Step> leave(GameState state) {
        if (state.phase != Phase.LEAVE) {
            return wrongPhase("leave", state);
        }
        return Either.right(leaveNow(state));
    }

    private static Step leaveNow(GameState state) {
        GameEvent revealed = choicesRevealed(state);
        if (state.camping == 0) {
            Step continued = continueRound(state);
            return new Step(continued.state(), continued.events().prepend(revealed));
        }
        Step left = depart(state, state.camping);
        Step continued = continueRound(left.state());
        return new Step(
                continued.state(),
                ShortLists.concat(left.events(), continued.events()).prepend(revealed));
    }

    /**
     * Ends the round on a second hazard of a type (R14): the seats still in the temple lose the
     * gems they received this round, and the busting card is removed from the game unless the
     * rules keep it. Due in {@link Phase#BUST}.
     *
     * @param state the state
     * @return the next state, in {@link Phase#ROUND_OVER}, or a violation
     */
    public static Either<Violation, Step> bust(GameState state) {
        if (state.phase != Phase.BUST) {
            return wrongPhase("bust", state);
        }
        return Either.right(bustNow(state));
    }

    private static Step bustNow(GameState state) {
        Table table = state.table;
        int bustingCard = state.deck[state.revealed - 1];
        Map<Integer, Integer> lost = gemsBySeat(table, state.inTemple, state.atRisk);
        boolean remove = table.rules.removeBustingHazard();
        GameState next = new GameState(
                table,
                Phase.ROUND_OVER,
                state.round,
                state.startSeat,
                state.deck,
                state.revealed,
                state.pathGems,
                state.pathArtifacts,
                state.hazardsSeen,
                0,
                0,
                0,
                new int[table.seats],
                state.tent,
                state.claims,
                remove ? ShortLists.append(state.removed, bustingCard) : state.removed,
                state.random);
        GameEvent.Bust event = new GameEvent.Bust(
                ((Card.Hazard) table.cards[bustingCard]).type(),
                lost,
                remove ? Option.some(table.cards[bustingCard]) : Option.none());
        return new Step(next, List.of(event));
    }

    private static GameEvent choicesRevealed(GameState state) {
        return state.camping == 0 && isCached(state.inTemple)
                ? ALL_TORCH_REVEALED.get(state.inTemple)
                : new GameEvent.ChoicesRevealed(choices(state));
    }

    /**
     * The choices in seat order. Seat maps are HashMaps: with seat numbers (below 32) as keys they
     * iterate in seat order, and they cost less than half of a LinkedHashMap to build.
     */
    private static Map<Integer, Choice> choices(GameState state) {
        Table table = state.table;
        @SuppressWarnings({"unchecked", "rawtypes"})
        Tuple2<Integer, Choice>[] entries = new Tuple2[Integer.bitCount(state.inTemple)];
        int entry = 0;
        for (int seat = 0; seat < table.seats; seat++) {
            if ((state.inTemple & (1 << seat)) != 0) {
                entries[entry++] = ((state.camping & (1 << seat)) != 0 ? CAMP_ENTRIES : TORCH_ENTRIES).get(seat);
            }
        }
        return HashMap.ofEntries(entries);
    }

    /** The seats of {@code mask} with their gems, iterating in seat order (see {@link #leaveNow}). */
    private static Map<Integer, Integer> gemsBySeat(Table table, int mask, int[] gems) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        Tuple2<Integer, Integer>[] entries = new Tuple2[Integer.bitCount(mask)];
        int entry = 0;
        for (int seat = 0; seat < table.seats; seat++) {
            if ((mask & (1 << seat)) != 0) {
                entries[entry++] = Tuple.of(seat, gems[seat]);
            }
        }
        return HashMap.ofEntries(entries);
    }

    /**
     * Ends the round (R16): gems left on the path go back to the bank and artifacts left on it
     * are removed from the game. Then the next round starts with the next start player (R5, R7,
     * R8), or, after the last round, the game ends (R18, R19). Due in {@link
     * Phase#ROUND_OVER}.
     *
     * @param state the state
     * @return the next round's state, or the final state in {@link Phase#GAME_OVER}, or a
     *     violation
     */
    public static Either<Violation, Step> endRound(GameState state) {
        if (state.phase != Phase.ROUND_OVER) {
            return wrongPhase("endRound", state);
        }
        return Either.right(endRoundNow(state));
    }

    private static Step endRoundNow(GameState state) {
        Table table = state.table;
        // Walked cell by cell: Vavr's map goes through an iterator, a cost that showed in profiles.
        List<Integer> lostIdsReversed = List.empty();
        List<Card.Artifact> lostReversed = List.empty();
        for (List<Integer> rest = state.pathArtifacts; !rest.isEmpty(); rest = rest.tail()) {
            int id = state.deck[rest.head()];
            lostIdsReversed = lostIdsReversed.prepend(id);
            lostReversed = lostReversed.prepend((Card.Artifact) table.cards[id]);
        }
        List<Integer> lostIds = ShortLists.reverse(lostIdsReversed);
        GameEvent ended = new GameEvent.RoundEnded(state.round, state.pathGems, ShortLists.reverse(lostReversed));
        List<Integer> removed = ShortLists.concat(state.removed, lostIds);
        if (state.round == table.rules.rounds()) {
            GameState over = new GameState(
                    table,
                    Phase.GAME_OVER,
                    state.round,
                    state.startSeat,
                    state.deck,
                    state.revealed,
                    0,
                    List.empty(),
                    state.hazardsSeen,
                    0,
                    0,
                    0,
                    state.atRisk,
                    state.tent,
                    state.claims,
                    removed,
                    state.random);
            return new Step(over, List.of(ended, new GameEvent.GameEnded(outcome(over))));
        }
        Step next = startRound(
                table,
                state.round + 1,
                (state.startSeat + 1) % table.seats,
                state.tent,
                state.claims,
                removed,
                state.random);
        return new Step(next.state(), next.events().prepend(ended));
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
        GameState current = state;
        // A single transition's step is returned as it is; several are joined.
        Step only = null;
        List<GameEvent> events = List.empty();
        int taken = 0;
        while (true) {
            Step next;
            switch (current.phase) {
                case REVEAL:
                    next = revealNext(current, current.deck, null);
                    break;
                case LEAVE:
                    // Nobody camps and cards remain: the reveal that follows reads nothing the
                    // REVEAL state in between would change, so it is skipped.
                    if (current.camping == 0 && current.revealed < current.deck.length) {
                        next = revealNext(current, current.deck, choicesRevealed(current));
                    } else {
                        next = leaveNow(current);
                    }
                    break;
                case BUST:
                    next = bustNow(current);
                    break;
                case ROUND_OVER:
                    next = endRoundNow(current);
                    break;
                default:
                    return taken == 1 ? only : new Step(current, events);
            }
            taken++;
            only = next;
            events = ShortLists.concat(events, next.events());
            current = next.state();
        }
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
        } else if (action instanceof Action.RevealCard) {
            return reveal(state, ((Action.RevealCard) action).card());
        } else if (action instanceof Action.Choose) {
            Action.Choose choose = (Action.Choose) action;
            return choose(state, choose.seat(), choose.choice());
        } else if (action instanceof Action.Leave) {
            return leave(state);
        } else if (action instanceof Action.Bust) {
            return bust(state);
        } else if (action instanceof Action.EndRound) {
            return endRound(state);
        } else {
            return Either.right(advance(state));
        }
    }

    /** R18, R19: the ranking of a finished (or, for a preview, unfinished) game. */
    static Outcome outcome(GameState state) {
        Table table = state.table;
        int seats = table.seats;
        int[] scores = new int[seats];
        int[] artifacts = new int[seats];
        for (int seat = 0; seat < seats; seat++) {
            scores[seat] = state.tent[seat];
        }
        for (ClaimedArtifact claim : state.claims) {
            scores[claim.seat()] += claim.value();
            artifacts[claim.seat()]++;
        }
        boolean tieBreak = table.rules.artifactTieBreak();
        // Arrays and an insertion sort: at most 8 seats, and Vavr's sorted() goes through a stream.
        int[] order = new int[seats];
        for (int seat = 0; seat < seats; seat++) {
            int at = seat;
            while (at > 0 && ranksAbove(seat, order[at - 1], scores, artifacts, tieBreak)) {
                order[at] = order[at - 1];
                at--;
            }
            order[at] = seat;
        }
        int[] places = new int[seats];
        for (int index = 0; index < seats; index++) {
            boolean tied = index > 0 && !ranksAbove(order[index - 1], order[index], scores, artifacts, tieBreak);
            places[index] = tied ? places[index - 1] : index + 1;
        }
        List<Standing> standings = List.empty();
        List<Integer> winners = List.empty();
        for (int index = seats - 1; index >= 0; index--) {
            int seat = order[index];
            standings = standings.prepend(
                    new Standing(places[index], seat, scores[seat], state.tent[seat], artifacts[seat]));
            if (places[index] == 1) {
                winners = winners.prepend(seat);
            }
        }
        return new Outcome(standings, winners);
    }

    /** R18, R19: {@code seat} places before {@code other} (a higher score, or as many and more artifacts). */
    private static boolean ranksAbove(int seat, int other, int[] scores, int[] artifacts, boolean tieBreak) {
        if (scores[seat] != scores[other]) {
            return scores[seat] > scores[other];
        }
        return tieBreak && artifacts[seat] > artifacts[other];
    }

    private static Either<Violation, Step> wrongPhase(String attempted, GameState state) {
        return Either.left(new Violation.WrongPhase(attempted, state.phase));
    }

    private static Option<Violation> refuseChoice(GameState state, int seat) {
        if (seat < 0 || seat >= state.table.seats) {
            return Option.some(new Violation.UnknownSeat(seat, state.table.seats));
        }
        int bit = 1 << seat;
        if ((state.inTemple & bit) == 0) {
            return Option.some(new Violation.NotInTemple(seat));
        }
        if ((state.chosen & bit) != 0) {
            return Option.some(new Violation.AlreadyChosen(seat));
        }
        return Option.none();
    }

    /** R5, R7, R8: shuffles every card still in the game, with this round's artifact. */
    private static Step startRound(
            Table table,
            int round,
            int startSeat,
            int[] tent,
            Array<ClaimedArtifact> claims,
            List<Integer> removed,
            long random) {
        int artifactsIn = Math.min(round, table.rules.artifactsInPlay());
        boolean[] gone = new boolean[table.cards.length];
        for (List<Integer> rest = removed; !rest.isEmpty(); rest = rest.tail()) {
            gone[rest.head()] = true;
        }
        for (ClaimedArtifact claim : claims) {
            gone[table.artifactId(claim.artifact().number())] = true;
        }
        int size = 0;
        int[] pool = new int[table.questCards + artifactsIn];
        for (int id = 0; id < pool.length; id++) {
            if (!gone[id]) {
                pool[size++] = id;
            }
        }
        int[] deck = size == pool.length ? pool : Arrays.copyOf(pool, size);
        SplitMix64 generator = new SplitMix64(random);
        generator.shuffle(deck);
        GameState state = new GameState(
                table,
                Phase.REVEAL,
                round,
                startSeat,
                deck,
                0,
                0,
                List.empty(),
                0L,
                table.allSeats,
                0,
                0,
                new int[table.seats],
                tent,
                claims,
                removed,
                generator.state());
        Option<Card.Artifact> added = round <= table.rules.artifactsInPlay()
                ? Option.some((Card.Artifact) table.cards[table.artifactId(round)])
                : Option.none();
        return new Step(state, List.of(new GameEvent.RoundStarted(round, startSeat, added, deck.length)));
    }

    /**
     * R10, R14, R5: turns over {@code deck[state.revealed]}; {@code choicesRevealed}, when not
     * null, is put before the card's event (the reveal that follows choices all torch).
     */
    private static Step revealNext(GameState state, int[] deck, GameEvent choicesRevealed) {
        Table table = state.table;
        int position = state.revealed;
        int id = deck[position];
        Card card = table.cards[id];
        int present = Integer.bitCount(state.inTemple);
        int[] atRisk = state.atRisk;
        int pathGems = state.pathGems;
        long hazardsSeen = state.hazardsSeen;
        List<Integer> pathArtifacts = state.pathArtifacts;
        int share = 0;
        int remainder = 0;
        boolean bust = false;
        switch (table.kinds[id]) {
            case Table.TREASURE:
                int value = table.numbers[id];
                share = value / present;
                remainder = value - share * present;
                pathGems += remainder;
                if (share > 0) {
                    atRisk = atRisk.clone();
                    for (int seat = 0; seat < atRisk.length; seat++) {
                        if ((state.inTemple & (1 << seat)) != 0) {
                            atRisk[seat] += share;
                        }
                    }
                }
                break;
            case Table.HAZARD:
                long typeBit = 1L << table.numbers[id];
                bust = (hazardsSeen & typeBit) != 0;
                hazardsSeen |= typeBit;
                break;
            default:
                pathArtifacts = ShortLists.append(pathArtifacts, position);
                break;
        }
        boolean autoReveal =
                !bust && position == 0 && table.kinds[id] == Table.HAZARD && table.rules.openingHazardAutoReveal();
        Phase phase = bust ? Phase.BUST : autoReveal ? Phase.REVEAL : Phase.CHOOSE;
        GameState next = new GameState(
                table,
                phase,
                state.round,
                state.startSeat,
                deck,
                position + 1,
                pathGems,
                pathArtifacts,
                hazardsSeen,
                state.inTemple,
                0,
                0,
                atRisk,
                state.tent,
                state.claims,
                state.removed,
                state.random);
        List<GameEvent> events = List.of(new GameEvent.CardRevealed(card, present, share, remainder, bust));
        if (choicesRevealed != null) {
            events = events.prepend(choicesRevealed);
        }
        if (autoReveal) {
            Step continued = continueRound(next);
            return new Step(continued.state(), ShortLists.concat(events, continued.events()));
        }
        return new Step(next, events);
    }

    /**
     * After leavers are resolved: the round ends if nobody is left, the deck's next card is due
     * if there is one, and otherwise everyone left leaves at once (R17).
     */
    private static Step continueRound(GameState state) {
        if (state.inTemple != 0 && state.revealed == state.deck.length) {
            List<GameEvent> exhausted = List.of(new GameEvent.DeckExhausted(seatsOf(state.table, state.inTemple)));
            Step left = depart(state, state.inTemple);
            return new Step(left.state(), ShortLists.concat(exhausted, left.events()));
        }
        Phase phase = state.inTemple == 0 ? Phase.ROUND_OVER : Phase.REVEAL;
        GameState next = new GameState(
                state.table,
                phase,
                state.round,
                state.startSeat,
                state.deck,
                state.revealed,
                state.pathGems,
                state.pathArtifacts,
                state.hazardsSeen,
                state.inTemple,
                0,
                0,
                state.atRisk,
                state.tent,
                state.claims,
                state.removed,
                state.random);
        return new Step(next, List.empty());
    }

    /**
     * R11, R12, R13: the seats in {@code leavers} leave together; the result is in {@link
     * Phase#ROUND_OVER} when nobody is left, otherwise in the given state's phase for {@link
     * #continueRound} to settle.
     */
    private static Step depart(GameState state, int leavers) {
        Table table = state.table;
        int count = Integer.bitCount(leavers);
        int share = state.pathGems / count;
        int remainder = state.pathGems - share * count;
        int[] atRisk = state.atRisk.clone();
        int[] tent = state.tent.clone();
        int[] gemsBanked = new int[table.seats];
        for (int seat = 0; seat < table.seats; seat++) {
            if ((leavers & (1 << seat)) != 0) {
                gemsBanked[seat] = atRisk[seat] + share;
                tent[seat] += gemsBanked[seat];
                atRisk[seat] = 0;
            }
        }
        Map<Integer, Integer> banked = gemsBySeat(table, leavers, gemsBanked);
        List<Integer> onPath = state.pathArtifacts;
        Array<ClaimedArtifact> claims = state.claims;
        List<ClaimedArtifact> taken = List.empty();
        int takenCount = artifactsTaken(table.rules.artifactSharing(), onPath.size(), count);
        if (takenCount > 0) {
            int[] takers = inSeatOrderFromStart(table, state.startSeat, leavers);
            int index = 0;
            for (int position : onPath.take(takenCount)) {
                int id = state.deck[position];
                int order = claims.size() + 1;
                ClaimedArtifact claim = new ClaimedArtifact(
                        takers[index++ % count],
                        (Card.Artifact) table.cards[id],
                        table.artifactValue(id, order),
                        order,
                        state.round);
                claims = claims.append(claim);
                taken = ShortLists.append(taken, claim);
            }
            onPath = onPath.drop(takenCount);
        }
        int inTemple = state.inTemple & ~leavers;
        GameState next = new GameState(
                table,
                inTemple == 0 ? Phase.ROUND_OVER : state.phase,
                state.round,
                state.startSeat,
                state.deck,
                state.revealed,
                remainder,
                onPath,
                state.hazardsSeen,
                inTemple,
                0,
                0,
                atRisk,
                tent,
                claims,
                state.removed,
                state.random);
        GameEvent left = new GameEvent.PlayersLeft(seatsOf(table, leavers), share, remainder, banked, taken);
        return new Step(next, List.of(left));
    }

    /** R12: how many of the artifacts on the path the leavers take. */
    private static int artifactsTaken(ArtifactSharing sharing, int onPath, int leavers) {
        if (onPath == 0) {
            return 0;
        }
        if (sharing == ArtifactSharing.SOLE_LEAVER) {
            return leavers == 1 ? onPath : 0;
        }
        return onPath / leavers * leavers;
    }

    private static int[] inSeatOrderFromStart(Table table, int startSeat, int mask) {
        int[] seats = new int[Integer.bitCount(mask)];
        int index = 0;
        for (int offset = 0; offset < table.seats; offset++) {
            int seat = (startSeat + offset) % table.seats;
            if ((mask & (1 << seat)) != 0) {
                seats[index++] = seat;
            }
        }
        return seats;
    }

    private static List<Integer> seatsOf(Table table, int mask) {
        List<Integer> seats = List.empty();
        for (int seat = table.seats - 1; seat >= 0; seat--) {
            if ((mask & (1 << seat)) != 0) {
                seats = seats.prepend(seat);
            }
        }
        return seats;
    }
}
