package io.github.incangold.variants;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import io.github.incangold.internal.Names;
import io.github.incangold.model.HazardType;
import io.github.incangold.rules.ArtifactSharing;
import io.github.incangold.rules.ArtifactValuation;
import io.github.incangold.rules.BustPenalty;
import io.github.incangold.rules.BustRemoval;
import io.github.incangold.rules.LeftoverArtifacts;
import io.github.incangold.rules.LeftoverGems;
import io.github.incangold.rules.RuleProblem;
import io.github.incangold.rules.Rules;
import io.github.incangold.rules.TieBreak;
import io.github.incangold.variants.internal.JsonTree;
import io.vavr.Tuple2;
import io.vavr.collection.HashSet;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * Reads and writes house-rule files: JSON that names a {@link Presets preset} as its {@code base}
 * and overrides only what changes. Field names are those of {@link Rules}; {@code hazards} maps
 * a type's name to its number of cards and is merged into the base's hazards (0 removes a type).
 *
 * <pre>{@code
 * Validation<Seq<VariantProblem>, Rules> loaded =
 *         VariantFiles.load("{\"base\": \"incan-gold\", \"rounds\": 7, \"hazards\": {\"fire\": 4}}");
 * if (loaded.isInvalid()) {
 *     loaded.getError().forEach(System.err::println); // every problem, with line, column and pointer
 * }
 * String file = VariantFiles.save(loaded.get());   // {"base": "long-game", "hazards": {"fire": 4}}
 * }</pre>
 *
 * <p>Unknown fields are errors, so a misspelt option never falls back to a default silently. The
 * format's JSON Schema is {@link #schema()}.
 */
public final class VariantFiles {
    private VariantFiles() {}

    /** The optional field that points an editor at the schema; ignored when loading. */
    static final String SCHEMA_FIELD = "$schema";
    /** The optional free-text field that says what the house rule is for; ignored when loading. */
    static final String DESCRIPTION_FIELD = "description";

    static final String BASE_FIELD = "base";

    /** A house-rule file, shown where a file holds no JSON object. */
    private static final String EXAMPLE = "{\"base\": \"incan-gold\"}";

    private static final String WHOLE = "a whole number";
    private static final String TRUE_OR_FALSE = "true or false";

    /** What each rules field accepts, in file order; used for messages and kept in step with the schema. */
    static final Map<String, String> ALLOWED = LinkedHashMap.<String, String>empty()
            .put("minPlayers", WHOLE + " of seats from 1 to " + Rules.MAX_SEATS + " (R1)")
            .put("maxPlayers", WHOLE + " of seats from minPlayers to " + Rules.MAX_SEATS + " (R1)")
            .put("rounds", WHOLE + " of rounds from 1 to " + Rules.MAX_ROUNDS + " (R2)")
            .put(
                    "treasureValues",
                    "a list of whole numbers from 1 to " + Rules.MAX_VALUE + ", one per treasure card (R3)")
            .put(
                    "hazards",
                    "an object from hazard type name to its number of cards, at least 1, or 0 to"
                            + " remove a type of the base (R4); names are not blank, have no surrounding spaces and show as"
                            + " themselves, at most 64 characters")
            .put("artifactsEnabled", TRUE_OR_FALSE + " (R5, R20)")
            .put("artifactCount", WHOLE + " of artifacts, at least 0 (R5)")
            .put("artifactValuation", enumValues(ArtifactValuation.values()) + " (R13)")
            .put(
                    "claimOrderValues",
                    "a non-empty list of whole numbers from 0 to " + Rules.MAX_VALUE
                            + ": the value of the 1st, 2nd, ... artifact to reach a camp (R13)")
            .put(
                    "printedArtifactValues",
                    "a list of whole numbers from 0 to " + Rules.MAX_VALUE + ", one per artifact (R13)")
            .put(
                    "roundArtifactValues",
                    "a non-empty list of whole numbers from 0 to " + Rules.MAX_VALUE
                            + ": the value of an artifact claimed in round 1, 2, ..., with BY_ROUND valuation (R13)")
            .put("artifactSharing", enumValues(ArtifactSharing.values()) + " (R12)")
            .put("leftoverGems", enumValues(LeftoverGems.values()) + " (R11)")
            .put(
                    "artifactsPerRound",
                    WHOLE + " from 1 to " + Rules.MAX_CARDS
                            + ": the artifacts each round adds to the deck, 1 by the rulebook (R5)")
            .put("leftoverArtifacts", enumValues(LeftoverArtifacts.values()) + " (R16)")
            .put(
                    "bustTrigger",
                    WHOLE + " from 1 to " + Rules.MAX_CARDS
                            + ": the card of one hazard type that ends a round, 2 by the rulebook (R14)")
            .put("bustPenalty", enumValues(BustPenalty.values()) + " (R14)")
            .put("bustRemoval", enumValues(BustRemoval.values()) + " (R14)")
            .put("removeBustingHazard", TRUE_OR_FALSE + ", the same as bustRemoval BUSTING_CARD or NONE (R14)")
            .put("openingHazardAutoReveal", TRUE_OR_FALSE + " (R15)")
            .put("tieBreak", enumValues(TieBreak.values()) + " (R19)")
            .put("artifactTieBreak", TRUE_OR_FALSE + ", the same as tieBreak ARTIFACTS or SHARED (R19)")
            .put(
                    "startingGems",
                    "a list of whole numbers from 0 to " + Rules.MAX_VALUE
                            + ", the gems in each seat's tent at the start; seats past its end start with none (R18)")
            .put("openTents", TRUE_OR_FALSE + " (R21)");

