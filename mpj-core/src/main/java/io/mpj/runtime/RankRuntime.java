package io.mpj.runtime;

import io.mpj.buffer.ObjectCodec;
import io.mpj.coll.CallSequence;
import io.mpj.coll.select.Selector;
import io.mpj.config.Config;
import io.mpj.engine.BlockingRequests;
import io.mpj.engine.PeerRouter;
import io.mpj.engine.PointToPointEngine;
import io.mpj.error.MpjError;
import io.mpj.transport.Transport;
import io.mpj.transport.TransportContext;
import io.mpj.transport.TransportProvider;
import io.mpj.transport.mem.MemoryTransport;
import io.mpj.transport.mem.SelfTransport;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One rank of a job: its engine, its connections, its settings. Everything below the {@code mpi}
 * facade hangs off an instance of this class, so one JVM can hold several ranks (tests).
 */
public final class RankRuntime {
    /**
     * {@code mpj.deadlock.ms}'s default: how long every rank must have waited, with no message in flight,
     * before the job is declared deadlocked (0: never). Longer than a collective's question (1 s), the one
     * wait that ends by time.
     */
    public static final long DEADLOCK_MILLIS = 2000;
    private final int rank;
    private final int size;
    private final Config config;
    private final PointToPointEngine engine;
    private final ObjectCodec objects;
    private final BufferedSends bufferedSends = new BufferedSends();
    private final Selector selector;
    private final boolean checkCollectives;
    private final AtomicBoolean finalized = new AtomicBoolean();
    private Placement placement;
    private Rendezvous rendezvous;
    private RendezvousServer hostedRendezvous;
    private int nextContext = Communicator.FIRST_FREE_CONTEXT;

    private RankRuntime(int rank, int size, Config config) {
        this.rank = rank;
        this.size = size;
        this.config = config;
        this.engine = new PointToPointEngine(rank, IdlePolicy.of(config, 1));
        this.objects = objectCodec(config);
        this.selector = new Selector(config);
        this.checkCollectives = config.getBoolean("mpj.coll.check", false);
    }

    /** Joins the job this process (or, with {@link ThreadRanks}, this thread) was launched into, or forms a job of one. */
    public static RankRuntime boot(Config config) throws IOException {
        ThreadRanks.Binding thread = ThreadRanks.current();
        if (thread != null) {
            // the process's binding is not the thread's: "" unsets it
            return inMemory(thread.job(), thread.rank(), config.with("mpj.bound.cpus", thread.cpus() == null ? "" : thread.cpus()));
        }
        JobIdentity id = JobIdentity.fromEnvironment(config);
        RankRuntime rt = new RankRuntime(id.rank(), id.size(), config);
        if (id.size() == 1) {
            rt.attach(new PeerRouter(1, List.of(rt.selfDevice())), Placement.here(1));
            return rt;
        }
        if (id.hostsRendezvous()) {
            rt.hostedRendezvous = new RendezvousServer(id.rendezvous(), id.secret(), id.size(), null);
        }
        RendezvousClient client = new RendezvousClient(id.rendezvous(), id.secret(), id.rank(), id.size(),
                config.getLong("mpj.connect.timeout", 60) * 1000);
        rt.connect(Devices.resolve(config.get("mpj.device")), client, id.secret());
        return rt;
    }

    /** A rank of a job whose other ranks are threads of this JVM (in-memory device). */
    public static RankRuntime inMemory(MemoryTransport.Job job, int rank, Config config) {
        return inMemory(job, rank, config, Placement.here(job.size()));
    }

    /** The same, the ranks placed on the hosts {@code placement} names (for node-aware algorithms in tests). */
    public static RankRuntime inMemory(MemoryTransport.Job job, int rank, Config config, Placement placement) {
        RankRuntime rt = new RankRuntime(rank, job.size(), config);
        Transport mem = job.open(rank, rt.engine, rt.eagerLimit());
        rt.attach(new PeerRouter(job.size(), List.of(rt.selfDevice(), new PeerRouter.Device("mem", 0, mem))), placement);
        return rt;
    }

    /** A rank that connects through the devices {@code deviceSpec} names, meeting the others at {@code rendezvous}. */
    public static RankRuntime connect(int rank, int size, String deviceSpec, Rendezvous rendezvous, byte[] secret,
                                      Config config) throws IOException {
        RankRuntime rt = new RankRuntime(rank, size, config);
        rt.connect(Devices.resolve(deviceSpec), rendezvous, secret);
        return rt;
    }

    private void connect(List<TransportProvider> devices, Rendezvous rv, byte[] secret) throws IOException {
        this.rendezvous = rv;
        Wireup.Wired w = Wireup.connect(devices, rank, size, secret, rv, config, engine, selfDevice());
        attach(w.router(), w.placement());
    }

