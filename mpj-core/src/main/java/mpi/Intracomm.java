package mpi;

import io.mpj.engine.MpjError;
import io.mpj.runtime.Communicator;

/** A communicator within one group; MPI.COMM_WORLD is one. */
public class Intracomm extends Comm {
    Intracomm(Communicator impl) {
        super(impl);
    }

    /** Returns once every rank of the communicator has called it. */
    public void Barrier() throws MPIException {
        Communicator c = live("Barrier");
        try {
            c.barrier();
        } catch (MpjError e) {
            throw MPIException.of(e);
        }
    }

    @Override
    public Intracomm Dup() throws MPIException {
        return new Intracomm(dupImpl("Intracomm.Dup"));
    }
}
