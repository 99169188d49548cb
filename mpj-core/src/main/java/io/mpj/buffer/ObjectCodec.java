package io.mpj.buffer;

import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * MPI.OBJECT's wire form: the elements of an {@code Object[]} region, Java-serialised one after
 * the other. Deserialisation goes through an allow-list filter; users extend it with
 * {@code mpj.object.allow} (patterns as in {@link ObjectInputFilter.Config#createFilter}).
 */
public final class ObjectCodec {
    /** Classes safe to accept from any peer; arrays of primitives are always accepted. */
    public static final String DEFAULT_ALLOW = "java.lang.*;java.util.*;java.math.*;java.time.*";

    private final ObjectInputFilter filter;
    private final String allowList;

    public ObjectCodec(String extraAllow) {
        this.allowList = extraAllow == null || extraAllow.isBlank() ? DEFAULT_ALLOW : DEFAULT_ALLOW + ";" + extraAllow;
        this.filter = ObjectInputFilter.Config.createFilter(allowList + ";!*");
    }

    public byte[] serialize(String call, Object[] array, int offset, int count) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(64 + 32 * count);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (int i = 0; i < count; i++) out.writeObject(array[offset + i]);
        } catch (IOException e) {
            throw new MpjError(ErrorClass.TYPE, call + ": cannot serialise element of MPI.OBJECT buffer: " + e, e);
        }
        return bytes.toByteArray();
    }

    /** Reads {@code count} objects into {@code array[offset..]}; a class outside the allow-list is an error. */
    public void deserialize(byte[] wire, Object[] array, int offset, int count) {
        String[] rejected = {null};
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(wire))) {
            in.setObjectInputFilter(info -> {
                ObjectInputFilter.Status s = filter.checkInput(info);
                if (s == ObjectInputFilter.Status.REJECTED && info.serialClass() != null) {
                    rejected[0] = info.serialClass().getName();
                }
                return s;
            });
            for (int i = 0; i < count; i++) array[offset + i] = in.readObject();
        } catch (InvalidClassException e) {
            throw new MpjError(ErrorClass.TYPE, "MPI.OBJECT: refused to deserialise " + rejected[0]
                    + ": not in the allow-list (" + allowList + "); extend it with mpj.object.allow / MPJ_OBJECT_ALLOW", e);
        } catch (IOException | ClassNotFoundException e) {
            throw new MpjError(ErrorClass.TYPE, "MPI.OBJECT: cannot deserialise received object: " + e, e);
        }
    }
}
