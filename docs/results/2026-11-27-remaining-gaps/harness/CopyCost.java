import java.nio.*;
public class CopyCost {
  public static void main(String[] a) {
    int chunk = Integer.parseInt(a[0]);
    byte[] src = new byte[4<<20]; byte[] dst = new byte[4<<20];
    double[] dsrc = new double[512<<10];
    ByteBuffer d = ByteBuffer.allocateDirect(chunk).order(ByteOrder.nativeOrder());
    for (int rep = 0; rep < 5; rep++) {
      long best = Long.MAX_VALUE, bestIn = Long.MAX_VALUE, bestD=Long.MAX_VALUE;
      for (int i = 0; i < 200; i++) {
        long t0 = System.nanoTime();
        for (int off = 0; off < src.length; off += chunk) { d.clear(); d.put(src, off, chunk); }
        long t1 = System.nanoTime();
        for (int off = 0; off < dst.length; off += chunk) { d.clear(); d.get(dst, off, chunk); }
        long t2 = System.nanoTime();
        d.clear(); DoubleBuffer db = d.asDoubleBuffer();
        for (int off = 0; off < dsrc.length; off += chunk/8) { db.clear(); db.put(dsrc, off, chunk/8); }
        long t3 = System.nanoTime();
        best = Math.min(best, t1-t0); bestIn = Math.min(bestIn, t2-t1); bestD=Math.min(bestD,t3-t2);
      }
      System.out.printf("chunk %d: out %d us, in %d us, doubles out %d us%n", chunk, best/1000, bestIn/1000, bestD/1000);
    }
  }
}
