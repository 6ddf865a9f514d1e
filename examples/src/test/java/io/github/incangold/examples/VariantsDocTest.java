package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.odds.Odds.Fraction;
import io.github.incangold.rules.Rules;
import io.github.incangold.variants.VariantAnalysis;
import io.github.incangold.variants.VariantFiles;
import io.vavr.collection.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/variants.md's worked example true: the problems of the first draft, the analysis of
 * the fixed file, what {@code save} writes, the pair probabilities and the thin deck's warnings
 * are what the library gives for the files the page shows.
 */
class VariantsDocTest {
    static final String DOC = DocSnippetsTest.read(DocSnippetsTest.ROOT.resolve("docs/variants.md"));
    static final String EXAMPLE = DOC.substring(DOC.indexOf("## Worked example: a volcano"), DOC.indexOf("## Tests"));

    @Test
    void theFirstDraftsProblems() {
        String problems =
                VariantFiles.load(fenced(EXAMPLE, "json", 0)).getError().mkString("\n");
        assertEquals(fenced(EXAMPLE, "text", 0), problems);
    }

    @Test
    void theFixedFilesAnalysisAndSavedFile() {
        Rules volcano = VariantFiles.load(fenced(EXAMPLE, "json", 1)).get();
        assertEquals(fenced(EXAMPLE, "json", 2), VariantFiles.save(volcano).strip());
        VariantAnalysis analysis = VariantAnalysis.analyse(volcano);
        String said = EXAMPLE.replaceAll("\\s+", " ");
        String facts = "gives: " + analysis.treasureCards() + " treasure cards (" + analysis.treasureGems() + " gems), "
                + analysis.hazardTypes() + " hazard types with " + analysis.hazardCards() + " cards, "
                + (analysis.warnings().isEmpty()
                        ? "no warning"
                        : analysis.warnings().size() + " warnings");
        assertTrue(said.contains(facts), "docs/variants.md should say: " + facts);
        String cards =
                "a round reveals " + analysis.minCardsPerRound() + " to " + analysis.maxCardsPerRound() + " cards";
        assertTrue(said.contains(cards), "docs/variants.md should say: " + cards);
        Fraction two = analysis.hazardPairProbabilities().get(1);
        String pair = "the first two cards is " + two.numerator() + "/" + two.denominator() + " ≈ "
                + String.format(Locale.ROOT, "%.3f", two.doubleValue());
        assertTrue(said.contains(pair), "docs/variants.md should say: " + pair);
        assertTrue(EXAMPLE.contains(row("volcano", analysis, false)), row("volcano", analysis, false));
        VariantAnalysis incanGold = VariantAnalysis.analyse(Rules.incanGold());
        assertTrue(EXAMPLE.contains(row("Incan Gold", incanGold, false)), row("Incan Gold", incanGold, false));
        assertTrue(
                DOC.contains(row("P(pair in first k)", incanGold, true)), row("P(pair in first k)", incanGold, true));
    }

    @Test
    void theThinDecksWarnings() {
        String prose = EXAMPLE.substring(EXAMPLE.indexOf("A thinner deck shows the warnings."));
        prose = prose.substring(0, prose.indexOf("```"));
        Matcher fields = Pattern.compile("`(\"[^`]*)`").matcher(prose);
        List<String> parts = List.empty();
        while (fields.find()) {
            parts = parts.append(fields.group(1));
        }
        assertEquals(3, parts.size(), prose);
        assertTrue(prose.contains("on `incan-gold`"), prose);
        Rules thin = VariantFiles.load("{\"base\": \"incan-gold\", " + parts.mkString(", ") + "}")
                .get();
        assertEquals(
                fenced(EXAMPLE.substring(EXAMPLE.indexOf("A thinner deck")), "text", 0),
                VariantAnalysis.analyse(thin).warnings().mkString("\n"));
    }

    @Test
    void theThreeHouseRulesLoadAndAnalyseAsTheTextSays() {
        String houseRules = DOC.substring(DOC.indexOf("## Worked example: three house rules"), DOC.indexOf("## Tests"));
        VariantAnalysis rulebook = VariantAnalysis.analyse(Rules.incanGold());
        List<Rules> loaded = List.range(0, 3)
                .map(n -> VariantFiles.load(fenced(houseRules, "json", n)).get());
        assertEquals(
                List.of(
                        Rules.builder()
                                .bustPenalty(io.github.incangold.rules.BustPenalty.KEEP_HALF)
                                .build(),
                        Rules.builder()
                                .leftoverGems(io.github.incangold.rules.LeftoverGems.CARD_BY_CARD)
                                .build(),
                        Rules.builder().startingGems(List.of(0, 0, 5, 5)).build()),
                loaded);
        for (Rules rules : loaded) {
            VariantAnalysis analysis = VariantAnalysis.analyse(rules);
            assertEquals(List.empty(), analysis.warnings());
            assertEquals(rulebook.hazardPairProbabilities(), analysis.hazardPairProbabilities());
            assertEquals(1, analysis.minCardsPerRound());
            assertEquals(26, analysis.maxCardsPerRound());
            assertEquals(124, analysis.treasureGems());
        }
        String said = houseRules.replaceAll("\\s+", " ");
        assertTrue(said.contains("probability 1/31 and among the first three 85/899"));
        assertEquals(Fraction.of(1, 31), rulebook.hazardPairProbabilities().get(1));
        assertEquals(Fraction.of(85, 899), rulebook.hazardPairProbabilities().get(2));
    }

    /** A table row of pair probabilities: 0 for k = 1, then three decimals (fractions too if asked). */
    private static String row(String name, VariantAnalysis analysis, boolean fractions) {
        List<Fraction> odds = analysis.hazardPairProbabilities();
        return "| " + name + " | "
                + odds.zipWithIndex()
                        .map(entry -> {
                            Fraction p = entry._1;
                            if (p.numerator() == 0) {
                                return "0";
                            }
                            String decimal = String.format(Locale.ROOT, "%.3f", p.doubleValue());
                            return fractions && entry._2 < 3
                                    ? p.numerator() + "/" + p.denominator() + " = " + decimal
                                    : decimal;
                        })
                        .mkString(" | ")
                + " |";
    }

    /** The text of the n-th fenced block of a language. */
    private static String fenced(String markdown, String language, int n) {
        Matcher blocks = Pattern.compile("```" + language + "\\n(.*?)\\n```", Pattern.DOTALL)
                .matcher(markdown);
        for (int i = 0; i <= n; i++) {
            assertTrue(blocks.find(), "no " + language + " block " + n);
        }
        return blocks.group(1);
    }
}
