package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.coll.Primitive;
import io.mpj.coll.op.PredefinedOp;
import io.mpj.coll.op.SumPriming;
import io.mpj.config.Config;
import io.mpj.config.Machine;
import io.mpj.engine.Wildcards;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;
import io.mpj.runtime.BufferedSends;
import io.mpj.runtime.Communicator;
import io.mpj.runtime.RankRuntime;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;

/**
 * The MPI environment of this process: a thin facade over one {@link RankRuntime}.
 *
 * <p>Every int constant is a blank final assigned in the static initialiser, so javac never copies
 * its value into callers and jars compiled against this class run on other implementations. The
 * exceptions are the comparison results IDENT/CONGRUENT/SIMILAR/UNEQUAL, which MPJ Express compiles
 * into callers as 0/3/1/2: ours have the same values.
 */
public class MPI {
    public static final Datatype BYTE, CHAR, SHORT, BOOLEAN, INT, LONG, FLOAT, DOUBLE, PACKED, LB, UB, OBJECT;
    /** (value, index) pairs for MAXLOC and MINLOC, stored side by side in an array of the base type. */
    public static final Datatype SHORT2, INT2, LONG2, FLOAT2, DOUBLE2;
    public static final Op MAX, MIN, SUM, PROD, LAND, BAND, LOR, BOR, LXOR, BXOR, MAXLOC, MINLOC;

    public static final int ANY_SOURCE, ANY_TAG, PROC_NULL, UNDEFINED;
    public static final int IDENT, CONGRUENT, SIMILAR, UNEQUAL;
    public static final int GRAPH, CART;
    public static final int THREAD_SINGLE, THREAD_FUNNELED, THREAD_SERIALIZED, THREAD_MULTIPLE;
    public static final int BSEND_OVERHEAD;
    /** MPJ Express's names: the bytes a send adds to a message in the buffer (= BSEND_OVERHEAD), and a receive (none). */
    public static final int SEND_OVERHEAD, RECV_OVERHEAD;
    /**
     * The largest tag (a value, as mpiJava programs use it) and the keys of the predefined attributes
     * {@link Comm#Attr_get} returns: TAG_UB, HOST (no host is special: PROC_NULL), IO (every rank can
     * do I/O: ANY_SOURCE), WTIME_IS_GLOBAL (false).
     */
    public static final int TAG_UB, HOST, IO, WTIME_IS_GLOBAL;

    public static final int SUCCESS, ERR_BUFFER, ERR_COUNT, ERR_TYPE, ERR_TAG, ERR_COMM, ERR_RANK, ERR_REQUEST,
            ERR_ROOT, ERR_GROUP, ERR_OP, ERR_TOPOLOGY, ERR_DIMS, ERR_ARG, ERR_UNKNOWN, ERR_TRUNCATE, ERR_OTHER,
            ERR_INTERN, ERR_IN_STATUS, ERR_PENDING;

    /** All ranks of the job; usable after {@link #Init}. */
    public static Intracomm COMM_WORLD;
    /** Just this rank; usable after {@link #Init}. */
    public static Comm COMM_SELF;
    public static Request REQUEST_NULL;
    /** The group without members; set by {@link #Init}. */
    public static Group GROUP_EMPTY;
    /** Error handlers ({@link Errhandler}); ERRORS_RETURN is in force until one is set. */
    public static final Errhandler ERRORS_ARE_FATAL = new Errhandler("MPI.ERRORS_ARE_FATAL");
    public static final Errhandler ERRORS_RETURN = new Errhandler("MPI.ERRORS_RETURN");
    private static volatile Errhandler errhandler = ERRORS_RETURN;
    /** What Split and Create return on ranks left out: null, as in mpiJava. */
    public static Comm COMM_NULL;
    /** MPJ Express's null handles: a null group, a status with no message (source ANY_SOURCE, tag ANY_TAG). */
    public static Group GROUP_NULL;
    public static final Status EMPTY_STATUS;
    /** The processors this rank's JVM sees (MPJ Express's name), for programs that size thread pools. */
    public static final int NUM_OF_PROCESSORS;

    private static final Object LOCK = new Object();
    private static RankRuntime runtime;
    private static Thread mainThread;
    private static boolean initialized;

