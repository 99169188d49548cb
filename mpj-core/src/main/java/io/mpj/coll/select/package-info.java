/**
 * Which algorithm a collective call runs: the catalogue of algorithms by name, the built-in rules, the
 * tuning table mpj-model writes, explicit choices, and their binding per communicator (an array from
 * message size to algorithm, logged on io.mpj.coll).
 */
package io.mpj.coll.select;
