import mpi.*;

/**
 * A 1-byte ping-pong (Send, Recv) between ranks 0 and 1 from MPI.Init on, timed in blocks: rank 0 prints
 * each block's ns per message (half a round trip), the warm-up and the steady state in one line.
 * Args: blocks, round trips per block.
 */
public class PingPongBlocks {
    public static void main(String[] a) throws Exception {
        a = MPI.Init(a);
        int me = MPI.COMM_WORLD.Rank();
        int blocks = Integer.parseInt(a[0]), per = Integer.parseInt(a[1]);
        byte[] b = new byte[1];
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < blocks; k++) {
            long t = System.nanoTime();
            for (int i = 0; i < per; i++) {
                if (me == 0) {
                    MPI.COMM_WORLD.Send(b, 0, 1, MPI.BYTE, 1, 0);
                    MPI.COMM_WORLD.Recv(b, 0, 1, MPI.BYTE, 1, 0);
                } else {
                    MPI.COMM_WORLD.Recv(b, 0, 1, MPI.BYTE, 0, 0);
                    MPI.COMM_WORLD.Send(b, 0, 1, MPI.BYTE, 0, 0);
                }
            }
            sb.append(' ').append((System.nanoTime() - t) / (2L * per));
        }
        if (me == 0) System.out.println("ns/msg:" + sb);
        MPI.Finalize();
    }
}