    static {
        BYTE = Datatype.predefined("BYTE", BaseType.BYTE, 1);
        CHAR = Datatype.predefined("CHAR", BaseType.CHAR, 1);
        SHORT = Datatype.predefined("SHORT", BaseType.SHORT, 1);
        BOOLEAN = Datatype.predefined("BOOLEAN", BaseType.BOOLEAN, 1);
        INT = Datatype.predefined("INT", BaseType.INT, 1);
        LONG = Datatype.predefined("LONG", BaseType.LONG, 1);
        FLOAT = Datatype.predefined("FLOAT", BaseType.FLOAT, 1);
        DOUBLE = Datatype.predefined("DOUBLE", BaseType.DOUBLE, 1);
        PACKED = Datatype.predefined("PACKED", BaseType.BYTE, 1);
        LB = Datatype.marker("LB");
        UB = Datatype.marker("UB");
        OBJECT = Datatype.predefined("OBJECT", BaseType.OBJECT, 1);
        SHORT2 = Datatype.predefined("SHORT2", BaseType.SHORT, 2);
        INT2 = Datatype.predefined("INT2", BaseType.INT, 2);
        LONG2 = Datatype.predefined("LONG2", BaseType.LONG, 2);
        FLOAT2 = Datatype.predefined("FLOAT2", BaseType.FLOAT, 2);
        DOUBLE2 = Datatype.predefined("DOUBLE2", BaseType.DOUBLE, 2);
        MAX = new Op(PredefinedOp.MAX);
        MIN = new Op(PredefinedOp.MIN);
        SUM = new Op(PredefinedOp.SUM);
        PROD = new Op(PredefinedOp.PROD);
        LAND = new Op(PredefinedOp.LAND);
        BAND = new Op(PredefinedOp.BAND);
        LOR = new Op(PredefinedOp.LOR);
        BOR = new Op(PredefinedOp.BOR);
        LXOR = new Op(PredefinedOp.LXOR);
        BXOR = new Op(PredefinedOp.BXOR);
        MAXLOC = new Op(PredefinedOp.MAXLOC);
        MINLOC = new Op(PredefinedOp.MINLOC);

        ANY_SOURCE = Wildcards.ANY_SOURCE;
        ANY_TAG = Wildcards.ANY_TAG;
        PROC_NULL = Wildcards.PROC_NULL;
        UNDEFINED = Wildcards.UNDEFINED;
        IDENT = 0;
        CONGRUENT = 3;
        SIMILAR = 1;
        UNEQUAL = 2;
        GRAPH = 1;
        CART = 2;
        THREAD_SINGLE = 1;
        THREAD_FUNNELED = 2;
        THREAD_SERIALIZED = 3;
        THREAD_MULTIPLE = 4;
        BSEND_OVERHEAD = BufferedSends.OVERHEAD;
        SEND_OVERHEAD = BSEND_OVERHEAD;
        RECV_OVERHEAD = 0;
        NUM_OF_PROCESSORS = Runtime.getRuntime().availableProcessors();
        EMPTY_STATUS = new Status(); // after ANY_SOURCE and ANY_TAG
        TAG_UB = Integer.MAX_VALUE;
        HOST = Integer.MAX_VALUE - 1;
        IO = Integer.MAX_VALUE - 2;
        WTIME_IS_GLOBAL = Integer.MAX_VALUE - 3;

        SUCCESS = ErrorClass.SUCCESS.code;
        ERR_BUFFER = ErrorClass.BUFFER.code;
        ERR_COUNT = ErrorClass.COUNT.code;
        ERR_TYPE = ErrorClass.TYPE.code;
        ERR_TAG = ErrorClass.TAG.code;
        ERR_COMM = ErrorClass.COMM.code;
        ERR_RANK = ErrorClass.RANK.code;
        ERR_REQUEST = ErrorClass.REQUEST.code;
        ERR_ROOT = ErrorClass.ROOT.code;
        ERR_GROUP = ErrorClass.GROUP.code;
        ERR_OP = ErrorClass.OP.code;
        ERR_TOPOLOGY = ErrorClass.TOPOLOGY.code;
        ERR_DIMS = ErrorClass.DIMS.code;
        ERR_ARG = ErrorClass.ARG.code;
        ERR_UNKNOWN = ErrorClass.UNKNOWN.code;
        ERR_TRUNCATE = ErrorClass.TRUNCATE.code;
        ERR_OTHER = ErrorClass.OTHER.code;
        ERR_INTERN = ErrorClass.INTERN.code;
        ERR_IN_STATUS = ErrorClass.IN_STATUS.code;
        ERR_PENDING = ErrorClass.PENDING.code;

        // Before Init, calls on these fail with a clear MPIException rather than a NullPointerException.
        COMM_WORLD = new Intracomm(null);
        COMM_SELF = new Intracomm(null);
        REQUEST_NULL = new Request(COMM_WORLD, null);
    }

