package io.mpj.coll.algo;

/**
 * Marks an algorithm that combines contributions out of rank order, so it is only right for a
 * commutative operator; with a non-commutative one the selector falls back to the default.
 */
public interface Commutative {
}
