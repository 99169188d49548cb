package io.mpj.transport.shm;

import io.mpj.config.Config;
import io.mpj.config.Machine;
import io.mpj.transport.SharedMemory;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;

/**
 * Where the rings and the collectives' regions ({@link SharedMemory}) of a job live and what they are
 * called: {@code mpj.shm.dir} (default /dev/shm,
 * memory on Linux, else the temporary directory), one file per ordered pair of ranks, named after the
 * job: its id ({@code mpj.job.id}, 16 hex digits, which mpjrun gives every rank) or, without one (a
 * job started by mpirun or srun with {@code MPJ_JOB_SECRET}), a digest of the job secret; either way
 * concurrent jobs never meet.
 */
final class SharedFiles implements SharedMemory {
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

    /** A region created under a temporary name, then linked to its own: others never map it half made. */
    @Override
    public ByteBuffer create(String name, int bytes) throws IOException {
        Path file = region(name);
        Path draft = dir.resolve(file.getFileName() + ".new");
        try {
            MappedByteBuffer m = createZeroed(draft, bytes);
            Files.createLink(file, draft);
            return m;
        } finally {
            delete(draft);
        }
    }

    @Override
    public ByteBuffer open(String name) throws IOException {
        try {
            return map(region(name));
        } catch (NoSuchFileException notYet) {
            return null;
        }
    }

    @Override
    public void unlink(String name) {
        delete(region(name));
    }

    private Path region(String name) {
        if (!name.matches("[0-9a-z-]+")) throw new IllegalArgumentException("region name " + name);
        return dir.resolve("mpj-" + job + "-" + name);
    }

    /**
     * Creates {@code file} of {@code length} bytes, readable and writable by its owner only (other local
     * users must not read a job's traffic), and maps it. Anything already at that name is an IOException,
     * never opened. The file is written with zeros first, so that a full file system is an IOException
     * here rather than a SIGBUS when a page of the mapping is first touched.
     */
    static MappedByteBuffer createZeroed(Path file, long length) throws IOException {
        try (FileChannel ch = FileChannel.open(file, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                StandardOpenOption.WRITE), ownerOnly())) {
            ByteBuffer zeros = ByteBuffer.allocate((int) Math.min(length, 64 << 10));
            for (long at = 0; at < length; ) {
                zeros.clear().limit((int) Math.min(zeros.capacity(), length - at));
                at += ch.write(zeros, at);
            }
            return ch.map(FileChannel.MapMode.READ_WRITE, 0, length);
        }
    }

    /** Maps the whole of a file another process created. */
    static MappedByteBuffer map(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            return ch.map(FileChannel.MapMode.READ_WRITE, 0, ch.size());
        }
    }

    private static FileAttribute<?>[] ownerOnly() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
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
