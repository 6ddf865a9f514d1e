package io.github.incangold.examples;

import io.github.incangold.rules.Rules;
import io.github.incangold.variants.Preset;
import io.github.incangold.variants.Presets;
import io.github.incangold.variants.VariantFiles;
import io.github.incangold.variants.VariantProblem;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Rules chosen by name: a preset id of the variants module, or the path of a house-rule file.
 *
 * @param name what to call them on screen
 * @param rules the configuration
 */
record NamedRules(String name, Rules rules) {
    NamedRules {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rules, "rules");
    }

    static NamedRules of(Preset preset) {
        return new NamedRules(preset.title() + " (" + preset.id() + ")", preset.rules());
    }

    /** A preset id, a preset's number in {@link Presets#all()} from 1, or a variant file's path. */
    static Either<String, NamedRules> resolve(String choice) {
        String wanted = choice.strip();
        if (wanted.isEmpty()) {
            // Path.of("") is the working folder, which would be reported as a directory
            return Either.left("the name is empty: use a preset ("
                    + Presets.ids().mkString(", ") + ") or the path of a variant file");
        }
        if (wanted.matches("\\d{1,3}")) {
            int number = Integer.parseInt(wanted);
            if (number >= 1 && number <= Presets.all().size()) {
                return Either.right(of(Presets.all().get(number - 1)));
            }
            return Either.left("there is no preset " + number + ": pick 1 to "
                    + Presets.all().size());
        }
        if (Presets.byId(wanted).isDefined()) {
            return Either.right(of(Presets.byId(wanted).get()));
        }
        Path file = Path.of(wanted);
        if (variantFile(wanted).isDefined()) {
            Validation<Seq<VariantProblem>, Rules> loaded = VariantFiles.load(file);
            if (loaded.isInvalid()) {
                int count = loaded.getError().size();
                // One problem per line: a file can have dozens, each with its place and what is allowed.
                return Either.left(file + " is not a valid variant file (" + count
                        + (count == 1 ? " problem" : " problems") + "):"
                        + loaded.getError().map(problem -> "\n  " + problem).mkString());
            }
            return Either.right(new NamedRules("house rules from " + file.getFileName(), loaded.get()));
        }
        String hint = "use a preset (" + Presets.ids().mkString(", ") + ") or the path of a variant file";
        if (looksLikePath(wanted) || Files.exists(file)) {
            String problem = Files.isDirectory(file) ? wanted + " is a directory, not a file" : "no file " + wanted;
            return Either.left(problem + ": " + hint);
        }
        return Either.left("unknown rules '" + wanted + "': " + hint);
    }

    /**
     * The variant file a choice names, if it names one: not a preset's number or id, and any file
     * but a folder (a device or a pipe, bash's {@code <(...)}, is read within the file limit too).
     */
    static Option<Path> variantFile(String choice) {
        String wanted = choice == null ? "" : choice.strip();
        if (wanted.isEmpty()
                || wanted.matches("\\d{1,3}")
                || Presets.byId(wanted).isDefined()) {
            return Option.none();
        }
        Path file = Path.of(wanted);
        return Files.exists(file) && !Files.isDirectory(file) ? Option.some(file) : Option.none();
    }

    /** A choice meant as a file: it contains a path separator or ends in {@code .json}. */
    static boolean looksLikePath(String choice) {
        return choice.contains("/")
                || choice.contains("\\")
                || choice.toLowerCase(java.util.Locale.ROOT).endsWith(".json");
    }
}
