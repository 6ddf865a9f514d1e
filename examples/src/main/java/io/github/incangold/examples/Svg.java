package io.github.incangold.examples;

import java.util.Locale;

/** A small builder of inline SVG for the report's charts: shapes and text, escaped. */
final class Svg {
    private final StringBuilder svg = new StringBuilder();

    Svg(double width, double height, String label) {
        svg.append(String.format(
                Locale.ROOT,
                "<svg viewBox=\"0 0 %s %s\" width=\"100%%\" role=\"img\" aria-label=\"%s\">",
                n(width),
                n(height),
                ReportPage.escape(label)));
    }

    Svg rect(double x, double y, double width, double height, String style) {
        svg.append(String.format(
                Locale.ROOT,
                "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" %s/>",
                n(x),
                n(y),
                n(Math.max(0, width)),
                n(Math.max(0, height)),
                style));
        return this;
    }

    Svg line(double x1, double y1, double x2, double y2, String style) {
        svg.append(String.format(
                Locale.ROOT, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" %s/>", n(x1), n(y1), n(x2), n(y2), style));
        return this;
    }

    Svg circle(double x, double y, double radius, String style) {
        svg.append(
                String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" %s/>", n(x), n(y), n(radius), style));
        return this;
    }

    Svg path(String data, String style) {
        svg.append("<path d=\"").append(data).append("\" ").append(style).append("/>");
        return this;
    }

    Svg text(double x, double y, String text, String style) {
        svg.append(String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" %s>", n(x), n(y), style))
                .append(ReportPage.escape(text))
                .append("</text>");
        return this;
    }

    /** A tooltip for the shape drawn next: a title element the browser shows on hover. */
    Svg group(String title) {
        svg.append("<g><title>").append(ReportPage.escape(title)).append("</title>");
        return this;
    }

    Svg end() {
        svg.append("</g>");
        return this;
    }

    /** An error bar from {@code low} to {@code high} at {@code y}, horizontal, with caps. */
    Svg horizontalErrorBar(double low, double high, double y, double cap) {
        line(low, y, high, y, "class=\"err\"");
        line(low, y - cap, low, y + cap, "class=\"err\"");
        return line(high, y - cap, high, y + cap, "class=\"err\"");
    }

    /** An error bar from {@code low} to {@code high} at {@code x}, vertical, with caps. */
    Svg verticalErrorBar(double x, double low, double high, double cap) {
        line(x, low, x, high, "class=\"err\"");
        line(x - cap, low, x + cap, low, "class=\"err\"");
        return line(x - cap, high, x + cap, high, "class=\"err\"");
    }

    static String n(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }

    /**
     * A "nice" step for about {@code ticks} ticks up to {@code max}: 1, 2 or 5 times a power of
     * ten.
     */
    static double step(double max, int ticks) {
        if (!(max > 0)) {
            return 1;
        }
        double raw = max / ticks;
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        double fraction = raw / power;
        double nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
        return nice * power;
    }

    /** The axis's end: the first multiple of the step at or above {@code max}. */
    static double ceiling(double max, double step) {
        return Math.max(step, Math.ceil(max / step - 1e-9) * step);
    }

    @Override
    public String toString() {
        return svg + "</svg>";
    }
}
