package io.github.incangold.web;

import io.github.incangold.engine.Game;
import io.github.incangold.engine.GameEvent;
import io.github.incangold.engine.GameState;
import io.github.incangold.engine.Phase;
import io.github.incangold.engine.SeatNames;
import io.github.incangold.engine.Step;
import io.github.incangold.engine.Violation;
import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.model.Choice;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.PublicLog;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Situation;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.view.PlayerView;
import io.github.incangold.view.Views;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One table: its seats, its game and the log of what everybody may know happened. Every change
 * is computed from the immutable current snapshot and swapped in whole under the table's lock, so
 * a reader sees either the snapshot before a move or the one after, never half a move; a refused
 * request leaves the snapshot as it was.
 */
final class Table {
    static final int MAX_NAME_LENGTH = 24;

    private static final List<String> BOT_NAMES = List.of(
            "Atahualpa",
            "Bartolina",
            "Cusi",
            "Diego",
            "Estrella",
            "Felipe",
            "Gabriela",
            "Huayna",
            "Inés",
            "Joaquín",
            "Killa",
            "Lautaro");

    /**
     * A seat: a bot, an open seat for a person, or a person's seat with its secret token.
     *
     * @param number the seat number
     * @param name the player's name; an open seat's is a placeholder
     * @param bot the strategy, for a seat the server plays
     * @param token the secret of the person who joined, once joined
     */
    record Seat(int number, String name, Option<Strategy> bot, Option<String> token) {
        boolean isBot() {
            return bot.isDefined();
        }

        boolean isOpen() {
            return bot.isEmpty() && token.isEmpty();
        }
    }

    /**
     * Everything about the table at one moment.
     *
     * @param seats the seats, by number
     * @param game the game, once every seat is taken
     * @param seen what the table saw of the game, which its bots decide with: kept while a game
     *     with bots goes on
     * @param sequence the number of log entries so far; entry numbers start at 1
     */
    record Snapshot(List<Seat> seats, Option<GameState> game, Option<PublicLog> seen, int sequence) {
        int openSeats() {
            return seats.count(Seat::isOpen);
        }
    }

    /**
     * One entry of the table's log: public, sent to every client of the table.
     *
     * @param sequence its number, from 1
     * @param type {@code "events"} (a library events document) or {@code "joined"}
     * @param json the entry's data
     * @param hiddenTentsJson the same without the gems each leaver banked ({@code tents=hidden}):
     *     every {@code playersLeft} event without its {@code banked} field
     */
    record Entry(int sequence, String type, String json, String hiddenTentsJson) {
        /** The entry's data, with or without the banked gems. */
        String json(boolean hiddenTents) {
            return hiddenTents ? hiddenTentsJson : json;
        }
    }

    /** The result of joining: the seat and its secret. */
    record Joined(Seat seat, Snapshot snapshot) {}

    final String id;
    /** Who opened the table, as the limit of tables per address counts it. */
    final String client;

    final Rules rules;
    final Option<String> presetId;
    final String title;
    private final long seed;
    private final long botSeed;
    private final Clock clock;
    private final ArrayList<Entry> log = new ArrayList<>(); // guarded by this
    private volatile Snapshot snapshot;
    private volatile boolean failed;
    /** When the last request other than a read of the log named the table. */
    private volatile Instant touched;
    /** When its game ended (or its bots failed), once it has. */
    private volatile Instant ended;
    /** Whether the table has been removed: its streams end. */
    private volatile boolean expired;

    private Table(
            String id,
            String client,
            Clock clock,
            Rules rules,
            Option<String> presetId,
            String title,
            long seed,
            long botSeed,
            List<Seat> seats) {
        this.id = id;
        this.client = client;
        this.clock = clock;
        this.rules = rules;
        this.presetId = presetId;
        this.title = title;
        this.seed = seed;
        this.botSeed = botSeed;
        this.snapshot = new Snapshot(seats, Option.none(), Option.none(), 0);
        this.touched = clock.instant();
    }

