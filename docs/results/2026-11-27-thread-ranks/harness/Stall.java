import mpi.*;
import java.lang.management.*;
public class Stall {
  public static void main(String[] a) throws Exception {
    if (System.getenv("IDLECOMP") != null) {
      for (java.io.File t : new java.io.File("/proc/self/task").listFiles()) {
        String comm = new String(java.nio.file.Files.readAllBytes(new java.io.File(t, "comm").toPath())).trim();
        if (comm.contains("CompilerThre")) new ProcessBuilder("chrt", "--idle", "-p", "0", t.getName()).inheritIO().start().waitFor();
      }
    }
    MPI.Init(a);
    int me = MPI.COMM_WORLD.Rank(); int n = Integer.parseInt(a.length > 0 ? a[0] : "4096"); int reps = Integer.parseInt(a.length > 1 ? a[1] : "20000");
    byte[] buf = new byte[n];
    long t0 = ManagementFactory.getRuntimeMXBean().getStartTime();
    long[] when = new long[reps]; long[] dur = new long[reps];
    for (int i = 0; i < reps; i++) {
      long s = System.nanoTime();
      if (me == 0) { MPI.COMM_WORLD.Send(buf, 0, n, MPI.BYTE, 1, 0); MPI.COMM_WORLD.Recv(buf, 0, n, MPI.BYTE, 1, 0); }
      else { MPI.COMM_WORLD.Recv(buf, 0, n, MPI.BYTE, 0, 0); MPI.COMM_WORLD.Send(buf, 0, n, MPI.BYTE, 0, 0); }
      long e = System.nanoTime(); when[i] = s; dur[i] = e - s;
    }
    long up0 = ManagementFactory.getRuntimeMXBean().getUptime(); long nowNs = System.nanoTime();
    long total = 0, stalled = 0; int k = 0; StringBuilder sb = new StringBuilder();
    for (int i = 0; i < reps; i++) { total += dur[i]; if (i >= reps / 4 && dur[i] > 500_000) { stalled += dur[i]; k++;
      if (k <= 25) sb.append(String.format("  call %d at uptime %.1f ms: %.2f ms%n", i, up0 - (nowNs - when[i]) / 1e6, dur[i] / 1e6)); } }
    System.out.printf("rank %d: %d calls %.1f ms total, %d over 0.5 ms (%.1f ms)%n%s", me, reps, total / 1e6, k, stalled / 1e6, sb);
    MPI.Finalize();
  }
}
