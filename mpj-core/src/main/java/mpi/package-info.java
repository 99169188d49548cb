/**
 * The mpiJava 1.2 / MPJ Express API: a thin facade over one rank's runtime that checks arguments and
 * turns runtime errors into MPIException. Binary compatible with MPJ Express 0.44.
 */
package mpi;
