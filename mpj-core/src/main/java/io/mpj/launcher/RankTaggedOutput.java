package io.mpj.launcher;

import io.mpj.runtime.ThreadRanks;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * {@code mpjrun --tag-output} for ranks that are threads of one JVM: what a rank's threads write to
 * this stream goes out line by line, each line whole and prefixed with {@code [rank]}, as mpjrun
 * forwards a rank process's lines. A rank's unfinished line waits for its end of line, or for
 * {@link #finish}; what threads outside the ranks write passes untagged.
 */
final class RankTaggedOutput extends OutputStream {
    private final OutputStream out;
    /** Each rank's unfinished line; the last slot for threads outside the ranks. */
    private final ByteArrayOutputStream[] pending;
    private final byte[][] prefixes;

    RankTaggedOutput(OutputStream out, int ranks) {
        this.out = out;
        this.pending = new ByteArrayOutputStream[ranks + 1];
        this.prefixes = new byte[ranks + 1][];
        for (int r = 0; r <= ranks; r++) {
            pending[r] = new ByteArrayOutputStream();
            prefixes[r] = r < ranks ? ("[" + r + "] ").getBytes(StandardCharsets.US_ASCII) : new byte[0];
        }
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        int rank = ThreadRanks.rank();
        int slot = rank >= 0 && rank < pending.length - 1 ? rank : pending.length - 1;
        ByteArrayOutputStream line = pending[slot];
        synchronized (line) {
            int end = off + len;
            for (int i = off; i < end; i++) {
                if (b[i] != '\n') continue;
                line.write(b, off, i + 1 - off);
                emit(slot, line);
                off = i + 1;
            }
            line.write(b, off, end - off);
        }
    }

    /** Writes the line in {@code line} (lock held) with its prefix, in one piece. */
    private void emit(int slot, ByteArrayOutputStream line) throws IOException {
        synchronized (out) {
            out.write(prefixes[slot]);
            line.writeTo(out);
            out.flush();
        }
        line.reset();
    }

    /** Unfinished lines wait for their end; what is complete has been written already. */
    @Override
    public void flush() throws IOException {
        synchronized (out) {
            out.flush();
        }
    }

    /** Writes every unfinished line as a line of its own, as mpjrun does with a rank's last words. */
    void finish() throws IOException {
        for (int slot = 0; slot < pending.length; slot++) {
            ByteArrayOutputStream line = pending[slot];
            synchronized (line) {
                if (line.size() == 0) continue;
                line.write('\n');
                emit(slot, line);
            }
        }
    }
}
