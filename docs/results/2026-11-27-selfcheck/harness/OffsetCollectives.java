import mpi.Intracomm;
import mpi.MPI;

import java.util.Arrays;

/**
 * Each collective with an offset of 0 and of 1 into every array, n = 4 ints per rank, rank r contributing
 * 10 * r + i as element i; rank 0 prints what it received and whether that is right. The collectives
 * whose result rank 0 holds: Gather and Reduce to root 0, Allgather, Allreduce, Scatter from root 0
 * (rank 0's own block), Scan, Reduce_scatter (rank 0's share of 4), Alltoall.
 */
public final class OffsetCollectives {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int me = w.Rank(), p = w.Size(), n = 4;
        for (String call : new String[] {"Gather", "Allgather", "Scatter", "Alltoall", "Reduce", "Allreduce", "Scan", "Reduce_scatter"}) {
            for (int o = 0; o <= 1; o++) {
                int[] send = new int[o + p * n], recv = new int[o + p * n], expected = new int[o + p * n];
                for (int i = 0; i < p * n; i++) send[o + i] = 10 * me + i;
                int[] counts = new int[p];
                Arrays.fill(counts, n);
                int got = n; // how many elements of recv, from o, rank 0 checks
                switch (call) {
                    case "Gather", "Allgather" -> {
                        if (call.equals("Gather")) w.Gather(send, o, n, MPI.INT, recv, o, n, MPI.INT, 0);
                        else w.Allgather(send, o, n, MPI.INT, recv, o, n, MPI.INT);
                        for (int r = 0; r < p; r++) for (int i = 0; i < n; i++) expected[o + r * n + i] = 10 * r + i;
                        got = p * n;
                    }
                    case "Scatter" -> { // the root's block r goes to rank r: rank 0 gets its elements 0..n-1
                        w.Scatter(send, o, n, MPI.INT, recv, o, n, MPI.INT, 0);
                        for (int i = 0; i < n; i++) expected[o + i] = i;
                    }
                    case "Alltoall" -> { // rank r's block for rank 0 is its elements 0..n-1
                        w.Alltoall(send, o, n, MPI.INT, recv, o, n, MPI.INT);
                        for (int r = 0; r < p; r++) for (int i = 0; i < n; i++) expected[o + r * n + i] = 10 * r + i;
                        got = p * n;
                    }
                    default -> { // reductions (SUM): over every rank, or over rank 0 alone for Scan on rank 0
                        if (call.equals("Reduce")) w.Reduce(send, o, recv, o, n, MPI.INT, MPI.SUM, 0);
                        else if (call.equals("Allreduce")) w.Allreduce(send, o, recv, o, n, MPI.INT, MPI.SUM);
                        else if (call.equals("Scan")) w.Scan(send, o, recv, o, n, MPI.INT, MPI.SUM);
                        else w.Reduce_scatter(send, o, recv, o, counts, MPI.INT, MPI.SUM);
                        int ranks = call.equals("Scan") ? 1 : p;
                        for (int i = 0; i < n; i++) for (int r = 0; r < ranks; r++) expected[o + i] += 10 * r + i;
                    }
                }
                if (me == 0) {
                    int[] mine = Arrays.copyOfRange(recv, o, o + got), right = Arrays.copyOfRange(expected, o, o + got);
                    System.out.println(call + " offset " + o + ": " + (Arrays.equals(mine, right) ? "right " + Arrays.toString(mine)
                            : "WRONG " + Arrays.toString(mine) + ", expected " + Arrays.toString(right)));
                }
                w.Barrier();
            }
        }
        MPI.Finalize();
    }
}
