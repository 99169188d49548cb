package io.mpj.transport;

import io.mpj.config.Config;

import java.net.InetAddress;

/**
 * What a device needs to join a job: who this rank is, the job's secret, the address other machines
 * reach this rank at (where to listen), settings, and the bell to wake peers with.
 */
public record TransportContext(int rank, int size, byte[] jobSecret, InetAddress localAddress, Config config,
                               Doorbell doorbell) {
    /** Eager limit of every device unless configured: 64 KiB. */
    public static final long DEFAULT_EAGER = 64 * 1024;

    /**
     * The eager limit of {@code device}: {@code mpj.<device>.eager}, else {@code mpj.eager.threshold},
     * else {@code deviceDefault}.
     */
    public long eagerLimit(String device, long deviceDefault) {
        return config.getLong("mpj." + device + ".eager", config.getLong("mpj.eager.threshold", deviceDefault));
    }
}
