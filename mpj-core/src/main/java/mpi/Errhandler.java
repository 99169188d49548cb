package mpi;

/**
 * What an error in a call does: {@link MPI#ERRORS_RETURN} (the default, as in mpiJava and MPJ
 * Express: the call throws an {@link MPIException}, which ends the job if it leaves {@code main}) or
 * {@link MPI#ERRORS_ARE_FATAL} (the job ends at the error: the rank prints it and aborts the job with
 * the error class as exit status, even where the program would catch the exception). One handler per
 * rank: {@link MPI#Errorhandler_set} and every communicator's {@link Comm#Errhandler_set} set it.
 */
public final class Errhandler {
    private final String name;

    Errhandler(String name) {
        this.name = name;
    }

    @Override
    public String toString() {
        return name;
    }
}
