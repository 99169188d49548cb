/**
 * The program mpjrun runs once per JVM and installation to make the ranks' class-data archive: a user
 * of the {@code mpi} facade, above it; only the launcher names it.
 */
package io.mpj.training;
