import mpi.Datatype;
import mpi.MPI;
import mpi.Op;
import mpi.User_function;

import java.util.Arrays;

/**
 * An Allreduce (or, with -Dcall=reduce, a Reduce to rank 0) of doubles with a user operator (a sum),
 * 3000 untimed calls then 500 timed per size; rank 0 prints the fastest and the median call.
 */
public class UserOp {
    static final class Sum extends User_function {
        @Override
        public void Call(Object in, int io, Object inout, int ioo, int count, Datatype type) {
            double[] a = (double[]) in, b = (double[]) inout;
            for (int k = 0; k < count; k++) b[ioo + k] += a[io + k];
        }
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Op op = new Op(new Sum(), true);
        boolean reduce = System.getProperty("call", "allreduce").equals("reduce");
        for (int n : new int[] {2048, 8192, 50_000, 131_072}) {
            double[] x = new double[n], y = new double[n];
            long[] t = new long[500];
            for (int i = -3000; i < t.length; i++) {
                long a = System.nanoTime();
                if (reduce) MPI.COMM_WORLD.Reduce(x, 0, y, 0, n, MPI.DOUBLE, op, 0);
                else MPI.COMM_WORLD.Allreduce(x, 0, y, 0, n, MPI.DOUBLE, op);
                if (i >= 0) t[i] = System.nanoTime() - a;
            }
            Arrays.sort(t);
            if (MPI.COMM_WORLD.Rank() == 0) System.out.printf("%s %d B: fastest %.1f us, median %.1f us%n", reduce ? "Reduce" : "Allreduce", n * 8, t[0] / 1e3, t[250] / 1e3);
        }
        MPI.Finalize();
    }
}
