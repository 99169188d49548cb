/**
 * The point-to-point engine: matching (posted and unexpected queues in MPI's order), the eager and
 * rendezvous protocols, requests, and the per-peer router that picks the device for each peer.
 */
package io.mpj.engine;
