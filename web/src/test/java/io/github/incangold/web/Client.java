package io.github.incangold.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** A client of a running server over real HTTP on loopback; it keeps every body it received. */
final class Client {
    static final ObjectMapper MAPPER = new ObjectMapper();

    /** A reply: status, headers and the body, parsed when it is JSON. */
    record Reply(int status, HttpResponse<String> response, JsonNode json) {
        String text() {
            return response.body();
        }

        String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }

        /** Asserts the refusal: status, stable code, and words the message must hold. */
        Reply refused(int expectedStatus, String code, String... words) {
            assertEquals(expectedStatus, status, () -> "status of " + text());
            JsonNode error = json.get("error");
            assertEquals(code, error.get("code").asText(), () -> "code of " + text());
            assertEquals(expectedStatus, error.get("status").asInt());
            for (String word : words) {
                assertTrue(error.get("message").asText().contains(word), () -> "'" + word + "' missing from " + text());
            }
            return this;
        }
    }

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final URI base;
    final List<String> received = new ArrayList<>();

    Client(URI base) {
        this.base = base;
    }

    Reply get(String path, String token) {
        return send("GET", path, null, token);
    }

    Reply get(String path) {
        return get(path, null);
    }

    Reply post(String path, String body, String token) {
        return send("POST", path, body, token);
    }

    Reply post(String path, String body) {
        return post(path, body, null);
    }

    Reply send(String method, String path, String body, String token) {
        return send(method, path, body, builder -> {
            if (token != null) {
                builder.header("Authorization", "Bearer " + token);
            }
        });
    }

    Reply send(String method, String path, String body, Consumer<HttpRequest.Builder> headers) {
        return send(
                method,
                path,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body),
                body != null,
                headers);
    }

    /** A POST of a body's bytes as they are, e.g. text that is not UTF-8. */
    Reply postBytes(String path, byte[] body, String token) {
        return send("POST", path, HttpRequest.BodyPublishers.ofByteArray(body), true, builder -> {
            if (token != null) {
                builder.header("Authorization", "Bearer " + token);
            }
        });
    }

    private Reply send(
            String method,
            String path,
            HttpRequest.BodyPublisher body,
            boolean sendsJson,
            Consumer<HttpRequest.Builder> headers) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(20));
        builder.method(method, body);
        if (sendsJson) {
            builder.header("Content-Type", "application/json");
        }
        headers.accept(builder);
        try {
            HttpResponse<String> response = http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
            synchronized (received) {
                received.add(response.body());
            }
            String type = response.headers().firstValue("Content-Type").orElse("");
            JsonNode json = type.startsWith("application/json") ? MAPPER.readTree(response.body()) : null;
            return new Reply(response.statusCode(), response, json);
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(interrupted);
        }
    }

    HttpClient http() {
        return http;
    }

    URI uri(String path) {
        return base.resolve(path);
    }

    // ---- the game's requests

    /** Creates a table; asserts 201. */
    JsonNode create(String body) {
        Reply reply = post("/api/tables", body);
        assertEquals(201, reply.status(), reply::text);
        return reply.json();
    }

    /** A table of bots only, once the server has played it (on a thread of its own); at most 60 s. */
    JsonNode awaitOver(String table) {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (true) {
            JsonNode now = get("/api/tables/" + table).json();
            if (now.get("status").asText().equals("over") || System.nanoTime() > deadline) {
                return now;
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(interrupted);
            }
        }
    }

    /** A seat taken at a table. */
    record Seat(String table, int seat, String token) {
        String path(String suffix) {
            return "/api/tables/" + table + "/seats/" + seat + "/" + suffix;
        }
    }

    Seat join(String table, String name) {
        Reply reply = post("/api/tables/" + table + "/join", "{\"name\": \"" + name + "\"}");
        assertEquals(200, reply.status(), reply::text);
        return new Seat(
                table,
                reply.json().get("seat").asInt(),
                reply.json().get("token").asText());
    }

    JsonNode view(Seat seat) {
        Reply reply = get(seat.path("view"), seat.token());
        assertEquals(200, reply.status(), reply::text);
        return reply.json();
    }

    static String choose(int seat, String choice) {
        return "{\"format\": \"incangold\", \"version\": 2, \"type\": \"action\", \"action\": \"choose\", \"seat\": "
                + seat + ", \"choice\": \"" + choice + "\"}";
    }

    Reply choose(Seat seat, String choice) {
        return post(seat.path("actions"), choose(seat.seat(), choice), seat.token());
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
