package mpi;

import io.mpj.engine.MessageRequest;
import io.mpj.error.ErrorClass;

/** A persistent request: created inactive by {@code *_init}, run any number of times by {@link #Start()}. */
public class Prequest extends Request {
    /** Starts the operation again, reusing the engine's request object. */
    interface Starter {
        MessageRequest start(MessageRequest reuse) throws MPIException;
    }

    private final Starter starter;
    private MessageRequest reusable;
    private boolean freed;

    Prequest(Comm comm, Starter starter) {
        super(comm, null);
        this.starter = starter;
    }

    public void Start() throws MPIException {
        if (freed) throw MPIException.of(ErrorClass.REQUEST, "Prequest.Start: the request has been freed");
        if (op != null) {
            throw MPIException.of(ErrorClass.REQUEST,
                    "Prequest.Start: the request is still active (complete it with Wait or Test first)");
        }
        op = starter.start(reusable);
        reusable = op;
    }

    public static void Startall(Prequest[] array) throws MPIException {
        for (Prequest p : array) p.Start();
    }

    /** A persistent request is null only once freed; completion only makes it inactive. */
    @Override
    public boolean Is_null() throws MPIException {
        return freed;
    }

    @Override
    public void Free() throws MPIException {
        freed = true;
        op = null;
    }
}
