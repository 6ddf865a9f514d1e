package io.github.incangold.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.json.JsonSyntax;
import io.github.incangold.odds.Odds.Fraction;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Iterator;
import java.util.Locale;

/** The server's own JSON: request bodies in, replies out, the library's documents embedded whole. */
final class Json {
    /** The deepest nesting of a request body's objects and arrays; a request's own is two levels. */
    static final int MAX_NESTING_DEPTH = 16;
    /** The most characters of a number in a request body; the API's numbers fit a {@code long}. */
    static final int MAX_NUMBER_CHARS = 100;

    private static final StreamReadConstraints LIMITS = StreamReadConstraints.builder()
            .maxNestingDepth(MAX_NESTING_DEPTH)
            .maxNumberLength(MAX_NUMBER_CHARS)
            .build();
    private static final JsonMapper MAPPER = JsonMapper.builder(
                    JsonFactory.builder().streamReadConstraints(LIMITS).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private static final JsonMapper DOCUMENTS = JsonMapper.builder().build();

    private Json() {}

    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException("a JSON tree could not be written", impossible);
        }
    }

    /**
     * Embeds a document the server wrote itself ({@code IncanGoldJson}'s, the OpenAPI description),
     * which is always valid JSON; read without the limits of a request body, which bound only
     * what clients send.
     */
    static JsonNode document(String json) {
        try {
            return DOCUMENTS.readTree(json);
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException("the library wrote invalid JSON", impossible);
        }
    }

    static ObjectNode fraction(Fraction fraction) {
        return object().put("numerator", fraction.numerator())
                .put("denominator", fraction.denominator())
                .put("value", fraction.doubleValue());
    }

    /**
     * Reads a request body that must be one JSON object with only the given fields.
     *
     * @param body the request body
     * @param allowed the field names the request may hold
     * @return the object, or a 400 naming the problem
     */
    static Either<ApiError, ObjectNode> requestObject(String body, List<String> allowed) {
        if (body.isBlank()) {
            return Either.left(ApiError.badRequest("malformed-json", "the request body is empty; send a JSON object"));
        }
        JsonNode root;
        try {
            root = MAPPER.readTree(body);
        } catch (StreamConstraintsException tooLarge) {
            return Either.left(ApiError.badRequest(
                    "malformed-json",
                    "the request body is refused: "
                            + JsonSyntax.limitPassed(
                                    tooLarge.getOriginalMessage(), MAX_NESTING_DEPTH, MAX_NUMBER_CHARS)));
        } catch (JsonProcessingException malformed) {
            String where = malformed.getLocation() == null
                    ? ""
                    : " at line " + malformed.getLocation().getLineNr() + ", column "
                            + malformed.getLocation().getColumnNr();
            return Either.left(ApiError.badRequest(
                    "malformed-json",
                    "the request body is not valid JSON" + where + ": "
                            + JsonSyntax.plainWords(malformed.getOriginalMessage())));
        }
        if (!root.isObject()) {
            return Either.left(ApiError.badRequest(
                    "malformed-json",
                    "the request body must be a JSON object, found "
                            + root.getNodeType().name().toLowerCase(Locale.ROOT)));
        }
        for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!allowed.contains(name)) {
                return Either.left(ApiError.badRequest(
                        "unknown-field", "unknown field '" + name + "'; allowed: " + allowed.mkString(", ")));
            }
        }
        return Either.right((ObjectNode) root);
    }

    /** An optional text field. */
    static Either<ApiError, Option<String>> text(ObjectNode request, String field) {
        JsonNode value = request.get(field);
        if (value == null || value.isNull()) {
            return Either.right(Option.none());
        }
        if (!value.isTextual()) {
            return Either.left(ApiError.badRequest(
                    "invalid-field",
                    "'" + field + "' must be a string, found "
                            + value.getNodeType().name().toLowerCase(Locale.ROOT)));
        }
        return Either.right(Option.some(value.textValue()));
    }

    /** An optional whole-number field that fits an int. */
    static Either<ApiError, Option<Integer>> integer(ObjectNode request, String field) {
        JsonNode value = request.get(field);
        if (value == null || value.isNull()) {
            return Either.right(Option.none());
        }
        if (!value.isIntegralNumber()) {
            return Either.left(ApiError.badRequest(
                    "invalid-field",
                    "'" + field + "' must be a whole number, found "
                            + (value.isNumber()
                                    ? value.asText()
                                    : value.getNodeType().name().toLowerCase(Locale.ROOT))));
        }
        if (!value.canConvertToInt()) {
            return Either.left(
                    ApiError.badRequest("invalid-field", "'" + field + "' is out of range, found " + value.asText()));
        }
        return Either.right(Option.some(value.intValue()));
    }

    /**
     * An optional 64-bit number, given as a JSON number or as a decimal string (the library's
     * format writes 64-bit numbers as strings, so that JavaScript keeps every bit).
     */
    static Either<ApiError, Option<Long>> int64(ObjectNode request, String field) {
        JsonNode value = request.get(field);
        if (value == null || value.isNull()) {
            return Either.right(Option.none());
        }
        if (value.isIntegralNumber() && value.canConvertToLong()) {
            return Either.right(Option.some(value.longValue()));
        }
        if (value.isTextual()) {
            try {
                return Either.right(Option.some(Long.parseLong(value.textValue())));
            } catch (NumberFormatException notANumber) {
                // reported below
            }
        }
        return Either.left(ApiError.badRequest(
                "invalid-field",
                "'" + field + "' must be a 64-bit whole number or a decimal string, found " + value.toString()));
    }
}
