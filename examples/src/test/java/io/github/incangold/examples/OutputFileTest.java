package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two outputs, or an output and an input, that would be one file are refused before any game. */
class OutputFileTest {

    private static OutputFile<String> output(String option, Path file) {
        return new OutputFile<>(option, file, text -> text);
    }

    @Test
    void distinctFilesPass(@TempDir Path folder) {
        assertEquals(
                Option.none(),
                OutputFile.refusal(
                        List.of(
                                output("--json", folder.resolve("out.json")),
                                output("--csv", folder.resolve("out.csv"))),
                        List.of(Tuple.of("--variant", folder.resolve("rules.json")))));
    }

    /** A file not written yet has no link of its own, but its folder can be one. */
    @Test
    void oneFileReachedThroughALinkedFolderIsOneFile(@TempDir Path folder) throws Exception {
        Path real = Files.createDirectory(folder.resolve("real"));
        Path link = Files.createSymbolicLink(folder.resolve("link"), real);
        assertEquals(
                Option.some("--json and --csv name the same file " + real.resolve("out.json")
                        + "; give each output a file of its own"),
                OutputFile.refusal(List.of(
                        output("--json", link.resolve("out.json")), output("--csv", real.resolve("out.json")))));
    }

    @Test
    void namesThatDifferOnlyInLetterCaseAreTakenForOneFile(@TempDir Path folder) {
        Path lower = folder.resolve("out.json");
        Path upper = folder.resolve("OUT.json");
        assertEquals(
                Option.some("--json and --report name " + lower + " and " + upper
                        + ", which differ only in letter case and are one file on some systems; give each output a"
                        + " name of its own"),
                OutputFile.refusal(List.of(output("--json", lower), output("--report", upper))));
    }

    @Test
    void anOutputMayNotOverwriteAnInput(@TempDir Path folder) throws Exception {
        Path rules = Files.writeString(folder.resolve("rules.json"), "{\"base\": \"incan-gold\"}");
        List<Tuple2<String, Path>> inputs = OutputFile.variantInput("--variant", rules.toString());
        assertEquals(
                Option.some("--json names " + rules + ", the file --variant reads; write the output to a file of its"
                        + " own"),
                OutputFile.refusal(List.of(output("--json", rules)), inputs));
        // A preset's name is no input file, whatever the folder holds.
        assertEquals(List.empty(), OutputFile.variantInput("--variant", "incan-gold"));
        assertEquals(List.empty(), OutputFile.variantInput("--variant", folder.toString()));
    }

    /** A symbolic link to an existing file is that file, as are two hard links to one file. */
    @Test
    void aLinkedFileIsTheFileItLeadsTo(@TempDir Path folder) throws Exception {
        Path first = Files.writeString(folder.resolve("a1.json"), "{}");
        Path symbolic = Files.createSymbolicLink(folder.resolve("link.json"), first);
        Path hard = Files.createLink(folder.resolve("hard.json"), first);
        assertEquals(
                Option.some("--json and --csv name the same file " + symbolic + "; give each output a file of its own"),
                OutputFile.refusal(List.of(output("--json", first), output("--csv", symbolic))));
        assertEquals(
                Option.some("--json names " + hard + ", the file --variant reads; write the output to a file of its"
                        + " own"),
                OutputFile.refusal(
                        List.of(output("--json", hard)), OutputFile.variantInput("--variant", first.toString())));
    }

    /** Every jar or folder of a bot path is an input, separated as the system separates paths. */
    @Test
    void anOutputMayNotOverwriteABotsJar(@TempDir Path folder) throws Exception {
        Path jar = Files.writeString(folder.resolve("bots.jar"), "PK");
        Path classes = folder.resolve("classes");
        String botPath = classes + java.io.File.pathSeparator + java.io.File.pathSeparator + jar;
        List<Tuple2<String, Path>> inputs = OutputFile.botPathInputs("--bot-path", botPath);
        assertEquals(List.of(Tuple.of("--bot-path", classes), Tuple.of("--bot-path", jar)), inputs);
        assertEquals(
                Option.some("--json names " + jar + ", the file --bot-path reads; write the output to a file of its"
                        + " own"),
                OutputFile.refusal(List.of(output("--json", jar)), inputs));
        assertEquals(List.empty(), OutputFile.botPathInputs("--bot-path", null));
    }
}
