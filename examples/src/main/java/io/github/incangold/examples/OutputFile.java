package io.github.incangold.examples;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * A file a command writes from its outcome ({@code --report}, {@code --json}, {@code --csv}): the
 * paths are checked before any game is played, so a typo costs no waiting, and the files are
 * written once the work is done.
 *
 * @param file where to write
 * @param content the file's text, made from the command's outcome
 * @param <T> the command's outcome
 */
record OutputFile<T>(Path file, Function<T, String> content) {
    /** How a problem with an output file begins; the commands exit with {@link Simulate#CANNOT_WRITE} on it. */
    static final String CANNOT = "cannot write ";

    /**
     * The first of the files that cannot be written where it is asked for: its folder does not
     * exist, or the path is a folder.
     */
    static <T> Option<String> refusal(List<OutputFile<T>> files) {
        for (OutputFile<T> output : files) {
            Path folder = output.file.toAbsolutePath().getParent();
            if (folder == null || !Files.isDirectory(folder)) {
                return Option.some(CANNOT + output.file + ": there is no folder " + folder);
            }
            if (Files.isDirectory(output.file)) {
                return Option.some(CANNOT + output.file + ": it is a folder");
            }
        }
        return Option.none();
    }

    /**
     * Writes the files in turn, telling {@code out} of each; the first that fails stops the rest.
     *
     * @return the failure, starting with {@link #CANNOT}
     */
    static <T> Option<String> writeAll(List<OutputFile<T>> files, T outcome, PrintStream out) {
        for (OutputFile<T> output : files) {
            try {
                Files.writeString(output.file, output.content.apply(outcome), StandardCharsets.UTF_8);
                out.println("wrote " + output.file);
            } catch (IOException unwritable) {
                return Option.some(CANNOT + output.file + ": " + describe(unwritable));
            }
        }
        return Option.none();
    }

    /** A failure's class and message, for a person. */
    static String describe(Throwable problem) {
        if (problem == null) {
            return "unknown cause";
        }
        String message = problem.getMessage();
        return problem.getClass().getSimpleName() + (message == null ? "" : " (" + message + ")");
    }
}
