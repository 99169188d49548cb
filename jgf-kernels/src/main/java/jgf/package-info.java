/**
 * The Java Grande Forum MPJ harness: the kernel runner (jgf.Main), sizes, timers and the block
 * decomposition the kernels share. Written against the {@code mpi} API only, so the jar runs on every
 * library.
 */
package jgf;
