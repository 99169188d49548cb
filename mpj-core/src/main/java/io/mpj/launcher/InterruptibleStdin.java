package io.mpj.launcher;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.Objects;

/**
 * This process's standard input, read through a {@link FileChannel} so that closing it ends a read
 * another thread is blocked in. A thread left blocked in read(2) when the JVM exits costs 300 ms:
 * HotSpot waits that long for threads in native code before it exits. mpjrun and every rank keep a
 * thread reading their standard input (the user's input, the launcher's line), and so took 310-330 ms
 * each from the end of {@code main} to their exit; closed at shutdown, about 10.
 */
final class InterruptibleStdin {
    private final FileChannel channel;
    /**
     * Reads straight from the channel, unbuffered (the launcher's line is read a frame header at a time,
     * the user's input in blocks). Not {@code Channels.newInputStream}: a buffered stream over it asks the
     * channel its size and position, and on a pipe that is an "Illegal seek".
     */
    private final InputStream in = new InputStream() {
        /** For single bytes (the launcher's frame headers): one reader at a time, as every stream. */
        private final byte[] one = new byte[1];

        @Override
        public int read() throws IOException {
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            return len == 0 ? 0 : channel.read(ByteBuffer.wrap(b, off, len));
        }
    };
    private volatile boolean closed;

    InterruptibleStdin() {
        this(new FileInputStream(FileDescriptor.in).getChannel());
    }

    /** Over another channel (a pipe, in tests). */
    InterruptibleStdin(FileChannel channel) {
        this.channel = channel;
    }

    InputStream stream() {
        return in;
    }

    /** Ends a read blocked in another thread (it gets an IOException) and every later one. */
    void close() {
        closed = true;
        try {
            channel.close();
        } catch (IOException ignored) {
            // closed either way
        }
    }

    /** Whether {@link #close} was called: a reader's IOException is then this process ending, not its input. */
    boolean isClosed() {
        return closed;
    }
}
