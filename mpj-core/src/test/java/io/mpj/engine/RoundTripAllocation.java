package io.mpj.engine;

import io.mpj.buffer.BaseType;
import io.mpj.config.Config;
import io.mpj.runtime.RankRuntime;
import mpi.TestJob;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Array;

/**
 * Measures what a small-message round trip allocates below the facade, on two connected engines:
 * rank 0 sends first and waits for the echo; with {@code prePosted} each receive is posted before
 * its message can arrive (expected path), otherwise after (unexpected path). For transport tests.
 */
public final class RoundTripAllocation {
    private static final com.sun.management.ThreadMXBean MX =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int WARM_UP = 2_000;
    private static final int ROUND_TRIPS = 20_000;

    private RoundTripAllocation() {}

    /**
     * Bytes allocated by rank 0's thread per round trip between two ranks connected by {@code devices}
     * (as {@code --dev}), once warm; {@code device} must carry the messages.
     */
    public static double bytesPerRoundTrip(String devices, String device, BaseType type, boolean prePosted) throws Exception {
        RankRuntime[] rt = TestJob.open(TestJob.over(devices), 2, Config.fromSystem().with("mpj.spin.us", "1000"));
        if (!device.equals(rt[0].engine().router().deviceOf(1))) {
            throw new AssertionError("rank 1 is reached through " + rt[0].engine().router().deviceOf(1) + ", not " + device);
        }
        return bytesPerRoundTrip(rt[0].engine(), rt[1].engine(), type, prePosted);
    }

    /** Bytes allocated by rank 0's thread per round trip, once warm; closes both engines. */
    public static double bytesPerRoundTrip(PointToPointEngine rank0, PointToPointEngine rank1, BaseType type, boolean prePosted)
            throws InterruptedException {
        Thread echo = new Thread(() -> {
            pingPong(rank1, 1, type, prePosted, WARM_UP + ROUND_TRIPS);
            rank1.close();
        });
        echo.start();
        pingPong(rank0, 0, type, prePosted, WARM_UP);
        long before = MX.getCurrentThreadAllocatedBytes();
        pingPong(rank0, 0, type, prePosted, ROUND_TRIPS);
        double perRoundTrip = (MX.getCurrentThreadAllocatedBytes() - before) / (double) ROUND_TRIPS;
        rank0.close();
        echo.join();
        return perRoundTrip;
    }

    private static void pingPong(PointToPointEngine e, int me, BaseType type, boolean prePosted, int n) {
        Object buf = Array.newInstance(type == BaseType.BYTE ? byte.class : type == BaseType.INT ? int.class : double.class, 16);
        SendRequest s = new SendRequest();
        RecvRequest r = new RecvRequest();
        for (int i = 0; i < n; i++) {
            if (me == 0) {
                if (prePosted) post(e, r, buf, type);
                s.init(SendMode.STANDARD, buf, type, 0, 16, null, 1, 1, 0);
                e.startSend(s);
                e.waitUntil(s);
                if (!prePosted) postAfterArrival(e, r, buf, type);
                e.waitUntil(r);
            } else {
                if (i == 0 && prePosted) post(e, r, buf, type);
                if (!prePosted) postAfterArrival(e, r, buf, type);
                e.waitUntil(r);
                if (prePosted && i + 1 < n) post(e, r, buf, type);
                s.init(SendMode.STANDARD, buf, type, 0, 16, null, 0, 1, 0);
                e.startSend(s);
                e.waitUntil(s);
            }
        }
    }

    private static void post(PointToPointEngine e, RecvRequest r, Object buf, BaseType type) {
        r.init("Recv", buf, type, 0, 16, Wildcards.ANY_SOURCE, 1, 0, null);
        e.startRecv(r);
    }

    private static void postAfterArrival(PointToPointEngine e, RecvRequest r, Object buf, BaseType type) {
        while (e.unexpectedCount() == 0) e.progressOnce();
        post(e, r, buf, type);
    }
}
