package mpi;

import io.mpj.engine.Completable;
import io.mpj.engine.MessageRequest;
import io.mpj.engine.PointToPointEngine;
import io.mpj.engine.RecvRequest;
import io.mpj.engine.Wildcards;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

import java.util.ArrayList;
import java.util.List;

/** A non-blocking operation. A completed request becomes null ({@link #Is_null()}). */
public class Request {
    final Comm comm;
    MessageRequest op;
    /** Moves a completed receive's data from a packed copy into the user's items (derived datatypes). */
    java.util.function.Consumer<MessageRequest> finisher;

    Request(Comm comm, MessageRequest op) {
        this.comm = comm;
        this.op = op;
    }

    /** Blocks until the operation completes; its error, if any, is thrown as MPIException. */
    public Status Wait() throws MPIException {
        if (op == null) return new Status();
        try {
            comm.impl.engine().waitUntil(op);
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
        return complete();
    }

    /** The status if the operation has completed, else null. */
    public Status Test() throws MPIException {
        if (op == null) return new Status();
        comm.impl.engine().progressOnce();
        return op.isComplete() ? complete() : null;
    }

    public boolean Is_null() throws MPIException {
        return op == null;
    }

    /** Cancels a receive that has not matched yet; sends that have started cannot be cancelled. */
    public void Cancel() throws MPIException {
        if (op instanceof RecvRequest r) comm.impl.engine().cancel(r);
    }

    /** Releases the handle; an operation in flight still completes. */
    public void Free() throws MPIException {
        op = null;
    }

    /** Turns a completed operation into its status and retires it. */
    Status complete() throws MPIException {
        MessageRequest o = op;
        retire();
        if (finisher != null && !o.cancelled()) finisher.accept(o);
        return statusOf(comm, o);
    }

    /** The status of a completed operation on {@code comm}; the operation's error, if any, is thrown. */
    static Status statusOf(Comm comm, MessageRequest o) throws MPIException {
        int src = o.statusSource();
        int local = src == Wildcards.PROC_NULL || src == Wildcards.ANY_SOURCE ? src : comm.impl.peerLocalRank(src);
        Status s = new Status(local, o.statusTag(), o.statusCount(), o.type(), o.cancelled());
        if (o.error() != null) throw MPIException.of(o.error());
        return s;
    }

    void retire() {
        op = null;
    }

    boolean active() {
        return op != null;
    }

    /** The engine of the first active request, or null if none is; a null array is MPI_ERR_ARG naming {@code call}. */
    private static PointToPointEngine engineOf(String call, Request[] rs) throws MPIException {
        notNull(call, rs);
        for (Request r : rs) if (r != null && r.active()) return r.comm.impl.engine();
        return null;
    }

    private static void notNull(String call, Request[] rs) throws MPIException {
        if (rs == null) throw MPIException.of(ErrorClass.ARG, call + ": the array of requests is null");
    }

    private static int firstComplete(Request[] rs) {
        for (int i = 0; i < rs.length; i++) {
            if (rs[i] != null && rs[i].active() && rs[i].op.isComplete()) return i;
        }
        return -1;
    }

    /** Waitany's and Waitsome's wait: one of the requests complete. */
    private record AnyOf(String call, Request[] array) implements Completable {
        private static final int NAMED = 4;

        @Override
        public boolean isComplete() {
            return firstComplete(array) >= 0;
        }

        @Override
        public String waitDescription() {
            StringBuilder d = new StringBuilder(call).append(", for one of its requests: ");
            int named = 0;
            for (Request r : array) {
                if (r == null || !r.active()) continue;
                if (named++ == NAMED) return d.append(", ...").toString();
                d.append(named > 1 ? ", " : "").append(r.op.waitDescription());
            }
            return d.toString();
        }
    }

    private static Status undefinedIndex() {
        Status s = new Status();
        s.index = MPI.UNDEFINED;
        return s;
    }

    public static Status[] Waitall(Request[] array) throws MPIException {
        notNull("Request.Waitall", array);
        Status[] out = new Status[array.length];
        MPIException first = null;
        for (int i = 0; i < array.length; i++) {
            try {
                out[i] = array[i] == null ? new Status() : array[i].Wait();
            } catch (MPIException e) {
                if (first == null) first = e;
            }
        }
        if (first != null) throw first;
        return out;
    }

    /** Waits for one of the requests; index is UNDEFINED if none is active. */
    public static Status Waitany(Request[] array) throws MPIException {
        PointToPointEngine e = engineOf("Request.Waitany", array);
        if (e == null) return undefinedIndex();
        try {
            e.waitUntil(new AnyOf("Waitany", array));
        } catch (MpjError err) {
            throw MPIException.of(err);
        }
        int i = firstComplete(array);
        Status s = array[i].complete();
        s.index = i;
        return s;
    }

    /** The status of one completed request (with index), or null if none has completed. */
    public static Status Testany(Request[] array) throws MPIException {
        PointToPointEngine e = engineOf("Request.Testany", array);
        if (e == null) return undefinedIndex();
        e.progressOnce();
        int i = firstComplete(array);
        if (i < 0) return null;
        Status s = array[i].complete();
        s.index = i;
        return s;
    }

    /** Waits until at least one request completes; returns the statuses of all that have. */
    public static Status[] Waitsome(Request[] array) throws MPIException {
        PointToPointEngine e = engineOf("Request.Waitsome", array);
        if (e == null) return new Status[0];
        try {
            e.waitUntil(new AnyOf("Waitsome", array));
        } catch (MpjError err) {
            throw MPIException.of(err);
        }
        return collectCompleted(array);
    }

    /** Statuses of the requests that have completed (possibly none). */
    public static Status[] Testsome(Request[] array) throws MPIException {
        PointToPointEngine e = engineOf("Request.Testsome", array);
        if (e == null) return new Status[0];
        e.progressOnce();
        return collectCompleted(array);
    }

    /** All statuses if every request has completed, else null (and nothing is retired). */
    public static Status[] Testall(Request[] array) throws MPIException {
        PointToPointEngine e = engineOf("Request.Testall", array);
        if (e != null) e.progressOnce();
        for (Request r : array) if (r != null && r.active() && !r.op.isComplete()) return null;
        return Waitall(array);
    }

    private static Status[] collectCompleted(Request[] array) throws MPIException {
        List<Status> done = new ArrayList<>();
        for (int i = 0; i < array.length; i++) {
            Request r = array[i];
            if (r != null && r.active() && r.op.isComplete()) {
                Status s = r.complete();
                s.index = i;
                done.add(s);
            }
        }
        return done.toArray(new Status[0]);
    }
}
