package io.github.incangold.web;

import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The replies Jetty makes itself, as the API's JSON errors: to a request it cannot read (a
 * malformed request line, a URI it refuses, headers it cannot parse or too large) before any
 * handler runs, and to a failure that escaped the handler. Every status it would send maps to a
 * documented one: 400, 414, 431 or 500.
 */
final class HttpErrors implements Request.Handler {
    /** Jetty's words for the URIs its compliance mode refuses (an encoded slash, bad UTF-8, ...). */
    private static final Set<String> URI_REFUSALS =
            HashSet.of(UriCompliance.Violation.values()).map(UriCompliance.Violation::getDescription);
    /** The paths Jetty gives a request whose line it could not read. */
    private static final Set<String> UNREAD_LINE = HashSet.of("/badMessage", "/badURI");

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Object status = request.getAttribute(ErrorHandler.ERROR_STATUS);
        Object reason = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
        Object cause = request.getAttribute(ErrorHandler.ERROR_EXCEPTION);
        ApiError error = error(
                status instanceof Integer code ? code : response.getStatus(),
                reason == null ? "" : reason.toString(),
                cause instanceof Throwable thrown ? thrown : null,
                request.getHttpURI().getPath());
        // Jetty drops the connection after a request it could not read, and its stand-in for a
        // request line it could not read (GET /badMessage HTTP/1.0) gets no Connection header:
        // the reply says so, or a client that kept the connection would send its next request
        // down a closing line and get no reply. Every reply made here closes its connection.
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        new Exchange(request, response, callback).sendError(error);
        return true;
    }

    /**
     * The API's error for a reply Jetty would make with {@code status}.
     *
     * @param reason Jetty's words for it
     * @param cause what Jetty caught, if anything
     * @param path the request's path, or Jetty's stand-in when it could not read the request line
     */
    static ApiError error(int status, String reason, Throwable cause, String path) {
        if (status == 414) {
            return ApiError.of(
                    414,
                    "uri-too-long",
                    "the request line is longer than the " + WebServer.MAX_REQUEST_HEAD
                            + " bytes the server reads with the headers; ids, seats and queries are short");
        }
        if (status == 431) {
            return ApiError.of(
                    431,
                    "headers-too-large",
                    "the request's line and headers are larger than the " + WebServer.MAX_REQUEST_HEAD
                            + " bytes the server reads");
        }
        if (status >= 500 && status != 505) {
            return ApiError.of(500, "internal-error", "the server failed: " + (reason.isEmpty() ? cause : reason));
        }
        // 505 and 426 (HTTP/2's preface, PRI * HTTP/2.0, whose "*" is no path) are the version.
        boolean uri = status != 505
                && status != 426
                && (path == null
                        || UNREAD_LINE.contains(path)
                        || !path.startsWith("/")
                        || URI_REFUSALS.contains(reason));
        if (uri) {
            return ApiError.badRequest(
                    "malformed-uri",
                    "the request line or its URI cannot be read (" + uriWords(reason, cause) + "); a path holds"
                            + " letters, digits and -._~ as they are, and other characters as %XX escapes of their"
                            + " UTF-8 bytes, never an escaped '/', '\\', '.' or '%', nor an empty segment (see"
                            + " docs/web.md)");
        }
        return ApiError.badRequest(
                "malformed-request",
                "the request is not HTTP/1.1 the server reads (" + (reason.isEmpty() ? cause : reason) + ")");
    }

    /** Jetty's reason, or the URI parser's own words when the reason is only the status's name. */
    private static String uriWords(String reason, Throwable cause) {
        for (Throwable inner : causes(cause).reverse()) {
            if (inner instanceof NumberFormatException) {
                return "a '%' not followed by two hexadecimal digits";
            }
            if (inner instanceof IllegalArgumentException && inner.getMessage() != null) {
                return inner.getMessage();
            }
        }
        return reason.isEmpty() ? String.valueOf(cause) : reason;
    }

    private static List<Throwable> causes(Throwable cause) {
        List<Throwable> all = List.empty();
        for (Throwable inner = cause; inner != null && all.size() < 16; inner = inner.getCause()) {
            all = all.append(inner);
        }
        return all;
    }
}
