package programs;

import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Every rank exchanges a block with every other rank at once (Isend/Irecv/Waitall) and checks a
 * checksum of each block it got; rank 0 prints one line per run. Block size from args[0].
 */
public final class AllPairs {
    private AllPairs() {}

    static long checksum(long[] b) {
        long s = 17;
        for (long x : b) s = s * 31 + x;
        return s;
    }

    static long[] block(int from, int to, int n) {
        long[] b = new long[n];
        for (int i = 0; i < n; i++) b[i] = (long) from * 1_000_003L + to * 7919L + i;
        return b;
    }

    public static void main(String[] args) throws MPIException {
        args = MPI.Init(args);
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int me = MPI.COMM_WORLD.Rank();
        int size = MPI.COMM_WORLD.Size();
        long[][] in = new long[size][n];
        Request[] reqs = new Request[2 * size];
        for (int r = 0; r < size; r++) {
            reqs[2 * r] = MPI.COMM_WORLD.Irecv(in[r], 0, n, MPI.LONG, r, 3);
            reqs[2 * r + 1] = MPI.COMM_WORLD.Isend(block(me, r, n), 0, n, MPI.LONG, r, 3);
        }
        Request.Waitall(reqs);
        int bad = 0;
        for (int r = 0; r < size; r++) if (checksum(in[r]) != checksum(block(r, me, n))) bad++;
        int[] badAll = {bad};
        if (me == 0) {
            int[] x = new int[1];
            for (int r = 1; r < size; r++) {
                MPI.COMM_WORLD.Recv(x, 0, 1, MPI.INT, r, 4);
                badAll[0] += x[0];
            }
            System.out.println("allpairs p=" + size + " n=" + n + " bad=" + badAll[0]);
        } else {
            MPI.COMM_WORLD.Send(badAll, 0, 1, MPI.INT, 0, 4);
        }
        MPI.Finalize();
        if (badAll[0] != 0) System.exit(1);
    }
}
