package jgf.section3;

import mpi.MPI;
import java.util.Vector;

/** MonteCarlo A's kernel with its phases timed: tasks, then the gather of the results (Send / Recv of one object). */
public final class McSteps {
    public static void main(String[] a) throws Exception {
        MPI.Init(a);
        int rank = MPI.COMM_WORLD.Rank(), np = MPI.COMM_WORLD.Size();
        PathEstimate market = PathEstimate.of(RateFile.prices());
        int runs = 10_000, mine = runs / np;
        for (int rep = 0; rep < Integer.getInteger("reps", 2); rep++) {
            MPI.COMM_WORLD.Barrier();
            long t0 = System.nanoTime();
            Vector<PathResult> results = new Vector<>(rank == 0 ? runs : mine);
            for (int t = rank * mine; t < rank * mine + mine; t++) results.add(MonteCarlo.task(t, market));
            long t1 = System.nanoTime();
            if (rank == 0) {
                Object[] received = new Object[1];
                MPI.COMM_WORLD.Recv(received, 0, 1, MPI.OBJECT, 1, 1);
            } else {
                MPI.COMM_WORLD.Send(new Object[] {results}, 0, 1, MPI.OBJECT, 0, 1);
            }
            long t2 = System.nanoTime();
            MPI.COMM_WORLD.Barrier();
            long t3 = System.nanoTime();
            String line = String.format("rank %d rep %d: tasks %.0f ms, %s %.0f ms, barrier %.0f ms, total %.0f ms%n", rank, rep,
                    (t1 - t0) / 1e6, rank == 0 ? "recv" : "send", (t2 - t1) / 1e6, (t3 - t2) / 1e6, (t3 - t0) / 1e6);
            System.out.print(line); // one write per line: mpirun interleaves the ranks' output
        }
        MPI.Finalize();
    }
}
