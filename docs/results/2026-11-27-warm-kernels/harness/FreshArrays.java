/**
 * What a fresh large array costs: each of T threads allocates ten 8 MB long arrays in a row and prints
 * each allocation's time (the JVM zeroes the array; memory the heap has not used before is faulted in
 * page by page first). Arguments: T.
 */
public final class FreshArrays {
    public static void main(String[] args) throws InterruptedException {
        Thread[] threads = new Thread[Integer.parseInt(args[0])];
        for (int t = 0; t < threads.length; t++) {
            int id = t;
            threads[t] = new Thread(() -> {
                StringBuilder times = new StringBuilder();
                long sum = 0;
                for (int k = 0; k < 10; k++) {
                    long t0 = System.nanoTime();
                    long[] a = new long[1_000_000];
                    a[a.length - 1] = k;
                    sum += a[k];
                    times.append(String.format(" %.1f", (System.nanoTime() - t0) / 1e6));
                }
                System.out.println("thread " + id + ", new long[1000000], ms:" + times + (sum == 0 ? "" : " "));
            });
            threads[t].start();
        }
        for (Thread t : threads) t.join();
    }
}
