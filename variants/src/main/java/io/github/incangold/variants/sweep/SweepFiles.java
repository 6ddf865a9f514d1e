package io.github.incangold.variants.sweep;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.incangold.internal.Names;
import io.github.incangold.rules.Rules;
import io.github.incangold.strategies.Strategies;
import io.github.incangold.strategy.Strategy;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.github.incangold.variants.internal.JsonTree;
import io.github.incangold.variants.simulation.Simulation;
import io.vavr.Tuple2;
import io.vavr.collection.HashSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Function;

/**
 * Reads sweep files: JSON that names a base variant, a lineup, the axes of rule options (and
 * lineups and seat counts) to vary, optional explicit cells, the games per cell and a seed.
 *
 * <pre>{@code
 * Validation<Seq<VariantProblem>, Sweep> loaded = SweepFiles.load("""
 *         {"base": "incan-gold", "lineup": ["threshold:8", "risk", "random:0.3"],
 *          "axes": [{"option": "rounds", "values": [4, 5, 6]},
 *                   {"option": "hazards/snakes", "values": [2, 3, 4]}],
 *          "games": 10000, "seed": 42}""");
 * if (loaded.isInvalid()) {
 *     loaded.getError().forEach(System.err::println); // every problem, with line, column and pointer
 * }
 * }</pre>
 *
 * <p>An axis's {@code option} is a field of a house-rule file (see {@link VariantFiles}), {@code
 * hazards/NAME} (the number of cards of one of the base's hazard types; a new type is added in
 * the base first, so a misspelt name is an error), {@code lineup} (each value a list of
 * bots) or {@code seats} (each value a seat count, filled by repeating the lineup in order). Each
 * cell is checked like a house-rule file; a problem that only some cells have names the first
 * such cell. Unknown fields are errors. The format's JSON Schema is {@link #schema()}.
 */
public final class SweepFiles {
    /** The most axes a sweep may have. */
    public static final int MAX_AXES = 8;
    /** The most values an axis may take. */
    public static final int MAX_AXIS_VALUES = 1_000;
    /** The most cells a sweep may have: the grid's and the explicit ones together. */
    public static final int MAX_CELLS = 10_000;
    /** The most games a cell may play: those of a simulation. */
    public static final long MAX_GAMES_PER_CELL = Simulation.MAX_GAMES;

    static final String LINEUP = "lineup";
    static final String SEATS = "seats";
    static final String HAZARDS_PREFIX = "hazards/";

    /** A sweep file, shown where a file holds no JSON object. */
    private static final String EXAMPLE =
            "{\"base\": \"incan-gold\", \"lineup\": [\"risk\", \"risk\", \"risk\"], \"games\": 1000, \"seed\": 1}";

    private static final List<String> FIELDS =
            List.of("$schema", "description", "base", LINEUP, "axes", "cells", "games", "seed");
    private static final List<String> NOT_OPTIONS = List.of("$schema", "description");
    /** What an axis or an explicit cell may set. */
    private static final List<String> OPTIONS =
            List.of("base").appendAll(VariantFiles.fields().remove("hazards")).appendAll(List.of(LINEUP, SEATS));

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private SweepFiles() {}

    /**
     * Loads a sweep file's text, its bots read by {@link Strategies#parse}: the built-in ones.
     *
     * @param json the file's content
     * @return the sweep, or every problem found (at most {@link VariantFiles#MAX_PROBLEMS} and a
     *     count of the rest), each with its place in the file
     */
    public static Validation<Seq<VariantProblem>, Sweep> load(String json) {
        return load(json, Strategies::parse);
    }

