/**
 * The mpiJava-style JNI binding: the mpi API subset the suite and the JGF kernels use, over native MPI
 * through a thin C layer (src/main/c/mpijni.c).
 */
package mpi;
