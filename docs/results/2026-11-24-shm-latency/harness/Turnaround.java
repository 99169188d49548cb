import io.mpj.buffer.BaseType;
import io.mpj.config.Config;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.SendMode;
import io.mpj.engine.SendRequest;
import io.mpj.runtime.RankRuntime;
import mpi.TestJob;

/**
 * The library's own work per small message, without a cache line crossing cores: two ranks' engines
 * joined by shm rings in one JVM, driven by one thread (post a receive, send, deliver; and back).
 * Prints ns per message for 10 rounds of 2 000 000 round trips.
 */
public class Turnaround {
    public static void main(String[] args) throws Exception {
        RankRuntime[] rt = TestJob.open(TestJob.over("shm"), 2, Config.fromSystem());
        PointToPointEngine a = rt[0].engine(), b = rt[1].engine();
        byte[] x = new byte[1], y = new byte[1];
        SendRequest sa = new SendRequest(), sb = new SendRequest();
        RecvRequest ra = new RecvRequest(), rb = new RecvRequest();
        int n = 2_000_000;
        for (int round = 0; round < 10; round++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                rb.init("Recv", y, BaseType.BYTE, 0, 1, 0, 1, 0, null);
                b.startRecv(rb);
                sa.init(SendMode.STANDARD, x, BaseType.BYTE, 0, 1, null, 1, 1, 0);
                a.startSend(sa);
                a.waitUntil(sa);
                b.waitUntil(rb);
                ra.init("Recv", x, BaseType.BYTE, 0, 1, 1, 1, 0, null);
                a.startRecv(ra);
                sb.init(SendMode.STANDARD, y, BaseType.BYTE, 0, 1, null, 0, 1, 0);
                b.startSend(sb);
                b.waitUntil(sb);
                a.waitUntil(ra);
            }
            System.out.printf("%.1f ns per message%n", (System.nanoTime() - t0) / 2.0 / n);
        }
        System.exit(0);
    }
}
