package mpi;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * MPI.OBJECT elements as one Java-serialised byte message, as mpiJava sends them. Deserialisation
 * is filtered with the pure-Java library's allow-list, plus patterns in {@code mpj.object.allow}.
 */
final class ObjectBytes {
    private static final String ALLOW = "java.lang.*;java.util.*;java.math.*;java.time.*"
            + (System.getProperty("mpj.object.allow", "").isBlank() ? "" : ";" + System.getProperty("mpj.object.allow"));
    private static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter(ALLOW + ";!*");

    private ObjectBytes() {
    }

    static byte[] write(Object[] buf, int offset, int count) throws MPIException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeInt(count);
            for (int i = 0; i < count; i++) out.writeObject(buf[offset + i]);
        } catch (IOException e) {
            throw new MPIException(MPI.ERR_TYPE, "MPI.OBJECT: element cannot be serialised: " + e);
        }
        return bytes.toByteArray();
    }

    /** Deserialises into {@code buf} and returns the number of elements received. */
    static int read(byte[] bytes, Object[] buf, int offset, int count, String call) throws MPIException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            in.setObjectInputFilter(FILTER);
            int n = in.readInt();
            if (n > count) throw new MPIException(MPI.ERR_COUNT, call + ": message of " + n + " objects, buffer holds " + count);
            for (int i = 0; i < n; i++) buf[offset + i] = in.readObject();
            return n;
        } catch (IOException | ClassNotFoundException e) {
            throw new MPIException(MPI.ERR_TYPE, call + ": MPI.OBJECT message cannot be deserialised (allow-list "
                    + ALLOW + ", extend it with -Dmpj.object.allow): " + e);
        }
    }
}