    /** Every field a file may hold. */
    static final List<String> FIELDS =
            List.of(SCHEMA_FIELD, BASE_FIELD, DESCRIPTION_FIELD).appendAll(ALLOWED.keySet());

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectWriter PRETTY = MAPPER.writer(new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(new DefaultIndenter("  ", "\n")));

    /**
     * The rule fields a house-rule file may set, in the order a saved file writes them: what a
     * frontend offers to change, and what a sweep may vary.
     *
     * <pre>{@code
     * VariantFiles.fields().contains("rounds");   // true
     * }</pre>
     *
     * @return the names, such as {@code minPlayers}, {@code rounds}, {@code hazards}
     */
    public static List<String> fields() {
        return ALLOWED.keySet().toList();
    }

    /**
     * Loads a variant file's text.
     *
     * @param json the file's content
     * @return the validated rules, or every problem found (at most {@link #MAX_PROBLEMS} and a
     *     count of the rest), each with its place in the file and what is allowed there
     */
    public static Validation<Seq<VariantProblem>, Rules> load(String json) {
        Objects.requireNonNull(json, "json");
        if (json.length() > MAX_FILE_CHARS) {
            return Validation.invalid(Vector.of(tooLarge(json.length() + " characters")));
        }
        Either<VariantProblem, JsonTree.Parsed> parsed = JsonTree.parse(json, EXAMPLE);
        if (parsed.isLeft()) {
            return Validation.invalid(Vector.of(parsed.getLeft()));
        }
        return new Reader(parsed.get()).rules().mapError(VariantFiles::firstProblems);
    }

    /** The most characters a variant file may have: a file of every option takes about 2,000. */
    public static final int MAX_FILE_CHARS = 256 * 1024;
    /** The deepest nesting of objects and arrays in a variant file; a variant file nests two levels. */
    public static final int MAX_NESTING_DEPTH = 16;
    /** The most characters of a number in a variant file. */
    public static final int MAX_NUMBER_CHARS = 100;
    /** The most problems listed for one file; past them, one more problem says how many are left out. */
    public static final int MAX_PROBLEMS = 50;

    private static VariantProblem tooLarge(String size) {
        return new VariantProblem(
                "",
                0,
                0,
                "the file has " + size + ", more than the " + MAX_FILE_CHARS + " characters a variant file may have");
    }

    /** The first {@link #MAX_PROBLEMS} problems, and one that counts the rest. */
    private static Seq<VariantProblem> firstProblems(Seq<VariantProblem> problems) {
        if (problems.size() <= MAX_PROBLEMS) {
            return problems;
        }
        return problems.take(MAX_PROBLEMS)
                .append(new VariantProblem(
                        "", 0, 0, (problems.size() - MAX_PROBLEMS) + " more problems are not listed; fix these first"));
    }

