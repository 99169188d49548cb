import mpi.*;

/** Time per round trip of Send and Recv between two ranks (8 bytes), after as many untimed. */
public class BlockingPingPong {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int me = w.Rank(), other = 1 - me, n = Integer.getInteger("calls", 200000);
        byte[] b = new byte[8];
        for (int pass = 0; pass < 2; pass++) {
            w.Barrier();
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                if (me == 0) { w.Send(b, 0, 8, MPI.BYTE, other, 1); w.Recv(b, 0, 8, MPI.BYTE, other, 1); }
                else { w.Recv(b, 0, 8, MPI.BYTE, other, 1); w.Send(b, 0, 8, MPI.BYTE, other, 1); }
            }
            long t1 = System.nanoTime();
            if (pass == 1 && me == 0) System.out.printf("roundtrip %.3f us%n", (t1 - t0) / 1e3 / n);
        }
        MPI.Finalize();
    }
}
