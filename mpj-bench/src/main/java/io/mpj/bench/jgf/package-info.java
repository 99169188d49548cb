/**
 * JGF kernels side by side: the times the kernels print (launched by runner.KernelComparison), and
 * their table and plots.
 */
package io.mpj.bench.jgf;
