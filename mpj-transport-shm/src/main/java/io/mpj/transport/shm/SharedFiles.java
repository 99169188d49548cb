package io.mpj.transport.shm;

import io.mpj.config.Config;
import io.mpj.config.Machine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Where the rings of a job live and what they are called: {@code mpj.shm.dir} (default /dev/shm,
 * memory on Linux, else the temporary directory), one file per ordered pair of ranks, named after the
 * job: its id ({@code mpj.job.id}, 16 hex digits, which mpjrun gives every rank) or, without one (a
 * job started by mpirun or srun with {@code MPJ_JOB_SECRET}), a digest of the job secret; either way
 * concurrent jobs never meet.
 */
final class SharedFiles {
    private final Path dir;
    private final String job;

    SharedFiles(Config config, byte[] jobSecret) throws IOException {
        String configured = config.get("mpj.shm.dir");
        Path shm = Path.of("/dev/shm");
        this.dir = configured != null ? Path.of(configured)
                : Files.isDirectory(shm) && Files.isWritable(shm) ? shm : Path.of(System.getProperty("java.io.tmpdir"));
        if (!Files.isDirectory(dir)) throw new IOException("mpj.shm.dir " + dir + " is not a directory");
        String id = config.get("mpj.job.id");
        if (id != null && !id.matches("[0-9a-f]{16}")) throw new IOException("mpj.job.id " + id + " is not 16 hex digits");
        this.job = id != null ? id : HexFormat.of().formatHex(digest(jobSecret), 0, 8);
    }

    /** Removes a ring's file, best effort: named after this job, in memory-backed storage, also deleted at exit. */
    static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // see above
        }
    }

    /** The ring carrying frames from {@code from} to {@code to} (created by {@code to}). */
    Path ring(int from, int to) {
        return dir.resolve("mpj-" + job + "-" + from + "-" + to);
    }

    /**
     * This rank's card: the host it runs on (host name and boot id) and the directory. Ranks with equal
     * cards can share the rings; the others are reached through another device.
     */
    byte[] card() {
        return (Machine.hostName() + "|" + Machine.bootId() + "|" + dir.toAbsolutePath()).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] digest(byte[] secret) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(secret);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
