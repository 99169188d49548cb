package io.mpj.coll;

/**
 * The flat algorithm a node-aware algorithm runs among the leaders of the hosts (one rank per host,
 * over the network) for a message of {@code bytes}. The selection layer answers as it would for a
 * communicator of that many ranks across hosts, so the leaders' phase is latency-bound for short
 * messages and bandwidth-bound (ring, scatter-allgather, Rabenseifner) for long ones. The answer
 * must be a flat algorithm of {@code p}, the same on every rank.
 */
@FunctionalInterface
public interface LeaderChoice {
    Algorithms.Algorithm among(Primitive p, int leaders, long bytes);
}
