package io.github.incangold.examples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The project's version, which the build writes into {@code version.properties} (resource filtering). */
final class Version {
    private Version() {}

    /**
     * The version of this build, such as {@code 0.1.0} or {@code 0.2.0-SNAPSHOT}.
     *
     * @return the version
     * @throws IllegalStateException if the build did not write it
     */
    static String current() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing: build with the Maven Wrapper");
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", "");
            if (version.isEmpty() || version.contains("${")) {
                throw new IllegalStateException("version.properties was not filtered by the build: '" + version + "'");
            }
            return version;
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }
}