    /**
     * Loads a sweep file's text, its bots read by {@code reader}: bots of your own beside the
     * built-in ones, such as those a {@code StrategyCatalog} reads.
     *
     * <pre>{@code
     * Validation<Seq<VariantProblem>, Sweep> loaded = StrategyCatalog.load(Thread.currentThread().getContextClassLoader())
     *         .fold(problem -> Validation.invalid(Vector.of(new VariantProblem("", 0, 0, problem))),
     *               catalog -> SweepFiles.load("""
     *                       {"base": "incan-gold", "lineup": ["mine", "risk", "threshold:8"], "games": 1000, "seed": 7}""",
     *                       catalog::parse));   // 'mine' is not a strategy, unless a provider adds it
     * }</pre>
     *
     * @param json the file's content
     * @param reader reads a bot's description: the strategy, or what is wrong with the description;
     *     called once for each distinct description, and its strategies shared by the cells
     * @return the sweep, or every problem found (at most {@link VariantFiles#MAX_PROBLEMS} and a
     *     count of the rest), each with its place in the file
     */
    public static Validation<Seq<VariantProblem>, Sweep> load(
            String json, Function<String, Either<String, Strategy>> reader) {
        Objects.requireNonNull(json, "json");
        Objects.requireNonNull(reader, "reader");
        if (json.length() > VariantFiles.MAX_FILE_CHARS) {
            return Validation.invalid(Vector.of(tooLarge(json.length() + " characters")));
        }
        return JsonTree.parse(json, EXAMPLE)
                .fold(
                        problem -> Validation.<Seq<VariantProblem>, Sweep>invalid(Vector.of(problem)),
                        parsed -> new Reader(parsed, reader).sweep().mapError(SweepFiles::firstProblems));
    }

    /**
     * Loads a sweep file, read as UTF-8, its bots read by {@link Strategies#parse}.
     *
     * @param file the file
     * @return the sweep, or every problem found; a file that cannot be read is one problem, not an
     *     exception
     */
    public static Validation<Seq<VariantProblem>, Sweep> load(Path file) {
        return load(file, Strategies::parse);
    }

