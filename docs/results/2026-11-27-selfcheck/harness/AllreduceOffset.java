import mpi.MPI;

/**
 * Allreduce(SUM) of n doubles at offset 0 and 1 of their arrays, with separate arrays or in place
 * (any argument), checked on rank 0: the smallest program that shows MPJ Express 0.44's offset bug.
 */
public class AllreduceOffset {
    public static void main(String[] args) throws Exception {
        String[] rest = MPI.Init(args);
        boolean inPlace = rest.length > 0;
        int r = MPI.COMM_WORLD.Rank(), p = MPI.COMM_WORLD.Size();
        for (int n : new int[] {10, 1000, 20000}) {
            for (int o : new int[] {0, 1}) {
                double[] s = new double[o + n], d = inPlace ? s : new double[o + n];
                for (int i = 0; i < n; i++) s[o + i] = i + r;
                MPI.COMM_WORLD.Allreduce(s, o, d, o, n, MPI.DOUBLE, MPI.SUM);
                int bad = -1;
                for (int i = 0; i < n && bad < 0; i++) if (d[o + i] != p * i + p * (p - 1) / 2) bad = i;
                if (r == 0) {
                    System.out.println("n=" + n + " offset " + o + (inPlace ? " in place" : "")
                            + (bad < 0 ? ": ok" : ": WRONG at element " + bad + ": " + d[o + bad] + ", expected " + (p * bad + p * (p - 1) / 2)));
                }
            }
        }
        MPI.Finalize();
    }
}
