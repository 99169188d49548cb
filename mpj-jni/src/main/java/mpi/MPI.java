package mpi;

/**
 * An mpiJava-1.2-style binding over the native MPI library (Open MPI here): the subset of the API
 * that the mpj-bench suite and the JGF kernels use, with MPJ Express's descriptors, so the same
 * compiled jars run on it. Launch with the native launcher, e.g.
 * {@code mpirun -np 2 java -Djava.library.path=DIR -cp mpj-jni.jar:app.jar Main}.
 */
public class MPI {
    public static final int ANY_SOURCE = -1, ANY_TAG = -1, PROC_NULL = -2, UNDEFINED = -32766;
    /** Error classes, numbered as the MPI standard's C binding (and Open MPI's mpi.h) numbers them. */
    public static final int SUCCESS = 0, ERR_BUFFER = 1, ERR_COUNT = 2, ERR_TYPE = 3, ERR_TAG = 4, ERR_COMM = 5,
            ERR_RANK = 6, ERR_REQUEST = 7, ERR_ROOT = 8, ERR_GROUP = 9, ERR_OP = 10, ERR_ARG = 13, ERR_UNKNOWN = 14,
            ERR_TRUNCATE = 15, ERR_OTHER = 16, ERR_INTERN = 17;

    public static final Datatype BYTE = new Datatype(Datatype.BYTE, 1, "MPI.BYTE");
    public static final Datatype CHAR = new Datatype(Datatype.CHAR, 2, "MPI.CHAR");
    public static final Datatype SHORT = new Datatype(Datatype.SHORT, 2, "MPI.SHORT");
    public static final Datatype BOOLEAN = new Datatype(Datatype.BOOLEAN, 1, "MPI.BOOLEAN");
    public static final Datatype INT = new Datatype(Datatype.INT, 4, "MPI.INT");
    public static final Datatype LONG = new Datatype(Datatype.LONG, 8, "MPI.LONG");
    public static final Datatype FLOAT = new Datatype(Datatype.FLOAT, 4, "MPI.FLOAT");
    public static final Datatype DOUBLE = new Datatype(Datatype.DOUBLE, 8, "MPI.DOUBLE");
    public static final Datatype OBJECT = new Datatype(Datatype.OBJECT, 1, "MPI.OBJECT");

    public static final Op SUM = new Op(Op.SUM), MAX = new Op(Op.MAX), MIN = new Op(Op.MIN), PROD = new Op(Op.PROD),
            LAND = new Op(Op.LAND), BAND = new Op(Op.BAND), LOR = new Op(Op.LOR), BOR = new Op(Op.BOR),
            LXOR = new Op(Op.LXOR), BXOR = new Op(Op.BXOR);

    public static Intracomm COMM_WORLD;

    private static boolean initialized;

    MPI() {
    }

    /** Initialises native MPI; the arguments are returned unchanged (mpirun passes none of its own). */
    public static String[] Init(String[] args) throws MPIException {
        if (initialized) throw new MPIException(ERR_OTHER, "MPI.Init: called twice");
        Errors.check("MPI.Init", Native.init());
        initialized = true;
        COMM_WORLD = new Intracomm(Native.commWorld());
        return args;
    }

    public static void Finalize() throws MPIException {
        Errors.check("MPI.Finalize", Native.finish());
    }

    public static boolean Initialized() {
        return initialized;
    }

    public static double Wtime() {
        return Native.wtime();
    }

    public static double Wtick() {
        return Native.wtick();
    }

    public static String Get_processor_name() {
        return Native.processorName();
    }
}
