package io.github.incangold.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.Iterator;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A JSON value being read, with its location in the document. Every read checks the value's type
 * and range and throws {@link Failure} naming the location, which the codec turns into a {@link
 * JsonProblem}; nothing partly read escapes.
 */
final class In {
    final JsonNode node;
    final String path;

    In(JsonNode node, String path) {
        this.node = node;
        this.path = path;
    }

    /** A problem at a location; caught at the codec's boundary. */
    static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String location;

        Failure(String location, String message) {
            super(message, null, false, false);
            this.location = location;
        }
    }

    Failure fail(String message) {
        return new Failure(path, message);
    }

    /** Checks that this is an object with no field outside {@code allowed}. */
    In object(String... allowed) {
        if (!node.isObject()) {
            throw fail("expected an object, found " + describe(node));
        }
        Set<String> known = HashSet.of(allowed);
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!known.contains(name)) {
                throw new Failure(
                        path + "." + name,
                        "unknown field; expected one of " + List.of(allowed).mkString(", "));
            }
        }
        return this;
    }

    In field(String name) {
        JsonNode value = node.get(name);
        if (value == null) {
            throw fail("the field '" + name + "' is missing");
        }
        if (value.isNull()) {
            throw new Failure(path + "." + name, "must not be null");
        }
        return new In(value, path + "." + name);
    }

    Option<In> optional(String name) {
        JsonNode value = node.get(name);
        return value == null || value.isNull() ? Option.none() : Option.some(new In(value, path + "." + name));
    }

    int intValue() {
        if (!node.isIntegralNumber() || !node.canConvertToInt()) {
            throw fail("expected a whole number within 32 bits, found " + describe(node));
        }
        return node.intValue();
    }

    int intAtLeast(int min) {
        int value = intValue();
        if (value < min) {
            throw fail(value + " is below " + min);
        }
        return value;
    }

    boolean booleanValue() {
        if (!node.isBoolean()) {
            throw fail("expected true or false, found " + describe(node));
        }
        return node.booleanValue();
    }

    String text() {
        if (!node.isTextual()) {
            throw fail("expected a string, found " + describe(node));
        }
        return node.textValue();
    }

    /**
     * A 64-bit number written as a decimal string, so that JavaScript readers keep every bit: as
     * the writer writes it and the schemas ask, ASCII digits with no leading zero or plus sign.
     */
    long longText() {
        String text = text();
        try {
            if (!text.matches("-?(0|[1-9][0-9]*)")) {
                throw new NumberFormatException(text);
            }
            return Long.parseLong(text);
        } catch (NumberFormatException notANumber) {
            throw fail("expected a 64-bit whole number as a decimal string, found \"" + text + "\"");
        }
    }

    <E extends Enum<E>> E enumValue(Class<E> type) {
        String text = text();
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(text)) {
                return constant;
            }
        }
        throw fail("\"" + text + "\" is not one of "
                + List.of(type.getEnumConstants()).mkString(", "));
    }

    List<In> elements() {
        if (!node.isArray()) {
            throw fail("expected an array, found " + describe(node));
        }
        List<In> elements = List.empty();
        for (int index = node.size() - 1; index >= 0; index--) {
            elements = elements.prepend(new In(node.get(index), path + "[" + index + "]"));
        }
        return elements;
    }

    <T> List<T> list(Function<In, T> element) {
        return elements().map(element);
    }

    /**
     * Builds a value from parts already read; a core constructor's refusal becomes a problem
     * here.
     */
    <T> T build(Supplier<T> constructor) {
        try {
            return constructor.get();
        } catch (IllegalArgumentException | NullPointerException | IndexOutOfBoundsException refused) {
            throw fail(String.valueOf(refused.getMessage()));
        }
    }

    private static String describe(JsonNode node) {
        if (node.isObject()) {
            return "an object";
        } else if (node.isArray()) {
            return "an array";
        } else if (node.isTextual()) {
            return "the string \"" + node.textValue() + "\"";
        } else if (node.isNull()) {
            return "null";
        }
        return node.toString();
    }
}
