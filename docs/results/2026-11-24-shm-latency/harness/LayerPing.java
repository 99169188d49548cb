import io.mpj.buffer.BaseType;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.SendMode;
import io.mpj.engine.SendRequest;
import io.mpj.runtime.Communicator;
import mpi.Comm;
import mpi.MPI;

import java.util.Arrays;

/**
 * Steady-state 1-byte ping-pong between ranks 0 and 1 under mpjrun, at two layers: the mpi API
 * ("api") and the engine below it with requests reused ("engine"). Each phase runs -Dn round trips
 * (default 300000) and rank 0 prints the one-way time's median, the calls over 100 µs and the mean.
 * Usage: mpjrun -np 2 --jvm-opt -Dphases=api,engine -cp DIR LayerPing
 */
public class LayerPing {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int n = Integer.getInteger("n", 300_000);
        int me = MPI.COMM_WORLD.Rank(), peer = 1 - me;
        java.lang.reflect.Field impl = Comm.class.getDeclaredField("impl");
        impl.setAccessible(true);
        Communicator c = (Communicator) impl.get(MPI.COMM_WORLD);
        PointToPointEngine e = c.engine();
        byte[] out = new byte[1], in = new byte[1];
        SendRequest s = new SendRequest();
        RecvRequest r = new RecvRequest();
        long[] t = new long[n];
        for (String phase : System.getProperty("phases", "api,engine,api,engine").split(",")) {
            boolean api = phase.equals("api");
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                if (me == 0) {
                    send(api, e, c, s, out, peer);
                    recv(api, e, c, r, in, peer);
                } else {
                    recv(api, e, c, r, in, peer);
                    send(api, e, c, s, in, peer);
                }
                t[i] = System.nanoTime() - t0;
            }
            if (me == 0) {
                long slow = Arrays.stream(t).filter(x -> x > 100_000).count();
                double mean = Arrays.stream(t).average().orElse(0) / 2e3;
                Arrays.sort(t);
                System.out.printf("%-6s one way median %.3f us, p90 %.3f, %d of %d calls over 100 us, mean %.3f%n",
                        phase, t[n / 2] / 2e3, t[n * 9 / 10] / 2e3, slow, n, mean);
            }
            MPI.COMM_WORLD.Barrier();
        }
        MPI.Finalize();
    }

    private static void send(boolean api, PointToPointEngine e, Communicator c, SendRequest s, byte[] b, int peer) throws Exception {
        if (api) {
            MPI.COMM_WORLD.Send(b, 0, 1, MPI.BYTE, peer, 1);
            return;
        }
        s.init(SendMode.STANDARD, b, BaseType.BYTE, 0, 1, null, peer, 1, c.context());
        e.startSend(s);
        e.waitUntil(s);
    }

    private static void recv(boolean api, PointToPointEngine e, Communicator c, RecvRequest r, byte[] b, int peer) throws Exception {
        if (api) {
            MPI.COMM_WORLD.Recv(b, 0, 1, MPI.BYTE, peer, 1);
            return;
        }
        r.init("Recv", b, BaseType.BYTE, 0, 1, peer, 1, c.context(), null);
        e.startRecv(r);
        e.waitUntil(r);
    }
}
