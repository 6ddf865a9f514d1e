package io.github.incangold.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import io.github.incangold.json.JsonSyntax;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Reading a request and writing a reply over the JDK's HTTP server. */
final class Exchange {
    /** The largest request body read; a variant file is a few hundred bytes. */
    static final int MAX_BODY = 64 * 1024;

    private Exchange() {}

    /**
     * The request body as text: 413 when it is larger than {@link #MAX_BODY}, 400 with {@code
     * malformedCode} when it is not UTF-8.
     */
    static Either<ApiError, String> body(HttpExchange exchange, String malformedCode) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int read;
            while ((read = in.read(buffer)) != -1) {
                bytes.write(buffer, 0, read);
                if (bytes.size() > MAX_BODY) {
                    return Either.left(
                            ApiError.of(413, "too-large", "the request body is larger than " + MAX_BODY + " bytes"));
                }
            }
            return utf8(bytes.toByteArray(), malformedCode);
        }
    }

    /**
     * Bytes as UTF-8 text, JSON's encoding (RFC 8259), or a 400 with {@code malformedCode} naming
     * the first byte that starts no character: nothing is read as a replacement character, which
     * would change a name or a house-rule file without a word. A {@code malformed-action} error
     * has its {@code location}, as the action reader's errors do.
     */
    private static Either<ApiError, String> utf8(byte[] bytes, String malformedCode) {
        return JsonSyntax.utf8(bytes).mapLeft(notUtf8 -> {
            String where = "line " + notUtf8.line() + ", column " + notUtf8.column();
            ApiError error = ApiError.badRequest(
                    malformedCode,
                    "the request body is not UTF-8 text: " + notUtf8.byteWords() + ", at " + where
                            + ", starts no character; send JSON as UTF-8");
            return malformedCode.equals("malformed-action")
                    ? error.with(Json.object().put("location", where))
                    : error;
        });
    }

    /** The bearer token of the {@code Authorization} header, if one was sent. */
    static Either<ApiError, Option<String>> bearerToken(HttpExchange exchange) {
        String header = exchange.getRequestHeaders().getFirst("Authorization");
        if (header == null || header.isBlank()) {
            return Either.right(Option.none());
        }
        String[] parts = header.strip().split("\\s+", 2);
        if (parts.length != 2 || !parts[0].equalsIgnoreCase("Bearer")) {
            return Either.left(ApiError.of(
                    401, "missing-token", "the Authorization header must be 'Bearer <token>' with the seat's token"));
        }
        return Either.right(Option.some(parts[1]));
    }

    /** A query parameter, undecoded (the server's parameters are numbers). */
    static Option<String> query(HttpExchange exchange, String name) {
        String query = exchange.getRequestURI().getRawQuery();
        if (query == null) {
            return Option.none();
        }
        for (String pair : query.split("&", -1)) {
            int equals = pair.indexOf('=');
            String key = equals < 0 ? pair : pair.substring(0, equals);
            if (key.equals(name)) {
                return Option.some(equals < 0 ? "" : pair.substring(equals + 1));
            }
        }
        return Option.none();
    }

    static void sendJson(HttpExchange exchange, int status, ObjectNode body) throws IOException {
        byte[] bytes = Json.write(body).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        if (exchange.getRequestMethod().equals("HEAD")) { // the headers alone, as HTTP says
            exchange.sendResponseHeaders(status, -1);
            exchange.getResponseBody().close();
            return;
        }
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    static void sendError(HttpExchange exchange, ApiError error) throws IOException {
        if (error.status() == 401) {
            exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
        }
        sendJson(exchange, error.status(), error.body());
    }
}
