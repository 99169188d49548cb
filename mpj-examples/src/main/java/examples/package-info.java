/**
 * Small programs against the mpi API: Ring, Pi (what bin/quickstart runs).
 */
package examples;
