package io.mpj.buffer;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectOutputStream;
import java.lang.reflect.Array;
import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * MPI.OBJECT's wire form: the elements of an {@code Object[]} region, Java-serialised one after
 * the other; or, when every element is a distinct array of a primitive type (or null), each one's
 * type, length and raw elements ({@link #FORM_ARRAYS}): the rows and columns that programs such as
 * JGF's LUFact and SOR send as OBJECT then cost a copy instead of a serialisation stream (measured
 * in LUFact A: serialise and deserialise were 15% of each rank's CPU samples). Deserialisation goes through a filter with limits that stop bombs and lies before they
 * cost time or memory: a nesting depth ({@code mpj.object.maxdepth}, default 20 as Java RMI's
 * registry; nested collections whose hashing doubles per level take seconds from depth 25), and no
 * array or reference count larger than the message could hold (a stream declaring a billion-element
 * array in a few bytes is refused before allocation). Within the limits, every class the program can
 * load is accepted ({@link #limitsOnly}: peers are the job's own ranks, authenticated by its secret),
 * or only an allow-list ({@link #allowList}, {@code mpj.object.filter=allow-list}).
 */
public final class ObjectCodec {
    /** The allow-list's classes; arrays of primitives are always accepted. */
    public static final String DEFAULT_ALLOW = "java.lang.*;java.util.*;java.math.*;java.time.*";
    public static final int DEFAULT_MAX_DEPTH = 20;
    /** The first byte of the wire: a Java serialisation stream follows, or primitive arrays. */
    static final byte FORM_STREAM = 0, FORM_ARRAYS = 1;
    /** In {@link #FORM_ARRAYS}, the type byte of a null element. */
    private static final byte NULL_ELEMENT = -1;

    private final ObjectInputFilter filter;
    private final String allowList;
    private final int maxDepth;

    private ObjectCodec(String allowList, int maxDepth) {
        if (maxDepth < 1) throw new IllegalArgumentException("mpj.object.maxdepth=" + maxDepth + " must be at least 1");
        this.allowList = allowList;
        this.filter = allowList == null ? null : ObjectInputFilter.Config.createFilter(allowList + ";!*");
        this.maxDepth = maxDepth;
    }

    /** Any class the program can load, within the limits. */
    public static ObjectCodec limitsOnly(int maxDepth) {
        return new ObjectCodec(null, maxDepth);
    }

    /** Only {@link #DEFAULT_ALLOW}, arrays of primitives and the {@code extraAllow} patterns ({@code ;}-separated), within the limits. */
    public static ObjectCodec allowList(String extraAllow, int maxDepth) {
        return new ObjectCodec(extraAllow == null || extraAllow.isBlank() ? DEFAULT_ALLOW : DEFAULT_ALLOW + ";" + extraAllow, maxDepth);
    }

    public byte[] serialize(String call, Object[] array, int offset, int count) {
        long arrayBytes = primitiveArrayBytes(array, offset, count);
        if (arrayBytes >= 0 && arrayBytes <= Integer.MAX_VALUE - 8) return writeArrays(array, offset, count, (int) arrayBytes);
        return write(call, array, offset, count, true);
    }

    /**
     * The wire size of {@code array[offset..offset+count)} in {@link #FORM_ARRAYS}, or -1 if an
     * element is not a primitive array or appears twice (a stream keeps such sharing; this form would not).
     */
    private static long primitiveArrayBytes(Object[] array, int offset, int count) {
        // a message of one element (LUFact's columns) needs no set; larger ones are checked in linear time
        Set<Object> seen = count > 1 ? Collections.newSetFromMap(new IdentityHashMap<>()) : null;
        long bytes = 1;
        for (int i = 0; i < count; i++) {
            Object e = array[offset + i];
            bytes += 1;
            if (e == null) continue;
            BaseType t = BaseType.ofArrayClass(e.getClass());
            if (t == BaseType.OBJECT || seen != null && !seen.add(e)) return -1;
            bytes += 4 + (long) Array.getLength(e) * t.size;
        }
        return bytes;
    }

    private static byte[] writeArrays(Object[] array, int offset, int count, int size) {
        byte[] wire = new byte[size];
        ByteBuffer out = WireOrder.wrap(wire);
        out.put(FORM_ARRAYS);
        for (int i = 0; i < count; i++) {
            Object e = array[offset + i];
            if (e == null) {
                out.put(NULL_ELEMENT);
                continue;
            }
            BaseType t = BaseType.ofArrayClass(e.getClass());
            int n = Array.getLength(e);
            out.put((byte) t.ordinal()).putInt(n);
            t.pack(e, 0, n, out);
        }
        return wire;
    }

    private static byte[] write(String call, Object[] array, int offset, int count, boolean tagged) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + 32 * count);
        if (tagged) bytes.write(FORM_STREAM);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (int i = 0; i < count; i++) out.writeObject(array[offset + i]);
        } catch (IOException e) {
            throw new MpjError(ErrorClass.TYPE, call + ": cannot serialise element of MPI.OBJECT buffer: " + e, e);
        }
        return bytes.toByteArray();
    }

    /** Reads {@code count} objects into {@code array[offset..]}; a class outside the allow-list or a limit passed is an error. */
    public void deserialize(byte[] wire, Object[] array, int offset, int count) {
        if (wire.length > 0 && wire[0] == FORM_ARRAYS) {
            readArrays(wire, array, offset, count);
            return;
        }
        String[] refused = {null};
        try (ObjectInputStream in = new RankObjectInputStream(new ByteArrayInputStream(wire, 1, wire.length - 1))) {
            in.setObjectInputFilter(info -> {
                String why = refusal(info, wire.length);
                if (why == null) return ObjectInputFilter.Status.UNDECIDED;
                refused[0] = why;
                return ObjectInputFilter.Status.REJECTED;
            });
            for (int i = 0; i < count; i++) array[offset + i] = in.readObject();
        } catch (InvalidClassException e) {
            throw new MpjError(ErrorClass.TYPE, "MPI.OBJECT: refused to deserialise " + refused[0], e);
        } catch (IOException | ClassNotFoundException e) {
            throw new MpjError(ErrorClass.TYPE, "MPI.OBJECT: cannot deserialise received object: " + e, e);
        }
    }

    /** {@link #FORM_ARRAYS}: each element's type and length checked against what the message holds before it is allocated. */
    private static void readArrays(byte[] wire, Object[] array, int offset, int count) {
        ByteBuffer in = WireOrder.wrap(wire);
        in.position(1);
        for (int i = 0; i < count; i++) {
            if (in.remaining() < 1) throw endsEarly(count);
            byte type = in.get();
            if (type == NULL_ELEMENT) {
                array[offset + i] = null;
                continue;
            }
            BaseType t = type >= 0 && type < BaseType.OBJECT.ordinal() ? BaseType.of(type) : BaseType.OBJECT;
            if (t == BaseType.OBJECT || in.remaining() < 4) throw unknownElement(type);
            int n = in.getInt();
            if (n < 0 || (long) n * t.size > in.remaining()) throw tooLong(n, t, wire.length);
            Object a = Buf.allocate(t, n).array();
            t.unpack(in, a, 0, n);
            array[offset + i] = a;
        }
    }

    // readArrays' refusals, built out of line (it runs for every message of arrays; see refusal below)
    private static MpjError endsEarly(int count) {
        return refusedArrays("a message that ends before its " + count + " elements");
    }

    private static MpjError unknownElement(byte type) {
        return refusedArrays("an element of unknown type " + type);
    }

    private static MpjError tooLong(int n, BaseType t, int wireBytes) {
        return refusedArrays("an array of " + n + " " + t.arrayTypeName().replace("[]", "") + " declared in a " + wireBytes + "-byte message");
    }

    private static MpjError refusedArrays(String what) {
        return new MpjError(ErrorClass.TYPE, "MPI.OBJECT: refused to deserialise " + what);
    }

    /**
     * Copies objects by value: {@code n} elements of {@code src} serialised together and read back
     * into {@code dst} (references among them are kept). Local objects, so no filter.
     */
    static void copy(Object[] src, int from, Object[] dst, int to, int n) {
        byte[] wire = write("MPI.OBJECT copy", src, from, n, false);
        try (ObjectInputStream in = new RankObjectInputStream(new ByteArrayInputStream(wire))) {
            for (int i = 0; i < n; i++) dst[to + i] = in.readObject();
        } catch (IOException | ClassNotFoundException e) {
            throw new MpjError(ErrorClass.TYPE, "MPI.OBJECT: cannot copy an element: " + e, e);
        }
    }

    /**
     * Why the filter refuses the object {@code info} describes, or null. This runs for every object
     * read, so the messages are built out of line, where only a refusal goes.
     */
    private String refusal(ObjectInputFilter.FilterInfo info, int wireBytes) {
        if (info.depth() > maxDepth) return tooDeep(info);
        if (info.references() > wireBytes) return tooManyReferences(info, wireBytes);
        // an element takes at least its wire size (a reference at least one byte: a null)
        if (info.arrayLength() >= 0 && info.arrayLength() * BaseType.ofArrayClass(info.serialClass()).size > wireBytes) {
            return arrayTooLong(info, wireBytes);
        }
        if (filter != null && filter.checkInput(info) == ObjectInputFilter.Status.REJECTED) return notAllowed(info);
        return null;
    }

    private String tooDeep(ObjectInputFilter.FilterInfo info) {
        return "an object nested " + info.depth() + " deep (mpj.object.maxdepth=" + maxDepth + ")";
    }

    private static String tooManyReferences(ObjectInputFilter.FilterInfo info, int wireBytes) {
        return info.references() + " objects in a " + wireBytes + "-byte message";
    }

    private static String arrayTooLong(ObjectInputFilter.FilterInfo info, int wireBytes) {
        return "an array of " + info.arrayLength() + " " + info.serialClass().getComponentType().getName()
                + " declared in a " + wireBytes + "-byte message";
    }

    private String notAllowed(ObjectInputFilter.FilterInfo info) {
        return info.serialClass().getName() + ": not in the allow-list (" + allowList
                + ", mpj.object.filter=allow-list); extend it with mpj.object.allow / MPJ_OBJECT_ALLOW";
    }

    /**
     * Resolves classes with the thread's context class loader first: with ranks as threads of one JVM
     * ({@code mpjrun --dev threads}) the program's classes are the rank's, which the default (the loader
     * of the nearest non-JDK caller, here the library's) cannot see. Elsewhere it is the application's.
     */
    private static final class RankObjectInputStream extends ObjectInputStream {
        RankObjectInputStream(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            ClassLoader context = Thread.currentThread().getContextClassLoader();
            if (context != null) {
                try {
                    return Class.forName(desc.getName(), false, context);
                } catch (ClassNotFoundException notThere) {
                    // a JDK class or one of the library's: the default finds it
                }
            }
            return super.resolveClass(desc);
        }
    }
}
