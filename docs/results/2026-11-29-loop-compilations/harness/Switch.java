import mpi.MPI;
/** Phases of 20000 Allreduces of `big` (512) doubles, then 20 x 1000 of one double, the best of those timed: whether a copy path taken by the large ones slows the small ones. */
public class Switch {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int big = Integer.getInteger("big", 512);
        double[] b = new double[big], r = new double[big], one = new double[1], o = new double[1];
        StringBuilder out = new StringBuilder();
        for (int phase = 0; phase < 4; phase++) {
            for (int i = 0; i < 20000; i++) MPI.COMM_WORLD.Allreduce(b, 0, r, 0, big, MPI.DOUBLE, MPI.SUM);
            long best = Long.MAX_VALUE;
            for (int k = 0; k < 20; k++) {
                long t0 = System.nanoTime();
                for (int i = 0; i < 1000; i++) MPI.COMM_WORLD.Allreduce(one, 0, o, 0, 1, MPI.DOUBLE, MPI.SUM);
                best = Math.min(best, System.nanoTime() - t0);
            }
            out.append(String.format(" phase %d: 1 double %.2f us;", phase, best / 1000.0 / 1000));
        }
        if (MPI.COMM_WORLD.Rank() == 0) System.out.println("big=" + big + out);
        MPI.Finalize();
    }
}
