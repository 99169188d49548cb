/**
 * The JGF Section 2 kernels (Series, Crypt, SOR, SparseMatmult, LUFact), each validated against the
 * original's reference values.
 */
package jgf.section2;