    /**
     * Loads a variant file, read as UTF-8.
     *
     * @param file the file
     * @return the validated rules, or every problem found (at most {@link #MAX_PROBLEMS} and a
     *     count of the rest); a file that cannot be read is one
     *     problem, not an exception
     */
    public static Validation<Seq<VariantProblem>, Rules> load(Path file) {
        Objects.requireNonNull(file, "file");
        Either<VariantProblem, String> text =
                JsonTree.readFile(file, MAX_FILE_CHARS, tooLarge("more than " + MAX_FILE_CHARS + " bytes"));
        return text.isLeft() ? Validation.invalid(Vector.of(text.getLeft())) : load(text.get());
    }

    /**
     * Writes the smallest file that reproduces a configuration: the preset that needs the fewest
     * overrides as {@code base}, then only the fields that differ from it. {@code
     * load(save(rules))} gives back equal rules.
     *
     * @param rules the configuration
     * @return the file's text, pretty-printed, ending with a line break
     */
    public static String save(Rules rules) {
        Objects.requireNonNull(rules, "rules");
        ObjectNode smallest = null;
        int smallestSize = Integer.MAX_VALUE;
        for (Preset preset : Presets.all()) {
            ObjectNode file = overrides(preset, rules);
            int size = file.toString().length();
            if (size < smallestSize) {
                smallest = file;
                smallestSize = size;
            }
        }
        try {
            return PRETTY.writeValueAsString(smallest) + "\n";
        } catch (JacksonException impossible) {
            throw new IllegalStateException("a tree of strings, numbers and booleans always writes", impossible);
        }
    }

    /**
     * The JSON Schema (draft 2020-12) of variant files, also published as {@code
     * docs/variant-schema.json}. Point an editor at it with {@code "$schema"} in a file.
     *
     * @return the schema's text
     */
    public static String schema() {
        return JsonTree.bundledSchema(VariantFiles.class, "variant-schema.json");
    }

    /** The file that turns {@code base} into {@code rules}. */
    private static ObjectNode overrides(Preset base, Rules rules) {
        Rules from = base.rules();
        ObjectNode file = JsonNodeFactory.instance.objectNode();
        file.put(BASE_FIELD, base.id());
        putIfChanged(file, "minPlayers", from.minPlayers(), rules.minPlayers());
        putIfChanged(file, "maxPlayers", from.maxPlayers(), rules.maxPlayers());
        putIfChanged(file, "rounds", from.rounds(), rules.rounds());
        putIfChanged(file, "treasureValues", from.treasureValues(), rules.treasureValues());
        if (!from.hazards().equals(rules.hazards())) {
            // The base's types first, in its order, then new types: the order loading gives back.
            ObjectNode hazards = file.putObject("hazards");
            for (Tuple2<HazardType, Integer> entry : from.hazards()) {
                int count = rules.hazards().get(entry._1).getOrElse(0);
                if (count != entry._2) {
                    hazards.put(entry._1.name(), count);
                }
            }
            for (Tuple2<HazardType, Integer> entry : rules.hazards()) {
                if (!from.hazards().containsKey(entry._1)) {
                    hazards.put(entry._1.name(), entry._2);
                }
            }
        }
        putIfChanged(file, "artifactsEnabled", from.artifactsEnabled(), rules.artifactsEnabled());
        putIfChanged(file, "artifactCount", from.artifactCount(), rules.artifactCount());
        putIfChanged(file, "artifactValuation", from.artifactValuation(), rules.artifactValuation());
        putIfChanged(file, "claimOrderValues", from.claimOrderValues(), rules.claimOrderValues());
        putIfChanged(file, "printedArtifactValues", from.printedArtifactValues(), rules.printedArtifactValues());
        putIfChanged(file, "roundArtifactValues", from.roundArtifactValues(), rules.roundArtifactValues());
        putIfChanged(file, "artifactSharing", from.artifactSharing(), rules.artifactSharing());
        putIfChanged(file, "leftoverGems", from.leftoverGems(), rules.leftoverGems());
        putIfChanged(file, "artifactsPerRound", from.artifactsPerRound(), rules.artifactsPerRound());
        putIfChanged(file, "leftoverArtifacts", from.leftoverArtifacts(), rules.leftoverArtifacts());
        putIfChanged(file, "bustTrigger", from.bustTrigger(), rules.bustTrigger());
        putIfChanged(file, "bustPenalty", from.bustPenalty(), rules.bustPenalty());
        // bustRemoval and tieBreak say all that removeBustingHazard and artifactTieBreak say.
        putIfChanged(file, "bustRemoval", from.bustRemoval(), rules.bustRemoval());
        putIfChanged(file, "openingHazardAutoReveal", from.openingHazardAutoReveal(), rules.openingHazardAutoReveal());
        putIfChanged(file, "tieBreak", from.tieBreak(), rules.tieBreak());
        putIfChanged(file, "startingGems", from.startingGems(), rules.startingGems());
        putIfChanged(file, "openTents", from.openTents(), rules.openTents());
        return file;
    }

