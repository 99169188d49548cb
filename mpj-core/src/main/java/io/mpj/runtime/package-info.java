/**
 * One rank of a job: joining it (job identity, rendezvous, the one exchange that wires up every device),
 * communicators, the idle policy, buffered sends, settings. Everything below the facade hangs off a
 * RankRuntime instance.
 */
package io.mpj.runtime;
