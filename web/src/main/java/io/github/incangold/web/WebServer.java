package io.github.incangold.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A browser game of Incan Gold on the JDK's built-in HTTP server: it hosts tables, serves the
 * page, and sends each player only its own view (R21). Start it with {@code ./play-web}, or embed it:
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start("127.0.0.1", 0)) {   // 0: any free port
 *     System.out.println("open " + server.uri());
 *     ...
 * }
 * }</pre>
 *
 * <p>Tables live in memory until the server stops. The HTTP API is described in docs/web.md.
 */
public final class WebServer implements AutoCloseable {
    /** The most tables a server hosts at once. */
    public static final int MAX_TABLES = 1_000;
    /** The most event streams a server sends at once; clients beyond it poll. */
    public static final int MAX_STREAMS = 200;

    /**
     * The most threads that serve requests. Event streams hold one each while they wait, so there
     * is room for every stream and as many requests besides; a connection beyond them waits in
     * line, and no number of clients makes the server start more threads.
     */
    public static final int MAX_THREADS = 2 * MAX_STREAMS;
    /** The most tables of bots only waiting to be played; beyond it, opening one answers 503. */
    public static final int MAX_QUEUED_BOT_GAMES = 100;
    /**
     * The seconds a client has to send a request's line and headers; a connection that sends
     * nothing for longer is closed, so that silent connections cannot hold the threads.
     */
    public static final int REQUEST_SECONDS = 20;

    private static final String NO_DELAY = "sun.net.httpserver.nodelay";
    private static final String MAX_REQUEST_TIME = "sun.net.httpserver.maxReqTime";

    private final HttpServer http;
    private final ExecutorService workers;
    private final ExecutorService botGames;
    private final Tables tables;
    private final AtomicBoolean closing = new AtomicBoolean();

    private WebServer(HttpServer http, ExecutorService workers, ExecutorService botGames) {
        this.http = http;
        this.workers = workers;
        this.botGames = botGames;
        this.tables = new Tables(MAX_TABLES, botGames);
    }

    /**
     * Starts a server.
     *
     * @param host the address to listen on, e.g. {@code "127.0.0.1"} for this machine only
     * @param port the port, or 0 for any free port
     * @return the running server
     * @throws IOException if the address cannot be bound
     */
    public static WebServer start(String host, int port) throws IOException {
        return start(host, port, MAX_THREADS);
    }

    /** {@link #start(String, int)} with another bound on the threads, for tests. */
    static WebServer start(String host, int port, int maxThreads) throws IOException {
        // The JDK's server writes a reply's headers and body apart; without TCP_NODELAY the body
        // waits for the client's delayed acknowledgement, some 40 ms a request. The property is
        // read once, when the first server is created, and is left alone if already set.
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
        // The JDK's server reads a request's line and headers on a worker thread, so a client that
        // starts a request and never finishes its headers would hold that thread for good. The
        // property is read once, when the first server of the JVM is created.
        if (System.getProperty(MAX_REQUEST_TIME) == null) {
            System.setProperty(MAX_REQUEST_TIME, String.valueOf(REQUEST_SECONDS));
        }
        HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 64);
        AtomicInteger threads = new AtomicInteger();
        ThreadFactory factory = task -> {
            Thread thread = new Thread(task, "incangold-web-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
        // At most MAX_THREADS threads, one started per request until there are that many, each
        // ended after a minute idle; requests beyond them wait in line.
        ThreadPoolExecutor workers = new ThreadPoolExecutor(
                maxThreads, maxThreads, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), factory);
        workers.allowCoreThreadTimeOut(true);
        ExecutorService botGames = new ThreadPoolExecutor(
                1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(MAX_QUEUED_BOT_GAMES), task -> {
                    Thread thread = new Thread(task, "incangold-bots");
                    thread.setDaemon(true);
                    return thread;
                });
        WebServer server = new WebServer(http, workers, botGames);
        Api api = new Api(server.tables, MAX_STREAMS, server.closing::get);
        StaticFiles page = new StaticFiles();
        http.createContext("/", exchange -> server.handle(exchange, api, page));
        http.setExecutor(workers);
        http.start();
        return server;
    }

    private void handle(HttpExchange exchange, Api api, StaticFiles page) throws IOException {
        try {
            String path = exchange.getRequestURI().getPath();
            if (path.startsWith("/api/")) {
                api.handle(exchange, List.of(path.substring("/api/".length()).split("/", -1)));
                return;
            }
            Option<StaticFiles.File> file = page.find(path);
            String method = exchange.getRequestMethod();
            if (file.isDefined() && (method.equals("GET") || method.equals("HEAD"))) {
                StaticFiles.send(exchange, file.get());
            } else if (file.isDefined()) {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                Exchange.sendError(
                        exchange, ApiError.of(405, "method-not-allowed", method + " is not allowed here; use GET"));
            } else {
                Exchange.sendError(exchange, Api.notFound(exchange));
            }
        } catch (RuntimeException bug) {
            if (exchange.getResponseCode() == -1) { // nothing sent yet
                Exchange.sendError(exchange, ApiError.of(500, "internal-error", "the server failed: " + bug));
            }
            throw bug;
        } finally {
            exchange.close();
        }
    }