    public MPI() {}

    /** On/off settings that are read where a bad value cannot fail a call, or would pass for off. */
    static final List<String> SWITCHES = List.of("mpj.raw.copy", "mpj.coll.check", "mpj.display.devices");

    /**
     * Refuses a value other than true or false for any of {@link #SWITCHES}, naming it, in the call that
     * starts the library: mpj.raw.copy is read as {@code io.mpj.buffer.RawCopy} loads, which must not fail.
     */
    static void checkSwitches(Config config) throws MPIException {
        for (String key : SWITCHES) onOff(config, key, false);
    }

    /** The on/off setting {@code key} ({@link Config#getBoolean}); anything but true or false is MPI_ERR_ARG of Init. */
    static boolean onOff(Config config, String key, boolean dflt) throws MPIException {
        try {
            return config.getBoolean(key, dflt);
        } catch (IllegalArgumentException e) {
            throw MPIException.of(ErrorClass.ARG, "MPI.Init: " + e.getMessage());
        }
    }

    /**
     * Joins the job this process was started in ({@code mpjrun}, {@code mpirun}, {@code srun}, or
     * alone) and returns the program's arguments unchanged: nothing is injected into them.
     */
    public static String[] Init(String[] args) throws MPIException {
        long warmupRounds;
        boolean primed;
        synchronized (LOCK) {
            if (initialized) throw MPIException.of(ErrorClass.OTHER, "MPI.Init: MPI is already initialised");
            Config config = Config.fromSystem();
            warmupRounds = InitWarmup.rounds(config);
            primed = InitWarmup.primesSums(config);
            checkSwitches(config);
            if (primed) SumPriming.start();
            try {
                runtime = RankRuntime.boot(config);
            } catch (Exception e) {
                MPIException m = MPIException.of(ErrorClass.OTHER, "MPI.Init: " + e.getMessage());
                m.initCause(e);
                throw m;
            }
            COMM_WORLD.impl = Communicator.world(runtime);
            COMM_SELF.impl = Communicator.self(runtime);
            GROUP_EMPTY = new Group(new int[0], runtime.rank());
            mainThread = Thread.currentThread();
            initialized = true;
        }
        if (primed) SumPriming.finish();
        InitWarmup.run(COMM_WORLD, warmupRounds);
        return args == null ? new String[0] : args.clone();
    }

    /** Sets this rank's error handler (MPJ Express's call; see {@link Errhandler}). */
    public static void Errorhandler_set(Errhandler handler) throws MPIException {
        if (handler == null) throw MPIException.of(ErrorClass.ARG, "MPI.Errorhandler_set: handler is null");
        errhandler = handler;
    }

    public static Errhandler Errorhandler_get() throws MPIException {
        return errhandler;
    }

    /** Every error a call raises passes here: under ERRORS_ARE_FATAL the job ends with it. */
    static MPIException raised(MPIException e) {
        RankRuntime rt = runtime;
        if (errhandler == ERRORS_ARE_FATAL && rt != null && !rt.isFinalized()) {
            System.err.println("mpj: rank " + rt.rank() + ": " + e.getMessage() + " (MPI.ERRORS_ARE_FATAL)");
            rt.abort(e.getErrorClass());
        }
        return e;
    }

    /**
     * Init, and report the thread level provided: always {@link #THREAD_MULTIPLE}. Any thread may
     * call any MPI method at any time; the engine serialises them under one lock, and a blocked
     * call releases it while it waits. A program that calls MPI from more than one thread should
     * ask for THREAD_MULTIPLE: the deadlock watch, which assumes one thread per rank, is then off
     * (it also turns itself off on a rank where it sees a second thread call in).
     */
    public static int Init_thread(String[] args, int required) throws MPIException {
        Init(args);
        threadsRequired(required);
        return THREAD_MULTIPLE;
    }

