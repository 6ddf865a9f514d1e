package io.github.incangold.web;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The page: a few files read once from the classpath and served as they are (no build step). */
final class StaticFiles {
    /**
     * A file to serve: its content and its media type. A class rather than a record: a record
     * promises equality by value, which an array component does not give.
     */
    static final class File {
        private final byte[] bytes;
        private final String contentType;

        File(byte[] bytes, String contentType) {
            this.bytes = bytes;
            this.contentType = contentType;
        }

        byte[] bytes() {
            return bytes;
        }

        String contentType() {
            return contentType;
        }
    }

    private static final String ROOT = "/io/github/incangold/web/static/";
    private static final Map<String, String> TYPES = HashMap.of(
            "index.html", "text/html; charset=utf-8",
            "app.js", "text/javascript; charset=utf-8",
            "app.css", "text/css; charset=utf-8",
            "favicon.svg", "image/svg+xml");
    // The page loads nothing from elsewhere and runs no inline script or style.
    private static final String POLICY =
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self';"
                    + " connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

    private final Map<String, File> files;

    StaticFiles() {
        this.files = TYPES.map((name, type) -> new io.vavr.Tuple2<>("/" + name, new File(read(name), type)));
    }

    private static byte[] read(String name) {
        try (InputStream in = StaticFiles.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("the page's file " + name + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException broken) {
            throw new UncheckedIOException(broken);
        }
    }

    Option<File> find(String path) {
        return files.get(path.equals("/") ? "/index.html" : path);
    }

    static void send(Exchange exchange, File file) {
        exchange.setHeader("Content-Security-Policy", POLICY);
        exchange.setHeader("X-Content-Type-Options", "nosniff");
        exchange.setHeader("Referrer-Policy", "no-referrer");
        exchange.setHeader("Cache-Control", "no-cache");
        exchange.send(200, file.contentType(), file.bytes());
    }
}