    /**
     * The devices are connected and every rank's place known: waiting threads now idle as the ranks on
     * this machine allow, and with {@code mpj.display.devices} the rank says which device reaches each peer.
     */
    private void attach(PeerRouter router, Placement placement) {
        this.placement = placement;
        selector.prepareFor(placement.hostCount());
        engine.attach(router);
        long deadlockMillis = config.getLong("mpj.deadlock.ms", DEADLOCK_MILLIS);
        if (deadlockMillis > 0) engine.watchDeadlocks(deadlockMillis * 1_000_000L, size);
        int local = placement.ranksOnMachineOf(rank);
        engine.useIdleStrategies(IdlePolicy.of(config, local));
        BlockingRequests.claim();
        if (config.getBoolean("mpj.display.devices", false)) {
            StringBuilder sb = new StringBuilder("mpj: rank " + rank + " on " + placement.host(rank) + " (" + local
                    + " ranks on this machine's " + IdlePolicy.machineCores(config) + " cores: "
                    + IdlePolicy.describe(config, local) + ") reaches");
            for (int peer = 0; peer < size; peer++) sb.append(' ').append(peer).append(':').append(router.deviceOf(peer));
            for (String d : router.descriptions()) sb.append("; ").append(d);
            System.err.println(sb);
        }
    }

    /**
     * A standard send to self is buffered whatever its size (MPI allows it), as a receive posted after a
     * blocking send by the same thread could not otherwise be reached; {@code mpj.self.eager} sets a limit.
     * It costs no copy more: above its limit the self device copies a rendezvous payload through its inbox too.
     */
    private PeerRouter.Device selfDevice() {
        long limit = config.getLong("mpj." + SelfTransport.NAME + ".eager", Integer.MAX_VALUE);
        return new PeerRouter.Device(SelfTransport.NAME, Integer.MAX_VALUE, new SelfTransport(rank, engine, limit));
    }

    private long eagerLimit() {
        return config.getLong("mpj.eager.threshold", TransportContext.DEFAULT_EAGER);
    }
    public int rank() {
        return rank;
    }

    /** Where every rank of the job runs. */
    public Placement placement() {
        return placement;
    }

    public int size() {
        return size;
    }

    public PointToPointEngine engine() {
        return engine;
    }

    public ObjectCodec objects() {
        return objects;
    }

    /** True when every collective first checks that all ranks make the same call (mpj.coll.check). */
    public boolean checksCollectives() {
        return checkCollectives;
    }

    /** Which collective algorithm each call uses. */
    public Selector selector() {
        return selector;
    }

    public BufferedSends bufferedSends() {
        return bufferedSends;
    }

    public boolean isFinalized() {
        return finalized.get();
    }

    /**
     * The next free communicator context id of this rank. A new communicator takes the maximum of
     * its members' proposals, so no member has used it for anything else.
     */
    public synchronized int proposeContext() {
        return nextContext;
    }

    public synchronized void contextTaken(int context) {
        nextContext = Math.max(nextContext, context + 2);
    }

    /** The first step of MPI.Finalize: peers learn that this rank sends no more messages. */
    public void beginFinalize() {
        engine.announceFinalize(size);
    }

    /**
     * Closes connections after pending buffered sends have left; idempotent. Called after the final
     * Barrier, when every rank has announced MPI.Finalize: once all those announcements are in, a
     * collective message still unreceived means the ranks disagreed on a call, reported here.
     */
    public void finish() {
        if (!finalized.compareAndSet(false, true)) return;
        engine.waitUntil(bufferedSends);
        engine.awaitFinalizeOfOthers(size);
        MpjError unreceived = engine.firstUnmatched(CallSequence::neverReceived);
        engine.close();
        if (rendezvous != null) rendezvous.close();
        if (hostedRendezvous != null) hostedRendezvous.close();
        if (unreceived != null) throw unreceived;
    }

    /** Tells the launcher (if it listens) and ends this process with a non-zero status. */
    public void abort(int code) {
        if (rendezvous != null) rendezvous.reportAbort(code);
        System.err.println("mpj: rank " + rank + " called Abort with errorcode " + code + "; ending the job");
        System.err.flush();
        Runtime.getRuntime().halt(code != 0 ? code : 1);
    }

    /** mpj.object.filter: {@code limits} (the default) or {@code allow-list} (implied by mpj.object.allow). */
    private static ObjectCodec objectCodec(Config config) {
        String allow = config.get("mpj.object.allow");
        String filter = config.get("mpj.object.filter", allow != null ? "allow-list" : "limits");
        int depth = (int) config.getLong("mpj.object.maxdepth", ObjectCodec.DEFAULT_MAX_DEPTH);
        switch (filter) {
            case "limits": return ObjectCodec.limitsOnly(depth);
            case "allow-list": return ObjectCodec.allowList(allow, depth);
            default: throw new IllegalArgumentException("mpj.object.filter=" + filter + ": must be limits or allow-list");
        }
    }
}
