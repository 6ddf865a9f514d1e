package io.github.incangold.variants.internal;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.io.IOException;

/**
 * Reads JSON text into a tree while remembering where each value starts, so that every problem
 * can name its line and column; reports duplicate names in an object, which Jackson's tree model
 * would silently overwrite. Shared by the file formats of the variants module; not exported.
 */
public final class JsonTree {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(VariantFiles.MAX_NESTING_DEPTH)
                    .maxNumberLength(VariantFiles.MAX_NUMBER_CHARS)
                    .build())
            .build();
    private static final JsonNodeFactory NODES = new JsonNodeFactory(true);

    /** A parsed file: its root, the position of every value by JSON pointer, and duplicates. */
    public record Parsed(JsonNode root, Map<String, Position> positions, Vector<VariantProblem> problems) {
        public Position at(String pointer) {
            return positions.get(pointer).getOrElse(Position.NONE);
        }

        public VariantProblem problem(String pointer, String message) {
            Position position = at(pointer);
            return new VariantProblem(pointer, position.line, position.column, message);
        }
    }

    /** A JSON number no Java number can hold, such as {@code 2e99999999999999999999}. */
    public record UnreadableNumber(String text) {}

    public record Position(int line, int column) {
        public static final Position NONE = new Position(0, 0);
    }

    private Map<String, Position> positions = HashMap.empty();
    private Vector<VariantProblem> problems = Vector.empty();

    private JsonTree() {}

    /** Parses the text, or returns the one syntax problem that stops reading it. */
    public static Either<VariantProblem, Parsed> parse(String text) {
        JsonTree tree = new JsonTree();
        try (JsonParser parser = FACTORY.createParser(text)) {
            try {
                JsonToken first = parser.nextToken();
                if (first == null) {
                    return Either.left(new VariantProblem(
                            "", 0, 0, "the file is empty; expected a JSON object such as {\"base\": \"incan-gold\"}"));
                }
                JsonNode root = tree.read(parser, "", position(parser.currentTokenLocation()));
                if (parser.nextToken() != null) {
                    Position position = position(parser.currentTokenLocation());
                    return Either.left(new VariantProblem(
                            "",
                            position.line,
                            position.column,
                            "unexpected content after the end of the JSON value; a file holds one JSON object"));
                }
                return Either.right(new Parsed(root, tree.positions, tree.problems));
            } catch (StreamConstraintsException tooLarge) {
                // Where the reading stopped: the exception itself carries no place.
                Position position = position(parser.currentLocation());
                return Either.left(new VariantProblem("", position.line, position.column, beyondLimits(tooLarge)));
            }
        } catch (JsonEOFException truncated) {
            Position position = position(truncated.getLocation());
            return Either.left(new VariantProblem(
                    "",
                    position.line,
                    position.column,
                    "the file ends too early: an object, array or string is not closed; the file may be truncated"));
        } catch (JacksonException invalid) {
            Position position = position(invalid.getLocation());
            return Either.left(new VariantProblem(
                    "", position.line, position.column, "not valid JSON: " + firstLine(invalid.getOriginalMessage())));
        } catch (IOException unreadable) {
            return Either.left(new VariantProblem("", 0, 0, "cannot read the text: " + unreadable.getMessage()));
        }
    }

    /** What a file passed, in the words of the limits of variant files. */
    private static String beyondLimits(StreamConstraintsException tooLarge) {
        String message = String.valueOf(tooLarge.getOriginalMessage());
        if (message.contains("Number value length")) {
            return "a number has more than " + VariantFiles.MAX_NUMBER_CHARS + " characters";
        } else if (message.contains("nesting depth")) {
            return "objects and arrays are nested deeper than " + VariantFiles.MAX_NESTING_DEPTH + " levels";
        }
        return "the file passes a limit of variant files: " + firstLine(message);
    }

    /**
     * Reads the value at the parser's current token; {@code at} is where it is reported: an
     * object member's name, or an array element's or the root's value.
     */
    private JsonNode read(JsonParser parser, String pointer, Position at) throws IOException {
        positions = positions.put(pointer, at);
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT: {
                ObjectNode object = NODES.objectNode();
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_OBJECT; next = parser.nextToken()) {
                    String name = parser.currentName();
                    String child = pointer + "/" + escape(name);
                    Position previous = positions.get(child).getOrNull();
                    Position here = position(parser.currentTokenLocation());
                    parser.nextToken();
                    if (object.has(name)) {
                        problems = problems.append(new VariantProblem(
                                child,
                                here.line,
                                here.column,
                                "\"" + name + "\" appears more than once in this object (first at line "
                                        + previous.line + ", column " + previous.column
                                        + "); each name may appear only once"));
                        parser.skipChildren();
                    } else {
                        object.set(name, read(parser, child, here));
                    }
                }
                return object;
            }
            case START_ARRAY: {
                ArrayNode array = NODES.arrayNode();
                int index = 0;
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY; next = parser.nextToken()) {
                    array.add(read(parser, pointer + "/" + index++, position(parser.currentTokenLocation())));
                }
                return array;
            }
            case VALUE_STRING:
                return NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT:
                return NODES.numberNode(parser.getBigIntegerValue());
            case VALUE_NUMBER_FLOAT:
                try {
                    return NODES.numberNode(parser.getDecimalValue());
                } catch (NumberFormatException | ArithmeticException outOfRange) {
                    // Valid JSON, but an exponent too large for any number type: kept as text.
                    return NODES.pojoNode(new UnreadableNumber(parser.getText()));
                }
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                throw new IllegalStateException("unexpected token " + token + " at " + pointer);
        }
    }

    /** RFC 6901: a name's {@code ~} and {@code /} are escaped in a pointer. */
    public static String escape(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    private static Position position(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return Position.NONE;
        }
        return new Position(location.getLineNr(), Math.max(1, location.getColumnNr()));
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable input";
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
