package io.github.incangold.web;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategy.Seeds;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.security.SecureRandom;
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

    private final Executor botGames;

    Tables(int capacity, Executor botGames) {
        this.capacity = capacity;
        this.botGames = botGames;
    }

    /**
     * Opens a table under a new id.
     *
     * @param bots the strategies of the bot seats, which come after the people's seats
     * @param seed the seed of the game's shuffles, or none for a random one
     * @return the table, or why not
     */
    Either<ApiError, Table> open(
            Rules rules, Option<String> presetId, String title, int seats, List<Strategy> bots, Option<Long> seed) {
        if (places.incrementAndGet() > capacity) {
            places.decrementAndGet();
            return Either.left(ApiError.of(
                    503, "too-many-tables", "this server already hosts " + capacity + " tables; try again later"));
        }
        long shuffles = seed.getOrElse(random::nextLong);
        // a table created with a seed replays exactly, bots included
        long botSeed = seed.map(given -> Seeds.derive(given, 1)).getOrElse(random::nextLong);
        Either<ApiError, Table> opened;
        do { // again in the unlikely case that two requests drew the same new id at once
            opened = Table.open(newId(), rules, presetId, title, seats, bots, shuffles, botSeed);
        } while (opened.isRight() && byId.putIfAbsent(opened.get().id, opened.get()) != null);
        if (opened.isLeft()) {
            places.decrementAndGet();
            return opened;
        }
        Table table = opened.get();
        if (table.botsOnly()) {
            try {
                botGames.execute(table::playBots);
            } catch (RejectedExecutionException full) {
                byId.remove(table.id);
                places.decrementAndGet();
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

    Either<ApiError, Table> find(String id) {
        Table table = byId.get(id);
        return table == null
                ? Either.left(ApiError.notFound("unknown-table", "there is no table '" + id + "' on this server"))
                : Either.right(table);
    }

    Collection<Table> all() {
        return byId.values();
    }
}