    /**
     * Opens a table: people's seats first, then the bots'. A table of bots only starts at once.
     *
     * @return the table, or why the seat counts do not fit the rules (R1)
     */
    static Either<ApiError, Table> open(
            String id,
            String client,
            Clock clock,
            Rules rules,
            Option<String> presetId,
            String title,
            int seats,
            List<Strategy> bots,
            long seed,
            long botSeed) {
        Option<ApiError> refused = checkSeats(rules, seats, bots.size());
        if (refused.isDefined()) {
            return Either.left(refused.get());
        }
        int people = seats - bots.size();
        List<Seat> all = List.range(0, seats)
                .map(seat -> seat < people
                        ? new Seat(seat, "Seat " + (seat + 1), Option.none(), Option.none())
                        : new Seat(seat, botName(seat - people), Option.some(bots.get(seat - people)), Option.none()));
        Table table = new Table(id, client, clock, rules, presetId, title, seed, botSeed, all);
        if (people == 0) {
            synchronized (table) {
                table.begin(table.snapshot);
            }
        }
        return Either.right(table);
    }

    /** Whether every seat is a bot's: such a table is played to the end by {@link #playBots()}. */
    boolean botsOnly() {
        return snapshot.seats().forAll(Seat::isBot);
    }

    /**
     * Plays a table of bots to the end. It runs on a thread of its own, not on a request's: nobody
     * else moves at such a table, so the game is played without holding the table's lock, which
     * readers and event streams need meanwhile; the result is logged at the end. Should the
     * server itself fail meanwhile, the table's status becomes {@code failed} and its log says
     * why, so that nobody waits for it.
     */
    void playBots() {
        Snapshot now = snapshot;
        try {
            Played played = proceed(new Step(now.game.get(), List.empty()), now.seen, now.seats, botSeed);
            Step step = played.step;
            String events = IncanGoldJson.encode(step.events());
            synchronized (this) {
                @SuppressWarnings("ReferenceEquality") // another snapshot, even an equal one, means a move
                boolean moved = snapshot != now;
                if (moved) {
                    throw new IllegalStateException("a table of bots only moved while its bots played");
                }
                snapshot = append(played.snapshot(now), "events", events);
                settle();
            }
        } catch (RuntimeException bug) {
            System.getLogger(Table.class.getName())
                    .log(System.Logger.Level.ERROR, "the bots of " + this + " could not play", bug);
            String error =
                    Json.write(ApiError.of(500, "internal-error", "the server failed while the bots played: " + bug)
                            .body());
            synchronized (this) {
                failed = true;
                snapshot = append(snapshot, "failed", error);
                ended = clock.instant();
            }
        }
    }

    /** Whether the server failed while the bots of this table played ({@link #playBots()}). */
    boolean failed() {
        return failed;
    }

    /** The seat count must fit the rules (R1), and the bots the seats. */
    static Option<ApiError> checkSeats(Rules rules, int seats, int bots) {
        if (seats < rules.minPlayers() || seats > rules.maxPlayers()) {
            return Option.some(ApiError.unprocessable(
                    "seat-count", new Violation.SeatCount(seats, rules.minPlayers(), rules.maxPlayers()).message()));
        }
        if (bots < 0 || bots > seats) {
            return Option.some(ApiError.unprocessable(
                    "bot-count", "'bots' must be from 0 to the number of seats (" + seats + "), got " + bots));
        }
        return Option.none();
    }

    private static String botName(int bot) {
        return bot < BOT_NAMES.size() ? BOT_NAMES.get(bot) : "Bot " + (bot + 1);
    }

    Snapshot snapshot() {
        return snapshot;
    }

