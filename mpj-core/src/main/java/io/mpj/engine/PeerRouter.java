package io.mpj.engine;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.idle.BoundedWait;
import io.mpj.protocol.FrameHeader;
import io.mpj.transport.BlockingTransport;
import io.mpj.transport.Doorbell;
import io.mpj.transport.PayloadSource;
import io.mpj.transport.SendListener;
import io.mpj.transport.SharedMemory;
import io.mpj.transport.Transport;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which device carries the frames to each peer, in the spirit of Open MPI's BML: of the devices that
 * reach a peer, the most preferred (self, then shared memory, then sockets), fixed for the job so that
 * a peer's frames stay in order; the eager limit is that device's. A waiting thread blocks in one
 * device that can block (the one reaching most peers), after the others have asked for a wake-up; the
 * router rings peers' bells ({@link Doorbell}) through it. Devices that carry no peer's traffic (the
 * sockets between ranks that all share memory) are polled only every {@value #RARE_POLL} rounds and
 * after each block, for their wake-ups and for peers that vanish. Used under the engine's lock, but
 * for {@link #await}.
 */
public final class PeerRouter implements Doorbell {
    /** A connected device, its name and its preference ({@link io.mpj.transport.TransportProvider}). */
    public record Device(String name, int preference, Transport transport) {}

    /**
     * A poll of an idle socket is a system call (at 64 rounds it cost a small message on shm about 15 ns);
     * 4096 rounds of a spinning rank still notice a vanished peer within a millisecond.
     */
    static final int RARE_POLL = 4096;
    private static final long CLOSE_TIMEOUT_NANOS = 10_000_000_000L;

    private final Device[] devices;
    private final Transport[] transports;
    /**
     * The devices that carry traffic, polled every round: the first three each at a call site of its
     * own, so that the JIT sees one type at each and inlines the device's poll (a loop over devices of
     * three types made each round about 15 ns slower, a sixth of a small message's latency on shm).
     */
    private final Transport hot0, hot1, hot2;
    private final Transport[] hotRest;
    /** The devices that carry no peer's traffic, polled every {@value #RARE_POLL} rounds and after a block. */
    private final Transport[] rare;
    private final Transport[] route;
    private final String[] routeName;
    private final long[] eager;
    private final BlockingTransport blocker;
    private int rounds;
    private volatile boolean pollAll;

    /**
     * Routes every rank of a job of {@code size} through {@code connected}; a rank that no device
     * reaches is an error naming it.
     */
    public PeerRouter(int size, List<Device> connected) {
        List<Device> byPreference = new ArrayList<>(connected);
        byPreference.sort(Comparator.comparingInt(Device::preference).reversed());
        this.devices = byPreference.toArray(new Device[0]);
        this.transports = new Transport[devices.length];
        boolean[] carries = new boolean[devices.length];
        this.route = new Transport[size];
        this.routeName = new String[size];
        this.eager = new long[size];
        for (int i = 0; i < devices.length; i++) transports[i] = devices[i].transport();
        for (int peer = 0; peer < size; peer++) {
            for (int i = 0; i < devices.length && route[peer] == null; i++) {
                if (!transports[i].reaches(peer)) continue;
                route[peer] = transports[i];
                routeName[peer] = devices[i].name();
                eager[peer] = transports[i].eagerLimit();
                carries[i] = true;
            }
            if (route[peer] == null) {
                throw new MpjError(ErrorClass.OTHER, "no device reaches rank " + peer + " (devices: " + names()
                        + "); add one that does, e.g. --dev shm,nio");
            }
        }
        this.blocker = chooseBlocker(size);
        List<Transport> hot = new ArrayList<>();
        List<Transport> idle = new ArrayList<>();
        for (int i = 0; i < transports.length; i++) (carries[i] ? hot : idle).add(transports[i]);
        this.hot0 = hot.get(0);
        this.hot1 = hot.size() > 1 ? hot.get(1) : null;
        this.hot2 = hot.size() > 2 ? hot.get(2) : null;
        this.hotRest = hot.subList(Math.min(3, hot.size()), hot.size()).toArray(new Transport[0]);
        this.rare = idle.toArray(new Transport[0]);
    }

    /**
     * The blocking device that reaches the most peers, the least preferred on a tie (sockets, not self,
     * between two ranks): its bell wakes them.
     */
    private BlockingTransport chooseBlocker(int size) {
        BlockingTransport best = null;
        int bestReach = -1;
        for (int i = transports.length - 1; i >= 0; i--) {
            if (!(transports[i] instanceof BlockingTransport b)) continue;
            int reach = 0;
            for (int peer = 0; peer < size; peer++) if (b.reaches(peer)) reach++;
            if (reach > bestReach) {
                best = b;
                bestReach = reach;
            }
        }
        if (best == null) throw new MpjError(ErrorClass.OTHER, "no device a waiting thread can block in (devices: " + names() + ")");
        return best;
    }

    private String names() {
        List<String> n = new ArrayList<>();
        for (Device d : devices) n.add(d.name());
        return String.join(", ", n);
    }

    /** What the devices say of themselves ({@link Transport#describe()}), for diagnostics. */
    public List<String> descriptions() {
        List<String> d = new ArrayList<>();
        for (Transport t : transports) {
            String line = t.describe();
            if (line != null) d.add(line);
        }
        return d;
    }

    /** The device that carries frames to {@code peer}, by name (diagnostics and tests). */
    public String deviceOf(int peer) {
        return routeName[peer];
    }

    public long eagerLimit(int peer) {
        return eager[peer];
    }

    public void send(int dest, FrameHeader header, PayloadSource payload, SendListener listener) {
        route[dest].send(dest, header, payload, listener);
    }

    /** One round over the devices; true if anything moved. */
    public boolean progress() {
        boolean work = hot0.progress();
        if (hot1 != null) work |= hot1.progress();
        if (hot2 != null) work |= hot2.progress();
        for (Transport t : hotRest) work |= t.progress();
        if (pollAll || ++rounds >= RARE_POLL) {
            rounds = 0;
            pollAll = false;
            for (Transport t : rare) work |= t.progress();
        }
        return work;
    }

    /**
     * Blocks for at most {@code nanos} until input may have arrived: every device first arranges to be
     * woken (or reports input already there), then the thread blocks in the blocking device. Called
     * without the lock.
     */
    public void await(long nanos) {
        await(nanos, null);
    }

    /** As {@link #await(long)}, also asking for a wake-up through {@code shared} if not null. */
    public void await(long nanos, SharedWakeup shared) {
        boolean ready = false;
        try {
            for (Transport t : transports) ready |= t.prepareToBlock();
            if (shared != null) ready |= shared.prepareToBlock();
            if (!ready) blocker.await(nanos);
        } finally {
            for (Transport t : transports) t.unblocked();
            if (shared != null) shared.unblocked();
            pollAll = true;
        }
    }

    /**
     * The memory every rank of {@code worldRanks} (this rank {@code me} among them) can map, if one
     * device carries the traffic to all the others and shares memory with each; else null.
     */
    public SharedMemory sharedMemoryWith(int[] worldRanks, int me) {
        SharedMemory common = null;
        for (int r : worldRanks) {
            if (r == me) continue;
            SharedMemory m = route[r].sharedMemory(r);
            if (m == null || common != null && m != common) return null;
            common = m;
        }
        return common;
    }

    @Override
    public void ring(int peer) {
        blocker.wake(peer);
    }

    public boolean hasPendingOutput() {
        for (Transport t : transports) if (t.hasPendingOutput()) return true;
        return false;
    }

    /**
     * Writes what is queued (for at most 10 s: a peer that stopped reading must not hang this rank),
     * then closes every device.
     */
    public void close() {
        BoundedWait.until(() -> !hasPendingOutput(), () -> {
            pollAll = true;
            return progress();
        }, this::await, CLOSE_TIMEOUT_NANOS);
        for (Transport t : transports) t.close();
    }
}