    /**
     * A program that asks for THREAD_MULTIPLE may make a thread's first call at any time, which the
     * deadlock watch cannot foresee: it is off.
     */
    private static void threadsRequired(int required) {
        if (required == THREAD_MULTIPLE) runtime.engine().stopWatchingDeadlocks();
    }

    /** MPJ Express's name for {@link #Init_thread}; returns the arguments like {@link #Init}. */
    public static String[] initThread(int required, int provided, String[] args) throws MPIException {
        Init(args);
        threadsRequired(required);
        return args == null ? new String[0] : args.clone();
    }

    public static int Query_thread() {
        return THREAD_MULTIPLE;
    }

    public static int queryThread() {
        return Query_thread();
    }

    public static boolean Is_thread_main() {
        return Thread.currentThread() == mainThread;
    }

    public static boolean isMainThread() {
        return Is_thread_main();
    }

    /** Waits for pending buffered sends, synchronises all ranks, and closes the connections. */
    public static void Finalize() throws MPIException {
        RankRuntime rt = live("MPI.Finalize");
        try {
            rt.engine().waitUntil(rt.bufferedSends()); // buffered messages leave before the announcement
            rt.beginFinalize();
            COMM_WORLD.Barrier();
            rt.finish();
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }

    /** True once Init has been called (also after Finalize, as MPI specifies). */
    public static boolean Initialized() throws MPIException {
        synchronized (LOCK) {
            return initialized;
        }
    }

    /** Seconds since an arbitrary origin, with nanosecond resolution. */
    public static double Wtime() throws MPIException {
        return System.nanoTime() * 1e-9;
    }

    public static double Wtick() throws MPIException {
        return 1e-9;
    }

    /** The name of the host this rank runs on (each node of an emulated cluster has its own). */
    public static String Get_processor_name() throws MPIException {
        return Machine.hostName();
    }

    /** Attaches {@code buffer}'s capacity for buffered-mode sends (MPJ Express's signature). */
    public static void Buffer_attach(ByteBuffer buffer) throws MPIException {
        if (buffer == null) throw MPIException.of(ErrorClass.BUFFER, "MPI.Buffer_attach: buffer is null");
        attach(buffer.capacity());
    }

    /** Attaches {@code buffer.length} bytes for buffered-mode sends (mpiJava's signature). */
    public static void Buffer_attach(byte[] buffer) throws MPIException {
        if (buffer == null) throw MPIException.of(ErrorClass.BUFFER, "MPI.Buffer_attach: buffer is null");
        attach(buffer.length);
    }

    private static void attach(long bytes) throws MPIException {
        try {
            live("MPI.Buffer_attach").bufferedSends().attach("MPI.Buffer_attach", bytes);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }

    /** Waits until every buffered message has left, then detaches the buffer. */
    public static void Buffer_detach() throws MPIException {
        RankRuntime rt = live("MPI.Buffer_detach");
        try {
            rt.engine().waitUntil(rt.bufferedSends());
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
        rt.bufferedSends().detach();
    }

    /**
     * Uses {@code algorithm} for every later call of the collective {@code primitive} in this
     * process (names as listed by {@code mpjrun --list-algorithms}); null goes back to the tuning
     * table and the defaults. Every rank must make the same choice. Not part of mpiJava: for
     * benchmarks that time each algorithm (the property mpj.coll.&lt;primitive&gt; does the same).
     */
    public static void Set_collective_algorithm(String primitive, String algorithm) throws MPIException {
        Primitive p = Primitive.ofKey(primitive);
        if (p == null) {
            throw MPIException.of(ErrorClass.ARG, "MPI.Set_collective_algorithm: unknown primitive '" + primitive + "' (known: "
                    + Arrays.stream(Primitive.values()).map(Primitive::key).toList() + ")");
        }
        try {
            live("MPI.Set_collective_algorithm").selector().force(p, algorithm);
        } catch (IllegalArgumentException e) {
            throw MPIException.of(ErrorClass.ARG, "MPI.Set_collective_algorithm: " + e.getMessage());
        }
    }

    private static RankRuntime live(String call) throws MPIException {
        synchronized (LOCK) {
            if (runtime == null) throw MPIException.of(ErrorClass.OTHER, call + ": MPI.Init has not been called");
            if (runtime.isFinalized()) throw MPIException.of(ErrorClass.OTHER, call + ": called after MPI.Finalize");
            return runtime;
        }
    }
}
