package io.github.incangold.web;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * The tables of a server, by id. Ids and seat tokens come from a strong random source. A table of
 * bots only is played on {@code botGames}, never on the thread of the request that opens it.
 *
 * <p>A table expires {@code finished} after its game ends, or {@code idle} after the last request
 * that named it other than a read of its log ({@link #peek}), whichever comes first; an expired table is removed, and is then unknown like any
 * other id. {@link #sweep()} removes every expired table (the server runs it every {@link
 * WebServer#SWEEP_SECONDS}, and before opening a table), and {@link #find} treats one it meets as
 * removed, so no request finds an expired table and the work of each is bounded by the cap.
 */
final class Tables {
    private static final char[] ID_LETTERS = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    /** The ids this server makes: ten of {@link #ID_LETTERS}. Any other id is no table's. */
    static final Pattern ID = Pattern.compile("[a-kmnp-z2-9]{10}");

    private final Map<String, Table> byId = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final int capacity;
    /** Tables opened and being opened: a place is taken before a table is made, so none passes the capacity. */
    private final AtomicInteger places = new AtomicInteger();

    /** The tables each client (see {@link Connections#client}) has open: opened and not yet removed. */
    private final Map<String, Integer> byClient = new ConcurrentHashMap<>();

    private final int perClient;
    private final Duration finished;
    private final Duration idle;
    private final Clock clock;
    private final Executor botGames;

    Tables(int capacity, int perClient, Duration finished, Duration idle, Clock clock, Executor botGames) {
        this.capacity = capacity;
        this.perClient = perClient;
        this.finished = finished;
        this.idle = idle;
        this.clock = clock;
        this.botGames = botGames;
    }

    /** Tables for tests of other things: one client may open every table, and none expires in a test's time. */
    Tables(int capacity, Executor botGames) {
        this(
                capacity,
                capacity,
                Duration.ofMinutes(WebServer.FINISHED_TABLE_MINUTES),
                Duration.ofMinutes(WebServer.IDLE_TABLE_MINUTES),
                Clock.systemUTC(),
                botGames);
    }

    /**
     * Opens a table under a new id.
     *
     * @param client who opens it, as {@link Connections#client} names it
     * @param bots the strategies of the bot seats, which come after the people's seats
     * @param seed the seed of the game's shuffles, or none for a random one
     * @return the table, or why not
     */
    Either<ApiError, Table> open(
            String client,
            Rules rules,
            Option<String> presetId,
            String title,
            int seats,
            List<Strategy> bots,
            Option<Long> seed) {
        sweep();
        if (byClient.merge(client, 1, Integer::sum) > perClient) {
            release(client);
            long seconds = secondsUntilOneExpires(client);
            return Either.left(ApiError.of(
                            429,
                            "too-many-tables-from-address",
                            "your address has opened " + perClient + " of the tables on this server, the most"
                                    + " one address may have open; a table is removed " + finished.toMinutes()
                                    + " minutes after its game ends or " + idle.toMinutes()
                                    + " minutes after the last request for it other than its log; try again in "
                                    + seconds
                                    + " s")
                    .retryAfter(seconds));
        }
        if (places.incrementAndGet() > capacity) {
            places.decrementAndGet();
            release(client);
            return Either.left(ApiError.of(
                    503, "too-many-tables", "this server already hosts " + capacity + " tables; try again later"));
        }
        long shuffles = seed.getOrElse(random::nextLong);
        // a table created with a seed replays exactly, bots included
        long botSeed = seed.map(given -> Seeds.derive(given, 1)).getOrElse(random::nextLong);
        Either<ApiError, Table> opened;
        do { // again in the unlikely case that two requests drew the same new id at once
            opened = Table.open(newId(), client, clock, rules, presetId, title, seats, bots, shuffles, botSeed);
        } while (opened.isRight() && byId.putIfAbsent(opened.get().id, opened.get()) != null);
        if (opened.isLeft()) {
            places.decrementAndGet();
            release(client);
            return opened;
        }
        Table table = opened.get();
        if (table.botsOnly()) {
            try {
                botGames.execute(table::playBots);
            } catch (RejectedExecutionException full) {
                byId.remove(table.id);
                places.decrementAndGet();
                release(client);
                return Either.left(ApiError.of(
                        503,
                        "too-many-bot-games",
                        "this server is busy playing other tables of bots; try again later"));
            }
        }
        return Either.right(table);
    }

    private String newId() {
        while (true) {
            char[] id = new char[10];
            for (int i = 0; i < id.length; i++) {
                id[i] = ID_LETTERS[random.nextInt(ID_LETTERS.length)];
            }
            String candidate = new String(id);
            if (!byId.containsKey(candidate)) {
                return candidate;
            }
        }
    }

    /** A seat's secret: 32 random bytes, URL-safe. */
    String newToken() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * The table with that id, which the request for it keeps alive: 404 {@code unknown-table}
     * when there is none, or it has expired (it is removed then).
     */
    Either<ApiError, Table> find(String id) {
        Either<ApiError, Table> found = peek(id);
        found.forEach(Table::touch);
        return found;
    }

    /**
     * The table with that id, as {@link #find}, for a read of its log (its events, its stream),
     * which does not keep it alive: a page left open on a table nobody plays reads it for ever.
     */
    Either<ApiError, Table> peek(String id) {
        Table table = byId.get(id);
        if (table != null && table.expiredAt(clock.instant(), finished, idle)) {
            remove(table);
            table = null;
        }
        if (table == null) {
            return Either.left(ApiError.notFound(
                    "unknown-table",
                    "there is no table '" + id + "' on this server (a table is removed " + finished.toMinutes()
                            + " minutes after its game ends, or " + idle.toMinutes()
                            + " minutes after the last request for it other than its log)"));
        }
        return Either.right(table);
    }

    /** Removes every table that has expired; its event streams end. */
    void sweep() {
        Instant now = clock.instant();
        for (Table table : byId.values()) {
            if (table.expiredAt(now, finished, idle)) {
                remove(table);
            }
        }
    }

    private void remove(Table table) {
        if (byId.remove(table.id, table)) {
            places.decrementAndGet();
            release(table.client);
            table.expire();
        }
    }

    private void release(String client) {
        byClient.computeIfPresent(client, (who, open) -> open <= 1 ? null : open - 1);
    }

    /** The seconds until the first of a client's tables expires if nobody uses it meanwhile; at least 1. */
    private long secondsUntilOneExpires(String client) {
        Instant now = clock.instant();
        long millis = Long.MAX_VALUE;
        for (Table table : byId.values()) {
            if (table.client.equals(client)) {
                millis = Math.min(
                        millis,
                        Duration.between(now, table.expiry(finished, idle)).toMillis());
            }
        }
        if (millis == Long.MAX_VALUE) {
            millis = 0; // its tables were removed meanwhile
        }
        return Math.max(1, (millis + 999) / 1000);
    }

    Collection<Table> all() {
        return byId.values();
    }
}