    private static void putIfChanged(ObjectNode file, String field, Object base, Object value) {
        if (base.equals(value)) {
            return;
        }
        if (value instanceof Integer i) {
            file.put(field, i);
        } else if (value instanceof Boolean b) {
            file.put(field, b);
        } else if (value instanceof Enum) {
            file.put(field, ((Enum<?>) value).name());
        } else {
            ArrayNode array = file.putArray(field);
            for (Object element : (List<?>) value) {
                array.add((Integer) element);
            }
        }
    }

    private static String enumValues(Enum<?>[] values) {
        return List.of(values).map(value -> "\"" + value.name() + "\"").mkString(" or ");
    }

    /** Checks one parsed file and applies it to its base. */
    private static final class Reader {
        private final JsonTree.Parsed parsed;
        private Vector<VariantProblem> problems;
        /** Fields whose value was rejected here, so the rules' own checks do not report them again. */
        private Set<String> rejected = HashSet.empty();

        Reader(JsonTree.Parsed parsed) {
            this.parsed = parsed;
            this.problems = parsed.problems();
        }

        Validation<Seq<VariantProblem>, Rules> rules() {
            JsonNode root = parsed.root();
            if (!root.isObject()) {
                return Validation.invalid(Vector.of(parsed.problem(
                        "", "the file holds " + describe(root) + "; expected a JSON object such as " + EXAMPLE)));
            }
            for (String name : (Iterable<String>) root::fieldNames) {
                if (!FIELDS.contains(name)) {
                    problems = problems.append(parsed.problem("/" + JsonTree.escape(name), unknownField(name)));
                }
            }
            text(root, SCHEMA_FIELD);
            text(root, DESCRIPTION_FIELD);
            Option<Preset> base = base(root);
            Rules.Builder builder = Rules.builder().from(base.map(Preset::rules).getOrElse(Rules.incanGold()));
            whole(root, "minPlayers").forEach(builder::minPlayers);
            whole(root, "maxPlayers").forEach(builder::maxPlayers);
            whole(root, "rounds").forEach(builder::rounds);
            wholes(root, "treasureValues").forEach(builder::treasureValues);
            hazards(root, base.map(preset -> preset.rules().hazards()).getOrElse(Rules.RULEBOOK_HAZARDS))
                    .forEach(builder::hazards);
            bool(root, "artifactsEnabled").forEach(builder::artifactsEnabled);
            whole(root, "artifactCount").forEach(builder::artifactCount);
            constant(root, "artifactValuation", ArtifactValuation.values()).forEach(builder::artifactValuation);
            wholes(root, "claimOrderValues").forEach(builder::claimOrderValues);
            wholes(root, "printedArtifactValues").forEach(builder::printedArtifactValues);
            wholes(root, "roundArtifactValues").forEach(builder::roundArtifactValues);
            constant(root, "artifactSharing", ArtifactSharing.values()).forEach(builder::artifactSharing);
            constant(root, "leftoverGems", LeftoverGems.values()).forEach(builder::leftoverGems);
            whole(root, "artifactsPerRound").forEach(builder::artifactsPerRound);
            constant(root, "leftoverArtifacts", LeftoverArtifacts.values()).forEach(builder::leftoverArtifacts);
            whole(root, "bustTrigger").forEach(builder::bustTrigger);
            constant(root, "bustPenalty", BustPenalty.values()).forEach(builder::bustPenalty);
            Option<Boolean> removeBusting = bool(root, "removeBustingHazard");
            Option<BustRemoval> removal = constant(root, "bustRemoval", BustRemoval.values());
            removeBusting.forEach(builder::removeBustingHazard);
            removal.forEach(builder::bustRemoval);
            agree("removeBustingHazard", removeBusting, "bustRemoval", removal, value -> value != BustRemoval.NONE);
            bool(root, "openingHazardAutoReveal").forEach(builder::openingHazardAutoReveal);
            Option<Boolean> artifactTieBreak = bool(root, "artifactTieBreak");
            Option<TieBreak> tieBreak = constant(root, "tieBreak", TieBreak.values());
            artifactTieBreak.forEach(builder::artifactTieBreak);
            tieBreak.forEach(builder::tieBreak);
            agree("artifactTieBreak", artifactTieBreak, "tieBreak", tieBreak, value -> value == TieBreak.ARTIFACTS);
            wholes(root, "startingGems").forEach(builder::startingGems);
            bool(root, "openTents").forEach(builder::openTents);
            Validation<Seq<RuleProblem>, Rules> built = builder.tryBuild();
            if (built.isInvalid()) {
                for (RuleProblem problem : built.getError()) {
                    String field = topLevel(problem.field());
                    // Without a base only the file's own fields are judged, against incan-gold's
                    // values for the rest, so that a range mistake is not hidden behind the base's.
                    boolean inFile = parsed.positions().containsKey("/" + field);
                    if (!rejected.contains(field) && (base.isDefined() || inFile)) {
                        problems = problems.append(fromRules(problem, field, base));
                    }
                }
            }
            return problems.isEmpty() ? Validation.valid(built.get()) : Validation.invalid(problems);
        }

