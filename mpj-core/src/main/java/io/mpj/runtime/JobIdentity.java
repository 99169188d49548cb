package io.mpj.runtime;

import io.mpj.config.Config;
import io.mpj.transport.JobSecret;

import java.net.InetSocketAddress;

/**
 * Who this process is in its job, read from the launcher's environment: {@code mpjrun}
 * (MPJ_RANK/MPJ_SIZE), Open MPI's {@code mpirun} (OMPI_COMM_WORLD_RANK/SIZE), PMI (PMI_RANK/SIZE) or
 * SLURM's {@code srun} (SLURM_PROCID/SLURM_NTASKS). Without any of them the process is a job of one.
 *
 * @param hostsRendezvous true when this process must host the rendezvous itself (rank 0 under an
 *                        external launcher); under {@code mpjrun} the launcher hosts it
 */
public record JobIdentity(int rank, int size, String launcher, InetSocketAddress rendezvous, byte[] secret,
                          boolean hostsRendezvous) {

    private static final String[][] LAUNCHERS = {
        {"mpjrun", "MPJ_RANK", "MPJ_SIZE"},
        {"mpirun (Open MPI)", "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"},
        {"PMI", "PMI_RANK", "PMI_SIZE"},
        {"srun (SLURM)", "SLURM_PROCID", "SLURM_NTASKS"},
    };

    public static JobIdentity fromEnvironment(Config config) {
        for (String[] l : LAUNCHERS) {
            String r = l[1].startsWith("MPJ_") ? config.get(Config.keyOf(l[1])) : config.env(l[1]);
            String s = l[2].startsWith("MPJ_") ? config.get(Config.keyOf(l[2])) : config.env(l[2]);
            if (r == null || s == null) continue;
            int rank = parse(l[1], r);
            int size = parse(l[2], s);
            if (size < 1 || rank < 0 || rank >= size) {
                throw new IllegalArgumentException(l[1] + "=" + rank + " is not a rank of a job of " + l[2] + "=" + size);
            }
            if (size == 1) return new JobIdentity(0, 1, l[0], null, null, false);
            boolean external = !l[0].equals("mpjrun");
            return new JobIdentity(rank, size, l[0], rendezvous(config, l[0]), secret(config, l[0]), external && rank == 0);
        }
        return new JobIdentity(0, 1, "none (singleton)", null, null, false);
    }

    private static InetSocketAddress rendezvous(Config config, String launcher) {
        String v = config.get("mpj.rendezvous");
        if (v == null) {
            throw new IllegalArgumentException("started by " + launcher + " without a rendezvous address: set "
                    + "MPJ_RENDEZVOUS=host:port for every rank (rank 0 listens there), e.g. "
                    + "mpirun -x MPJ_RENDEZVOUS=$(hostname):7400 -x MPJ_JOB_SECRET ...");
        }
        int colon = v.lastIndexOf(':');
        if (colon <= 0) throw new IllegalArgumentException("MPJ_RENDEZVOUS must be host:port, got '" + v + "'");
        return new InetSocketAddress(v.substring(0, colon), parse("MPJ_RENDEZVOUS port", v.substring(colon + 1)));
    }

    private static byte[] secret(Config config, String launcher) {
        String v = config.get("mpj.job.secret");
        if (v == null) {
            throw new IllegalArgumentException("started by " + launcher + " without a job secret: export "
                    + "MPJ_JOB_SECRET=$(openssl rand -hex 16) and pass it to every rank (mpirun -x MPJ_JOB_SECRET)");
        }
        byte[] s = JobSecret.fromHex(v);
        if (s.length != JobSecret.BYTES) {
            throw new IllegalArgumentException("MPJ_JOB_SECRET must be " + JobSecret.BYTES * 2 + " hex digits");
        }
        return s;
    }

    private static int parse(String name, String v) {
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "='" + v + "' is not an integer");
        }
    }
}
