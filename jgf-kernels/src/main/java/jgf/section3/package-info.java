/**
 * The JGF Section 3 applications (MolDyn, MonteCarlo, RayTracer), each validated against the
 * original's reference values; MonteCarlo's rate file is a resource of this package.
 */
package jgf.section3;
