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
        Tables tables = new Tables(10, Runnable::run);
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            CountDownLatch go = new CountDownLatch(1);
            java.util.List<Future<Either<ApiError, Table>>> opened = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                Callable<Either<ApiError, Table>> open = () -> {
                    go.await();
                    return tables.open(Rules.incanGold(), Option.none(), "race", 3, List.empty(), Option.none());
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
                    assertEquals("too-many-tables", table.getLeft().code());
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
        Table table = tables.open(Rules.incanGold(), Option.none(), "bots", 3, THREE_BOTS, Option.some(7L))
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
                        Rules.incanGold(), Option.none(), "bots", 3, List.fill(3, () -> broken), Option.some(7L))
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
                tables.open(Rules.incanGold(), Option.none(), "bots", 3, THREE_BOTS, Option.some(7L));
        assertEquals(503, refused.getLeft().status());
        assertEquals("too-many-bot-games", refused.getLeft().code());
        assertTrue(tables.all().isEmpty());
        // The place is free again: a table with people can open.
        assertTrue(tables.open(Rules.incanGold(), Option.none(), "people", 3, List.empty(), Option.none())
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
                    Socket socket = new Socket(
                            InetAddress.getByAddress(new byte[] {127, 0, 0, 1}),
                            server.uri().getPort());
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
                try (Socket stream = openStream(server, table)) {
                    assertEquals(200, status(stream), "stream " + i);
                }
            }
            try (Socket stream = openStream(server, table)) {
                assertEquals(200, status(stream), "one more stream at once");
            }

            java.util.List<Socket> open = new ArrayList<>();
            try {
                for (int i = 0; i < WebServer.MAX_STREAMS; i++) {
                    open.add(openStream(server, table));
                    assertEquals(200, status(open.get(i)));
                }
                client.get("/api/tables/" + table + "/stream").refused(503, "too-many-streams");
                for (Socket stream : open) {
                    stream.close();
                }
                open.clear();
                long closed = System.nanoTime();
                while (open.size() < WebServer.MAX_STREAMS) {
                    Socket stream = openStream(server, table);
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

    private static Socket openStream(WebServer server, String table) throws IOException {
        Socket socket = new Socket(
                java.net.InetAddress.getByAddress(new byte[] {127, 0, 0, 1}),
                server.uri().getPort());
        socket.setSoTimeout(10_000);
        socket.getOutputStream()
                .write(("GET /api/tables/" + table + "/stream HTTP/1.1\r\nHost: localhost\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
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
}
