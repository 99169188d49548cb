/**
 * The micro-benchmark suite that runs on every rank: tests (kernels), the three timing methods,
 * statistics and the CSV rank 0 writes. Uses the {@code mpi} API only, so the same jar runs on this
 * library, MPJ Express and the JNI binding.
 */
package io.mpj.bench.suite;
