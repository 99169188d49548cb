package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.ObjectCodec;
import io.mpj.buffer.WireOrder;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;

/**
 * MPI_Pack and MPI_Unpack in mpiJava's byte[] form. Items are packed as the elements of their type
 * map, back to back, each in the wire's byte order (what a message of them carries); MPI.OBJECT
 * items as a 4-byte length and their serialised form.
 */
final class Packing {
    private Packing() {}

    static int size(int incount, Datatype type) throws MPIException {
        if (type == null) throw MPIException.of(ErrorClass.TYPE, "Comm.Pack_size: datatype is null");
        if (incount < 0) throw MPIException.of(ErrorClass.COUNT, "Comm.Pack_size: incount=" + incount + " is negative");
        if (type.base() == BaseType.OBJECT) {
            throw MPIException.of(ErrorClass.TYPE, "Comm.Pack_size: the packed size of MPI.OBJECT is known only once "
                    + "serialised (Pack into a large enough buffer: it says where it ended)");
        }
        long bytes = (long) incount * type.Size() * type.base().size;
        if (bytes > Integer.MAX_VALUE) throw MPIException.of(ErrorClass.COUNT, "Comm.Pack_size: incount=" + incount + " is too large");
        return (int) bytes;
    }

    static int pack(ObjectCodec objects, Object inbuf, int offset, int incount, Datatype type, byte[] outbuf, int position)
            throws MPIException {
        String call = "Comm.Pack";
        int elements = ArgumentCheck.buffer(call, inbuf, offset, incount, type);
        ByteBuffer out = at(call, outbuf, position);
        if (elements == 0 && type.base() != BaseType.OBJECT) return position;
        Region items = new Region().in(call, inbuf, offset, incount, type);
        try {
            if (type.base() == BaseType.OBJECT) {
                byte[] wire = objects.serialize(call, (Object[]) items.buf, items.offset, elements);
                out.putInt(wire.length).put(wire);
            } else {
                type.base().pack(items.buf, items.offset, elements, out);
            }
        } catch (BufferOverflowException | IndexOutOfBoundsException e) {
            throw MPIException.of(ErrorClass.BUFFER, call + ": " + incount + " items of " + type + " do not fit in outbuf (length "
                    + outbuf.length + ") from position " + position);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
        return out.position();
    }

    static int unpack(ObjectCodec objects, byte[] inbuf, int position, Object outbuf, int offset, int outcount, Datatype type)
            throws MPIException {
        String call = "Comm.Unpack";
        int elements = ArgumentCheck.buffer(call, outbuf, offset, outcount, type);
        ByteBuffer in = at(call, inbuf, position);
        if (elements == 0 && type.base() != BaseType.OBJECT) return position;
        Region items = new Region().out(call, outbuf, offset, outcount, type);
        try {
            if (type.base() == BaseType.OBJECT) {
                int length = in.getInt();
                if (length < 0 || length > in.remaining()) throw new BufferUnderflowException();
                byte[] wire = new byte[length];
                in.get(wire);
                objects.deserialize(wire, (Object[]) items.buf, items.offset, elements);
            } else {
                type.base().unpack(in, items.buf, items.offset, elements);
            }
        } catch (BufferUnderflowException | IndexOutOfBoundsException e) {
            throw MPIException.of(ErrorClass.TRUNCATE, call + ": inbuf (length " + inbuf.length + ") holds fewer than " + outcount
                    + " items of " + type + " from position " + position);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
        items.finish();
        return in.position();
    }

    private static ByteBuffer at(String call, byte[] bytes, int position) throws MPIException {
        if (bytes == null) throw MPIException.of(ErrorClass.BUFFER, call + ": the byte buffer is null");
        if (position < 0 || position > bytes.length) {
            throw MPIException.of(ErrorClass.ARG, call + ": position=" + position + " is outside the buffer (length " + bytes.length + ")");
        }
        return WireOrder.wrap(bytes).position(position);
    }
}