    /**
     * Gives a person a seat: the one asked for, or the first open one. The game starts when the
     * last open seat is taken.
     *
     * @param name the player's name
     * @param wanted the seat asked for, if any
     * @param tokens makes the seat's secret
     * @return the seat taken and the table after joining, or why not
     */
    synchronized Either<ApiError, Joined> join(String name, Option<Integer> wanted, Supplier<String> tokens) {
        Snapshot now = snapshot;
        String clean = SeatNames.strip(name);
        if (clean.isEmpty()) {
            return Either.left(
                    ApiError.unprocessable("invalid-name", "the name is blank; give a name to show at the table"));
        }
        if (clean.codePointCount(0, clean.length()) > MAX_NAME_LENGTH) {
            return Either.left(ApiError.unprocessable(
                    "invalid-name", "the name is longer than " + MAX_NAME_LENGTH + " characters"));
        }
        // The engine's own check of a seat's name (R1), so that the game starts when the last seat
        // is taken. Stripped, not blank and shorter than the engine's limit, a name can only hold a
        // character that does not show as itself: a control or formatting character, an unpaired
        // surrogate, one for private use.
        Option<String> problem = SeatNames.problem(clean);
        if (problem.isDefined()) {
            return Either.left(ApiError.unprocessable(
                    "invalid-name",
                    "the name " + problem.get() + "; a name may hold no control characters or other"
                            + " characters that do not show as themselves"));
        }
        Option<Seat> sameName = now.seats.find(seat -> !seat.isOpen() && SeatNames.sameName(seat.name, clean));
        if (sameName.isDefined()) {
            return Either.left(ApiError.conflict(
                    "name-taken",
                    "seat " + sameName.get().number + " is already called '" + sameName.get().name
                            + "'; choose another name"));
        }
        Seat seat;
        if (wanted.isDefined()) {
            int number = wanted.get();
            if (number < 0 || number >= now.seats.size()) {
                return Either.left(unknownSeat(number, now));
            }
            seat = now.seats.get(number);
            if (!seat.isOpen()) {
                return Either.left(ApiError.conflict(
                        "seat-taken",
                        "seat " + number + " is " + (seat.isBot() ? "played by the server" : "taken by " + seat.name)
                                + "; open seats: " + openSeatList(now)));
            }
        } else {
            Option<Seat> open = now.seats.find(Seat::isOpen);
            if (open.isEmpty()) {
                return Either.left(ApiError.conflict("table-full", "every seat of table " + id + " is taken"));
            }
            seat = open.get();
        }
        Seat taken = new Seat(seat.number, clean, Option.none(), Option.some(tokens.get()));
        Snapshot joined = new Snapshot(now.seats.update(seat.number, taken), now.game, now.seen, now.sequence);
        // The game is played up to the first person's choice before anything is logged, so that a
        // failure there leaves the table and its log as they were.
        Option<Played> started = joined.openSeats() == 0 ? Option.some(start(joined)) : Option.none();
        joined = append(
                joined,
                "joined",
                Json.write(Json.object()
                        .put("seat", taken.number)
                        .put("name", taken.name)
                        .put("openSeats", joined.openSeats())));
        if (started.isDefined()) {
            joined = append(started.get().snapshot(joined), started.get().step);
        }
        snapshot = joined;
        settle();
        return Either.right(new Joined(taken, joined));
    }

    private static String openSeatList(Snapshot now) {
        List<Integer> open = now.seats.filter(Seat::isOpen).map(Seat::number);
        return open.isEmpty() ? "none" : open.mkString(", ");
    }

    static ApiError unknownSeat(int number, Snapshot now) {
        return ApiError.notFound(
                "unknown-seat", "there is no seat " + number + ": seats are numbered 0 to " + (now.seats.size() - 1));
    }

    /**
     * Checks that a request for a seat carries that seat's token.
     *
     * @param number the seat in the request's path
     * @param token the bearer token sent, if any
     * @return the seat, or 404 (no such seat), 401 (no token or not one of this table) or 403
     *     (the token of another seat)
     */
    Either<ApiError, Seat> authorize(int number, Option<String> token) {
        Snapshot now = snapshot;
        if (number < 0 || number >= now.seats.size()) {
            return Either.left(unknownSeat(number, now));
        }
        if (token.isEmpty()) {
            return Either.left(ApiError.of(
                    401,
                    "missing-token",
                    "this request needs the seat's token: send 'Authorization: Bearer <token>'"
                            + " with the token received on joining"));
        }
        Option<Seat> owner = now.seats.find(seat -> seat.token.exists(secret -> same(secret, token.get())));
        if (owner.isEmpty()) {
            return Either.left(
                    ApiError.of(401, "wrong-token", "the token is not the token of any seat of table " + id));
        }
        if (owner.get().number != number) {
            Seat asked = now.seats.get(number);
            return Either.left(ApiError.of(
                    403,
                    "not-your-seat",
                    "your token is for seat " + owner.get().number + "; seat " + number + " is "
                            + (asked.isBot()
                                    ? "played by the server"
                                    : asked.isOpen() ? "still open" : asked.name + "'s")));
        }
        return Either.right(owner.get());
    }

