package io.github.incangold.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.json.JsonSyntax;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.EofException;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Invocable;

/** One request and its reply over Jetty: what the handlers read and how they answer. */
final class Exchange {
    /** The largest request body read; a variant file is a few hundred bytes. */
    static final int MAX_BODY = 64 * 1024;

    private final Request request;
    private final Response response;
    private final Callback callback;
    /** What times the request's body, or null for a reply Jetty makes before any handler. */
    private final Connections connections;
    /** Whether the request's body has been read to its end. */
    private boolean bodyRead;

    Exchange(Request request, Response response, Callback callback, Connections connections) {
        this.request = request;
        this.response = response;
        this.callback = callback;
        this.connections = connections;
    }

    Exchange(Request request, Response response, Callback callback) {
        this(request, response, callback, null);
    }

    String method() {
        return request.getMethod();
    }

    /**
     * The path, its escapes decoded and its dot segments resolved. Jetty has refused before any
     * handler runs the paths whose decoding is ambiguous (an encoded slash, dot or percent, an
     * empty segment), so splitting it at '/' gives the segments the client meant.
     */
    String path() {
        return request.getHttpURI().getDecodedPath();
    }

    /** The path as sent, escapes and all. */
    String rawPath() {
        return request.getHttpURI().getPath();
    }

    Option<String> header(String name) {
        return Option.of(request.getHeaders().get(name));
    }

    void setHeader(String name, String value) {
        response.getHeaders().put(name, value);
    }

    private boolean hasBody() {
        return request.getLength() > 0 || request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
    }

    boolean committed() {
        return response.isCommitted();
    }

    /**
     * The request body as text: 413 when it is larger than {@link #MAX_BODY}, 400 with {@code
     * malformedCode} when it is not UTF-8, 400 {@code malformed-request} when it stops arriving.
     * A body that takes longer than {@link WebServer#BODY_SECONDS} in all has its connection
     * closed.
     */
    Either<ApiError, String> body(String malformedCode) {
        if (connections != null) {
            connections.readingBody(request);
        }
        try (InputStream in = Content.Source.asInputStream(request)) {
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
            bodyRead = true;
            return utf8(bytes.toByteArray(), malformedCode);
        } catch (IOException broken) {
            // An idle timeout or a connection closed halfway: a reply reaches a slow client, and
            // to a gone one it is not sent.
            return Either.left(ApiError.badRequest(
                    "malformed-request",
                    "the request body stopped arriving before its end (" + WebServer.REQUEST_SECONDS
                            + " s without a byte, or the connection closed)"));
        } finally {
            if (connections != null) {
                connections.bodyRead(request);
            }
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

    /** Who sent the request, as the limits per address count: see {@link Connections#client}. */
    String client() {
        return Connections.client(request.getConnectionMetaData().getRemoteSocketAddress());
    }

    /** The bearer token of the {@code Authorization} header, if one was sent. */
    Either<ApiError, Option<String>> bearerToken() {
        String header = request.getHeaders().get(HttpHeader.AUTHORIZATION);
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

    /** A query parameter, undecoded (the server's parameters are numbers and words). */
    Option<String> query(String name) {
        String query = request.getHttpURI().getQuery();
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

    /** Sends the whole reply; the exchange is over once it is written. */
    void send(int status, String contentType, byte[] bytes) {
        if (!bodyRead && hasBody()) {
            // Refused before its body was read: the server drops the connection after this
            // reply, so it says so, or a client would send its next request down a closing line.
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
        }
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        // HEAD gets GET's headers alone; written here, not left to Jetty, which sends the body of
        // its own replies to a HEAD whose headers it could not read.
        boolean head = request.getMethod().equals("HEAD");
        response.write(true, head ? BufferUtil.EMPTY_BUFFER : ByteBuffer.wrap(bytes), callback);
    }

    void sendJson(int status, ObjectNode body) {
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        send(status, "application/json; charset=utf-8", Json.write(body).getBytes(StandardCharsets.UTF_8));
    }

    void sendError(ApiError error) {
        error.retryAfter().forEach(seconds -> response.getHeaders().put(HttpHeader.RETRY_AFTER, seconds));
        if (error.status() == 401) {
            response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
        }
        if (error.status() == 405) {
            error.details().flatMap(details -> Option.of(details.get("allow"))).forEach(allow -> response.getHeaders()
                    .put(HttpHeader.ALLOW, allow.asText()));
        }
        sendJson(error.status(), error.body());
    }

    /**
     * Starts a reply that is written as it goes (an event stream): its status and headers now,
     * its body through the stream returned, each write sent at once.
     */
    OutputStream startStream(String contentType) {
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        return Content.Sink.asOutputStream(response);
    }

    /**
     * Ends a stream started by {@link #startStream} as a whole reply, its last chunk sent, then
     * closes the connection: what the stream's watch ({@link #onClientClose}) reads of it is no
     * longer a request's.
     */
    void finishStream(OutputStream out) throws IOException {
        out.close();
        endStream();
    }

    /**
     * Ends a stream started by {@link #startStream}, and closes its connection: when the client
     * has gone or the server stops, the reply is not finished.
     */
    void endStream() {
        callback.failed(new EofException("the event stream ended"));
    }

    /**
     * Runs {@code onClose} once, on a thread of the server's pool, as soon as the client closes the
     * connection. Nothing more is read from it during a stream, so Jetty would notice a closed
     * connection only when a write fails, up to a heartbeat later; waiting for it to become
     * readable tells at once: it reads the end of the connection, or bytes no stream takes.
     */
    void onClientClose(Runnable onClose) {
        AtomicBoolean told = new AtomicBoolean();
        // Never on the selector's thread: onClose may wait for a lock that a move holds.
        Runnable once = () -> {
            if (told.compareAndSet(false, true)) {
                request.getComponents().getExecutor().execute(onClose);
            }
        };
        request.addFailureListener(failure -> once.run());
        // A body sent with the request comes first; what is read after it is the connection's.
        Content.Source.consumeAll(request, Callback.from(() -> watch(endPoint(), once), failure -> once.run()));
    }

    private EndPoint endPoint() {
        return request.getConnectionMetaData().getConnection().getEndPoint();
    }

    private static void watch(EndPoint endPoint, Runnable gone) {
        // Should another reader hold the connection, a failed write ends the stream as before.
        endPoint.tryFillInterested(Callback.from(
                Invocable.InvocationType.NON_BLOCKING, () -> readable(endPoint, gone), failure -> gone.run()));
    }

    private static void readable(EndPoint endPoint, Runnable gone) {
        try {
            if (endPoint.fill(BufferUtil.allocate(1)) == 0) {
                watch(endPoint, gone); // woken for nothing
                return;
            }
        } catch (IOException broken) {
            // reset by the client: gone as well
        }
        gone.run();
    }
}
