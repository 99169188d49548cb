package io.mpj.launcher;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;

/** Copies each rank's stdout and stderr to ours line by line, optionally prefixed with [rank]. */
final class OutputForwarder {
    private final PrintStream out;
    private final PrintStream err;
    private final boolean tag;
    private final List<Thread> threads = new ArrayList<>();

    OutputForwarder(PrintStream out, PrintStream err, boolean tag) {
        this.out = out;
        this.err = err;
        this.tag = tag;
    }

    /** Forwards {@code p}'s output but the line {@code dropped} (a note of its JVM's, or null) if it says that. */
    void forward(int rank, Process p, String dropped) {
        pump(rank, p.getInputStream(), out, dropped);
        pump(rank, p.getErrorStream(), err, dropped);
    }

    private void pump(int rank, InputStream in, PrintStream to, String dropped) {
        String prefix = tag ? "[" + rank + "] " : "";
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, Charset.defaultCharset()))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (dropped != null && line.trim().equals(dropped)) continue;
                    synchronized (to) {
                        to.println(prefix + line);
                    }
                }
            } catch (IOException ended) {
                // the rank is gone
            }
            to.flush();
        }, "mpjrun-output-" + rank);
        t.setDaemon(true);
        t.start();
        threads.add(t);
    }

    /** Waits (bounded) until every rank's output has been copied. */
    void drain(long millis) {
        long deadline = System.currentTimeMillis() + millis;
        for (Thread t : threads) {
            try {
                t.join(Math.max(1, deadline - System.currentTimeMillis()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
