/**
 * One class per collective algorithm (binomial trees, rings, recursive doubling and halving, Bruck,
 * pipelined chains, and the seeds' equivalent combinations), each written once for every element type.
 */
package io.mpj.coll.algo;
