package io.mpj.bench.suite;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * Chooses a collective algorithm at run time through mpj's {@code MPI.Set_collective_algorithm}, found
 * by reflection so that the suite still runs unchanged on libraries that do not have it (there,
 * asking for variants is an error that says so). {@code table} returns to the tuning table and the
 * defaults. {@code NAME@TAG} is {@code NAME} timed as a variant of its own: the same algorithm twice
 * in one interleaved run measures how far two identical variants differ there (the noise floor).
 */
final class AlgorithmSwitch {
    static final String TABLE = "table";
    private static Method set;

    private AlgorithmSwitch() {
    }

    static void use(String primitive, String variant) {
        int at = variant.indexOf('@');
        String algorithm = at < 0 ? variant : variant.substring(0, at);
        try {
            if (set == null) set = Class.forName("mpi.MPI").getMethod("Set_collective_algorithm", String.class, String.class);
            set.invoke(null, primitive, TABLE.equals(algorithm) ? null : algorithm);
        } catch (NoSuchMethodException | ClassNotFoundException e) {
            throw new IllegalStateException("--variants needs mpj's MPI.Set_collective_algorithm, which this library does not have");
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("cannot use algorithm '" + algorithm + "' for " + primitive + ": " + e.getCause().getMessage());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
