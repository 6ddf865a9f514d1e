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
import io.github.incangold.json.JsonSyntax;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads JSON text into a tree while remembering where each value starts, so that every problem
 * can name its line and column; reports duplicate names in an object, which Jackson's tree model
 * would silently overwrite. Shared by the file formats of the variants module; not exported.
 */
public final class JsonTree {
    private static final StreamReadConstraints LIMITS = StreamReadConstraints.builder()
            .maxNestingDepth(VariantFiles.MAX_NESTING_DEPTH)
            .maxNumberLength(VariantFiles.MAX_NUMBER_CHARS)
            // A name is bounded by the file's size, with no smaller limit of its own.
            .maxNameLength(VariantFiles.MAX_FILE_CHARS)
            .build();
    private static final JsonFactory FACTORY =
            JsonFactory.builder().streamReadConstraints(LIMITS).build();
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

    /**
     * A JSON Schema bundled in the jar beside {@code owner}, as text.
     *
     * @param owner the class whose package holds the schema
     * @param name the schema's file name
     * @return the schema's text
     */
    public static String bundledSchema(Class<?> owner, String name) {
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException broken) {
            throw new UncheckedIOException("cannot read the bundled " + name, broken);
        }
    }

    /**
     * Reads a file of one of the module's formats as UTF-8 text: at most {@code maxBytes} bytes
     * whatever the file claims to hold (a device, a pipe), a byte order mark at the start ignored
     * (as JSON allows), and any byte that is not UTF-8 one problem, so nothing is read as a
     * replacement character unnoticed.
     *
     * @param file the file
     * @param maxBytes the most bytes the format allows
     * @param tooLarge the problem of a file with more bytes
     * @return the text, or the one problem that stops reading it
     */
    public static Either<VariantProblem, String> readFile(Path file, int maxBytes, VariantProblem tooLarge) {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(maxBytes + 1);
        } catch (NoSuchFileException absent) {
            return Either.left(new VariantProblem("", 0, 0, "cannot read " + file + ": there is no such file"));
        } catch (AccessDeniedException denied) {
            return Either.left(new VariantProblem("", 0, 0, "cannot read " + file + ": permission denied"));
        } catch (IOException | UncheckedIOException unreadable) {
            String reason = unreadable instanceof FileSystemException failed && failed.getReason() != null
                    ? failed.getReason()
                    : String.valueOf(unreadable.getMessage());
            return Either.left(new VariantProblem("", 0, 0, "cannot read " + file + ": " + reason));
        }
        if (bytes.length > maxBytes) {
            return Either.left(tooLarge);
        }
        return JsonSyntax.utf8(bytes)
                .mapLeft(notUtf8 -> new VariantProblem(
                        "",
                        notUtf8.line(),
                        notUtf8.column(),
                        "the file is not UTF-8 text: " + notUtf8.byteWords()
                                + " starts no character; save it as UTF-8"));
    }

    /**
     * Parses the text, or returns the one syntax problem that stops reading it.
     *
     * @param text the file's text
     * @param example a JSON object of the file's kind, shown when the file is empty
     * @return the tree, or the problem
     */
    public static Either<VariantProblem, Parsed> parse(String text, String example) {
        JsonTree tree = new JsonTree();
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1); // a byte order mark, which JSON lets a reader ignore
        }
        try (JsonParser parser = FACTORY.createParser(text)) {
            try {
                JsonToken first = parser.nextToken();
                if (first == null) {
                    return Either.left(new VariantProblem(
                            "", 0, 0, "the file is empty; expected a JSON object such as " + example));
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
                return Either.left(new VariantProblem(
                        "",
                        position.line,
                        position.column,
                        JsonSyntax.limitPassed(
                                tooLarge.getOriginalMessage(),
                                VariantFiles.MAX_NESTING_DEPTH,
                                VariantFiles.MAX_NUMBER_CHARS)));
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
                    "", position.line, position.column, "not valid JSON: " + plainWords(invalid.getOriginalMessage())));
        } catch (IOException unreadable) {
            return Either.left(new VariantProblem("", 0, 0, "cannot read the text: " + unreadable.getMessage()));
        }
    }

    /** A syntax error in JSON's words, with where a variant file keeps its notes. */
    private static String plainWords(String parserMessage) {
        String words = JsonSyntax.plainWords(parserMessage);
        return words.equals(JsonSyntax.NO_COMMENTS) ? words + "; use the \"description\" field for notes" : words;
    }

    /**
     * Reads the value at the parser's current token; {@code at} is where it is reported: an
     * object member's name, or an array element's or the root's value.
     */
    private JsonNode read(JsonParser parser, String pointer, Position at) throws IOException {
        positions = positions.put(pointer, at);
        JsonToken token = parser.currentToken();
        return switch (token) {
            case START_OBJECT -> {
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
                yield object;
            }
            case START_ARRAY -> {
                ArrayNode array = NODES.arrayNode();
                int index = 0;
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY; next = parser.nextToken()) {
                    array.add(read(parser, pointer + "/" + index++, position(parser.currentTokenLocation())));
                }
                yield array;
            }
            case VALUE_STRING -> NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT -> NODES.numberNode(parser.getBigIntegerValue());
            case VALUE_NUMBER_FLOAT -> {
                try {
                    yield NODES.numberNode(parser.getDecimalValue());
                } catch (NumberFormatException | ArithmeticException outOfRange) {
                    // Valid JSON, but an exponent too large for any number type: kept as text.
                    yield NODES.pojoNode(new UnreadableNumber(parser.getText()));
                }
            }
            case VALUE_TRUE -> NODES.booleanNode(true);
            case VALUE_FALSE -> NODES.booleanNode(false);
            case VALUE_NULL -> NODES.nullNode();
            default -> throw new IllegalStateException("unexpected token " + token + " at " + pointer);
        };
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
}
