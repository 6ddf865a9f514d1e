package io.github.incangold.examples;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * A file a command writes from its outcome ({@code --report}, {@code --json}, {@code --csv}): the
 * paths are checked before any game is played, so a typo costs no waiting, and the files are
 * written once the work is done.
 *
 * @param option the option that names the file, such as {@code --json}
 * @param file where to write
 * @param content the file's text, made from the command's outcome
 * @param <T> the command's outcome
 */
record OutputFile<T>(String option, Path file, Function<T, String> content) {
    /** How a problem with an output file begins; the commands exit with {@link Simulate#CANNOT_WRITE} on it. */
    static final String CANNOT = "cannot write ";

    /**
     * The first problem with the files asked for. An empty name, or one file named by two options
     * (the second would overwrite the first), is a usage error; a file that cannot be written
     * where it is asked for (its folder does not exist, or the path is a folder) begins with
     * {@link #CANNOT}.
     */
    static <T> Option<String> refusal(List<OutputFile<T>> files) {
        return refusal(files, List.empty());
    }

    /**
     * {@link #refusal(List)}, and an output that would overwrite one of the command's input files
     * ({@code inputs}: each option and the path it names; a preset's name that is no file is left
     * out by {@link #variantInput}).
     */
    static <T> Option<String> refusal(List<OutputFile<T>> files, List<Tuple2<String, Path>> inputs) {
        for (int index = 0; index < files.size(); index++) {
            OutputFile<T> output = files.get(index);
            if (output.file.toString().isEmpty()) {
                return Option.some(output.option + ": the file name is empty");
            }
            for (OutputFile<T> earlier : files.take(index)) {
                if (sameFile(earlier.file, output.file)) {
                    return Option.some(earlier.option + " and " + output.option + " name the same file " + output.file
                            + "; give each output a file of its own");
                }
                if (sameFolderAndNameButCase(earlier.file, output.file)) {
                    return Option.some(earlier.option + " and " + output.option + " name " + earlier.file + " and "
                            + output.file + ", which differ only in letter case and are one file on some systems;"
                            + " give each output a name of its own");
                }
            }
            for (Tuple2<String, Path> input : inputs) {
                if (sameFile(input._2, output.file)) {
                    return Option.some(output.option + " names " + output.file + ", the file " + input._1
                            + " reads; write the output to a file of its own");
                }
            }
        }
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

    /** The input a command reads from a variant option's file, if the option names one ({@link NamedRules#variantFile}). */
    static List<Tuple2<String, Path>> variantInput(String option, String choice) {
        return NamedRules.variantFile(choice)
                .map(file -> Tuple.of(option, file))
                .toList();
    }

    /**
     * The inputs of a {@code --bot-path} value (or a tournament file's {@code botPath}): each jar or
     * class folder it names, so that no output is written over a bot's jar.
     */
    static List<Tuple2<String, Path>> botPathInputs(String option, String botPath) {
        return botPath == null
                ? List.empty()
                : List.of(botPath.split(java.util.regex.Pattern.quote(java.io.File.pathSeparator), -1))
                        .filter(entry -> !entry.isBlank())
                        .map(entry -> Tuple.of(option, Path.of(entry.strip()))); // as the catalog reads it
    }

    /**
     * Whether two paths name one file: two that exist and are one file (through symbolic or hard
     * links), the same path once made absolute, or the same name in the same folder found through
     * links (a file not written yet has no links of its own, but its folder may be one).
     */
    static boolean sameFile(Path first, Path second) {
        try {
            if (Files.exists(first) && Files.exists(second) && Files.isSameFile(first, second)) {
                return true;
            }
        } catch (IOException unreadable) {
            // judged by the names below
        }
        return sameFolderAnd(first, second, String::equals);
    }

    /** Whether two paths name the same folder and names that differ only in letter case. */
    private static boolean sameFolderAndNameButCase(Path first, Path second) {
        return sameFolderAnd(first, second, String::equalsIgnoreCase);
    }

    private static boolean sameFolderAnd(Path first, Path second, BiPredicate<String, String> sameName) {
        Path one = first.toAbsolutePath().normalize();
        Path other = second.toAbsolutePath().normalize();
        Path oneFolder = one.getParent();
        Path otherFolder = other.getParent();
        if (oneFolder == null
                || otherFolder == null
                || !sameName.test(
                        one.getFileName().toString(), other.getFileName().toString())) {
            return false;
        }
        try {
            return oneFolder.equals(otherFolder)
                    || (Files.isDirectory(oneFolder)
                            && Files.isDirectory(otherFolder)
                            && Files.isSameFile(oneFolder, otherFolder));
        } catch (IOException unreadable) {
            return false;
        }
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

    /** Why a file could not be written or read, for a person rather than a programmer. */
    static String describe(Throwable problem) {
        if (problem == null) {
            return "unknown cause";
        }
        if (problem instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (problem instanceof NoSuchFileException) {
            // what the system says both for a folder that vanished and for one that takes no new files (/proc)
            return "no file can be created there: the folder is gone, a link leads nowhere, or the folder takes no"
                    + " new files";
        }
        if (problem instanceof FileSystemException system && system.getReason() != null) {
            return "the system refused: " + system.getReason();
        }
        String message = problem.getMessage();
        return message == null ? problem.getClass().getSimpleName() : message;
    }
}
