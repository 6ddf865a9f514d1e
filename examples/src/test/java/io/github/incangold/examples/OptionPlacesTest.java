package io.github.incangold.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.incangold.json.IncanGoldJson;
import io.github.incangold.rules.Rules;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * An option of {@link Rules} is declared once, as an accessor of {@code Rules} with its Javadoc,
 * and must then reach every place that carries options (docs/architecture.md, "Where an option
 * lives, and adding one"): the builder, the JSON of rules (read back as written, with the option
 * off its default) and its schema and TypeScript types, the house-rule file (likewise) and its
 * schema (the published copy and the jar's) and its table in docs/variants.md. This test lists
 * every place an option is missing from, so an option added to {@code Rules} fails here until it
 * is everywhere.
 */
@SuppressWarnings("unchecked")
class OptionPlacesTest {
    private static final Path ROOT = DocSnippetsTest.ROOT;

    /** Accessors of Rules that are not options: figures worked out from them, and Object's. */
    private static final Set<String> NOT_OPTIONS =
            Set.of("artifactsInPlay", "problems", "mostGemsAndPoints", "deckSize", "hashCode", "toString");

    static List<String> options() {
        List<String> options = new ArrayList<>();
        for (Method accessor : Rules.class.getDeclaredMethods()) {
            int modifiers = accessor.getModifiers();
            if (Modifier.isPublic(modifiers)
                    && !Modifier.isStatic(modifiers)
                    && accessor.getParameterCount() == 0
                    && !NOT_OPTIONS.contains(accessor.getName())) {
                options.add(accessor.getName());
            }
        }
        options.sort(null);
        return options;
    }

    /** Whether a schema's text declares a property of that name (a key followed by its schema). */
    private static boolean declares(String schema, String property) {
        return schema.contains("\"" + property + "\": {");
    }

    /**
     * The rulebook's rules with one option changed from its default (a writer may leave out an
     * option at its default): another constant, the other truth value, one more, or one more entry.
     */
    static Rules changed(String option) {
        try {
            Rules rulebook = Rules.incanGold();
            Method getter = Rules.class.getMethod(option);
            Object value = getter.invoke(rulebook);
            Object other;
            if (value instanceof Enum<?> constant) {
                Object[] constants = constant.getDeclaringClass().getEnumConstants();
                @SuppressWarnings("EnumOrdinal") // any other constant will do: the next one
                int next = (constant.ordinal() + 1) % constants.length;
                other = constants[next];
            } else if (value instanceof Boolean flag) {
                other = !flag;
            } else if (value instanceof Integer number) {
                other = number + 1;
            } else if (value instanceof io.vavr.collection.Map<?, ?>) {
                other = rulebook.hazards().put(new io.github.incangold.model.HazardType("lava"), 2);
            } else if (value instanceof io.vavr.collection.List<?> list) {
                other = ((io.vavr.collection.List<Integer>) list).append(10);
            } else {
                throw new AssertionError(option + " is of a type this test cannot change: " + value);
            }
            Rules.Builder builder = Rules.builder().from(rulebook);
            Rules.Builder.class.getMethod(option, getter.getReturnType()).invoke(builder, other);
            Rules rules = builder.build();
            assertTrue(!getter.invoke(rules).equals(value), option + " did not change");
            return rules;
        } catch (ReflectiveOperationException e) {
            throw new LinkageError(option + ": " + e, e);
        }
    }

    @Test
    void everyOptionIsInEveryPlaceThatCarriesOptions() throws IOException {
        List<String> options = options();
        assertTrue(options.contains("openTents") && options.contains("bustRemoval"), options::toString);
        String rulesSchema = Files.readString(ROOT.resolve("docs/schemas/2/rules.json"), StandardCharsets.UTF_8);
        String variantSchema = Files.readString(ROOT.resolve("docs/variant-schema.json"), StandardCharsets.UTF_8);
        String variantSchemaInJar = io.github.incangold.variants.VariantFiles.schema();
        String typeScript = Files.readString(ROOT.resolve("docs/schemas/2/incangold.d.ts"), StandardCharsets.UTF_8);
        String variantsTable = Files.readString(ROOT.resolve("docs/variants.md"), StandardCharsets.UTF_8);
        Set<String> missing = new TreeSet<>();
        for (String option : options) {
            try {
                Method getter = Rules.class.getMethod(option);
                Rules.Builder.class.getMethod(option, getter.getReturnType());
            } catch (NoSuchMethodException e) {
                missing.add(option + ": no setter in Rules.Builder");
            }
            Rules changed = changed(option);
            if (!IncanGoldJson.decodeRules(IncanGoldJson.encode(changed))
                    .toOption()
                    .contains(changed)) {
                missing.add(option + ": not carried by the JSON of rules (IncanGoldJson)");
            }
            if (!io.github.incangold.variants.VariantFiles.load(io.github.incangold.variants.VariantFiles.save(changed))
                    .toOption()
                    .contains(changed)) {
                missing.add(option + ": not carried by a house-rule file (VariantFiles)");
            }
            if (!declares(rulesSchema, option)) {
                missing.add(option + ": not in docs/schemas/2/rules.json");
            }
            if (!typeScript.contains("    " + option + "?: ") && !typeScript.contains("    " + option + ": ")) {
                missing.add(option + ": not in docs/schemas/2/incangold.d.ts");
            }
            if (!declares(variantSchema, option)) {
                missing.add(option + ": not in docs/variant-schema.json");
            }
            if (!declares(variantSchemaInJar, option)) {
                missing.add(option + ": not in the variant schema of the variants jar");
            }
            if (!variantsTable.contains("| `" + option + "`") && !variantsTable.contains(", `" + option + "` |")) {
                missing.add(option + ": no row in the table of docs/variants.md");
            }
        }
        assertEquals(new TreeSet<>(), missing, "options missing from places that carry options");
    }
}
