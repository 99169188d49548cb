/**
 * Small programs against the mpi API: Ring, Pi (what bin/quickstart runs), and SelfCheck, which checks
 * a library with random mixed calls against their sequential results.
 */
package examples;
