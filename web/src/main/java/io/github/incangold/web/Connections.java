package io.github.incangold.web;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The server's bounds on each connection, beside Jetty's: the connections one address holds at
 * once, and the time a request's line and headers, then its body, may take to arrive. Jetty's
 * idle timeout closes a connection that stays silent, but it starts again with every byte, so a
 * client sending one byte a second would hold a connection for ever; here a request has a time
 * for its whole head and one for its whole body, however its bytes come.
 */
final class Connections implements Connection.Listener {
    private final int perAddress;
    private final long headMillis;
    private final long bodyMillis;
    private final Scheduler scheduler;
    private final Map<String, Integer> byAddress = new ConcurrentHashMap<>();
    private final Map<Connection, Watch> watches = new ConcurrentHashMap<>();

    Connections(int perAddress, long headMillis, long bodyMillis, Scheduler scheduler) {
        this.perAddress = perAddress;
        this.headMillis = headMillis;
        this.bodyMillis = bodyMillis;
        this.scheduler = scheduler;
    }

    /**
     * Whom a limit per address counts: an IPv4 address, or the first 64 bits of an IPv6 address,
     * the network of one subscriber (a single machine often has a whole /64 to pick from).
     */
    static String client(SocketAddress remote) {
        if (!(remote instanceof InetSocketAddress socket) || socket.getAddress() == null) {
            return String.valueOf(remote);
        }
        InetAddress address = socket.getAddress();
        if (address instanceof Inet6Address) {
            byte[] network = Arrays.copyOf(address.getAddress(), 16);
            Arrays.fill(network, 8, 16, (byte) 0);
            try {
                return InetAddress.getByAddress(network).getHostAddress() + "/64";
            } catch (java.net.UnknownHostException impossible) {
                throw new IllegalStateException(impossible);
            }
        }
        return address.getHostAddress();
    }

    /**
     * A new connection: closed at once, before anything is read from it, when its address already
     * holds {@code perAddress} connections; else it has {@code headMillis} for its first request's
     * line and headers.
     */
    @Override
    public void onOpened(Connection connection) {
        Watch watch = new Watch(connection, client(connection.getEndPoint().getRemoteSocketAddress()));
        watches.put(connection, watch);
        if (byAddress.merge(watch.client, 1, Integer::sum) > perAddress) {
            connection.getEndPoint().close();
            return;
        }
        watch.arm(headMillis);
    }

    @Override
    public void onClosed(Connection connection) {
        Watch watch = watches.remove(connection);
        if (watch != null) {
            watch.disarm();
            byAddress.computeIfPresent(watch.client, (client, count) -> count <= 1 ? null : count - 1);
        }
    }

    /** The connections each address holds now, for tests. */
    int held(String client) {
        return byAddress.getOrDefault(client, 0);
    }

    /**
     * A request whose line and headers have arrived: its connection's time for them stops, and
     * starts again for the next request once {@code callback} is completed (the reply sent).
     *
     * @return the callback to complete instead of {@code callback}
     */
    Callback handling(Request request, Callback callback) {
        Watch watch = watches.get(request.getConnectionMetaData().getConnection());
        if (watch == null) {
            return callback;
        }
        watch.disarm();
        return new Callback() {
            @Override
            public void succeeded() {
                watch.arm(headMillis); // before the next request can start on this connection
                callback.succeeded();
            }

            @Override
            public void failed(Throwable failure) {
                watch.arm(headMillis);
                callback.failed(failure);
            }

            @Override
            public InvocationType getInvocationType() {
                return callback.getInvocationType();
            }
        };
    }

    /** The body of {@code request} starts to be read: it has {@code bodyMillis} to arrive whole. */
    void readingBody(Request request) {
        Watch watch = watches.get(request.getConnectionMetaData().getConnection());
        if (watch != null) {
            watch.arm(bodyMillis);
        }
    }

    /** The body of {@code request} has been read. */
    void bodyRead(Request request) {
        Watch watch = watches.get(request.getConnectionMetaData().getConnection());
        if (watch != null) {
            watch.disarm();
        }
    }

    /** One connection's deadline: when it passes, the connection is closed. */
    private final class Watch {
        final Connection connection;
        final String client;
        private Scheduler.Task task; // guarded by this

        Watch(Connection connection, String client) {
            this.connection = connection;
            this.client = client;
        }

        synchronized void arm(long millis) {
            disarm();
            task = scheduler.schedule(() -> connection.getEndPoint().close(), millis, TimeUnit.MILLISECONDS);
        }

        synchronized void disarm() {
            if (task != null) {
                task.cancel();
                task = null;
            }
        }
    }
}
