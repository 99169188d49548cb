/**
 * JGF kernels side by side: launches per library, device, size and p, the times the kernels print, and
 * their table and plots.
 */
package io.mpj.bench.jgf;
