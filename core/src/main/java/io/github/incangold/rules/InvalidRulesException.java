package io.github.incangold.rules;

import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * Thrown when code builds an invalid {@link Rules} with {@code build()} or a {@code with...}
 * copy. It lists every problem at once. Input from users should go through {@link
 * Rules.Builder#tryBuild()} instead, which returns the problems as a value.
 */
public final class InvalidRulesException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The problems, never empty. */
    private final transient Seq<RuleProblem> problems;

    /**
     * Creates the exception.
     *
     * @param problems every problem found, not empty
     */
    public InvalidRulesException(Seq<RuleProblem> problems) {
        super("invalid rules: " + Objects.requireNonNull(problems, "problems").mkString("; "));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an invalid configuration has at least one problem");
        }
        this.problems = problems;
    }

    /**
     * Returns every problem found.
     *
     * @return the problems, in the order they are checked
     */
    public Seq<RuleProblem> problems() {
        return problems;
    }
}
