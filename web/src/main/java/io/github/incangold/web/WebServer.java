package io.github.incangold.web;

import io.github.incangold.strategies.StrategyCatalog;
import io.vavr.collection.List;
import io.vavr.control.Either;
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
import java.nio.channels.ServerSocketChannel;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.server.ConnectionLimit;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * A browser game of Incan Gold on an embedded Jetty server: it hosts tables, serves the page,
 * and sends each player only its own view (R21). Start it with {@code ./play-web}, or embed it:
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start("127.0.0.1", 0)) {   // 0: any free port
 *     System.out.println("open " + server.uri());
 *     ...
 * }
 * }</pre>
 *
 * <p>Tables live in memory until they expire ({@link #FINISHED_TABLE_MINUTES}, {@link
 * #IDLE_TABLE_MINUTES}) or the server stops. The HTTP API is described in docs/web.md.
 */
public final class WebServer implements AutoCloseable {
    /** The most tables a server hosts at once. */
    public static final int MAX_TABLES = 1_000;
    /**
     * The most tables one address may have open at once (an IPv6 address counts by its first 64
     * bits): tables it opened that have not expired. Beyond it, opening one answers 429.
     */
    public static final int TABLES_PER_ADDRESS = 20;
    /** The minutes a table stays once its game is over (or has failed); then it is removed. */
    public static final int FINISHED_TABLE_MINUTES = 15;
    /**
     * The minutes a table stays without a request that names it (waiting for players, or a game
     * nobody plays on); then it is removed. Reading its log ({@code /events}, {@code /stream})
     * does not count: a page left open on a table nobody plays keeps it no longer.
     */
    public static final int IDLE_TABLE_MINUTES = 30;
    /** How often the server removes the tables that have expired. */
    public static final int SWEEP_SECONDS = 60;
    /** The most event streams a server sends at once; clients beyond it poll. */
    public static final int MAX_STREAMS = 200;

    /**
     * The most threads of the server, the two that accept and watch connections included. Event
     * streams hold one each while they wait, so there is room for every stream and about as many
     * requests besides; requests beyond them wait in line, and no number of clients makes the
     * server start more threads. A request's line and headers are read without holding a thread.
     */
    public static final int MAX_THREADS = 2 * MAX_STREAMS;
    /** The most tables of bots only waiting to be played; beyond it, opening one answers 503. */
    public static final int MAX_QUEUED_BOT_GAMES = 100;
    /**
     * The seconds a connection may stay silent: one that sends nothing of its request (or of its
     * body) for longer is closed. Event streams send a comment more often than that.
     */
    public static final int REQUEST_SECONDS = 20;
    /**
     * The seconds a request's line and headers may take to arrive whole, counted from when the
     * server waits for them: the connection's opening, or the end of the reply before on a
     * kept-alive connection. A connection past it is closed without a reply, however steadily
     * its bytes trickle in; a kept-alive connection left idle is closed after it too.
     */
    public static final int HEAD_SECONDS = 10;
    /** The seconds a request's body may take to arrive whole once it is read; then the connection is closed. */
    public static final int BODY_SECONDS = 20;
    /** The most bytes of a request's line and headers together: 414 or 431 beyond it. */
    public static final int MAX_REQUEST_HEAD = 8 * 1024;
    /**
     * The most connections open at once from one address (an IPv6 address counts by its first 64
     * bits). One more is closed as soon as it is accepted, before anything is read from it.
     */
    public static final int CONNECTIONS_PER_ADDRESS = 32;
    /**
     * The most connections open at once. At the bound the server stops accepting: new connections
     * wait in the accept queue until one closes.
     */
    public static final int MAX_CONNECTIONS = 2_000;
    /**
     * The connections the system may hold for the server before it accepts them (the listen
     * backlog): a burst of simultaneous connects waits there rather than being dropped. The
     * system may cap it (Linux at {@code net.core.somaxconn}, 4,096 by default).
     */
    public static final int ACCEPT_QUEUE = 2_048;

    /**
     * The bounds a server runs with: the constants above, or others for tests.
     *
     * @param clock the time tables expire by
     */
    record Settings(
            int maxThreads,
            int maxTables,
            int tablesPerAddress,
            Duration finishedTable,
            Duration idleTable,
            int connectionsPerAddress,
            int maxConnections,
            long headMillis,
            long bodyMillis,
            Clock clock) {
        static final Settings DEFAULT = new Settings(
                MAX_THREADS,
                MAX_TABLES,
                TABLES_PER_ADDRESS,
                Duration.ofMinutes(FINISHED_TABLE_MINUTES),
                Duration.ofMinutes(IDLE_TABLE_MINUTES),
                CONNECTIONS_PER_ADDRESS,
                MAX_CONNECTIONS,
                HEAD_SECONDS * 1000L,
                BODY_SECONDS * 1000L,
                Clock.systemUTC());

        Settings withThreads(int threads) {
            return new Settings(
                    threads,
                    maxTables,
                    tablesPerAddress,
                    finishedTable,
                    idleTable,
                    connectionsPerAddress,
                    maxConnections,
                    headMillis,
                    bodyMillis,
                    clock);
        }

        Settings withTables(int tables, int perAddress) {
            return new Settings(
                    maxThreads,
                    tables,
                    perAddress,
                    finishedTable,
                    idleTable,
                    connectionsPerAddress,
                    maxConnections,
                    headMillis,
                    bodyMillis,
                    clock);
        }

        Settings withClock(Clock time) {
            return new Settings(
                    maxThreads,
                    maxTables,
                    tablesPerAddress,
                    finishedTable,
                    idleTable,
                    connectionsPerAddress,
                    maxConnections,
                    headMillis,
                    bodyMillis,
                    time);
        }

        Settings withConnections(int perAddress, long head, long body) {
            return new Settings(
                    maxThreads,
                    maxTables,
                    tablesPerAddress,
                    finishedTable,
                    idleTable,
                    perAddress,
                    maxConnections,
                    head,
                    body,
                    clock);
        }

        Settings withMaxConnections(int connections) {
            return new Settings(
                    maxThreads,
                    maxTables,
                    tablesPerAddress,
                    finishedTable,
                    idleTable,
                    connectionsPerAddress,
                    connections,
                    headMillis,
                    bodyMillis,
                    clock);
        }
    }

    private static final String NAME = "incangold-web";
    // Kept here: java.util.logging holds loggers weakly, and a level set on one collected is lost.
    private static final Logger JETTY_LOG = Logger.getLogger("org.eclipse.jetty");
    // Warns of each malformed host or port a client sends (a CONNECT target, a Host header): the
    // client already gets a 400, and a warning per request would let any client fill the log.
    private static final Logger HOST_PORT_LOG = Logger.getLogger("org.eclipse.jetty.util.HostPort");
    private static final Logger LOG = Logger.getLogger(WebServer.class.getName());

    private final Server jetty;
    private final InetSocketAddress address;
    private final ExecutorService botGames;
    private final Tables tables;
    private final AtomicBoolean closing;
    private final ScheduledExecutorService sweeper;

    private WebServer(
            Server jetty,
            InetSocketAddress address,
            ExecutorService botGames,
            Tables tables,
            AtomicBoolean closing,
            ScheduledExecutorService sweeper) {
        this.jetty = jetty;
        this.address = address;
        this.botGames = botGames;
        this.tables = tables;
        this.closing = closing;
        this.sweeper = sweeper;
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
        return start(host, port, StrategyCatalog.builtIn());
    }

    /**
     * Starts a server whose tables may seat the bots of a catalog: the built-in ones and, say, those
     * of a bot path ({@link StrategyCatalog#loadPath}), named in a request's {@code strategies}.
     *
     * <pre>{@code
     * StrategyCatalog bots = StrategyCatalog.loadPath("my-bots.jar").getOrElseThrow(IllegalArgumentException::new);
     * WebServer server = WebServer.start("127.0.0.1", 8080, bots);
     * }</pre>
     *
     * @param host the address to listen on, e.g. {@code "127.0.0.1"} for this machine only
     * @param port the port, or 0 for any free port
     * @param bots the bots a table may seat
     * @return the running server
     * @throws IOException if the address cannot be bound
     */
    public static WebServer start(String host, int port, StrategyCatalog bots) throws IOException {
        return start(host, port, Settings.DEFAULT, bots);
    }

    /** {@link #start(String, int)} with another bound on the threads, for tests. */
    static WebServer start(String host, int port, int maxThreads) throws IOException {
        return start(host, port, Settings.DEFAULT.withThreads(maxThreads));
    }

    /** {@link #start(String, int)} with other bounds, for tests. */
    static WebServer start(String host, int port, Settings settings) throws IOException {
        return start(host, port, settings, StrategyCatalog.builtIn());
    }

    private static WebServer start(String host, int port, Settings settings, StrategyCatalog bots) throws IOException {
        int maxThreads = settings.maxThreads();
        // Jetty says at INFO that it starts and on which port; the command line says where to
        // go. A level set by the user's logging configuration stays.
        if (JETTY_LOG.getLevel() == null) {
            JETTY_LOG.setLevel(Level.WARNING);
        }
        if (HOST_PORT_LOG.getLevel() == null) {
            HOST_PORT_LOG.setLevel(Level.SEVERE);
        }
        QueuedThreadPool threads = new QueuedThreadPool(maxThreads, Math.min(8, maxThreads), 60_000);
        threads.setName(NAME);
        threads.setDaemon(true);
        threads.setReservedThreads(0); // a thread per request that needs one, none kept aside
        Server jetty = new Server(threads);
        jetty.setStopAtShutdown(false); // main's hook closes the server, streams first

        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setRequestHeaderSize(MAX_REQUEST_HEAD);
        // Refuses, before any handler, a URI whose path reads two ways: an encoded '/', '\', '.'
        // or '%', an empty segment, bad UTF-8; so the decoded path splits into the segments meant.
        http.setUriCompliance(UriCompliance.DEFAULT);
        ServerConnector connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(host);
        connector.setPort(port);
        connector.setAcceptQueueSize(ACCEPT_QUEUE);
        connector.setIdleTimeout(REQUEST_SECONDS * 1000L);
        Connections connections = new Connections(
                settings.connectionsPerAddress(),
                settings.headMillis(),
                settings.bodyMillis(),
                connector.getScheduler());
        connector.addEventListener(connections);
        jetty.addConnector(connector);
        jetty.addBean(new ConnectionLimit(settings.maxConnections(), connector));

        ExecutorService botGames = new ThreadPoolExecutor(
                1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(MAX_QUEUED_BOT_GAMES), task -> {
                    Thread thread = new Thread(task, "incangold-bots");
                    thread.setDaemon(true);
                    return thread;
                });
        AtomicBoolean closing = new AtomicBoolean();
        Tables tables = new Tables(
                settings.maxTables(),
                settings.tablesPerAddress(),
                settings.finishedTable(),
                settings.idleTable(),
                settings.clock(),
                botGames);
        Api api = new Api(tables, MAX_STREAMS, closing::get, bots);
        StaticFiles page = new StaticFiles();
        jetty.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                Callback done = connections.handling(request, callback);
                WebServer.handle(new Exchange(request, response, done, connections), api, page);
                return true;
            }
        });
        jetty.setErrorHandler(new HttpErrors());
        try {
            jetty.start();
        } catch (Exception failed) {
            stopQuietly(jetty);
            botGames.shutdownNow();
            Throwable cause = failed;
            while (cause.getCause() != null && !(cause instanceof BindException)) {
                cause = cause.getCause();
            }
            if (cause instanceof IOException cannotListen) {
                throw cannotListen;
            }
            throw new IOException(failed.getMessage(), failed);
        }
        InetSocketAddress bound =
                (InetSocketAddress) ((ServerSocketChannel) connector.getTransport()).getLocalAddress();
        ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "incangold-sweeper");
            thread.setDaemon(true);
            return thread;
        });
        sweeper.scheduleWithFixedDelay(tables::sweep, SWEEP_SECONDS, SWEEP_SECONDS, TimeUnit.SECONDS);
        return new WebServer(jetty, bound, botGames, tables, closing, sweeper);
    }

    private static void stopQuietly(Server jetty) {
        try {
            jetty.stop();
        } catch (Exception ignored) {
            // stopping what did not start
        }
    }

    private static void handle(Exchange exchange, Api api, StaticFiles page) {
        try {
            String path = exchange.path();
            if (exchange.rawPath().indexOf(';') >= 0) {
                // Jetty would drop a path parameter silently, and no path here has one.
                exchange.sendError(ApiError.badRequest(
                        "malformed-uri",
                        "the path " + exchange.rawPath() + " has a parameter (';'), which no path here takes"));
                return;
            }
            if (path.length() > 1 && path.endsWith("/")) {
                // No path here ends with '/': not "/api/tables/" as table '', nor a file's path.
                exchange.sendError(Api.notFound(exchange));
                return;
            }
            if (path.startsWith("/api/")) {
                api.handle(exchange, List.of(path.substring("/api/".length()).split("/", -1)));
                return;
            }
            Option<StaticFiles.File> file = page.find(path);
            String method = exchange.method();
            if (file.isDefined() && (method.equals("GET") || method.equals("HEAD"))) {
                StaticFiles.send(exchange, file.get());
            } else if (file.isDefined()) {
                exchange.setHeader("Allow", "GET, HEAD");
                exchange.sendError(ApiError.of(405, "method-not-allowed", method + " is not allowed here; use GET"));
            } else {
                exchange.sendError(Api.notFound(exchange));
            }
        } catch (RuntimeException bug) {
            LOG.log(Level.SEVERE, "the server failed on " + exchange.method() + " " + exchange.rawPath(), bug);
            if (!exchange.committed()) {
                exchange.sendError(ApiError.of(500, "internal-error", "the server failed: " + bug));
            }
        }
    }

    /**
     * The address the server listens on, for instance {@code http://127.0.0.1:8080/}.
     *
     * @return the server's root URI
     */
    public URI uri() {
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

    /** Removes the tables that have expired, as the server does every {@link #SWEEP_SECONDS}; for tests. */
    void sweep() {
        tables.sweep();
    }

    /** Stops the server: ends the event streams and closes every connection. */
    @Override
    public void close() {
        if (!closing.compareAndSet(false, true)) {
            return;
        }
        tables.all().forEach(Table::wake);
        botGames.shutdownNow();
        sweeper.shutdownNow();
        try {
            jetty.stop();
        } catch (Exception failed) {
            LOG.log(Level.WARNING, "the server did not stop cleanly", failed);
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
     *     (default 127.0.0.1), {@code --bot-path PATHS} (bots of your own the tables may seat),
     *     {@code --version}
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
        StrategyCatalog bots = StrategyCatalog.builtIn();
        java.util.Map<String, String> valueOf = java.util.Map.of(
                "--port", "a port from 0 to 65535",
                "--host", "an address such as 127.0.0.1",
                "--bot-path", "jars or class folders with bots of your own");
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--help") || arg.equals("-h")) {
                out.println("""
                        usage: ./play-web [--port N] [--host ADDRESS] [--bot-path PATHS] [--version]
                          --port N           the port to listen on (default 8080; 0 picks a free port)
                          --host ADDRESS     the address to listen on (default 127.0.0.1, this machine only)
                          --bot-path PATHS   jars or class folders with bots of your own, separated by ':'
                                             (';' on Windows), which tables may seat (see docs/web.md)
                          --version          print the version and exit
                        Exit status: 2 for a wrong command line, 3 when it cannot listen on the address.""");
                return 0;
            }
            if (arg.equals("--version") || arg.equals("-V")) {
                out.println("incangold play-web " + Version.current());
                return 0;
            }
            if (!valueOf.containsKey(arg)) {
                err.println("play-web: unknown argument '" + arg + "'; see ./play-web --help");
                return USAGE_ERROR;
            }
            if (i + 1 >= args.length) {
                err.println("play-web: " + arg + " needs a value: " + valueOf.get(arg));
                return USAGE_ERROR;
            }
            String value = args[++i];
            if (arg.equals("--host")) {
                host = value;
            } else if (arg.equals("--bot-path")) {
                Either<String, StrategyCatalog> loaded = StrategyCatalog.loadPath(value);
                if (loaded.isLeft()) {
                    err.println("play-web: --bot-path: " + loaded.getLeft());
                    return USAGE_ERROR;
                }
                bots = loaded.get();
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
            server = start(host, port, bots);
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
        if (bots.names().size() > StrategyCatalog.builtIn().names().size()) {
            out.println("Bots of yours a table may seat: "
                    + bots.names()
                            .drop(StrategyCatalog.builtIn().names().size())
                            .mkString(", "));
        }
        out.println("Open it in a browser; Ctrl+C stops the server.");
        out.flush();
        untilStopped.accept(server);
        return 0;
    }
}
