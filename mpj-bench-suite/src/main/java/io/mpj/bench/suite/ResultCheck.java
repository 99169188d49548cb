package io.mpj.bench.suite;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * The result check of one row (docs/methodology.md): every rank runs the kernel once untimed with
 * known contents before the warm-up, and once more after the timed calls with its receive buffer
 * cleared, and compares what it received. A wrong element is reported on standard error by the rank
 * that saw it; the row's verdict is the worst over ranks: {@code wrong}, {@code ok}, or {@code -}
 * where no rank had anything to compare (Barrier, Reduce-null, 0 bytes). A Barrier ends each checked
 * call, so that no message of one row is still on its way when the next row starts (a Random2Sets
 * receive from any source would take it).
 */
final class ResultCheck {
    private static final int NONE = 0, OK = 1, WRONG = 2;
    static final String WRONG_LABEL = "wrong";
    private static final String[] LABELS = {"-", "ok", WRONG_LABEL};

    private final Intracomm comm;
    private final String what;
    private int state = NONE;

    /** {@code what} names the row in messages, e.g. "Allreduce p=2 1024 B". */
    ResultCheck(Intracomm comm, String what) {
        this.comm = comm;
        this.what = what;
    }

    /** Before the warm-up: fills the send buffer, clears the receive buffer, runs once and compares. */
    void first(Kernel k) throws MPIException {
        k.contents().prepare();
        runAndCompare(k);
    }

    /** After the timed calls: clears the receive buffer, runs once more and compares. */
    void last(Kernel k) throws MPIException {
        k.contents().clearResult();
        runAndCompare(k);
    }

    private void runAndCompare(Kernel k) throws MPIException {
        k.run(0);
        comm.Barrier();
        Contents c = k.contents();
        if (!c.compares()) return;
        String wrong = c.firstWrong();
        if (wrong == null) {
            state = Math.max(state, OK);
        } else {
            if (state != WRONG) System.err.println("mpj-bench: wrong result on rank " + comm.Rank() + ": " + what + ": " + wrong);
            state = WRONG;
        }
    }

    /** Every row's verdict, worst over ranks, on rank 0 (null elsewhere); collective. */
    static String[] verdicts(Intracomm comm, ResultCheck... checks) throws MPIException {
        int[] mine = new int[checks.length], worst = new int[checks.length];
        for (int i = 0; i < checks.length; i++) mine[i] = checks[i].state;
        comm.Reduce(mine, 0, worst, 0, mine.length, MPI.INT, MPI.MAX, 0);
        if (comm.Rank() != 0) return null;
        String[] v = new String[worst.length];
        for (int i = 0; i < worst.length; i++) v[i] = LABELS[worst[i]];
        return v;
    }
}
