package examples;

import mpi.MPI;
import mpi.MPIException;

import java.util.Arrays;

/**
 * Ping-pong between ranks 0 and 1: one-way latency (half the round trip) and bandwidth for a few
 * message sizes. Times every round trip with System.nanoTime (MPJ Express's MPI.Wtime has 1 s
 * resolution) and prints the median with min and max. Uses only the mpiJava 1.2 API, so the same
 * jar runs on this library and on MPJ Express.
 *
 * <p>Arguments: {@code [sizes in bytes, comma-separated] [repetitions] [warm-up repetitions]}.
 */
public final class PingPong {
    private PingPong() {}

    public static void main(String[] args) throws MPIException {
        args = MPI.Init(args);
        int rank = MPI.COMM_WORLD.Rank();
        int[] sizes = args.length > 0 ? Arrays.stream(args[0].split(",")).mapToInt(Integer::parseInt).toArray()
                : new int[] {1, 65536, 4 << 20};
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
        if (rank == 0) System.out.println("bytes,reps,median_us,min_us,max_us,bandwidth_MBps");
        for (int size : sizes) {
            byte[] buf = new byte[Math.max(size, 1)];
            int n = size >= (1 << 20) ? Math.max(10, reps / 20) : reps;
            int w = size >= (1 << 20) ? Math.max(5, warmup / 20) : warmup;
            long[] oneWay = new long[n];
            MPI.COMM_WORLD.Barrier();
            for (int i = -w; i < n; i++) {
                if (rank == 0) {
                    long t0 = System.nanoTime();
                    MPI.COMM_WORLD.Send(buf, 0, size, MPI.BYTE, 1, 1);
                    MPI.COMM_WORLD.Recv(buf, 0, size, MPI.BYTE, 1, 1);
                    if (i >= 0) oneWay[i] = (System.nanoTime() - t0) / 2;
                } else if (rank == 1) {
                    MPI.COMM_WORLD.Recv(buf, 0, size, MPI.BYTE, 0, 1);
                    MPI.COMM_WORLD.Send(buf, 0, size, MPI.BYTE, 0, 1);
                }
            }
            if (rank == 0) {
                Arrays.sort(oneWay);
                double median = oneWay[n / 2] / 1e3;
                System.out.printf("%d,%d,%.2f,%.2f,%.2f,%.1f%n", size, n, median, oneWay[0] / 1e3,
                        oneWay[n - 1] / 1e3, size / median);
            }
        }
        MPI.Finalize();
    }
}