        /**
         * A file may give both an older true-or-false field and the option that replaced it, as
         * long as they say the same: {@code removeBustingHazard: false} is {@code bustRemoval:
         * NONE}.
         */
        private <E extends Enum<E>> void agree(
                String flagField, Option<Boolean> flag, String optionField, Option<E> option, Predicate<E> flagOf) {
            if (flag.isDefined() && option.isDefined() && flag.get() != flagOf.test(option.get())) {
                rejected = rejected.add(flagField);
                problems = problems.append(parsed.problem(
                        "/" + flagField,
                        flag.get() + " disagrees with " + optionField + " \""
                                + option.get().name() + "\"; give " + optionField + " only"));
            }
        }

        private Option<Preset> base(JsonNode root) {
            JsonNode node = root.get(BASE_FIELD);
            String allowed = "one of the preset ids " + Presets.ids().mkString(", ");
            if (node == null) {
                problems = problems.append(
                        parsed.problem("", "\"base\" is missing; name the preset this file changes, " + allowed));
                return Option.none();
            }
            if (!node.isTextual()) {
                problems = problems.append(
                        parsed.problem("/base", "expected a string, got " + describe(node) + "; allowed: " + allowed));
                return Option.none();
            }
            Option<Preset> preset = Presets.byId(node.textValue());
            if (preset.isEmpty()) {
                problems = problems.append(parsed.problem(
                        "/base",
                        "no preset has the id \"" + Names.printable(node.textValue()) + "\""
                                + suggestion(node.textValue(), Presets.ids()) + "; allowed: " + allowed));
            }
            return preset;
        }

        private void text(JsonNode root, String field) {
            JsonNode node = root.get(field);
            if (node != null && !node.isTextual()) {
                problems = problems.append(
                        parsed.problem("/" + JsonTree.escape(field), "expected a string, got " + describe(node)));
            }
        }

        private Option<Integer> whole(JsonNode root, String field) {
            return value(root, field, (node, pointer) -> asWhole(node, pointer, field));
        }

        private Option<Boolean> bool(JsonNode root, String field) {
            return value(root, field, (node, pointer) -> {
                if (node.isBoolean()) {
                    return Option.some(node.booleanValue());
                }
                return reject(field, pointer, "expected true or false, got " + describe(node));
            });
        }