    // Compares secrets in a time that does not depend on where they differ.
    private static boolean same(String secret, String given) {
        return MessageDigest.isEqual(secret.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * A person's choice for its seat (R9); then the bots choose and the game goes on until a
     * person's choice is awaited or the game is over.
     *
     * @return the table after the choice, or 409 with the engine's violation
     */
    synchronized Either<ApiError, Snapshot> choose(int seat, Choice choice) {
        Snapshot now = snapshot;
        if (now.game.isEmpty()) {
            return Either.left(notStarted(now));
        }
        Either<Violation, Step> chosen = Game.choose(now.game.get(), seat, choice);
        if (chosen.isLeft()) {
            Violation violation = chosen.getLeft();
            return Either.left(ApiError.conflict("choice-refused", violation.message())
                    .with(Json.object().put("violation", violation.getClass().getSimpleName())));
        }
        Played played =
                proceed(chosen.get(), now.seen.map(log -> log.seen(now.game.get(), chosen.get())), now.seats, botSeed);
        snapshot = append(played.snapshot(now), played.step);
        settle();
        return Either.right(snapshot);
    }

    static ApiError notStarted(Snapshot now) {
        int open = now.openSeats();
        return ApiError.conflict(
                "not-started",
                "the game starts when every seat is taken; waiting for " + open + (open == 1 ? " player" : " players")
                        + " to join");
    }

    /** The new game of a table whose every seat is taken, played up to the first person's choice; changes nothing. */
    private Played start(Snapshot now) {
        Step created = newGame(now);
        return proceed(created, logFor(now.seats, created.state()), now.seats, botSeed);
    }

    /** A table of bots only: the game starts, and {@link #playBots()} plays it. Called before the table is shared. */
    private void begin(Snapshot now) {
        Step created = newGame(now);
        snapshot = append(
                new Snapshot(now.seats, Option.some(created.state()), logFor(now.seats, created.state()), now.sequence),
                created);
    }

    private Step newGame(Snapshot now) {
        return Game.newGame(rules, now.seats.map(Seat::name), 0, seed)
                .getOrElseThrow(
                        violation -> new IllegalStateException("a checked table was refused: " + violation.message()));
    }

    /**
     * The game after {@link #proceed}: every step taken, as one, and the log they were fed to.
     *
     * @param step the steps taken, their events in order
     * @param seen the table's log after them, while the bots need it
     */
    record Played(Step step, Option<PublicLog> seen) {
        Snapshot snapshot(Snapshot before) {
            return new Snapshot(before.seats, Option.some(step.state()), seen, before.sequence);
        }
    }

    /** A new game's log, for a table with bots to decide with it; none at a table of people only. */
    static Option<PublicLog> logFor(List<Seat> seats, GameState start) {
        return seats.exists(Seat::isBot) ? Option.some(PublicLog.of(start)) : Option.none();
    }

    /**
     * Plays every transition that needs no person: reveals, leavers, busts, round ends and the
     * bots' choices. {@code seen}, the log of a table with bots, has been fed {@code step}
     * already; every step taken here is fed to it, so a bot decides with what the table saw
     * ({@link Situation#of(PlayerView, PublicLog)}). Once the game is over the log is dropped.
     */
    static Played proceed(Step step, Option<PublicLog> seen, List<Seat> seats, long botSeed) {
        // The events gathered in one list, so a long bots-only game costs time in proportion to
        // its length (joining steps one by one copies the events so far each time).
        java.util.ArrayList<GameEvent> events =
                new java.util.ArrayList<>(step.events().asJava());
        Step done = step;
        Option<PublicLog> log = seen;
        while (true) {
            GameState state = done.state();
            if (state.phase() == Phase.GAME_OVER) {
                return new Played(new Step(state, List.ofAll(events)), Option.none()); // nobody decides again
            }
            if (state.phase() != Phase.CHOOSE) {
                done = Game.advance(state);
                Step advanced = done;
                log = log.map(kept -> kept.seen(state, advanced));
                events.addAll(done.events().asJava());
                continue;
            }
            List<Integer> bots =
                    state.awaitedSeats().filter(seat -> seats.get(seat).isBot());
            if (bots.isEmpty()) {
                return new Played(new Step(state, List.ofAll(events)), log);
            }
            for (int seat : bots) {
                GameState current = done.state();
                // one seed per seat and card, so that a table with a given seed replays exactly
                long decision = Seeds.derive(
                        Seeds.derive(botSeed, seat),
                        current.round() * 10_000L + current.path().size());
                Strategy bot = seats.get(seat).bot.get();
                Choice choice;
                try {
                    choice = bot.choose(Situation.of(Views.view(current, seat), log.get()), decision);
                } catch (RuntimeException thrown) {
                    // named with what the table may know: the bot, the seat and the moment, not the seed
                    throw new IllegalStateException(
                            "the bot " + bot.describe() + " of seat " + seat + " ("
                                    + seats.get(seat).name()
                                    + ") threw " + thrown + " in round " + current.round() + " at card "
                                    + current.path().size(),
                            thrown);
                }
                done = Game.choose(current, seat, choice)
                        .getOrElseThrow(violation ->
                                new IllegalStateException("a bot's legal choice was refused: " + violation.message()));
                Step chosenStep = done;
                log = log.map(kept -> kept.seen(current, chosenStep));
                events.addAll(done.events().asJava());
            }
        }
    }

    private Snapshot append(Snapshot next, Step step) {
        return append(next, "events", IncanGoldJson.encode(step.events()));
    }

    private Snapshot append(Snapshot next, String type, String json) {
        Entry entry = new Entry(next.sequence + 1, type, json, Replies.withoutBanked(json));
        log.add(entry);
        notifyAll();
        return new Snapshot(next.seats, next.game, next.seen, entry.sequence);
    }

    /** The log entries after a sequence number, at once. */
    synchronized List<Entry> entriesAfter(int sequence) {
        return List.ofAll(log.subList(Math.min(Math.max(sequence, 0), log.size()), log.size()));
    }

    /**
     * The log entries after a sequence number, waiting up to {@code millis} for one if there is
     * none yet.
     *
     * @return the entries, empty if none came in time or the server closes
     */
    synchronized List<Entry> awaitEntriesAfter(int sequence, long millis, BooleanSupplier closing)
            throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (log.size() <= sequence && !closing.getAsBoolean()) {
            long left = (deadline - System.nanoTime()) / 1_000_000L;
            if (left <= 0) {
                break;
            }
            wait(left);
        }
        return entriesAfter(sequence);
    }

    /** Notes when the game ended, once the current snapshot's game is over. */
    private void settle() {
        if (ended == null && snapshot.game.exists(GameState::isOver)) {
            ended = clock.instant();
        }
    }

    /** A request named the table: it is not abandoned. */
    void touch() {
        touched = clock.instant();
    }

    /**
     * When the table expires unless a request names it meanwhile: {@code finished} after its game
     * ended, or {@code idle} after the last request that named it (a read of its log aside),
     * whichever comes first.
     */
    Instant expiry(Duration finished, Duration idle) {
        Instant abandoned = touched.plus(idle);
        Instant end = ended;
        if (end == null) {
            return abandoned;
        }
        Instant over = end.plus(finished);
        return over.isBefore(abandoned) ? over : abandoned;
    }

    /** Whether the table has expired at {@code now} (see {@link #expiry}). */
    boolean expiredAt(Instant now, Duration finished, Duration idle) {
        return !now.isBefore(expiry(finished, idle));
    }

    /** The table is removed: its event streams end. */
    synchronized void expire() {
        expired = true;
        notifyAll();
    }

    /** Whether the table has been removed from its server. */
    boolean expired() {
        return expired;
    }

    /** Wakes every stream waiting on this table, e.g. when the server closes. */
    synchronized void wake() {
        notifyAll();
    }

    @Override
    public String toString() {
        return "table " + id + " (" + title + ")";
    }
}