    /**
     * Loads a sweep file, read as UTF-8, its bots read by {@code reader} ({@link #load(String,
     * Function)}).
     *
     * @param file the file
     * @param reader reads a bot's description: the strategy, or what is wrong with the description
     * @return the sweep, or every problem found; a file that cannot be read is one problem, not an
     *     exception
     */
    public static Validation<Seq<VariantProblem>, Sweep> load(
            Path file, Function<String, Either<String, Strategy>> reader) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(reader, "reader");
        Either<VariantProblem, String> text = JsonTree.readFile(
                file, VariantFiles.MAX_FILE_CHARS, tooLarge("more than " + VariantFiles.MAX_FILE_CHARS + " bytes"));
        return text.isLeft() ? Validation.invalid(Vector.of(text.getLeft())) : load(text.get(), reader);
    }

    /**
     * The JSON Schema (draft 2020-12) of sweep files, also published as {@code
     * docs/sweep-schema.json}.
     *
     * @return the schema's text
     */
    public static String schema() {
        return JsonTree.bundledSchema(SweepFiles.class, "sweep-schema.json");
    }

    private static VariantProblem tooLarge(String size) {
        return new VariantProblem(
                "",
                0,
                0,
                "the file has " + size + ", more than the " + VariantFiles.MAX_FILE_CHARS
                        + " characters a sweep file may have");
    }

    private static Seq<VariantProblem> firstProblems(Seq<VariantProblem> problems) {
        Seq<VariantProblem> distinct = problems.distinct();
        if (distinct.size() <= VariantFiles.MAX_PROBLEMS) {
            return distinct;
        }
        return distinct.take(VariantFiles.MAX_PROBLEMS)
                .append(new VariantProblem(
                        "",
                        0,
                        0,
                        (distinct.size() - VariantFiles.MAX_PROBLEMS)
                                + " more problems are not listed; fix these first"));
    }

    /** The value an option takes in a cell, and where the file says so. */
    private record Setting(String option, JsonNode value, String pointer) {
        String label() {
            if (option.equals(LINEUP)) {
                return lineupOf(value).mkString(",");
            }
            try {
                return MAPPER.writeValueAsString(value);
            } catch (JacksonException impossible) {
                throw new IllegalStateException("a parsed tree always writes", impossible);
            }
        }
    }

    private static List<String> lineupOf(JsonNode array) {
        List<String> bots = List.empty();
        for (JsonNode bot : array) {
            bots = bots.append(bot.asText());
        }
        return bots;
    }

    private static final class Reader {
        private final JsonTree.Parsed parsed;
        private Vector<VariantProblem> problems;
        /** The base as a house-rule object, or none if it is missing or wrong. */
        private Option<ObjectNode> base = Option.none();
        /** The base's rules, if it is valid. */
        private Option<Rules> baseRules = Option.none();
        /** The cells' problems already reported, by place and message: each is named in its first cell only. */
        private Set<String> cellProblems = HashSet.empty();
        /** Reads a bot's description. */
        private final Function<String, Either<String, Strategy>> botReader;
        /** Each description read so far: its strategy, or what is wrong with it. */
        private final java.util.Map<String, Either<String, Strategy>> botsRead = new java.util.HashMap<>();

        Reader(JsonTree.Parsed parsed, Function<String, Either<String, Strategy>> reader) {
            this.parsed = parsed;
            this.botReader = reader;
            this.problems = parsed.problems();
        }

        private void problem(String pointer, String message) {
            problems = problems.append(parsed.problem(pointer, message));
        }

        Validation<Seq<VariantProblem>, Sweep> sweep() {
            JsonNode root = parsed.root();
            if (!root.isObject()) {
                return Validation.invalid(Vector.of(parsed.problem(
                        "", "the file holds " + kind(root) + "; expected a JSON object such as " + EXAMPLE)));
            }
            for (String name : (Iterable<String>) root::fieldNames) {
                if (!FIELDS.contains(name)) {
                    problem(
                            "/" + JsonTree.escape(name),
                            "\"" + Names.printable(name) + "\" is not a field of sweep files, which have "
                                    + FIELDS.mkString(", "));
                }
            }
            String description = text(root, "description").getOrElse("");
            text(root, "$schema");
            readBase(root);
            Option<List<String>> lineup = root.has(LINEUP) ? lineup(root.get(LINEUP), "/" + LINEUP) : Option.none();
            Option<Long> games = whole(
                    root,
                    "games",
                    1,
                    MAX_GAMES_PER_CELL,
                    "a number of games per cell, a whole number from 1 to " + MAX_GAMES_PER_CELL);
            Option<Long> seed =
                    whole(root, "seed", Long.MIN_VALUE, Long.MAX_VALUE, "a seed, a whole number that fits in 64 bits");
            List<Tuple2<String, List<Setting>>> axes = axes(root);
            List<List<Setting>> explicit = explicitCells(root);
            boolean lineupEverywhere = lineup.isDefined()
                    || (axes.exists(axis -> axis._1.equals(LINEUP))
                            && explicit.forAll(cell -> cell.exists(setting -> setting.option.equals(LINEUP))));
            if (!root.has(LINEUP) && !lineupEverywhere) {
                problem(
                        "",
                        "the file has no \"lineup\": a list of bots, one per seat, such as [\"threshold:8\", \"risk\","
                                + " \"random:0.3\"]; it may be left out only when an axis and every explicit cell give"
                                + " the lineup");
            }
            long gridCells = 1;
            for (Tuple2<String, List<Setting>> axis : axes) {
                gridCells = Math.min((long) MAX_CELLS + 1, gridCells * axis._2.size());
            }
            if (gridCells + explicit.size() > MAX_CELLS) {
                problem(
                        "/axes",
                        "the sweep has " + (gridCells > MAX_CELLS ? "more than " + MAX_CELLS : gridCells)
                                + " cells in its grid and " + explicit.size()
                                + " explicit cells; a sweep may have at most "
                                + MAX_CELLS);
            }
            if (!problems.isEmpty() || base.isEmpty() || games.isEmpty() || seed.isEmpty()) {
                if (!problems.isEmpty() && base.isDefined() && gridCells + explicit.size() <= MAX_CELLS) {
                    // the cells' rules too, so that one reading tells every problem (their bots and
                    // seats need the rest of the file sound)
                    int index = 0;
                    for (List<Setting> cell : grid(axes.map(Tuple2::_2)).appendAll(explicit)) {
                        if (problems.size() > VariantFiles.MAX_PROBLEMS) {
                            break;
                        }
                        cellRules(index++, cell);
                    }
                }
                return Validation.invalid(
                        problems.isEmpty() ? Vector.of(parsed.problem("", "the file is incomplete")) : problems);
            }
            List<List<Setting>> settings = grid(axes.map(Tuple2::_2)).appendAll(explicit);
            List<SweepCell> cells = List.empty();
            int index = 0;
            for (List<Setting> cell : settings) {
                Option<SweepCell> built = cell(index, cell, lineup, games.get(), seed.get());
                if (built.isDefined()) {
                    cells = cells.prepend(built.get());
                }
                index++;
                if (problems.size() > VariantFiles.MAX_PROBLEMS) {
                    break;
                }
            }
            if (!problems.isEmpty()) {
                return Validation.invalid(problems);
            }
            List<SweepAxis> sweepAxes = axes.map(axis -> new SweepAxis(axis._1, axis._2.map(Setting::label)));
            return Validation.valid(new Sweep(description, sweepAxes, cells.reverse(), games.get(), seed.get()));
        }

        /** The cross product, the first axis varying slowest. */
        private static List<List<Setting>> grid(List<List<Setting>> axes) {
            List<List<Setting>> cells = List.of(List.empty());
            for (List<Setting> axis : axes) {
                cells = cells.flatMap(cell -> axis.map(cell::append));
            }
            return cells;
        }

        private void readBase(JsonNode root) {
            JsonNode node = root.get("base");
            if (node == null) {
                problem(
                        "",
                        "the file has no \"base\": a preset's id such as \"incan-gold\", or a house-rule object such as"
                                + " {\"base\": \"incan-gold\", \"rounds\": 7}");
                return;
            }
            ObjectNode file;
            if (node.isTextual()) {
                file = JsonNodeFactory.instance.objectNode().put("base", node.asText());
            } else if (node.isObject()) {
                file = ((ObjectNode) node).deepCopy();
            } else {
                problem(
                        "/base",
                        "\"base\" is " + kind(node) + "; expected a preset's id such as \"incan-gold\", or a house-rule"
                                + " object");
                return;
            }
            Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(write(file));
            if (loaded.isInvalid()) {
                for (VariantProblem wrong : loaded.getError()) {
                    String pointer = node.isObject() ? "/base" + wrong.pointer() : "/base";
                    problem(pointer, "in the base: " + wrong.message());
                }
                return;
            }
            base = Option.some(file);
            baseRules = Option.some(loaded.get());
        }

        private Option<List<String>> lineup(JsonNode node, String pointer) {
            if (!node.isArray() || node.isEmpty()) {
                problem(
                        pointer,
                        (node.isArray()
                                        ? "a lineup is empty; give one bot per seat"
                                        : "a lineup is " + kind(node) + "; expected a list of bots, one per seat")
                                + ", such as [\"threshold:8\", \"risk\", \"random:0.3\"]");
                return Option.none();
            }
            if (node.size() > Rules.MAX_SEATS) {
                problem(pointer, "a lineup has " + node.size() + " bots; a game seats at most " + Rules.MAX_SEATS);
                return Option.none();
            }
            boolean valid = true;
            for (int position = 0; position < node.size(); position++) {
                JsonNode bot = node.get(position);
                if (!bot.isTextual()) {
                    problem(
                            pointer + "/" + position,
                            "a bot is " + kind(bot) + "; expected a description such as \"risk\"");
                    valid = false;
                } else {
                    String wrong = readBot(bot.asText()).swap().getOrNull();
                    if (wrong != null) {
                        problem(pointer + "/" + position, wrong);
                        valid = false;
                    }
                }
            }
            return valid ? Option.some(lineupOf(node)) : Option.none();
        }

        private List<Tuple2<String, List<Setting>>> axes(JsonNode root) {
            JsonNode node = root.get("axes");
            if (node == null) {
                return List.empty();
            }
            if (!node.isArray()) {
                problem(
                        "/axes",
                        "\"axes\" is " + kind(node) + "; expected a list of {\"option\": ..., \"values\": [...]}");
                return List.empty();
            }
            if (node.size() > MAX_AXES) {
                problem("/axes", "the sweep has " + node.size() + " axes; a sweep may have at most " + MAX_AXES);
                return List.empty();
            }
            List<Tuple2<String, List<Setting>>> axes = List.empty();
            for (int index = 0; index < node.size(); index++) {
                String pointer = "/axes/" + index;
                JsonNode axis = node.get(index);
                if (!axis.isObject()) {
                    problem(pointer, "an axis is " + kind(axis) + "; expected {\"option\": ..., \"values\": [...]}");
                    continue;
                }
                for (String name : (Iterable<String>) axis::fieldNames) {
                    if (!name.equals("option") && !name.equals("values")) {
                        problem(
                                pointer + "/" + JsonTree.escape(name),
                                "\"" + Names.printable(name)
                                        + "\" is not a field of an axis, which has option and values");
                    }
                }
                Option<String> option = option(axis.get("option"), pointer + "/option", pointer);
                if (option.isDefined() && axes.exists(other -> other._1.equals(option.get()))) {
                    problem(
                            pointer + "/option",
                            "the option " + option.get() + " has an axis already; give each option one axis");
                    continue;
                }
                JsonNode values = axis.get("values");
                if (values == null || !values.isArray() || values.isEmpty()) {
                    problem(
                            values == null ? pointer : pointer + "/values",
                            values == null
                                    ? "the axis has no \"values\""
                                    : values.isArray()
                                            ? "\"values\" is empty; give the axis at least one value"
                                            : "\"values\" is " + kind(values) + "; expected a list of values");
                    continue;
                }
                if (values.size() > MAX_AXIS_VALUES) {
                    problem(
                            pointer + "/values",
                            "the axis has " + values.size() + " values; an axis may have at most " + MAX_AXIS_VALUES);
                    continue;
                }
                if (option.isEmpty()) {
                    continue;
                }
                List<Setting> settings = List.empty();
                for (int position = 0; position < values.size(); position++) {
                    String valuePointer = pointer + "/values/" + position;
                    JsonNode value = values.get(position);
                    if (value(option.get(), value, valuePointer)) {
                        settings = settings.append(new Setting(option.get(), value, valuePointer));
                    }
                }
                if (settings.size() == values.size()) {
                    List<String> labels = settings.map(Setting::label);
                    if (labels.distinct().size() < labels.size()) {
                        problem(pointer + "/values", "the axis gives a value more than once");
                    }
                    axes = axes.append(new Tuple2<>(option.get(), settings));
                }
            }
            return axes;
        }

        private List<List<Setting>> explicitCells(JsonNode root) {
            JsonNode node = root.get("cells");
            if (node == null) {
                return List.empty();
            }
            if (!node.isArray()) {
                problem("/cells", "\"cells\" is " + kind(node) + "; expected a list of objects from option to value");
                return List.empty();
            }
            if (node.size() > MAX_CELLS) {
                problem(
                        "/cells",
                        "the sweep has " + node.size() + " explicit cells; a sweep may have at most " + MAX_CELLS);
                return List.empty();
            }
            List<List<Setting>> cells = List.empty();
            for (int index = 0; index < node.size(); index++) {
                String pointer = "/cells/" + index;
                JsonNode cell = node.get(index);
                if (!cell.isObject()) {
                    problem(
                            pointer,
                            "a cell is " + kind(cell) + "; expected an object from option to value, such as"
                                    + " {\"rounds\": 7}");
                    continue;
                }
                // a wrong setting is a problem of the file, so the cells are then read for their
                // rules alone: the rest of the cell keeps its place and is checked
                List<Setting> settings = List.empty();
                for (String name : (Iterable<String>) cell::fieldNames) {
                    String valuePointer = pointer + "/" + JsonTree.escape(name);
                    Option<String> option = option(JsonNodeFactory.instance.textNode(name), valuePointer, valuePointer);
                    if (option.isDefined() && value(option.get(), cell.get(name), valuePointer)) {
                        settings = settings.append(new Setting(option.get(), cell.get(name), valuePointer));
                    }
                }
                cells = cells.append(settings);
            }
            return cells;
        }

        /** An option's name, checked for its form; its values are checked cell by cell. */
        private Option<String> option(JsonNode node, String pointer, String missingPointer) {
            if (node == null) {
                problem(missingPointer, "the axis has no \"option\"");
                return Option.none();
            }
            if (!node.isTextual()) {
                problem(pointer, "an option is " + kind(node) + "; expected its name, such as \"rounds\"");
                return Option.none();
            }
            String option = node.asText();
            if (NOT_OPTIONS.contains(option)) {
                problem(
                        pointer,
                        option + " cannot vary; an option is a house-rule field, hazards/NAME, lineup or seats");
                return Option.none();
            }
            if (option.startsWith(HAZARDS_PREFIX) && option.length() == HAZARDS_PREFIX.length()) {
                problem(pointer, "hazards/ names no hazard type; write hazards/NAME, such as hazards/snakes");
                return Option.none();
            }
            if (option.equals("hazards")) {
                problem(pointer, "vary one hazard type at a time: hazards/NAME, such as hazards/snakes");
                return Option.none();
            }
            if (option.startsWith(HAZARDS_PREFIX) && baseRules.isDefined()) {
                // A misspelt type would add a new one: a new type is given in the base first.
                String type = option.substring(HAZARDS_PREFIX.length());
                if (!baseRules.get().hazards().keySet().exists(known -> known.name()
                        .equals(type))) {
                    problem(
                            pointer,
                            "the base has no hazard type \"" + Names.printable(type) + "\"; its types are "
                                    + baseRules
                                            .get()
                                            .hazards()
                                            .keySet()
                                            .map(known -> known.name())
                                            .mkString(", ")
                                    + "; to add a type, give it in the base's hazards, such as {\"base\": \"incan-gold\","
                                    + " \"hazards\": {\"" + Names.printable(type) + "\": 3}}");
                    return Option.none();
                }
            }
            if (!option.startsWith(HAZARDS_PREFIX) && !OPTIONS.contains(option)) {
                problem(
                        pointer,
                        "\"" + Names.printable(option) + "\" is not an option; an option is one of "
                                + OPTIONS.mkString(", ") + ", or hazards/NAME for one hazard type's number of cards");
                return Option.none();
            }
            return Option.some(option);
        }

        /** Checks the values whose form the sweep decides; the rules' values are checked in each cell. */
        private boolean value(String option, JsonNode value, String pointer) {
            if (option.equals(LINEUP)) {
                return lineup(value, pointer).isDefined();
            }
            if (option.equals(SEATS)) {
                if (!value.canConvertToInt()
                        || !value.isIntegralNumber()
                        || value.asInt() < 1
                        || value.asInt() > Rules.MAX_SEATS) {
                    problem(
                            pointer,
                            "a seat count is " + describe(value) + "; expected a whole number from 1 to "
                                    + Rules.MAX_SEATS);
                    return false;
                }
            }
            return true;
        }

        /** The rules of a cell: the base with the cell's settings, or none, its problems told. */
        private Option<Rules> cellRules(int index, List<Setting> settings) {
            ObjectNode file = base.get().deepCopy();
            for (Setting setting : settings) {
                if (setting.option.equals(LINEUP) || setting.option.equals(SEATS)) {
                    continue; // not an option of the rules
                }
                if (setting.option.startsWith(HAZARDS_PREFIX)) {
                    JsonNode hazards = file.get("hazards");
                    ObjectNode merged =
                            hazards != null && hazards.isObject() ? (ObjectNode) hazards : file.putObject("hazards");
                    merged.set(setting.option.substring(HAZARDS_PREFIX.length()), setting.value);
                } else {
                    file.set(setting.option, setting.value);
                }
            }
            Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(write(file));
            if (loaded.isInvalid()) {
                for (VariantProblem wrong : loaded.getError()) {
                    cellProblem(blame(wrong.pointer(), settings), label(index, settings), wrong.message());
                }
                return Option.none();
            }
            return Option.some(loaded.get());
        }

        /** Each option a cell sets and the label of its value, in the cell's order. */
        private static LinkedHashMap<String, String> coordinates(List<Setting> settings) {
            return LinkedHashMap.ofEntries(settings.map(setting -> io.vavr.Tuple.of(setting.option, setting.label())));
        }

        /** A cell as its problems name it: {@code cell 3 (rounds=7)}. */
        private static String label(int index, List<Setting> settings) {
            LinkedHashMap<String, String> coordinates = coordinates(settings);
            return "cell " + index + " ("
                    + (coordinates.isEmpty()
                            ? "base"
                            : coordinates
                                    .map(entry -> entry._1 + "=" + entry._2)
                                    .mkString(", "))
                    + ")";
        }

        private Option<SweepCell> cell(
                int index, List<Setting> settings, Option<List<String>> lineup, long games, long seed) {
            Option<Rules> loaded = cellRules(index, settings);
            if (loaded.isEmpty()) {
                return Option.none();
            }
            List<String> bots = lineup.getOrElse(List.empty());
            Option<Setting> seats = Option.none();
            for (Setting setting : settings) {
                if (setting.option.equals(LINEUP)) {
                    bots = lineupOf(setting.value);
                } else if (setting.option.equals(SEATS)) {
                    seats = Option.some(setting);
                }
            }
            if (seats.isDefined()) {
                int count = seats.get().value.asInt();
                List<String> repeated = List.empty();
                for (int seat = 0; seat < count; seat++) {
                    repeated = repeated.append(bots.get(seat % bots.size()));
                }
                bots = repeated;
            }
            List<Strategy> strategies =
                    bots.map(description -> readBot(description).get());
            String wrong =
                    Simulation.of(loaded.get(), strategies, games, seed).swap().getOrNull();
            if (wrong != null) {
                String pointer = seats.map(Setting::pointer)
                        .orElse(settings.find(setting -> setting.option.equals(LINEUP))
                                .map(Setting::pointer))
                        .getOrElse("/" + LINEUP);
                cellProblem(pointer, label(index, settings), wrong);
                return Option.none();
            }
            return Option.some(
                    new SweepCell(index, coordinates(settings), loaded.get(), bots, strategies, games, seed));
        }

        /**
         * A bot's description as the reader reads it, read once. A reader that gives no bot (null,
         * or a bot that describes itself as null) is named as the problem.
         */
        private Either<String, Strategy> readBot(String description) {
            return botsRead.computeIfAbsent(description, text -> {
                Either<String, Strategy> read = botReader.apply(text);
                if (read == null
                        || (read.isLeft() && read.getLeft() == null)
                        || (read.isRight() && (read.get() == null || read.get().describe() == null))) {
                    return Either.left("the reader of the bots gave no bot for '" + Names.printable(text)
                            + "' (null, or a bot that describes itself as null)");
                }
                return read;
            });
        }

        private void cellProblem(String pointer, String cell, String message) {
            if (!cellProblems.contains(pointer + "\n" + message)) {
                cellProblems = cellProblems.add(pointer + "\n" + message);
                problem(pointer, "in " + cell + ": " + message);
            }
        }

        /** The place in the sweep file of a problem of a cell's house-rule file. */
        private String blame(String pointer, List<Setting> settings) {
            for (Setting setting : settings.reverse()) {
                String path = "/"
                        + (setting.option.startsWith(HAZARDS_PREFIX)
                                ? "hazards/" + JsonTree.escape(setting.option.substring(HAZARDS_PREFIX.length()))
                                : JsonTree.escape(setting.option));
                if (pointer.equals(path) || pointer.startsWith(path + "/")) {
                    return setting.pointer;
                }
            }
            return parsed.root().get("base").isObject() ? "/base" + pointer : "/base";
        }

        private Option<String> text(JsonNode root, String field) {
            JsonNode node = root.get(field);
            if (node == null) {
                return Option.none();
            }
            if (!node.isTextual()) {
                problem(
                        "/" + JsonTree.escape(field),
                        "\"" + Names.printable(field) + "\" is " + kind(node) + "; expected a string");
                return Option.none();
            }
            return Option.some(node.asText());
        }

        private Option<Long> whole(JsonNode root, String field, long min, long max, String what) {
            JsonNode node = root.get(field);
            if (node == null) {
                problem("", "the file has no \"" + field + "\": " + what);
                return Option.none();
            }
            if (node.isIntegralNumber()) {
                BigInteger value = node.bigIntegerValue();
                if (value.compareTo(BigInteger.valueOf(min)) >= 0 && value.compareTo(BigInteger.valueOf(max)) <= 0) {
                    return Option.some(value.longValue());
                }
            }
            problem("/" + field, "\"" + field + "\" is " + describe(node) + "; expected " + what);
            return Option.none();
        }
    }

    private static String write(ObjectNode file) {
        try {
            return MAPPER.writeValueAsString(file);
        } catch (JacksonException impossible) {
            throw new IllegalStateException("a parsed tree always writes", impossible);
        }
    }

    private static String describe(JsonNode node) {
        if (node.isNumber()) {
            return node.asText();
        }
        return kind(node);
    }

    private static String kind(JsonNode node) {
        if (node.isObject()) {
            return "an object";
        } else if (node.isArray()) {
            return "a list";
        } else if (node.isTextual()) {
            return "the string \"" + Names.printable(node.asText()) + "\"";
        } else if (node.isBoolean()) {
            return node.asText();
        } else if (node.isNull()) {
            return "null";
        } else if (node.isNumber()) {
            return "the number " + node.asText();
        }
        return "an unreadable number";
    }
}
