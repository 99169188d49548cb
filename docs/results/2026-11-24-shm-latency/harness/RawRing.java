import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * The floor of a small message between two processes in Java: a 56-byte frame ping-pong through a
 * mapped file, no library. "line": the reader waits on a word in the frame's own cache line, written
 * last; "tail": the reader waits on a separate tail position, as a byte ring does.
 * Usage: java RawRing RANK N FILE line|tail (start rank 1 and rank 0 on two cores).
 */
public class RawRing {
    private static final VarHandle LONGS = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.nativeOrder());
    private static final int DATA = 4096, RING = 2 << 20, FRAME = 56;

    public static void main(String[] a) throws Exception {
        int me = Integer.parseInt(a[0]), n = Integer.parseInt(a[1]);
        boolean line = a[3].equals("line");
        MappedByteBuffer m;
        try (FileChannel ch = FileChannel.open(Path.of(a[2]), StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            m = ch.map(FileChannel.MapMode.READ_WRITE, 0, DATA + 2L * RING);
        }
        m.order(ByteOrder.nativeOrder());
        int stride = line ? 64 : FRAME;
        long[] pos = new long[2], t = new long[n];
        for (int round = 0; round < 3; round++) {
            for (int i = 1; i <= n; i++) {
                long seq = round * (long) n + i;
                long t0 = System.nanoTime();
                if (me == 0) {
                    write(m, 0, seq, pos, stride, line);
                    read(m, 1, seq, pos, stride, line);
                } else {
                    read(m, 0, seq, pos, stride, line);
                    write(m, 1, seq, pos, stride, line);
                }
                t[i - 1] = System.nanoTime() - t0;
            }
            if (me == 0) {
                Arrays.sort(t);
                System.out.printf("%s round %d: one way min %.3f median %.3f us%n", a[3], round, t[0] / 2e3, t[n / 2] / 2e3);
            }
        }
    }

    private static int at(int ring, long p) {
        return DATA + ring * RING + (int) (p % (RING - 64)); // a frame never crosses into the next ring
    }

    private static void write(ByteBuffer m, int ring, long seq, long[] pos, int stride, boolean line) {
        int o = at(ring, pos[ring]);
        for (int k = 8; k < 48; k += 8) m.putLong(o + k, seq);
        m.put(o + 48, (byte) 1);
        pos[ring] += stride;
        if (line) {
            LONGS.setRelease(m, o, seq);
        } else {
            m.putLong(o, seq);
            LONGS.setRelease(m, ring * 64, pos[ring]);
        }
    }

    private static void read(ByteBuffer m, int ring, long seq, long[] pos, int stride, boolean line) {
        int o = at(ring, pos[ring]);
        if (line) {
            while ((long) LONGS.getAcquire(m, o) != seq) Thread.onSpinWait();
        } else {
            long end = pos[ring] + stride;
            while ((long) LONGS.getAcquire(m, ring * 64) != end) Thread.onSpinWait();
        }
        long sum = m.get(o + 48);
        for (int k = 0; k < 48; k += 8) sum += m.getLong(o + k);
        if (sum != 6 * seq + 1) throw new AssertionError("torn frame");
        pos[ring] += stride;
    }
}
