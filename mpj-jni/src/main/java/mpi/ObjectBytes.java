package mpi;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * MPI.OBJECT elements as one Java-serialised byte message, as mpiJava sends them. Deserialisation
 * follows the pure-Java library's policy, so one program runs unchanged on both: any class within
 * the limits (nesting depth {@code mpj.object.maxdepth}, default 20; no reference count or array
 * length the message could not hold), or, with {@code mpj.object.filter=allow-list} or patterns in
 * {@code mpj.object.allow}, only the JDK's value classes and those patterns.
 */
final class ObjectBytes {
    private static final String EXTRA = System.getProperty("mpj.object.allow", "");
    private static final boolean ALLOW_LIST = !EXTRA.isBlank()
            || "allow-list".equals(System.getProperty("mpj.object.filter", "limits"));
    private static final String ALLOW = "java.lang.*;java.util.*;java.math.*;java.time.*" + (EXTRA.isBlank() ? "" : ";" + EXTRA);
    private static final ObjectInputFilter CLASSES = ObjectInputFilter.Config.createFilter(ALLOW + ";!*");
    private static final int MAX_DEPTH = Integer.getInteger("mpj.object.maxdepth", 20);

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
            in.setObjectInputFilter(info -> filter(info, bytes.length));
            int n = in.readInt();
            if (n > count) throw new MPIException(MPI.ERR_COUNT, call + ": message of " + n + " objects, buffer holds " + count);
            for (int i = 0; i < n; i++) buf[offset + i] = in.readObject();
            return n;
        } catch (IOException | ClassNotFoundException e) {
            throw new MPIException(MPI.ERR_TYPE, call + ": MPI.OBJECT message cannot be deserialised ("
                    + (ALLOW_LIST ? "allow-list " + ALLOW + ", extend it with -Dmpj.object.allow" : "limits: depth " + MAX_DEPTH
                    + ", counts within the message's " + bytes.length + " bytes") + "): " + e);
        }
    }

    /** An element takes at least one byte of the message (a null reference), a primitive at least its size. */
    private static ObjectInputFilter.Status filter(ObjectInputFilter.FilterInfo info, int wireBytes) {
        Class<?> c = info.serialClass();
        long minBytes = c != null && c.isArray() && c.getComponentType().isPrimitive() ? primitiveSize(c.getComponentType()) : 1;
        if (info.depth() > MAX_DEPTH || info.references() > wireBytes || info.arrayLength() * minBytes > wireBytes) {
            return ObjectInputFilter.Status.REJECTED;
        }
        if (ALLOW_LIST && c != null && CLASSES.checkInput(info) == ObjectInputFilter.Status.REJECTED) {
            return ObjectInputFilter.Status.REJECTED;
        }
        return ObjectInputFilter.Status.UNDECIDED;
    }

    private static int primitiveSize(Class<?> c) {
        if (c == byte.class || c == boolean.class) return 1;
        if (c == char.class || c == short.class) return 2;
        if (c == int.class || c == float.class) return 4;
        return 8;
    }
}
