import mpi.*;

import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A proxy for a lean collective path, p = 2 only: Allreduce(SUM) of {@code n} doubles (at most 8192)
 * through one shared file that both ranks map, with a slot and two counters per rank (written, read),
 * no matching, requests or frames; timed as ColdAllreduce times the library's. The library's MPI
 * calls only create and remove the file. Args: n iters name (the file is /dev/shm/NAME).
 */
public class SegmentAllreduce {
    static final int SLOT = 64 << 10, COUNTERS = 128;

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int me = MPI.COMM_WORLD.Rank(), other = 1 - me;
        int n = Integer.parseInt(args[0]), iters = Integer.parseInt(args[1]);
        Path file = Path.of("/dev/shm", args[2]);
        int bytes = 2 * COUNTERS + 2 * SLOT;
        if (me == 0) {
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ch.write(ByteBuffer.allocate(bytes), 0);
            }
        }
        MPI.COMM_WORLD.Barrier();
        MappedByteBuffer map;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            map = ch.map(FileChannel.MapMode.READ_WRITE, 0, bytes);
        }
        ByteBuffer seg = map.order(ByteOrder.LITTLE_ENDIAN);
        DoubleBuffer mine = slot(seg, me), theirs = slot(seg, other);
        int written = COUNTERS * me, read = COUNTERS * me + 64, otherWritten = COUNTERS * other, otherRead = COUNTERS * other + 64;
        double[] x = new double[n], y = new double[n], t = new double[n];
        MPI.COMM_WORLD.Barrier();
        long t0 = System.nanoTime();
        for (int i = 1; i <= iters; i++) {
            while (seg.getLong(otherRead) < i - 1) Thread.onSpinWait(); // my slot is free again
            VarHandle.acquireFence();
            mine.put(0, x, 0, n);
            VarHandle.releaseFence();
            seg.putLong(written, i);
            while (seg.getLong(otherWritten) < i) Thread.onSpinWait();
            VarHandle.acquireFence();
            theirs.get(0, t, 0, n);
            VarHandle.releaseFence();
            seg.putLong(read, i);
            for (int k = 0; k < n; k++) y[k] = x[k] + t[k];
        }
        long t1 = System.nanoTime();
        if (me == 0) System.out.printf("n=%d iters=%d loop_ms=%.1f%n", n, iters, (t1 - t0) / 1e6);
        MPI.COMM_WORLD.Barrier();
        if (me == 0) Files.delete(file);
        MPI.Finalize();
    }

    private static DoubleBuffer slot(ByteBuffer seg, int rank) {
        return seg.duplicate().position(2 * COUNTERS + rank * SLOT).slice().order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer();
    }
}
