package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A table's state changes atomically: racing requests see a move whole or not at all, and a move is made once. */
class ConcurrencyTest {
    static WebServer server;
    static Client client;
    static ExecutorService pool;

    @BeforeAll
    static void start() throws Exception {
        server = WebServer.start("127.0.0.1", 0);
        client = new Client(server.uri());
        pool = Executors.newFixedThreadPool(8);
    }

    @AfterAll
    static void stop() throws InterruptedException {
        pool.shutdownNow();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        server.close();
    }

    /** Runs the tasks together, released at once. */
    static <T> List<T> race(List<Callable<T>> tasks) throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> task : tasks) {
            futures.add(pool.submit(() -> {
                go.await();
                return task.call();
            }));
        }
        go.countDown();
        List<T> results = new ArrayList<>();
        for (Future<T> future : futures) {
            results.add(future.get(60, TimeUnit.SECONDS));
        }
        return results;
    }

    @Test
    void racingChoicesOfOneSeatAreTakenOnce() throws Exception {
        String table = client.create("{\"seats\": 3, \"bots\": 1, \"seed\": 8}")
                .get("table")
                .asText();
        Client.Seat ann = client.join(table, "Ann");
        client.join(table, "Bo");
        int before = client.view(ann).get("sequence").asInt();
        List<Callable<Client.Reply>> tasks = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            String choice = i % 2 == 0 ? "TORCH" : "CAMP";
            tasks.add(() -> client.choose(ann, choice));
        }
        List<Client.Reply> replies = race(tasks);
        long accepted = replies.stream().filter(reply -> reply.status() == 200).count();
        assertEquals(1, accepted);
        for (Client.Reply reply : replies) {
            if (reply.status() != 200) {
                reply.refused(409, "choice-refused", "already chosen");
            }
        }
        JsonNode entries = client.get("/api/tables/" + table + "/events?after=" + before)
                .json()
                .get("entries");
        assertEquals(1, entries.size());
        assertEquals(
                "{\"event\":\"choiceMade\",\"seat\":0}",
                entries.get(0).get("data").get("events").get(0).toString());
    }

    @Test
    void racingJoinsFillEachOpenSeatOnce() throws Exception {
        String table = client.create("{\"seats\": 6, \"bots\": 1, \"seed\": 4}")
                .get("table")
                .asText();
        List<Callable<Client.Reply>> tasks = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            String name = "Explorer " + i;
            tasks.add(() -> client.post("/api/tables/" + table + "/join", "{\"name\": \"" + name + "\"}"));
        }
        Set<Integer> seats = new HashSet<>();
        int full = 0;
        for (Client.Reply reply : race(tasks)) {
            if (reply.status() == 200) {
                assertTrue(seats.add(reply.json().get("seat").asInt()), "a seat given twice");
            } else {
                reply.refused(409, "table-full");
                full++;
            }
        }
        assertEquals(Set.of(0, 1, 2, 3, 4), seats);
        assertEquals(15, full);
        JsonNode entries = client.get("/api/tables/" + table + "/events").json().get("entries");
        assertEquals(6, entries.size(), "five joins, then the game's start");
        for (int i = 0; i < entries.size(); i++) {
            assertEquals(i + 1, entries.get(i).get("sequence").asInt());
            assertEquals(i < 5 ? "joined" : "events", entries.get(i).get("type").asText());
        }
    }

    @Test
    void peopleRacingThroughAWholeGameLeaveAConsistentLog() throws Exception {
        String table = client.create("{\"seats\": 5, \"bots\": 2, \"seed\": 12}")
                .get("table")
                .asText();
        List<Client.Seat> people =
                List.of(client.join(table, "Ann"), client.join(table, "Bo"), client.join(table, "Cy"));
        AtomicBoolean over = new AtomicBoolean();
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (Client.Seat person : people) {
            tasks.add(() -> {
                SplittableRandom random = new SplittableRandom(person.seat());
                int choices = 0;
                for (int step = 0; step < 5_000; step++) {
                    JsonNode view = client.view(person).get("view");
                    if (view.get("phase").asText().equals("GAME_OVER")) {
                        over.set(true);
                        return choices;
                    }
                    if (view.get("legalActions").size() > 0) {
                        Client.Reply reply = client.choose(person, random.nextInt(4) == 0 ? "CAMP" : "TORCH");
                        assertEquals(200, reply.status(), reply::text);
                        choices++;
                    }
                }
                throw new AssertionError("the game did not end");
            });
        }
        // a watcher reads the table while the people play: the log only grows, never by halves
        tasks.add(() -> {
            int last = 0;
            int reads = 0;
            while (!over.get() && reads < 20_000) {
                JsonNode info = client.get("/api/tables/" + table).json();
                int sequence = info.get("sequence").asInt();
                assertTrue(sequence >= last, "the log went back");
                last = sequence;
                reads++;
            }
            return reads;
        });
        List<Integer> counts = race(tasks);
        assertTrue(counts.get(0) + counts.get(1) + counts.get(2) >= 5, "the people chose");

        JsonNode log = client.get("/api/tables/" + table + "/events").json();
        JsonNode entries = log.get("entries");
        int choicesMade = 0;
        for (int i = 0; i < entries.size(); i++) {
            assertEquals(i + 1, entries.get(i).get("sequence").asInt(), "entries numbered without gaps");
            if (entries.get(i).get("type").asText().equals("events")) {
                for (JsonNode event : entries.get(i).get("data").get("events")) {
                    if (event.get("event").asText().equals("choiceMade")
                            && event.get("seat").asInt() < 3) {
                        choicesMade++;
                    }
                }
            }
        }
        assertEquals(counts.get(0) + counts.get(1) + counts.get(2), choicesMade, "one event per accepted choice");
        JsonNode last = entries.get(entries.size() - 1).get("data").get("events");
        assertEquals("gameEnded", last.get(last.size() - 1).get("event").asText());
        assertEquals(
                "over", client.get("/api/tables/" + table).json().get("status").asText());
    }
}
