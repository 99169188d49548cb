package mpi;

import org.junit.jupiter.api.function.Executable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Asserting on MPI error classes. */
final class Errors {
    private Errors() {}

    static MPIException expect(int errorClass, Executable call) {
        MPIException e = assertThrows(MPIException.class, call);
        assertEquals(errorClass, e.getErrorClass(), e.getMessage());
        return e;
    }
}
