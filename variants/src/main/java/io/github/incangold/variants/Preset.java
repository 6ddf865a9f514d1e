package io.github.incangold.variants;

import io.github.incangold.rules.Rules;
import java.util.Objects;

/**
 * A named, documented rules configuration: one of the games people play, or a house rule.
 * Presets are listed by {@link Presets}; a variant file names one as its {@code base}.
 *
 * <pre>{@code
 * Preset online = Presets.byId("online-modern").get();
 * Rules rules = online.rules();
 * }</pre>
 *
 * @param id the stable id used by files and command lines, in kebab case (e.g. {@code
 *     "incan-gold"}); never changes between releases
 * @param title a short human name
 * @param source where the rules come from, in one line
 * @param changes what differs from Incan Gold, and why people play it
 * @param rules the configuration
 */
public record Preset(String id, String title, String source, String changes, Rules rules) {
    /**
     * Creates a preset.
     *
     * @param id the stable id, in kebab case
     * @param title a short human name
     * @param source where the rules come from, in one line
     * @param changes what differs from Incan Gold, and why
     * @param rules the configuration
     * @throws NullPointerException if an argument is null
     */
    public Preset {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(changes, "changes");
        Objects.requireNonNull(rules, "rules");
    }

    @Override
    public String toString() {
        return id + " (" + title + ")";
    }
}
