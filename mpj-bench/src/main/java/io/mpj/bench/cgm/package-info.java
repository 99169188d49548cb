/**
 * The coarse-grained (CGM) kernels side by side: the time per item each run prints (launched by
 * runner.KernelComparison), the table and plots of time per item against n, one line per p.
 */
package io.mpj.bench.cgm;
