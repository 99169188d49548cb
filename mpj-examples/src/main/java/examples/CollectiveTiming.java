package examples;

import mpi.MPI;
import mpi.MPIException;

import java.util.Arrays;

/**
 * Times Bcast and Allreduce (SUM on doubles) at a few sizes, after a warm-up: each repetition is
 * preceded by a barrier and its time is the maximum over ranks; prints the median, min and max of those.
 * System.nanoTime; mpiJava 1.2 API only, so the jar runs on MPJ Express too.
 * Arguments: {@code [sizes in bytes, comma-separated] [repetitions]}.
 */
public final class CollectiveTiming {
    private CollectiveTiming() {}

    public static void main(String[] args) throws MPIException {
        args = MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank();
        int p = MPI.COMM_WORLD.Size();
        int[] sizes = args.length > 0 ? Arrays.stream(args[0].split(",")).mapToInt(Integer::parseInt).toArray()
                : new int[] {8, 1 << 20};
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        if (rank == 0) System.out.println("op,bytes,p,reps,median_us,min_us,max_us");
        for (String op : new String[] {"bcast", "allreduce"}) {
            for (int bytes : sizes) {
                int n = Math.max(1, bytes / 8);
                int r = bytes >= (1 << 20) ? Math.max(10, reps / 10) : reps;
                int warmup = bytes >= (1 << 20) ? 10 : 2000; // let the JIT compile the paths first
                double[] data = new double[n];
                double[] out = new double[n];
                double[] t = new double[r];
                for (int i = -warmup; i < r; i++) {
                    MPI.COMM_WORLD.Barrier();
                    long t0 = System.nanoTime();
                    if (op.equals("bcast")) MPI.COMM_WORLD.Bcast(data, 0, n, MPI.DOUBLE, 0);
                    else MPI.COMM_WORLD.Allreduce(data, 0, out, 0, n, MPI.DOUBLE, MPI.SUM);
                    if (i >= 0) t[i] = (System.nanoTime() - t0) / 1e3;
                }
                double[] worst = new double[r];
                MPI.COMM_WORLD.Reduce(t, 0, worst, 0, r, MPI.DOUBLE, MPI.MAX, 0);
                if (rank == 0) {
                    Arrays.sort(worst);
                    System.out.printf("%s,%d,%d,%d,%.2f,%.2f,%.2f%n", op, bytes, p, r, worst[r / 2], worst[0], worst[r - 1]);
                }
            }
        }
        MPI.Finalize();
    }
}