        private <E extends Enum<E>> Option<E> constant(JsonNode root, String field, E[] values) {
            return value(root, field, (node, pointer) -> {
                if (node.isTextual()) {
                    Option<E> match = List.of(values).find(value -> value.name().equals(node.textValue()));
                    if (match.isDefined()) {
                        return match;
                    }
                    return reject(
                            field,
                            pointer,
                            "\"" + Names.printable(node.textValue()) + "\" is not an option"
                                    + suggestion(
                                            node.textValue(), List.of(values).map(Enum::name)));
                }
                return reject(field, pointer, "expected a string, got " + describe(node));
            });
        }

        private Option<List<Integer>> wholes(JsonNode root, String field) {
            return value(root, field, (node, pointer) -> {
                if (!node.isArray()) {
                    return reject(field, pointer, "expected a list, got " + describe(node));
                }
                Vector<Option<Integer>> read = Vector.empty();
                for (int index = 0; index < node.size(); index++) {
                    read = read.append(asWhole(node.get(index), pointer + "/" + index, field));
                }
                if (read.forAll(Option::isDefined)) {
                    return Option.some(read.map(Option::get).toList());
                }
                // The rules never see this list, so the range of its other elements is checked here.
                int least = field.equals("treasureValues") ? 1 : 0;
                for (int index = 0; index < read.size(); index++) {
                    int value = read.get(index).getOrElse(least);
                    if (value < least || value > Rules.MAX_VALUE) {
                        problems = problems.append(parsed.problem(
                                pointer + "/" + index,
                                value
                                        + (value < least
                                                ? " is below " + least
                                                : " exceeds the limit of " + Rules.MAX_VALUE)
                                        + "; allowed: " + ALLOWED.get(field).get()));
                    }
                }
                return Option.none();
            });
        }

        private Option<Map<HazardType, Integer>> hazards(JsonNode root, Map<HazardType, Integer> base) {
            return value(root, "hazards", (node, pointer) -> {
                if (!node.isObject()) {
                    return reject(
                            "hazards",
                            pointer,
                            "expected an object from hazard type name to card count," + " got " + describe(node));
                }
                Map<HazardType, Integer> hazards = base;
                boolean complete = true;
                for (String name : (Iterable<String>) node::fieldNames) {
                    String at = pointer + "/" + JsonTree.escape(name);
                    Option<String> nameProblem = HazardType.nameProblem(name);
                    if (nameProblem.isDefined()) {
                        complete = false;
                        reject(
                                "hazards",
                                at,
                                "the hazard type name \"" + Names.printable(name) + "\" " + nameProblem.get()
                                        + "; use a name such as \"fire\"");
                        continue;
                    }
                    Option<Integer> count = asWhole(node.get(name), at, "hazards");
                    if (count.exists(c -> c < 0)) {
                        complete = false;
                        reject("hazards", at, count.get() + " is negative");
                    } else if (count.isEmpty()) {
                        complete = false;
                    } else if (count.get() == 0) {
                        if (!base.containsKey(HazardType.of(name))) {
                            complete = false;
                            reject(
                                    "hazards",
                                    at,
                                    "0 removes a hazard type, but the base has no type \"" + name + "\""
                                            + suggestion(
                                                    name, base.keySet().toList().map(HazardType::name)));
                        }
                        hazards = hazards.remove(HazardType.of(name));
                    } else {
                        hazards = hazards.put(HazardType.of(name), count.get());
                    }
                }
                return complete ? Option.some(hazards) : Option.none();
            });
        }

        /** Reads a present field with {@code read}; an absent field keeps the base's value. */
        private <T> Option<T> value(JsonNode root, String field, BiFunction<JsonNode, String, Option<T>> read) {
            JsonNode node = root.get(field);
            if (node == null) {
                return Option.none();
            }
            String pointer = "/" + field;
            if (node.isNull()) {
                return reject(field, pointer, "null is not allowed; leave the field out to keep the base's value");
            }
            return read.apply(node, pointer);
        }

        private Option<Integer> asWhole(JsonNode node, String pointer, String field) {
            if (node.isIntegralNumber()) {
                if (node.canConvertToInt()) {
                    return Option.some(node.intValue());
                }
                return reject(field, pointer, node.asText() + " is too large");
            }
            if (node.isNumber()) {
                // Exact: the tree holds every number as written (a BigDecimal), never as a double.
                java.math.BigDecimal value = node.decimalValue();
                if (value.signum() != 0 && value.stripTrailingZeros().scale() > 0) {
                    return reject(field, pointer, node.asText() + " is not a whole number");
                }
                try {
                    int whole = value.intValueExact();
                    return reject(
                            field,
                            pointer,
                            node.asText() + " is " + whole + " written with a fraction or an exponent; write " + whole);
                } catch (ArithmeticException tooLarge) {
                    return reject(field, pointer, node.asText() + " is too large");
                }
            }
            return reject(field, pointer, "expected a whole number, got " + describe(node));
        }

