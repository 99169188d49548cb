package jgf.section3;

import java.io.*;
import java.util.Vector;

/** Serialising MonteCarlo A's 5000 results: a growing ByteArrayOutputStream then toByteArray, against a presized one without the copy. */
public final class SerBench {
    static final class Exposed extends ByteArrayOutputStream {
        Exposed(int n) { super(n); }
        byte[] buffer() { return buf; }
    }
    public static void main(String[] a) throws Exception {
        PathEstimate market = PathEstimate.of(RateFile.prices());
        Vector<PathResult> results = new Vector<>();
        for (int t = 0; t < 5000; t++) results.add(MonteCarlo.task(t, market));
        int size = 0;
        for (int rep = 0; rep < 12; rep++) {
            long t0 = System.nanoTime();
            ByteArrayOutputStream b = new ByteArrayOutputStream(96);
            try (ObjectOutputStream o = new ObjectOutputStream(b)) { o.writeObject(results); }
            byte[] w = b.toByteArray();
            long t1 = System.nanoTime();
            Exposed e = new Exposed(w.length + 64);
            try (ObjectOutputStream o = new ObjectOutputStream(e)) { o.writeObject(results); }
            long t2 = System.nanoTime();
            try (ObjectInputStream i = new ObjectInputStream(new ByteArrayInputStream(w))) { i.readObject(); }
            long t3 = System.nanoTime();
            size = w.length;
            System.out.printf("rep %d: grow+copy %.1f ms, presized %.1f ms, read %.1f ms (%d bytes)%n", rep, (t1 - t0) / 1e6, (t2 - t1) / 1e6, (t3 - t2) / 1e6, size);
        }
    }
}
