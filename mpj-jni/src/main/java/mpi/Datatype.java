package mpi;

/**
 * A basic datatype of the binding: a Java array element type, mapped to an MPI type in C. Derived
 * datatypes are not part of the binding's subset (mpj-api.md section 2).
 */
public class Datatype {
    /** Codes shared with mpijni.c. */
    static final int BYTE = 1, CHAR = 2, SHORT = 3, BOOLEAN = 4, INT = 5, LONG = 6, FLOAT = 7, DOUBLE = 8, OBJECT = 9;

    final int code;
    private final int size;
    private final String name;

    Datatype(int code, int size, String name) {
        this.code = code;
        this.size = size;
        this.name = name;
    }

    /** Bytes per element (1 for OBJECT, whose elements are serialised). */
    public int Size() {
        return size;
    }

    public int Extent() {
        return 1;
    }

    boolean isObject() {
        return code == OBJECT;
    }

    /** Checks that {@code buf} is the array this datatype describes and holds offset + count elements. */
    void check(String call, String arg, Object buf, int offset, int count) throws MPIException {
        Class<?> expected = switch (code) {
            case BYTE -> byte[].class;
            case CHAR -> char[].class;
            case SHORT -> short[].class;
            case BOOLEAN -> boolean[].class;
            case INT -> int[].class;
            case LONG -> long[].class;
            case FLOAT -> float[].class;
            case DOUBLE -> double[].class;
            default -> Object[].class;
        };
        if (buf == null || !expected.isInstance(buf))
            throw new MPIException(MPI.ERR_BUFFER, call + ": " + arg + " is " + (buf == null ? "null" : buf.getClass().getSimpleName())
                    + ", " + name + " needs " + expected.getSimpleName());
        int length = java.lang.reflect.Array.getLength(buf);
        if (offset < 0 || count < 0 || (long) offset + count > length)
            throw new MPIException(MPI.ERR_COUNT, call + ": " + arg + " offset " + offset + " + count " + count
                    + " exceeds its length " + length);
    }

    @Override
    public String toString() {
        return name;
    }
}
