package io.mpj.launcher;

import io.mpj.transport.JobSecret;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * mpjrun's standard input, forwarded to one rank as mpirun does (to rank 0 unless {@code --stdin}
 * says otherwise). It shares the pipe that carries the job secret and whose end tells a rank that
 * its launcher is gone, so it is framed: {@code 'D' length bytes} for data, {@code 'E'} for the end
 * of input. Every other rank gets {@code 'E'} at once and reads end-of-file, like /dev/null.
 */
final class StdinChannel {
    private static final int DATA = 'D';
    private static final int END = 'E';
    private static final byte[] EOF = new byte[0];

    private StdinChannel() {}

    /** Launcher side: the job secret, the line a rank reads first ({@link RankMain}). */
    static void sendSecret(OutputStream toRank, byte[] secret) throws IOException {
        toRank.write((JobSecret.toHex(secret) + "\n").getBytes(StandardCharsets.US_ASCII));
        toRank.flush();
    }

    /** Launcher side: tells a rank that it gets no input. */
    static void sendEnd(OutputStream toRank) throws IOException {
        toRank.write(END);
        toRank.flush();
    }

    /** Launcher side: copies {@code from} to the rank in a daemon thread, then sends the end. */
    static void forward(InputStream from, OutputStream toRank) {
        Thread t = new Thread(() -> {
            DataOutputStream out = new DataOutputStream(toRank);
            byte[] buf = new byte[8192];
            try {
                for (int n; (n = from.read(buf)) >= 0; ) {
                    if (n == 0) continue;
                    out.write(DATA);
                    out.writeInt(n);
                    out.write(buf, 0, n);
                    out.flush();
                }
                sendEnd(toRank);
            } catch (IOException rankGone) {
                // the rank ended, or the launcher closed the pipe to stop it: nothing left to forward
            }
        }, "mpjrun-stdin");
        t.setDaemon(true);
        t.start();
    }

    /** Rank side: what the program reads as System.in, filled by {@link #receive} as frames arrive. */
    static final class Input extends InputStream {
        private final LinkedBlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
        private byte[] current = new byte[0];
        private int pos;
        private boolean ended;

        @Override
        public synchronized int read() throws IOException {
            return ready() ? current[pos++] & 0xff : -1;
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) return 0;
            if (!ready()) return -1;
            int n = Math.min(len, current.length - pos);
            System.arraycopy(current, pos, b, off, n);
            pos += n;
            return n;
        }

        /** Waits until an unread byte is at hand; false at the end of the input. */
        private boolean ready() throws IOException {
            while (pos == current.length) {
                if (ended) return false;
                try {
                    current = chunks.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new java.io.InterruptedIOException("interrupted while reading the forwarded standard input");
                }
                pos = 0;
                if (current == EOF) ended = true;
            }
            return true;
        }

        @Override
        public synchronized int available() {
            return current.length - pos;
        }
    }

    /**
     * Rank side: reads frames from the launcher's pipe into {@code into} until the pipe ends, which
     * means the launcher is gone; returns then (or throws what the read threw).
     */
    static void receive(InputStream fromLauncher, Input into) throws IOException {
        DataInputStream in = new DataInputStream(fromLauncher);
        for (int type; (type = in.read()) >= 0; ) {
            if (type == END) {
                into.chunks.add(EOF);
            } else if (type == DATA) {
                byte[] b = new byte[in.readInt()];
                in.readFully(b);
                into.chunks.add(b);
            } else {
                throw new IOException("unexpected byte " + type + " from the launcher");
            }
        }
        into.chunks.add(EOF);
    }
}
