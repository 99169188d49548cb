/**
 * Collectives on top of point-to-point: the interface per primitive that every algorithm implements,
 * the peers an algorithm talks to (a communicator's collective context, stamped per call), the
 * numbering of calls that catches ranks that disagree, work space, and the tags.
 */
package io.mpj.coll;