        private <T> Option<T> reject(String field, String pointer, String what) {
            rejected = rejected.add(field);
            problems = problems.append(parsed.problem(
                    pointer, what + "; allowed: " + ALLOWED.get(field).get()));
            return Option.none();
        }

        private VariantProblem fromRules(RuleProblem problem, String field, Option<Preset> base) {
            String pointer = pointer(problem.field());
            String allowed =
                    ALLOWED.get(field).map(text -> "; allowed: " + text).getOrElse("");
            String origin = base.isEmpty()
                    ? " (judged beside incan-gold's other values, as the base is unknown)"
                    : parsed.positions().containsKey("/" + field)
                            ? ""
                            : " (the value comes from base \"" + base.get().id() + "\")";
            JsonTree.Position position = parsed.positions()
                    .get(pointer)
                    .orElse(parsed.positions().get("/" + field))
                    .getOrElse(JsonTree.Position.NONE);
            return new VariantProblem(
                    pointer, position.line(), position.column(), problem.message() + origin + allowed);
        }
    }

    /** The {@link Rules} field a problem's field path starts with: {@code "treasureValues[2]"} gives {@code "treasureValues"}. */
    static String topLevel(String field) {
        int end = field.length();
        for (char separator : new char[] {'[', '.'}) {
            int at = field.indexOf(separator);
            if (at >= 0) {
                end = Math.min(end, at);
            }
        }
        return field.substring(0, end);
    }

    /** A {@link RuleProblem} field path as a JSON pointer: {@code "hazards.fire"} gives {@code "/hazards/fire"}. */
    static String pointer(String field) {
        String top = topLevel(field);
        String rest = field.substring(top.length());
        if (rest.startsWith("[") && rest.endsWith("]")) {
            return "/" + top + "/" + rest.substring(1, rest.length() - 1);
        }
        if (rest.startsWith(".")) {
            return "/" + top + "/" + JsonTree.escape(rest.substring(1));
        }
        return "/" + top;
    }

    private static String unknownField(String name) {
        return "unknown field \"" + Names.printable(name) + "\"" + suggestion(name, FIELDS) + "; allowed fields: "
                + FIELDS.mkString(", ");
    }

    /**
     * A "did you mean" hint for a near miss: a typo of up to two letters, other letter case, or one
     * word of a hyphenated name ("modern" for "online-modern").
     */
    static String suggestion(String given, List<String> known) {
        String lower = given.toLowerCase(java.util.Locale.ROOT);
        Option<String> close = known.filter(
                        candidate -> Names.editDistance(lower, candidate.toLowerCase(java.util.Locale.ROOT)) <= 2)
                .minBy(candidate -> Names.editDistance(given, candidate));
        if (close.isDefined()) {
            return " (did you mean \"" + close.get() + "\"?)";
        }
        List<String> containing = known.filter(candidate -> candidate.contains("-")
                && List.of(candidate.toLowerCase(java.util.Locale.ROOT).split("-"))
                        .contains(lower));
        return containing.isEmpty()
                ? ""
                : containing.map(name -> "\"" + name + "\"").mkString(" (did you mean ", " or ", "?)");
    }

    static String describe(JsonNode node) {
        if (node.isTextual()) {
            String text = node.textValue();
            return "the string \"" + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "\"";
        }
        if (node.isBoolean()) {
            return node.booleanValue() ? "true" : "false";
        }
        if (node.isNull()) {
            return "null";
        }
        if (node.isNumber()) {
            return "the number " + node.asText();
        }
        if (node.isPojo()) {
            String text = ((JsonTree.UnreadableNumber) ((POJONode) node).getPojo()).text();
            return "the number " + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + ", out of any range";
        }
        if (node.isArray()) {
            return "a list";
        }
        return "an object";
    }
}
