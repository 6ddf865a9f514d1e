package io.github.incangold.variants.tournament;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.incangold.internal.Names;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.internal.JsonTree;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Reads tournament files: JSON that names the bots of a tournament, where to load bots of your
 * own ({@code botPath}), and what else it changes of the {@link Tournament#yardstick()
 * yardstick} ({@code variant}, {@code tables}, {@code gamesPerLineup}, {@code seed}). {@code
 * ./simulate tournament FILE} plays one. Unknown fields are errors; the format's JSON Schema is
 * {@link #schema()}.
 *
 * <pre>{@code
 * Validation<Seq<VariantProblem>, TournamentFile> loaded = TournamentFiles.load("""
 *         {"bots": ["mine", "risk", "threshold:8"], "botPath": ["my-bots.jar"],
 *          "tables": [3], "gamesPerLineup": 1000, "seed": 7}""");
 * if (loaded.isInvalid()) {
 *     loaded.getError().forEach(System.err::println); // every problem, with line, column and pointer
 * }
 * }</pre>
 */
public final class TournamentFiles {
    /** A tournament file, shown where a file holds no JSON object. */
    private static final String EXAMPLE = "{\"bots\": [\"risk\", \"threshold:8\", \"random:0.3\"]}";

    private static final List<String> FIELDS =
            List.of("$schema", "description", "variant", "bots", "botPath", "tables", "gamesPerLineup", "seed");

    private TournamentFiles() {}

    /**
     * Loads a tournament file's text.
     *
     * @param json the file's content
     * @return the file, or every problem found, each with its place in the file
     */
    public static Validation<Seq<VariantProblem>, TournamentFile> load(String json) {
        Objects.requireNonNull(json, "json");
        if (json.length() > VariantFiles.MAX_FILE_CHARS) {
            return Validation.invalid(Vector.of(tooLarge(json.length() + " characters")));
        }
        return JsonTree.parse(json, EXAMPLE)
                .fold(
                        problem -> Validation.<Seq<VariantProblem>, TournamentFile>invalid(Vector.of(problem)),
                        parsed -> new Reader(parsed).file());
    }

    /**
     * Loads a tournament file, read as UTF-8.
     *
     * @param file the file
     * @return the file's content, or every problem found; a file that cannot be read is one
     *     problem, not an exception
     */
    public static Validation<Seq<VariantProblem>, TournamentFile> load(Path file) {
        Objects.requireNonNull(file, "file");
        Either<VariantProblem, String> text = JsonTree.readFile(
                file, VariantFiles.MAX_FILE_CHARS, tooLarge("more than " + VariantFiles.MAX_FILE_CHARS + " bytes"));
        return text.isLeft() ? Validation.invalid(Vector.of(text.getLeft())) : load(text.get());
    }

    /**
     * The JSON Schema (draft 2020-12) of tournament files, also published as {@code
     * docs/tournament-schema.json}.
     *
     * @return the schema's text
     */
    public static String schema() {
        return JsonTree.bundledSchema(TournamentFiles.class, "tournament-schema.json");
    }

    private static VariantProblem tooLarge(String size) {
        return new VariantProblem(
                "",
                0,
                0,
                "the file has " + size + ", more than the " + VariantFiles.MAX_FILE_CHARS
                        + " characters a tournament file may have");
    }

    private static final class Reader {
        private final JsonTree.Parsed parsed;
        private Vector<VariantProblem> problems;

        Reader(JsonTree.Parsed parsed) {
            this.parsed = parsed;
            this.problems = parsed.problems();
        }

        private void problem(String pointer, String message) {
            problems = problems.append(parsed.problem(pointer, message));
        }

        Validation<Seq<VariantProblem>, TournamentFile> file() {
            JsonNode root = parsed.root();
            if (!root.isObject()) {
                return Validation.invalid(Vector.of(parsed.problem(
                        "", "the file holds " + kind(root) + "; expected a JSON object such as " + EXAMPLE)));
            }
            for (String name : (Iterable<String>) root::fieldNames) {
                if (!FIELDS.contains(name)) {
                    problem(
                            "/" + JsonTree.escape(name),
                            "\"" + Names.printable(name) + "\" is not a field of tournament files, which have "
                                    + FIELDS.mkString(", "));
                }
            }
            text(root, "$schema");
            String description = text(root, "description").getOrElse("");
            Option<String> variant = text(root, "variant");
            List<String> bots = List.empty();
            if (!root.has("bots")) {
                problem(
                        "",
                        "the file has no \"bots\": a list of 2 to " + Tournament.MAX_BOTS
                                + " bots, such as [\"risk\", \"threshold:8\", \"random:0.3\"]");
            } else {
                bots = strings(root.get("bots"), "/bots", "bot", 2, Tournament.MAX_BOTS);
            }
            List<String> botPath = root.has("botPath")
                    ? strings(root.get("botPath"), "/botPath", "jar or class folder", 1, 100)
                    : List.empty();
            Option<List<Integer>> tables = Option.none();
            if (root.has("tables")) {
                tables = Option.some(tables(root.get("tables")));
            }
            Option<Long> games =
                    whole(root, "gamesPerLineup", 1, Long.MAX_VALUE, "a number of games per lineup, a whole number");
            Option<Long> seed =
                    whole(root, "seed", Long.MIN_VALUE, Long.MAX_VALUE, "a seed, a whole number that fits in 64 bits");
            if (!problems.isEmpty()) {
                return Validation.invalid(problems);
            }
            return Validation.valid(new TournamentFile(description, variant, bots, botPath, tables, games, seed));
        }

        private List<String> strings(JsonNode node, String pointer, String what, int min, int max) {
            if (!node.isArray() || node.size() < min || node.size() > max) {
                problem(
                        pointer,
                        "\"" + pointer.substring(1) + "\" is " + kind(node)
                                + (node.isArray() ? " of " + node.size() : "") + "; expected a list of " + min + " to "
                                + max + " strings, each a " + what);
                return List.empty();
            }
            List<String> values = List.empty();
            for (int index = 0; index < node.size(); index++) {
                JsonNode value = node.get(index);
                if (!value.isTextual() || value.asText().isBlank()) {
                    problem(
                            pointer + "/" + index,
                            "a " + what + " is " + kind(value) + "; expected a non-empty string");
                } else {
                    values = values.append(value.asText());
                }
            }
            return values;
        }

        private List<Integer> tables(JsonNode node) {
            if (!node.isArray() || node.isEmpty()) {
                problem(
                        "/tables",
                        "\"tables\" is " + (node.isArray() ? "an empty list" : kind(node))
                                + "; expected a list of table sizes such as [3, 4]");
                return List.empty();
            }
            List<Integer> sizes = List.empty();
            for (int index = 0; index < node.size(); index++) {
                JsonNode value = node.get(index);
                if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < 1) {
                    problem(
                            "/tables/" + index,
                            "a table size is " + kind(value) + "; expected a whole number of seats");
                } else {
                    sizes = sizes.append(value.intValue());
                }
            }
            return sizes;
        }

        private Option<String> text(JsonNode root, String field) {
            JsonNode node = root.get(field);
            if (node == null) {
                return Option.none();
            }
            if (!node.isTextual()) {
                problem("/" + JsonTree.escape(field), "\"" + field + "\" is " + kind(node) + "; expected a string");
                return Option.none();
            }
            return Option.some(node.asText());
        }

        private Option<Long> whole(JsonNode root, String field, long min, long max, String what) {
            JsonNode node = root.get(field);
            if (node == null) {
                return Option.none();
            }
            if (node.isIntegralNumber()) {
                BigInteger value = node.bigIntegerValue();
                if (value.compareTo(BigInteger.valueOf(min)) >= 0 && value.compareTo(BigInteger.valueOf(max)) <= 0) {
                    return Option.some(value.longValue());
                }
            }
            problem("/" + field, "\"" + field + "\" is " + kind(node) + "; expected " + what);
            return Option.none();
        }
    }

    private static String kind(JsonNode node) {
        if (node.isObject()) {
            return "an object";
        } else if (node.isArray()) {
            return "a list";
        } else if (node.isTextual()) {
            return "the string \"" + Names.printable(node.asText()) + "\"";
        } else if (node.isBoolean() || node.isNull()) {
            return node.asText();
        } else if (node.isNumber()) {
            return "the number " + node.asText();
        }
        return "an unreadable number";
    }
}
