package io.github.incangold.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why a request was refused: the HTTP status, a stable code a client can test, and a sentence
 * naming the problem. Refusals are values, like the engine's violations: a handler that returns
 * one has changed nothing.
 *
 * @param status the HTTP status, 4xx (or 503 when the server is full)
 * @param code a short stable code, e.g. {@code "wrong-token"}
 * @param message what is wrong and what is expected
 * @param details more fields for the error body (a JSON location, a variant file's problems), if any
 * @param retryAfter the seconds after which the request may succeed, sent as {@code Retry-After}
 */
record ApiError(int status, String code, String message, Option<ObjectNode> details, Option<Long> retryAfter) {
    ApiError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(details, "details");
        Objects.requireNonNull(retryAfter, "retryAfter");
    }

    static ApiError of(int status, String code, String message) {
        return new ApiError(status, code, message, Option.none(), Option.none());
    }

    ApiError with(ObjectNode more) {
        return new ApiError(status, code, message, Option.some(more), retryAfter);
    }

    /** The same error, sent with a {@code Retry-After} header of so many seconds. */
    ApiError retryAfter(long seconds) {
        return new ApiError(status, code, message, details, Option.some(seconds));
    }

    /** The error body: {@code {"error": {"status": 409, "code": "...", "message": "...", ...}}}. */
    ObjectNode body() {
        ObjectNode error = Json.object().put("status", status).put("code", code).put("message", message);
        details.forEach(error::setAll);
        ObjectNode body = Json.object();
        body.set("error", error);
        return body;
    }

    static ApiError badRequest(String code, String message) {
        return of(400, code, message);
    }

    static ApiError notFound(String code, String message) {
        return of(404, code, message);
    }

    static ApiError conflict(String code, String message) {
        return of(409, code, message);
    }

    static ApiError unprocessable(String code, String message) {
        return of(422, code, message);
    }
}