    /**
     * The address the server listens on, for instance {@code http://127.0.0.1:8080/}.
     *
     * @return the server's root URI
     */
    public URI uri() {
        InetSocketAddress address = http.getAddress();
        String host = address.getAddress().getHostAddress();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + address.getPort() + "/");
    }

    /**
     * The addresses to open the game at: {@link #uri()} when the server listens on one address;
     * when it listens on every address ({@code --host 0.0.0.0} or {@code ::}), {@code
     * http://localhost:PORT/} for this machine followed by one address per non-loopback network
     * address of this machine (IPv4 first), the ones to give other players.
     *
     * @return the addresses, never empty
     */
    public List<URI> addresses() {
        InetSocketAddress address = http.getAddress();
        if (!address.getAddress().isAnyLocalAddress()) {
            return List.of(uri());
        }
        int port = address.getPort();
        java.util.List<URI> addresses = new ArrayList<>();
        addresses.add(URI.create("http://localhost:" + port + "/"));
        java.util.List<InetAddress> found = new ArrayList<>();
        try {
            for (NetworkInterface network : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (network.isUp() && !network.isLoopback()) {
                    for (InetAddress local : Collections.list(network.getInetAddresses())) {
                        if (!local.isLoopbackAddress() && !local.isLinkLocalAddress()) {
                            found.add(local);
                        }
                    }
                }
            }
        } catch (SocketException | NullPointerException unavailable) {
            // no list of interfaces: localhost only
        }
        found.sort(Comparator.comparing((InetAddress local) -> local instanceof Inet6Address));
        for (InetAddress local : found) {
            String host = local.getHostAddress().replaceFirst("%.*$", ""); // no zone: not link-local
            addresses.add(URI.create(
                    "http://" + (local instanceof Inet6Address ? "[" + host + "]" : host) + ":" + port + "/"));
        }
        return List.ofAll(addresses);
    }

    /** Stops the server: ends the event streams and closes every connection. */
    @Override
    public void close() {
        if (!closing.compareAndSet(false, true)) {
            return;
        }
        tables.all().forEach(Table::wake);
        http.stop(0);
        botGames.shutdownNow();
        workers.shutdownNow();
        try {
            workers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The exit status of {@code ./play-web} when the command line is wrong. */
    static final int USAGE_ERROR = 2;
    /** The exit status of {@code ./play-web} when it cannot listen on the address asked for. */
    static final int CANNOT_LISTEN = 3;

    /**
     * Runs the server until it is stopped (Ctrl+C). Exits with 2 when the command line is wrong
     * and with 3 when the server cannot listen on the address (the port in use, no such host).
     *
     * @param args {@code --port N} (default 8080; 0 for any free port), {@code --host H}
     *     (default 127.0.0.1), {@code --version}
     */
    public static void main(String[] args) {
        int status = serve(args, System.out, System.err, server -> {
            Runtime.getRuntime().addShutdownHook(new Thread(server::close, "incangold-web-stop"));
            try {
                Thread.currentThread().join();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        });
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * What {@code ./play-web} does with its arguments: starts a server, tells where it is and hands
     * it to {@code untilStopped}, or prints one line on what is wrong.
     *
     * @return the exit status: 0, {@link #USAGE_ERROR} or {@link #CANNOT_LISTEN}
     */
    static int serve(String[] args, PrintStream out, PrintStream err, Consumer<WebServer> untilStopped) {
        String host = "127.0.0.1";
        int port = 8080;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--help") || arg.equals("-h")) {
                out.println("""
                        usage: ./play-web [--port N] [--host ADDRESS] [--version]
                          --port N        the port to listen on (default 8080; 0 picks a free port)
                          --host ADDRESS  the address to listen on (default 127.0.0.1, this machine only)
                          --version       print the version and exit
                        Exit status: 2 for a wrong command line, 3 when it cannot listen on the address.""");
                return 0;
            }
            if (arg.equals("--version") || arg.equals("-V")) {
                out.println("incangold play-web " + Version.current());
                return 0;
            }
            if (!arg.equals("--port") && !arg.equals("--host")) {
                err.println("play-web: unknown argument '" + arg + "'; see ./play-web --help");
                return USAGE_ERROR;
            }
            if (i + 1 >= args.length) {
                err.println("play-web: " + arg + " needs a value: "
                        + (arg.equals("--port") ? "a port from 0 to 65535" : "an address such as 127.0.0.1"));
                return USAGE_ERROR;
            }
            String value = args[++i];
            if (arg.equals("--host")) {
                host = value;
            } else {
                try {
                    port = Integer.parseInt(value);
                } catch (NumberFormatException notANumber) {
                    port = -1;
                }
                if (port < 0 || port > 65_535) {
                    err.println("play-web: --port must be a number from 0 to 65535, got '" + value + "'");
                    return USAGE_ERROR;
                }
            }
        }
        String where = (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
        if (new InetSocketAddress(host, port).isUnresolved()) {
            err.println("play-web: cannot listen on " + where + ": no such host");
            return CANNOT_LISTEN;
        }
        WebServer server;
        try {
            server = start(host, port);
        } catch (BindException refused) {
            // "Address already in use" is the usual one; others (an address of another machine,
            // a port below 1024 without the right) are told as the system words them.
            String reason = String.valueOf(refused.getMessage()).contains("already in use")
                    ? "the port is in use"
                    : String.valueOf(refused.getMessage()).toLowerCase(Locale.ROOT);
            err.println("play-web: cannot listen on " + where + ": " + reason);
            return CANNOT_LISTEN;
        } catch (IOException failed) {
            err.println("play-web: cannot listen on " + where + ": " + failed.getMessage());
            return CANNOT_LISTEN;
        }
        List<URI> addresses = server.addresses();
        out.println("Incan Gold is served at " + addresses.get(0));
        if (addresses.size() > 1) {
            out.println("Other players open one of:");
            addresses.tail().forEach(other -> out.println("  " + other));
        }
        out.println("Open it in a browser; Ctrl+C stops the server.");
        out.flush();
        untilStopped.accept(server);
        return 0;
    }
}
