package io.mpj.launcher;

import io.mpj.runtime.ThreadRanks;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * {@code mpjrun --stdin} for ranks that are threads of one JVM: the JVM's standard input reaches the
 * threads of one rank (none: -1), and the other ranks read end-of-file, as rank processes do.
 * Threads outside the ranks read it as well.
 */
final class RankInput extends FilterInputStream {
    private final int reader;

    RankInput(InputStream in, int reader) {
        super(in);
        this.reader = reader;
    }

    private boolean mine() {
        int rank = ThreadRanks.rank();
        return rank < 0 || rank == reader;
    }

    @Override
    public int read() throws IOException {
        return mine() ? super.read() : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        return mine() ? super.read(b, off, len) : -1;
    }

    @Override
    public long skip(long n) throws IOException {
        return mine() ? super.skip(n) : 0;
    }

    @Override
    public int available() throws IOException {
        return mine() ? super.available() : 0;
    }
}
