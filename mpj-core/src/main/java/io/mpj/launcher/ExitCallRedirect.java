package io.mpj.launcher;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Points a program class's calls of {@code System.exit(int)} at {@link RankExitCall#exit(int)} in a
 * thread job ({@link ThreadJob}), where a rank's exit ends every rank's JVM and a shutdown hook cannot
 * read the status. Only the constant pool changes: every {@code Methodref java/lang/System.exit:(I)V}
 * names the class {@code io/mpj/launcher/RankExitCall} (a Utf8 and a Class entry appended), so calls,
 * method references ({@code System::exit}) and the code around them stay as they are. A class file
 * this cannot read, or with no such call, is returned unchanged.
 */
final class ExitCallRedirect {
    private static final int UTF8 = 1, INTEGER = 3, FLOAT = 4, LONG = 5, DOUBLE = 6, CLASS = 7, STRING = 8, FIELD_REF = 9,
            METHOD_REF = 10, INTERFACE_METHOD_REF = 11, NAME_AND_TYPE = 12, METHOD_HANDLE = 15, METHOD_TYPE = 16,
            DYNAMIC = 17, INVOKE_DYNAMIC = 18, MODULE = 19, PACKAGE = 20;
    private static final int POOL_COUNT_AT = 8, POOL_AT = 10, MAX_POOL = 0xFFFF;
    private static final String TARGET = RankExitCall.class.getName().replace('.', '/');

    private ExitCallRedirect() {}

    static byte[] redirect(byte[] classFile) {
        try {
            return redirectOrThrow(classFile);
        } catch (RuntimeException unreadable) { // not ours to judge: the JVM verifies what it is given
            return classFile;
        }
    }

    private static byte[] redirectOrThrow(byte[] b) {
        ByteBuffer in = ByteBuffer.wrap(b);
        if (in.getInt(0) != 0xCAFEBABE) return b;
        int count = index(in, POOL_COUNT_AT);
        int[] offset = new int[count]; // of each entry's tag
        in.position(POOL_AT);
        for (int i = 1; i < count; i++) {
            offset[i] = in.position();
            int tag = in.get() & 0xFF;
            in.position(in.position() + entrySize(tag, in));
            if (tag == LONG || tag == DOUBLE) i++; // takes two slots
        }
        int poolEnd = in.position();
        List<Integer> calls = new ArrayList<>(); // offsets of the Methodrefs to redirect
        for (int i = 1; i < count; i++) {
            if (offset[i] != 0 && (b[offset[i]] & 0xFF) == METHOD_REF && isSystemExit(in, offset, i)) calls.add(offset[i]);
        }
        if (calls.isEmpty() || count + 2 > MAX_POOL) return b;
        byte[] name = TARGET.getBytes(StandardCharsets.UTF_8);
        ByteBuffer out = ByteBuffer.allocate(b.length + 3 + name.length + 3);
        out.put(b, 0, poolEnd);
        out.put((byte) UTF8).putShort((short) name.length).put(name); // entry #count
        out.put((byte) CLASS).putShort((short) count); // entry #count + 1: the class the Utf8 names
        out.put(b, poolEnd, b.length - poolEnd);
        out.putShort(POOL_COUNT_AT, (short) (count + 2));
        for (int at : calls) out.putShort(at + 1, (short) (count + 1)); // the Methodref's class_index
        return out.array();
    }

    /** Bytes after the tag of an entry of {@code tag} at {@code in}'s position. */
    private static int entrySize(int tag, ByteBuffer in) {
        return switch (tag) {
            case UTF8 -> 2 + index(in, in.position());
            case CLASS, STRING, METHOD_TYPE, MODULE, PACKAGE -> 2;
            case METHOD_HANDLE -> 3;
            case INTEGER, FLOAT, FIELD_REF, METHOD_REF, INTERFACE_METHOD_REF, NAME_AND_TYPE, DYNAMIC, INVOKE_DYNAMIC -> 4;
            case LONG, DOUBLE -> 8;
            default -> throw new IllegalArgumentException("constant pool tag " + tag);
        };
    }

    /** Whether Methodref {@code i} is {@code java/lang/System.exit:(I)V}. */
    private static boolean isSystemExit(ByteBuffer pool, int[] offset, int i) {
        int nameAndType = index(pool, offset[i] + 3);
        return utf8(pool, offset, index(pool, offset[index(pool, offset[i] + 1)] + 1)).equals("java/lang/System")
                && utf8(pool, offset, index(pool, offset[nameAndType] + 1)).equals("exit")
                && utf8(pool, offset, index(pool, offset[nameAndType] + 3)).equals("(I)V");
    }

    /** The constant-pool index at byte {@code at}. */
    private static int index(ByteBuffer pool, int at) {
        return pool.getShort(at) & MAX_POOL;
    }

    private static String utf8(ByteBuffer pool, int[] offset, int i) {
        int at = offset[i];
        if ((pool.get(at) & 0xFF) != UTF8) throw new IllegalArgumentException("entry " + i + " is not a Utf8");
        return new String(pool.array(), at + 3, index(pool, at + 1), StandardCharsets.UTF_8);
    }
}
