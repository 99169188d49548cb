package io.mpj.bench.suite;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * Seed 003's Random2Sets: every even rank sends to an odd rank drawn at random for this iteration,
 * which answers at once; the time is the two-way time. All ranks draw the same pairing from a shared
 * seed, so an odd rank knows how many messages to answer without extra traffic.
 */
final class Random2SetsKernel implements Kernel {
    private final Intracomm comm;
    private final int bytes, p, me, offset;
    private final long seed;
    private final byte[] out, in;
    /** The even rank an odd rank last answered in a call, -1 if it answered none. */
    private int lastSource = -1;

    Random2SetsKernel(Intracomm comm, int bytes, long seed, int offset) throws MPIException {
        this.comm = comm;
        this.bytes = bytes;
        this.p = comm.Size();
        this.me = comm.Rank();
        this.seed = seed;
        this.offset = offset;
        this.out = new byte[offset + bytes];
        this.in = new byte[offset + bytes];
    }

    /** The odd rank that even rank {@code even} talks to in {@code iteration}. */
    static int partnerOf(int even, int iteration, int p, long seed) {
        int odds = p / 2;
        return 2 * (int) Math.floorMod(mix(seed + 0x9E3779B97F4A7C15L * iteration + even), (long) odds) + 1;
    }

    private static long mix(long z) { // SplitMix64's finaliser: cheap, the same on every JVM and in C
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public void run(int iteration) throws MPIException {
        if (p < 2) return;
        if (me % 2 == 0) {
            int odd = partnerOf(me, iteration, p, seed);
            comm.Send(out, offset, bytes, MPI.BYTE, odd, 2);
            comm.Recv(in, offset, bytes, MPI.BYTE, odd, 2);
            return;
        }
        int expected = 0;
        for (int even = 0; even < p; even += 2) if (partnerOf(even, iteration, p, seed) == me) expected++;
        lastSource = -1;
        for (int k = 0; k < expected; k++) {
            Status s = comm.Recv(in, offset, bytes, MPI.BYTE, MPI.ANY_SOURCE, 2);
            comm.Send(in, offset, bytes, MPI.BYTE, s.source, 2);
            lastSource = s.source;
        }
    }

    /** An even rank must get its own pattern back; an odd rank holds the last message it answered. */
    @Override
    public Contents contents() {
        if (me % 2 == 0) return Contents.of(offset, out, i -> CheckValues.byteAt(me, 1, i), in, i -> CheckValues.byteAt(me, 1, i));
        return Contents.receiveOnly(offset, in, i -> CheckValues.byteAt(lastSource, 1, i)).comparedOnlyIf(() -> lastSource >= 0);
    }

    @Override
    public boolean collective() {
        return false;
    }
}
