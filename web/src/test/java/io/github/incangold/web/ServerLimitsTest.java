package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** What one client or many cannot do to the server: pass the table cap, hold its threads, flood its log. */
class ServerLimitsTest {
    private static final List<Strategy> THREE_BOTS =
            List.fill(3, () -> Strategies.parse("threshold:8").get());

    @Test
    void racingCreatesNeverPassTheTableCap() throws Exception {
        // 400 requests from 200 addresses: the cap of the server binds, not the one of an address.
        race(new Tables(10, Runnable::run), i -> "10.0.0." + i % 200, "too-many-tables");
    }

    @Test
    void racingCreatesFromOneAddressNeverPassItsLimit() throws Exception {
        ManualClock clock = new ManualClock(START);
        race(
                new Tables(1_000, 10, FINISHED, IDLE, clock, Runnable::run),
                i -> "10.0.0.1",
                "too-many-tables-from-address");
    }

    /** 400 racing creates, from the addresses {@code client} gives each: exactly 10 open, the others are refused with {@code code}. */
    private static void race(Tables tables, java.util.function.IntFunction<String> client, String code)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            CountDownLatch go = new CountDownLatch(1);
            java.util.List<Future<Either<ApiError, Table>>> opened = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                String from = client.apply(i);
                Callable<Either<ApiError, Table>> open = () -> {
                    go.await();
                    return tables.open(from, Rules.incanGold(), Option.none(), "race", 3, List.empty(), Option.none());
                };
                opened.add(pool.submit(open));
            }
            go.countDown();
            int accepted = 0;
            for (Future<Either<ApiError, Table>> result : opened) {
                Either<ApiError, Table> table = result.get(60, TimeUnit.SECONDS);
                if (table.isRight()) {
                    accepted++;
                } else {
                    assertEquals(code, table.getLeft().code());
                }
            }
            assertEquals(10, accepted);
            assertEquals(10, tables.all().size());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aTableOfBotsIsPlayedOffTheRequestThread() {
        java.util.List<Runnable> queued = new ArrayList<>();
        Tables tables = new Tables(10, queued::add);
        Table table = tables.open("127.0.0.1", Rules.incanGold(), Option.none(), "bots", 3, THREE_BOTS, Option.some(7L))
                .get();
        // Opening only started the game; the bots have not moved.
        assertTrue(table.snapshot().game().isDefined());
        assertFalse(table.snapshot().game().get().isOver());
        assertEquals(1, queued.size());
        queued.get(0).run();
        assertTrue(table.snapshot().game().get().isOver());
    }

    @Test
    void aTableWhoseBotsFailIsMarkedFailedNotLeftPlaying() {
        Strategy broken = new Strategy() {
            @Override
            public io.github.incangold.model.Choice choose(
                    io.github.incangold.strategy.Situation situation, long seed) {
                throw new IllegalStateException("a broken bot");
            }

            @Override
            public String describe() {
                return "broken";
            }
        };
        java.util.List<Runnable> queued = new ArrayList<>();
        Tables tables = new Tables(10, queued::add);
        Table table = tables.open(
                        "127.0.0.1",
                        Rules.incanGold(),
                        Option.none(),
                        "bots",
                        3,
                        List.fill(3, () -> broken),
                        Option.some(7L))
                .get();
        queued.get(0).run();
        assertTrue(table.failed());
        assertEquals(
                "failed", Replies.table(table, table.snapshot()).get("status").asText());
        Table.Entry last = table.entriesAfter(0).last();
        assertEquals("failed", last.type());
        assertTrue(last.json().contains("\"internal-error\""), last.json());
        assertTrue(last.json().contains("a broken bot"), last.json());
        // the bot, its seat and the moment are named; the seed of its decision, which the table must not learn, is not
        assertTrue(
                last.json()
                        .contains("the bot broken of seat 0 (Atahualpa) threw java.lang.IllegalStateException: a broken"
                                + " bot in round 1 at card 1"),
                last.json());
    }

    @Test
    void aFullQueueOfBotGamesRefusesTheTableAndFreesItsPlace() {
        Tables tables = new Tables(1, task -> {
            throw new RejectedExecutionException("full");
        });
        Either<ApiError, Table> refused =
                tables.open("127.0.0.1", Rules.incanGold(), Option.none(), "bots", 3, THREE_BOTS, Option.some(7L));
        assertEquals(503, refused.getLeft().status());
        assertEquals("too-many-bot-games", refused.getLeft().code());
        assertTrue(tables.all().isEmpty());
        // The place is free again: a table with people can open.
        assertTrue(tables.open("127.0.0.1", Rules.incanGold(), Option.none(), "people", 3, List.empty(), Option.none())
                .isRight());
    }

    @Test
    void stalledRequestsDoNotMakeTheServerStartMoreThreads() throws Exception {
        int bound = 8;
        try (WebServer server = WebServer.start("127.0.0.1", 0, bound)) {
            // Each connection starts a request and never ends its headers. Jetty reads them without
            // a thread of the pool; a server that read them on one would start a thread each.
            java.util.List<Socket> stalled = new ArrayList<>();
            try {
                for (int i = 0; i < 5 * bound; i++) {
                    Socket socket = connect(server, 2 + i % 4); // 10 an address

                    socket.getOutputStream()
                            .write("GET /api/presets HTTP/1.1\r\nHost: localhost\r\n"
                                    .getBytes(StandardCharsets.US_ASCII));
                    socket.getOutputStream().flush();
                    stalled.add(socket);
                }
                Thread.sleep(500); // time for the server to hand every connection to a worker
                assertTrue(
                        serverThreads() <= bound,
                        () -> serverThreads() + " threads for " + stalled.size() + " connections");
            } finally {
                for (Socket socket : stalled) {
                    socket.close();
                }
            }
            // The threads serve requests again once the stalled connections are gone.
            assertEquals(200, new Client(server.uri()).get("/api/presets").status());
        }
    }

    private static long serverThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("incangold-web-"))
                .count();
    }

    /**
     * A stream whose client closes the connection gives back its place at once, not when a
     * heartbeat's write fails up to 15 s later: after more streams opened and closed one by one
     * than there are places, one more opens at once; and with every place taken, then every
     * stream closed, every place can be taken again within 2 s.
     */
    @Test
    void closedStreamsGiveBackTheirPlacesAtOnce() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            Client client = new Client(server.uri());
            String table =
                    client.create("{\"seats\": 3, \"bots\": 0}").get("table").asText();
            for (int i = 0; i <= WebServer.MAX_STREAMS; i++) {
                try (Socket stream = openStream(server, table, 2 + i % 10)) {
                    assertEquals(200, status(stream), "stream " + i);
                }
            }
            try (Socket stream = openStream(server, table, 2)) {
                assertEquals(200, status(stream), "one more stream at once");
            }

            java.util.List<Socket> open = new ArrayList<>();
            try {
                for (int i = 0; i < WebServer.MAX_STREAMS; i++) {
                    open.add(openStream(server, table, 2 + i % 10)); // 20 an address
                    assertEquals(200, status(open.get(i)));
                }
                client.get("/api/tables/" + table + "/stream").refused(503, "too-many-streams");
                for (Socket stream : open) {
                    stream.close();
                }
                open.clear();
                long closed = System.nanoTime();
                while (open.size() < WebServer.MAX_STREAMS) {
                    Socket stream = openStream(server, table, 2 + open.size() % 10);
                    if (status(stream) == 200) {
                        open.add(stream);
                    } else {
                        stream.close();
                        assertTrue(
                                System.nanoTime() - closed < 2_000_000_000L,
                                open.size() + " places given back within 2 s of closing every stream");
                    }
                }
            } finally {
                for (Socket stream : open) {
                    stream.close();
                }
            }
        }
    }

    /** A stream of {@code table} from the loopback address 127.0.0.{@code from}. */
    private static Socket openStream(WebServer server, String table, int from) throws IOException {
        Socket socket = connect(server, from);
        socket.setSoTimeout(10_000);
        socket.getOutputStream()
                .write(("GET /api/tables/" + table + "/stream HTTP/1.1\r\nHost: localhost\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    /**
     * A connection to the server from the loopback address 127.0.0.{@code from}: on Linux every
     * address of 127.0.0.0/8 is this machine's, and the server tells them apart.
     */
    static Socket connect(WebServer server, int from) throws IOException {
        return new Socket(
                InetAddress.getByAddress(new byte[] {127, 0, 0, 1}),
                server.uri().getPort(),
                InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) from}),
                0);
    }

    /** The status of the reply on a connection, from its first line. */
    private static int status(Socket socket) throws IOException {
        StringBuilder line = new StringBuilder();
        java.io.InputStream in = socket.getInputStream();
        for (int next = in.read(); next != '\n' && next != -1; next = in.read()) {
            line.append((char) next);
        }
        return Integer.parseInt(line.toString().split(" ", 3)[1]);
    }

    @Test
    void aHeadRequestToTheApiLogsNoWarning() throws IOException {
        Logger jetty = Logger.getLogger("org.eclipse.jetty");
        java.util.List<LogRecord> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
        Handler catcher = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    warnings.add(record);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        jetty.addHandler(catcher);
        try (WebServer server = WebServer.start("127.0.0.1", 0)) {
            Client client = new Client(server.uri());
            // The API serves GET (405 for HEAD, with the allowed method) and 404 where nothing is.
            for (String path : new String[] {"/api/presets", "/api/tables", "/api/tables/nope", "/api/nothing"}) {
                Client.Reply reply = client.send("HEAD", path, null, (String) null);
                assertTrue(reply.status() == 405 || reply.status() == 404, () -> path + ": " + reply.status());
                assertEquals("", reply.text(), path);
            }
        } finally {
            jetty.removeHandler(catcher);
        }
        assertTrue(
                warnings.isEmpty(),
                () -> "logged: " + warnings.stream().map(LogRecord::getMessage).toList());
    }

    // ---- tables expire, and one address opens a bounded number

    private static final Instant START = Instant.parse("2026-01-01T12:00:00Z");
    private static final Duration FINISHED = Duration.ofMinutes(WebServer.FINISHED_TABLE_MINUTES);
    private static final Duration IDLE = Duration.ofMinutes(WebServer.IDLE_TABLE_MINUTES);
    private static final Duration MILLI = Duration.ofMillis(1);

    private static Either<ApiError, Table> openFrom(Tables tables, String client, List<Strategy> bots) {
        return tables.open(client, Rules.incanGold(), Option.none(), "test", 3, bots, Option.some(7L));
    }

    /**
     * A table of bots only is played at once, here while the clock stands at START: its game ends
     * then, and it expires {@link WebServer#FINISHED_TABLE_MINUTES} later, whatever requests read
     * it meanwhile.
     */
    @Test
    void aFinishedTableExpiresItsTimeAfterItsGameEndsAndNotBefore() {
        ManualClock clock = new ManualClock(START);
        java.util.List<Runnable> queued = new ArrayList<>();
        Tables tables = new Tables(10, 10, FINISHED, IDLE, clock, queued::add);
        Table table = openFrom(tables, "127.0.0.1", THREE_BOTS).get();
        queued.get(0).run();
        assertTrue(table.snapshot().game().get().isOver());
        clock.advance(FINISHED.minus(MILLI));
        assertTrue(tables.find(table.id).isRight(), "a millisecond before its time"); // a read, which ...
        tables.sweep();
        assertEquals(1, tables.all().size());
        clock.advance(MILLI); // ... does not keep a finished table
        assertEquals("unknown-table", tables.find(table.id).getLeft().code());
        assertTrue(tables.all().isEmpty());
        assertTrue(table.expired());
    }

    /** A table waiting for players that nobody asks about is removed {@link WebServer#IDLE_TABLE_MINUTES} after it opened. */
    @Test
    void anIdleWaitingTableExpiresAndGivesBackItsPlace() {
        ManualClock clock = new ManualClock(START);
        Tables tables = new Tables(1, 1, FINISHED, IDLE, clock, Runnable::run);
        Table table = openFrom(tables, "127.0.0.1", List.empty()).get();
        assertEquals(
                "too-many-tables-from-address",
                openFrom(tables, "127.0.0.1", List.empty()).getLeft().code());
        assertEquals(
                "too-many-tables",
                openFrom(tables, "127.0.0.2", List.empty()).getLeft().code());
        clock.advance(IDLE.minus(MILLI));
        tables.sweep();
        assertEquals(List.of(table), List.ofAll(tables.all()));
        clock.advance(MILLI);
        tables.sweep();
        assertTrue(tables.all().isEmpty());
        assertTrue(table.expired());
        // Its place on the server and its address's place are free again.
        assertTrue(openFrom(tables, "127.0.0.1", List.empty()).isRight());
    }

    /** Each request for a table starts its idle time again: the table expires that long after the last one. */
    @Test
    void requestsKeepATableAlive() {
        ManualClock clock = new ManualClock(START);
        Tables tables = new Tables(10, 10, FINISHED, IDLE, clock, Runnable::run);
        Table table = openFrom(tables, "127.0.0.1", List.empty()).get();
        Duration step = IDLE.minus(Duration.ofMinutes(1));
        for (int request = 0; request < 3; request++) {
            clock.advance(step);
            tables.sweep();
            assertTrue(tables.find(table.id).isRight(), "request " + request);
        }
        clock.advance(IDLE.minus(MILLI));
        tables.sweep();
        assertEquals(1, tables.all().size());
        clock.advance(MILLI);
        assertEquals("unknown-table", tables.find(table.id).getLeft().code());
    }

    /**
     * Reading a table's log (its events, its stream), which a page left open does for ever, does
     * not keep it alive: it expires the idle time after the last other request.
     */
    @Test
    void readingTheLogDoesNotKeepATableAlive() {
        ManualClock clock = new ManualClock(START);
        Tables tables = new Tables(10, 10, FINISHED, IDLE, clock, Runnable::run);
        Table table = openFrom(tables, "127.0.0.1", List.empty()).get();
        clock.advance(IDLE.minus(MILLI));
        assertTrue(tables.peek(table.id).isRight());
        clock.advance(MILLI);
        assertEquals("unknown-table", tables.peek(table.id).getLeft().code());
        assertTrue(tables.all().isEmpty());
    }

    /**
     * One address opens at most its limit of tables, while another still opens; the refusal says
     * when the first of its tables expires unused (opened at START and waiting for players: at
     * START plus the idle time), and once they have expired the address opens again.
     */
    @Test
    void oneAddressOpensAtMostItsLimitOfTables() {
        ManualClock clock = new ManualClock(START);
        Tables tables = new Tables(10, 2, FINISHED, IDLE, clock, Runnable::run);
        assertTrue(openFrom(tables, "127.0.0.1", List.empty()).isRight());
        assertTrue(openFrom(tables, "127.0.0.1", List.empty()).isRight());
        ApiError refused = openFrom(tables, "127.0.0.1", List.empty()).getLeft();
        assertEquals(429, refused.status());
        assertEquals("too-many-tables-from-address", refused.code());
        assertEquals(Option.some(IDLE.toSeconds()), refused.retryAfter());
        clock.advance(Duration.ofMinutes(10));
        assertEquals(
                Option.some(IDLE.minus(Duration.ofMinutes(10)).toSeconds()),
                openFrom(tables, "127.0.0.1", List.empty()).getLeft().retryAfter());
        assertTrue(openFrom(tables, "127.0.0.2", List.empty()).isRight());
        // An IPv6 client counts by its network: another address of the same /64 is the same client.
        assertEquals(
                Connections.client(new java.net.InetSocketAddress("2001:db8:1:2::7", 80)),
                Connections.client(new java.net.InetSocketAddress("2001:db8:1:2:ffff::1", 80)));
        clock.advance(IDLE.minus(Duration.ofMinutes(10)));
        assertTrue(openFrom(tables, "127.0.0.1", List.empty()).isRight());
        assertTrue(openFrom(tables, "127.0.0.1", List.empty()).isRight());
    }

    /**
     * Over HTTP: 429 with Retry-After for the address past its limit while another address opens
     * a table; and a table that expires answers 404 and ends its event stream as a whole reply.
     */
    @Test
    void anExpiredTableIsUnknownAndItsStreamEnds() throws Exception {
        ManualClock clock = new ManualClock(START);
        try (WebServer server = WebServer.start(
                "127.0.0.1", 0, WebServer.Settings.DEFAULT.withClock(clock).withTables(10, 1))) {
            Client client = new Client(server.uri());
            String table =
                    client.create("{\"seats\": 3, \"bots\": 1}").get("table").asText();
            Client.Reply refused = client.post("/api/tables", "{\"seats\": 3, \"bots\": 1}")
                    .refused(429, "too-many-tables-from-address");
            assertEquals(String.valueOf(IDLE.toSeconds()), refused.header("Retry-After"));
            String create = "POST /api/tables HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 2\r\nConnection: close\r\n\r\n{}";
            assertEquals(201, OpenApiTest.raw(server, 2, create, false).status());

            try (Socket stream = openStream(server, table, 3)) {
                java.io.InputStream in = stream.getInputStream();
                assertEquals("HTTP/1.1 200 OK", readLine(in));
                String head = readUntil(in, "retry: 1000\n\n");
                assertTrue(head.contains("Transfer-Encoding: chunked"), head);
                clock.advance(IDLE);
                server.sweep();
                // The body's last chunk: the reply ends whole; then the connection closes.
                readUntil(in, "\r\n0\r\n\r\n");
                assertEquals(-1, in.read());
            }
            client.get("/api/tables/" + table).refused(404, "unknown-table");
            // Its address may open a table again.
            assertEquals(
                    201,
                    client.post("/api/tables", "{\"seats\": 3, \"bots\": 1}").status());
        }
    }

    private static String readLine(java.io.InputStream in) throws IOException {
        return readUntil(in, "\r\n").strip();
    }

    /** What a connection sends up to and including {@code end}; fails if it ends first. */
    private static String readUntil(java.io.InputStream in, String end) throws IOException {
        StringBuilder read = new StringBuilder();
        while (!read.toString().endsWith(end)) {
            int next = in.read();
            assertTrue(next != -1, () -> "the connection ended after " + read);
            read.append((char) next);
        }
        return read.toString();
    }

    // ---- slow and greedy clients

    private static final String SLOW_HEAD =
            "GET /api/presets HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + "a".repeat(500);

    /**
     * Clients that trickle their headers, a byte every 100 ms (so Jetty's idle timeout, which
     * starts again with each byte, never closes them), are closed once their head's time is over,
     * while another client is answered. Here the head's time is 1 s and each trickler would need
     * over 50 s for its head; the socket's 15 s read timeout only keeps a broken server from
     * hanging the test.
     */
    @Test
    void tricklingClientsAreCutOffWhileOthersAreServed() throws Exception {
        try (WebServer server = WebServer.start(
                "127.0.0.1",
                0,
                WebServer.Settings.DEFAULT.withConnections(WebServer.CONNECTIONS_PER_ADDRESS, 1_000, 1_000))) {
            java.util.List<Socket> tricklers = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                tricklers.add(connect(server, 2));
            }
            java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
            Thread trickle = new Thread(() -> {
                for (int position = 0; position < SLOW_HEAD.length() && !stop.get(); position++) {
                    for (Socket socket : tricklers) {
                        try {
                            socket.getOutputStream().write(SLOW_HEAD.charAt(position));
                            socket.getOutputStream().flush();
                        } catch (IOException closed) {
                            // cut off: the server closed it
                        }
                    }
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException interrupted) {
                        return;
                    }
                }
            });
            trickle.start();
            try {
                assertEquals(200, new Client(server.uri()).get("/api/presets").status());
                for (Socket socket : tricklers) {
                    socket.setSoTimeout(15_000);
                    assertClosedByServer(socket);
                }
            } finally {
                stop.set(true);
                trickle.join();
                for (Socket socket : tricklers) {
                    socket.close();
                }
            }
        }
    }

    /**
     * On a kept-alive connection the next request's head has the same time, counted from the end
     * of the reply before: a client that was answered once and then trickles is cut off too.
     */
    @Test
    void aKeptAliveConnectionHasTheSameTimeForItsNextHead() throws Exception {
        try (WebServer server = WebServer.start(
                "127.0.0.1",
                0,
                WebServer.Settings.DEFAULT.withConnections(WebServer.CONNECTIONS_PER_ADDRESS, 1_000, 1_000))) {
            try (Socket socket = connect(server, 2)) {
                socket.setSoTimeout(15_000);
                socket.getOutputStream()
                        .write("GET /api/presets HTTP/1.1\r\nHost: localhost\r\n\r\n"
                                .getBytes(StandardCharsets.US_ASCII));
                java.io.InputStream in = socket.getInputStream();
                assertEquals("HTTP/1.1 200 OK", readLine(in));
                String head = readUntil(in, "\r\n\r\n");
                java.util.regex.Matcher length = java.util.regex.Pattern.compile("Content-Length: (\\d+)")
                        .matcher(head);
                assertTrue(length.find(), head);
                in.readNBytes(Integer.parseInt(length.group(1)));
                java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
                Thread trickle = new Thread(() -> {
                    try {
                        for (int position = 0; position < SLOW_HEAD.length() && !stop.get(); position++) {
                            socket.getOutputStream().write(SLOW_HEAD.charAt(position));
                            socket.getOutputStream().flush();
                            Thread.sleep(100);
                        }
                    } catch (IOException | InterruptedException closed) {
                        // cut off, or the test is over
                    }
                });
                trickle.start();
                try {
                    assertClosedByServer(socket);
                } finally {
                    stop.set(true);
                    trickle.join();
                }
            }
        }
    }

    /**
     * The head's time stops once the head is read: an event stream, a reply that lasts, outlives
     * it (1 s here) and still sends what happens at its table after it.
     */
    @Test
    void aStreamOutlivesTheHeadTime() throws Exception {
        try (WebServer server = WebServer.start(
                "127.0.0.1",
                0,
                WebServer.Settings.DEFAULT.withConnections(WebServer.CONNECTIONS_PER_ADDRESS, 1_000, 1_000))) {
            Client client = new Client(server.uri());
            String table =
                    client.create("{\"seats\": 3, \"bots\": 2}").get("table").asText();
            try (Socket stream = openStream(server, table, 2)) {
                java.io.InputStream in = stream.getInputStream();
                assertEquals("HTTP/1.1 200 OK", readLine(in));
                readUntil(in, "retry: 1000\n\n");
                Thread.sleep(2_000); // past the head's time, which must not count during the reply
                client.join(table, "Ann");
                readUntil(in, "event: joined\n");
            }
        }
    }

    /**
     * At its bound of connections (3 here) the server accepts no more: a fourth connection, from
     * another address, waits unanswered in the accept queue until one of the three closes, and is
     * then answered. (A server that answered it at once would fail the 1 s wait; a slow one cannot
     * make this test fail.)
     */
    @Test
    void theServerAcceptsNoMoreThanItsConnections() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebServer.Settings.DEFAULT.withMaxConnections(3))) {
            String get = "GET /api/presets HTTP/1.1\r\nHost: localhost\r\n\r\n";
            java.util.List<Socket> held = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    Socket socket = connect(server, 2 + i);
                    held.add(socket);
                    socket.setSoTimeout(15_000);
                    socket.getOutputStream().write(get.getBytes(StandardCharsets.US_ASCII));
                    assertEquals("HTTP/1.1 200 OK", readLine(socket.getInputStream()));
                }
                try (Socket fourth = connect(server, 5)) {
                    fourth.getOutputStream().write(get.getBytes(StandardCharsets.US_ASCII));
                    fourth.setSoTimeout(1_000);
                    org.junit.jupiter.api.Assertions.assertThrows(
                            java.net.SocketTimeoutException.class,
                            () -> fourth.getInputStream().read());
                    held.remove(0).close();
                    fourth.setSoTimeout(15_000);
                    assertEquals("HTTP/1.1 200 OK", readLine(fourth.getInputStream()));
                }
            } finally {
                for (Socket socket : held) {
                    socket.close();
                }
            }
        }
    }

    /** A body that trickles in is cut off once its time is over (1 s here), though bytes keep coming. */
    @Test
    void aTricklingBodyIsCutOff() throws Exception {
        try (WebServer server = WebServer.start(
                "127.0.0.1",
                0,
                WebServer.Settings.DEFAULT.withConnections(WebServer.CONNECTIONS_PER_ADDRESS, 1_000, 1_000))) {
            String body = "{\"seats\": 3, \"bots\": 2" + " ".repeat(400) + "}";
            try (Socket socket = connect(server, 2)) {
                socket.setSoTimeout(15_000);
                socket.getOutputStream()
                        .write(("POST /api/tables HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                                        + "Content-Length: " + body.length() + "\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
                Thread trickle = new Thread(() -> {
                    try {
                        for (int position = 0; position < body.length() && !stop.get(); position++) {
                            socket.getOutputStream().write(body.charAt(position));
                            socket.getOutputStream().flush();
                            Thread.sleep(100);
                        }
                    } catch (IOException | InterruptedException closed) {
                        // cut off, or the test is over
                    }
                });
                trickle.start();
                try {
                    assertClosedByServer(socket);
                } finally {
                    stop.set(true);
                    trickle.join();
                }
            }
        }
    }

    /** The server closed the connection: it sends nothing (or its error reply) and then the connection's end. */
    private static void assertClosedByServer(Socket socket) throws IOException {
        java.io.InputStream in = socket.getInputStream();
        try {
            while (in.read() != -1) {
                // an error reply the server may send before closing
            }
        } catch (java.net.SocketException reset) {
            // closed by the server while bytes were on their way: reset (a read that times out
            // throws SocketTimeoutException, which is no SocketException, and fails the test)
        }
    }

    /**
     * One address holds at most its connections (3 here): one more is closed at once, while
     * another address connects and is answered, and the address's connections work; once one
     * closes, the address connects again.
     */
    @Test
    void oneAddressHoldsAtMostItsConnections() throws Exception {
        try (WebServer server =
                WebServer.start("127.0.0.1", 0, WebServer.Settings.DEFAULT.withConnections(3, 10_000, 10_000))) {
            String get = "GET /api/presets HTTP/1.1\r\nHost: localhost\r\n\r\n";
            java.util.List<Socket> held = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    held.add(connect(server, 2));
                    held.get(i).setSoTimeout(15_000);
                }
                // Each of the three is served (so the server has counted it) before the fourth.
                for (Socket socket : held) {
                    socket.getOutputStream().write(get.getBytes(StandardCharsets.US_ASCII));
                    assertEquals("HTTP/1.1 200 OK", readLine(socket.getInputStream()));
                }
                try (Socket fourth = connect(server, 2)) {
                    fourth.setSoTimeout(15_000);
                    try {
                        fourth.getOutputStream().write(get.getBytes(StandardCharsets.US_ASCII));
                    } catch (java.net.SocketException closed) {
                        // closed already
                    }
                    assertClosedByServer(fourth);
                }
                assertEquals(200, OpenApiTest.raw(server, 3, get, false).status());
                assertEquals(200, new Client(server.uri()).get("/api/presets").status());
                held.remove(0).close();
                // The server learns of the close on its own time: the address connects again soon.
                boolean served = false;
                for (int attempt = 0; attempt < 100 && !served; attempt++) {
                    try (Socket again = connect(server, 2)) {
                        again.setSoTimeout(15_000);
                        again.getOutputStream().write(get.getBytes(StandardCharsets.US_ASCII));
                        int first = again.getInputStream().read();
                        served = first == 'H';
                    } catch (java.net.SocketException reset) {
                        // not yet
                    }
                    if (!served) {
                        Thread.sleep(50);
                    }
                }
                assertTrue(served, "the address connects again once one of its connections is closed");
            } finally {
                for (Socket socket : held) {
                    socket.close();
                }
            }
        }
    }
}
