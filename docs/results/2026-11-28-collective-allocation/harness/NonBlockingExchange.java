import mpi.*;

/** Time per exchange of Irecv + Isend + Waitall between two ranks (8 bytes each way), after as many untimed. */
public class NonBlockingExchange {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int other = 1 - w.Rank(), n = Integer.getInteger("calls", 200000);
        byte[] out = new byte[8], in = new byte[8];
        for (int pass = 0; pass < 2; pass++) {
            w.Barrier();
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                Request.Waitall(new Request[] {w.Irecv(in, 0, 8, MPI.BYTE, other, 1), w.Isend(out, 0, 8, MPI.BYTE, other, 1)});
            }
            long t1 = System.nanoTime();
            if (pass == 1 && w.Rank() == 0) System.out.printf("exchange %.3f us%n", (t1 - t0) / 1e3 / n);
        }
        MPI.Finalize();
    }
}
