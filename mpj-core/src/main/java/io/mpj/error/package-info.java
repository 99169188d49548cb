/**
 * MPI errors below the facade: the error classes and the unchecked error the facade turns into
 * MPIException. Depends on nothing.
 */
package io.mpj.error;
