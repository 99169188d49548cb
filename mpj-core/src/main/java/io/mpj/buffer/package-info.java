/**
 * Typed regions of Java arrays: the element types and their one packing routine each, regions and
 * block layouts the collectives work on, the wire byte order, and MPI.OBJECT's filtered codec.
 * Bottom of the stack, with error and config.
 */
package io.mpj.buffer;
