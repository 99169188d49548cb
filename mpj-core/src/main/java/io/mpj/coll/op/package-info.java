/**
 * Reduction operators: the predefined ones, one loop per primitive type without boxing, and the
 * interface user operators are adapted to.
 */
package io.mpj.coll.op;
