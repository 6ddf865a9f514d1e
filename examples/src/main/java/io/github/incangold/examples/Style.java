package io.github.incangold.examples;

/**
 * Text styling for a terminal: ANSI colours when the terminal supports them, plain text
 * otherwise. Each method wraps a piece of text; with colours off it returns the text unchanged.
 */
final class Style {
    static final Style PLAIN = new Style(false);
    static final Style ANSI = new Style(true);

    private static final String RESET = "\u001b[0m";

    private final boolean colours;

    private Style(boolean colours) {
        this.colours = colours;
    }

    /**
     * Colours are used only on an interactive terminal that is not dumb, and never when the user
     * asks for none (https://no-color.org: NO_COLOR set to anything but the empty string).
     */
    static Style detect(boolean terminal, String term, String noColor) {
        boolean wanted = noColor == null || noColor.isEmpty();
        boolean capable = terminal && term != null && !term.isEmpty() && !term.equals("dumb");
        return wanted && capable ? ANSI : PLAIN;
    }

    boolean colours() {
        return colours;
    }

    String bold(String text) {
        return wrap("1", text);
    }

    String dim(String text) {
        return wrap("2", text);
    }

    String gems(String text) {
        return wrap("33", text);
    }

    String hazard(String text) {
        return wrap("31", text);
    }

    String artifact(String text) {
        return wrap("35", text);
    }

    String safe(String text) {
        return wrap("32", text);
    }

    String prompt(String text) {
        return wrap("1;36", text);
    }

    private String wrap(String code, String text) {
        return colours ? "\u001b[" + code + "m" + text + RESET : text;
    }
}
