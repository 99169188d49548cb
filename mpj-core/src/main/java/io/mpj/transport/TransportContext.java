package io.mpj.transport;

import io.mpj.runtime.Config;
import io.mpj.runtime.Rendezvous;

/** What a transport needs to join a job: who it is, how to find the others, and settings. */
public record TransportContext(int rank, int size, byte[] jobSecret, Rendezvous rendezvous, Config config) {
}
